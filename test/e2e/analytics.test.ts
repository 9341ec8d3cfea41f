/**
 * Visitor analytics in a real browser against the demo shop: the page view with its fields and the
 * visitor cookies' state machine (same visit while `ss_cvt` lives, a new visit without it); the
 * rules that leave a page out (the config area, the 404 page, `?analytics=off`); the performance
 * beacon sent when the page is hidden; no tracking cookie under a restrictive cookie policy, and
 * `sq-clear-tracking-cookies`; the library's error reported once, 1 s after it (debounced), never
 * the site's own; and the feature flags loaded for the `ss_cid` visitor. What the shop stored is
 * read back through `GET /api/analytics/summary` (the server is shared by every file, so the checks
 * compare before and after, or look for this test's own visitor).
 */
import type { BrowserContext, Page, Request } from 'playwright-core';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { demoProductJson } from '../../demo/products';
import { EXPERIMENT_CONTEXT, initializeFlags } from '../../server/flags';
import type { AnalyticsReport } from '../../server/analytics-report';
import {
  ErrorReportsSchema,
  FlagInitializeRequestSchema,
  HitDataSchema,
  PerformanceBatchSchema,
  VISITOR_RECORD_PATTERN,
  type HitData,
} from '../../src/analytics/schemas';
import { SEND_DEBOUNCE_MS } from '../../src/analytics/errors';
import { baseUrl, callLog, expectTimer, recordCalls, signInAsOwner, useBrowser } from './support';

const fresh = useBrowser();

/** src/analytics/start.ts's `STARTED_MARK`: made once every start task has run. */
const STARTED_MARK = 'storefront-elements: analytics started';

const HIT = '/api/census/RecordHit';
const PERFORMANCE = '/api/1/performance/records';
const ERRORS = '/api/events/RecordJavascriptErrors';
const FLAGS = '/api/flags/initialize';
const TRACKING_COOKIES = ['ss_cvr', 'ss_cvt', 'ss_cid'];

const TOTE = demoProductJson('canvas-tote');
const STORE_ITEM = 11;

/** A POST to `path` (the path exactly, whatever the query). */
const isCall = (path: string) => (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === path;

/** The addresses of some requests (for readable failures). */
const urls = (requests: readonly Request[]) => requests.map((request) => request.url());

/** Every POST to `path` the page makes from now on. */
function collect(page: Page, path: string): Request[] {
  const seen: Request[] = [];
  const matches = isCall(path);
  page.on('request', (request) => {
    if (matches(request)) seen.push(request);
  });
  return seen;
}

/** Waits until the analytics module has run all its start tasks (its performance measures). */
async function analyticsStarted(page: Page): Promise<void> {
  await page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, STARTED_MARK);
}

/** JSON text checked against the schema the platform checks it with (failing with every issue's path); its value. */
function valid<const Schema extends v.GenericSchema>(schema: Schema, json: string | null): v.InferOutput<Schema> {
  expect(json, 'a request body').not.toBeNull();
  const parsed = v.safeParse(schema, JSON.parse(json ?? 'null'));
  if (!parsed.success) {
    throw new Error(
      `body breaks its schema: ${parsed.issues.map((i) => `${v.getDotPath(i)}: ${i.message}`).join('; ')}`,
    );
  }
  return parsed.output;
}

/** A page view's form fields. */
interface Hit {
  readonly event: string | null;
  readonly record: string;
  readonly data: HitData;
}

