/**
 * The list page's popover, the quick view, add-ons and product blocks in a real browser against
 * the demo shop: the popover's timings and offsets (its 1 s and 3 s, its 33 px and 16 px), the
 * quick view by keyboard alone (focus in, kept in, given back), add-on states, and axe with each
 * open.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  callLog,
  expectNoViolations,
  expectTimer,
  openShopPage,
  pageScrolls,
  recordCalls,
  timerLate,
  useBrowser,
} from './support';
import { ADD_TO_CART_TIMINGS } from '../../src/purchase/flow';

const fresh = useBrowser();

const ENTRIES = '/api/commerce/shopping-cart/entries';

/** The list card of a product, by its title. */
const cardOf = (page: Page, title: string) =>
  page.locator('.product-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/** Records, on the page's clock, when the popover appears and disappears under `host`. */
async function watchPopover(page: Page, title: string): Promise<void> {
  await page.evaluate((wanted) => {
    const card = [...document.querySelectorAll('.product-card')].find(
      (element) => element.querySelector('h2, h3')?.textContent === wanted,
    );
    const host = card?.querySelector('sq-add-to-cart');
    if (!host) throw new Error(`no card for ${wanted}`);
    const seen: { shown?: number; hidden?: number } = {};
    new MutationObserver(() => {
      const open = host.querySelector('.sq-added-popover');
      if (open && seen.shown === undefined) seen.shown = performance.now();
      if (!open && seen.shown !== undefined && seen.hidden === undefined) seen.hidden = performance.now();
    }).observe(host, { childList: true, subtree: true });
    (window as unknown as { __sqPopover: typeof seen }).__sqPopover = seen;
  }, title);
}

const popoverTimes = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sqPopover: { shown?: number; hidden?: number } }).__sqPopover);

describe('the list page popover', () => {
  it('appears 1 s after the answer, names the product with the cart count, and goes 3 s later', async () => {
    const { page, expectNoErrors } = await fresh();
    await openShopPage(page, '/');
    const tote = cardOf(page, 'Canvas Tote');
    expect(await tote.locator('sq-add-to-cart button').getAttribute('aria-label')).toBe('Add To Cart Canvas Tote');
    await watchPopover(page, 'Canvas Tote');
    await recordCalls(page);
    const answered = page.waitForResponse((response) => response.url().endsWith(ENTRIES));
    await tote.locator('sq-add-to-cart button').click();
    await answered;
    const popover = page.locator('.sq-added-popover');
    const { popoverDelay, popoverDuration } = ADD_TO_CART_TIMINGS;
    await popover.waitFor({ state: 'visible', timeout: popoverDelay + timerLate(popoverDelay) + 3000 });
    expect(await popover.locator('.sq-added-popover__title').textContent()).toBe('Canvas Tote');
    expect(await popover.locator('.sq-added-popover__count').textContent()).toBe('1 item in cart');
    expect(await popover.getByRole('link', { name: 'View Cart' }).getAttribute('href')).toBe('/cart');
    expect(await popover.evaluate((element) => element.matches(':popover-open'))).toBe(true);
    expect(await popover.evaluate((element) => element.getBoundingClientRect().top)).toBe(33);
    // (axe runs in the next test: run here, it holds the page's main thread and so the 3 s timer.)
    await popover.waitFor({ state: 'detached', timeout: popoverDuration + timerLate(popoverDuration) + 3000 });
    // From the answer's arrival in the page to the popover, and its stay, on the page's clock.
    const [add] = await callLog(page, 'POST', /^\/api\/commerce\/shopping-cart\/entries$/);
    const { shown, hidden } = await popoverTimes(page);
    expectTimer(shown! - add!.answered!, popoverDelay, 'from the answer to the popover');
    expectTimer(hidden! - shown!, popoverDuration, 'how long the popover stays');
    expectNoErrors();
  });

  it('moves to 16 px from the top once the page scrolls, is axe clean, and closes on Escape', async () => {
    const { page, expectNoErrors } = await fresh();
    await openShopPage(page, '/');
    await cardOf(page, 'Canvas Tote').locator('sq-add-to-cart button').click();
    const popover = page.locator('.sq-added-popover');
    await popover.waitFor({ state: 'visible', timeout: 8000 });
    await page.mouse.wheel(0, 600);
    await expect.poll(() => popover.evaluate((element) => element.getBoundingClientRect().top)).toBe(16);
    await expectNoViolations(page, 'the list page with the popover open');
    await page.keyboard.press('Escape');
    await popover.waitFor({ state: 'detached', timeout: 2000 });
    expectNoErrors();
  });
});

