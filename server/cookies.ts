import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';

/** The CSRF cookie; the library sends it back as `X-CSRF-Token`. */
export const CRUMB_COOKIE = 'crumb';
/** The cart cookie; its value is the cart token. */
export const CART_COOKIE = 'CART';
/** How long a cart cookie lives: 14 days, in seconds. */
export const CART_MAX_AGE_SECONDS = 14 * 24 * 60 * 60;

const CRUMB_PATTERN = /^([A-Za-z0-9_-]{32})([A-Za-z0-9_-]{22})$/;
const CART_PATTERN = /^([A-Za-z0-9_-]{32})\.([A-Za-z0-9_-]{22})$/;

/** Issues and checks cart tokens and crumbs: a random part and its HMAC under the shop's secret. */
export interface CartTokens {
  /** A new token for a new visitor's `CART` cookie. */
  issue(): string;
  /** Whether this server (or another on the same database) issued `value`. */
  verify(value: string | undefined): value is string;
  /** A new crumb for a visitor's `crumb` cookie. */
  issueCrumb(): string;
  /** Whether this server (or another on the same database) issued the crumb `value`. */
  verifyCrumb(value: string | undefined): value is string;
}

/**
 * Cart tokens signed with `secret`: a client can neither make one up nor alter one, so carts
 * come only from tokens the shop handed out, and a made-up cookie counts as no cookie.
 */
export function createCartTokens(secret: Buffer): CartTokens {
  const sign = (random: string) => createHmac('sha256', secret).update(random).digest('base64url').slice(0, 22);
  // A crumb's signature is made apart from a cart token's: one can never pass for the other.
  const signCrumb = (random: string) => sign(`crumb\0${random}`);
  const signed = (pattern: RegExp, signOf: (random: string) => string, value: string | undefined) => {
    const match = value === undefined ? null : pattern.exec(value);
    if (!match?.[1] || !match[2]) return false;
    const expected = Buffer.from(signOf(match[1]));
    const given = Buffer.from(match[2]);
    return expected.length === given.length && timingSafeEqual(expected, given);
  };
  return {
    issue() {
      const random = randomBytes(24).toString('base64url');
      return `${random}.${sign(random)}`;
    },
    verify: (value): value is string => signed(CART_PATTERN, sign, value),
    issueCrumb() {
      const random = randomBytes(24).toString('base64url');
      return `${random}${signCrumb(random)}`;
    },
    verifyCrumb: (value): value is string => signed(CRUMB_PATTERN, signCrumb, value),
  };
}

/** The visitor's cart token from the `CART` cookie, if the shop issued it. */
export function cartToken(c: Context, tokens: CartTokens): string | undefined {
  const value = getCookie(c, CART_COOKIE);
  return tokens.verify(value) ? value : undefined;
}

/**
 * Whether the `X-CSRF-Token` header (or `given`: a form's hidden `crumb` field) matches the
 * `crumb` cookie.
 */
export function crumbMatches(
  c: Context,
  tokens: CartTokens,
  given: string | undefined = c.req.header('x-csrf-token'),
): boolean {
  const crumb = getCookie(c, CRUMB_COOKIE);
  // A crumb the shop issued: one a client made up (set by a script on a neighbouring site, say) proves nothing.
  if (!tokens.verifyCrumb(crumb) || !given) return false;
  const a = Buffer.from(crumb);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Sets the `crumb` and `CART` cookies on a page response when the visitor lacks them (or holds a
 * cart cookie the shop did not issue). Neither is HttpOnly: the library reads both. Returns the
 * crumb, for a form that posts it back (the owner's sign-in and sign-out).
 */
export function ensureVisitorCookies(c: Context, tokens: CartTokens): string {
  let crumb = getCookie(c, CRUMB_COOKIE) ?? '';
  if (!tokens.verifyCrumb(crumb)) {
    crumb = tokens.issueCrumb();
    setCookie(c, CRUMB_COOKIE, crumb, { path: '/', sameSite: 'Lax' });
  }
  if (cartToken(c, tokens) === undefined) {
    setCookie(c, CART_COOKIE, tokens.issue(), { path: '/', maxAge: CART_MAX_AGE_SECONDS, sameSite: 'Lax' });
  }
  return crumb;
}
