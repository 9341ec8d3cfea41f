// @vitest-environment node
import Database from 'better-sqlite3';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  CENSUS_CALLS,
  ExperimentContextSchema,
  FlagInitializeResponseSchema,
  HitDataSchema,
  MAX_ERROR_REPORTS,
  type ErrorReport,
  type HitData,
  type PageFields,
  type VitalName,
} from '../../src/analytics/schemas';
import { pathOf, visitCountOf, visitorIdOf } from '../../server/analytics';
import { nearestRankIndex, percentile, rateVital, VITAL_THRESHOLDS } from '../../server/analytics-report';
import { DEMO_FLAGS, initializeFlags, rolloutBucket } from '../../server/flags';
import { parseSwitch } from '../../server/settings';
import {
  api,
  newVisitor,
  ownerFetch,
  removeDir,
  skuOf,
  startServer,
  startShopProcess,
  tempDir,
  useServer,
  type TestServer,
} from './helpers';

/** A visitor record: id, first, previous and current visit times, visit count. */
const CVR = 'visitor-abc|1700000000000|1700000100000|1700000200000|3';

/** A page view's data as the library sends it. */
function hitData(overrides: Partial<Record<keyof HitData, unknown>> = {}): Record<string, unknown> {
  return {
    websiteId: 'demo-site',
    templateId: 'fieldhouse',
    website_locale: 'en-US',
    userAgent: 'Mozilla/5.0 (test)',
    clientDate: 1_700_000_200_000,
    viewportInnerWidth: 1280,
    viewportInnerHeight: 900,
    screenWidth: 1920,
    screenHeight: 1080,
    url: 'http://127.0.0.1/shop/p/linen-shirt?colour=sand#top',
    title: 'Linen Shirt · Fieldhouse',
    itemId: 'item-1',
    recordType: 11,
    collectionId: 'collection-1',
    localStorageSupported: true,
    queryString: 'colour=sand',
    referrer: 'https://search.example/?q=shirt',
    ...overrides,
  };
}

/** The page fields of the button, form, overlay and quick view calls. */
const PAGE_FIELDS: PageFields = {
  visitorCookie: CVR,
  websiteId: 'demo-site',
  pageTitle: 'Linen Shirt',
  pageId: 'item-1',
  contentSource: 'i',
  pagePath: '/shop/p/linen-shirt',
  pagePermissionTypeValue: 1,
};

/** A valid body of each census call. */
const CENSUS_BODIES: Record<keyof typeof CENSUS_CALLS, Record<string, unknown>> = {
  'button-click': { ...PAGE_FIELDS, buttonType: 'sq-add-to-cart', buttonText: 'Add To Cart', productId: 'p1' },
  'button-render': { ...PAGE_FIELDS, buttonType: 'sq-add-to-cart', buttonText: 'Add To Cart' },
  'form-render': { ...PAGE_FIELDS, formId: 'form-contact' },
  overlay: { ...PAGE_FIELDS, overlayType: 'cart-drawer' },
};

/** One error report. */
function errorReport(message: string, overrides: Partial<ErrorReport['data']> = {}): ErrorReport {
  return {
    event: 'reported',
    data: {
      message,
      stack: `Error: ${message}\n    at add (http://127.0.0.1/dist/storefront.iife.js:1:2)`,
      source: 'http://127.0.0.1/dist/storefront.iife.js',
      line: 1,
      column: 2,
      pagePath: '/shop/p/linen-shirt',
      context: { element: 'sq-add-to-cart', status: 500 },
      ...overrides,
    },
    timestamp: 1_700_000_000_000,
  };
}

/** A performance batch of vitals (name, value) from one page. */
function vitalsBatch(values: readonly [VitalName, number][], pagePath = '/') {
  return {
    websiteId: 'demo-site',
    pagePath,
    pageType: 1,
    records: values.map(([name, value], index) => ({
      kind: 'vital',
      name,
      value,
      rating: rateVital(name, value),
      id: `v-${name}-${index}`,
      navigationType: 'navigate',
      element: 'main > img',
    })),
  };
}

/** A form-encoded POST as `navigator.sendBeacon` sends it: no cookies, no CSRF header. */
function postForm(base: string, path: string, fields: Record<string, string>) {
  return fetch(`${base}${path}`, { method: 'POST', body: new URLSearchParams(fields) });
}

/** A page view by beacon. */
function recordHit(base: string, fields: Record<string, string> = {}) {
  return postForm(base, '/api/census/RecordHit', {
    event: 'View',
    data: JSON.stringify(hitData()),
    ss_cvr: CVR,
    ...fields,
  });
}

