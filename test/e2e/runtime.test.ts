/**
 * The element runtime and its loader in a real browser: no layout shift when 200 cards render on
 * the client, modules loaded per element, elements inserted, moved and removed after load, one add
 * per press while a purchase is under way, a second copy of the loader, and keyboard use before any
 * mouse event (src/loader/loader.ts, src/runtime/root.ts, src/runtime/element.tsx).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  baseUrl,
  describeShifts,
  labelLog,
  observeLayoutShifts,
  openShopPage,
  recordLabels,
  useBrowser,
  waitForElements,
  waitForLabels,
  type Shift,
} from './support';
import { listedSeeds } from '../../demo/catalogue';

/** How many products the list page shows. */
const LISTED = listedSeeds().length;

const ENTRIES = '/api/commerce/shopping-cart/entries';
const DIST = resolve(import.meta.dirname, '../../dist');
const LOADER_MAP = resolve(DIST, 'loader-map.json');
/** What each element's view loads when it first draws, and the page's root (dist/loader-views.json). */
const LOADER_VIEWS = resolve(DIST, 'loader-views.json');
/** A file the loader loads: dist/lazy/<name>-<8-character content hash>.js. */
const HASHED_MODULE =
  /\/dist\/lazy\/(runtime|shop|flow|AlertDialog|analytics|react|root|views|rolldown-runtime|sq-[a-z-]+)-[A-Za-z0-9_-]{6}\.js$/;

/** The analytics module, which every page loads once after it is interactive (src/analytics/start.ts). */
const ANALYTICS_MODULE = /\/dist\/lazy\/analytics-[A-Za-z0-9_-]{6}\.js$/;

const fresh = useBrowser();

/** The demo catalogue's product JSON, in display order (from the list page's links and `?format=json`). */
interface CatalogueItem {
  readonly slug: string;
  readonly item: { id: string; title: string } & Record<string, unknown>;
}

let catalogue: Promise<CatalogueItem[]> | undefined;
function demoCatalogue(): Promise<CatalogueItem[]> {
  catalogue ??= (async () => {
    const list = await (await fetch(`${baseUrl()}/`)).text();
    const slugs = [
      ...new Set([...list.matchAll(/href="\/shop\/p\/([a-z0-9-]+)"/g)].map((match) => match[1] as string)),
    ];
    return Promise.all(
      slugs.map(async (slug) => {
        const json = (await (await fetch(`${baseUrl()}/shop/p/${slug}?format=json`)).json()) as {
          item: CatalogueItem['item'];
        };
        return { slug, item: json.item };
      }),
    );
  })();
  return catalogue;
}

/** JSON safe inside a `<script>` element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A list card with its product JSON and empty elements (no server markup): the client renders them. */
function clientCard(
  item: CatalogueItem['item'],
  elements = '<sq-product-status></sq-product-status><sq-product-price></sq-product-price><sq-add-to-cart></sq-add-to-cart>',
): string {
  return `<sq-product page-type="plp"><script type="application/json">${scriptJson(item)}</script><h2 class="card__title">${escapeHtml(item.title)}</h2>${elements}</sq-product>`;
}

/** A product id made distinct for the `index`-th copy (same length and alphabet as the platform's). */
function distinctId(id: string, index: number): string {
  const suffix = index.toString(16).padStart(4, '0');
  return id.slice(0, -suffix.length) + suffix;
}

