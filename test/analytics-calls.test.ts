/**
 * The census calls on the wire (src/analytics/census.ts and send.ts): what each one sends, how
 * (beacon, fetch), and that every failure is silent to the visitor. Each body is checked against
 * the schema the dev platform validates it with.
 */
import { delay, http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hitData } from '../src/analytics/census';
import { censusCall, recordHit, recordQuickView, sendEvent } from '../src/api/events';
import { AnalyticsContextSchema, pageFields } from '../src/analytics/context';
import {
  ButtonCensusSchema,
  CommerceEventSchema,
  FormRenderCensusSchema,
  HitDataSchema,
  OverlayCensusSchema,
  PerformanceBatchSchema,
  QuickViewCensusSchema,
  VisitorCookieSchema,
  type PageFields,
  type PerformanceBatch,
} from '../src/analytics/schemas';
import { beacon } from '../src/api/beacon';
import { server } from './setup';

const NOW = Date.UTC(2025, 0, 15, 12);
const VISITOR = `0123456789abcdef0123456789abcdef|${NOW - 86_400_000}|${NOW - 3_600_000}|${NOW}|3`;

/** One request the platform received. */
interface Captured {
  readonly url: URL;
  readonly request: Request;
  readonly text: string;
}

let captured: Captured[];

/** Answers POSTs to `path` (an msw path pattern) with `reply`, keeping each request. */
function capture(
  path: string,
  reply: () => Response | Promise<Response> = () => new HttpResponse(null, { status: 204 }),
) {
  server.use(
    http.post(`*${path}`, async ({ request }) => {
      captured.push({ url: new URL(request.url), request, text: await request.clone().text() });
      return reply();
    }),
  );
}

/** Lets pending requests reach their handlers (real ticks; timers may be fake). */
async function settle(): Promise<void> {
  for (let i = 0; i < 30; i++) await new Promise((resolve) => setImmediate(resolve));
}

/** Every `fetch` the code makes from now on (the request still goes to msw). */
function spyOnFetch() {
  const realFetch = globalThis.fetch;
  const spy = vi.fn((input: RequestInfo | URL, init?: RequestInit) => realFetch(input, init));
  vi.stubGlobal('fetch', spy);
  return spy;
}

/** The beacons queued from now on; the browser accepts them (or not, with `accept` false). */
function spyOnBeacon(accept = true) {
  return vi.spyOn(navigator, 'sendBeacon').mockImplementation(() => accept);
}

const context = v.parse(AnalyticsContextSchema, {
  website: { id: 'w1' },
  templateId: 't1',
  item: { id: 'i1', title: 'Mug', recordType: 11 },
  collection: { id: 'c1', title: 'Shop', permissionType: 1 },
});

function page(): PageFields {
  return pageFields(context, document, VISITOR);
}

beforeEach(() => {
  captured = [];
  history.replaceState(null, '', '/shop/p/mug?color=blue');
  document.title = 'Mug';
});

afterEach(() => {
  delete (navigator as { sendBeacon?: unknown }).sendBeacon;
  vi.unstubAllGlobals();
  vi.useRealTimers();
  history.replaceState(null, '', '/');
});

