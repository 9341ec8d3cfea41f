// @vitest-environment node
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { PRODUCT_TYPE } from '../../demo/catalogue';
import { PageContextSchema } from '../../src/context/page-context';
import { createApp } from '../../server/app';
import { cartTotals, TOTALS_RULES } from '../../server/carts';
import { pageContext, PAGE_TYPE } from '../../server/page-context';
import {
  belowMinimum,
  DEFAULT_SHOP_SETTINGS,
  minimumOrderMessage,
  parseMinimumOrderSubtotal,
  withShopSettings,
} from '../../server/settings';
import { api, newVisitor, removeDir, skuOf, startShopProcess, tempDir, useServer, type Visitor } from './helpers';

const shop = useServer();
const noMinimum = useServer({ minimumOrderSubtotalCents: 0 });
const fiftyDollars = useServer({ minimumOrderSubtotalCents: 5000 });

const ENTRIES = '/api/commerce/shopping-cart/entries';

const physical = (cents: number) => ({ productType: PRODUCT_TYPE.physical, cents });
const digital = (cents: number) => ({ productType: PRODUCT_TYPE.digital, cents });
const service = (cents: number) => ({ productType: PRODUCT_TYPE.service, cents });
const giftCard = (cents: number) => ({ productType: PRODUCT_TYPE.giftCard, cents });

/** Adds `quantity` of a product (the variant with `attributes`) to a visitor's cart on `base`. */
async function add(
  base: string,
  visitor: Visitor,
  slug: string,
  quantity = 1,
  attributes: Record<string, string> = {},
) {
  const { itemId, sku } = await skuOf(base, slug, attributes);
  const res = await api(base, visitor, 'POST', ENTRIES, { itemId, sku, quantity, additionalFields: null });
  expect(res.status, slug).toBe(200);
  return res.json.shoppingCart;
}

async function page(base: string, path: string, cookie?: string) {
  const res = await fetch(`${base}${path}`, cookie ? { headers: { Cookie: cookie } } : {});
  return { res, html: await res.text() };
}

function contextOf(html: string): { storeSettings: Record<string, unknown> } {
  const match = /<script type="application\/json" id="sq-page-context">([\s\S]*?)<\/script>/.exec(html);
  return JSON.parse(match?.[1] ?? 'null');
}

describe('cartTotals', () => {
  it('states its rules', () => {
    expect(TOTALS_RULES).toEqual({
      discountFromCents: 20000,
      discountPercent: 10,
      shippingCents: 600,
      freeShippingFromCents: 7500,
      taxPercent: 8,
    });
  });

  it.each([
    ['an empty cart', [], [0, 0, 0, 0, 0]],
    ['one physical item: $6.00 shipping, 8% tax', [physical(1800)], [1800, 0, 600, 144, 2544]],
    ['physical items just under $75: still shipping', [physical(7499)], [7499, 0, 600, 600, 8699]],
    ['physical items of $75: free shipping', [physical(7500)], [7500, 0, 0, 600, 8100]],
    ['a download: taxed, never shipped', [digital(1200)], [1200, 0, 0, 96, 1296]],
    ['a service: neither taxed nor shipped', [service(6000)], [6000, 0, 0, 0, 6000]],
    ['$199.99: no discount yet', [physical(19999)], [19999, 0, 0, 1600, 21599]],
    ['$200 of physical items: 10% off, tax on the rest', [physical(20000)], [20000, 2000, 0, 1440, 19440]],
    [
      'a mixed cart over $200: the discount on all, tax on the physical and digital part after it',
      [physical(15000), digital(1200), service(6000)],
      // tax: 8% of (16200 - 1620) = 1166.4
      [22200, 2220, 0, 1166, 21146],
    ],
    ['a gift card: counts for the discount, never taxed or shipped', [giftCard(20000)], [20000, 2000, 0, 0, 18000]],
    [
      'a service with one cheap physical item: shipping by the physical items alone',
      [service(11000), physical(900)],
      [11900, 0, 600, 72, 12572],
    ],
  ])('totals %s', (_name, lines, [subtotal, discount, shipping, tax, total]) => {
    expect(cartTotals(lines)).toEqual({
      subtotalCents: subtotal,
      discountCents: discount,
      shippingCostCents: shipping,
      taxCents: tax,
      grandTotalCents: total,
    });
  });

  it('rounds each percentage to the nearest cent', () => {
    // 8% of 1234 is 98.72; 10% of 20005 is 2000.5, and 8% of what is left (18004) is 1440.32.
    expect(cartTotals([physical(1234)]).taxCents).toBe(99);
    expect(cartTotals([physical(20005)])).toMatchObject({ discountCents: 2001, taxCents: 1440 });
  });
});

