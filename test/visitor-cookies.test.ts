/**
 * The visitor cookies (src/analytics/visitor.ts): the `ss_cvr`
 * visitor record, the `ss_cvt` session and the `ss_cid` client id, with a fake clock.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearTrackingCookies,
  clientId,
  formatRecord,
  nextVisit,
  parseRecord,
  visit,
  type VisitorRecord,
} from '../src/analytics/visitor';
import { readCookie } from '../src/context/cookies';
import { recordCookieWrites } from './cookie-writes';

const T0 = Date.UTC(2025, 0, 15, 12);
const MINUTE = 60_000;
const DAY_S = 24 * 60 * 60;

/** An id function that counts its calls: `id-1`, `id-2`, ... */
function ids() {
  let count = 0;
  const next = vi.fn(() => `id-${++count}`);
  return next;
}

/** A record as the cookie holds it. */
const RECORD: VisitorRecord = {
  id: 'visitor_1-a',
  firstVisit: T0 - 30 * 24 * 60 * MINUTE,
  previousVisit: T0 - 7 * 24 * 60 * MINUTE,
  currentVisit: T0 - 2 * 24 * 60 * MINUTE,
  visitCount: 4,
};
const RECORD_TEXT = formatRecord(RECORD);

/**
 * A cookie's value, undefined when absent or emptied. (happy-dom keeps a `Max-Age=0` cookie, with
 * an empty value, until its clock moves on; a browser removes it at once.)
 */
const stored = (name: string) => readCookie(name, document.cookie) || undefined;

/**
 * Removes the cookies these tests write. happy-dom keeps an expired cookie until it is replaced
 * (it only hides it), so one written at a fake time would come back when a later test sets the
 * clock to that time again; an explicit removal replaces it.
 */
function forgetCookies() {
  for (const name of ['ss_cvr', 'ss_cvt', 'ss_cid', 'crumb', 'CART']) {
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
  forgetCookies();
});

afterEach(() => {
  // Back to the prototype's accessor (a test may have put its own on the document).
  delete (document as { cookie?: string }).cookie;
  forgetCookies();
  vi.useRealTimers();
});