/** A JSON POST without cookies or a CSRF header (a beacon, or the flag service's client). */
function postJson(base: string, path: string, body: unknown, contentType = 'application/json') {
  return fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': contentType },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** A 400's message. */
async function message(res: Response): Promise<string> {
  expect(res.status).toBe(400);
  expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
  return ((await res.json()) as { message: string }).message;
}

/** `GET /api/analytics/summary`. */
async function summary(base: string) {
  const res = await ownerFetch(base, '/api/analytics/summary');
  expect(res.status).toBe(200);
  return (await res.json()) as {
    totals: {
      views: number;
      uniqueVisitors: number;
      visits: number;
      events: number;
      errors: number;
      censusCalls: number;
      checkoutArrivals: number;
      flagExposures: number;
    };
    daily: { day: string; visits: number; visitors: number }[];
    topPages: { path: string; views: number }[];
    funnel: { key: string; label: string; count: number }[];
    vitals: { name: string; samples: number; p75: number | null; rating: string | null; good: number; poor: number }[];
    topErrors: { message: string; count: number }[];
    recentHits: {
      path: string;
      title: string;
      referrer: string;
      visitorId: string;
      visitCount: number;
    }[];
  };
}

/** Rows of the test server's database. */
function rows(server: TestServer, sql: string, ...params: unknown[]): any[] {
  const db = new Database(server.dbPath, { readonly: true });
  try {
    return db.prepare(sql).all(...params);
  } finally {
    db.close();
  }
}

/** A page's context block. */
function contextOf(html: string): any {
  const match = /<script type="application\/json" id="sq-page-context">([\s\S]*?)<\/script>/.exec(html);
  return JSON.parse(match?.[1] ?? 'null');
}

/** A value of the wrong type for any field (no schema of these calls takes an array of objects). */
const WRONG = [{ wrong: true }];

describe('POST /api/census/RecordHit', () => {
  const shop = useServer();

  it('keeps a page view sent by beacon (no cookies, no CSRF header): 204, and the summary counts it', async () => {
    const res = await recordHit(shop.base);
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    const report = await summary(shop.base);
    expect(report.totals).toMatchObject({ views: 1, uniqueVisitors: 1, visits: 1 });
    expect(report.topPages).toEqual([{ path: '/shop/p/linen-shirt', views: 1 }]);
    expect(report.recentHits[0]).toMatchObject({
      path: '/shop/p/linen-shirt',
      title: 'Linen Shirt · Fieldhouse',
      referrer: 'https://search.example/?q=shirt',
      visitorId: 'visitor-abc',
      visitCount: 3,
    });
    const [row] = rows(shop.server, 'SELECT * FROM hits');
    expect(row).toMatchObject({
      visitor_id: 'visitor-abc',
      visit_count: 3,
      path: '/shop/p/linen-shirt',
      item_id: 'item-1',
      collection_id: 'collection-1',
      record_type: 11,
    });
    expect(JSON.parse(row.data)).toEqual(hitData());
    expect(row.created).toBeLessThanOrEqual(Date.now());
  });

  it('counts visits by visit count and visitors by id, per day', async () => {
    const before = await summary(shop.base);
    await recordHit(shop.base, { ss_cvr: 'visitor-abc|1|1|1|4' });
    await recordHit(shop.base, { ss_cvr: 'visitor-abc|1|1|1|4' });
    await recordHit(shop.base, { ss_cvr: 'visitor-xyz|1|1|1|1', data: JSON.stringify(hitData({ url: '/journal' })) });
    const after = await summary(shop.base);
    expect(after.totals.views - before.totals.views).toBe(3);
    expect(after.totals.visits - before.totals.visits).toBe(2);
    expect(after.totals.uniqueVisitors - before.totals.uniqueVisitors).toBe(1);
    expect(after.daily).toHaveLength(30);
    expect(after.daily.at(-1)).toMatchObject({ day: new Date().toISOString().slice(0, 10) });
    expect(after.daily.at(-1)!.visitors).toBeGreaterThanOrEqual(2);
    expect(after.topPages.find((page) => page.path === '/journal')?.views).toBe(1);
  });

  it('answers 400 naming the field for each wrong form field, and keeps nothing', async () => {
    const before = (await summary(shop.base)).totals.views;
    expect(await message(await postForm(shop.base, '/api/census/RecordHit', { data: '{}', ss_cvr: CVR }))).toBe(
      'event is required.',
    );
    expect(await message(await recordHit(shop.base, { event: 'Click' }))).toBe('event must be "View".');
    expect(await message(await postForm(shop.base, '/api/census/RecordHit', { event: 'View', ss_cvr: CVR }))).toBe(
      'data is required.',
    );
    expect(await message(await recordHit(shop.base, { data: '{not json' }))).toBe('data is not valid JSON.');
    for (const field of Object.keys(HitDataSchema.entries)) {
      const wrong = await recordHit(shop.base, { data: JSON.stringify(hitData({ [field]: WRONG })) });
      expect(await message(wrong)).toMatch(new RegExp(`^data\\.${field}: `));
      const data = hitData();
      delete data[field];
      expect(await message(await recordHit(shop.base, { data: JSON.stringify(data) }))).toBe(
        `data.${field} is required.`,
      );
    }
    const long = await recordHit(shop.base, { data: JSON.stringify(hitData({ title: 'x'.repeat(2001) })) });
    expect(await message(long)).toMatch(/^data\.title: /);
    const fields = { event: 'View', data: JSON.stringify(hitData()) };
    expect(await message(await postForm(shop.base, '/api/census/RecordHit', fields))).toBe('ss_cvr is required.');
    for (const cvr of ['visitor-abc', 'a|1|2|3', 'a|0|1|1|1', 'a b|1|1|1|1', `${'a'.repeat(65)}|1|1|1|1`]) {
      expect(await message(await recordHit(shop.base, { ss_cvr: cvr }))).toBe('ss_cvr: Expected a visitor record');
    }
    const json = await postJson(shop.base, '/api/census/RecordHit', { event: 'View' });
    expect(await message(json)).toBe('Request body must be form-encoded (application/x-www-form-urlencoded).');
    expect((await summary(shop.base)).totals.views).toBe(before);
  });

  it('takes a multipart form too', async () => {
    const form = new FormData();
    form.set('event', 'View');
    form.set('data', JSON.stringify(hitData({ url: 'http://127.0.0.1/contact' })));
    form.set('ss_cvr', CVR);
    const res = await fetch(`${shop.base}/api/census/RecordHit`, { method: 'POST', body: form });
    expect(res.status).toBe(204);
    expect((await summary(shop.base)).topPages.some((page) => page.path === '/contact')).toBe(true);
  });

  it('keeps every one of many page views sent at once', async () => {
    const before = (await summary(shop.base)).totals.views;
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => recordHit(shop.base, { ss_cvr: `crowd-${i}|1|1|1|1` })),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(40).fill(204));
    expect((await summary(shop.base)).totals.views).toBe(before + 40);
  });

  it('is rate-limited like every API call', async () => {
    const server = await startServer({ rateLimit: { max: 2, windowMs: 60_000 } });
    try {
      const answers = [];
      for (let i = 0; i < 3; i += 1) answers.push((await recordHit(server.base)).status);
      expect(answers).toEqual([204, 204, 429]);
    } finally {
      await server.close();
      removeDir(server.dir);
    }
  });

  it("has a visitor budget of its own, so page views never use up the cart's", async () => {
    const server = await startServer({ rateLimit: { max: 3, windowMs: 60_000 } });
    try {
      const visitor = await newVisitor(server.base);
      const hit = () =>
        fetch(`${server.base}/api/census/RecordHit`, {
          method: 'POST',
          headers: { Cookie: visitor.cookie },
          body: new URLSearchParams({ event: 'View', data: JSON.stringify(hitData()), ss_cvr: CVR }),
        });
      const hits = [];
      for (let i = 0; i < 4; i += 1) hits.push((await hit()).status);
      expect(hits).toEqual([204, 204, 204, 429]);
      const carts = [];
      for (let i = 0; i < 4; i += 1)
        carts.push((await api(server.base, visitor, 'GET', '/api/commerce/shopping-cart')).status);
      expect(carts).toEqual([200, 200, 200, 429]);
    } finally {
      await server.close();
      removeDir(server.dir);
    }
  });
});

