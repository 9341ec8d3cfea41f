/**
 * The visitor cookies: `ss_cvr`, the visitor record (an id, then
 * the first, previous and current visit times and the visit count, separated by `|`; 2 years),
 * `ss_cvt`, the session (the time of the last page; 30 minutes), and `ss_cid`, the analytics
 * client id (390 days). `nextVisit` is the state machine, without a clock or a document of its
 * own; `visit` applies it to the page's cookies.
 */
import { readCookie } from '../context/cookies';
import { VISITOR_RECORD_PATTERN } from './limits';

/** The visitor record cookie. */
export const VISITOR_COOKIE = 'ss_cvr';
/** The session cookie. */
export const SESSION_COOKIE = 'ss_cvt';
/** The analytics client id cookie. */
export const CLIENT_ID_COOKIE = 'ss_cid';
/** Every cookie the library writes for tracking (cleared on request). */
export const TRACKING_COOKIES = [VISITOR_COOKIE, SESSION_COOKIE, CLIENT_ID_COOKIE] as const;

const DAY = 24 * 60 * 60;
/** Lifetimes in seconds. */
export const LIFETIME = { [VISITOR_COOKIE]: 2 * 365 * DAY, [SESSION_COOKIE]: 30 * 60, [CLIENT_ID_COOKIE]: 390 * DAY };

/** The visitor record. Times are ms since 1970. */
export interface VisitorRecord {
  readonly id: string;
  readonly firstVisit: number;
  readonly previousVisit: number;
  readonly currentVisit: number;
  readonly visitCount: number;
}

/** The record as its cookie holds it. */
export function formatRecord(record: VisitorRecord): string {
  const { id, firstVisit, previousVisit, currentVisit, visitCount } = record;
  return [id, firstVisit, previousVisit, currentVisit, visitCount].join('|');
}

/** A record from its cookie text; undefined for anything but an id and four positive integers. */
export function parseRecord(text: string | undefined): VisitorRecord | undefined {
  if (!text || !VISITOR_RECORD_PATTERN.test(text)) return undefined;
  const [id, ...numbers] = text.split('|') as [string, ...string[]];
  const [firstVisit, previousVisit, currentVisit, visitCount] = numbers.map(Number) as [number, number, number, number];
  if (![firstVisit, previousVisit, currentVisit, visitCount].every(Number.isSafeInteger)) return undefined;
  return { id, firstVisit, previousVisit, currentVisit, visitCount };
}

/** A session cookie's time; undefined for anything but a positive integer. */
export function parseSession(text: string | undefined): number | undefined {
  if (!text || !/^[1-9]\d{0,15}$/.test(text)) return undefined;
  const time = Number(text);
  return Number.isSafeInteger(time) ? time : undefined;
}

/** What the tracking cookies hold, raw. */
export interface TrackingCookies {
  readonly record?: string | undefined;
  readonly session?: string | undefined;
}

/** How a visit started. */
export type VisitStart = 'new-visitor' | 'new-visit' | 'same-visit';

/** The outcome of one page. */
export interface Visit {
  readonly record: VisitorRecord;
  readonly start: VisitStart;
  /** Whether the cookies are written (false under a restrictive policy, or on a cloneable site). */
  readonly persistent: boolean;
}

/**
 * One page's step of the state machine:
 * - not persistent: a fresh record with count 1, whatever the cookies say (nothing is stored);
 * - no valid record: a new one with count 1 (first = previous = current = now);
 * - a valid record and no valid session: a new visit, count plus one, previous = the old current,
 *   current = now;
 * - a valid record and a live session: the same visit, the record unchanged.
 * The session is renewed every time (the caller writes it with its 30 minutes).
 */
export function nextVisit(cookies: TrackingCookies, now: number, persistent: boolean, newId: () => string): Visit {
  const fresh = (): VisitorRecord => ({
    id: newId(),
    firstVisit: now,
    previousVisit: now,
    currentVisit: now,
    visitCount: 1,
  });
  if (!persistent) return { record: fresh(), start: 'new-visitor', persistent };
  const record = parseRecord(cookies.record);
  if (!record) return { record: fresh(), start: 'new-visitor', persistent };
  if (parseSession(cookies.session) !== undefined) return { record, start: 'same-visit', persistent };
  return {
    record: {
      ...record,
      previousVisit: record.currentVisit,
      currentVisit: now,
      visitCount: Math.min(record.visitCount + 1, Number.MAX_SAFE_INTEGER),
    },
    start: 'new-visit',
    persistent,
  };
}

/** A random id of 32 hex digits. */
export function randomId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function writeCookie(doc: Document, name: string, value: string, maxAge: number): void {
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${name}=${value}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`;
}

/** Clears every tracking cookie of the document. */
export function clearTrackingCookies(doc: Document = document): void {
  for (const name of TRACKING_COOKIES) writeCookie(doc, name, '', 0);
}

/**
 * Runs the state machine on the document's cookies and writes the result (the record for 2 years,
 * the session for 30 minutes). Not persistent: clears any tracking cookie and writes none.
 */
export function visit(doc: Document, now: number, persistent: boolean): Visit {
  const jar = doc.cookie;
  const result = nextVisit(
    { record: readCookie(VISITOR_COOKIE, jar), session: readCookie(SESSION_COOKIE, jar) },
    now,
    persistent,
    randomId,
  );
  if (!persistent) {
    clearTrackingCookies(doc);
    return result;
  }
  writeCookie(doc, VISITOR_COOKIE, formatRecord(result.record), LIFETIME[VISITOR_COOKIE]);
  writeCookie(doc, SESSION_COOKIE, String(now), LIFETIME[SESSION_COOKIE]);
  return result;
}

/** The analytics client id: the stored one (renewed for 390 days), a new stored one, or, not persistent, a fresh one per page. */
export function clientId(doc: Document, persistent: boolean): string {
  if (!persistent) return randomId();
  const stored = readCookie(CLIENT_ID_COOKIE, doc.cookie);
  const id = stored && /^[\w-]{1,64}$/.test(stored) ? stored : randomId();
  writeCookie(doc, CLIENT_ID_COOKIE, id, LIFETIME[CLIENT_ID_COOKIE]);
  return id;
}
