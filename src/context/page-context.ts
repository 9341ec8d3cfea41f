import * as v from 'valibot';
import { BooleanMapSchema, describeIssues, IntegerSchema } from '../lib/schemas';
import { MoneyJsonSchema } from '../product/product';

const Bool = v.optional(v.boolean(), false);

/** Merchandising settings for one product (SPEC.md section 3, CONTRACT section 8). */
export const MerchandisingSchema = v.object({
  restockNotificationViews: v.optional(v.array(v.string()), []),
  restockNotificationMessages: v.optional(
    v.object({ heading: v.optional(v.string()), success: v.optional(v.string()) }),
    {},
  ),
  mailingListSignUpEnabled: Bool,
  mailingListOptInByDefault: Bool,
  scarcityEnabled: Bool,
  scarcityTemplateViews: v.optional(v.array(v.string()), []),
  scarcityText: v.optional(v.string()),
  scarcityShownByDefault: Bool,
  customSoldOutText: v.nullish(v.string()),
});

/** Merchandising settings for one product. */
export type Merchandising = v.InferOutput<typeof MerchandisingSchema>;

/** The page context block of CONTRACT section 2. */
export const PageContextSchema = v.object({
  website: v.optional(
    v.object({
      id: v.optional(v.string()),
      timeZone: v.optional(v.string(), 'America/New_York'),
      cloneable: Bool,
    }),
    { timeZone: 'America/New_York', cloneable: false },
  ),
  templateId: v.optional(v.string()),
  templateInstallation: v.optional(v.object({ templateWebsiteId: v.optional(v.string()) })),
  pageType: v.optional(IntegerSchema),
  collection: v.optional(
    v.object({
      id: v.optional(v.string()),
      title: v.optional(v.string()),
      type: v.optional(v.number()),
      permissionType: v.optional(v.number()),
    }),
  ),
  item: v.optional(
    v.object({
      id: v.optional(v.string()),
      title: v.optional(v.string()),
      recordType: v.optional(v.number()),
    }),
  ),
  authenticatedAccount: v.nullish(v.object({ id: v.string() }), null),
  websiteRoles: v.optional(v.array(v.number()), []),
  cookieSettings: v.optional(
    v.object({ isRestrictiveCookiePolicyEnabled: Bool, isCookieBannerEnabled: Bool }),
    { isRestrictiveCookiePolicyEnabled: false, isCookieBannerEnabled: false },
  ),
  storeSettings: v.optional(
    v.object({
      selectedCurrency: v.optional(v.string(), 'USD'),
      multipleQuantityAllowedForServices: v.optional(v.boolean(), true),
      expressCheckout: Bool,
      minimumOrderSubtotal: v.nullish(MoneyJsonSchema),
    }),
    { selectedCurrency: 'USD', multipleQuantityAllowedForServices: true, expressCheckout: false },
  ),
  /** Validated per product when read: see merchandisingFor. */
  merchandising: v.optional(v.custom<Record<string, unknown>>((input) => typeof input === 'object' && input !== null && !Array.isArray(input), 'Expected an object'), {}),
  pdp: v.optional(
    v.object({
      afterPayAvailable: Bool,
      afterPayMin: v.nullish(MoneyJsonSchema),
      afterPayMax: v.nullish(MoneyJsonSchema),
      shopperLanguage: v.optional(v.string()),
      stripeAccountCountry: v.optional(v.string()),
    }),
  ),
  captchaSettings: v.optional(v.object({ siteKey: v.nullish(v.string()) })),
  apiRoot: v.optional(v.pipe(v.string(), v.check((path) => /^\/(.*\/)?$/.test(path), 'Expected a path that starts and ends with /')), '/api/'),
  analyticsDisabled: Bool,
  flags: v.optional(BooleanMapSchema, {}),
});

/** The validated page context. */
export type PageContext = v.InferOutput<typeof PageContextSchema>;

/** The context of an anonymous visitor on a generic page. */
export const DEFAULT_PAGE_CONTEXT: PageContext = withDefaults({});

function withDefaults(input: Record<string, unknown>): PageContext {
  const result = v.safeParse(PageContextSchema, input);
  if (!result.success) throw new TypeError(describeIssues(result.issues));
  return result.output;
}

/** The id of the page context block. */
export const PAGE_CONTEXT_ID = 'sq-page-context';

/** Parses page context JSON text; on malformed JSON or a field of the wrong shape, logs one console error and returns the defaults. */
export function parsePageContext(text: string | null | undefined): PageContext {
  if (text == null || text.trim() === '') return DEFAULT_PAGE_CONTEXT;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    console.error(`storefront-elements: #${PAGE_CONTEXT_ID} is not valid JSON; using defaults.`, error);
    return DEFAULT_PAGE_CONTEXT;
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    console.error(`storefront-elements: #${PAGE_CONTEXT_ID} must be a JSON object; using defaults.`);
    return DEFAULT_PAGE_CONTEXT;
  }
  const result = v.safeParse(PageContextSchema, json);
  if (result.success) return result.output;
  // Keep every field that is right; drop only the ones of the wrong shape.
  const kept: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const [key, value] of Object.entries(json)) {
    const schema = PageContextSchema.entries[key as keyof typeof PageContextSchema.entries];
    if (!schema) continue;
    const field = v.safeParse(schema, value);
    if (field.success) kept[key] = value;
    else problems.push(`${key}: ${field.issues[0]?.message ?? 'invalid'}`);
  }
  console.error(
    `storefront-elements: #${PAGE_CONTEXT_ID} has fields of the wrong shape, ignored: ${problems.join('; ')}`,
  );
  return withDefaults(kept);
}

/** Reads the page context block from a document, or the defaults when there is none. */
export function readPageContext(doc: Document): PageContext {
  return parsePageContext(doc.getElementById(PAGE_CONTEXT_ID)?.textContent);
}

/** The merchandising settings of one product, validated when read; null when absent or of the wrong shape. */
export function merchandisingFor(context: PageContext, productId: string): Merchandising | null {
  const raw = Object.hasOwn(context.merchandising, productId) ? context.merchandising[productId] : undefined;
  if (raw === undefined) return null;
  const result = v.safeParse(MerchandisingSchema, raw);
  if (result.success) return result.output;
  console.error(`storefront-elements: merchandising for product ${productId} has the wrong shape (${describeIssues(result.issues)}).`);
  return null;
}
