/**
 * The whole page context the platform renders, for the JSON Schema a theme
 * author's editor checks against (scripts/schemas.ts). The elements validate only what they read
 * (`PageContextSchema`, whose fields are reused here); this adds the rest. Never bundled.
 */
import * as v from 'valibot';
import { IntegerSchema } from '../lib/schemas';
import { ScarcitySchema } from '../../elements/scarcity/scarcity.element';
import { MerchandisingSchema } from '../product/merchandising';
import { PageContextSchema } from './page-context';
import { AnalyticsContextSchema } from '../analytics/context';
import { MESSAGE_AREAS } from '../messages.docs';

const Str = v.nullish(v.string());
const Num = v.nullish(v.number());
const Bool = v.nullish(v.boolean());
const read = PageContextSchema.entries;

/** A JSON object whose values are all booleans (feature flags). */
export const BooleanMapSchema = v.custom<Record<string, boolean>>(
  (input) =>
    typeof input === 'object' &&
    input !== null &&
    !Array.isArray(input) &&
    Object.values(input).every((value) => typeof value === 'boolean'),
  'Expected an object of booleans',
);

/** Every field of the page context block, read by the elements or not (yet). */
export const PageContextDocsSchema = v.object({
  website: v.nullish(v.object({ id: Str, timeZone: Str, cloneable: Bool })),
  templateId: Str,
  templateInstallation: v.nullish(v.object({ templateWebsiteId: Str })),
  pageType: v.nullish(IntegerSchema),
  collection: v.nullish(v.object({ ...read.collection.wrapped.entries, permissionType: Num })),
  item: v.nullish(v.object({ ...read.item.wrapped.entries, title: Str, recordType: Num })),
  /** The signed-in website account; `guildFlags` and `circleTier` target feature flags only. */
  authenticatedAccount: AnalyticsContextSchema.entries.authenticatedAccount,
  websiteRoles: v.nullish(v.array(v.number())),
  cookieSettings: v.nullish(v.object({ isRestrictiveCookiePolicyEnabled: Bool, isCookieBannerEnabled: Bool })),
  storeSettings: read.storeSettings,
  merchandising: read.merchandising,
  pdp: read.pdp,
  captchaSettings: read.captchaSettings,
  apiRoot: read.apiRoot,
  analyticsDisabled: Bool,
  flags: v.nullish(BooleanMapSchema),
  /** Replacements for visitor texts: every key of every area of the catalogue, nothing else. */
  messages: v.nullish(
    v.strictObject(
      Object.fromEntries(
        MESSAGE_AREAS.flatMap((area) => Object.keys(area.texts)).map((key) => [key, v.optional(v.string())]),
      ),
    ),
  ),
});

/** One product's merchandising context (page context `merchandising[productId]`), every field. */
export const MerchandisingDocsSchema = v.object({
  ...MerchandisingSchema.entries,
  ...ScarcitySchema.entries,
  restockNotificationViews: v.nullish(v.array(v.object({ variantId: v.string(), hiddenByDefault: Bool }))),
  restockNotificationMessages: v.nullish(
    v.object({ CTAText: Str, buttonText: Str, placeholderText: Str, mailingListDescription: Str, successText: Str }),
  ),
  mailingListSignUpEnabled: Bool,
  mailingListOptInByDefault: Bool,
});
