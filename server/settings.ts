/**
 * The shop's settings that pages and calls read while they answer: the minimum order subtotal,
 * the captcha (`captchaSettings` of every page's context, checked by the restock signup), the
 * instalment messaging (`pdp` of every product page's context), the cookie policy
 * (`cookieSettings`) and whether analytics is off (`analyticsDisabled`). `createApp` runs every request inside `withShopSettings(options)`, so the pages (their page
 * context, the checkout stand-in) read the settings of the app that serves them without each page
 * function taking them; outside a request (scripts, unit tests) the defaults apply.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { formatMoney } from './money';

/** The minimum order subtotal when none is set: $15.00. */
export const DEFAULT_MINIMUM_ORDER_SUBTOTAL_CENTS = 1500;

/** The demo shop's captcha site key (the stand-in of server/captcha.ts accepts only it). */
export const DEMO_CAPTCHA_SITE_KEY = 'demo-captcha-site-key';

/**
 * The site's captcha, as every page's context carries it (`captchaSettings`): the site key (null:
 * captcha on but no key, so forms that need one fail with "Enterprise V3 ReCaptcha site key not
 * found") and the provider's script, `{siteKey}` replaced by the library.
 */
export interface CaptchaSettings {
  readonly siteKey: string | null;
  readonly scriptUrl: string;
}

/** The demo's captcha: the offline stand-in of server/captcha.ts. */
export const DEFAULT_CAPTCHA_SETTINGS: CaptchaSettings = {
  siteKey: DEMO_CAPTCHA_SITE_KEY,
  scriptUrl: '/captcha/enterprise.js?render={siteKey}',
};

/**
 * Instalment messaging (`<sq-afterpay-badge>`), as every product page's context carries it
 * (`pdp`): on or off, the price range it covers (cents: above the minimum, up to the maximum), the
 * store's country, the shopper's language and where the modal's page comes from (`{locale}`
 * replaced: en_US, fr_CA, ...).
 */
export interface AfterPaySettings {
  readonly available: boolean;
  readonly minCents: number;
  readonly maxCents: number;
  readonly country: string;
  readonly shopperLanguage: string;
  readonly modalUrl: string;
}

/**
 * The demo's instalments: $1.00 to $120.00 in the US, the modal's pages from the shop itself
 * (server/public/afterpay/). $120.00 puts the Limited Edition Print exactly at the maximum (shown)
 * and the Trail Sneakers ($135.00) and the Rain Jacket ($150.00) above it (not shown).
 */
export const DEFAULT_AFTERPAY_SETTINGS: AfterPaySettings = {
  available: true,
  minCents: 100,
  maxCents: 12_000,
  country: 'US',
  shopperLanguage: 'en-US',
  modalUrl: '/assets/afterpay/{locale}.html',
};

/** The shop's settings. */
export interface ShopSettings {
  /** A cart with items must reach this subtotal (cents) to check out; 0 turns the minimum off. */
  readonly minimumOrderSubtotalCents: number;
  /** The captcha of the site's forms; null turns it off (no `captchaSettings`, no token checked). */
  readonly captcha: CaptchaSettings | null;
  /** Instalment messaging on product pages. */
  readonly afterPay: AfterPaySettings;
  /**
   * A restrictive cookie policy: every page's context says `cookieSettings.isRestrictiveCookiePolicyEnabled: true`,
   * so the library keeps no persistent visitor record (no `ss_cvr` cookie).
   */
  readonly restrictiveCookiePolicy: boolean;
  /** Analytics off: every page's context says `analyticsDisabled: true`, and no checkout arrival is recorded. */
  readonly analyticsDisabled: boolean;
  /**
   * The request carries the signed-in owner's session (server/owner.ts): its pages' context names
   * the owner's account and role (admin), so the library records no analytics of the owner's own
   * visits. Set per request by server/app.ts, never from the address.
   */
  readonly ownerSignedIn: boolean;
}