describe('the quick view', () => {
  it('works by keyboard alone: opens, keeps focus in, adds, closes on Escape and gives focus back', async () => {
    const { page, expectNoErrors } = await fresh();
    await openShopPage(page, '/');
    const opener = cardOf(page, 'Linen Shirt').getByRole('button', { name: 'Quick View Linen Shirt' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Linen Shirt' });
    await dialog.waitFor({ state: 'visible' });
    await dialog.locator('sq-add-to-cart button').waitFor();
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    expect(await pageScrolls(page), 'the list behind holds still').toBe(false);
    await expectNoViolations(page, 'the list page with the quick view open');

    // Tab moves through the dialog and never leaves it.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      const inside = await dialog.evaluate(
        (element) => element.contains(document.activeElement) || document.activeElement === document.body,
      );
      expect(inside, `focus left the dialog after ${i + 1} Tabs`).toBe(true);
    }
    // Choose with the keyboard, then add.
    await dialog.getByLabel('Size').focus();
    await dialog.getByLabel('Size').selectOption('L');
    await dialog.getByLabel('Colour').selectOption('Sand');
    await dialog.locator('sq-add-to-cart button').focus();
    const answered = page.waitForResponse((response) => response.url().endsWith(ENTRIES));
    await page.keyboard.press('Enter');
    expect((await answered).status()).toBe(200);
    await expect
      .poll(() => page.locator('sq-cart-pill .sq-cart-pill__count').first().textContent(), { timeout: 8000 })
      .toBe('1');

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await opener.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await pageScrolls(page)).toBe(true);
    expectNoErrors();
  });

  it('closes on a click outside', async () => {
    const { page, expectNoErrors } = await fresh();
    await openShopPage(page, '/');
    await cardOf(page, 'Canvas Tote').getByRole('button', { name: 'Quick View Canvas Tote' }).click();
    const dialog = page.getByRole('dialog', { name: 'Canvas Tote' });
    await dialog.locator('sq-add-to-cart button').waitFor();
    await page.mouse.click(5, 5);
    await dialog.waitFor({ state: 'detached' });
    expectNoErrors();
  });
});

describe('add-ons and product blocks', () => {
  it('shows an add-on as a plus, a spinner while adding and a check when added', async () => {
    const { page, expectNoErrors } = await fresh();
    await openShopPage(page, '/shop/p/linen-shirt');
    const addOn = page.locator('.add-on').first();
    const button = addOn.locator('sq-add-to-cart button');
    const name = (await button.getAttribute('aria-label')) ?? '';
    expect(name).toMatch(/^Add To Cart \S/);
    expect(await button.locator('.sq-add-to-cart__icon--plus').count()).toBe(1);
    const icons = page.evaluate(
      () =>
        new Promise<string[]>((done) => {
          const host = document.querySelector('.add-on sq-product[page-type="add-on"] sq-add-to-cart') as HTMLElement;
          const seen: string[] = [];
          const read = () => host.querySelector('svg')?.getAttribute('class')?.split('--')[1] ?? '';
          // Each change from the icon shown before the press (the plus).
          let last = read();
          new MutationObserver(() => {
            const icon = read();
            if (icon && last !== icon) seen.push((last = icon));
            if (seen.includes('check') && icon === 'plus') done(seen);
          }).observe(host, { subtree: true, attributes: true, childList: true });
        }),
    );
    await button.click();
    expect(await icons).toEqual(['spinner', 'check', 'plus']);
    await expectNoViolations(page, 'a product page with its add-ons');
    expectNoErrors();
  });

  it('adds from a product block on a journal page', async () => {
    const { page, expectNoErrors } = await fresh();
    await openShopPage(page, '/journal/field-notes');
    await expectNoViolations(page, 'the journal page with a product block');
    const block = page.locator('.product-block');
    const button = block.locator('sq-add-to-cart button');
    await block.getByLabel('Size').selectOption({ index: 1 });
    if ((await block.getByLabel('Colour').count()) > 0) await block.getByLabel('Colour').selectOption({ index: 1 });
    expect(await button.textContent()).toBe('Add To Cart');
    await button.click();
    await expect.poll(() => button.textContent(), { timeout: 8000 }).toBe('Added!');
    expect(await page.locator('.sq-added-popover').count()).toBe(0);
    expectNoErrors();
  });
});
