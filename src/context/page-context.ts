import * as v from 'valibot';
import { BooleanMapSchema, describeIssues, IntegerSchema, MoneyJsonSchema, reportProblem, StringMapSchema } from '../lib/schemas';

const Bool = v.nullish(v.boolean(), false);
const Str = v.nullish(v.string());
const Num = v.nullish(v.number());


/** The page context block of CONTRACT section 2. */
export const PageContextSchema = v.object({
  website: v.nullish(
    v.object({
      id: Str,
      timeZone: v.nullish(v.string(), 'America/New_York'),
      cloneable: Bool,
    }),
    {},
  ),
  templateId: Str,
  templateInstallation: v.nullish(v.object({ templateWebsiteId: Str })),
  pageType: v.nullish(IntegerSchema),
  collection: v.nullish(
    v.object({
      id: Str,
      title: Str,
      type: Num,
      permissionType: Num,
    }),
  ),
  item: v.nullish(
    v.object({
      id: Str,
      title: Str,
      recordType: Num,
    }),
  ),
  authenticatedAccount: v.nullish(v.object({ id: v.string() }), null),
  websiteRoles: v.nullish(v.array(v.number()), []),
  cookieSettings: v.nullish(
    v.object({ isRestrictiveCookiePolicyEnabled: Bool, isCookieBannerEnabled: Bool }),
    {},
  ),
  storeSettings: v.nullish(
    v.object({
      selectedCurrency: v.nullish(v.string(), 'USD'),
      multipleQuantityAllowedForServices: v.nullish(v.boolean(), true),
      expressCheckout: Bool,
      minimumOrderSubtotal: v.nullish(MoneyJsonSchema),
    }),
    {},
  ),
  /** Validated per product when read: see merchandisingFor. */
  merchandising: v.nullish(v.custom<Record<string, unknown>>((input) => typeof input === 'object' && input !== null && !Array.isArray(input), 'Expected an object'), {}),
  pdp: v.nullish(
    v.object({
      afterPayAvailable: Bool,
      afterPayMin: v.nullish(MoneyJsonSchema),
      afterPayMax: v.nullish(MoneyJsonSchema),
      shopperLanguage: Str,
      stripeAccountCountry: Str,
    }),
  ),
  captchaSettings: v.nullish(v.object({ siteKey: Str })),
  apiRoot: v.nullish(v.pipe(v.string(), v.check((path) => /^\/(.*\/)?$/.test(path), 'Expected a path that starts and ends with /')), '/api/'),
  analyticsDisabled: Bool,
  flags: v.nullish(BooleanMapSchema, {}),
  /** Replacements for visitor texts, by key (src/messages.ts, which drops unknown keys with one console error). */
  messages: v.nullish(StringMapSchema, {}),
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
    reportProblem(`#${PAGE_CONTEXT_ID} is not valid JSON; using defaults.`, error);
    return DEFAULT_PAGE_CONTEXT;
  }
  // Keep every field that is right; drop only the ones of the wrong shape, naming them in one error.
  const kept: Record<string, unknown> = {};
  const problems: string[] = [];
  if (typeof json !== 'object' || json === null || Array.isArray(json)) problems.push('(root): Expected an object');
  else
    for (const [key, value] of Object.entries(json)) {
      const schema = PageContextSchema.entries[key as keyof typeof PageContextSchema.entries];
      const field = schema && v.safeParse(schema, value);
      if (field?.success) kept[key] = field.output;
      else if (field) problems.push(`${key}: ${field.issues[0].message}`);
    }
  if (problems.length > 0) {
    reportProblem(`#${PAGE_CONTEXT_ID} has fields of the wrong shape, ignored: ${problems.join('; ')}`);
  }
  return withDefaults(kept);
}

/** Reads the page context block from a document, or the defaults when there is none. */
export function readPageContext(doc: Document): PageContext {
  return parsePageContext(doc.getElementById(PAGE_CONTEXT_ID)?.textContent);
}

