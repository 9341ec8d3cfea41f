// @vitest-environment node
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { requestProblem } from '../../src/api/requests';
import { SubscriptionRequestSchema } from '../../src/api/subscription';
import { createApp } from '../../server/app';
import { api, newVisitor, productItem, removeDir, skuOf, startServer, useServer, type Visitor } from './helpers';

const shop = useServer();

const SUBSCRIPTION = '/api/3/commerce/cart/subscription';
const TOKEN = /^[A-Za-z0-9_-]{32}$/;

interface SubscriptionItem {
  id: string;
  structuredContent: {
    productSubscriptionOptions: { id: string }[];
    variants: { sku: string; attributes: Record<string, string> }[];
  };
}

/** The coffee subscription's id, a sku (Whole Bean unless told) and its three option ids. */
async function coffee(grind = 'Whole Bean') {
  const item = (await productItem(shop.base, 'trailhead-coffee-subscription')) as unknown as SubscriptionItem;
  const variant = item.structuredContent.variants.find((x) => x.attributes.Grind === grind);
  if (!variant) throw new Error(`no ${grind} coffee`);
  return {
    itemId: item.id,
    sku: variant.sku,
    options: item.structuredContent.productSubscriptionOptions.map((option) => option.id),
  };
}

async function subscribe(visitor: Visitor | undefined, body: Record<string, unknown>, headers = {}) {
  return api(shop.base, visitor, 'POST', SUBSCRIPTION, { qty: 1, additionalFields: null, ...body }, headers);
}

/** The subscription checkout page of a token. */
async function checkout(token: string) {
  const res = await fetch(`${shop.base}/checkout/subscribe?cartToken=${encodeURIComponent(token)}`);
  return { status: res.status, html: await res.text() };
}

