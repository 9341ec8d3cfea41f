/**
 * The analytics module on a page (src/analytics/start.ts): `start(document, window)` with the
 * platform mocked (msw) and beacons caught: the page view, the messages the elements left,
 * analytics turned off, the config area, the cookie policy, error reporting and the feature flags.
 */
import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { channel, track, trackEvent } from '../src/analytics/channel';
import {
  ButtonCensusSchema,
  CommerceEventSchema,
  ErrorReportsSchema,
  FlagInitializeRequestSchema,
  FlagLogRequestSchema,
  HitDataSchema,
  PerformanceBatchSchema,
  QuickViewCensusSchema,
  VisitorCookieSchema,
  type EventContent,
  type FlagExposure,
} from '../src/analytics/schemas';
import { CLEAR_TRACKING_EVENT, REPLAY_PER_TASK, STARTED_MARK, start } from '../src/analytics/start';
import { loadAndStart, startAnalytics } from '../src/analytics/schedule';
import { formatRecord, parseRecord } from '../src/analytics/visitor';
import { readCookie } from '../src/context/cookies';
import { parsePageContext } from '../src/context/page-context';
import type { FlagsChangeDetail } from '../src/events';
import { flag, getBooleanDetails } from '../src/flags/flags';
import { reportError } from '../src/lib/report';
import { setPageContext } from '../stores/page-context';
import { server } from './setup';
import { recordCookieWrites } from './cookie-writes';

const T0 = Date.UTC(2025, 0, 15, 12);

/** A request the platform received. */
interface Call {
  readonly path: string;
  readonly request: Request;
  readonly text: string;
}

/** A beacon the page queued. */
interface Beacon {
  readonly path: string;
  readonly data: unknown;
}

let calls: Call[];
let beacons: Beacon[];

const callsTo = (path: string) => calls.filter((call) => call.path === path);
/**
 * What the page sent to `path` so that it still goes as the page is left: a beacon (no crumb
 * cookie), or a keepalive fetch carrying the crumb (the body as a beacon would hold it).
 */
const sentTo = (path: string): Beacon[] => [
  ...beacons.filter((beacon) => beacon.path === path),
  ...callsTo(path).map((call) => ({
    path,
    data: call.request.headers.get('content-type')?.startsWith('application/x-www-form-urlencoded')
      ? new URLSearchParams(call.text)
      : new Blob([call.text], { type: 'application/json' }),
  })),
];
const json = (call: Call | undefined): any => JSON.parse(call!.text);

/** The mocked platform: every endpoint the analytics module calls. */
function platform({ flags = { 'new-cart': true } as Record<string, boolean> } = {}) {
  const keep = async (request: Request) => {
    calls.push({ path: new URL(request.url).pathname, request, text: await request.clone().text() });
  };
  const accepted = async ({ request }: { request: Request }) => {
    await keep(request);
    return new HttpResponse(null, { status: 204 });
  };
  server.use(
    http.post('*/api/census/RecordHit', accepted),
    http.post('*/api/census/events', accepted),
    http.post('*/api/census/RecordQuickView/:id', accepted),
    http.post('*/api/census/:call', accepted),
    http.post('*/api/1/performance/records', accepted),
    http.post('*/api/events/RecordJavascriptErrors', accepted),
    http.get('*/api/rest/websites/mine', async ({ request }) => {
      await keep(request);
      return HttpResponse.json({ experimentContext: { plan: 'business' } });
    }),
    http.post('*/api/flags/initialize', async ({ request }) => {
      await keep(request);
      return HttpResponse.json({ flags });
    }),
    http.post('*/api/flags/log-event', accepted),
  );
}

/** Puts the page context block in the document. */
function givenContext(context: Record<string, unknown>): void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'sq-page-context';
  script.textContent = JSON.stringify(context);
  document.body.append(script);
}

const SHOP = {
  website: { id: 'w1' },
  templateId: 't1',
  pageType: 50,
  item: { id: 'i1', title: 'Mug', recordType: 11 },
  collection: { id: 'c1', title: 'Shop', permissionType: 1 },
};

