/**
 * The census calls: the page view (`POST /api/census/RecordHit`, form-encoded,
 * by beacon), the button, form and overlay calls (JSON with the page fields and the visitor
 * cookie, 2.5 s timeout), the quick view, and the commerce events (`POST /api/census/events`).
 * Their answers are ignored and their failures silent.
 */
import { readCrumb } from '../context/cookies';
import type { AnalyticsContext } from './context';
import { HIT_EVENT, MAX_TEXT, type CommerceEventName } from './limits';
import type { CensusCall, EventContent, HitData, PageFields } from './schemas';
import { beacon, post } from './send';

/** The button and render calls' timeout. */
export const CENSUS_TIMEOUT_MS = 2500;

const cut = (text: string) => text.slice(0, MAX_TEXT);
const whole = (n: number) => (Number.isFinite(n) && n > 0 ? Math.min(Math.round(n), Number.MAX_SAFE_INTEGER) : 0);

/** Whether the page may use localStorage (a private window or a site policy may forbid it: reading it then throws). */
function localStorageSupported(win: Window): boolean {
  try {
    return typeof win.localStorage?.getItem === 'function';
  } catch {
    return false;
  }
}

/** The `data` of a page view, from the page, the window and the page context. */
export function hitData(context: AnalyticsContext, doc: Document, win: Window, now: number): HitData {
  const { location } = doc;
  return {
    websiteId: context.website.id ?? '',
    templateId: context.templateId ?? '',
    website_locale: (doc.documentElement.lang || win.navigator.language || 'en-US').slice(0, 35),
    userAgent: cut(win.navigator.userAgent),
    clientDate: whole(now),
    viewportInnerWidth: whole(win.innerWidth),
    viewportInnerHeight: whole(win.innerHeight),
    screenWidth: whole(win.screen?.width ?? 0),
    screenHeight: whole(win.screen?.height ?? 0),
    url: cut(location.href),
    title: cut(doc.title),
    itemId: context.item?.id ?? '',
    recordType: context.item?.recordType ?? null,
    collectionId: context.collection?.id ?? '',
    localStorageSupported: localStorageSupported(win),
    queryString: cut(location.search.replace(/^\?/, '')),
    referrer: cut(doc.referrer),
  };
}

/** Records the page view by beacon: form-encoded `event`, `data` (JSON text) and `ss_cvr`. */
export function recordHit(data: HitData, visitorCookie: string): void {
  beacon(
    '/api/census/RecordHit',
    new URLSearchParams({ event: HIT_EVENT, data: JSON.stringify(data), ss_cvr: visitorCookie }),
  );
}

/** One census call (button click or render, form render, overlay) with the page fields; its answer ignored. */
export function censusCall(
  call: CensusCall,
  page: PageFields,
  fields: Readonly<Record<string, string>>,
): Promise<unknown> {
  return post(`/api/census/${call}`, JSON.stringify({ ...fields, ...page }), { timeoutMs: CENSUS_TIMEOUT_MS });
}

/** A product's quick view opened. */
export function recordQuickView(productId: string, page: PageFields): Promise<unknown> {
  return post(`/api/census/RecordQuickView/${encodeURIComponent(productId)}`, JSON.stringify(page), {
    timeoutMs: CENSUS_TIMEOUT_MS,
  });
}

/**
 * A commerce event, with the CSRF header; not sent without a `crumb` cookie
 * (the platform would refuse it, and the refusal would only add noise to the visitor's console).
 */
export function sendEvent(eventName: CommerceEventName, eventContent: EventContent): Promise<unknown> {
  if (!readCrumb()) return Promise.resolve(null);
  return post('/api/census/events', JSON.stringify({ eventName, eventContent }), {
    timeoutMs: CENSUS_TIMEOUT_MS,
  });
}