/** A list page of `count` client-rendered cards that links the stylesheet and loads the loader. */
async function clientListPage(count: number): Promise<string> {
  const items = await demoCatalogue();
  const cards = Array.from({ length: count }, (_, index) => {
    const { item } = items[index % items.length] as CatalogueItem;
    return `<li class="card">${clientCard({ ...item, id: distinctId(item.id, index) })}</li>`;
  });
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${count} products</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/dist/storefront.css">
<style>
body { margin: 0; font: 16px/1.5 system-ui, sans-serif; }
.grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr)); gap: 2rem 1.5rem; margin: 0; padding: 1.5rem; list-style: none; }
.card__title { margin: 0 0 .25rem; font-size: 1.05rem; }
</style>
<script type="application/json" id="sq-page-context">{"pageType":1}</script>
</head>
<body>
<h1>${count} products</h1>
<ul class="grid" role="list">
${cards.join('\n')}
</ul>
<script src="/dist/storefront.iife.js" defer></script>
</body>
</html>
`;
}

/** Serves `html` at `path` on the demo shop's origin (so `/dist/` and the API are same-origin). */
async function serve(page: Page, path: string, html: string): Promise<string> {
  const url = `${baseUrl()}${path}`;
  await page.route(url, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }));
  return url;
}

/** Waits for `count` animation frames. */
function frames(page: Page, count = 2): Promise<void> {
  return page.evaluate(
    (n) =>
      new Promise<void>((done) => {
        const step = (left: number) => (left === 0 ? done() : requestAnimationFrame(() => step(left - 1)));
        step(n);
      }),
    count,
  );
}

/** Records the page's requests for files under /dist/lazy/ (in request order). */
function recordModules(page: Page): string[] {
  const modules: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/dist/lazy/')) modules.push(pathname);
  });
  return modules;
}

/** Records the add calls (POSTs to the cart entries) the page makes. */
function recordAdds(page: Page): Request[] {
  const adds: Request[] = [];
  page.on('request', (request) => {
    if (request.url().includes(ENTRIES) && request.method() === 'POST') adds.push(request);
  });
  return adds;
}

/** The index among the page's `<sq-add-to-cart>` of the one in the card titled `title`. */
function addIndexOf(page: Page, title: string): Promise<number> {
  return page.evaluate((wanted) => {
    const index = [...document.querySelectorAll('sq-add-to-cart')].findIndex(
      (host) => host.closest('.product-card')?.querySelector('h1, h2')?.textContent === wanted,
    );
    if (index < 0) throw new Error(`no add button in a card titled ${wanted}`);
    return index;
  }, title);
}

/** Waits for the header pill to show `count` items. */
async function expectPillCount(page: Page, count: string): Promise<void> {
  await expect
    .poll(() => page.locator('sq-cart-pill .sq-cart-pill__count').textContent(), { timeout: 8000 })
    .toBe(count);
}

/** Tabs until the focused element is the control labelled `label` (or with text `label`). */
async function tabTo(page: Page, target: string): Promise<void> {
  const path: string[] = [];
  for (let i = 0; i < 15; i += 1) {
    await page.keyboard.press('Tab');
    const now = await page.evaluate(() => {
      const el = document.activeElement;
      if (!el || el === document.body) return 'body';
      const label = el.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`)?.textContent : null;
      return `${el.localName}:${label ?? el.textContent?.trim() ?? ''}`;
    });
    path.push(now);
    if (now === target) return;
  }
  throw new Error(`Tab never reached ${target}; focus went ${path.join(' → ')}`);
}

const priceText = (page: Page) => page.locator('sq-product-price').first().textContent();

describe('layout while 200 cards render on the client', () => {
  it('shifts nothing (CLS exactly 0) from an empty host to its rendered content', async () => {
    const { page, expectNoErrors } = await fresh();
    const url = await serve(page, '/bench-200', await clientListPage(200));
    await page.addInitScript(observeLayoutShifts);
    await page.goto(url);
    await waitForElements(page);
    expect(await page.locator('sq-product').count()).toBe(200);
    expect(await page.locator('sq-add-to-cart button').count()).toBe(200);
    await frames(page, 2);
    const shifts = await page.evaluate(() => (window as unknown as { __sqShifts: Shift[] }).__sqShifts);
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    console.info(`layout shift on 200 client-rendered cards: ${describeShifts(total, shifts)}`);
    expect(total, describeShifts(total, shifts)).toBe(0);
    expectNoErrors();
  });
});

