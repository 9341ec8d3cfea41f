import { delay, http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import type { Cart, CartEntry } from '../../src/api/cart';
import type { Product } from '../../src/product/product';
import { addLine, cartOf, emptyCart, MUG_FORM } from './cart';

const CART = '*/api/commerce/shopping-cart';
const ENTRIES = '*/api/commerce/shopping-cart/entries';

/** A platform cart in memory: GET answers it, POST entries adds to it (products looked up by id). */
export function cartHandlers(options: { products?: readonly Product[]; cart?: Cart; latencyMs?: number } = {}) {
  let cart = options.cart ?? emptyCart();
  const products = new Map((options.products ?? []).map((product) => [product.id, product]));
  return [
    http.get(CART, () => HttpResponse.json(cart)),
    http.post(ENTRIES, async ({ request }) => {
      if (options.latencyMs) await delay(options.latencyMs);
      const body = (await request.json()) as { itemId: string; sku: string; quantity: number };
      const product = products.get(body.itemId);
      if (!product) return HttpResponse.json({ message: 'Product not found.' }, { status: 404 });
      const added = addLine(cart, product, body.sku, body.quantity);
      cart = added.cart;
      return HttpResponse.json({ shoppingCart: cart, newlyAdded: added.entry });
    }),
  ];
}

/** The add call fails with a status and body. */
export function addFails(status: number, body: JsonBodyType) {
  return http.post(ENTRIES, () => HttpResponse.json(body, { status }));
}

/** The add call fails the CSRF check. */
export function addCsrfFails() {
  return addFails(403, { crumbFail: true, message: 'Invalid CSRF token' });
}

/** The add call is rate limited. */
export function addRateLimited() {
  return addFails(429, { message: 'Too many requests.' });
}

/** The add call never reaches the platform. */
export function addNetworkError() {
  return http.post(ENTRIES, () => HttpResponse.error());
}

/** The add call never answers (the button stays "Adding…"). */
export function addNeverAnswers() {
  return http.post(ENTRIES, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  });
}

/** The cart call answers with this cart. */
export function cartIs(cart: Cart) {
  return http.get(CART, () => HttpResponse.json(cart));
}

/**
 * A product page's JSON for quick views (`{href}?format=json` answers `{ item, merchandising }`)
 * at `/shop/p/{id}` (the view's census call is the analytics module's: src/analytics/census.ts).
 */
export function quickViewHandlers(
  products: readonly Product[],
  options: { merchandising?: Record<string, unknown>; failing?: boolean } = {},
) {
  return [
    http.get('/shop/p/:id', ({ params }) => {
      const product = products.find((candidate) => candidate.id === params.id);
      if (options.failing || !product) return HttpResponse.json({ message: 'Not found' }, { status: 404 });
      return HttpResponse.json({ item: product, merchandising: options.merchandising?.[product.id] ?? null });
    }),
  ];
}

/** What an editable cart holds and was asked. */
export interface EditableCart {
  cart: Cart;
  calls: string[];
  bodies: unknown[];
}

/** The library's cart calls over an in-memory cart; `fail` answers a method with this response instead. */
export function editableCart(
  entries: CartEntry[],
  fail: Partial<Record<'PUT' | 'DELETE' | 'FORM' | 'FIELDS', () => Response>> = {},
): { readonly state: EditableCart; readonly handlers: HttpHandler[] } {
  const state: EditableCart = { cart: cartOf(entries), calls: [], bodies: [] };
  const set = (next: CartEntry[]) => (state.cart = cartOf(next));
  const handlers = [
    http.get('/api/commerce/shopping-cart', () => HttpResponse.json(state.cart)),
    http.put('/api/commerce/shopping-cart/entries/:id', async ({ request, params }) => {
      const body = (await request.json()) as { quantity: number };
      state.calls.push(`PUT ${String(params.id)}`);
      state.bodies.push(body);
      if (fail.PUT) return fail.PUT();
      set(
        state.cart.entries.map((line) =>
          line.id === params.id
            ? { ...line, quantity: body.quantity, subTotal: body.quantity * line.purchasePriceCents }
            : line,
        ),
      );
      return HttpResponse.json({ shoppingCart: state.cart });
    }),
    http.delete('/api/commerce/shopping-cart/entries/:id', ({ params }) => {
      state.calls.push(`DELETE ${String(params.id)}`);
      if (fail.DELETE) return fail.DELETE();
      set(state.cart.entries.filter((line) => line.id !== params.id));
      return HttpResponse.json({ shoppingCart: state.cart });
    }),
    http.post('/api/commerce/shopping-cart/entries', async ({ request }) => {
      const body = (await request.json()) as { itemId: string; sku: string; quantity: number };
      state.calls.push('POST');
      state.bodies.push(body);
      const back = entries.find((line) => line.itemId === body.itemId)!;
      const restored = { ...back, id: `${back.id}-again`, quantity: body.quantity };
      set([...state.cart.entries, restored]);
      return HttpResponse.json({ shoppingCart: state.cart, newlyAdded: restored });
    }),
    http.get('/api/template/GetTemplateSchema', () => {
      state.calls.push('GET form');
      return fail.FORM?.() ?? HttpResponse.json(MUG_FORM);
    }),
    http.post('/api/rest/forms/validate/:formId', async ({ request }) => {
      state.calls.push('validate');
      const answers = (await request.json()) as Record<string, string>;
      return answers.text?.includes('<')
        ? HttpResponse.json({ errors: { text: 'Letters only.' } }, { status: 400 })
        : HttpResponse.json({ errors: {} });
    }),
    http.put('/api/commerce/shopping-cart/entries/:id/additionalFields', async ({ request, params }) => {
      const body = (await request.json()) as { additionalFields: string };
      state.calls.push(`PUT ${String(params.id)} additionalFields`);
      state.bodies.push(body);
      if (fail.FIELDS) return fail.FIELDS();
      const answers = JSON.parse(body.additionalFields) as Record<string, string>;
      set(
        state.cart.entries.map((line) =>
          line.id === params.id
            ? {
                ...line,
                additionalFields: body.additionalFields,
                formSubmission: [{ type: 'text', rawTitle: 'Engraving', value: answers.text ?? '', values: [] }],
              }
            : line,
        ),
      );
      return HttpResponse.json({ shoppingCart: state.cart, updatedEntry: null });
    }),
  ];
  return { state, handlers };
}
