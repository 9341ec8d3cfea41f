// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { CartSchema } from '../../src/api/cart';
import { AddEntryRequestSchema, requestProblem } from '../../src/api/requests';
import { createApp } from '../../server/app';
import { api, newVisitor, ownerOf, productItem, skuOf, useServer, type Visitor } from './helpers';

const shop = useServer();

const CART = '/api/commerce/shopping-cart';
const ENTRIES = `${CART}/entries`;

async function add(visitor: Visitor, body: Record<string, unknown>) {
  return api(shop.base, visitor, 'POST', ENTRIES, { additionalFields: null, quantity: 1, ...body });
}

describe('cart API', () => {
  it('answers an empty cart before anything is added', async () => {
    const visitor = await newVisitor(shop.base);
    const { status, json } = await api(shop.base, visitor, 'GET', `${CART}?calculateSubtotal=true&timecode=1`);
    expect(status).toBe(200);
    expect(json).toMatchObject({ websiteId: 'demo-site', orderId: null, isPurchased: false, entries: [] });
    expect(json.subtotalCents).toBe(0);
    expect(json.totalQuantity).toBe(0);
    expect(v.safeParse(CartSchema, json).success).toBe(true);
  });

  it('adds an entry and answers the cart and the new entry', async () => {
    const visitor = await newVisitor(shop.base);
    const tote = await skuOf(shop.base, 'canvas-tote');
    const { status, json } = await add(visitor, { itemId: tote.itemId, sku: tote.sku, quantity: 2 });
    expect(status).toBe(200);
    expect(json.newlyAdded).toMatchObject({
      itemId: tote.itemId,
      quantity: 2,
      chosenVariant: { sku: tote.sku, attributes: {} },
      title: 'Canvas Tote',
      purchasePriceCents: 1800,
      subTotal: 3600,
      fullUrl: '/shop/p/canvas-tote',
      imageUrl: `/assets/products/${tote.itemId}.svg`,
    });
    expect(json.shoppingCart).toMatchObject({
      subtotalCents: 3600,
      // $6.00 shipping (physical items under $75) and 8% tax (test/server/totals.test.ts).
      shippingCostCents: 600,
      taxCents: 288,
      discountCents: 0,
      grandTotalCents: 4488,
      totalQuantity: 2,
      requiresShipping: true,
      hasDigital: false,
      purelyDigital: false,
      coupons: [],
      shippingOptions: [],
      selectedShippingOption: null,
      applicableTaxRules: [],
    });
    expect(json.shoppingCart.entries).toHaveLength(1);
    expect(typeof json.shoppingCart.created).toBe('number');
    expect(v.safeParse(CartSchema, json.shoppingCart).success).toBe(true);
  });

  it('merges an identical add into the existing entry and keeps different form answers apart', async () => {
    const visitor = await newVisitor(shop.base);
    const tote = await skuOf(shop.base, 'canvas-tote');
    const first = await add(visitor, { itemId: tote.itemId, sku: tote.sku, quantity: 1 });
    const second = await add(visitor, { itemId: tote.itemId, sku: tote.sku, quantity: 3 });
    expect(second.json.newlyAdded.id).toBe(first.json.newlyAdded.id);
    expect(second.json.newlyAdded.quantity).toBe(4);
    // A product with a custom form: equal answers (whatever their order) merge, different ones do not.
    const mug = await skuOf(shop.base, 'engraved-camp-mug');
    const answers = (engraving: string) => ({ itemId: mug.itemId, sku: mug.sku, additionalFields: engraving });
    const withForm = await add(visitor, answers('{"engraving":"AB","font":"Serif"}'));
    expect(withForm.status).toBe(200);
    expect(withForm.json.newlyAdded.id).not.toBe(first.json.newlyAdded.id);
    expect(JSON.parse(withForm.json.newlyAdded.additionalFields)).toMatchObject({ engraving: 'AB', font: 'Serif' });
    const sameForm = await add(visitor, answers('{ "font": "Serif", "engraving": "AB" }'));
    expect(sameForm.json.newlyAdded.id).toBe(withForm.json.newlyAdded.id);
    const otherForm = await add(visitor, answers('{"engraving":"CD","font":"Serif"}'));
    expect(otherForm.json.newlyAdded.id).not.toBe(withForm.json.newlyAdded.id);
    expect(otherForm.json.shoppingCart.entries.map((e: { quantity: number }) => e.quantity)).toEqual([4, 2, 1]);
  });

  it('uses the sale price while a variant is on sale', async () => {
    const visitor = await newVisitor(shop.base);
    const beanie = await skuOf(shop.base, 'wool-beanie', { Colour: 'Rust' });
    const { json } = await add(visitor, { itemId: beanie.itemId, sku: beanie.sku, quantity: 2 });
    expect(json.newlyAdded).toMatchObject({ purchasePriceCents: 2400, subTotal: 4800 });
    expect(json.shoppingCart.subtotalCents).toBe(4800);
  });

  it('marks a cart of downloads as purely digital', async () => {
    const visitor = await newVisitor(shop.base);
    const guide = await skuOf(shop.base, 'field-guide-pdf');
    const { json } = await add(visitor, { itemId: guide.itemId, sku: guide.sku, quantity: 500 });
    expect(json.shoppingCart).toMatchObject({ hasDigital: true, purelyDigital: true, requiresShipping: false });
  });

  it('changes a quantity and removes an entry', async () => {
    const visitor = await newVisitor(shop.base);
    const mug = await skuOf(shop.base, 'scented-candle', { Scent: 'Fig' });
    const added = await add(visitor, { itemId: mug.itemId, sku: mug.sku });
    const id = added.json.newlyAdded.id as string;
    const updated = await api(shop.base, visitor, 'PUT', `${ENTRIES}/${id}`, { quantity: 5 });
    expect(updated.status).toBe(200);
    expect(Object.keys(updated.json)).toEqual(['shoppingCart']);
    expect(updated.json.shoppingCart.entries[0]).toMatchObject({ id, quantity: 5, subTotal: 14000 });
    const removed = await api(shop.base, visitor, 'DELETE', `${ENTRIES}/${id}`);
    expect(removed.status).toBe(200);
    expect(removed.json.shoppingCart.entries).toEqual([]);
    expect(removed.json.shoppingCart.subtotalCents).toBe(0);
    const again = await api(shop.base, visitor, 'DELETE', `${ENTRIES}/${id}`);
    expect(again).toMatchObject({ status: 404, json: { message: 'Cart entry not found.' } });
  });

  it("updates an entry's additional fields", async () => {
    const visitor = await newVisitor(shop.base);
    const mug = await skuOf(shop.base, 'engraved-camp-mug');
    const added = await add(visitor, { ...mug, additionalFields: '{"engraving":"A","font":"Sans"}' });
    const id = added.json.newlyAdded.id as string;
    const { status, json } = await api(shop.base, visitor, 'PUT', `${ENTRIES}/${id}/additionalFields`, {
      ...mug,
      additionalFields: '{"engraving":"B","font":"Sans"}',
    });
    expect(status).toBe(200);
    expect(json.updatedEntry.id).toBe(id);
    expect(JSON.parse(json.updatedEntry.additionalFields)).toMatchObject({ engraving: 'B' });
    expect(json.shoppingCart.entries[0].additionalFields).toBe(json.updatedEntry.additionalFields);
    const tote = await skuOf(shop.base, 'canvas-tote');
    const wrongSku = await api(shop.base, visitor, 'PUT', `${ENTRIES}/${id}/additionalFields`, {
      itemId: tote.itemId,
      sku: 'NOPE',
      additionalFields: null,
    });
    expect(wrongSku.status).toBe(400);
  });

  it("does not let one visitor touch another visitor's entry", async () => {
    const owner = await newVisitor(shop.base);
    const other = await newVisitor(shop.base);
    const tote = await skuOf(shop.base, 'canvas-tote');
    const added = await add(owner, { itemId: tote.itemId, sku: tote.sku });
    const id = added.json.newlyAdded.id as string;
    expect((await api(shop.base, other, 'PUT', `${ENTRIES}/${id}`, { quantity: 2 })).status).toBe(404);
    expect((await api(shop.base, other, 'DELETE', `${ENTRIES}/${id}`)).status).toBe(404);
    expect((await api(shop.base, owner, 'GET', CART)).json.entries[0].quantity).toBe(1);
  });
});