describe('the visitor record and the page path', () => {
  it('take the id before the first bar, the visit count last, and the path of the URL', () => {
    expect(visitorIdOf(CVR)).toBe('visitor-abc');
    expect(visitCountOf(CVR)).toBe(3);
    expect(pathOf('https://shop.example/shop/p/a?b=1#c')).toBe('/shop/p/a');
    expect(pathOf('/journal?x')).toBe('/journal');
    expect(pathOf('')).toBe('/');
    expect(pathOf(`/${'é'.repeat(1999)}`)).toHaveLength(2000);
  });
});

describe('POST /api/census/{button-click, button-render, form-render, overlay}', () => {
  const shop = useServer();

  it('keeps each call (no CSRF header needed): kind, payload and page path; 204', async () => {
    for (const [call, body] of Object.entries(CENSUS_BODIES)) {
      const res = await postJson(shop.base, `/api/census/${call}`, body);
      expect(res.status, call).toBe(204);
    }
    const kept = rows(shop.server, 'SELECT kind, payload, page_path FROM census_calls ORDER BY seq');
    expect(kept.map((row) => row.kind)).toEqual(Object.keys(CENSUS_BODIES));
    expect(kept.map((row) => JSON.parse(row.payload))).toEqual(Object.values(CENSUS_BODIES));
    expect(kept.every((row) => row.page_path === '/shop/p/linen-shirt')).toBe(true);
    expect((await summary(shop.base)).totals.censusCalls).toBe(4);
  });

  it('answers 400 naming each wrong or missing field, and keeps nothing', async () => {
    for (const [call, schema] of Object.entries(CENSUS_CALLS)) {
      const body = CENSUS_BODIES[call as keyof typeof CENSUS_CALLS];
      for (const field of Object.keys(schema.entries)) {
        const wrong = await postJson(shop.base, `/api/census/${call}`, { ...body, [field]: WRONG });
        expect(await message(wrong), `${call} ${field}`).toMatch(new RegExp(`^${field}: `));
      }
      const { visitorCookie: _cookie, ...withoutCookie } = body;
      expect(await message(await postJson(shop.base, `/api/census/${call}`, withoutCookie))).toBe(
        'visitorCookie is required.',
      );
      expect(await message(await postJson(shop.base, `/api/census/${call}`, '{nope'))).toBe(
        'Request body is not valid JSON.',
      );
    }
    expect((await summary(shop.base)).totals.censusCalls).toBe(4);
  });

  it('keeps the page fields of a quick view with its count', async () => {
    const { itemId } = await skuOf(shop.base, 'linen-shirt');
    expect((await postJson(shop.base, `/api/census/RecordQuickView/${itemId}`, PAGE_FIELDS)).status).toBe(204);
    expect((await fetch(`${shop.base}/api/census/RecordQuickView/${itemId}`, { method: 'POST' })).status).toBe(204);
    const kept = rows(
      shop.server,
      "SELECT payload, page_path FROM census_calls WHERE kind = 'quick-view' ORDER BY seq",
    );
    expect(kept.map((row) => JSON.parse(row.payload))).toEqual([
      { productId: itemId, ...PAGE_FIELDS },
      { productId: itemId },
    ]);
    expect(kept.map((row) => row.page_path)).toEqual(['/shop/p/linen-shirt', null]);
  });
});

describe('POST /api/census/events', () => {
  const shop = useServer();

  it('needs the CSRF header', async () => {
    const res = await postJson(shop.base, '/api/census/events', { eventName: 'pdp_visit', eventContent: {} });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ crumbFail: true });
    expect((await summary(shop.base)).totals.events).toBe(0);
  });

  it('keeps an event with its content, and counts the funnel', async () => {
    const visitor = await newVisitor(shop.base);
    const content = {
      productId: 'p1',
      productName: 'Linen Shirt',
      price: 48,
      onSale: false,
      skus: ['a', 'b'],
      note: null,
    };
    for (const eventName of ['pdp_visit', 'pdp_visit', 'pdp_visit', 'add_to_cart', 'view_cart']) {
      const res = await api(shop.base, visitor, 'POST', '/api/census/events', { eventName, eventContent: content });
      expect(res.status).toBe(204);
    }
    const [row] = rows(shop.server, 'SELECT event_name, event_content FROM commerce_events ORDER BY seq LIMIT 1');
    expect(row.event_name).toBe('pdp_visit');
    expect(JSON.parse(row.event_content)).toEqual(content);
    const report = await summary(shop.base);
    expect(report.totals.events).toBe(5);
    expect(report.funnel.map((step) => [step.key, step.count])).toEqual([
      ['pdp_visit', 3],
      ['add_to_cart', 1],
      ['checkout', 0],
    ]);
  });

  it('answers 400 naming the field for a wrong name or content', async () => {
    const visitor = await newVisitor(shop.base);
    const send = (body: unknown) => api(shop.base, visitor, 'POST', '/api/census/events', body);
    const answer = async (body: unknown) => {
      const res = await send(body);
      expect(res.status).toBe(400);
      return res.json.message as string;
    };
    expect(await answer({ eventName: 'purchase', eventContent: {} })).toMatch(/^eventName: /);
    expect(await answer({ eventContent: {} })).toBe('eventName is required.');
    expect(await answer({ eventName: 'add_to_cart' })).toBe('eventContent is required.');
    expect(await answer({ eventName: 'add_to_cart', eventContent: { nested: { a: 1 } } })).toMatch(
      /^eventContent\.nested: /,
    );
    const many = Object.fromEntries(Array.from({ length: 41 }, (_, i) => [`k${i}`, i]));
    expect(await answer({ eventName: 'add_to_cart', eventContent: many })).toMatch(/^Request body|^eventContent/);
    expect((await summary(shop.base)).totals.events).toBe(5);
  });
});

