/**
 * The demo's themed pages are server-rendered: every element resumes from the server's markup.
 * At rest no element is taken over by React (React does not even run); a visitor's reach wakes
 * the element reached for; what a visitor does before React has arrived takes effect once it has.
 * To act "before the wake", these tests hold React's chunk back (the route answers when told).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addThroughApi, holdBack, holdReact, PHONE, useBrowser } from './support';

const visit = useBrowser();

const SERVER = 'data-sq-server';

/** The button's module in dist/lazy/ (the shop elements' one module), from the build's loader map. */
const BUTTON_MODULE = (
  JSON.parse(readFileSync(resolve(import.meta.dirname, '../../dist/loader-map.json'), 'utf8')) as Record<
    string,
    string[]
  >
)['sq-add-to-cart']![0]!;

/** Every element the server rendered on the page that React has not taken over. */
function asleep(page: Page): Promise<string[]> {
  return page.evaluate(
    (attribute) => [...document.querySelectorAll(`[${attribute}]`)].map((host) => host.localName),
    SERVER,
  );
}

/** Whether React has touched the page at all: its own property on a node it holds. */
function reactHoldsAnything(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    [...document.querySelectorAll('body *')].some((node) => Object.keys(node).some((key) => key.startsWith('__react'))),
  );
}

/** Every add to the cart the page sends, as its body. */
function recordAdds(page: Page): { itemId: string; sku?: string }[] {
  const adds: { itemId: string; sku?: string }[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/commerce/shopping-cart/entries'))
      adds.push(request.postDataJSON() as { itemId: string; sku?: string });
  });
  return adds;
}

/** Waits until the add has shown and the pill counts it, then a moment for any second add. */
async function addedOnce(page: Page, adds: readonly unknown[]): Promise<void> {
  await page
    .locator('main sq-add-to-cart button')
    .filter({ hasText: /Adding…|Added!/ })
    .first()
    .waitFor();
  await page.locator('sq-cart-pill .sq-cart-pill__count').filter({ hasText: '1' }).waitFor();
  await page.waitForTimeout(300);
  expect(adds).toHaveLength(1);
}

/** Resolves once the page's elements are defined and its analytics have started (the page is quiet). */
async function quiet(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('*')].every((e) => !e.localName.startsWith('sq-') || e.matches(':defined')),
  );
  // (The options are waitForFunction's third argument: its second is the function's.)
  await page.waitForFunction(
    () => performance.getEntriesByName('storefront-elements: analytics started').length > 0,
    undefined,
    { timeout: 15_000 },
  );
}

describe('themed pages at rest', () => {
  it.each(['/', '/shop/p/canvas-tote'])(
    '%s: no element is taken over by React until a visitor reaches for one',
    async (path) => {
      const { page, expectNoErrors } = await visit();
      await page.goto(path);
      await quiet(page);
      const sleeping = await asleep(page);
      expect(sleeping.length).toBeGreaterThan(3);
      const all = await page.evaluate(
        () =>
          [...document.querySelectorAll('*')].filter(
            (e) => e.localName.startsWith('sq-') && e.localName !== 'sq-product',
          ).length,
      );
      expect(sleeping.length).toBe(all);
      expect(await reactHoldsAnything(page)).toBe(false);
      expectNoErrors();
    },
  );
});

