/**
 * Release gates in a real browser: no axe-core violations on the demo pages (also with the
 * alert dialog open), and no layout shift while the elements start (CLS exactly 0).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  expectNoViolations,
  describeShifts,
  observeLayoutShifts,
  openShopPage,
  recordLabels,
  useBrowser,
  waitForLabels,
  type Shift,
} from './support';

const fresh = useBrowser();

/** Adds a product to the visitor's cart through the API (the page must be open, for the cookies). */
async function addThroughApi(page: Page, slug: string, quantity = 1): Promise<void> {
  const status = await page.evaluate(
    async ({ slug, quantity }) => {
      const json = await (await fetch(`/shop/p/${slug}?format=json`)).json();
      const variant = json.item.structuredContent.variants.find(
        (v: { unlimited: boolean; qtyInStock: number }) => v.unlimited || v.qtyInStock > 0,
      );
      const crumb = /(?:^|;\s*)crumb=([^;]+)/.exec(document.cookie)?.[1] ?? '';
      const response = await fetch('/api/commerce/shopping-cart/entries', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': decodeURIComponent(crumb) },
        body: JSON.stringify({ itemId: json.item.id, sku: variant.sku, quantity, additionalFields: null }),
      });
      return response.status;
    },
    { slug, quantity },
  );
  expect(status).toBe(200);
}

describe('accessibility (axe-core)', () => {
  it('finds no violations on the product list', async () => {
    const { page, expectNoErrors } = await fresh();
    await openShopPage(page, '/');
    await expectNoViolations(page, '/');
    expectNoErrors();
  });

  it('finds no violations on a product page', async () => {
    const { page, expectNoErrors } = await fresh();
    await openShopPage(page, '/shop/p/linen-shirt');
    await expectNoViolations(page, '/shop/p/linen-shirt');
    expectNoErrors();
  });

  it('finds no violations on the cart page (with an item, so the pill shows)', async () => {
    const { page, expectNoErrors } = await fresh();
    await page.goto('/');
    await addThroughApi(page, 'canvas-tote', 2);
    await page.goto('/cart');
    await page.waitForFunction(() => document.querySelector('sq-cart-pill .sq-cart-pill__count')?.textContent === '2');
    await expectNoViolations(page, '/cart');
    expectNoErrors();
  });

  it('finds no violations with the "Unable to Add Item" dialog open', async () => {
    const { page, expectNoErrors } = await fresh();
    await page.goto('/');
    await addThroughApi(page, 'limited-edition-print');
    await openShopPage(page, '/shop/p/limited-edition-print');
    await recordLabels(page);
    await page.locator('sq-add-to-cart button').first().click();
    await page.getByRole('alertdialog', { name: 'Unable to Add Item' }).waitFor({ state: 'visible' });
    await expectNoViolations(page, '/shop/p/limited-edition-print with the alert dialog open');
    await waitForLabels(page, ['Adding…', 'Add To Cart']);
    expectNoErrors(/status of 409/);
  });
});

async function measureShifts(page: Page, path: string): Promise<{ total: number; shifts: Shift[] }> {
  await page.addInitScript(observeLayoutShifts);
  await openShopPage(page, path);
  await page.waitForTimeout(1000);
  const shifts = await page.evaluate(() => (window as unknown as { __sqShifts: Shift[] }).__sqShifts);
  return { total: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts };
}

describe('layout shift while the elements start', () => {
  for (const path of ['/shop/p/linen-shirt', '/']) {
    it(`is exactly 0 on ${path}`, async () => {
      const { page, expectNoErrors } = await fresh();
      const { total, shifts } = await measureShifts(page, path);
      console.info(`layout shift on ${path}: ${describeShifts(total, shifts)}`);
      expect(total, describeShifts(total, shifts)).toBe(0);
      expectNoErrors();
    });
  }
});
