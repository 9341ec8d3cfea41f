import type { MiddlewareHandler } from 'hono';
import type { Carts } from './carts';
import { cartToken, ensureVisitorCookies, type CartTokens } from './cookies';
import type { ShopEnv } from './http';
import { checkoutPage } from './pages';
import { belowMinimum } from './settings';

/** What the checkout guard needs from the app. */
export interface CheckoutMinimumDeps {
  readonly carts: Carts;
  readonly tokens: CartTokens;
}

/**
 * `GET /commerce/goto-checkout` for a cart whose subtotal is below the shop's minimum order
 * subtotal (server/settings.ts): the checkout page saying so, with a link back to the cart, as a
 * 400. Every other visit (no cart cookie, an empty cart, a cart that reaches the minimum) goes on
 * to the site's own route (server/site.ts).
 */
export function checkoutMinimum(deps: CheckoutMinimumDeps): MiddlewareHandler<ShopEnv> {
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const token = cartToken(c, deps.tokens);
    const cart = token ? deps.carts.cart(token) : null;
    if (!cart || !belowMinimum(cart)) return next();
    ensureVisitorCookies(c, deps.tokens);
    const html = checkoutPage(cart);
    return c.body(html, 400, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(html)),
      'Cache-Control': 'no-store',
    });
  };
}
