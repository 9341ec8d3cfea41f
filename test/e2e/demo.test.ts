/**
 * The demo shop looks like a shop at desktop and phone widths: photographs from `srcset`, a
 * responsive grid, no empty band where no badge is, focus visible in `--sq-focus-color` on every
 * control (an invalid one too), and tap targets of at least 24 px.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { describeShifts, observeLayoutShifts, openShopPage, useBrowser, type Shift } from './support';

const fresh = useBrowser();

/** The number of columns of the product grid, from the cards' left edges. */
async function gridColumns(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Set(
        [...document.querySelectorAll('.product-card')].map((card) => Math.round(card.getBoundingClientRect().left)),
      ).size,
  );
}

/** Every interactive control on the page that is visible, with its size. */
async function targets(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('a[href], button, select, input, [tabindex]:not([tabindex="-1"])')]
      .filter((element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden')
      .filter((element) => !element.classList.contains('skip-link'))
      .map((element) => {
        const box = element.getBoundingClientRect();
        // A radio's label is part of its target.
        const label = element.closest('label')?.getBoundingClientRect();
        return {
          what: element.outerHTML.slice(0, 80),
          width: Math.max(box.width, label?.width ?? 0),
          height: Math.max(box.height, label?.height ?? 0),
        };
      }),
  );
}

/** The colour `--sq-focus-color` resolves to on the page (the library's default when unset), as computed styles write colours. */
async function focusColour(page: Page): Promise<string> {
  return page.evaluate(() => {
    const probe = document.createElement('div');
    probe.style.color = 'var(--sq-focus-color, #1a73e8)';
    document.body.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  });
}

/** The outline the focused element shows. */
async function focusedOutline(page: Page): Promise<{ style: string; colour: string; width: string; tag: string }> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const style = getComputedStyle(element);
    return { style: style.outlineStyle, colour: style.outlineColor, width: style.outlineWidth, tag: element.localName };
  });
}