describe('the loader', () => {
  /**
   * Records each `sq-*` definition, and whether a task of the highest priority (as input is) ran
   * since the one before: posted at each definition, it runs in between only if the definitions
   * are apart, in tasks of their own.
   */
  function recordDefinitions(): void {
    const page = window as unknown as { __sqDefinitions: [tag: string, apart: boolean][] };
    const scheduler = (window as unknown as { scheduler: { postTask(task: () => void, options: object): unknown } })
      .scheduler;
    page.__sqDefinitions = [];
    let apart = true;
    const define = customElements.define.bind(customElements);
    customElements.define = (name, constructor, options) => {
      if (name.startsWith('sq-')) {
        page.__sqDefinitions.push([name, apart]);
        apart = false;
        void scheduler.postTask(() => (apart = true), { priority: 'user-blocking' });
      }
      define(name, constructor, options);
    };
  }

  const definitions = (page: Page) =>
    page.evaluate(() => (window as unknown as { __sqDefinitions: [string, boolean][] }).__sqDefinitions);

  it('starts server-rendered elements one tag per task, input between them, and defines a page drawn in the browser at once', async () => {
    const { page, expectNoErrors } = await fresh();
    await page.addInitScript(recordDefinitions);
    // The themed list page: 30 cards the server rendered, each tag's elements asleep once defined.
    await page.goto('/');
    await waitForElements(page);
    const themed = await definitions(page);
    expect(themed.map(([tag]) => tag)).toEqual(
      expect.arrayContaining([
        'sq-product',
        'sq-product-status',
        'sq-product-price',
        'sq-add-to-cart',
        'sq-quick-view',
      ]),
    );
    expect(
      themed.filter(([, apart]) => !apart),
      'tags defined in the same task as the one before',
    ).toEqual([]);

    // Cards with no server markup draw as soon as they are defined: their tags go together, one pass.
    await page.goto(await serve(page, '/client-cards', await clientListPage(12)));
    await waitForElements(page);
    const drawn = await definitions(page);
    expect(drawn.map(([tag]) => tag)).toEqual([
      'sq-product',
      'sq-add-to-cart',
      'sq-product-price',
      'sq-product-status',
    ]);
    expect(
      drawn.slice(1).filter(([, apart]) => apart),
      'tags defined in a task of their own',
    ).toEqual([]);
    expectNoErrors();
  });

  it("loads only the modules of the elements on the page, each content-hashed, and a later element's when it appears", async () => {
    const { page, expectNoErrors } = await fresh();
    const map = JSON.parse(readFileSync(LOADER_MAP, 'utf8')) as Record<string, string[]>;
    const files = (tags: readonly string[]) =>
      new Set(tags.flatMap((tag) => (map[tag] ?? []).map((file) => `/dist/${file}`)));
    const modules = recordModules(page);

    // The journal with an empty cart: the only library element on the page is the (hidden) pill.
    await page.goto('/journal');
    expect(
      await page.evaluate(() => [
        ...new Set(
          [...document.querySelectorAll('*')].map((el) => el.localName).filter((name) => name.startsWith('sq-')),
        ),
      ]),
    ).toEqual(['sq-cart-pill']);
    await page.waitForFunction(() => document.querySelector('sq-cart-pill')?.matches(':defined'));
    await frames(page);
    const elementModules = () => modules.filter((path) => !ANALYTICS_MODULE.test(path));
    expect(new Set(elementModules()), `modules requested for the pill: ${modules.join(', ')}`).toEqual(
      files(['sq-cart-pill']),
    );
    // After the page is interactive, the analytics module, once, without React or any element's code.
    await expect.poll(() => modules.filter((path) => ANALYTICS_MODULE.test(path)).length).toBe(1);
    // The shop elements share the pill's module: it holds their code but defines the pill alone.
    const pillModule = map['sq-cart-pill']?.[0];
    for (const tag of Object.keys(map).filter((name) => name !== 'sq-cart-pill')) {
      if (map[tag]?.[0] !== pillModule)
        expect(modules, `${tag}'s module requested`).not.toContain(`/dist/${map[tag]?.[0]}`);
      expect(await page.evaluate((name) => customElements.get(name) === undefined, tag), `${tag} defined`).toBe(true);
    }

    // A card inserted later: its elements' modules load (the runtime does not again) and it comes alive.
    const tote = (await demoCatalogue()).find((entry) => entry.slug === 'canvas-tote') as CatalogueItem;
    const before = elementModules().length;
    await page.evaluate(
      (html) => {
        const holder = document.createElement('div');
        holder.innerHTML = html;
        document.querySelector('main')?.append(holder);
      },
      clientCard(tote.item, '<sq-add-to-cart></sq-add-to-cart>'),
    );
    await page.waitForFunction(
      () =>
        document.querySelector('sq-product')?.matches(':defined') &&
        document.querySelector('sq-add-to-cart')?.matches(':defined') &&
        document.querySelector('sq-add-to-cart button')?.textContent === 'Add To Cart',
    );
    const later = elementModules().slice(before);
    // Drawn in the browser (no server markup): its view, React and the page's root come too.
    const views = JSON.parse(readFileSync(LOADER_VIEWS, 'utf8')) as { root: string[]; tags: Record<string, string[]> };
    const drawn = new Set([...views.root, ...(views.tags['sq-add-to-cart'] ?? [])].map((file) => `/dist/${file}`));
    const product = [...files(['sq-product', 'sq-add-to-cart']), ...drawn].filter(
      (path) => !files(['sq-cart-pill']).has(path),
    );
    expect(new Set(later), `modules requested for the card: ${later.join(', ')}`).toEqual(new Set(product));
    expect(await page.locator('sq-add-to-cart button').isEnabled()).toBe(true);

    for (const path of modules) expect(path, 'a content-hashed module').toMatch(HASHED_MODULE);
    expect(modules.length, `each module requested once: ${modules.join(', ')}`).toBe(new Set(modules).size);
    expectNoErrors();
  });

  /**
   * Opens the list page with the element modules held back `delayMs` (the page's load event comes
   * long before them), and returns on the page's clock: load, the first elements defined, and the
   * analytics module asked for (once).
   */
  async function analyticsAgainstSlowElements(delayMs: number) {
    const { page, expectNoErrors } = await fresh();
    await page.route(/\/dist\/lazy\/(?!analytics-)[^/]+\.js$/, async (route) => {
      await new Promise((done) => setTimeout(done, delayMs));
      await route.continue();
    });
    const requested: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (ANALYTICS_MODULE.test(pathname)) requested.push(pathname);
    });
    await page.addInitScript(() => {
      const marks: Record<string, number> = {};
      (window as unknown as { __marks: Record<string, number> }).__marks = marks;
      addEventListener('load', () => (marks.load = performance.now()));
      void customElements.whenDefined('sq-add-to-cart').then(() => (marks.defined = performance.now()));
    });
    await page.goto('/');
    await expect.poll(() => requested.length, { timeout: delayMs + 10_000 }).toBe(1);
    // Its timing entry is there once it has arrived; the elements, once they are defined.
    await page.waitForFunction(
      () =>
        performance.getEntriesByType('resource').some((item) => /\/dist\/lazy\/analytics-/.test(item.name)) &&
        customElements.get('sq-add-to-cart') !== undefined,
      undefined,
      { timeout: delayMs + 10_000 },
    );
    const marks = await page.evaluate(() => {
      const entry = performance
        .getEntriesByType('resource')
        .find((item) => /\/dist\/lazy\/analytics-/.test(item.name)) as PerformanceResourceTiming;
      const { load, defined } = (window as unknown as { __marks: Record<string, number> }).__marks;
      return { load: load ?? NaN, defined: defined ?? NaN, analytics: entry.startTime };
    });
    expect(requested).toHaveLength(1);
    expectNoErrors();
    return marks;
  }

  it("loads the analytics module only once the page's first elements are defined, even when their modules come after load", async () => {
    const { load, defined, analytics } = await analyticsAgainstSlowElements(800);
    expect(defined - load, 'the element modules came after load').toBeGreaterThan(300);
    expect(analytics, 'the analytics module was asked for after the elements were defined').toBeGreaterThan(defined);
  });

  it('loads the analytics module 3 s after load at the latest, however slow the element modules', async () => {
    const { load, defined, analytics } = await analyticsAgainstSlowElements(5000);
    expect(analytics - load, 'not before the 3 s').toBeGreaterThan(2900);
    expect(analytics, 'before the elements, still on their way').toBeLessThan(defined);
  });

  it.each([
    ['fetches the views and React of the elements in sight while the page is idle', false],
    ['fetches no view for a visitor who asked to save data, until one is reached for', true],
  ])('%s', async (_, saveData) => {
    const { page, expectNoErrors } = await fresh();
    if (saveData) {
      // Chromium's Network Information API, as a browser in data-saver mode has it.
      await page.addInitScript(() =>
        Object.defineProperty(Navigator.prototype, 'connection', { get: () => ({ saveData: true }) }),
      );
    }
    const modules = recordModules(page);
    await page.goto('/shop/p/canvas-tote');
    // The analytics module is asked for right after the idle fetch (the same idle callback).
    await expect.poll(() => modules.some((path) => ANALYTICS_MODULE.test(path))).toBe(true);
    await frames(page);
    const react = () => modules.filter((path) => /\/dist\/lazy\/react-[\w-]+\.js$/.test(path));
    const views = () => modules.filter((path) => /\/dist\/lazy\/views-[\w-]+\.js$/.test(path));
    expect([react().length, views().length]).toEqual(saveData ? [0, 0] : [1, 1]);
    // Fetched, not run: every element still sleeps on the server's markup.
    expect(await page.locator('sq-add-to-cart[data-sq-server]').count()).toBeGreaterThan(0);
    // A reach for the button brings them either way.
    await page.getByRole('button', { name: 'Add To Cart', exact: true }).hover();
    await expect.poll(() => [react().length, views().length]).toEqual([1, 1]);
    expectNoErrors();
  });

  it("imports lazily with a plain import(), without Vite's preload helper", () => {
    // vite.config.ts replaces the helper through Vite's internal id for it: if an update of Vite
    // renames the id, the helper comes back (about 0.7 KB gzip on every page), and this says so.
    // Its marks: the event it sends on the host page's window, its test for `modulepreload` and
    // its CSP nonce lookup. (The word `modulepreload` alone is in ReactDOM, for preloadModule().)
    const HELPER = /vite:preloadError|\.supports\(["']modulepreload["']\)|csp-nonce/;
    const found: string[] = [];
    for (const folder of ['', 'chunks', 'elements', 'lazy']) {
      const dir = resolve(DIST, folder);
      for (const file of readdirSync(dir).filter((name) => name.endsWith('.js'))) {
        if (HELPER.test(readFileSync(resolve(dir, file), 'utf8')))
          found.push(`dist/${folder ? `${folder}/` : ''}${file}`);
      }
    }
    expect(found, "built modules with Vite's preload helper").toEqual([]);
  });
});