describe('POST /api/3/commerce/cart/subscription', () => {
  it('makes a separate cart holding the subscription and answers its token, unwrapped', async () => {
    const visitor = await newVisitor(shop.base);
    const { itemId, sku, options } = await coffee();
    const { status, headers, json } = await subscribe(visitor, { itemId, sku, subscriptionOptionId: options[1] });
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^application\/json/);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(Object.keys(json)).toEqual(['cartToken']);
    expect(json.cartToken).toMatch(TOKEN);
    // Not the visitor's cart: that one stays empty, and its token is not the cart cookie.
    expect(json.cartToken).not.toBe(visitor.cart);
    expect((await api(shop.base, visitor, 'GET', '/api/commerce/shopping-cart')).json.entries).toEqual([]);
    expect((await checkout(json.cartToken)).html).toContain('every month');
    // Every call makes a new cart.
    const again = await subscribe(visitor, { itemId, sku, subscriptionOptionId: options[1] });
    expect(again.json.cartToken).not.toBe(json.cartToken);
  });

  it("stores it in the shop's database", async () => {
    const visitor = await newVisitor(shop.base);
    const { itemId, sku, options } = await coffee('Ground');
    const { json } = await subscribe(visitor, {
      itemId,
      sku,
      qty: 2,
      subscriptionOptionId: options[2],
    });
    const db = new Database(shop.server.dbPath, { readonly: true });
    try {
      const row = db.prepare('SELECT * FROM subscription_carts WHERE token = ?').get(json.cartToken);
      expect(row).toMatchObject({
        product_id: itemId,
        option_id: options[2],
        quantity: 2,
        // The coffee has no custom form: no answers (any would be refused, as for the cart).
        additional_fields: null,
        billing_unit: 'MONTH',
        billing_value: 1,
        num_billing_cycles: 12,
        unit_price_cents: 1620,
      });
    } finally {
      db.close();
    }
  });

  it("uses the product's first option when none is given, and its own plan when it has no options", async () => {
    const visitor = await newVisitor(shop.base);
    const { itemId, sku } = await coffee();
    for (const subscriptionOptionId of [undefined, null]) {
      const first = await subscribe(visitor, { itemId, sku, subscriptionOptionId });
      expect(first.status).toBe(200);
      const { html } = await checkout(first.json.cartToken);
      expect(html).toContain('<dd>every 2 weeks</dd>');
      expect(html).toContain('<dd>$18.00 each</dd>');
    }
    const firewood = await skuOf(shop.base, 'firewood-bundle-delivery');
    const plain = await subscribe(visitor, { itemId: firewood.itemId, sku: firewood.sku });
    expect(plain.status).toBe(200);
    expect((await checkout(plain.json.cartToken)).html).toContain('<dd>every month</dd>');
  });

  it('works for a visitor with a crumb and no cart cookie', async () => {
    const { crumb } = await newVisitor(shop.base);
    const { itemId, sku } = await coffee();
    const res = await subscribe(undefined, { itemId, sku }, { Cookie: `crumb=${crumb}`, 'X-CSRF-Token': crumb });
    expect(res.status).toBe(200);
    expect(res.json.cartToken).toMatch(TOKEN);
  });

  it('refuses a call without the CSRF header, or with a wrong one', async () => {
    const visitor = await newVisitor(shop.base);
    const { itemId, sku } = await coffee();
    for (const headers of [{ 'X-CSRF-Token': '' }, { 'X-CSRF-Token': `${visitor.crumb}x` }]) {
      const res = await fetch(`${shop.base}${SUBSCRIPTION}`, {
        method: 'POST',
        headers: { Cookie: visitor.cookie, 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify({ itemId, sku, qty: 1 }),
      });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ crumbFail: true, message: 'Invalid CSRF token' });
    }
    const noCrumbCookie = await subscribe(undefined, { itemId, sku }, { 'X-CSRF-Token': visitor.crumb });
    expect(noCrumbCookie).toMatchObject({ status: 403, json: { crumbFail: true } });
  });

  it('answers 400 for a product that is not sold as a subscription', async () => {
    const visitor = await newVisitor(shop.base);
    const tote = await skuOf(shop.base, 'canvas-tote');
    const gift = await skuOf(shop.base, 'fieldhouse-gift-card', { Amount: '$50' });
    expect(await subscribe(visitor, tote)).toMatchObject({
      status: 400,
      json: { message: 'Canvas Tote is not sold as a subscription; add it to the cart instead.' },
    });
    expect((await subscribe(visitor, gift)).status).toBe(400);
  });

  it('answers 400 for a sku of another product, and 404 for an unknown product', async () => {
    const visitor = await newVisitor(shop.base);
    const { itemId } = await coffee();
    const tote = await skuOf(shop.base, 'canvas-tote');
    expect(await subscribe(visitor, { itemId, sku: tote.sku })).toMatchObject({
      status: 400,
      json: { message: 'Sorry, that item variant is unavailable. Please select another variant.' },
    });
    expect(await subscribe(visitor, { itemId: 'nope', sku: tote.sku })).toMatchObject({
      status: 404,
      json: { message: 'Product not found.' },
    });
  });

  it("answers 400 for an option id that is not one of the product's", async () => {
    const visitor = await newVisitor(shop.base);
    const { itemId, sku } = await coffee();
    const firewood = await skuOf(shop.base, 'firewood-bundle-delivery');
    for (const [body, id] of [
      [{ itemId, sku }, 'no-such-option'],
      [{ itemId, sku }, ''],
      [{ itemId: firewood.itemId, sku: firewood.sku }, (await coffee()).options[0]],
    ] as const) {
      expect(await subscribe(visitor, { ...body, subscriptionOptionId: id })).toMatchObject({
        status: 400,
        json: { message: `subscriptionOptionId "${id}" is not one of this product's subscription options.` },
      });
    }
  });

  it.each([
    ['no qty', { qty: undefined }, 'Quantity must be a number.'],
    ['qty 0', { qty: 0 }, 'qty must be from 1 to 9999.'],
    ['qty 1.5', { qty: 1.5 }, 'Quantity must be a whole number'],
    ['qty 10000', { qty: 10000 }, 'qty must be from 1 to 9999.'],
    ['qty "2"', { qty: '2' }, 'Quantity must be a number.'],
  ])("answers 400 for %s, in the add button's words where it has them", async (_name, change, message) => {
    const visitor = await newVisitor(shop.base);
    const { itemId, sku } = await coffee();
    const res = await subscribe(visitor, { itemId, sku, ...change });
    expect(res).toMatchObject({ status: 400, json: { message } });
  });

  it("answers a bad body with what the client's own request schema says is wrong", async () => {
    const visitor = await newVisitor(shop.base);
    for (const body of [
      {},
      { itemId: 'I' },
      { itemId: 'I', sku: 'S', qty: 0 },
      { itemId: 'I', sku: 'S', qty: 1, additionalFields: '{' },
      { itemId: 'I', sku: 'S', qty: 1, subscriptionOptionId: 7 },
    ]) {
      const parsed = v.safeParse(SubscriptionRequestSchema, body);
      expect(parsed.success).toBe(false);
      const res = await api(shop.base, visitor, 'POST', SUBSCRIPTION, body);
      expect(res, JSON.stringify(body)).toMatchObject({
        status: 400,
        json: { message: requestProblem(SubscriptionRequestSchema, parsed.issues ?? []) },
      });
    }
    expect(await api(shop.base, visitor, 'POST', SUBSCRIPTION, '{"itemId": ')).toMatchObject({
      status: 400,
      json: { message: 'Request body is not valid JSON.' },
    });
    expect(await api(shop.base, visitor, 'POST', SUBSCRIPTION, '[]')).toMatchObject({
      status: 400,
      json: { message: 'Request body must be a JSON object.' },
    });
  });

  it('answers 409 beyond the stock of a limited variant', async () => {
    const visitor = await newVisitor(shop.base);
    const firewood = await skuOf(shop.base, 'firewood-bundle-delivery');
    expect(await subscribe(visitor, { ...firewood, qty: firewood.qtyInStock + 1 })).toMatchObject({
      status: 409,
      json: { message: 'Sorry, we do not have enough of that item available.' },
    });
    expect((await subscribe(visitor, { ...firewood, qty: firewood.qtyInStock })).status).toBe(200);
  });

  it('answers 413 for a body over 64 KB, and 405 with Allow for another method', async () => {
    const visitor = await newVisitor(shop.base);
    const { itemId, sku } = await coffee();
    const big = await subscribe(visitor, {
      itemId,
      sku,
      additionalFields: JSON.stringify({ note: 'x'.repeat(70 * 1024) }),
    });
    expect(big.status).toBe(413);
    const get = await api(shop.base, visitor, 'GET', SUBSCRIPTION);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
  });

  it('is rate limited like every API call, by address when there is no cart cookie', async () => {
    const server = await startServer({ rateLimit: { max: 2, windowMs: 60_000 } });
    try {
      const { crumb } = await newVisitor(server.base);
      const item = await skuOf(server.base, 'firewood-bundle-delivery');
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        const res = await api(
          server.base,
          undefined,
          'POST',
          SUBSCRIPTION,
          { itemId: item.itemId, sku: item.sku, qty: 1 },
          { Cookie: `crumb=${crumb}`, 'X-CSRF-Token': crumb },
        );
        statuses.push(res.status);
      }
      // skuOf's page calls are not API calls; two subscriptions fit in the budget of 2.
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await server.close();
      removeDir(server.dir);
    }
  });

  it('answers through the Hono application without a socket, and its checkout shows the subscription', async () => {
    const app = createApp({ dbPath: ':memory:', quiet: true });
    try {
      const product = (await (await app.hono.request('/shop/p/trailhead-coffee-subscription?format=json')).json()) as {
        item: SubscriptionItem;
      };
      // The crumb the shop issues with a page (a made-up one matching its header is refused).
      const issued = (await app.hono.request('/')).headers.getSetCookie().find((cookie) => cookie.startsWith('crumb='));
      const crumb = issued?.slice('crumb='.length).split(';')[0] ?? '';
      const res = await app.hono.request(SUBSCRIPTION, {
        method: 'POST',
        headers: { Cookie: `crumb=${crumb}`, 'X-CSRF-Token': crumb, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          itemId: product.item.id,
          sku: product.item.structuredContent.variants[1]?.sku,
          qty: 3,
          subscriptionOptionId: product.item.structuredContent.productSubscriptionOptions[2]?.id,
        }),
      });
      expect(res.status).toBe(200);
      const { cartToken } = (await res.json()) as { cartToken: string };
      const page = await app.hono.request(`/checkout/subscribe?cartToken=${cartToken}`);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('Trailhead Coffee Subscription</a>');
      expect(html).toContain('<dd>Grind: Ground</dd>');
      expect(html).toContain('<dd>3</dd>');
      expect(html).toContain('<dd>every month for 1 year</dd>');
      expect(html).toContain('<strong>$48.60</strong>');
    } finally {
      await app.close();
    }
  });
});
