import type { IncomingMessage } from 'node:http';
import type { Carts } from '../carts';
import { HttpError, readJsonBody } from '../http';
import type { Products } from '../products';

/** What an API handler gets for one call. */
export interface ApiContext {
  readonly req: IncomingMessage;
  readonly url: URL;
  /** The path's captured segments, decoded. */
  readonly params: readonly string[];
  /** The visitor's cart token from the `CART` cookie. */
  readonly cartToken: string | undefined;
  readonly carts: Carts;
  readonly products: Products;
}

/** An API handler; what it returns is sent as the 200 JSON body. */
export type ApiHandler = (ctx: ApiContext) => unknown;

/** The cart token of a call that changes the cart; 400 when the visitor has no cart cookie. */
export function requireCartToken(ctx: ApiContext): string {
  if (ctx.cartToken === undefined) throw new HttpError(400, 'No cart cookie; reload the page.');
  return ctx.cartToken;
}

/** The call's JSON body. */
export function jsonBody(ctx: ApiContext): Promise<unknown> {
  return readJsonBody(ctx.req);
}

/** The n-th captured path segment. */
export function param(ctx: ApiContext, index: number): string {
  const value = ctx.params[index];
  if (value === undefined) throw new Error(`route has no parameter ${index}`);
  return value;
}
