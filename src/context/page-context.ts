import * as v from 'valibot';
import { PAGE_CONTEXT_ID } from './page-context-id';
import { isCurrencyCode, type CurrencyCode } from '../format/currencies';
import {
  API_ROOT_PROBLEM,
  CURRENCY_PROBLEM,
  isObject,
  MoneyJsonSchema,
  parseTolerant,
  reportProblem,
  StringMapSchema,
} from '../lib/schemas';

const Str = v.nullish(v.string());
const Bool = v.nullish(v.boolean(), false);

/**
 * The page context block (the JSON script `#sq-page-context` the platform renders into each page):
 * the fields the elements read (the platform sends more; `page-context.docs.ts` lists them all for
 * the JSON Schema). Each element that reads a new field adds it here.
 */
export const PageContextSchema = v.object({
  collection: v.nullish(v.object({ id: Str, title: Str, type: v.nullish(v.number()) })),
  /** The page's item (a form's submission names the page by it). */
  item: v.nullish(v.object({ id: Str })),
  authenticatedAccount: v.nullish(v.object({ id: v.string() }), null),
  storeSettings: v.nullish(
    v.object({
      selectedCurrency: v.nullish(v.custom<CurrencyCode>(isCurrencyCode, CURRENCY_PROBLEM), 'USD'),
      multipleQuantityAllowedForServices: v.nullish(v.boolean(), true),
      expressCheckout: Bool,
      /** The least subtotal an order may be checked out with; Money. */
      minimumOrderSubtotal: v.nullish(MoneyJsonSchema),
    }),
    {},
  ),
  /** The site (its id names it in the gift card checkout's address). */
  website: v.nullish(v.object({ id: Str })),
  /**
   * Feature flags by name (`payment-links-enabled`, ...), read as the template engine reads a
   * boolean (`"true"` and `1` are on); a flag of another shape is dropped (off) with the error.
   */
  flags: v.nullish(v.record(v.string(), v.boolean()), {}),
  /** Validated per product when read: see merchandisingFor. */
  merchandising: v.nullish(v.custom<Record<string, unknown>>(isObject, 'Expected an object'), {}),
  pdp: v.nullish(
    v.object({
      shopperLanguage: Str,
      /** Instalment messaging (`<sq-afterpay-badge>`): on for the site, and the price range it covers. */
      afterPayAvailable: Bool,
      afterPayMin: v.nullish(MoneyJsonSchema),
      afterPayMax: v.nullish(MoneyJsonSchema),
      /** The store's country (ISO 3166-1 alpha-2): Afterpay, or Clearpay in GB. */
      stripeAccountCountry: Str,
      /** Where the instalment modal's HTML comes from, `{locale}` replaced (en_US, fr_CA, ...); the provider's by default. */
      afterPayModalUrl: Str,
    }),
  ),
  /** The site's captcha (src/captcha/captcha.ts): present means its forms need one. */
  captchaSettings: v.nullish(v.object({ siteKey: Str, scriptUrl: Str })),
  apiRoot: v.nullish(
    v.pipe(
      v.string(),
      v.check((path) => /^\/(.*\/)?$/.test(path), API_ROOT_PROBLEM),
    ),
    '/api/',
  ),
  /** Replacements for visitor texts, by key (src/messages.ts; keys that name no text are ignored). */
  messages: v.nullish(StringMapSchema, {}),
});

/** The validated page context. */
export type PageContext = v.InferOutput<typeof PageContextSchema>;

/** The context of an anonymous visitor on a generic page. */
export const DEFAULT_PAGE_CONTEXT = v.safeParse(PageContextSchema, {}).output as PageContext;

export { PAGE_CONTEXT_ID };

/** Parses page context JSON text; on malformed JSON or a field of the wrong shape, logs one console error and returns the defaults. */
export function parsePageContext(text: string | null | undefined): PageContext {
  if (text == null || text.trim() === '') return DEFAULT_PAGE_CONTEXT;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    reportProblem(`#${PAGE_CONTEXT_ID} is not valid JSON; using defaults.`, error);
    return DEFAULT_PAGE_CONTEXT;
  }
  // Keep every field that is right; drop only the ones of the wrong shape, naming them in one error.
  const dropped: string[] = [];
  const context = Array.isArray(json) ? null : parseTolerant(PageContextSchema, json, dropped);
  if (!context || dropped.length > 0) {
    reportProblem(
      `#${PAGE_CONTEXT_ID} has fields of the wrong shape, ignored: ${dropped.join('; ') || 'all (not an object)'}`,
    );
  }
  return context ?? DEFAULT_PAGE_CONTEXT;
}

/** Reads the page context block from a document, or the defaults when there is none. */
export function readPageContext(doc: Document): PageContext {
  return parsePageContext(doc.getElementById(PAGE_CONTEXT_ID)?.textContent);
}