describe('stock', () => {
  it('answers live stock per variant', async () => {
    const shirt = await skuOf(shop.base, 'linen-shirt', { Size: 'S', Colour: 'Sand' });
    const { status, json } = await api(
      shop.base,
      undefined,
      'GET',
      `/api/commerce/inventory/stock/?itemId=${shirt.itemId}`,
    );
    expect(status).toBe(200);
    expect(json.results).toHaveLength(6);
    expect(json.results[0]).toEqual({ variantId: expect.any(String), sku: shirt.sku, qtyInStock: 3, unlimited: false });
    const guide = await skuOf(shop.base, 'field-guide-pdf');
    const digital = await api(shop.base, undefined, 'GET', `/api/commerce/inventory/stock/?itemId=${guide.itemId}`);
    expect(digital.json.results[0]).toMatchObject({ unlimited: true });
    expect((await api(shop.base, undefined, 'GET', '/api/commerce/inventory/stock/?itemId=nope')).status).toBe(404);
    expect((await api(shop.base, undefined, 'GET', '/api/commerce/inventory/stock/')).json).toEqual({
      message: 'itemId query parameter is required.',
    });
  });

  it('refuses an add beyond the stock, counting what is already in the cart', async () => {
    const visitor = await newVisitor(shop.base);
    const shirt = await skuOf(shop.base, 'linen-shirt', { Size: 'S', Colour: 'Sand' });
    const tooMany = await add(visitor, { itemId: shirt.itemId, sku: shirt.sku, quantity: 4 });
    expect(tooMany).toMatchObject({
      status: 409,
      json: { message: 'Sorry, we do not have enough of that item available.' },
    });
    expect((await add(visitor, { itemId: shirt.itemId, sku: shirt.sku, quantity: 2 })).status).toBe(200);
    const more = await add(visitor, { itemId: shirt.itemId, sku: shirt.sku, quantity: 2 });
    expect(more.status).toBe(409);
    expect((await add(visitor, { itemId: shirt.itemId, sku: shirt.sku, quantity: 1 })).status).toBe(200);
    expect((await add(visitor, { itemId: shirt.itemId, sku: shirt.sku, quantity: 1 })).status).toBe(409);
  });

  it('refuses a quantity change beyond the stock but allows lowering it', async () => {
    const visitor = await newVisitor(shop.base);
    const shirt = await skuOf(shop.base, 'linen-shirt', { Size: 'S', Colour: 'Sand' });
    const added = await add(visitor, { itemId: shirt.itemId, sku: shirt.sku, quantity: 2 });
    const id = added.json.newlyAdded.id as string;
    const up = await api(shop.base, visitor, 'PUT', `${ENTRIES}/${id}`, { quantity: 4 });
    expect(up).toMatchObject({
      status: 409,
      json: { message: 'Sorry, we do not have enough of that item available.' },
    });
    expect((await api(shop.base, visitor, 'PUT', `${ENTRIES}/${id}`, { quantity: 3 })).status).toBe(200);
    expect((await api(shop.base, visitor, 'PUT', `${ENTRIES}/${id}`, { quantity: 1 })).status).toBe(200);
  });

  it('refuses sold-out and zero-stock variants', async () => {
    const visitor = await newVisitor(shop.base);
    const mug = await skuOf(shop.base, 'ceramic-mug', { Glaze: 'White' });
    expect((await add(visitor, { itemId: mug.itemId, sku: mug.sku })).status).toBe(409);
    const navy = await skuOf(shop.base, 'linen-shirt', { Size: 'M', Colour: 'Navy' });
    expect(navy.qtyInStock).toBe(0);
    expect((await add(visitor, { itemId: navy.itemId, sku: navy.sku })).status).toBe(409);
  });

  it('never lets parallel adds exceed the stock', async () => {
    const visitor = await newVisitor(shop.base);
    const shirt = await skuOf(shop.base, 'linen-shirt', { Size: 'S', Colour: 'Sand' });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => add(visitor, { itemId: shirt.itemId, sku: shirt.sku })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(17);
    // Entries with different form answers share the variant's stock (60 mugs): 10 adds of 6 fit.
    const mug = await skuOf(shop.base, 'engraved-camp-mug');
    const engraved = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        add(visitor, {
          ...mug,
          quantity: 6,
          additionalFields: JSON.stringify({ engraving: `N${i % 4}`, font: 'Sans' }),
        }),
      ),
    );
    expect(engraved.filter((a) => a.status === 200)).toHaveLength(10);
    expect(engraved.filter((a) => a.status === 409)).toHaveLength(10);
    const cart = await api(shop.base, visitor, 'GET', CART);
    expect(cart.json.totalQuantity).toBe(63);
  });

  it('shows the per-order limit message', async () => {
    const visitor = await newVisitor(shop.base);
    const print = await skuOf(shop.base, 'limited-edition-print');
    const two = await add(visitor, { itemId: print.itemId, sku: print.sku, quantity: 2 });
    expect(two).toMatchObject({ status: 409, json: { message: 'Limit 1 per order for Limited Edition Print.' } });
    expect((await add(visitor, { itemId: print.itemId, sku: print.sku })).status).toBe(200);
    const again = await add(visitor, { itemId: print.itemId, sku: print.sku });
    expect(again.json).toEqual({ message: 'Limit 1 per order for Limited Edition Print.' });
  });
});