describe('POST /api/1/performance/records', () => {
  const shop = useServer();

  it('keeps a beacon batch sent as text/plain or JSON without the CSRF header: a row per vital', async () => {
    const batch = {
      ...vitalsBatch([
        ['LCP', 1200],
        ['CLS', 0.02],
      ]),
      records: [
        ...vitalsBatch([
          ['LCP', 1200],
          ['CLS', 0.02],
        ]).records,
        { kind: 'page-speed', ttfb: 80, domContentLoaded: 400, load: 900, transferSize: 51200, resourceCount: 12 },
      ],
    };
    const text = await postJson(shop.base, '/api/1/performance/records', batch, 'text/plain;charset=UTF-8');
    expect(text.status).toBe(204);
    const json = await postJson(shop.base, '/api/1/performance/records', vitalsBatch([['INP', 250]]));
    expect(json.status).toBe(204);
    const kept = rows(shop.server, 'SELECT * FROM performance_records ORDER BY seq');
    expect(kept.map((row) => [row.kind, row.name, row.value, row.rating])).toEqual([
      ['vital', 'LCP', 1200, 'good'],
      ['vital', 'CLS', 0.02, 'good'],
      ['page-speed', null, 900, null],
      ['vital', 'INP', 250, 'needs-improvement'],
    ]);
    expect(kept[0]).toMatchObject({ page_path: '/', page_type: 1, element: 'main > img', website_id: 'demo-site' });
    expect(JSON.parse(kept[2].data)).toEqual({
      ttfb: 80,
      domContentLoaded: 400,
      load: 900,
      transferSize: 51200,
      resourceCount: 12,
    });
  });

  it('answers 400 naming the record and field that is wrong', async () => {
    const post = (body: unknown) => postJson(shop.base, '/api/1/performance/records', body, 'text/plain');
    const good = vitalsBatch([['LCP', 1000]]);
    expect(await message(await post('nope'))).toBe('Request body is not valid JSON.');
    expect(await message(await post({ ...good, pagePath: 5 }))).toMatch(/^pagePath: /);
    expect(await message(await post({ ...good, records: [] }))).toMatch(/^records: /);
    const record = good.records[0]!;
    expect(await message(await post({ ...good, records: [record, { ...record, value: -1 }] }))).toMatch(
      /^records\[1\]\.value: /,
    );
    expect(await message(await post({ ...good, records: [{ ...record, name: 'XYZ' }] }))).toMatch(
      /^records\[0\]\.name: /,
    );
    expect(await message(await post({ ...good, records: [{ ...record, kind: 'other' }] }))).toMatch(
      /^records\[0\]\.kind: /,
    );
    expect(await message(await post({ ...good, records: [{ ...record, element: 'x'.repeat(201) }] }))).toMatch(
      /^records\[0\]\.element: /,
    );
    expect(await message(await post([good]))).toBe('Request body must be a JSON object.');
  });

  it('reports the nearest-rank 75th percentile of each vital, rated against its thresholds', async () => {
    const server = await startServer();
    try {
      // LCP: 8 values, p75 is the 6th smallest (3000, needs improvement).
      const lcp = [5000, 1000, 2000, 3000, 1500, 2500, 4500, 500];
      await postJson(server.base, '/api/1/performance/records', vitalsBatch(lcp.map((value) => ['LCP', value])));
      // CLS: 5 values, p75 is the 4th smallest (0.3, poor).
      const cls = [0.01, 0.3, 0.05, 0.5, 0.2];
      await postJson(server.base, '/api/1/performance/records', vitalsBatch(cls.map((value) => ['CLS', value])));
      await postJson(server.base, '/api/1/performance/records', vitalsBatch([['FCP', 1800]]));
      const { vitals } = await summary(server.base);
      expect(vitals.map((vital) => vital.name)).toEqual(['FCP', 'LCP', 'CLS', 'INP', 'TTFB', 'FID']);
      const by = Object.fromEntries(vitals.map((vital) => [vital.name, vital]));
      expect(by.LCP).toMatchObject({ samples: 8, p75: 3000, rating: 'needs-improvement', good: 2500, poor: 4000 });
      expect(by.LCP!.p75).toBe(percentile(lcp, 0.75));
      expect(by.CLS).toMatchObject({ samples: 5, p75: 0.3, rating: 'poor', good: 0.1, poor: 0.25 });
      expect(by.FCP).toMatchObject({ samples: 1, p75: 1800, rating: 'good' });
      expect(by.INP).toMatchObject({ samples: 0, p75: null, rating: null });
    } finally {
      await server.close();
      removeDir(server.dir);
    }
  });
});

