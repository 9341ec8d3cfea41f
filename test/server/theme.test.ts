// @vitest-environment node
import { cpSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { catalogue } from '../../demo/catalogue';
import { journal } from '../../demo/journal';
import { demoProduct } from '../../demo/products';
import { GALLERY_PAGES } from '../../server/gallery-pages';
import type { ShopProduct } from '../../server/products';
import { THEME_DIR } from '../../server/theme';
import { articlePage, productListPage, productPage } from '../../server/theme-pages';
import { ownerFetch, removeDir, startShopProcess, tempDir, useServer } from './helpers';
import { withoutServerMarks } from '../markup';

/** Every storefront page of the demo shop, with the template its content comes from. */
const STOREFRONT: readonly { path: string; template: string; partials?: readonly string[] }[] = [
  { path: '/', template: 'collections/products.list', partials: ['blocks/product-card.block'] },
  { path: '/shop/p/rain-jacket', template: 'collections/products.item', partials: ['blocks/add-on.block'] },
  { path: '/cart', template: 'pages/cart.page' },
  { path: '/journal', template: 'collections/journal.list' },
  { path: '/journal/field-notes', template: 'collections/journal.item', partials: ['blocks/product-block.block'] },
  { path: '/contact', template: 'pages/contact.page' },
  { path: '/catalogue-request', template: 'pages/catalogue-request.page' },
  { path: '/gallery', template: 'collections/gallery.list' },
  { path: '/gallery/grid', template: 'pages/gallery.page' },
];

/** Pages whose content is still React's, inside the theme's layout. */
const REACT_CONTENT = [
  '/config/restock',
  '/config/outbox',
  '/config/form-submissions',
  '/commerce/goto-checkout',
  '/no-such-page',
];

const PROBLEMS_PANEL = 'class="sq-template-problems"';

/** Every file of a theme folder, by its path in it. */
function themeFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => statSync(join(dir, name)).isFile())
    .map((name) => relative(dir, join(dir, name)).split('\\').join('/'));
}

/** A copy of the demo shop's theme, each template marked with a comment naming it. */
function markedTheme(): string {
  const dir = tempDir();
  cpSync(THEME_DIR, dir, { recursive: true });
  for (const name of themeFiles(dir)) {
    const file = join(dir, name);
    const text = readFileSync(file, 'utf8');
    writeFileSync(
      file,
      name === 'site.region' ? text.replace('<body>', `<body><!-- from ${name} -->`) : `<!-- from ${name} -->${text}`,
    );
  }
  return dir;
}

/** Rewrites a template of a theme copy (longer than before, so its size tells it changed even in the same millisecond). */
function edit(dir: string, name: string, change: (text: string) => string): void {
  const file = join(dir, name);
  const before = readFileSync(file, 'utf8');
  const after = change(before);
  expect(after.length, `${name} changed`).toBeGreaterThan(before.length);
  writeFileSync(file, after);
}

const shop = useServer();
const marked = markedTheme();
const markedShop = useServer({ themeDir: marked });
const editable = tempDir();
cpSync(THEME_DIR, editable, { recursive: true });
const editableShop = useServer({ themeDir: editable });

/** A page; the owner's pages (`/config/…`) as the signed-in owner. */
async function page(base: string, path: string) {
  const res = path.startsWith('/config/') ? await ownerFetch(base, path) : await fetch(`${base}${path}`);
  return { res, html: withoutServerMarks(await res.text()) };
}