/** A call with the visitor's cookies and CSRF header and `body` as it is, under `contentType` (none when null). */
async function send(visitor: Visitor, method: string, path: string, body: string, contentType: string | null) {
  const res = await fetch(`${shop.base}${path}`, {
    method,
    headers: {
      Cookie: visitor.cookie,
      'X-CSRF-Token': visitor.crumb,
      ...(contentType === null ? {} : { 'Content-Type': contentType }),
    },
    // Bytes rather than a string, so that fetch adds no text/plain of its own.
    body: new TextEncoder().encode(body),
  });
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  return { status: res.status, json: (await res.json()) as any };
}

describe('JSON bodies, whatever their content type', () => {
  it('are read and validated as sent: text/plain, none, or another type', async () => {
    const tote = await skuOf(shop.base, 'canvas-tote');
    for (const type of ['text/plain', 'text/plain;charset=UTF-8', null, 'application/octet-stream']) {
      const visitor = await newVisitor(shop.base);
      const added = await send(
        visitor,
        'POST',
        ENTRIES,
        JSON.stringify({ itemId: tote.itemId, sku: tote.sku, quantity: 2, additionalFields: null }),
        type,
      );
      expect(added, String(type)).toMatchObject({
        status: 200,
        json: { newlyAdded: { itemId: tote.itemId, quantity: 2 } },
      });
      const id = added.json.newlyAdded.id as string;
      const changed = await send(visitor, 'PUT', `${ENTRIES}/${id}`, '{"quantity":3}', type);
      expect(changed.json.shoppingCart.entries[0].quantity).toBe(3);
      const fields = await send(
        visitor,
        'PUT',
        `${ENTRIES}/${id}/additionalFields`,
        JSON.stringify({ itemId: tote.itemId, sku: tote.sku, additionalFields: null }),
        type,
      );
      expect(fields.status).toBe(200);
      // What is wrong is said of the body that was sent, not of an empty one.
      const bad = await send(
        visitor,
        'POST',
        ENTRIES,
        JSON.stringify({ itemId: tote.itemId, sku: tote.sku, quantity: 0 }),
        type,
      );
      expect(bad).toMatchObject({ status: 400, json: { message: 'quantity must be from 1 to 9999.' } });
      const notJson = await send(visitor, 'POST', ENTRIES, 'itemId=x&sku=y', type);
      expect(notJson).toMatchObject({ status: 400, json: { message: 'Request body is not valid JSON.' } });
    }
  });

  it('are read as sent by the subscription and restock calls too', async () => {
    const visitor = await newVisitor(shop.base);
    const coffee = await productItem(shop.base, 'trailhead-coffee-subscription');
    const subscription = await send(
      visitor,
      'POST',
      '/api/3/commerce/cart/subscription',
      JSON.stringify({ itemId: coffee.id, sku: coffee.structuredContent.variants[0]?.sku, qty: 1 }),
      'text/plain',
    );
    expect(subscription.status).toBe(200);
    expect(subscription.json.cartToken).toBeTruthy();
    const restock = '/api/site-users/account/notifications/restock';
    const signUp = await send(
      visitor,
      'POST',
      restock,
      JSON.stringify({ isJoinMailingList: false, productId: 'p', siteVisitorEmail: 'nope' }),
      'text/plain',
    );
    expect(signUp).toMatchObject({ status: 400, json: { message: 'Email is invalid' } });
    // The owner's call: as the signed-in owner.
    const sendAll = await send(await ownerOf(shop.base), 'POST', `${restock}/send/all`, '{"sendRequests":[]}', null);
    expect(sendAll).toMatchObject({
      status: 400,
      json: { message: 'sendRequests must name at least one product and variant.' },
    });
  });
});

