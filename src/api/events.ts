/**
 * The analytics calls (census and events): the page view (`POST /api/census/RecordHit`,
 * form-encoded, by beacon), the button, form and overlay calls (JSON with the page fields and the
 * visitor cookie, 2.5 s timeout), the quick view, the commerce events (`POST /api/census/events`),
 * the performance records (by beacon) and the error reports. Each body has its valibot schema in
 * src/api/event-bodies.ts, which the dev platform validates with. Their answers are ignored and
 * their failures silent.
 */
import { readCrumb } from '../context/cookies';
import { HIT_EVENT, type CommerceEventName } from '../analytics/limits';
import { beacon, post } from './beacon';
import type { CensusCall, ErrorReport, EventContent, HitData, PageFields, PerformanceBatch } from './event-bodies';

/** The button and render calls' timeout. */
export const CENSUS_TIMEOUT_MS = 2500;

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

/** Sends a batch of performance records by beacon (`POST /api/1/performance/records`), so a page being left still sends it. */
export function sendPerformance(batch: PerformanceBatch): void {
  beacon('/api/1/performance/records', JSON.stringify(batch));
}

/**
 * Sends error reports (`POST /api/events/RecordJavascriptErrors`, keepalive) with the CSRF header,
 * so not without a `crumb` cookie (the platform would refuse them): null then.
 */
export function sendErrorReports(reports: readonly ErrorReport[]): Promise<Response | null> | null {
  return readCrumb() ? post('/api/events/RecordJavascriptErrors', JSON.stringify(reports), { keepalive: true }) : null;
}