/** The demo catalogue's product `slug`, as the shop stores it when it starts. */
function shopProduct(slug: string, overrides: Partial<ShopProduct> = {}): ShopProduct {
  const seed = catalogue.find((candidate) => candidate.slug === slug)!;
  return {
    ...demoProduct(seed),
    description: seed.description,
    pickerDisplay: seed.pickerDisplay,
    perOrderLimit: seed.perOrderLimit ?? null,
    ...overrides,
  };
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

afterAll(() => {
  removeDir(marked);
  removeDir(editable);
});

describe('the theme', () => {
  it("renders every storefront page's content from its own template, inside the layout", async () => {
    for (const { path, template, partials = [] } of STOREFRONT) {
      const { res, html } = await page(markedShop.base, path);
      expect(res.status, path).toBe(200);
      expect(html, path).toContain('<!-- from site.region -->');
      for (const name of [template, ...partials]) expect(html, `${path}: ${name}`).toContain(`<!-- from ${name} -->`);
    }
    for (const path of REACT_CONTENT) {
      const { html } = await page(markedShop.base, path);
      expect(html, path).toContain('<!-- from site.region -->');
      expect(html.match(/<!-- from /g), path).toHaveLength(1);
    }
  });

  it('renders every storefront page with no template problems', async () => {
    const paths = [
      ...STOREFRONT.map(({ path }) => path),
      ...catalogue.map((seed) => `/shop/p/${seed.slug}`),
      ...journal.map((article) => `/journal/${article.slug}`),
      ...GALLERY_PAGES.filter((gallery) => gallery.path !== '/gallery/hostile').map((gallery) => gallery.path),
    ];
    for (const path of paths) {
      const { res, html } = await page(shop.base, path);
      expect(res.status, path).toBe(200);
      expect(html, path).not.toContain(PROBLEMS_PANEL);
      expect(html, path).toMatch(/^<!doctype html>\n<html lang="en">[\s\S]*<\/html>\n$/);
    }
  });

  it("asks for a product page's photo from the head, at high priority, as the page shows it", async () => {
    const { html } = await page(shop.base, `/shop/p/${catalogue[0]!.slug}`);
    const head = html.slice(0, html.indexOf('</head>'));
    const preload = head.match(/<link rel="preload" as="image" [^>]*>/)?.[0] ?? '';
    const photo = html.match(/<img class="product-page__image" [^>]*>/)?.[0] ?? '';
    const attribute = (tag: string, name: string) => tag.match(new RegExp(` ${name}="([^"]*)"`))?.[1];
    expect(attribute(preload, 'fetchpriority')).toBe('high');
    expect(attribute(preload, 'href')).toBe(attribute(photo, 'src'));
    expect(attribute(preload, 'imagesrcset')).toBe(attribute(photo, 'srcset'));
    expect(attribute(preload, 'imagesizes')).toBe(attribute(photo, 'sizes'));
    expect(attribute(photo, 'srcset')).toMatch(/ 1000w/);
    // Nothing to preload on the list page: its photos load lazily, in a grid.
    const list = (await page(shop.base, '/')).html;
    expect(list.slice(0, list.indexOf('</head>'))).not.toContain('rel="preload"');
  });

  it("tells the theme author about the test gallery's hostile link, which the gallery leaves off", async () => {
    const { html } = await page(shop.base, '/gallery/hostile');
    const panel = /<aside class="sq-template-problems"[\s\S]*?<\/aside>/.exec(html)?.[0] ?? '';
    expect(panel).toContain('1 template problem');
    expect(panel).toMatch(/<code>pages\/gallery\.page<\/code>: .*images\[1\].*clickthroughUrl/);
    expect(html).not.toMatch(/href="\s*javascript:/i);
  });

  it('shows an edited template, and an edited partial, on the next request', async () => {
    const before = await page(editableShop.base, '/journal');
    expect(before.html).toContain('<h1>Journal</h1>');
    edit(editable, 'collections/journal.list', (text) => text.replace('<h1>Journal</h1>', '<h1>Journal, edited</h1>'));
    expect((await page(editableShop.base, '/journal')).html).toContain('<h1>Journal, edited</h1>');

    expect((await page(editableShop.base, '/')).html).not.toContain('product-card--edited');
    edit(editable, 'blocks/product-card.block', (text) =>
      text.replace('<li class="product-card">', '<li class="product-card product-card--edited">'),
    );
    const { html } = await page(editableShop.base, '/');
    expect(html.match(/<li class="product-card product-card--edited">/g)?.length).toBeGreaterThan(1);
  });

  it("shows a broken template's problems to the author in development, and nothing of them in production", async () => {
    edit(editable, 'pages/cart.page', (text) =>
      text.replace('<h1>Cart</h1>', '<h1>Cart{cart.entries|no-such-formatter}</h1>'),
    );
    const development = await page(editableShop.base, '/cart');
    expect(development.res.status).toBe(200);
    const panel = /<aside class="sq-template-problems"[\s\S]*?<\/aside>/.exec(development.html)?.[0] ?? '';
    expect(panel).toContain('(shown in development only)');
    expect(panel).toContain('<code>pages/cart.page</code>');
    expect(panel).toContain('no-such-formatter');
    // Right after <body>, and the broken tag itself is not printed.
    expect(development.html).toMatch(/<body><aside class="sq-template-problems"/);
    expect(development.html).toContain('<h1>Cart</h1>');

    vi.stubEnv('NODE_ENV', 'production');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const production = await page(editableShop.base, '/cart');
    expect(production.res.status).toBe(200);
    expect(production.html).not.toContain('sq-template-problems');
    expect(production.html).not.toContain('no-such-formatter');
    expect(production.html).toContain('<h1>Cart</h1>');
    expect(production.html).toMatch(/<sq-cart data-state="empty">/);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^theme: pages\/cart\.page: .*no-such-formatter/));
  });

  it('renders from SQ_THEME_DIR when server/main.ts starts', async () => {
    const dir = markedTheme();
    try {
      const shopProcess = await startShopProcess(join(dir, 'shop.sqlite'), '1000/10000', { SQ_THEME_DIR: dir });
      try {
        const { html } = await page(shopProcess.base, '/journal');
        expect(html).toContain('<!-- from collections/journal.list -->');
      } finally {
        shopProcess.child.kill('SIGKILL');
      }
    } finally {
      removeDir(dir);
    }
  });
});