describe('the 75th percentile and the ratings', () => {
  it('use the nearest rank: ⌈0.75·n⌉-th smallest', () => {
    expect([1, 2, 3, 4, 5, 8, 100].map((n) => nearestRankIndex(n, 0.75) + 1)).toEqual([1, 2, 3, 3, 4, 6, 75]);
    expect(percentile([], 0.75)).toBeNull();
    expect(percentile([7], 0.75)).toBe(7);
    expect(percentile([4, 1, 3, 2], 0.75)).toBe(3);
    expect(percentile([10, 20, 30, 40, 50], 0.75)).toBe(40);
    expect(
      percentile(
        Array.from({ length: 10 }, (_, i) => i + 1),
        0.9,
      ),
    ).toBe(9);
    expect(() => nearestRankIndex(0, 0.75)).toThrow(RangeError);
  });

  it('rate each vital by its good and poor thresholds (LCP 2500 and 4000 ms, …): good up to the first, poor above the second', () => {
    expect(VITAL_THRESHOLDS).toMatchObject({
      FCP: { good: 1800, poor: 3000 },
      LCP: { good: 2500, poor: 4000 },
      CLS: { good: 0.1, poor: 0.25 },
      FID: { good: 100, poor: 300 },
      INP: { good: 200, poor: 500 },
    });
    expect(rateVital('LCP', 2500)).toBe('good');
    expect(rateVital('LCP', 2501)).toBe('needs-improvement');
    expect(rateVital('LCP', 4000)).toBe('needs-improvement');
    expect(rateVital('LCP', 4001)).toBe('poor');
    expect(rateVital('CLS', 0.1)).toBe('good');
    expect(rateVital('CLS', 0.26)).toBe('poor');
  });
});

describe('POST /api/events/RecordJavascriptErrors', () => {
  const shop = useServer();

  it('needs the CSRF header', async () => {
    const res = await postJson(shop.base, '/api/events/RecordJavascriptErrors', [errorReport('Boom')]);
    expect(res.status).toBe(403);
    expect((await summary(shop.base)).totals.errors).toBe(0);
  });

  it('keeps each report: event, message, stack, source, place, page, context, timestamp', async () => {
    const visitor = await newVisitor(shop.base);
    const reports = [errorReport('Boom'), errorReport('Boom'), errorReport('Other', { context: undefined })];
    const res = await api(shop.base, visitor, 'POST', '/api/events/RecordJavascriptErrors', reports);
    expect(res.status).toBe(204);
    const [first] = rows(shop.server, 'SELECT * FROM error_reports ORDER BY seq');
    expect(first).toMatchObject({
      event: 'reported',
      message: 'Boom',
      stack: reports[0]!.data.stack,
      source: 'http://127.0.0.1/dist/storefront.iife.js',
      line: 1,
      col: 2,
      page_path: '/shop/p/linen-shirt',
      timestamp: 1_700_000_000_000,
    });
    expect(JSON.parse(first.context)).toEqual({ element: 'sq-add-to-cart', status: 500 });
    const report = await summary(shop.base);
    expect(report.totals.errors).toBe(3);
    expect(report.topErrors.map((error) => [error.message, error.count])).toEqual([
      ['Boom', 2],
      ['Other', 1],
    ]);
  });

  it('takes a full send above 64 KB: 20 reports with long stacks', async () => {
    const visitor = await newVisitor(shop.base);
    const reports = Array.from({ length: MAX_ERROR_REPORTS }, (_, i) =>
      errorReport(`Long ${i}`, { stack: 's'.repeat(5000), message: 'm'.repeat(2000) }),
    );
    expect(JSON.stringify(reports).length).toBeGreaterThan(64 * 1024);
    expect((await api(shop.base, visitor, 'POST', '/api/events/RecordJavascriptErrors', reports)).status).toBe(204);
  });

  it('answers 400 naming the report and field that is wrong', async () => {
    const visitor = await newVisitor(shop.base);
    const send = async (body: unknown) => {
      const res = await api(shop.base, visitor, 'POST', '/api/events/RecordJavascriptErrors', body);
      expect(res.status).toBe(400);
      return res.json.message as string;
    };
    const before = (await summary(shop.base)).totals.errors;
    expect(await send([])).toMatch(/^Request body: /);
    expect(await send(errorReport('x'))).toMatch(/^Request body: /);
    expect(await send(Array.from({ length: 21 }, () => errorReport('x')))).toMatch(/^Request body: /);
    expect(await send([errorReport('x'), { ...errorReport('y'), timestamp: -1 }])).toMatch(/^\[1\]\.timestamp: /);
    expect(await send([errorReport('x', { stack: 's'.repeat(5001) })])).toMatch(/^\[0\]\.data\.stack: /);
    const { message: _message, ...noMessage } = errorReport('x').data;
    expect(await send([{ ...errorReport('x'), data: noMessage }])).toBe('[0].data.message is required.');
    expect(await send([errorReport('x', { context: { deep: { a: 1 } } as never })])).toMatch(
      /^\[0\]\.data\.context\.deep: /,
    );
    expect((await summary(shop.base)).totals.errors).toBe(before);
  });
});

describe('GET /api/rest/websites/mine', () => {
  const shop = useServer();

  it("answers the site's experiment context", async () => {
    const res = await api(shop.base, undefined, 'GET', '/api/rest/websites/mine');
    expect(res.status).toBe(200);
    expect(v.safeParse(ExperimentContextSchema, res.json).success).toBe(true);
    expect(res.json).toEqual({
      experimentContext: {
        websiteId: 'demo-site',
        planType: 'commerce-advanced',
        createdOn: Date.UTC(2024, 2, 1),
        country: 'US',
      },
    });
  });
});

