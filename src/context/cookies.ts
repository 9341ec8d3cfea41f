import * as v from 'valibot';
import { isObject } from '../lib/schemas';
import { parseTolerant } from '../lib/tolerant';

/** Reads one cookie's raw (still encoded) value from a cookie string, or undefined. */
export function readCookie(name: string, cookieString: string = document.cookie): string | undefined {
  for (const part of cookieString.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}

/** The CSRF token from the `crumb` cookie, or undefined. */
export function readCrumb(): string | undefined {
  const value = readCookie('crumb');
  return value ? safeDecode(value) : undefined;
}

/** Whether the `CART` cookie is present. */
export function hasCartCookie(): boolean {
  return Boolean(readCookie('CART'));
}

/** The `SiteUserInfo` cookie: URL-encoded JSON `{ authenticated, siteUserId }`. */
export const SiteUserInfoSchema = v.object({
  authenticated: v.nullish(v.boolean(), false),
  siteUserId: v.nullish(v.string()),
});

/** The signed-in state of the visitor. */
export type SiteUserInfo = v.InferOutput<typeof SiteUserInfoSchema>;

/** The visitor as the `SiteUserInfo` cookie describes them; anonymous when absent or malformed. */
export function readSiteUserInfo(): SiteUserInfo {
  const raw = readCookie('SiteUserInfo');
  const anonymous: SiteUserInfo = { authenticated: false };
  if (!raw) return anonymous;
  try {
    // Read as the platform writes it, loosely typed: `"true"` or `1` is signed in, 42 is "42".
    const json: unknown = JSON.parse(safeDecode(raw));
    return (isObject(json) && parseTolerant(SiteUserInfoSchema, json, [])) || anonymous;
  } catch {
    return anonymous;
  }
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