describe('the theme with hostile product titles', () => {
  const title = '<img src=x onerror=alert(1)> "Hostile" & \'Tee\'';
  const hostile = shopProduct('hostile-tee', { title, description: '<b>bold</b> & "quoted"' });
  const addOn = shopProduct('canvas-tote', { title: '<script>alert(2)</script> Tote' });

  /** A page's HTML outside its JSON scripts (which `jsonForScript` escapes its own way). */
  const outsideScripts = (html: string) =>
    html.replace(/<script type="application\/json"[^>]*>[\s\S]*?<\/script>/g, '');

  it('keeps them text in cards, product pages, add-on rows and product blocks', () => {
    const pages = {
      list: productListPage([hostile]),
      product: productPage(hostile, null, [addOn]),
      article: articlePage(journal[0]!, hostile),
    };
    for (const [name, html] of Object.entries(pages)) {
      const markup = outsideScripts(html);
      expect(markup, name).not.toContain('<img src=x');
      expect(markup, name).not.toContain('<script>alert');
      expect(markup, name).not.toContain('<b>');
      expect(markup, name).toContain('&lt;img src=x onerror=alert(1)&gt;');
      expect(html, name).not.toContain('sq-template-problems');
    }
    expect(pages.list).toContain(
      '<h2 class="product-card__title">&lt;img src=x onerror=alert(1)&gt; "Hostile" &amp; \'Tee\'</h2>',
    );
    expect(pages.product).toContain('alt="&lt;img src=x onerror=alert(1)&gt; &quot;Hostile&quot; &amp; \'Tee\'"');
    expect(pages.product).toContain('<p class="product-page__description">&lt;b&gt;bold&lt;/b&gt; &amp; "quoted"</p>');
    expect(pages.product).toContain('<a href="/shop/p/canvas-tote">&lt;script&gt;alert(2)&lt;/script&gt; Tote</a>');
    expect(pages.article).toContain('More about the &lt;img src=x onerror=alert(1)&gt;');
    // The title's page-context and product JSON stay exact, only escaped for their scripts.
    const json =
      /<sq-product shared page-type="product-block"><script type="application\/json">([\s\S]*?)<\/script>/.exec(
        pages.article,
      )?.[1];
    expect(json).not.toMatch(/[<>]/);
    expect((JSON.parse(json ?? 'null') as { title: string }).title).toBe(title);
  });
});