/** The settings when none are given. */
export const DEFAULT_SHOP_SETTINGS: ShopSettings = {
  minimumOrderSubtotalCents: DEFAULT_MINIMUM_ORDER_SUBTOTAL_CENTS,
  captcha: DEFAULT_CAPTCHA_SETTINGS,
  afterPay: DEFAULT_AFTERPAY_SETTINGS,
  restrictiveCookiePolicy: false,
  analyticsDisabled: false,
  ownerSignedIn: false,
};

/**
 * The settings of one request: the app's, with the demo's overrides for trying things out from the
 * address bar, on any page: `?cookie-policy=restrictive` turns the restrictive cookie policy on,
 * `?analytics=off` turns analytics off (only on; an address cannot turn off what the shop turned on).
 */
export function requestSettings(settings: ShopSettings, query: (name: string) => string | undefined): ShopSettings {
  const restrictive = query('cookie-policy') === 'restrictive';
  const analyticsOff = query('analytics') === 'off';
  if (!restrictive && !analyticsOff) return settings;
  return {
    ...settings,
    restrictiveCookiePolicy: settings.restrictiveCookiePolicy || restrictive,
    analyticsDisabled: settings.analyticsDisabled || analyticsOff,
  };
}

const current = new AsyncLocalStorage<ShopSettings>();

/** Runs `work` (and everything it starts) with `settings` (the defaults for any not given) as the shop's settings. */
export function withShopSettings<T>(settings: Partial<ShopSettings>, work: () => T): T {
  return current.run({ ...DEFAULT_SHOP_SETTINGS, ...settings }, work);
}

/** The settings of the app answering the current request; the defaults outside one. */
export function shopSettings(): ShopSettings {
  return current.getStore() ?? DEFAULT_SHOP_SETTINGS;
}

/**
 * `SQ_SITE_ORIGIN` (and `createApp`'s `siteOrigin`): the site's own origin, which links the shop
 * sends away from its pages (restock notices) start with: `http://` or `https://`, a host, and a
 * port if needed; a trailing `/` is allowed, a path, query, fragment or credentials are not. Links
 * are never built from the request (its URL comes from the `Host` header, which the client chooses).
 */
export function parseSiteOrigin(text: string): string {
  const trimmed = text.trim();
  const problem = `expected an origin such as https://shop.example or http://localhost:4173; got "${text}".`;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    throw new Error(problem);
  }
  const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !bare || /[?#]/.test(trimmed)) {
    throw new Error(problem);
  }
  return url.origin;
}

/** `SQ_MIN_ORDER_SUBTOTAL`: a whole number of cents, 0 or more ("1500" is $15.00; "0" turns the minimum off). */
export function parseMinimumOrderSubtotal(text: string): number {
  const trimmed = text.trim();
  if (!/^\d{1,9}$/.test(trimmed)) {
    throw new Error(`expected a whole number of cents, 0 or more (1500 is $15.00; 0 turns it off); got "${text}".`);
  }
  return Number(trimmed);
}

/** An on/off environment setting (`SQ_RESTRICTIVE_COOKIES`, `SQ_ANALYTICS_DISABLED`): `1` or `true` is on, `0`, `false` or empty off. */
export function parseSwitch(text: string): boolean {
  const trimmed = text.trim().toLowerCase();
  if (trimmed === '1' || trimmed === 'true') return true;
  if (trimmed === '' || trimmed === '0' || trimmed === 'false') return false;
  throw new Error(`expected 1 (on) or 0 (off); got "${text}".`);
}

/** Whether a cart holds items but not enough to check out under the current minimum. */
export function belowMinimum(
  cart: { readonly entries: readonly unknown[]; readonly subtotalCents: number },
  settings: ShopSettings = shopSettings(),
): boolean {
  const minimum = settings.minimumOrderSubtotalCents;
  return minimum > 0 && cart.entries.length > 0 && cart.subtotalCents < minimum;
}

/** What checkout says to a cart below the minimum, in the platform's words. */
export function minimumOrderMessage(minimumCents: number): string {
  return `To check out, your order subtotal must be ${formatMoney(minimumCents)} or more.`;
}