describe('POST /api/flags/initialize', () => {
  const shop = useServer();
  const user = (userID: string, custom: Record<string, unknown> = {}) => ({
    user: { userID, custom: { websiteId: 'demo-site', ...custom } },
  });

  it('answers every demo flag for the user, without the CSRF header', async () => {
    const res = await postJson(shop.base, '/api/flags/initialize', user('visitor-1'));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(v.safeParse(FlagInitializeResponseSchema, body).success).toBe(true);
    expect(Object.keys(body.flags)).toEqual(DEMO_FLAGS.map((flag) => flag.name));
    expect(body.flags).toMatchObject({
      'payment-links-enabled': false,
      'pay-links-navigation-enabled': false,
      'restock-mailing-list-default': true,
      'circle-preview': false,
    });
    expect(typeof body.flags['cart-drawer-upsell']).toBe('boolean');
    expect(body.configs).toEqual({ 'cart-drawer-upsell': { maxItems: 2 } });
  });

  it('gives one user the same answer every time, as the service module does', async () => {
    for (const id of ['a', 'b', 'c', 'd', 'e', 'f']) {
      const first = await (await postJson(shop.base, '/api/flags/initialize', user(id))).json();
      const again = await (await postJson(shop.base, '/api/flags/initialize', user(id, { circleTier: 0 }))).json();
      expect(again.flags).toEqual(first.flags);
      expect(first.flags['cart-drawer-upsell']).toBe(rolloutBucket('cart-drawer-upsell', id) < 50);
    }
  });

  it('rolls cart-drawer-upsell out to about half of 1000 users, by a stable hash into 0..99', () => {
    const ids = Array.from({ length: 1000 }, (_, i) => `user-${i}`);
    const buckets = ids.map((id) => rolloutBucket('cart-drawer-upsell', id));
    expect(buckets.every((bucket) => Number.isInteger(bucket) && bucket >= 0 && bucket < 100)).toBe(true);
    expect(ids.map((id) => rolloutBucket('cart-drawer-upsell', id))).toEqual(buckets);
    const on = ids.filter((id) => initializeFlags(user(id).user).flags['cart-drawer-upsell']).length;
    expect(on).toBeGreaterThan(450);
    expect(on).toBeLessThan(550);
    // Another flag name splits the users differently.
    expect(ids.map((id) => rolloutBucket('another-flag', id))).not.toEqual(buckets);
  });

  it('turns circle-preview on for circle tier 2 and above only', async () => {
    const tiers = [undefined, 0, 1, 2, 3];
    const answers = [];
    for (const circleTier of tiers) {
      const body = user('member', circleTier === undefined ? {} : { circleTier });
      answers.push((await (await postJson(shop.base, '/api/flags/initialize', body)).json()).flags['circle-preview']);
    }
    expect(answers).toEqual([false, false, false, true, true]);
  });

  it('answers 400 naming the field for a wrong user', async () => {
    expect(await message(await postJson(shop.base, '/api/flags/initialize', {}))).toBe('user is required.');
    expect(await message(await postJson(shop.base, '/api/flags/initialize', { user: { custom: {} } }))).toBe(
      'user.userID is required.',
    );
    const tier = await postJson(shop.base, '/api/flags/initialize', user('u', { circleTier: -1 }));
    expect(await message(tier)).toMatch(/^user\.custom\.circleTier: /);
  });
});

describe('POST /api/flags/log-event', () => {
  const shop = useServer();
  const exposure = (flag: string, value: boolean) => ({
    eventName: 'flag_exposure',
    time: 1_700_000_000_000,
    userID: 'visitor-1',
    flag,
    value,
    reason: 'service',
  });

  it('keeps the exposures and answers { success: true }, without the CSRF header', async () => {
    const events = [exposure('cart-drawer-upsell', true), exposure('payment-links-enabled', false)];
    const res = await postJson(shop.base, '/api/flags/log-event', { events });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    expect(rows(shop.server, 'SELECT flag, value, reason, user_id, time FROM flag_exposures ORDER BY seq')).toEqual([
      { flag: 'cart-drawer-upsell', value: 1, reason: 'service', user_id: 'visitor-1', time: 1_700_000_000_000 },
      { flag: 'payment-links-enabled', value: 0, reason: 'service', user_id: 'visitor-1', time: 1_700_000_000_000 },
    ]);
    expect((await summary(shop.base)).totals.flagExposures).toBe(2);
  });

  it('answers 400 naming the event and field that is wrong', async () => {
    expect(await message(await postJson(shop.base, '/api/flags/log-event', { events: [] }))).toMatch(/^events: /);
    const wrong = await postJson(shop.base, '/api/flags/log-event', {
      events: [exposure('a', true), { ...exposure('b', true), value: 'yes' }],
    });
    expect(await message(wrong)).toMatch(/^events\[1\]\.value: /);
    const name = await postJson(shop.base, '/api/flags/log-event', {
      events: [{ ...exposure('a', true), eventName: 'click' }],
    });
    expect(await message(name)).toMatch(/^events\[0\]\.eventName: /);
    expect((await summary(shop.base)).totals.flagExposures).toBe(2);
  });
});

describe('checkout arrivals (the funnel)', () => {
  const shop = useServer();

  it('counts express checkout answered 200, and the subscription and gift card checkouts shown', async () => {
    const arrivals = async () => (await summary(shop.base)).funnel.find((step) => step.key === 'checkout')!.count;
    const visitor = await newVisitor(shop.base);
    expect((await fetch(`${shop.base}/commerce/goto-checkout`)).status).toBe(400);
    expect(await arrivals()).toBe(0);
    const checkout = await fetch(`${shop.base}/commerce/goto-checkout`, { headers: { Cookie: visitor.cookie } });
    expect(checkout.status).toBe(200);
    expect(await arrivals()).toBe(1);

    const off = await fetch(`${shop.base}/commerce/goto-checkout?analytics=off`, {
      headers: { Cookie: visitor.cookie },
    });
    expect(off.status).toBe(200);
    expect(await arrivals()).toBe(1);

    const gift = await skuOf(shop.base, 'fieldhouse-gift-card');
    const giftCard = await fetch(
      `${shop.base}/checkout/giftcard?websiteId=demo-site&giftCardProductId=${gift.itemId}&sku=${gift.sku}`,
    );
    expect(giftCard.status).toBe(200);
    expect((await fetch(`${shop.base}/checkout/giftcard?giftCardProductId=nope`)).status).toBe(404);
    expect(await arrivals()).toBe(2);

    const coffee = await skuOf(shop.base, 'firewood-bundle-delivery');
    const made = await api(shop.base, visitor, 'POST', '/api/3/commerce/cart/subscription', {
      itemId: coffee.itemId,
      sku: coffee.sku,
      qty: 1,
      additionalFields: null,
    });
    expect(made.status).toBe(200);
    expect((await fetch(`${shop.base}/checkout/subscribe?cartToken=${made.json.cartToken}`)).status).toBe(200);
    expect((await fetch(`${shop.base}/checkout/subscribe?cartToken=nope`)).status).toBe(404);
    expect(await arrivals()).toBe(3);
    expect(rows(shop.server, 'SELECT kind FROM checkout_arrivals ORDER BY seq').map((row) => row.kind)).toEqual([
      'express',
      'gift-card',
      'subscription',
    ]);
  });
});