describe('elements inserted, moved and removed after load', () => {
  it('renders a card inserted after load, and its add button works', async () => {
    const { page, expectNoErrors } = await fresh();
    await openShopPage(page, '/');
    const tote = (await demoCatalogue()).find((entry) => entry.slug === 'canvas-tote') as CatalogueItem;
    await page.evaluate((html) => {
      const card = document.createElement('li');
      card.className = 'product-card';
      card.id = 'inserted';
      card.innerHTML = html;
      document.querySelector('.product-grid')?.prepend(card);
    }, clientCard(tote.item));
    await page.waitForFunction(() => {
      const card = document.querySelector('#inserted');
      return (
        card?.querySelector('sq-add-to-cart button')?.textContent === 'Add To Cart' &&
        card.querySelector('sq-product-price')?.textContent === '$18.00' &&
        [...card.querySelectorAll('*')].every((el) => !el.localName.startsWith('sq-') || el.matches(':defined'))
      );
    });
    expect(await page.locator('sq-add-to-cart button').count()).toBe(LISTED + 1);

    await recordLabels(page, 0);
    const answer = page.waitForResponse(
      (response) => response.url().includes(ENTRIES) && response.request().method() === 'POST',
    );
    await page.locator('#inserted sq-add-to-cart button').click();
    await waitForLabels(page, ['Add To Cart', 'Adding…']);
    expect((await answer).status()).toBe(200);
    await expectPillCount(page, '1');
    expectNoErrors();
  });

  it('keeps the state of an element moved within its product', async () => {
    const { page, expectNoErrors } = await fresh();
    await openShopPage(page, '/shop/p/stoneware-bowl');
    expect(await priceText(page)).toBe('from $18.00');
    await page.getByLabel('Size').selectOption('Large');
    await expect.poll(() => priceText(page)).toBe('$26.00');

    const moved = await page.evaluate(() => {
      const picker = document.querySelector('sq-variant-picker') as HTMLElement;
      const select = picker.querySelector('select') as HTMLSelectElement & { __sqMark?: true };
      select.__sqMark = true;
      // To the end of its product's one <sq-product> (the theme writes one around the page's product).
      const product = picker.closest('sq-product') as HTMLElement;
      if (product.lastElementChild === picker) throw new Error('the picker is already last');
      product.appendChild(picker);
      return picker.parentElement === product && product.lastElementChild === picker;
    });
    expect(moved).toBe(true);
    await frames(page);
    const after = await page.evaluate(() => {
      const select = document.querySelector('sq-variant-picker select') as
        (HTMLSelectElement & { __sqMark?: true }) | null;
      return {
        sameSelect: select?.__sqMark === true,
        value: select?.value,
        hosts: document.querySelectorAll('sq-variant-picker select').length,
      };
    });
    expect(after).toEqual({ sameSelect: true, value: 'Large', hosts: 1 });
    expect(await priceText(page)).toBe('$26.00');
    expect(await page.locator('sq-product > sq-variant-picker').count()).toBe(1);

    // Still live where it is now.
    await page.getByLabel('Size').selectOption('Small');
    await expect.poll(() => priceText(page)).toBe('$18.00');
    expectNoErrors();
  });

  it('unmounts an element removed from the page, and renders a new one fresh', async () => {
    const { page, expectNoErrors } = await fresh();
    await openShopPage(page, '/shop/p/canvas-tote');
    // Woken first (the server rendered it): React holds it, and lets go of it once it is removed.
    await page.locator('main sq-add-to-cart button').first().hover();
    await page.waitForFunction(() => !document.querySelector('sq-add-to-cart')!.hasAttribute('data-sq-server'));
    await page.evaluate(() => {
      const host = document.querySelector('sq-add-to-cart') as HTMLElement;
      const removed = window as unknown as { __sqRemoved: HTMLElement; __sqProduct: HTMLElement | null };
      removed.__sqRemoved = host;
      // The <sq-product> it was in (the product page's one, around all its elements).
      removed.__sqProduct = host.closest('sq-product');
      host.remove();
    });
    await page.waitForFunction(
      () => (window as unknown as { __sqRemoved: HTMLElement }).__sqRemoved.childNodes.length === 0,
    );
    await frames(page);
    expect(await page.locator('.product-page__details sq-add-to-cart').count()).toBe(0);
    expectNoErrors();

    await page.evaluate(() => {
      const host = document.createElement('sq-add-to-cart');
      host.id = 'fresh';
      (window as unknown as { __sqProduct: HTMLElement | null }).__sqProduct?.append(host);
    });
    await page.waitForFunction(() => document.querySelector('#fresh button')?.textContent === 'Add To Cart');
    expect(await page.locator('.product-page__details sq-add-to-cart button').count()).toBe(1);
    expect(
      await page.evaluate(() => (window as unknown as { __sqRemoved: HTMLElement }).__sqRemoved.childNodes.length),
    ).toBe(0);
    await recordLabels(page, 0);
    await page.locator('#fresh button').click();
    await waitForLabels(page, ['Add To Cart', 'Adding…']);
    await expectPillCount(page, '1');
    expectNoErrors();
  });
});