describe('recordHit: the page view', () => {
  it('sends form-encoded event=View, data (JSON text) and ss_cvr by beacon', () => {
    const send = spyOnBeacon();
    const fetchSpy = spyOnFetch();
    const data = hitData(context, document, window, NOW);
    recordHit(data, VISITOR);

    expect(send).toHaveBeenCalledTimes(1);
    const [url, body] = send.mock.calls[0]!;
    expect(url).toBe('http://localhost:3000/api/census/RecordHit');
    expect(body).toBeInstanceOf(URLSearchParams);
    const form = body as URLSearchParams;
    expect([...form.keys()].sort()).toEqual(['data', 'event', 'ss_cvr']);
    expect(form.get('event')).toBe('View');
    expect(form.get('ss_cvr')).toBe(VISITOR);
    expect(v.parse(VisitorCookieSchema, form.get('ss_cvr'))).toBe(VISITOR);
    const sent = v.parse(HitDataSchema, JSON.parse(form.get('data')!));
    expect(sent).toEqual(data);
    expect(sent).toMatchObject({ websiteId: 'w1', itemId: 'i1', url: 'http://localhost:3000/shop/p/mug?color=blue' });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('falls back to fetch with keepalive when the browser refuses the beacon', async () => {
    const send = spyOnBeacon(false);
    const fetchSpy = spyOnFetch();
    capture('/api/census/RecordHit');
    recordHit(hitData(context, document, window, NOW), VISITOR);
    await settle();

    expect(send).toHaveBeenCalledTimes(1);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(fetchSpy.mock.calls[0]![1]).toMatchObject({ method: 'POST', keepalive: true, credentials: 'same-origin' });
    expect(captured).toHaveLength(1);
    const [call] = captured;
    expect(call!.url.pathname).toBe('/api/census/RecordHit');
    expect(call!.request.headers.get('content-type')).toMatch(/^application\/x-www-form-urlencoded/);
    const form = new URLSearchParams(call!.text);
    expect(form.get('event')).toBe('View');
    expect(form.get('ss_cvr')).toBe(VISITOR);
    expect(() => v.parse(HitDataSchema, JSON.parse(form.get('data')!))).not.toThrow();
  });

  it('falls back to fetch with keepalive where sendBeacon is missing', async () => {
    Object.defineProperty(navigator, 'sendBeacon', { value: undefined, configurable: true });
    const fetchSpy = spyOnFetch();
    capture('/api/census/RecordHit');
    recordHit(hitData(context, document, window, NOW), VISITOR);
    await settle();

    expect(fetchSpy.mock.calls[0]![1]).toMatchObject({ keepalive: true });
    expect(captured).toHaveLength(1);
    expect(new URLSearchParams(captured[0]!.text).get('event')).toBe('View');
  });

  it('falls back to fetch when sendBeacon throws', async () => {
    vi.spyOn(navigator, 'sendBeacon').mockImplementation(() => {
      throw new TypeError('Illegal invocation');
    });
    capture('/api/census/RecordHit');
    recordHit(hitData(context, document, window, NOW), VISITOR);
    await settle();
    expect(captured).toHaveLength(1);
  });

  it('goes by keepalive fetch with the crumb as X-CSRF-Token when there is one (a beacon carries no header)', async () => {
    document.cookie = 'crumb=token 789; path=/';
    try {
      const send = spyOnBeacon();
      const fetchSpy = spyOnFetch();
      capture('/api/census/RecordHit');
      recordHit(hitData(context, document, window, NOW), VISITOR);
      await settle();
      expect(send).not.toHaveBeenCalled();
      expect(fetchSpy.mock.calls[0]![1]).toMatchObject({ method: 'POST', keepalive: true });
      expect(captured).toHaveLength(1);
      expect(captured[0]!.request.headers.get('x-csrf-token')).toBe('token 789');
      expect(new URLSearchParams(captured[0]!.text).get('ss_cvr')).toBe(VISITOR);
    } finally {
      document.cookie = 'crumb=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    }
  });

  it('falls back to the beacon, without the header, when that fetch fails', async () => {
    document.cookie = 'crumb=token 789; path=/';
    try {
      const send = spyOnBeacon();
      capture('/api/census/RecordHit', () => HttpResponse.error());
      recordHit(hitData(context, document, window, NOW), VISITOR);
      await settle();
      expect(captured).toHaveLength(1);
      expect(send).toHaveBeenCalledTimes(1);
      const [url, body] = send.mock.calls[0]!;
      expect(url).toBe('http://localhost:3000/api/census/RecordHit');
      expect((body as URLSearchParams).get('event')).toBe('View');
    } finally {
      document.cookie = 'crumb=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    }
  });
});

describe('beacon with JSON: the performance batch', () => {
  const batch: PerformanceBatch = {
    websiteId: 'w1',
    pagePath: '/shop/p/mug',
    pageType: 50,
    records: [{ kind: 'vital', name: 'LCP', value: 1200, rating: 'good', id: 'v1-1', navigationType: 'navigate' }],
  };

  it('queues the JSON as an application/json blob', async () => {
    const send = spyOnBeacon();
    beacon('/api/1/performance/records', JSON.stringify(batch));
    const [url, body] = send.mock.calls[0]!;
    expect(url).toBe('http://localhost:3000/api/1/performance/records');
    expect(body).toBeInstanceOf(Blob);
    expect((body as Blob).type).toBe('application/json');
    expect(v.parse(PerformanceBatchSchema, JSON.parse(await (body as Blob).text()))).toEqual(batch);
  });

  it('falls back to fetch with keepalive, still as application/json', async () => {
    spyOnBeacon(false);
    const fetchSpy = spyOnFetch();
    capture('/api/1/performance/records');
    beacon('/api/1/performance/records', JSON.stringify(batch));
    await settle();
    expect(fetchSpy.mock.calls[0]![1]).toMatchObject({ keepalive: true });
    expect(captured[0]!.request.headers.get('content-type')).toMatch(/^application\/json/);
    expect(v.parse(PerformanceBatchSchema, JSON.parse(captured[0]!.text))).toEqual(batch);
  });
});

describe('censusCall: button, form and overlay calls', () => {
  it('sends a button click as JSON: its own fields and the page fields with the visitor cookie', async () => {
    capture('/api/census/:call');
    const fields = { buttonType: 'sq-add-to-cart', buttonText: 'Add To Cart', productId: 'p1' };
    await censusCall('button-click', page(), fields);

    expect(captured).toHaveLength(1);
    const [call] = captured;
    expect(call!.url.pathname).toBe('/api/census/button-click');
    expect(call!.request.headers.get('content-type')).toMatch(/^application\/json/);
    const body = v.parse(ButtonCensusSchema, JSON.parse(call!.text));
    expect(body).toEqual({
      ...fields,
      visitorCookie: VISITOR,
      websiteId: 'w1',
      pageTitle: 'Mug',
      pageId: 'i1',
      contentSource: 'i',
      pagePath: '/shop/p/mug',
      pagePermissionTypeValue: 1,
    });
  });

  it('sends the crumb cookie back as X-CSRF-Token, as on every call that is not a GET', async () => {
    document.cookie = 'crumb=token%20456; path=/';
    capture('/api/census/:call');
    await censusCall('overlay', page(), { overlayType: 'quick-view' });
    capture('/api/census/RecordQuickView/:id');
    await recordQuickView('p1', page());
    expect(captured.map((call) => call.request.headers.get('x-csrf-token'))).toEqual(['token 456', 'token 456']);
  });

  it('sends a button render to its own path', async () => {
    capture('/api/census/:call');
    await censusCall('button-render', page(), { buttonType: 'sq-add-to-cart', buttonText: 'Add To Cart' });
    expect(captured[0]!.url.pathname).toBe('/api/census/button-render');
    expect(() => v.parse(ButtonCensusSchema, JSON.parse(captured[0]!.text))).not.toThrow();
  });

  it('sends a form render with its form id', async () => {
    capture('/api/census/:call');
    await censusCall('form-render', page(), { formId: 'form-1' });
    expect(captured[0]!.url.pathname).toBe('/api/census/form-render');
    expect(v.parse(FormRenderCensusSchema, JSON.parse(captured[0]!.text))).toMatchObject({
      formId: 'form-1',
      visitorCookie: VISITOR,
    });
  });

  it('sends an overlay with its type', async () => {
    capture('/api/census/:call');
    await censusCall('overlay', page(), { overlayType: 'cart-drawer' });
    expect(captured[0]!.url.pathname).toBe('/api/census/overlay');
    expect(v.parse(OverlayCensusSchema, JSON.parse(captured[0]!.text))).toMatchObject({
      overlayType: 'cart-drawer',
      contentSource: 'i',
    });
  });

  it("does not let a call's own fields replace the page fields", async () => {
    capture('/api/census/:call');
    await censusCall('overlay', page(), { overlayType: 'cart-drawer', visitorCookie: 'forged', pageId: 'other' });
    expect(JSON.parse(captured[0]!.text)).toMatchObject({ visitorCookie: VISITOR, pageId: 'i1' });
  });

  it('gives up at 2.5 s, resolving', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    capture('/api/census/:call', async () => {
      await delay('infinite');
      return new HttpResponse(null, { status: 204 });
    });
    let result: unknown = 'pending';
    const done = censusCall('button-click', page(), { buttonType: 'b', buttonText: 't' }).then((value) => {
      result = value;
    });
    await settle();
    expect(captured).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(2499);
    await settle();
    expect(result).toBe('pending');
    expect(captured[0]!.request.signal.aborted).toBe(false);

    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(result).toBeNull();
    expect(captured[0]!.request.signal.aborted).toBe(true);
  });
});

describe('recordQuickView', () => {
  it("posts the page fields to the product's path, the id encoded", async () => {
    capture('/api/census/RecordQuickView/:id');
    await recordQuickView('prod/1 ?', page());
    expect(captured).toHaveLength(1);
    expect(captured[0]!.url.pathname).toBe('/api/census/RecordQuickView/prod%2F1%20%3F');
    expect(v.parse(QuickViewCensusSchema, JSON.parse(captured[0]!.text))).toEqual(page());
  });
});

describe('sendEvent: commerce events', () => {
  it('posts { eventName, eventContent } as JSON with the CSRF header from the crumb cookie', async () => {
    document.cookie = 'crumb=token%20123; path=/';
    capture('/api/census/events');
    const content = { productId: 'p1', productName: 'Mug', sku: 'SQ-1', price: 12.5, currency: 'USD' };
    await sendEvent('add_to_cart', content);

    expect(captured).toHaveLength(1);
    const [call] = captured;
    expect(call!.request.headers.get('x-csrf-token')).toBe('token 123');
    expect(call!.request.headers.get('content-type')).toMatch(/^application\/json/);
    expect(v.parse(CommerceEventSchema, JSON.parse(call!.text))).toEqual({
      eventName: 'add_to_cart',
      eventContent: content,
    });
  });

  it('is not sent without a crumb cookie (the platform would refuse it), resolving', async () => {
    capture('/api/census/events');
    await expect(sendEvent('view_cart', { count: 2 })).resolves.toBeNull();
    await settle();
    expect(captured).toEqual([]);
  });
});

describe('failures are silent: an analytics call that fails never reaches the visitor', () => {
  const failures = [
    ['a network error', () => HttpResponse.error(), null],
    ['a 500', () => HttpResponse.json({ message: 'Oops.' }, { status: 500 }), 500],
  ] as const;

  const calls = [
    ['censusCall', () => censusCall('button-click', page(), { buttonType: 'b', buttonText: 't' })],
    ['recordQuickView', () => recordQuickView('p1', page())],
    ['sendEvent', () => sendEvent('add_to_cart', { productId: 'p1' })],
  ] as const;

  for (const [failure, reply, status] of failures) {
    for (const [name, run] of calls) {
      it(`${name} resolves after ${failure}, without console.error`, async () => {
        document.cookie = 'crumb=token-123; path=/';
        const consoleError = vi.spyOn(console, 'error');
        capture('/api/census/*', reply);
        // Resolves (to the answer, which the caller ignores, or to null without one).
        const result = (await run()) as Response | null;
        expect(result === null ? null : result.status).toBe(status);
        expect(captured).toHaveLength(1);
        expect(consoleError).not.toHaveBeenCalled();
      });
    }

    it(`recordHit's fallback ends quietly after ${failure}`, async () => {
      const consoleError = vi.spyOn(console, 'error');
      spyOnBeacon(false);
      capture('/api/census/RecordHit', reply);
      expect(() => recordHit(hitData(context, document, window, NOW), VISITOR)).not.toThrow();
      await settle();
      expect(captured).toHaveLength(1);
      expect(consoleError).not.toHaveBeenCalled();
    });
  }

  it('resolves to null when the request cannot be made at all', async () => {
    document.cookie = 'crumb=token-123; path=/';
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(sendEvent('add_to_cart', {})).resolves.toBeNull();
    await expect(censusCall('overlay', page(), { overlayType: 'x' })).resolves.toBeNull();
  });
});
