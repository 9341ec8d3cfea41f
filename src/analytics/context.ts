/**
 * What the analytics module reads of the page context and the rules for
 * recording a page view. It reads the page context block on its own, keeping every
 * field that is right; it reports only what the element runtime does not (a malformed block, and
 * the fields the runtime reads, are reported once, there).
 */
import * as v from 'valibot';
import { PAGE_CONTEXT_ID } from '../context/page-context-id';
import { parseTolerant } from '../lib/tolerant';
import type { PageFields } from './schemas';

const Str = v.nullish(v.string());
const Num = v.nullish(v.number());
const Bool = v.nullish(v.boolean(), false);

/** The page context fields analytics, performance and flags read. */
export const AnalyticsContextSchema = v.object({
  website: v.nullish(v.object({ id: Str, cloneable: Bool }), {}),
  templateId: Str,
  pageType: Num,
  collection: v.nullish(v.object({ id: Str, title: Str, type: Num, permissionType: Num })),
  item: v.nullish(v.object({ id: Str, title: Str, recordType: Num })),
  /** The signed-in website account; `guildFlags` and `circleTier` are for flag targeting only. */
  authenticatedAccount: v.nullish(
    v.object({ id: v.string(), guildFlags: v.nullish(v.array(v.string())), circleTier: Num }),
    null,
  ),
  websiteRoles: v.nullish(v.array(v.number()), []),
  cookieSettings: v.nullish(v.object({ isRestrictiveCookiePolicyEnabled: Bool, isCookieBannerEnabled: Bool }), {}),
  analyticsDisabled: Bool,
  flags: v.nullish(v.record(v.string(), v.boolean()), {}),
});

/** The analytics' view of the page context. */
export type AnalyticsContext = v.InferOutput<typeof AnalyticsContextSchema>;

/**
 * The fields only analytics reads (the element runtime reads and reports the others): one of
 * these of the wrong shape is reported here, once, as every field of the page context is.
 */
const ANALYTICS_ONLY = [
  'website.cloneable',
  'templateId',
  'pageType',
  'collection.permissionType',
  'item.title',
  'item.recordType',
  'authenticatedAccount.guildFlags',
  'authenticatedAccount.circleTier',
  'websiteRoles',
  'cookieSettings',
  'analyticsDisabled',
  // Not the flags: the runtime reads them the same way and reports them (once).
];

/** Whether a dropped field (`path: why`) is one of ANALYTICS_ONLY, or inside one (a `.` ending: only inside). */
function analyticsOnly(dropped: string): boolean {
  const path = dropped.slice(0, dropped.indexOf(':'));
  return ANALYTICS_ONLY.some((field) =>
    field.endsWith('.') ? path.startsWith(field) : path === field || path.startsWith(`${field}.`),
  );
}

/**
 * Reads the analytics fields of the page context block; defaults (an anonymous visitor, a generic
 * page) for anything wrong, with one console error naming the fields of the wrong shape that only
 * analytics reads.
 */
export function readAnalyticsContext(doc: Document): AnalyticsContext {
  let json: unknown = {};
  try {
    json = JSON.parse(doc.getElementById(PAGE_CONTEXT_ID)?.textContent || '{}');
  } catch {
    // The runtime reports a malformed block; analytics reads it as empty.
  }
  const dropped: string[] = [];
  const context = Array.isArray(json) ? null : parseTolerant(AnalyticsContextSchema, json, dropped);
  const own = dropped.filter(analyticsOnly);
  if (own.length > 0)
    console.error(`storefront-elements: #${PAGE_CONTEXT_ID} has fields of the wrong shape, ignored: ${own.join('; ')}`);
  return context ?? (v.parse(AnalyticsContextSchema, {}) as AnalyticsContext);
}

/** Page type codes on which no page view is recorded. */
export const UNRECORDED_PAGE_TYPES = { notFound: 100, lockScreen: 103, memberAreaDenied: 106 } as const;

/** The website role of a viewer the one role whose holders are still counted. */
export const VIEWER_ROLE = 10;

/** Why a page view is not recorded, or null when it is. */
export type HitRefusal =
  'analytics-disabled' | 'config-area' | 'search' | 'not-found' | 'lock-screen' | 'member-area-denied' | 'signed-in';

/**
 * A page view is recorded only for visitors not signed in to the website
 * (or whose only website role is viewer), outside paths containing `/config/`, never on the search
 * page, a not-found, lock-screen or member-area-denied page, nor when analytics is disabled.
 */
export function hitRefusal(context: AnalyticsContext, path: string): HitRefusal | null {
  if (context.analyticsDisabled) return 'analytics-disabled';
  if (path.includes('/config/') || path.endsWith('/config')) return 'config-area';
  if (path === '/search' || path.startsWith('/search/')) return 'search';
  if (context.pageType === UNRECORDED_PAGE_TYPES.notFound) return 'not-found';
  if (context.pageType === UNRECORDED_PAGE_TYPES.lockScreen) return 'lock-screen';
  if (context.pageType === UNRECORDED_PAGE_TYPES.memberAreaDenied) return 'member-area-denied';
  const roles = context.websiteRoles;
  const viewerOnly = roles.length > 0 && roles.every((role) => role === VIEWER_ROLE);
  if (context.authenticatedAccount && !viewerOnly) return 'signed-in';
  return null;
}

/** Whether tracking cookies may be kept: not under a restrictive cookie policy, not on a cloneable site. */
export function persistentTracking(context: AnalyticsContext): boolean {
  return !context.cookieSettings.isRestrictiveCookiePolicyEnabled && !context.website.cloneable;
}

/**
 * The page fields the census calls carry: the page's item when it has one
 * (`contentSource` 'i'), else its collection ('c').
 */
export function pageFields(context: AnalyticsContext, doc: Document, visitorCookie: string): PageFields {
  const { item, collection } = context;
  const fromItem = Boolean(item?.id);
  return {
    visitorCookie,
    websiteId: context.website.id ?? '',
    pageTitle: ((fromItem ? item?.title : collection?.title) ?? doc.title).slice(0, 2000),
    pageId: (fromItem ? item?.id : collection?.id) ?? '',
    contentSource: fromItem ? 'i' : 'c',
    pagePath: doc.location.pathname.slice(0, 2000),
    pagePermissionTypeValue: Math.max(0, Math.trunc(collection?.permissionType ?? 1)),
  };
}