describe('one add per press', () => {
  it('sends nothing for a click or Enter while "Adding…" shows', async () => {
    const { page, expectNoErrors } = await fresh();
    await openShopPage(page, '/');
    const adds = recordAdds(page);
    // The answer waits 1.5 s and, however slow the machine, until the extra presses are made.
    let pressesMade = () => {};
    const pressesDone = new Promise<void>((done) => (pressesMade = done));
    await page.route(`**${ENTRIES}`, async (route) => {
      await Promise.all([new Promise((done) => setTimeout(done, 1500)), pressesDone]);
      await route.continue();
    });
    const index = await addIndexOf(page, 'Canvas Tote');
    const button = page.locator('sq-add-to-cart button').nth(index);
    await recordLabels(page, index);

    await button.click();
    await waitForLabels(page, ['Adding…']);
    // The busy button is aria-disabled, which Playwright would wait out: force the presses through.
    await button.click({ force: true });
    await button.focus();
    await page.keyboard.press('Enter');
    const pressed = await page.evaluate(() => performance.now());
    pressesMade();
    const log = await waitForLabels(page, ['Adding…', 'Added!', 'Add To Cart']);
    const added = log.find((entry) => entry.text === 'Added!')?.t ?? 0;
    expect(pressed, `the extra presses came while "Adding…" showed; labels ${JSON.stringify(log)}`).toBeLessThan(added);
    expect(adds.length, 'add calls').toBe(1);
    await expectPillCount(page, '1');
    expectNoErrors();
  });

  it('sends one add for two clicks in a row', async () => {
    const { page, expectNoErrors } = await fresh();
    await openShopPage(page, '/');
    const adds = recordAdds(page);
    const index = await addIndexOf(page, 'Canvas Tote');
    const button = page.locator('sq-add-to-cart button').nth(index);
    await recordLabels(page, index);
    await button.click();
    await button.click({ force: true });
    await waitForLabels(page, ['Adding…', 'Added!', 'Add To Cart']);
    expect(adds.length, 'add calls').toBe(1);
    await expectPillCount(page, '1');
    expect((await labelLog(page)).map((entry) => entry.text)).toEqual([
      'Add To Cart',
      'Adding…',
      'Added!',
      'Add To Cart',
    ]);
    expectNoErrors();
  });
});