describe('wake triggers', () => {
  it("a pointer over a card's button wakes that button alone, with the same markup and layout", async () => {
    const { page, expectNoErrors } = await visit();
    await page.goto('/');
    await quiet(page);
    const before = await asleep(page);
    const button = page.locator('sq-add-to-cart button[aria-label="Add To Cart Canvas Tote"]');
    const snapshot = () =>
      button.evaluate((node) => {
        const host = node.closest('sq-add-to-cart') as HTMLElement;
        const boxes = [host, ...host.querySelectorAll('*')].map((element) => {
          const { x, y, width, height } = element.getBoundingClientRect();
          return [x, y, width, height].map((n) => Math.round(n * 10) / 10).join(',');
        });
        return { html: host.innerHTML, boxes, node };
      });
    const first = await snapshot();
    await button.hover();
    await page.waitForFunction(
      (attribute) =>
        !document
          .querySelector('sq-add-to-cart button[aria-label="Add To Cart Canvas Tote"]')!
          .closest('sq-add-to-cart')!
          .hasAttribute(attribute),
      SERVER,
    );
    const after = await snapshot();
    expect(after.html).toBe(first.html);
    expect(after.boxes).toEqual(first.boxes);
    // Exactly one element woke.
    expect(await asleep(page)).toHaveLength(before.length - 1);
    expect(await button.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__react')))).toBe(true);
    expectNoErrors();
  });

  it('the keyboard wakes what it focuses, and an add wakes the cart pill (its count changes) but no other card', async () => {
    const { page, expectNoErrors } = await visit();
    await page.goto('/shop/p/canvas-tote');
    await quiet(page);
    const before = new Set(await asleep(page));
    const button = page.locator('main sq-add-to-cart button').first();
    await button.focus();
    await page.waitForFunction(
      (attribute) => !document.querySelector('main sq-add-to-cart')!.hasAttribute(attribute),
      SERVER,
    );
    await page.keyboard.press('Enter');
    await page.locator('sq-cart-pill .sq-cart-pill__count').filter({ hasText: '1' }).waitFor();
    const still = await asleep(page);
    expect(still).not.toContain('sq-cart-pill');
    // The price, status and other products' buttons draw nothing new: still asleep.
    expect(still).toContain('sq-product-price');
    expect(still.length).toBeGreaterThan(0);
    expect(before.size).toBeGreaterThan(0);
    expectNoErrors();
  });
});

describe('on a phone', () => {
  it("a tap on a card's button wakes that button alone and adds once", async () => {
    const { page, expectNoErrors } = await visit(PHONE);
    const adds = recordAdds(page);
    await page.goto('/');
    await quiet(page);
    const before = await asleep(page);
    const button = page.locator('sq-add-to-cart button[aria-label="Add To Cart Canvas Tote"]');
    await button.tap();
    await page.locator('sq-cart-pill .sq-cart-pill__count').filter({ hasText: '1' }).waitFor();
    await page.waitForTimeout(300);
    expect(adds).toHaveLength(1);
    expect(await button.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__react')))).toBe(true);
    // The button and the pill (its count changed) woke; every other card sleeps on.
    const still = await asleep(page);
    expect(still.length).toBe(before.length - 2);
    expect(still).not.toContain('sq-cart-pill');
    expectNoErrors();
  });

  it('the first tap on the sleeping cart pill opens the cart drawer, not the cart page; the cart page if it cannot wake', async () => {
    const { page, expectNoErrors } = await visit(PHONE);
    await page.goto('/cart');
    await addThroughApi(page, 'canvas-tote');
    await page.goto('/shop/p/linen-shirt');
    await quiet(page);
    const pill = page.locator('sq-cart-pill');
    expect(await asleep(page)).toContain('sq-cart-pill');
    await pill.locator('a').tap();
    await page.locator('dialog.sq-cart-drawer[open] sq-cart .sq-cart__entry').waitFor();
    expect(new URL(page.url()).pathname).toBe('/shop/p/linen-shirt');
    expectNoErrors();

    // React's code cannot be had (offline, say): the tap goes to the cart page, as the link does.
    await page.route(/\/dist\/lazy\/react-[\w-]+\.js$/, (route) => route.abort());
    await page.reload();
    await quiet(page);
    await Promise.all([page.waitForURL((url) => url.pathname === '/cart'), pill.locator('a').tap()]);
  });

  it('a tap made before React arrived adds once, once it has', async () => {
    const { page, expectNoErrors } = await visit(PHONE);
    const adds = recordAdds(page);
    const react = await holdReact(page);
    await page.goto('/shop/p/canvas-tote');
    await page.waitForFunction(() => customElements.get('sq-add-to-cart'));
    await page.locator('main sq-add-to-cart button').first().tap();
    expect(react.asked()).toBe(true);
    expect(adds).toHaveLength(0);
    react.release();
    await addedOnce(page, adds);
    expectNoErrors();
  });
});

describe('before the wake', () => {
  it('a variant chosen and a press made before React arrived take effect once: one add, of that variant', async () => {
    const { page, expectNoErrors } = await visit();
    const adds = recordAdds(page);
    const react = await holdReact(page);
    await page.goto('/shop/p/linen-shirt');
    await page.waitForFunction(() => customElements.get('sq-variant-picker') && customElements.get('sq-add-to-cart'));
    const selects = page.locator('main sq-variant-picker select');
    const count = await selects.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) {
      const select = selects.nth(i);
      const values = await select
        .locator('option')
        .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean));
      await select.selectOption(values[values.length - 1]!);
    }
    const chosen = await selects.evaluateAll((nodes) => nodes.map((node) => (node as HTMLSelectElement).value));
    const add = page.getByRole('button', { name: 'Add To Cart', exact: true });
    await add.click();
    // React is still held: nothing was added yet, and the choice stands in the page.
    expect(react.asked()).toBe(true);
    expect(adds).toHaveLength(0);
    react.release();
    await addedOnce(page, adds);
    expect(await selects.evaluateAll((nodes) => nodes.map((node) => (node as HTMLSelectElement).value))).toEqual(
      chosen,
    );
    const sku = await page.evaluate((values) => {
      const scope = document.querySelector('main sq-variant-picker')!.closest('sq-product')!;
      const script = scope.querySelector(':scope > script[type="application/json"]')!;
      const product = JSON.parse(script.textContent!) as {
        structuredContent: { variants: { sku: string; attributes: Record<string, string> }[] };
      };
      return product.structuredContent.variants.find((variant) =>
        Object.values(variant.attributes).every((value) => values.includes(value)),
      )?.sku;
    }, chosen);
    expect(sku).toBeDefined();
    expect(adds[0]!.sku).toBe(sku);
    expectNoErrors();
  });

  it('choices the browser puts back on Back are the ones the first press adds', async () => {
    const { page, expectNoErrors } = await visit();
    const adds = recordAdds(page);
    await page.goto('/shop/p/linen-shirt');
    await quiet(page);
    const selects = page.locator('main sq-variant-picker select');
    await selects.nth(0).selectOption('L');
    await selects.nth(1).selectOption('Navy');
    await page.locator('a[href="/journal"]').first().click();
    await page.waitForURL(/\/journal$/);
    await page.goBack();
    await page.waitForURL(/\/shop\/p\/linen-shirt$/);
    await quiet(page);
    // The page was loaded again; the browser put the choices back into its selects.
    expect(await selects.evaluateAll((nodes) => nodes.map((node) => (node as HTMLSelectElement).value))).toEqual([
      'L',
      'Navy',
    ]);
    await page.getByRole('button', { name: 'Add To Cart', exact: true }).click();
    await addedOnce(page, adds);
    expect(adds[0]!.sku).toBe('LINEN-L-NAVY');
    expectNoErrors();
  });

  it("a press made while the button's module is still loading adds once, when it has woken", async () => {
    const { page, expectNoErrors } = await visit();
    const adds = recordAdds(page);
    const held = await holdBack(page, new RegExp(`/dist/${BUTTON_MODULE.replace(/[.]/g, '\\.')}$`));
    await page.goto('/shop/p/canvas-tote');
    // The loader has run (it asked for the button's module); the module has not arrived.
    await expect.poll(held.asked).toBe(true);
    expect(await page.evaluate(() => customElements.get('sq-add-to-cart'))).toBeUndefined();
    const button = page.locator('main sq-add-to-cart button').first();
    expect(await button.textContent()).toBe('Add To Cart');
    await button.click();
    expect(adds).toHaveLength(0);
    held.release();
    await addedOnce(page, adds);
    expectNoErrors();
  });

  it('a press made before the loader has even run (the page inlines HOLD_SCRIPT) adds once', async () => {
    const { page, expectNoErrors } = await visit();
    const adds = recordAdds(page);
    const held = await holdBack(page, /\/dist\/storefront\.iife\.js$/);
    // The deferred loader holds DOMContentLoaded back: the page is parsed and shown all the same.
    await page.goto('/shop/p/canvas-tote', { waitUntil: 'commit' });
    const button = page.locator('main sq-add-to-cart button').first();
    await button.waitFor();
    await button.click();
    // No script of the library has run: the press is only kept.
    expect(await page.evaluate(() => customElements.get('sq-add-to-cart'))).toBeUndefined();
    expect(adds).toHaveLength(0);
    held.release();
    await addedOnce(page, adds);
    expectNoErrors();
  });

  it('text typed in a form before React arrived stays where it was typed, with focus and caret, and is sent', async () => {
    const { page, expectNoErrors } = await visit();
    const react = await holdReact(page);
    await page.goto('/contact');
    await page.waitForFunction(() => customElements.get('sq-form-block'));
    const field = page.locator('sq-form-block input[type="text"], sq-form-block input[type="email"]').first();
    await field.click();
    await page.keyboard.type('hello there');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    const before = await field.evaluate((node: HTMLInputElement) => [node.value, node.selectionStart]);
    expect(before).toEqual(['hello there', 9]);
    react.release();
    await page.waitForFunction(() => !document.querySelector('sq-form-block')!.hasAttribute('data-sq-server'));
    await page.waitForTimeout(100);
    const after = await field.evaluate((node: HTMLInputElement) => [
      node.value,
      node.selectionStart,
      document.activeElement === node,
    ]);
    expect(after).toEqual(['hello there', 9, true]);
    // The view has it: typing on goes on from the caret.
    await page.keyboard.type('!');
    expect(await field.inputValue()).toBe('hello the!re');
    expectNoErrors();
  });
});
