import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** The CSRF cookie; the library sends it back as `X-CSRF-Token`. */
export const CRUMB_COOKIE = 'crumb';
/** The cart cookie; its value is the cart token. */
export const CART_COOKIE = 'CART';
/** How long a cart cookie lives: 14 days, in seconds. */
export const CART_MAX_AGE_SECONDS = 14 * 24 * 60 * 60;

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

/** Parses the `Cookie` header into a map; malformed pairs are skipped, the first of two same-named cookies wins. */
export function parseCookies(req: IncomingMessage): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const pair of (req.headers.cookie ?? '').split(';')) {
    const eq = pair.indexOf('=');
    if (eq < 1) continue;
    const name = pair.slice(0, eq).trim();
    let value = pair.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    try {
      value = decodeURIComponent(value);
    } catch {
      continue;
    }
    if (!cookies.has(name)) cookies.set(name, value);
  }
  return cookies;
}

/** A fresh random token for a cookie. */
export function newToken(): string {
  return randomBytes(24).toString('base64url');
}

/** Whether a cookie value looks like a token this server issued (anything else counts as absent). */
export function isToken(value: string | undefined): value is string {
  return value !== undefined && TOKEN_PATTERN.test(value);
}

/** The visitor's cart token from the `CART` cookie, if it has a usable one. */
export function cartToken(cookies: ReadonlyMap<string, string>): string | undefined {
  const value = cookies.get(CART_COOKIE);
  return isToken(value) ? value : undefined;
}

/** Whether the `X-CSRF-Token` header matches the `crumb` cookie. */
export function crumbMatches(req: IncomingMessage, cookies: ReadonlyMap<string, string>): boolean {
  const crumb = cookies.get(CRUMB_COOKIE);
  const header = req.headers['x-csrf-token'];
  if (!crumb || typeof header !== 'string') return false;
  const a = Buffer.from(crumb);
  const b = Buffer.from(header);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Sets the `crumb` and `CART` cookies on a page response when the visitor lacks them.
 * Neither is HttpOnly: the library reads both.
 */
export function ensureVisitorCookies(res: ServerResponse, cookies: ReadonlyMap<string, string>): void {
  const set: string[] = [];
  if (!isToken(cookies.get(CRUMB_COOKIE))) {
    set.push(`${CRUMB_COOKIE}=${newToken()}; Path=/; SameSite=Lax`);
  }
  if (!isToken(cookies.get(CART_COOKIE))) {
    set.push(`${CART_COOKIE}=${newToken()}; Path=/; Max-Age=${CART_MAX_AGE_SECONDS}; SameSite=Lax`);
  }
  if (set.length > 0) res.setHeader('Set-Cookie', set);
}
