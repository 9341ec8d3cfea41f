import { delay, http, HttpResponse, type JsonBodyType } from 'msw';
import type { Cart } from '../../src/api/cart';
import type { Product } from '../../src/product/product';
import { addLine, emptyCart } from './cart';

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
 * at `/shop/p/{id}`, and the census call the quick view makes (recorded in `views`).
 */
export function quickViewHandlers(
  products: readonly Product[],
  options: { merchandising?: Record<string, unknown>; views?: string[]; failing?: boolean } = {},
) {
  return [
    http.get('/shop/p/:id', ({ params }) => {
      const product = products.find((candidate) => candidate.id === params.id);
      if (options.failing || !product) return HttpResponse.json({ message: 'Not found' }, { status: 404 });
      return HttpResponse.json({ item: product, merchandising: options.merchandising?.[product.id] ?? null });
    }),
    http.post('/api/census/RecordQuickView/:id', ({ params }) => {
      options.views?.push(String(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