describe('nextVisit, the state machine', () => {
  it('makes a new record with count 1 when there is none (first = previous = current = now)', () => {
    const newId = ids();
    const result = nextVisit({}, T0, true, newId);
    expect(result).toEqual({
      record: { id: 'id-1', firstVisit: T0, previousVisit: T0, currentVisit: T0, visitCount: 1 },
      start: 'new-visitor',
      persistent: true,
    });
    expect(newId).toHaveBeenCalledTimes(1);
  });

  it('makes a new record when only a session exists', () => {
    const result = nextVisit({ session: String(T0 - MINUTE) }, T0, true, ids());
    expect(result.start).toBe('new-visitor');
    expect(result.record).toMatchObject({ id: 'id-1', visitCount: 1, firstVisit: T0 });
  });

  it('counts a new visit when the record exists without a live session', () => {
    const newId = ids();
    const result = nextVisit({ record: RECORD_TEXT }, T0, true, newId);
    expect(result).toEqual({
      record: {
        id: RECORD.id,
        firstVisit: RECORD.firstVisit,
        previousVisit: RECORD.currentVisit,
        currentVisit: T0,
        visitCount: 5,
      },
      start: 'new-visit',
      persistent: true,
    });
    expect(newId).not.toHaveBeenCalled();
  });

  it('keeps the record unchanged within a live session', () => {
    const newId = ids();
    const result = nextVisit({ record: RECORD_TEXT, session: String(T0 - 5 * MINUTE) }, T0, true, newId);
    expect(result).toEqual({ record: RECORD, start: 'same-visit', persistent: true });
    expect(newId).not.toHaveBeenCalled();
  });

  it('keeps a count at the largest safe integer (the cookie stays readable)', () => {
    const record = formatRecord({ ...RECORD, visitCount: Number.MAX_SAFE_INTEGER });
    const result = nextVisit({ record }, T0, true, ids());
    expect(result.record.visitCount).toBe(Number.MAX_SAFE_INTEGER);
    expect(parseRecord(formatRecord(result.record))).toEqual(result.record);
  });

  describe('counts an invalid record as absent', () => {
    it.each([
      ['too few parts', 'abc|1|2|3'],
      ['too many parts', 'abc|1|2|3|4|5'],
      ['a zero time', 'abc|0|2|3|4'],
      ['a zero count', 'abc|1|2|3|0'],
      ['a negative number', 'abc|-1|2|3|4'],
      ['a number that is not whole', 'abc|1.5|2|3|4'],
      ['a part that is not a number', 'abc|1|two|3|4'],
      ['an exponent', 'abc|1e3|2|3|4'],
      ['an empty id', '|1|2|3|4'],
      ['an id with a dot', 'a.b|1|2|3|4'],
      ['an id with a space', 'a b|1|2|3|4'],
      ['an id with an encoded bar', 'a%7Cb|1|2|3|4'],
      ['an id longer than 64 characters', `${'a'.repeat(65)}|1|2|3|4`],
      ['a number beyond the largest safe integer (16 digits)', 'abc|9007199254740993|2|3|4'],
      ['a number of 17 digits', 'abc|1|2|3|12345678901234567'],
      ['an empty value', ''],
    ])('%s', (_, text) => {
      expect(parseRecord(text)).toBeUndefined();
      const result = nextVisit({ record: text, session: String(T0 - MINUTE) }, T0, true, ids());
      expect(result.start).toBe('new-visitor');
      expect(result.record).toEqual({
        id: 'id-1',
        firstVisit: T0,
        previousVisit: T0,
        currentVisit: T0,
        visitCount: 1,
      });
    });
  });

  describe('counts an invalid session as absent (a new visit)', () => {
    it.each([
      ['"0"', '0'],
      ['"abc"', 'abc'],
      ['a negative time', '-5'],
      ['a time that is not whole', '1.5'],
      ['a leading zero', '0123'],
      ['an empty value', ''],
      ['a number beyond the largest safe integer (16 digits)', '9007199254740993'],
      ['a number of 17 digits', '12345678901234567'],
    ])('%s', (_, session) => {
      const result = nextVisit({ record: RECORD_TEXT, session }, T0, true, ids());
      expect(result.start).toBe('new-visit');
      expect(result.record.visitCount).toBe(RECORD.visitCount + 1);
    });
  });

  it('uses a fresh record, each call, when tracking is not persistent, whatever the cookies say', () => {
    const newId = ids();
    const first = nextVisit({ record: RECORD_TEXT, session: String(T0 - MINUTE) }, T0, false, newId);
    const second = nextVisit({ record: RECORD_TEXT, session: String(T0 - MINUTE) }, T0 + MINUTE, false, newId);
    expect(first).toEqual({
      record: { id: 'id-1', firstVisit: T0, previousVisit: T0, currentVisit: T0, visitCount: 1 },
      start: 'new-visitor',
      persistent: false,
    });
    expect(second.record).toEqual({
      id: 'id-2',
      firstVisit: T0 + MINUTE,
      previousVisit: T0 + MINUTE,
      currentVisit: T0 + MINUTE,
      visitCount: 1,
    });
  });

  it('reads back what it formats', () => {
    expect(RECORD_TEXT).toBe(
      `${RECORD.id}|${RECORD.firstVisit}|${RECORD.previousVisit}|${RECORD.currentVisit}|${RECORD.visitCount}`,
    );
    expect(parseRecord(RECORD_TEXT)).toEqual(RECORD);
  });
});