describe('a second copy of the loader', () => {
  it('neither throws nor renders anything twice', async () => {
    const { page, expectNoErrors } = await fresh();
    const modules = recordModules(page);
    await openShopPage(page, '/');
    // The first copy's analytics module comes after load: once it is in, a second copy loads nothing more.
    await expect.poll(() => modules.some((path) => ANALYTICS_MODULE.test(path)), { timeout: 10_000 }).toBe(true);
    const loaded = modules.length;
    await page.addScriptTag({ url: '/dist/storefront.iife.js' });
    await frames(page);
    expect(
      await page.evaluate(() =>
        [...document.querySelectorAll('sq-add-to-cart')].map((host) => host.querySelectorAll('button').length),
      ),
    ).toEqual(Array.from({ length: LISTED }, () => 1));
    expect(await page.locator('sq-cart-pill a').count()).toBe(1);
    expect(await page.locator('link[rel="stylesheet"][href$="storefront.css"]').count()).toBe(1);
    expect(modules.slice(loaded), 'modules loaded again').toEqual([]);

    // Elements inserted now are still defined and rendered once.
    const tote = (await demoCatalogue()).find((entry) => entry.slug === 'canvas-tote') as CatalogueItem;
    await page.evaluate((html) => {
      const card = document.createElement('li');
      card.id = 'inserted';
      card.innerHTML = html;
      document.querySelector('.product-grid')?.append(card);
    }, clientCard(tote.item));
    await page.waitForFunction(
      () => document.querySelector('#inserted sq-add-to-cart button')?.textContent === 'Add To Cart',
    );
    await frames(page);
    expect(await page.locator('#inserted sq-add-to-cart button').count()).toBe(1);
    expect(await page.locator('#inserted sq-product-price').textContent()).toBe('$18.00');
    expectNoErrors();
  });
});

