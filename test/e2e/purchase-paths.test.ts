/**
 * Every purchase path an add-to-cart press branches into, in a real browser against the demo shop: a
 * subscription (choosing among its options) to its checkout, a gift card denomination to the gift
 * card checkout, and express checkout sending the whole window to /commerce/goto-checkout; axe on
 * the pages they pass through.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoProductJson } from '../../demo/products';
import { expectNoViolations, openShopPage, useBrowser } from './support';

const fresh = useBrowser();

const addButton = (page: Page) => page.locator('sq-add-to-cart button').first();

describe('purchase paths', () => {
  it('subscribes to the chosen option and grind, and lands on the subscription checkout', async () => {
    const { page, expectNoErrors } = await fresh();
    await openShopPage(page, '/shop/p/trailhead-coffee-subscription');
    await expectNoViolations(page, 'the subscription product page');
    const price = page.locator('sq-product-price').first();
    expect(await price.textContent()).toBe('$18.00 every 2 weeks');
    expect(await addButton(page).textContent()).toBe('Subscribe');

    await page.getByRole('radio', { name: '$16.20 every month for 1 year' }).check();
    await expect.poll(() => price.textContent()).toBe('$16.20 every month for 1 year');
    await page.getByRole('radio', { name: 'Ground' }).check();
    await addButton(page).click();
    await page.waitForURL(/\/checkout\/subscribe\?cartToken=[\w-]+$/);
    const main = page.locator('main');
    expect(await page.locator('h1').textContent()).toBe('Subscription checkout');
    expect(await main.textContent()).toContain('Trailhead Coffee Subscription');
    expect(await main.textContent()).toContain('Ground');
    expect(await main.textContent()).toContain('every month for 1 year');
    expect(await main.textContent()).toContain('$16.20');
    await expectNoViolations(page, 'the subscription checkout');
    expectNoErrors();
  });

  it('asks for a gift card denomination, then opens the gift card checkout for it', async () => {
    const { page, expectNoErrors } = await fresh();
    await openShopPage(page, '/shop/p/fieldhouse-gift-card');
    await expectNoViolations(page, 'the gift card page');
    expect(await page.locator('sq-product-status').first().getAttribute('data-state')).toBe('none');
    await addButton(page).click();
    await expect
      .poll(() => page.locator('sq-product [role="alert"]').first().textContent())
      .toBe('Select a denomination for the Gift Card');

    await page.getByRole('radio', { name: '$50' }).check();
    await addButton(page).click();
    await page.waitForURL(/\/checkout\/giftcard\?/);
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toEqual({
      websiteId: 'demo-site',
      giftCardProductId: demoProductJson('fieldhouse-gift-card').id,
      sku: 'GIFTCARD-50',
    });
    expect(await page.locator('h1').textContent()).toBe('Gift card checkout');
    expect(await page.locator('main').textContent()).toContain('$50');
    await expectNoViolations(page, 'the gift card checkout');
    expectNoErrors();
  });

  it('buys with express checkout: the add, then the whole window to /commerce/goto-checkout', async () => {
    const { page, expectNoErrors } = await fresh();
    await openShopPage(page, '/shop/p/enamel-pin');
    expect(await addButton(page).textContent()).toBe('Buy Now');
    // Two $9 pins: above the shop's $15 minimum order subtotal, so checkout takes the cart.
    await page.getByLabel('Quantity').first().fill('2');
    const added = page.waitForResponse(
      (response) => response.url().endsWith('/api/commerce/shopping-cart/entries') && response.status() === 200,
    );
    await addButton(page).click();
    await added;
    await page.waitForURL(/\/commerce\/goto-checkout$/);
    expect(await page.locator('main').textContent()).toContain('Enamel Pin');
    await expectNoViolations(page, 'the express checkout page');
    expectNoErrors();
  });
});