describe('cart API refusals', () => {
  it('refuses a non-GET call without the CSRF header, or with a wrong one', async () => {
    const visitor = await newVisitor(shop.base);
    const tote = await skuOf(shop.base, 'canvas-tote');
    const body = { itemId: tote.itemId, sku: tote.sku, quantity: 1, additionalFields: null };
    for (const headers of [{ 'X-CSRF-Token': '' }, { 'X-CSRF-Token': `${visitor.crumb}x` }]) {
      const res = await fetch(`${shop.base}${ENTRIES}`, {
        method: 'POST',
        headers: { Cookie: visitor.cookie, 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ crumbFail: true, message: 'Invalid CSRF token' });
    }
    const noCrumbCookie = await api(shop.base, undefined, 'DELETE', `${ENTRIES}/abc`, undefined, {
      Cookie: `CART=${visitor.cart}`,
      'X-CSRF-Token': visitor.crumb,
    });
    expect(noCrumbCookie.status).toBe(403);
    expect(noCrumbCookie.json.crumbFail).toBe(true);
  });

  it('asks for a reload when there is no cart cookie', async () => {
    const visitor = await newVisitor(shop.base);
    const res = await api(
      shop.base,
      undefined,
      'POST',
      ENTRIES,
      { itemId: 'x', sku: 'y', quantity: 1 },
      {
        Cookie: `crumb=${visitor.crumb}`,
        'X-CSRF-Token': visitor.crumb,
      },
    );
    expect(res).toMatchObject({ status: 400, json: { message: 'No cart cookie; reload the page.' } });
  });

  it.each([
    ['not JSON', '{"itemId": ', 'Request body is not valid JSON.'],
    ['an empty body', '', 'Request body is not valid JSON.'],
    ['an array', '[]', 'Request body must be a JSON object.'],
    ['no itemId', { sku: 'S', quantity: 1 }, 'itemId must be a non-empty string.'],
    ['a numeric itemId', { itemId: 5, sku: 'S', quantity: 1 }, 'itemId must be a non-empty string.'],
    ['no sku', { itemId: 'I', quantity: 1 }, 'sku must be a non-empty string.'],
    ['no quantity', { itemId: 'I', sku: 'S' }, 'Quantity must be a number.'],
    ['quantity 0', { itemId: 'I', sku: 'S', quantity: 0 }, 'quantity must be from 1 to 9999.'],
    ['quantity 1.5', { itemId: 'I', sku: 'S', quantity: 1.5 }, 'Quantity must be a whole number'],
    ['quantity 10000', { itemId: 'I', sku: 'S', quantity: 10000 }, 'quantity must be from 1 to 9999.'],
    ['quantity "2"', { itemId: 'I', sku: 'S', quantity: '2' }, 'Quantity must be a number.'],
    [
      'object additionalFields',
      { itemId: 'I', sku: 'S', quantity: 1, additionalFields: { a: 1 } },
      'additionalFields must be a string of JSON text, or null.',
    ],
    [
      'additionalFields that are not JSON',
      { itemId: 'I', sku: 'S', quantity: 1, additionalFields: '{oops' },
      'additionalFields must be valid JSON text.',
    ],
  ])('answers 400 for %s', async (_name, body, message) => {
    const visitor = await newVisitor(shop.base);
    const res = await api(shop.base, visitor, 'POST', ENTRIES, body);
    expect(res).toMatchObject({ status: 400, json: { message } });
  });

  it('answers 400 for a bad quantity change', async () => {
    const visitor = await newVisitor(shop.base);
    const res = await api(shop.base, visitor, 'PUT', `${ENTRIES}/abc`, { quantity: -1 });
    expect(res).toMatchObject({ status: 400, json: { message: 'quantity must be from 1 to 9999.' } });
  });

  it('answers 404 for an unknown product and 400 for a sku of another product', async () => {
    const visitor = await newVisitor(shop.base);
    const tote = await skuOf(shop.base, 'canvas-tote');
    const shirt = await skuOf(shop.base, 'linen-shirt', { Size: 'S', Colour: 'Sand' });
    expect(await add(visitor, { itemId: 'nope', sku: tote.sku })).toMatchObject({
      status: 404,
      json: { message: 'Product not found.' },
    });
    const wrong = await add(visitor, { itemId: tote.itemId, sku: shirt.sku });
    expect(wrong.status).toBe(400);
    expect(wrong.json.message).toBe('Sorry, that item variant is unavailable. Please select another variant.');
    expect((await api(shop.base, visitor, 'PUT', `${ENTRIES}/nope`, { quantity: 1 })).status).toBe(404);
  });

  it('answers 413 for a body over 64 KB', async () => {
    const visitor = await newVisitor(shop.base);
    const res = await api(shop.base, visitor, 'POST', ENTRIES, {
      itemId: 'x',
      sku: 'y',
      quantity: 1,
      additionalFields: JSON.stringify({ note: 'x'.repeat(70 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect(res.json.message).toMatch(/too large/);
  });

  it('answers JSON 404 for an unknown API path and 405 with Allow for a wrong method', async () => {
    const visitor = await newVisitor(shop.base);
    const unknown = await api(shop.base, visitor, 'GET', '/api/nothing/here');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toMatch(/application\/json/);
    expect(unknown.json.message).toContain('/api/nothing/here');
    const wrong = await api(shop.base, visitor, 'POST', CART, {});
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('GET, HEAD');
    expect(wrong.json.message).toBeTruthy();
    const entry = await api(shop.base, visitor, 'GET', `${ENTRIES}/abc`);
    expect(entry.status).toBe(405);
    expect(entry.headers.get('allow')).toBe('PUT, DELETE');
  });

  it('refuses a crumb the shop did not issue, even one its header matches', async () => {
    const visitor = await newVisitor(shop.base);
    const add = (crumb: string) =>
      fetch(`${shop.base}${ENTRIES}`, {
        method: 'POST',
        headers: {
          Cookie: `crumb=${crumb}; CART=${visitor.cart}`,
          'X-CSRF-Token': crumb,
          'content-type': 'application/json',
        },
        body: '{}',
      });
    for (const madeUp of [
      'a',
      'c'.repeat(54),
      `${visitor.crumb.slice(0, -1)}${visitor.crumb.endsWith('A') ? 'B' : 'A'}`,
    ]) {
      const refused = await add(madeUp);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ crumbFail: true, message: 'Invalid CSRF token' });
    }
    // The shop's own crumb passes the check (the empty body is then what is wrong).
    expect((await add(visitor.crumb)).status).toBe(400);
  });

  it('answers a wrong call with 404 or 405 even without a crumb, never a CSRF failure', async () => {
    const noCrumb = { 'content-type': 'application/json' };
    const unknown = await fetch(`${shop.base}/api/nothing`, { method: 'POST', headers: noCrumb, body: '{}' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).not.toHaveProperty('crumbFail');
    const wrong = await fetch(`${shop.base}${CART}`, { method: 'DELETE', headers: noCrumb });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('GET, HEAD');
    expect(await wrong.json()).not.toHaveProperty('crumbFail');
    // A call that exists still needs its crumb.
    const real = await fetch(`${shop.base}${ENTRIES}`, { method: 'POST', headers: noCrumb, body: '{}' });
    expect(real.status).toBe(403);
    expect(await real.json()).toEqual({ crumbFail: true, message: 'Invalid CSRF token' });
  });
});

describe('one schema per payload', () => {
  it("answers a bad body with what the client's own request schema says is wrong", async () => {
    const visitor = await newVisitor(shop.base);
    for (const body of [
      {},
      { itemId: 'I' },
      { itemId: 'I', sku: 'S', quantity: 0 },
      { itemId: 'I', sku: 'S', quantity: 1, additionalFields: '{' },
    ]) {
      const parsed = v.safeParse(AddEntryRequestSchema, body);
      expect(parsed.success).toBe(false);
      const res = await api(shop.base, visitor, 'POST', ENTRIES, body);
      expect(res, JSON.stringify(body)).toMatchObject({
        status: 400,
        json: { message: requestProblem(AddEntryRequestSchema, parsed.issues ?? []) },
      });
    }
  });

  it('answers through the Hono application without a socket', async () => {
    const app = createApp({ dbPath: ':memory:', quiet: true });
    try {
      const res = await app.hono.request('/api/commerce/shopping-cart');
      expect(res.status).toBe(200);
      expect(v.safeParse(CartSchema, await res.json()).success).toBe(true);
      expect((await app.hono.request('/api/nothing')).status).toBe(404);
    } finally {
      await app.close();
    }
  });
});