describe('the totals of carts the API answers', () => {
  it('charges shipping and tax below $75 of physical items', async () => {
    const visitor = await newVisitor(shop.base);
    const cart = await add(shop.base, visitor, 'canvas-tote', 2);
    expect(cart).toMatchObject({
      subtotalCents: 3600,
      discountCents: 0,
      shippingCostCents: 600,
      taxCents: 288,
      grandTotalCents: 4488,
    });
  });

  it('ships for free from $75 of physical items and discounts from $200', async () => {
    const visitor = await newVisitor(shop.base);
    const wallet = await add(shop.base, visitor, 'leather-wallet', 2, { Colour: 'Black' });
    expect(wallet).toMatchObject({
      subtotalCents: 13000,
      shippingCostCents: 0,
      taxCents: 1040,
      grandTotalCents: 14040,
    });
    const more = await add(shop.base, visitor, 'styling-session', 1, { Length: '60 min' });
    // 24000 in all: 2400 off; tax on the wallets only, less their 10%: 8% of 11700.
    expect(more).toMatchObject({
      subtotalCents: 24000,
      discountCents: 2400,
      shippingCostCents: 0,
      taxCents: 936,
      grandTotalCents: 22536,
    });
  });

  it('neither ships nor taxes a cart of services', async () => {
    const visitor = await newVisitor(shop.base);
    const cart = await add(shop.base, visitor, 'styling-session', 1, { Length: '30 min' });
    expect(cart).toMatchObject({ subtotalCents: 6000, shippingCostCents: 0, taxCents: 0, grandTotalCents: 6000 });
  });
});

