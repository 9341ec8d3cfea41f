// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { PageContextSchema } from '../../src/context/page-context';
import { api, newVisitor, setCookies, skuOf, useServer, type Visitor } from './helpers';
import { HOLD_SCRIPT } from '../../src/server/render';

const shop = useServer();

async function page(path: string, cookie?: string) {
  const res = await fetch(`${shop.base}${path}`, cookie ? { headers: { Cookie: cookie } } : {});
  return { res, html: await res.text() };
}

function pageContext(html: string): unknown {
  const match = /<script type="application\/json" id="sq-page-context">([\s\S]*?)<\/script>/.exec(html);
  return JSON.parse(match?.[1] ?? 'null');
}

/** The landmarks, title and single heading every page of the shop has. */
function expectShopPage(html: string, title: string, h1 = title): void {
  expect(html.startsWith('<!doctype html>\n<html lang="en">')).toBe(true);
  expect(html).toContain(`<title>${title} · Fieldhouse</title>`);
  expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
  expect(html).toContain(`<h1>${h1}</h1>`);
  expect(html).toContain('<a class="skip-link" href="#main">');
  expect(html).toContain('<header class="site-header">');
  expect(html).toContain('<nav class="site-nav" aria-label="Shop">');
  expect(html).toContain('<main id="main" class="site-main" tabindex="-1">');
  expect(html).toContain('<footer class="site-footer">');
  expect((html.match(/<img [^>]*>/g) ?? []).every((img) => / alt="[^"]*"/.test(img))).toBe(true);
}

/** Makes a subscription cart as a visitor and answers its token. */
async function subscribe(visitor: Visitor, slug: string, attributes: Record<string, string>, option?: number) {
  const item = await skuOf(shop.base, slug, attributes);
  const json = (await (await fetch(`${shop.base}/shop/p/${slug}?format=json`)).json()) as {
    item: { structuredContent: { productSubscriptionOptions?: { id: string }[] } };
  };
  const options = json.item.structuredContent.productSubscriptionOptions ?? [];
  const res = await api(shop.base, visitor, 'POST', '/api/3/commerce/cart/subscription', {
    itemId: item.itemId,
    sku: item.sku,
    qty: 1,
    additionalFields: null,
    subscriptionOptionId: option === undefined ? null : options[option]?.id,
  });
  expect(res.status).toBe(200);
  return res.json.cartToken as string;
}

describe('GET /checkout/subscribe', () => {
  it('shows the subscription the token names: product, variant, quantity, billing and price', async () => {
    const visitor = await newVisitor(shop.base);
    const token = await subscribe(visitor, 'trailhead-coffee-subscription', { Grind: 'Ground' }, 2);
    const { res, html } = await page(`/checkout/subscribe?cartToken=${token}`, visitor.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expectShopPage(html, 'Subscription checkout');
    expect(html).toContain('<a href="/shop/p/trailhead-coffee-subscription">Trailhead Coffee Subscription</a>');
    expect(html).toContain('<dt>Options</dt><dd>Grind: Ground</dd>');
    expect(html).toContain('<dt>Quantity</dt><dd>1</dd>');
    expect(html).toContain('<dt>Billing</dt><dd>every month for 1 year</dd>');
    expect(html).toContain('<dt>Payments</dt><dd>12</dd>');
    expect(html).toContain('<dt>Price</dt><dd>$16.20 each</dd>');
    expect(html).toContain('<dt>Charged each time</dt><dd><strong>$16.20</strong></dd>');
    expect(pageContext(html)).toMatchObject({ pageType: 201, website: { id: 'demo-site' }, flags: {} });
  });

  it('shows each option in words, and a product billed by its own plan', async () => {
    const visitor = await newVisitor(shop.base);
    const everyTwoWeeks = await subscribe(visitor, 'trailhead-coffee-subscription', { Grind: 'Whole Bean' }, 0);
    const monthly = await subscribe(visitor, 'trailhead-coffee-subscription', { Grind: 'Whole Bean' }, 1);
    const firewood = await subscribe(visitor, 'firewood-bundle-delivery', {});
    const two = (await page(`/checkout/subscribe?cartToken=${everyTwoWeeks}`)).html;
    expect(two).toContain('<dt>Billing</dt><dd>every 2 weeks</dd>');
    expect(two).toContain('<dt>Payments</dt><dd>Until you cancel</dd>');
    expect(two).toContain('<dt>Price</dt><dd>$18.00 each</dd>');
    expect((await page(`/checkout/subscribe?cartToken=${monthly}`)).html).toContain(
      '<dt>Billing</dt><dd>every month</dd>',
    );
    const wood = (await page(`/checkout/subscribe?cartToken=${firewood}`)).html;
    expect(wood).toContain('Firewood Bundle Delivery</a>');
    expect(wood).toContain('<dt>Billing</dt><dd>every month</dd>');
    expect(wood).toContain('<dt>Price</dt><dd>$45.00 each</dd>');
    // A product without options has no options line.
    expect(wood).not.toContain('<dt>Options</dt>');
  });

  it('answers a 404 page for an unknown or missing token', async () => {
    for (const path of [
      '/checkout/subscribe?cartToken=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      '/checkout/subscribe?cartToken=%3Cscript%3E',
    ]) {
      const { res, html } = await page(path);
      expect(res.status, path).toBe(404);
      expectShopPage(html, 'Subscription checkout not found');
      expect(html).toContain('This subscription checkout link is not valid.');
      // No script but the page's own snippet (HOLD_SCRIPT, first in <head>): the token runs nowhere.
      expect(html.replace(`<script>${HOLD_SCRIPT}</script>`, '')).not.toContain('<script>');
    }
    const missing = await page('/checkout/subscribe');
    expect(missing.res.status).toBe(404);
    expect(missing.html).toContain('This address needs a cartToken');
  });
});

describe('GET /checkout/giftcard', () => {
  async function giftCard(amount: string) {
    const { itemId, sku } = await skuOf(shop.base, 'fieldhouse-gift-card', { Amount: amount });
    return { itemId, sku };
  }

  it('shows the gift card, the amount of its sku and the website id received', async () => {
    const { itemId, sku } = await giftCard('$50');
    const query = new URLSearchParams({ websiteId: 'demo-site', giftCardProductId: itemId, sku });
    const { res, html } = await page(`/checkout/giftcard?${query}`);
    expect(res.status).toBe(200);
    expectShopPage(html, 'Gift card checkout');
    expect(html).toContain(
      '<dt>Gift card</dt><dd><a href="/shop/p/fieldhouse-gift-card">Fieldhouse Gift Card</a></dd>',
    );
    expect(html).toContain('<dt>Denomination</dt><dd><strong>$50.00</strong></dd>');
    expect(html).toContain(`<dt>SKU</dt><dd><code>${sku}</code></dd>`);
    expect(html).toContain('<dt>Website id</dt><dd><code>demo-site</code></dd>');
    expect(pageContext(html)).toMatchObject({ pageType: 201 });
    const big = await giftCard('$200');
    const other = new URLSearchParams({ websiteId: 'other"site', giftCardProductId: big.itemId, sku: big.sku });
    const mismatch = (await page(`/checkout/giftcard?${other}`)).html;
    expect(mismatch).toContain('<strong>$200.00</strong>');
    expect(mismatch).toContain('<code>other&quot;site</code>');
    expect(mismatch).toContain('this shop&#x27;s website id is demo-site');
  });

  it('answers a 404 page for an unknown product, a product that is not a gift card, or an unknown sku', async () => {
    const { itemId, sku } = await giftCard('$25');
    const tote = await skuOf(shop.base, 'canvas-tote');
    const cases: [Record<string, string>, string][] = [
      [{ giftCardProductId: 'nope', sku }, 'There is no gift card with the id &quot;nope&quot;.'],
      [{ giftCardProductId: tote.itemId, sku: tote.sku }, `There is no gift card with the id &quot;${tote.itemId}`],
      [{ sku }, 'This address needs a giftCardProductId'],
      [
        { giftCardProductId: itemId, sku: '<b>' },
        '&quot;&lt;b&gt;&quot; is not an amount of the Fieldhouse Gift Card.',
      ],
      [{ giftCardProductId: itemId }, 'This address needs the sku of an amount of the Fieldhouse Gift Card.'],
    ];
    for (const [params, message] of cases) {
      const query = new URLSearchParams({ websiteId: 'demo-site', ...params });
      const { res, html } = await page(`/checkout/giftcard?${query}`);
      expect(res.status, query.toString()).toBe(404);
      expectShopPage(html, 'Gift card not found');
      expect(html).toContain(message);
      expect(html).not.toContain('<b>');
    }
  });
});

describe('GET /commerce/goto-checkout', () => {
  it("lists the visitor's cart: entries, quantities, line prices and totals", async () => {
    const visitor = await newVisitor(shop.base);
    const tote = await skuOf(shop.base, 'canvas-tote');
    const added = await api(shop.base, visitor, 'POST', '/api/commerce/shopping-cart/entries', {
      ...tote,
      quantity: 2,
      additionalFields: null,
    });
    expect(added.status).toBe(200);
    const { res, html } = await page('/commerce/goto-checkout', visitor.cookie);
    expect(res.status).toBe(200);
    expectShopPage(html, 'Checkout');
    expect(html).toContain('<a href="/shop/p/canvas-tote">Canvas Tote</a>');
    expect(html).toContain('<td class="cart-table__number">2</td>');
    expect(html).toContain('<td class="cart-table__number">$36.00</td>');
    expect(html).toContain('<dt>Subtotal</dt><dd>$36.00</dd>');
    expect(html).toContain('<dt>Shipping</dt><dd>$6.00</dd>');
    expect(html).toContain('<dt>Tax</dt><dd>$2.88</dd>');
    expect(html).toContain('<dt>Total</dt><dd><strong>$44.88</strong></dd>');
    expect(pageContext(html)).toMatchObject({ pageType: 201 });
    expect(v.safeParse(PageContextSchema, pageContext(html)).issues).toBeUndefined();
  });

  it('says the cart is empty for a visitor with nothing in it', async () => {
    const visitor = await newVisitor(shop.base);
    const { res, html } = await page('/commerce/goto-checkout', visitor.cookie);
    expect(res.status).toBe(200);
    expect(html).toContain('Your cart is empty.');
  });

  it('answers 400 without a cart cookie, saying the session expired or cookies are off, and sets the cookies', async () => {
    for (const cookie of [undefined, 'CART=made-up']) {
      const { res, html } = await page('/commerce/goto-checkout', cookie);
      expect(res.status).toBe(400);
      expectShopPage(html, 'Checkout');
      expect(html).toContain(
        'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.',
      );
      expect(html).not.toContain('<table');
      expect([...setCookies(res).keys()].sort()).toEqual(['CART', 'crumb']);
    }
  });
});