describe('GET /config/analytics', () => {
  const HOSTILE_TITLE = '</script><script>window.pwned = 1</script><b>bold</b>';
  const HOSTILE_ERROR = '<img src=x onerror="window.pwned = 2"> & more';

  it('shows "No data yet" for every plot, and no canvas, before anything is recorded', async () => {
    const server = await startServer();
    try {
      const res = await ownerFetch(server.base, '/config/analytics');
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(contextOf(html)).toMatchObject({ pageType: 2 });
      expect(html.match(/<figure /g)).toHaveLength(5);
      expect(html.match(/<p class="report-empty">No data yet<\/p>/g)).toHaveLength(6);
      expect(html).not.toContain('<canvas');
      expect(html).toContain('<dt>Page views</dt><dd>0</dd>');
    } finally {
      await server.close();
      removeDir(server.dir);
    }
  });

  describe('with data', () => {
    const shop = useServer();

    async function seed(): Promise<string> {
      const visitor = await newVisitor(shop.base);
      for (let i = 0; i < 3; i += 1) await recordHit(shop.base, { ss_cvr: `seed-${i}|1|1|1|1` });
      await recordHit(shop.base, { data: JSON.stringify(hitData({ url: '/journal', title: HOSTILE_TITLE })) });
      for (const eventName of ['pdp_visit', 'pdp_visit', 'add_to_cart']) {
        await api(shop.base, visitor, 'POST', '/api/census/events', { eventName, eventContent: {} });
      }
      await fetch(`${shop.base}/commerce/goto-checkout`, { headers: { Cookie: visitor.cookie } });
      await postJson(
        shop.base,
        '/api/1/performance/records',
        vitalsBatch([
          ['LCP', 2000],
          ['LCP', 5000],
          ['CLS', 0.05],
        ]),
      );
      await api(shop.base, visitor, 'POST', '/api/events/RecordJavascriptErrors', [
        errorReport(HOSTILE_ERROR),
        errorReport(HOSTILE_ERROR),
        errorReport('Plain failure'),
      ]);
      const res = await ownerFetch(shop.base, '/config/analytics');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      return res.text();
    }

    it('has the five plots, each a figure with a caption, a described canvas and a table of its numbers', async () => {
      const html = await seed();
      for (const id of ['daily', 'pages', 'funnel', 'errors', 'vitals']) {
        expect(html).toMatch(new RegExp(`<figure class="report-figure[^"]*" id="figure-${id}"><figcaption`));
      }
      expect(html.match(/<figcaption /g)).toHaveLength(5);
      const canvases = html.match(/<canvas [^>]*>/g) ?? [];
      // daily, pages, funnel, errors, and LCP and CLS of the vitals (the others have no samples).
      expect(canvases).toHaveLength(6);
      expect(canvases.every((canvas) => /role="img"/.test(canvas) && /aria-label="[^"]{20,}"/.test(canvas))).toBe(true);
      expect(html.match(/<p class="report-empty">No data yet<\/p>/g)).toHaveLength(4);
      expect(html.match(/<details class="report-numbers"><summary>The numbers<\/summary><table/g)).toHaveLength(5);
      expect(html).toContain('<dt>Page views</dt><dd>4</dd>');
      expect(html).toContain('<dt>Unique visitors</dt><dd>4</dd>');
      expect(html).toContain('<dt>Commerce events</dt><dd>3</dd>');
      expect(html).toContain('<dt>Errors reported</dt><dd>3</dd>');
      expect(html).toContain('<tr><th scope="row">/shop/p/linen-shirt</th><td>3</td></tr>');
      expect(html).toContain('<tr><th scope="row">Product page views</th><td>2</td><td>100%</td></tr>');
      expect(html).toContain('<tr><th scope="row">Added to cart</th><td>1</td><td>50%</td></tr>');
      expect(html).toContain('<tr><th scope="row">Reached checkout</th><td>1</td><td>50%</td></tr>');
      // LCP's p75 of 2000 and 5000 is 5000: poor.
      expect(html).toContain(
        '<tr><th scope="row">LCP</th><td>5,000 ms</td><td>poor</td><td>2,500 ms</td><td>4,000 ms</td><td>2</td></tr>',
      );
      expect(html).toContain(
        '<tr><th scope="row">CLS</th><td>0.05</td><td>good</td><td>0.1</td><td>0.25</td><td>1</td></tr>',
      );
      expect(html).toContain(
        'aria-label="Bar chart of the commerce funnel: Product page views 2, Added to cart 1, Reached checkout 1."',
      );
      expect(html).toMatch(/<tr><th scope="row"><span class="report-text">Plain failure<\/span><\/th><td>1<\/td>/);
      expect(html).toContain('<script src="/assets/vendor/chart.umd.js" defer=""></script>');
      expect(html).toContain('<script src="/assets/report.js" defer=""></script>');
    });

    it("never lets a visitor's text become markup: escaped in the tables, \\u003c in the JSON", async () => {
      const res = await ownerFetch(shop.base, '/config/analytics');
      const html = await res.text();
      expect(html).not.toContain('<script>window.pwned');
      expect(html).not.toContain('<img src=x');
      expect(html).not.toContain('<b>bold</b>');
      expect(html).toContain('&lt;/script&gt;&lt;script&gt;window.pwned = 1&lt;/script&gt;');
      expect(html).toContain('&lt;img src=x onerror=&quot;window.pwned = 2&quot;&gt; &amp; more');
      const block = /<script type="application\/json" id="report-data">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
      expect(block).not.toMatch(/[<>]/);
      expect(block).toContain('\\u003c/script\\u003e');
      const data = JSON.parse(block);
      expect(data.recentHits[0].title).toBe(HOSTILE_TITLE);
      expect(data.topErrors[0]).toMatchObject({ message: HOSTILE_ERROR, count: 2 });
      expect(data.totals.views).toBe((await summary(shop.base)).totals.views);
    });

    it('serves Chart.js and the report script as JavaScript', async () => {
      for (const path of ['/assets/vendor/chart.umd.js', '/assets/report.js']) {
        const res = await fetch(`${shop.base}${path}`);
        expect(res.status, path).toBe(200);
        expect(res.headers.get('content-type'), path).toMatch(/^text\/javascript/);
        expect((await res.text()).length).toBeGreaterThan(1000);
      }
      expect((await fetch(`${shop.base}/assets/vendor/other.js`)).status).toBe(404);
    });

    it('is linked from the owner links of every page', async () => {
      const html = await (await fetch(`${shop.base}/`)).text();
      expect(html).toContain('<a href="/config/analytics">analytics</a></nav>');
    });
  });
});

describe('page context: template, roles, cookie settings, analytics switch', () => {
  const shop = useServer();
  // The owner's report as the signed-in owner.
  const context = async (base: string, path: string) =>
    contextOf(await (await (path.startsWith('/config/') ? ownerFetch(base, path) : fetch(`${base}${path}`))).text());

  it('names the template and its installation, no roles, a public collection, no cookie banner', async () => {
    const home = await context(shop.base, '/');
    expect(home).toMatchObject({
      templateId: 'fieldhouse',
      templateInstallation: { templateWebsiteId: 'fieldhouse-template' },
      websiteRoles: [],
      cookieSettings: { isRestrictiveCookiePolicyEnabled: false, isCookieBannerEnabled: false },
      collection: { permissionType: 1 },
    });
    expect(home).not.toHaveProperty('analyticsDisabled');
    const pdp = await context(shop.base, '/shop/p/linen-shirt');
    expect(pdp.item).toMatchObject({ title: 'Linen Shirt', recordType: 11 });
    expect((await context(shop.base, '/contact')).collection).toMatchObject({ type: 10, permissionType: 1 });
  });

  it('turns the restrictive cookie policy on for ?cookie-policy=restrictive, analytics off for ?analytics=off', async () => {
    for (const path of ['/', '/shop/p/linen-shirt', '/journal', '/cart', '/config/analytics']) {
      const restrictive = await context(shop.base, `${path}?cookie-policy=restrictive`);
      expect(restrictive.cookieSettings, path).toEqual({
        isRestrictiveCookiePolicyEnabled: true,
        isCookieBannerEnabled: false,
      });
      expect(restrictive, path).not.toHaveProperty('analyticsDisabled');
      const off = await context(shop.base, `${path}?analytics=off`);
      expect(off.analyticsDisabled, path).toBe(true);
      expect(off.cookieSettings.isRestrictiveCookiePolicyEnabled, path).toBe(false);
      const both = await context(shop.base, `${path}?cookie-policy=restrictive&analytics=off`);
      expect(both).toMatchObject({
        analyticsDisabled: true,
        cookieSettings: { isRestrictiveCookiePolicyEnabled: true },
      });
    }
    // Other values change nothing, and the next page is back to the shop's settings.
    expect(await context(shop.base, '/?cookie-policy=strict&analytics=0')).toMatchObject({
      cookieSettings: { isRestrictiveCookiePolicyEnabled: false },
    });
    expect(await context(shop.base, '/')).not.toHaveProperty('analyticsDisabled');
  });

  it('gives the 404 page page type 100, with the overrides too', async () => {
    const res = await fetch(`${shop.base}/no-such-page?analytics=off`);
    expect(res.status).toBe(404);
    expect(contextOf(await res.text())).toMatchObject({ pageType: 100, analyticsDisabled: true });
  });

  it('takes both settings from createApp', async () => {
    const server = await startServer({ restrictiveCookiePolicy: true, analyticsDisabled: true });
    try {
      expect(await context(server.base, '/')).toMatchObject({
        analyticsDisabled: true,
        cookieSettings: { isRestrictiveCookiePolicyEnabled: true, isCookieBannerEnabled: false },
      });
    } finally {
      await server.close();
      removeDir(server.dir);
    }
  });

  it('takes both settings from SQ_RESTRICTIVE_COOKIES=1 and SQ_ANALYTICS_DISABLED=1', async () => {
    const dir = tempDir();
    const shopProcess = await startShopProcess(`${dir}/shop.sqlite`, '1000/10000', {
      SQ_RESTRICTIVE_COOKIES: '1',
      SQ_ANALYTICS_DISABLED: '1',
    });
    try {
      expect(await context(shopProcess.base, '/')).toMatchObject({
        analyticsDisabled: true,
        cookieSettings: { isRestrictiveCookiePolicyEnabled: true },
      });
    } finally {
      shopProcess.child.kill('SIGKILL');
      removeDir(dir);
    }
  });

  it('reads on/off environment settings strictly', () => {
    expect(['1', 'true', ' TRUE '].map(parseSwitch)).toEqual([true, true, true]);
    expect(['', '0', 'false'].map(parseSwitch)).toEqual([false, false, false]);
    expect(() => parseSwitch('yes')).toThrow(/expected 1 \(on\) or 0 \(off\)/);
  });
});
