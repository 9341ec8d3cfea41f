import { merchandisingFor, SHOP_COLLECTION, STORE_ITEM_RECORD_TYPE } from './product-json';
import { moneyJson, STORE_CURRENCY, type DemoProduct } from '../demo/products';
import { WEBSITE_ID } from '../demo/shop';
import { shopSettings, type ShopSettings } from './settings';

/** The platform's page type codes that the demo shop renders. */
export const PAGE_TYPE = { collection: 1, page: 2, contentItem: 50, notFound: 100, checkout: 201, cart: 205 } as const;

/** The demo site, as the page context names it (its id is the gift card checkout's `websiteId`). */
export const WEBSITE = { id: WEBSITE_ID, timeZone: 'America/New_York' } as const;

/** The shop owner's account, in the page context of the owner's own visits (signed in). */
export const OWNER_ACCOUNT_ID = '5f3c9a2e7b1d4e6f8a0b1c2d';

/** The website role of the owner's account: admin (the platform's role codes: admin 1, …, viewer 10). */
export const ADMIN_ROLE = 1;

/** The demo site's template, and the template site it was installed from. */
export const TEMPLATE_ID = 'fieldhouse';
export const TEMPLATE_INSTALLATION = { templateWebsiteId: 'fieldhouse-template' } as const;

/** A collection's permission type (the platform does not document its rules): every demo collection is public. */
export const PUBLIC_PERMISSION_TYPE = 1;

/** Feature flags: none is on in the demo shop. */
export const FLAGS: Readonly<Record<string, boolean>> = {};

/** What a page tells `pageContext` about itself. */
export interface PageContextInput {
  readonly pageType: (typeof PAGE_TYPE)[keyof typeof PAGE_TYPE];
  /** Products whose merchandising settings the page needs. */
  readonly products: readonly DemoProduct[];
  /** The product of a product page. */
  readonly item?: DemoProduct;
  /**
   * The page's own collection (a content page, type 10): its id and title are the page fields a
   * form block sends (`pageId`, `pageTitle`). Default: the shop's.
   */
  readonly collection?: PageCollection;
}

/** A content page's collection, as the page context names it. */
export interface PageCollection {
  readonly id: string;
  readonly title: string;
  readonly type: number;
}

/** Collection type of a content page. */
export const PAGE_COLLECTION_TYPE = 10;

/** The shop's store settings, the same on every page. */
export const STORE_SETTINGS = {
  selectedCurrency: STORE_CURRENCY,
  multipleQuantityAllowedForServices: true,
  expressCheckout: false,
} as const;

/**
 * The store settings of a page: `STORE_SETTINGS`, and the minimum order subtotal as Money
 * (`{ value: "15.00", currency: "USD" }`) when the shop has one (above 0).
 */
export function storeSettings(settings: ShopSettings = shopSettings()) {
  const minimum = settings.minimumOrderSubtotalCents;
  return { ...STORE_SETTINGS, ...(minimum > 0 ? { minimumOrderSubtotal: moneyJson(minimum) } : {}) };
}

/**
 * The site's captcha (the page context's `captchaSettings`): absent when it is off, no `siteKey`
 * when it has none (forms that need one then fail with "Enterprise V3 ReCaptcha site key not found").
 */
export function captchaSettings(settings: ShopSettings = shopSettings()) {
  const { captcha } = settings;
  if (!captcha) return {};
  return {
    captchaSettings: { ...(captcha.siteKey ? { siteKey: captcha.siteKey } : {}), scriptUrl: captcha.scriptUrl },
  };
}

/** A product page's `pdp` (instalment messaging, the shopper's language) from the shop's settings. */
export function pdpContext(settings: ShopSettings = shopSettings()) {
  const { afterPay } = settings;
  return {
    afterPayAvailable: afterPay.available,
    afterPayMin: moneyJson(afterPay.minCents),
    afterPayMax: moneyJson(afterPay.maxCents),
    stripeAccountCountry: afterPay.country,
    shopperLanguage: afterPay.shopperLanguage,
    afterPayModalUrl: afterPay.modalUrl,
  };
}

/**
 * The page context's cookie settings: the restrictive cookie policy when the shop (or the
 * address, `?cookie-policy=restrictive`) has it; the demo shows no cookie banner.
 */
export function cookieSettings(settings: ShopSettings = shopSettings()) {
  return { isRestrictiveCookiePolicyEnabled: settings.restrictiveCookiePolicy, isCookieBannerEnabled: false };
}

/** The page context block (`#sq-page-context`) for one demo page, with the settings of the app serving it. */
export function pageContext({ pageType, products, item, collection }: PageContextInput) {
  const settings = shopSettings();
  return {
    website: { ...WEBSITE, cloneable: false },
    templateId: TEMPLATE_ID,
    templateInstallation: { ...TEMPLATE_INSTALLATION },
    pageType,
    collection: { ...(collection ?? SHOP_COLLECTION), permissionType: PUBLIC_PERMISSION_TYPE },
    ...(item ? { item: { id: item.id, title: item.title, recordType: STORE_ITEM_RECORD_TYPE } } : {}),
    // A visitor is signed in to no account; the shop's owner, signed in, is the site's admin.
    authenticatedAccount: settings.ownerSignedIn ? { id: OWNER_ACCOUNT_ID } : null,
    websiteRoles: settings.ownerSignedIn ? [ADMIN_ROLE] : ([] as number[]),
    cookieSettings: cookieSettings(settings),
    storeSettings: storeSettings(settings),
    merchandising: Object.fromEntries(products.map((p) => [p.id, merchandisingFor(p)])),
    ...(item ? { pdp: pdpContext(settings) } : {}),
    ...captchaSettings(settings),
    apiRoot: '/api/',
    ...(settings.analyticsDisabled ? { analyticsDisabled: true } : {}),
    flags: { ...FLAGS },
  };
}