describe('the minimum order subtotal', () => {
  it('is $15.00 unless set, in every page context as Money', async () => {
    for (const path of ['/', '/shop/p/canvas-tote', '/cart', '/journal', '/commerce/goto-checkout', '/nope']) {
      const context = contextOf((await page(shop.base, path)).html);
      expect(context.storeSettings, path).toEqual({
        selectedCurrency: 'USD',
        multipleQuantityAllowedForServices: true,
        expressCheckout: false,
        minimumOrderSubtotal: { value: '15.00', currency: 'USD' },
      });
      expect(v.safeParse(PageContextSchema, context).issues, path).toBeUndefined();
    }
  });

  it("follows the app's setting, and is absent when it is 0", async () => {
    expect(contextOf((await page(fiftyDollars.base, '/')).html).storeSettings.minimumOrderSubtotal).toEqual({
      value: '50.00',
      currency: 'USD',
    });
    expect(contextOf((await page(noMinimum.base, '/')).html).storeSettings).not.toHaveProperty('minimumOrderSubtotal');
    // Outside a request, the defaults.
    expect(pageContext({ pageType: PAGE_TYPE.collection, products: [] }).storeSettings.minimumOrderSubtotal).toEqual({
      value: '15.00',
      currency: 'USD',
    });
    withShopSettings({ minimumOrderSubtotalCents: 0 }, () => {
      expect(pageContext({ pageType: PAGE_TYPE.collection, products: [] }).storeSettings).not.toHaveProperty(
        'minimumOrderSubtotal',
      );
    });
  });

  it('turns a cart below it away from checkout: 400, the minimum, the subtotal, a link back to the cart', async () => {
    const visitor = await newVisitor(shop.base);
    await add(shop.base, visitor, 'field-guide-pdf');
    const { res, html } = await page(shop.base, '/commerce/goto-checkout', visitor.cookie);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(html).toContain('<h1>Checkout</h1>');
    expect(html).toContain('<p>To check out, your order subtotal must be $15.00 or more.</p>');
    expect(html).toContain('Subtotal: <strong>$12.00</strong>');
    expect(html).toContain('<a href="/cart">Back to your cart</a>');
    // What the cart holds, without the totals of an order it cannot place.
    expect(html).toContain('<a href="/shop/p/field-guide-pdf">Field Guide (PDF)</a>');
    expect(html).not.toContain('<dt>Total</dt>');
    expect(contextOf(html)).toMatchObject({ pageType: 201 });
  });

  it('lets a cart that reaches it check out, with its totals', async () => {
    const visitor = await newVisitor(shop.base);
    await add(shop.base, visitor, 'field-guide-pdf');
    await add(shop.base, visitor, 'enamel-pin');
    const { res, html } = await page(shop.base, '/commerce/goto-checkout', visitor.cookie);
    expect(res.status).toBe(200);
    expect(html).not.toContain('To check out');
    expect(html).toContain('<dt>Subtotal</dt><dd>$21.00</dd>');
    expect(html).toContain('<dt>Discount</dt><dd>$0.00</dd>');
    expect(html).toContain('<dt>Shipping</dt><dd>$6.00</dd>');
    expect(html).toContain('<dt>Tax</dt><dd>$1.68</dd>');
    expect(html).toContain('<dt>Total</dt><dd><strong>$28.68</strong></dd>');
  });

  it('shows a discount, free shipping and form answers on the checkout page', async () => {
    const visitor = await newVisitor(shop.base);
    await add(shop.base, visitor, 'rain-jacket', 2, { Size: 'M' });
    const mug = await skuOf(shop.base, 'engraved-camp-mug');
    const added = await api(shop.base, visitor, 'POST', ENTRIES, {
      ...mug,
      quantity: 1,
      additionalFields: JSON.stringify({ engraving: 'Tom & Ann', font: 'Script', 'deliver-by': ['6', '1', '2026'] }),
    });
    expect(added.status).toBe(200);
    const { res, html } = await page(shop.base, '/commerce/goto-checkout', visitor.cookie);
    expect(res.status).toBe(200);
    expect(html).toContain('<a href="/shop/p/engraved-camp-mug">Engraved Camp Mug</a></div><dl class="cart-answers">');
    expect(html).toContain('<dt>Engraving text</dt><dd>Tom &amp; Ann</dd>');
    expect(html).toContain('<dt>Font</dt><dd>Script</dd>');
    expect(html).toContain('<dt>Deliver by</dt><dd>6/1/2026</dd>');
    expect(html).toContain('<dt>Gift message</dt><dd>N/A</dd>');
    expect(html).toContain('<td>Size: M</td>');
    expect(html).toContain('<td class="cart-table__number">$300.00</td>');
    // 32800: 3280 off; free shipping; tax 8% of 29520.
    expect(html).toContain('<dt>Subtotal</dt><dd>$328.00</dd>');
    expect(html).toContain('<dt>Discount</dt><dd>−$32.80</dd>');
    expect(html).toContain('<dt>Shipping</dt><dd>Free</dd>');
    expect(html).toContain('<dt>Tax</dt><dd>$23.62</dd>');
    expect(html).toContain('<dt>Total</dt><dd><strong>$318.82</strong></dd>');
  });

  it('leaves an empty cart and a visitor without a cart to the checkout page as before', async () => {
    const visitor = await newVisitor(shop.base);
    const empty = await page(shop.base, '/commerce/goto-checkout', visitor.cookie);
    expect(empty.res.status).toBe(200);
    expect(empty.html).toContain('Your cart is empty.');
    const none = await page(shop.base, '/commerce/goto-checkout');
    expect(none.res.status).toBe(400);
    expect(none.html).toContain('Either your session has expired');
  });

  it('follows the setting at checkout: none at 0, $50.00 when so set', async () => {
    const free = await newVisitor(noMinimum.base);
    await add(noMinimum.base, free, 'enamel-pin');
    expect((await page(noMinimum.base, '/commerce/goto-checkout', free.cookie)).res.status).toBe(200);
    const high = await newVisitor(fiftyDollars.base);
    await add(fiftyDollars.base, high, 'leather-wallet', 1, { Colour: 'Tan' });
    expect((await page(fiftyDollars.base, '/commerce/goto-checkout', high.cookie)).res.status).toBe(200);
    const low = await newVisitor(fiftyDollars.base);
    await add(fiftyDollars.base, low, 'canvas-tote', 2);
    const refused = await page(fiftyDollars.base, '/commerce/goto-checkout', low.cookie);
    expect(refused.res.status).toBe(400);
    expect(refused.html).toContain('To check out, your order subtotal must be $50.00 or more.');
  });

  it('is read from SQ_MIN_ORDER_SUBTOTAL in cents, and refuses anything else', () => {
    expect(parseMinimumOrderSubtotal('1500')).toBe(1500);
    expect(parseMinimumOrderSubtotal(' 0 ')).toBe(0);
    for (const text of ['15.00', '-1', 'abc', '', '1e3']) {
      expect(() => parseMinimumOrderSubtotal(text), text).toThrow('expected a whole number of cents');
    }
    expect(() => createApp({ dbPath: ':memory:', quiet: true, minimumOrderSubtotalCents: -5 })).toThrow(
      'minimumOrderSubtotalCents must be a whole number of cents',
    );
    expect(DEFAULT_SHOP_SETTINGS.minimumOrderSubtotalCents).toBe(1500);
    expect(minimumOrderMessage(1500)).toBe('To check out, your order subtotal must be $15.00 or more.');
    expect(belowMinimum({ entries: [], subtotalCents: 0 })).toBe(false);
    expect(belowMinimum({ entries: [{}], subtotalCents: 1499 })).toBe(true);
    expect(belowMinimum({ entries: [{}], subtotalCents: 1500 })).toBe(false);
  });

  it('takes SQ_MIN_ORDER_SUBTOTAL when server/main.ts starts, and stops on a bad value', async () => {
    const dir = tempDir();
    try {
      const shopProcess = await startShopProcess(join(dir, 'a.sqlite'), '1000/10000', {
        SQ_MIN_ORDER_SUBTOTAL: '2500',
      });
      try {
        const { html } = await page(shopProcess.base, '/');
        expect(contextOf(html).storeSettings.minimumOrderSubtotal).toEqual({ value: '25.00', currency: 'USD' });
      } finally {
        shopProcess.child.kill('SIGKILL');
      }
      await expect(
        startShopProcess(join(dir, 'b.sqlite'), '1000/10000', { SQ_MIN_ORDER_SUBTOTAL: '$15' }),
      ).rejects.toThrow(/exited with 1:\nSQ_MIN_ORDER_SUBTOTAL: expected a whole number of cents/);
    } finally {
      removeDir(dir);
    }
  }, 30_000);
});