/** Lets requests reach their handlers and answers come back (timers due now run; the clock stays). */
async function settle(): Promise<void> {
  for (let i = 0; i < 20; i++) {
    await vi.advanceTimersByTimeAsync(0);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * Starts the module and lets its tasks run: it records the page view, starts the collector and
 * loads the flags in tasks of their own (when idle: a 1 ms timer in happy-dom, which has no
 * requestIdleCallback), so the clock moves a few ms on.
 */
async function startPage(): Promise<void> {
  start(document, window);
  await advance(START_TASKS_MS);
}

/** Enough for the start's tasks to run. */
const START_TASKS_MS = 10;

/** Moves the fake clock on, letting requests finish on the way. */
async function advance(ms: number): Promise<void> {
  await vi.advanceTimersByTimeAsync(ms);
  await settle();
}

/** A cookie's value; undefined when absent or emptied (happy-dom keeps a `Max-Age=0` cookie until its clock moves on). */
const stored = (name: string) => readCookie(name, document.cookie) || undefined;

/**
 * Removes the cookies these tests write. happy-dom keeps an expired cookie (hidden) until it is
 * replaced, so one written at the fake time would come back in a later test at that time.
 */
function forgetCookies() {
  for (const name of ['ss_cvr', 'ss_cvt', 'ss_cid', 'crumb']) {
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

/** The page view the page sent: its form fields. */
function hit(): URLSearchParams {
  const [sent] = sentTo('/api/census/RecordHit');
  expect(sent?.data).toBeInstanceOf(URLSearchParams);
  return sent!.data as URLSearchParams;
}

beforeEach(() => {
  calls = [];
  beacons = [];
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(T0);
  forgetCookies();
  localStorage.clear();
  // A platform page's session: events and error reports carry its CSRF token.
  document.cookie = 'crumb=crumb-token; path=/';
  history.replaceState(null, '', '/shop/p/mug');
  document.title = 'Mug';
  vi.spyOn(navigator, 'sendBeacon').mockImplementation((url, data) => {
    beacons.push({ path: new URL(String(url)).pathname, data });
    return true;
  });
});

afterEach(() => {
  delete (document as { cookie?: string }).cookie;
  forgetCookies();
  localStorage.clear();
  vi.useRealTimers();
  history.replaceState(null, '', '/');
});

describe('the page view', () => {
  it('is recorded once, even when start is called twice', async () => {
    platform();
    givenContext(SHOP);
    await startPage();
    start(document, window);
    await advance(START_TASKS_MS);

    expect(sentTo('/api/census/RecordHit')).toHaveLength(1);
    const form = hit();
    expect(form.get('event')).toBe('View');
    const data = v.parse(HitDataSchema, JSON.parse(form.get('data')!));
    expect(data).toMatchObject({
      websiteId: 'w1',
      templateId: 't1',
      itemId: 'i1',
      recordType: 11,
      collectionId: 'c1',
      url: 'http://localhost:3000/shop/p/mug',
      title: 'Mug',
      clientDate: T0,
    });
    // The visitor record it carries is the one now in the cookie: a new visitor's.
    const visitor = v.parse(VisitorCookieSchema, form.get('ss_cvr'));
    expect(stored('ss_cvr')).toBe(visitor);
    expect(parseRecord(visitor)).toMatchObject({ firstVisit: T0, currentVisit: T0, visitCount: 1 });
    expect(stored('ss_cvt')).toBe(String(T0));
    expect(stored('ss_cid')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('counts a returning visitor as a new visit', async () => {
    platform();
    givenContext(SHOP);
    const earlier = {
      id: 'visitor-1',
      firstVisit: T0 - 9e8,
      previousVisit: T0 - 5e8,
      currentVisit: T0 - 1e8,
      visitCount: 2,
    };
    document.cookie = `ss_cvr=${formatRecord(earlier)}; path=/`;
    await startPage();

    expect(parseRecord(hit().get('ss_cvr')!)).toEqual({
      ...earlier,
      previousVisit: earlier.currentVisit,
      currentVisit: T0,
      visitCount: 3,
    });
  });

  it('is not recorded on the search page, where events still are', async () => {
    platform();
    givenContext(SHOP);
    history.replaceState(null, '', '/search');
    await startPage();
    trackEvent('add_to_cart', { productId: 'p1' });
    await settle();
    expect(sentTo('/api/census/RecordHit')).toEqual([]);
    expect(callsTo('/api/census/events')).toHaveLength(1);
  });

  it('is not recorded for a signed-in admin', async () => {
    platform();
    givenContext({ ...SHOP, authenticatedAccount: { id: 'a1' }, websiteRoles: [1] });
    await startPage();
    expect(sentTo('/api/census/RecordHit')).toEqual([]);
  });
});

describe('messages the elements left', () => {
  it('are delivered after start: events, census calls and quick views, with the page fields', async () => {
    platform();
    givenContext(SHOP);
    trackEvent('add_to_cart', { productId: 'p1', price: 12.5, currency: 'USD' });
    track({
      type: 'census',
      call: 'button-click',
      fields: { buttonType: 'sq-add-to-cart', buttonText: 'Add To Cart' },
    });
    track({ type: 'quick-view', productId: 'p1' });
    expect(channel().waiting).toHaveLength(3);
    await settle();
    expect(calls).toEqual([]);

    await startPage();

    expect(channel().waiting).toEqual([]);
    const [event] = callsTo('/api/census/events');
    expect(v.parse(CommerceEventSchema, json(event))).toEqual({
      eventName: 'add_to_cart',
      eventContent: { productId: 'p1', price: 12.5, currency: 'USD' },
    });
    const visitorCookie = stored('ss_cvr');
    expect(v.parse(ButtonCensusSchema, json(callsTo('/api/census/button-click')[0]))).toMatchObject({
      buttonType: 'sq-add-to-cart',
      visitorCookie,
      websiteId: 'w1',
      pageId: 'i1',
      contentSource: 'i',
      pagePath: '/shop/p/mug',
    });
    expect(v.parse(QuickViewCensusSchema, json(callsTo('/api/census/RecordQuickView/p1')[0]))).toMatchObject({
      visitorCookie,
    });
  });

  it(`are sent ${REPLAY_PER_TASK} a task, in the order they happened, before the page view; then the start is marked done`, async () => {
    platform();
    givenContext(SHOP);
    performance.clearMarks(STARTED_MARK);
    for (let i = 0; i < 25; i += 1) trackEvent('add_to_cart', { productId: `p${i}`, price: 1, currency: 'USD' });
    const productIds = () => callsTo('/api/census/events').map((call) => json(call).eventContent.productId);
    start(document, window);
    await settle();
    expect(productIds()).toEqual([]);
    await advance(1);
    expect(productIds()).toHaveLength(REPLAY_PER_TASK);
    // One that happens meanwhile waits behind the rest.
    trackEvent('add_to_cart', { productId: 'late', price: 1, currency: 'USD' });
    await advance(1);
    expect(productIds()).toHaveLength(2 * REPLAY_PER_TASK);
    await advance(1);
    expect(productIds()).toEqual([...Array.from({ length: 25 }, (_, i) => `p${i}`), 'late']);
    expect(sentTo('/api/census/RecordHit')).toEqual([]);
    expect(performance.getEntriesByName(STARTED_MARK)).toHaveLength(0);
    await advance(START_TASKS_MS);
    expect(sentTo('/api/census/RecordHit')).toHaveLength(1);
    expect(performance.getEntriesByName(STARTED_MARK)).toHaveLength(1);
  });

  it('are all sent at once when the page is hidden before their turn', async () => {
    platform();
    givenContext(SHOP);
    for (let i = 0; i < 25; i += 1) trackEvent('add_to_cart', { productId: `p${i}`, price: 1, currency: 'USD' });
    start(document, window);
    window.dispatchEvent(new Event('pagehide'));
    await settle();
    expect(callsTo('/api/census/events')).toHaveLength(25);
  });

  it('are sent as they happen once started', async () => {
    platform();
    givenContext(SHOP);
    await startPage();
    trackEvent('view_cart', { count: 2 });
    await settle();
    expect(callsTo('/api/census/events').map((call) => json(call).eventName)).toEqual(['view_cart']);
  });
});

describe('performance', () => {
  it('sends the batch 30 s after load, so that it goes even as the page is left', async () => {
    platform();
    givenContext(SHOP);
    stubNavigationTiming();
    await startPage();
    await advance(30_000 - 2 * START_TASKS_MS);
    expect(sentTo('/api/1/performance/records')).toEqual([]);
    await advance(2 * START_TASKS_MS);

    const [batch] = sentTo('/api/1/performance/records');
    expect(batch?.data).toBeInstanceOf(Blob);
    const body = v.parse(PerformanceBatchSchema, JSON.parse(await (batch!.data as Blob).text()));
    expect(body).toMatchObject({ websiteId: 'w1', pagePath: '/shop/p/mug', pageType: 50 });
    expect(body.records.some((record) => record.kind === 'page-speed')).toBe(true);
  });
});

/** Gives the page a navigation timing entry (happy-dom has none), so the collector has a page-speed report. */
function stubNavigationTiming() {
  const original = performance.getEntriesByType.bind(performance);
  const getEntriesByType = vi.spyOn(performance, 'getEntriesByType') as unknown as {
    mockImplementation(implementation: (type: string) => PerformanceEntryList): void;
  };
  getEntriesByType.mockImplementation((type: string) =>
    type === 'navigation'
      ? ([
          {
            entryType: 'navigation',
            name: location.href,
            startTime: 0,
            responseStart: 100,
            domContentLoadedEventEnd: 500,
            loadEventEnd: 900,
            transferSize: 1000,
            activationStart: 0,
            type: 'navigate',
          },
        ] as unknown as PerformanceEntryList)
      : original(type),
  );
}

describe('messages that come once it runs', () => {
  /** Lets the network answer without letting any timer run. */
  async function withoutTimers(): Promise<void> {
    for (let i = 0; i < 10; i++) await new Promise((resolve) => setImmediate(resolve));
  }

  it('go once the task that made them has painted, and at once when the page is hidden', async () => {
    platform();
    givenContext(SHOP);
    await startPage();
    const sent = () =>
      callsTo('/api/census/events').map((call) => (json(call) as { eventContent: unknown }).eventContent);
    expect(sent()).toEqual([]);

    trackEvent('add_to_cart', { productId: 'p1' });
    await withoutTimers();
    expect(sent(), 'not in the task that tracked it (a press paints first)').toEqual([]);
    await settle();
    expect(sent()).toEqual([{ productId: 'p1' }]);

    trackEvent('add_to_cart', { productId: 'p2' });
    window.dispatchEvent(new Event('pagehide'));
    await withoutTimers();
    expect(sent(), 'the page may not come back: sent without waiting for a task').toEqual([
      { productId: 'p1' },
      { productId: 'p2' },
    ]);
  });
});

describe('analytics disabled', () => {
  it('sends no page view, no event, no performance batch and writes no tracking cookie, but still reports errors', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    platform();
    givenContext({ ...SHOP, analyticsDisabled: true });
    stubNavigationTiming();
    const writes = recordCookieWrites();
    trackEvent('add_to_cart', { productId: 'p1' });
    track({ type: 'census', call: 'button-render', fields: { buttonType: 'b', buttonText: 't' } });

    start(document, window);
    trackEvent('view_cart', {});
    flag('new-cart');
    reportError(new Error('Failed to read subscription context'));
    await advance(61_000);

    // Flags still load (the elements need their values), but reads are not logged: that is analytics.
    expect(callsTo('/api/flags/initialize')).toHaveLength(1);
    expect(callsTo('/api/flags/log-event')).toEqual([]);

    expect(sentTo('/api/census/RecordHit')).toEqual([]);
    expect(sentTo('/api/1/performance/records')).toEqual([]);
    expect(calls.filter((call) => call.path.startsWith('/api/census/'))).toEqual([]);
    expect(callsTo('/api/1/performance/records')).toEqual([]);
    expect(writes.filter((write) => write.name.startsWith('ss_'))).toEqual([]);
    expect(stored('ss_cvr')).toBeUndefined();
    expect(stored('ss_cid')).toBeUndefined();

    const [report] = callsTo('/api/events/RecordJavascriptErrors');
    expect(v.parse(ErrorReportsSchema, json(report))[0]!.data.message).toBe('Failed to read subscription context');
    expect(consoleError).toHaveBeenCalledTimes(1);
  });
});

describe('the config area', () => {
  it('sends no page view and no events', async () => {
    platform();
    givenContext(SHOP);
    history.replaceState(null, '', '/config/pages');
    trackEvent('add_to_cart', { productId: 'p1' });
    await startPage();
    track({ type: 'census', call: 'overlay', fields: { overlayType: 'cart' } });
    track({ type: 'quick-view', productId: 'p1' });
    await settle();

    expect(sentTo('/api/census/RecordHit')).toEqual([]);
    expect(calls.filter((call) => call.path.startsWith('/api/census/'))).toEqual([]);
  });
});

describe('the cookie policy', () => {
  it('under a restrictive policy: clears the tracking cookies, writes none, and sends the hit with a fresh record', async () => {
    platform();
    givenContext({ ...SHOP, cookieSettings: { isRestrictiveCookiePolicyEnabled: true } });
    const old = formatRecord({
      id: 'old-visitor',
      firstVisit: T0 - 9e8,
      previousVisit: T0 - 5e8,
      currentVisit: T0 - 1e8,
      visitCount: 7,
    });
    document.cookie = `ss_cvr=${old}; path=/`;
    document.cookie = `ss_cvt=${T0 - 60_000}; path=/`;
    document.cookie = 'ss_cid=client-1; path=/';
    const writes = recordCookieWrites();

    await startPage();

    expect(writes.filter((write) => write.name.startsWith('ss_') && write.value !== '')).toEqual([]);
    expect(stored('ss_cvr')).toBeUndefined();
    expect(stored('ss_cvt')).toBeUndefined();
    expect(stored('ss_cid')).toBeUndefined();

    const record = parseRecord(v.parse(VisitorCookieSchema, hit().get('ss_cvr')));
    expect(record).toMatchObject({ firstVisit: T0, previousVisit: T0, currentVisit: T0, visitCount: 1 });
    expect(record?.id).not.toBe('old-visitor');
    // Nor is the stored client id the flag user.
    expect(json(callsTo('/api/flags/initialize')[0]).user.userID).not.toBe('client-1');
  });

  it('clears the tracking cookies on sq-clear-tracking-cookies', async () => {
    platform();
    givenContext(SHOP);
    await startPage();
    expect(stored('ss_cvr')).toBeDefined();
    expect(stored('ss_cid')).toBeDefined();
    document.cookie = 'crumb=keep; path=/';

    document.dispatchEvent(new Event(CLEAR_TRACKING_EVENT));
    await advance(1);

    expect(stored('ss_cvr')).toBeUndefined();
    expect(stored('ss_cvt')).toBeUndefined();
    expect(stored('ss_cid')).toBeUndefined();
    expect(stored('crumb')).toBe('keep');
  });
});

describe('error reporting', () => {
  it('sends a reported error after 1 s, with the CSRF header', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    platform();
    givenContext(SHOP);
    await startPage();

    const reportedAt = Date.now();
    reportError(new Error('Failed to read subscription context'), { productId: 'p1', element: 'sq-subscription' });
    await advance(999);
    expect(callsTo('/api/events/RecordJavascriptErrors')).toEqual([]);
    await advance(1);

    const [call] = callsTo('/api/events/RecordJavascriptErrors');
    expect(call?.request.headers.get('x-csrf-token')).toBe('crumb-token');
    expect(v.parse(ErrorReportsSchema, json(call))).toEqual([
      {
        event: 'reported',
        data: expect.objectContaining({
          message: 'Failed to read subscription context',
          pagePath: '/shop/p/mug',
          context: { productId: 'p1', element: 'sq-subscription' },
        }),
        timestamp: reportedAt,
      },
    ]);
    expect(consoleError).toHaveBeenCalledWith('storefront-elements: Failed to read subscription context', {
      productId: 'p1',
      element: 'sq-subscription',
    });
  });

  it('sends no report without a crumb cookie (the platform would refuse it)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    document.cookie = 'crumb=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    platform();
    givenContext(SHOP);
    await startPage();
    reportError(new Error('no session'));
    await advance(5000);
    expect(callsTo('/api/events/RecordJavascriptErrors')).toEqual([]);
  });

  it('swallows a tracking failure and reports it, with what was being tracked', async () => {
    platform();
    givenContext(SHOP);
    await startPage();
    // Content that cannot be written as JSON: sending the event throws inside the analytics module.
    const content = {
      toJSON: () => {
        throw new Error('unwritable content');
      },
    } as unknown as EventContent;
    expect(() => trackEvent('add_to_cart', content)).not.toThrow();
    await advance(1000);
    const [report] = callsTo('/api/events/RecordJavascriptErrors');
    expect(json(report)[0]).toMatchObject({
      event: 'reported',
      data: { message: 'unwritable content', context: { tracking: 'event' } },
    });
    expect(callsTo('/api/census/events')).toEqual([]);
  });

  it('sends errors reported before start', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    platform();
    givenContext(SHOP);
    reportError(new Error('early'));
    await startPage();
    await advance(1000);
    expect(json(callsTo('/api/events/RecordJavascriptErrors')[0])[0].data.message).toBe('early');
  });

  it("reports an uncaught error from the library's scripts, not one from the site's", async () => {
    platform();
    givenContext(SHOP);
    await startPage();

    // A script under the library's folder, which start.ts takes as `new URL('../', import.meta.url)`
    // of src/analytics/start.ts: src/. (In a DOM environment Vitest resolves `new URL('…',
    // import.meta.url)` against the page instead, its vitest:normalize-url plugin; written the same
    // way here, this address is under the folder start.ts computes either way.)
    const libraryScript = new URL(/* @vite-ignore */ '../src/runtime/start.js', import.meta.url).href;
    const siteScript = 'https://assets.example.net/site.js';
    const ours = new Error('library failure');
    ours.stack = `Error: library failure\n    at ${libraryScript}:10:5`;
    const theirs = new Error('site failure');
    theirs.stack = `Error: site failure\n    at ${siteScript}:3:7`;
    window.dispatchEvent(
      new ErrorEvent('error', {
        message: 'Uncaught Error: library failure',
        filename: libraryScript,
        lineno: 10,
        colno: 5,
        error: ours,
      }),
    );
    window.dispatchEvent(
      new ErrorEvent('error', {
        message: 'Uncaught Error: site failure',
        filename: siteScript,
        lineno: 3,
        colno: 7,
        error: theirs,
      }),
    );
    await advance(1000);

    const calls = callsTo('/api/events/RecordJavascriptErrors');
    expect(calls).toHaveLength(1);
    const reports = v.parse(ErrorReportsSchema, json(calls[0]));
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({
      event: 'uncaught-error',
      data: { message: 'library failure', source: libraryScript, line: 10, column: 5 },
    });
  });
});

describe('feature flags', () => {
  it('announces Loading then Ready, and flag() moves from the page context to the service', async () => {
    platform({ flags: { 'new-cart': true } });
    givenContext(SHOP);
    setPageContext(parsePageContext('{"flags": {"new-cart": false, "page-only": true}}'), false);
    const changes: FlagsChangeDetail[] = [];
    document.addEventListener('sq-flags-change', (event) => changes.push(event.detail));

    expect(getBooleanDetails('new-cart')).toEqual({ flagKey: 'new-cart', value: false, reason: 'STATIC' });
    expect(getBooleanDetails('unknown')).toEqual({ flagKey: 'unknown', value: false, reason: 'DEFAULT' });
    expect(getBooleanDetails('unknown', true).value).toBe(true);
    // Loosely typed flags read as the template engine reads a boolean.
    setPageContext(parsePageContext('{"flags": {"new-cart": "false", "page-only": "true", "one": 1}}'), false);
    expect(getBooleanDetails('page-only')).toEqual({ flagKey: 'page-only', value: true, reason: 'STATIC' });
    expect(getBooleanDetails('one').value).toBe(true);
    setPageContext(parsePageContext('{"flags": {"new-cart": false, "page-only": true}}'), false);

    await startPage();

    expect(changes).toEqual([
      { status: 'Loading', flags: null },
      { status: 'Ready', flags: { 'new-cart': true } },
    ]);
    expect(flag('new-cart')).toBe(true);
    expect(getBooleanDetails('new-cart').reason).toBe('TARGETING_MATCH');
    expect(getBooleanDetails('page-only')).toEqual({ flagKey: 'page-only', value: true, reason: 'STATIC' });
    expect(getBooleanDetails('unknown').reason).toBe('DEFAULT');

    const [initialize] = callsTo('/api/flags/initialize');
    expect(v.parse(FlagInitializeRequestSchema, json(initialize)).user).toEqual({
      userID: stored('ss_cid'),
      custom: { websiteId: 'w1', experiment: { plan: 'business' } },
    });
  });

  it("targets with the signed-in account's guild flags and circle tier", async () => {
    platform();
    givenContext({
      ...SHOP,
      authenticatedAccount: { id: 'a1', guildFlags: ['beta'], circleTier: 2 },
      websiteRoles: [10],
    });
    await startPage();
    const [initialize] = callsTo('/api/flags/initialize');
    expect(v.parse(FlagInitializeRequestSchema, json(initialize)).user.custom).toMatchObject({
      websiteId: 'w1',
      guildFlags: ['beta'],
      circleTier: 2,
    });
  });

  it('keeps the page context values when the service cannot be reached', async () => {
    platform();
    server.use(http.post('*/api/flags/initialize', () => HttpResponse.json({ message: 'Nope.' }, { status: 404 })));
    givenContext(SHOP);
    setPageContext(parsePageContext('{"flags": {"new-cart": false}}'), false);
    await startPage();
    expect(channel().flags.status).toBe('Ready');
    expect(getBooleanDetails('new-cart')).toEqual({ flagKey: 'new-cart', value: false, reason: 'STATIC' });
  });

  it('logs each flag read once as an exposure, 10 s after the client starts', async () => {
    platform({ flags: { 'new-cart': true } });
    givenContext(SHOP);
    setPageContext(parsePageContext('{"flags": {"new-cart": false}}'), false);

    // Read before start (page context), several times.
    flag('new-cart');
    flag('new-cart');
    flag('unknown');
    await startPage();
    // Read after the service answered, several times.
    flag('new-cart');
    flag('new-cart');
    flag('unknown');
    // The client starts (and its 10 s flush timer with it) once the experiment context is in,
    // within the start's tasks.
    await advance(10_000 - 2 * START_TASKS_MS);
    expect(callsTo('/api/flags/log-event')).toEqual([]);
    await advance(2 * START_TASKS_MS);

    const logs = callsTo('/api/flags/log-event');
    expect(logs).toHaveLength(1);
    const { events } = v.parse(FlagLogRequestSchema, json(logs[0]));
    const summary = (event: FlagExposure) => [event.flag, event.value, event.reason];
    expect(events.map(summary)).toEqual([
      ['new-cart', false, 'page-context'],
      ['unknown', false, 'default'],
      ['new-cart', true, 'service'],
    ]);
    for (const event of events) {
      expect(event).toMatchObject({ eventName: 'flag_exposure', userID: stored('ss_cid') });
    }

    // Nothing read since: nothing more logged.
    await advance(30_000);
    expect(callsTo('/api/flags/log-event')).toHaveLength(1);
  });
});

describe('startAnalytics', () => {
  it('starts the module after the page is interactive, once', async () => {
    platform();
    givenContext(SHOP);
    startAnalytics(window);
    expect(sentTo('/api/census/RecordHit')).toEqual([]);
    await advance(1);
    await vi.waitFor(() => expect(channel().sink).toBeDefined(), { interval: 1, timeout: 5000 });
    await advance(START_TASKS_MS);
    expect(sentTo('/api/census/RecordHit')).toHaveLength(1);
  });
});

describe('loadAndStart', () => {
  it('evaluates the module in one idle task and starts it in the next, never both in one task', async () => {
    const idle: (() => void)[] = [];
    const win = {
      document,
      requestIdleCallback: (run: () => void) => idle.push(run),
      setTimeout: () => 0,
    } as unknown as Window;
    const started = vi.fn();
    const load = vi.fn(() => Promise.resolve({ start: started }));
    loadAndStart(win, load);
    expect(load).not.toHaveBeenCalled();
    idle.shift()?.();
    expect(load).toHaveBeenCalledTimes(1);
    // The module has arrived (its promise settled, microtasks run): its start waits for another idle task.
    await Promise.resolve();
    await Promise.resolve();
    expect(started).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    idle.shift()?.();
    expect(started).toHaveBeenCalledTimes(1);
    expect(started).toHaveBeenCalledWith(document, win);
  });
});