describe('the demo shop', () => {
  it('shows four columns of photographs on a desktop and two on a phone, each from its srcset', async () => {
    const { page, expectNoErrors } = await fresh();
    await openShopPage(page, '/');
    expect(await gridColumns(page)).toBe(4);
    const first = page.locator('.product-card__image').first();
    await expect
      .poll(() => first.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
    expect(await first.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(
      /\/assets\/products\/[^/]+\/\d+w\.webp$/,
    );

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await openShopPage(page, '/');
    expect(await gridColumns(page)).toBe(2);
    await expect
      .poll(() => first.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
    // About 175 CSS px wide: the browser takes a small width, not the 2500 px one.
    const chosen = Number(
      /\/(\d+)w\.webp$/.exec(await first.evaluate((image: HTMLImageElement) => image.currentSrc))?.[1],
    );
    expect(chosen).toBeLessThanOrEqual(500);
    expectNoErrors();
  });

  it.each([
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ])('moves nothing in the header when the first add makes the cart pill appear ($width px)', async (viewport) => {
    const { page } = await fresh();
    await page.setViewportSize(viewport);
    await page.addInitScript(observeLayoutShifts);
    await openShopPage(page, '/');
    const tote = page.locator('.product-card', { hasText: 'Canvas Tote' });
    await tote.getByRole('button', { name: 'Add To Cart' }).click();
    await page.locator('sq-cart-pill:not([hidden]) .sq-cart-pill__count').waitFor();
    // The pill appears with the platform's answer, well after the click's 500 ms of grace.
    await page.waitForTimeout(1500);
    // What moves in the button itself ("Added!" is narrower than "Add To Cart") is the label's
    // own change; nothing else may move.
    const all = await page.evaluate(() => (window as unknown as { __sqShifts: Shift[] }).__sqShifts);
    const shifts = all.filter((shift) => shift.sources.some((source) => !source.includes('sq-add-to-cart__label')));
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    expect(total, describeShifts(total, shifts)).toBe(0);
    const header = await page
      .locator('.site-header__inner')
      .evaluate((element) => element.scrollWidth <= element.clientWidth);
    expect(header, 'the header fits its width').toBe(true);
  });

  it('leaves no band where no badge is, and shows a badge where one is', async () => {
    const { page } = await fresh();
    await openShopPage(page, '/shop/p/canvas-tote');
    expect(await page.locator('sq-product-status').first().boundingBox()).toBeNull();
    const title = await page.locator('.product-page__title').boundingBox();
    const price = await page.locator('sq-product-price').first().boundingBox();
    // Title, then the price right under it: only the layout's own gap between them.
    expect((price?.y ?? 0) - ((title?.y ?? 0) + (title?.height ?? 0))).toBeLessThan(30);

    await openShopPage(page, '/shop/p/ceramic-mug');
    const badge = await page.locator('sq-product-status .sq-product-status__badge').boundingBox();
    expect(badge?.height).toBeGreaterThan(10);
  });

  it.each([
    ["with the shop's theme", false],
    ["with the library's stylesheet alone", true],
  ])(
    'shows focus in --sq-focus-color on every control of a product page, an invalid dropdown too (%s)',
    async (_name, libraryOnly) => {
      const { page } = await fresh();
      await openShopPage(page, '/shop/p/linen-shirt');
      const withoutTheme = async () => {
        if (libraryOnly) await page.evaluate(() => document.querySelector('link[href="/assets/shop.css"]')?.remove());
      };
      await withoutTheme();
      const colour = await focusColour(page);
      await page.getByRole('button', { name: 'Add To Cart', exact: true }).click();
      await expect.poll(() => page.locator('.sq-variant-picker__option[data-state="invalid"]').count()).toBe(2);
      await page.keyboard.press('Escape');
      for (const control of [
        page.getByLabel('Size'),
        page.getByLabel('Colour'),
        page.getByLabel('Quantity'),
        page.getByRole('button', { name: 'Add To Cart', exact: true }),
      ]) {
        await control.focus();
        await page.keyboard.press('Shift+Tab');
        await page.keyboard.press('Tab');
        const outline = await focusedOutline(page);
        expect(outline.style, outline.tag).not.toBe('none');
        expect(outline.colour, outline.tag).toBe(colour);
        expect(Number.parseFloat(outline.width), outline.tag).toBeGreaterThanOrEqual(2);
      }

      await openShopPage(page, '/shop/p/styling-session');
      await withoutTheme();
      await page.getByRole('radio').first().focus();
      await page.keyboard.press('ArrowDown');
      const radio = await focusedOutline(page);
      expect(radio.tag).toBe('input');
      expect(radio.colour).toBe(colour);
    },
  );

  it('gives every control a tap target of at least 24 by 24 px, on a desktop and on a phone', async () => {
    const { page } = await fresh();
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      for (const path of ['/', '/shop/p/linen-shirt', '/shop/p/styling-session', '/cart']) {
        await page.goto(path);
        await page.waitForFunction(() =>
          [...document.querySelectorAll('*')].every(
            (element) => !element.localName.startsWith('sq-') || element.matches(':defined'),
          ),
        );
        const small = (await targets(page)).filter((target) => target.width < 24 || target.height < 24);
        expect(small, `${path} at ${viewport.width} px`).toEqual([]);
      }
    }
  });
});

describe('<sq-scarcity> on the demo shop', () => {
  it('follows the choice on a product page, and says nothing where stock is plenty', async () => {
    const { page, expectNoErrors } = await fresh();
    await openShopPage(page, '/shop/p/linen-shirt');
    const scarcity = page.locator('sq-scarcity .sq-scarcity__text');
    expect(await scarcity.getAttribute('role')).toBe('status');
    expect(await scarcity.textContent()).toBe('');
    await page.getByLabel('Size').selectOption('S');
    await page.getByLabel('Colour').selectOption('Navy');
    await expect.poll(() => scarcity.textContent()).toBe('Only 1 left!');
    await page.getByLabel('Colour').selectOption('Sand');
    await expect.poll(() => scarcity.textContent()).toBe('Only 3 left!');
    await page.getByLabel('Size').selectOption('M');
    await expect.poll(() => scarcity.textContent()).toBe('');

    await openShopPage(page, '/shop/p/bamboo-sunglasses');
    // One variant: no choice to wait for, and the server already wrote it.
    expect(await page.locator('sq-scarcity').getAttribute('data-state')).toBe('shown');
    expect(await scarcity.textContent()).toBe('Only 1 left!');
    expectNoErrors();
  });
});