describe('visit, on the document cookies', () => {
  it('writes a new record and a session for a new visitor', () => {
    const result = visit(document, Date.now(), true);
    expect(result.start).toBe('new-visitor');
    expect(result.record).toMatchObject({ firstVisit: T0, previousVisit: T0, currentVisit: T0, visitCount: 1 });
    expect(result.record.id).toMatch(/^[0-9a-f]{32}$/);
    expect(stored('ss_cvr')).toBe(formatRecord(result.record));
    expect(stored('ss_cvt')).toBe(String(T0));
  });

  it('counts a new visit when the record is there and the session is not', () => {
    document.cookie = `ss_cvr=${RECORD_TEXT}; path=/`;
    const result = visit(document, Date.now(), true);
    expect(result.start).toBe('new-visit');
    expect(stored('ss_cvr')).toBe(
      `${RECORD.id}|${RECORD.firstVisit}|${RECORD.currentVisit}|${T0}|${RECORD.visitCount + 1}`,
    );
    expect(stored('ss_cvt')).toBe(String(T0));
  });

  it('keeps the record and renews the session within a live session', () => {
    document.cookie = `ss_cvr=${RECORD_TEXT}; path=/`;
    document.cookie = `ss_cvt=${T0 - 10 * MINUTE}; path=/`;
    const writes = recordCookieWrites();
    const result = visit(document, Date.now(), true);
    expect(result).toEqual({ record: RECORD, start: 'same-visit', persistent: true });
    expect(stored('ss_cvr')).toBe(RECORD_TEXT);
    expect(writes.find((write) => write.name === 'ss_cvt')?.value).toBe(String(T0));
    expect(stored('ss_cvt')).toBe(String(T0));
  });

  it('replaces an invalid record with a new one', () => {
    document.cookie = 'ss_cvr=abc|1|2|3; path=/';
    document.cookie = `ss_cvt=${T0 - MINUTE}; path=/`;
    const result = visit(document, Date.now(), true);
    expect(result.start).toBe('new-visitor');
    expect(parseRecord(stored('ss_cvr'))).toEqual(result.record);
    expect(result.record.visitCount).toBe(1);
  });

  it('writes nothing and clears the tracking cookies when not persistent, with a fresh record each call', () => {
    document.cookie = `ss_cvr=${RECORD_TEXT}; path=/`;
    document.cookie = `ss_cvt=${T0 - MINUTE}; path=/`;
    document.cookie = 'ss_cid=client-1; path=/';
    document.cookie = 'crumb=keep-me; path=/';
    const writes = recordCookieWrites();

    const first = visit(document, Date.now(), false);
    const second = visit(document, Date.now(), false);

    expect(first.persistent).toBe(false);
    expect(first.record).toMatchObject({ firstVisit: T0, currentVisit: T0, visitCount: 1 });
    expect(second.record.visitCount).toBe(1);
    expect(second.record.id).not.toBe(first.record.id);
    expect(first.record.id).not.toBe(RECORD.id);
    // Only clearing writes: empty values that expire at once.
    expect(writes.length).toBeGreaterThan(0);
    for (const write of writes) {
      expect(write.value).toBe('');
      expect(write.attributes['max-age']).toBe('0');
    }
    vi.setSystemTime(T0 + 1);
    expect(stored('ss_cvr')).toBeUndefined();
    expect(stored('ss_cvt')).toBeUndefined();
    expect(stored('ss_cid')).toBeUndefined();
    expect(stored('crumb')).toBe('keep-me');
  });

  it('writes the record for 2 years and the session for 30 minutes, for the whole site, SameSite=Lax', () => {
    const writes = recordCookieWrites();
    visit(document, Date.now(), true);
    const record = writes.find((write) => write.name === 'ss_cvr');
    const session = writes.find((write) => write.name === 'ss_cvt');
    expect(record?.attributes).toMatchObject({ 'max-age': String(2 * 365 * DAY_S), path: '/', samesite: 'Lax' });
    expect(session?.attributes).toMatchObject({ 'max-age': String(30 * 60), path: '/', samesite: 'Lax' });
    // Plain http: not Secure.
    expect(record?.attributes).not.toHaveProperty('secure');
  });

  it('marks the cookies Secure on https', () => {
    const happyDOM = (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM;
    happyDOM.setURL('https://localhost:3000/shop');
    try {
      const writes = recordCookieWrites();
      visit(document, Date.now(), true);
      clientId(document, true);
      expect(writes.map((write) => write.name)).toEqual(['ss_cvr', 'ss_cvt', 'ss_cid']);
      for (const write of writes) expect(write.attributes).toHaveProperty('secure');
    } finally {
      happyDOM.setURL('http://localhost:3000/');
    }
  });
});

describe('visits over time', () => {
  it('keeps one visit while pages follow within 30 minutes, and counts a new one once the session has expired', () => {
    const first = visit(document, Date.now(), true);
    expect(first.start).toBe('new-visitor');

    vi.setSystemTime(T0 + 10 * MINUTE);
    expect(visit(document, Date.now(), true).start).toBe('same-visit');

    // 29 minutes after the last page (39 after the first): the renewed session still holds.
    vi.setSystemTime(T0 + 39 * MINUTE);
    expect(visit(document, Date.now(), true).start).toBe('same-visit');
    expect(stored('ss_cvt')).toBe(String(T0 + 39 * MINUTE));

    // 31 minutes without a page: the session cookie's Max-Age has run out.
    vi.setSystemTime(T0 + 70 * MINUTE);
    expect(stored('ss_cvt')).toBeUndefined();
    const next = visit(document, Date.now(), true);
    expect(next.start).toBe('new-visit');
    expect(next.record).toEqual({
      id: first.record.id,
      firstVisit: T0,
      previousVisit: T0,
      currentVisit: T0 + 70 * MINUTE,
      visitCount: 2,
    });
    expect(stored('ss_cvr')).toBe(formatRecord(next.record));
  });

  it('counts a new visit when the session cookie is deleted', () => {
    const first = visit(document, Date.now(), true);
    vi.setSystemTime(T0 + 5 * MINUTE);
    document.cookie = 'ss_cvt=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    const next = visit(document, Date.now(), true);
    expect(next.start).toBe('new-visit');
    expect(next.record).toMatchObject({
      id: first.record.id,
      previousVisit: T0,
      currentVisit: T0 + 5 * MINUTE,
      visitCount: 2,
    });
  });

  it('keeps the record for 2 years, not a day more', () => {
    visit(document, Date.now(), true);
    vi.setSystemTime(T0 + (2 * 365 * DAY_S - 1) * 1000);
    expect(stored('ss_cvr')).toBeDefined();
    vi.setSystemTime(T0 + (2 * 365 * DAY_S + 1) * 1000);
    expect(stored('ss_cvr')).toBeUndefined();
    expect(visit(document, Date.now(), true).start).toBe('new-visitor');
  });
});

describe('clientId, the analytics client id', () => {
  it('makes a new id and keeps it for 390 days', () => {
    const writes = recordCookieWrites();
    const id = clientId(document, true);
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(stored('ss_cid')).toBe(id);
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatchObject({ name: 'ss_cid', value: id });
    expect(writes[0]?.attributes).toMatchObject({ 'max-age': String(390 * DAY_S), path: '/', samesite: 'Lax' });
  });

  it('keeps the stored id and renews it for another 390 days', () => {
    document.cookie = 'ss_cid=client-1_x; path=/';
    vi.setSystemTime(T0 + 389 * DAY_S * 1000);
    const writes = recordCookieWrites();
    expect(clientId(document, true)).toBe('client-1_x');
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatchObject({ name: 'ss_cid', value: 'client-1_x' });
    expect(writes[0]?.attributes['max-age']).toBe(String(390 * DAY_S));
    expect(clientId(document, true)).toBe('client-1_x');
  });

  it('replaces a stored id of the wrong shape', () => {
    document.cookie = 'ss_cid=not.an.id; path=/';
    const id = clientId(document, true);
    expect(id).not.toBe('not.an.id');
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(stored('ss_cid')).toBe(id);
  });

  it('uses a fresh id per page and stores nothing when not persistent', () => {
    document.cookie = 'ss_cid=client-1; path=/';
    const writes = recordCookieWrites();
    const first = clientId(document, false);
    const second = clientId(document, false);
    expect(first).not.toBe('client-1');
    expect(second).not.toBe(first);
    expect(writes).toEqual([]);
  });
});

describe('clearTrackingCookies', () => {
  it('clears the record, the session and the client id, and nothing else', () => {
    document.cookie = `ss_cvr=${RECORD_TEXT}; path=/`;
    document.cookie = `ss_cvt=${T0}; path=/`;
    document.cookie = 'ss_cid=client-1; path=/';
    document.cookie = 'CART=cart-1; path=/';
    const writes = recordCookieWrites();
    clearTrackingCookies(document);
    expect(writes.map((write) => [write.name, write.value, write.attributes['max-age']])).toEqual([
      ['ss_cvr', '', '0'],
      ['ss_cvt', '', '0'],
      ['ss_cid', '', '0'],
    ]);
    vi.setSystemTime(T0 + 1);
    expect(stored('ss_cvr')).toBeUndefined();
    expect(stored('ss_cvt')).toBeUndefined();
    expect(stored('ss_cid')).toBeUndefined();
    expect(stored('CART')).toBe('cart-1');
  });
});