describe('a copy of the loader inlined in the page', () => {
  it("finds its modules beside the page's storefront.css link", async () => {
    const { page, expectNoErrors } = await fresh();
    const html = (await clientListPage(3)).replace('<script src="/dist/storefront.iife.js" defer></script>', '');
    await page.goto(await serve(page, '/inline-loader', html));
    await page.addScriptTag({ path: resolve(import.meta.dirname, '../../dist/storefront.iife.js') });
    await page.waitForFunction(() => [...document.querySelectorAll('sq-add-to-cart button')].length === 3);
    await waitForElements(page);
    expect(await page.locator('sq-add-to-cart button').first().textContent()).not.toBe('');
    expectNoErrors();
  });
});

describe('keyboard first', () => {
  it('changes a variant with Tab and ArrowDown before any mouse event, and the price follows', async () => {
    const { page, expectNoErrors } = await fresh();
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __sqMouse: string[] }).__sqMouse = seen;
      for (const type of ['pointerdown', 'pointerover', 'mousedown', 'mouseover', 'mousemove', 'click']) {
        window.addEventListener(type, (event) => seen.push(`${type}${event.isTrusted ? '' : ' (synthetic)'}`), {
          capture: true,
        });
      }
    });
    await openShopPage(page, '/shop/p/stoneware-bowl');
    expect(await priceText(page)).toBe('from $18.00');

    await tabTo(page, 'select:Size');
    await page.keyboard.press('ArrowDown'); // "Select Size" → Small
    await expect.poll(() => page.getByLabel('Size').inputValue()).toBe('Small');
    await expect.poll(() => priceText(page)).toBe('$18.00');
    await page.keyboard.press('ArrowDown'); // → Large
    await expect.poll(() => page.getByLabel('Size').inputValue()).toBe('Large');
    await expect.poll(() => priceText(page)).toBe('$26.00');

    expect(
      await page.evaluate(() => (window as unknown as { __sqMouse: string[] }).__sqMouse),
      'mouse events before the change',
    ).toEqual([]);
    expectNoErrors();
  });
});