/** Reads a RecordHit request's form-encoded body; its `data` must pass the platform's schema. */
function hitOf(request: Request): Hit {
  expect(request.headers()['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
  const form = new URLSearchParams(request.postData() ?? '');
  const data = valid(HitDataSchema, form.get('data') ?? null);
  return { event: form.get('event'), record: form.get('ss_cvr') ?? '', data };
}

/** `id|first|previous|current|count` as numbers. */
function recordParts(record: string) {
  const [id = '', first, previous, current, count] = record.split('|');
  return { id, first: Number(first), previous: Number(previous), current: Number(current), count: Number(count) };
}

/** The context's tracking cookies by name. */
async function trackingCookies(context: BrowserContext): Promise<Record<string, string>> {
  const cookies = await context.cookies();
  return Object.fromEntries(
    cookies.filter((cookie) => TRACKING_COOKIES.includes(cookie.name)).map((cookie) => [cookie.name, cookie.value]),
  );
}

/** The owner's report's numbers, as the signed-in owner's page fetches them. */
async function summary(): Promise<AnalyticsReport> {
  const { page } = await fresh.owner();
  const { status, body } = await page.evaluate(async () => {
    const response = await fetch('/api/analytics/summary');
    return { status: response.status, body: (await response.json()) as unknown };
  });
  expect(status).toBe(200);
  return body as AnalyticsReport;
}

/** Opens `path`, returning the page view it sent (set up before the navigation). */
async function openWithHit(page: Page, path: string, navigate?: () => Promise<unknown>): Promise<Request> {
  const [request] = await Promise.all([page.waitForRequest(isCall(HIT)), navigate ? navigate() : page.goto(path)]);
  return request;
}

describe('page views', () => {
  it('records a page view with its fields, and counts a new visit only when the session is gone', async () => {
    const { context, page, expectNoErrors } = await fresh();

    // The first page: a new visitor (count 1, first = previous = current).
    const before = Date.now();
    const firstRequest = await openWithHit(page, '/shop/p/canvas-tote?utm_source=e2e');
    const first = hitOf(firstRequest);
    expect(first.event).toBe('View');
    expect(first.record).toMatch(VISITOR_RECORD_PATTERN);
    const record = recordParts(first.record);
    expect(record.count).toBe(1);
    expect(record.first).toBe(record.current);
    expect(record.previous).toBe(record.current);
    expect(record.current).toBeGreaterThanOrEqual(before - 1000);
    expect(record.current).toBeLessThanOrEqual(Date.now() + 1000);
    expect((await trackingCookies(context)).ss_cvr).toBe(first.record);
    expect((await trackingCookies(context)).ss_cvt).toMatch(/^[1-9]\d*$/);

    const { data } = first;
    expect(data).toMatchObject({
      websiteId: 'demo-site',
      templateId: 'fieldhouse',
      url: `${baseUrl()}/shop/p/canvas-tote?utm_source=e2e`,
      title: await page.title(),
      itemId: TOTE.id,
      recordType: STORE_ITEM,
      collectionId: TOTE.collectionId,
      localStorageSupported: true,
      referrer: '',
      queryString: 'utm_source=e2e',
      userAgent: await page.evaluate(() => navigator.userAgent),
    });
    expect(data.title).toContain('Canvas Tote');
    expect(data.collectionId).not.toBe('');
    for (const size of ['viewportInnerWidth', 'viewportInnerHeight', 'screenWidth', 'screenHeight'] as const) {
      expect(data[size], size).toBeGreaterThan(0);
    }
    expect(data.viewportInnerWidth).toBe(1280);
    expect(Math.abs(data.clientDate - record.current)).toBeLessThan(5);

    // The shop kept it.
    expect((await firstRequest.response())?.status()).toBe(204);
    const stored = (await summary()).recentHits.find((hit) => hit.visitorId === record.id);
    expect(stored).toMatchObject({ path: '/shop/p/canvas-tote', visitCount: 1, title: data.title, referrer: '' });

    // A second page within the session (`ss_cvt` live): the same visit, the record unchanged.
    const secondRequest = await openWithHit(page, '/shop/p/linen-shirt', () =>
      page.evaluate(() => location.assign('/shop/p/linen-shirt')),
    );
    const second = hitOf(secondRequest);
    expect(second.record).toBe(first.record);
    expect(second.data.referrer).toBe(`${baseUrl()}/shop/p/canvas-tote?utm_source=e2e`);
    expect(second.data.itemId).toBe(demoProductJson('linen-shirt').id);
    expect(second.data.queryString).toBe('');
    expect((await trackingCookies(context)).ss_cvr).toBe(first.record);

    // Without the session cookie: a new visit, count 2, previous = the old current.
    await context.clearCookies({ name: 'ss_cvt' });
    expect((await trackingCookies(context)).ss_cvt).toBeUndefined();
    const third = hitOf(await openWithHit(page, '/'));
    const renewed = recordParts(third.record);
    expect(renewed).toMatchObject({ id: record.id, first: record.first, previous: record.current, count: 2 });
    expect(renewed.current).toBeGreaterThan(record.current);
    expect(third.data).toMatchObject({ itemId: '', recordType: null, url: `${baseUrl()}/` });
    const cookies = await trackingCookies(context);
    expect(cookies.ss_cvr).toBe(third.record);
    expect(Number(cookies.ss_cvt)).toBe(renewed.current);
    expectNoErrors();
  });
});

describe('rules', () => {
  /**
   * Opens `path` and waits for the whole start (the page view, had there been one, went out two
   * tasks before the last), then for a round trip through the page's network; returns the page
   * views sent.
   */
  async function openAndSettle(page: Page, path: string): Promise<Request[]> {
    const hits = collect(page, HIT);
    await page.goto(path);
    await analyticsStarted(page);
    expect(await page.evaluate(() => fetch('/api/rest/websites/mine').then((response) => response.status))).toBe(200);
    return hits;
  }

  it('sends no page view from the config area or the 404 page', async () => {
    const { page, expectNoErrors } = await fresh();
    // Neither the sign-in page nor the owner's report.
    const all = collect(page, HIT);
    await signInAsOwner(page, '/config/analytics');
    expect(urls(await openAndSettle(page, '/config/analytics'))).toEqual([]);
    expect(urls(all)).toEqual([]);
    const response404 = page.waitForResponse((response) => new URL(response.url()).pathname === '/no-such-page');
    const hits = await openAndSettle(page, '/no-such-page');
    expect((await response404).status()).toBe(404);
    expect(await page.evaluate(() => document.title)).toMatch(/not found/i);
    expect(urls(hits)).toEqual([]);
    // The 404 itself is the one console error.
    expectNoErrors(/Failed to load resource: the server responded with a status of 404/);
  });

  it('with ?analytics=off sends no page view, no performance records and writes no visitor cookie', async () => {
    const { context, page, expectNoErrors } = await fresh();
    const performanceCalls = collect(page, PERFORMANCE);
    const hits = await openAndSettle(page, '/shop/p/canvas-tote?analytics=off');
    // Even a hidden page (which sends what was measured) sends nothing.
    await hide(page);
    await page.goto('/cart?analytics=off');
    await analyticsStarted(page);
    expect(urls(hits)).toEqual([]);
    expect(urls(performanceCalls)).toEqual([]);
    expect(await trackingCookies(context)).toEqual({});
    expectNoErrors();
  });
});

/** The platform's web-vital thresholds (good, poor); TTFB's are web-vitals' own. */
const THRESHOLDS = { TTFB: [800, 1800], FCP: [1800, 3000] } as const;

/** How a value rates: up to good is good, above poor is poor, between needs improvement. */
function rating(name: keyof typeof THRESHOLDS, value: number): string {
  const [good, poor] = THRESHOLDS[name];
  return value <= good ? 'good' : value > poor ? 'poor' : 'needs-improvement';
}

/** Makes the page hidden the way a tab switch does: `visibilityState` "hidden", then `visibilitychange`. */
async function hide(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

describe('performance', () => {
  it('sends the measured web vitals by beacon when the page is hidden, and the shop keeps them', async () => {
    const { page, expectNoErrors } = await fresh();
    const before = await summary();
    const calls = collect(page, PERFORMANCE);
    // Chromium hands a beacon's Blob body to Playwright only for a request it intercepts.
    await page.route(`**${PERFORMANCE}`, (route) => route.continue());
    await page.goto('/shop/p/canvas-tote');
    await analyticsStarted(page);
    // FCP and TTFB are known before any hiding; wait until the browser has both.
    await page.waitForFunction(
      () =>
        performance.getEntriesByName('first-contentful-paint').length > 0 &&
        performance.getEntriesByType('navigation').length > 0,
    );
    expect(urls(calls)).toEqual([]);

    const [request] = await Promise.all([page.waitForRequest(isCall(PERFORMANCE)), hide(page)]);
    const batch = valid(PerformanceBatchSchema, request.postData());
    expect(batch).toMatchObject({ websiteId: 'demo-site', pagePath: '/shop/p/canvas-tote', pageType: 50 });
    const vitals = new Map(
      batch.records.flatMap((record) => (record.kind === 'vital' ? [[record.name, record] as const] : [])),
    );
    for (const name of ['TTFB', 'FCP'] as const) {
      const vital = vitals.get(name);
      expect(vital, `${name} in ${JSON.stringify(batch.records)}`).toBeDefined();
      expect(vital?.value).toBeGreaterThan(0);
      expect(vital?.rating, name).toBe(rating(name, vital!.value));
    }
    expect(batch.records.some((record) => record.kind === 'page-speed')).toBe(true);
    expect((await request.response())?.status()).toBe(204);

    const after = await summary();
    const samples = (report: AnalyticsReport, name: string) =>
      report.vitals.find((vital) => vital.name === name)?.samples ?? 0;
    for (const name of vitals.keys()) {
      expect(samples(after, name) - samples(before, name), name).toBeGreaterThanOrEqual(1);
    }
    // Hiding again sends nothing new (the batch went once).
    await hide(page);
    // A round trip through the page's network after it: a beacon would have gone out before.
    expect(await page.evaluate(() => fetch('/api/rest/websites/mine').then((response) => response.status))).toBe(200);
    expect(urls(calls)).toHaveLength(1);
    expectNoErrors();
  });
});

describe('cookies', () => {
  it('writes no tracking cookie under a restrictive cookie policy and clears the old ones', async () => {
    const { context, page, expectNoErrors } = await fresh();
    const old = `oldvisitor|1700000000000|1700000000000|1700000000000|3`;
    await context.addCookies(
      [
        ['ss_cvr', old],
        ['ss_cvt', String(Date.now() - 60_000)],
        ['ss_cid', 'old-client-id'],
      ].map(([name, value]) => ({ name: name!, value: value!, url: baseUrl() })),
    );
    expect(Object.keys(await trackingCookies(context)).sort()).toEqual([...TRACKING_COOKIES].sort());

    const flags = page.waitForRequest(isCall(FLAGS));
    const hit = hitOf(await openWithHit(page, '/?cookie-policy=restrictive'));
    await analyticsStarted(page);
    expect(await trackingCookies(context)).toEqual({});
    const record = recordParts(hit.record);
    expect(hit.record).toMatch(VISITOR_RECORD_PATTERN);
    expect(record.count).toBe(1);
    expect(record.id).not.toBe('oldvisitor');
    expect(record.first).toBe(record.current);
    // The flag user is a fresh id per page, not the old client id.
    const { user } = valid(FlagInitializeRequestSchema, (await flags).postData());
    expect(user.userID).not.toBe('old-client-id');
    expect(await trackingCookies(context)).toEqual({});
    expectNoErrors();
  });

  it('clears the tracking cookies on sq-clear-tracking-cookies', async () => {
    const { context, page, expectNoErrors } = await fresh();
    await page.goto('/shop/p/canvas-tote');
    await analyticsStarted(page);
    expect(Object.keys(await trackingCookies(context)).sort()).toEqual([...TRACKING_COOKIES].sort());
    await page.evaluate(() => document.dispatchEvent(new CustomEvent('sq-clear-tracking-cookies')));
    expect(await trackingCookies(context)).toEqual({});
    expect(await page.evaluate(() => document.cookie)).not.toMatch(/ss_c(vr|vt|id)=/);
    expectNoErrors();
  });
});

describe('error reports', () => {
  it("reports the library's error once, 1 s later, with the CSRF header; never the site's own", async () => {
    const { context, page, pageErrors, expectNoErrors } = await fresh();
    const reports = collect(page, ERRORS);
    const before = await summary();
    await page.goto('/shop/p/canvas-tote');
    await analyticsStarted(page);

    // The site's own script throws: not the library's, not reported.
    const siteError = page.waitForEvent('pageerror');
    await page.addScriptTag({ content: "setTimeout(() => { throw new Error('site bug') })" });
    expect((await siteError).message).toBe('site bug');

    // A product block inserted later whose subscription has no billing period: the library reports
    // "Failed to read subscription context" (reported, never shown) when the visitor subscribes.
    const broken = {
      ...TOTE,
      id: 'e2e-broken-subscription',
      structuredContent: {
        ...TOTE.structuredContent,
        isSubscribable: true,
        subscriptionPlan: null,
        productSubscriptionOptions: [],
      },
    };
    await page.evaluate((json) => {
      const host = document.createElement('sq-product');
      host.setAttribute('page-type', 'product-block');
      host.id = 'e2e-broken';
      const script = document.createElement('script');
      script.type = 'application/json';
      script.textContent = json;
      host.append(script, document.createElement('sq-add-to-cart'));
      document.querySelector('main')!.append(host);
    }, JSON.stringify(broken));
    const button = page.locator('#e2e-broken sq-add-to-cart button');
    await expect.poll(async () => (await button.textContent())?.trim()).toBe('Subscribe');

    const reported = page.waitForEvent('console', (message) =>
      message.text().includes('storefront-elements: Failed to read subscription context'),
    );
    // When the library says it (page clock and date), as the page sees it.
    await page.evaluate(() => {
      const error = console.error;
      const said: { t: number; date: number }[] = [];
      console.error = (...args: unknown[]) => {
        if (String(args[0]).includes('Failed to read subscription context'))
          said.push({ t: performance.now(), date: Date.now() });
        error.apply(console, args);
      };
      (window as unknown as { __sqSaid: typeof said }).__sqSaid = said;
    });
    await recordCalls(page);
    const sent = page.waitForRequest(isCall(ERRORS));
    await button.click();
    await reported;
    const request = await sent;
    const [error] = await page.evaluate(
      () => (window as unknown as { __sqSaid: { t: number; date: number }[] }).__sqSaid,
    );
    const [report] = await callLog(page, 'POST', new RegExp(`^${ERRORS}$`));
    // Debounced by 1 s: from the error to its report's call, on the page's clock.
    expectTimer(report!.sent - error!.t, SEND_DEBOUNCE_MS, 'from the error to its report');
    const errorAt = error!.date;

    const crumb = (await context.cookies()).find((cookie) => cookie.name === 'crumb')?.value;
    expect(crumb).toBeTruthy();
    expect(request.headers()['x-csrf-token']).toBe(decodeURIComponent(crumb!));
    const body = valid(ErrorReportsSchema, request.postData());
    expect(body).toHaveLength(1);
    expect(body[0]).toMatchObject({
      event: 'reported',
      data: {
        message: 'Failed to read subscription context',
        pagePath: '/shop/p/canvas-tote',
        context: { productId: 'e2e-broken-subscription' },
      },
    });
    expect(Math.abs(body[0]!.timestamp - errorAt)).toBeLessThan(1000);
    expect((await request.response())?.status()).toBe(204);

    // The shop kept one error; nothing else is sent.
    const after = await summary();
    expect(after.totals.errors - before.totals.errors).toBe(1);
    const count = (report: AnalyticsReport) =>
      report.topErrors.find((error) => error.message === 'Failed to read subscription context')?.count ?? 0;
    expect(count(after) - count(before)).toBe(1);
    expect(after.topErrors.some((error) => error.message === 'site bug')).toBe(false);
    expect(urls(reports)).toHaveLength(1);

    expect(pageErrors).toHaveLength(1);
    expectNoErrors(/site bug|storefront-elements: Failed to read subscription context/);
  });
});

describe('feature flags', () => {
  it('loads the flags for the ss_cid visitor: Loading, then Ready with the service values', async () => {
    const { context, page, expectNoErrors } = await fresh();
    await page.addInitScript(() => {
      const log: unknown[] = [];
      (window as unknown as { __sqFlags: unknown[] }).__sqFlags = log;
      document.addEventListener('sq-flags-change', (event) => log.push((event as CustomEvent).detail));
    });
    const [request] = await Promise.all([page.waitForRequest(isCall(FLAGS)), page.goto('/')]);
    await page.waitForFunction(() =>
      (window as unknown as { __sqFlags: { status: string }[] }).__sqFlags.some((d) => d.status === 'Ready'),
    );
    await analyticsStarted(page);

    const { user } = valid(FlagInitializeRequestSchema, request.postData());
    const { ss_cid: clientId } = await trackingCookies(context);
    expect(clientId).toMatch(/^[\w-]{1,64}$/);
    expect(user.userID).toBe(clientId);
    expect(user.custom.websiteId).toBe('demo-site');
    // The site's experiment context (`GET /api/rest/websites/mine`) goes along for targeting.
    expect(user.custom.experiment).toEqual(EXPERIMENT_CONTEXT.experimentContext);

    const log = await page.evaluate(
      () => (window as unknown as { __sqFlags: { status: string; flags: unknown }[] }).__sqFlags,
    );
    expect(log.map((detail) => detail.status)).toEqual(['Loading', 'Ready']);
    const { flags } = initializeFlags(user);
    expect(Object.keys(flags).sort()).toEqual(
      [
        'cart-drawer-upsell',
        'circle-preview',
        'pay-links-navigation-enabled',
        'payment-links-enabled',
        'restock-mailing-list-default',
      ].sort(),
    );
    expect(log[1]?.flags).toEqual(flags);
    expect(flags['restock-mailing-list-default']).toBe(true);
    expect(flags['payment-links-enabled']).toBe(false);
    expectNoErrors();
  });
});
