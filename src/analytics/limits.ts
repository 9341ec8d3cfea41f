/**
 * The constants of the analytics calls: limits, names and patterns. Apart from
 * the schemas so the analytics module, which sends these payloads but does not validate them,
 * carries none of the request schemas.
 */

/** The `event` of a page view (`POST /api/census/RecordHit`). */
export const HIT_EVENT = 'View';

/** The longest URL, title or referrer the calls carry (longer ones are cut). */
export const MAX_TEXT = 2000;

/** `ss_cvr`, the visitor record: an id and four positive integers. */
export const VISITOR_RECORD_PATTERN = /^[\w-]{1,64}\|[1-9]\d{0,15}\|[1-9]\d{0,15}\|[1-9]\d{0,15}\|[1-9]\d{0,15}$/;

/** Where a content-bound call comes from: an item ('i') or a collection ('c'). */
export const CONTENT_SOURCES = ['i', 'c'] as const;

/** The commerce events, sent through `POST /api/census/events`. */
export const COMMERCE_EVENTS = [
  'pdp_visit',
  'plp_visit',
  'add_to_cart',
  'view_cart',
  'remove_from_cart',
  'related_products',
  'product_form_open',
  'product_form_save',
  'reviews_tab',
] as const;

/** Web vitals the performance collector measures. */
export const VITALS = ['FCP', 'LCP', 'CLS', 'INP', 'TTFB', 'FID'] as const;

/** A measurement's rating against its good and poor thresholds (vitals.ts). */
export const RATINGS = ['good', 'needs-improvement', 'poor'] as const;

/** The longest element path a record carries. */
export const MAX_ELEMENT_PATH = 200;

/** The longest stack a report carries. */
export const MAX_STACK = 5000;

/** The most reports one page sends. */
export const MAX_ERROR_REPORTS = 20;

/** The most events one log call carries (the client's buffer). */
export const MAX_FLAG_EVENTS = 100;

/** A commerce event's name. */
export type CommerceEventName = (typeof COMMERCE_EVENTS)[number];

/** A web vital's name. */
export type VitalName = (typeof VITALS)[number];

/** The most fields an error report's context keeps. */
export const MAX_CONTEXT_KEYS = 20;
