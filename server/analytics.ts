/**
 * What the shop learns from the library's analytics, performance, error and flag calls, kept in
 * SQLite: page views (`hits`), census calls (`census_calls`, and quick views also in
 * `quick_views`), commerce events, performance records (one row per web vital, page-speed reports
 * beside them), JavaScript error reports, flag exposures and checkout arrivals (for the funnel of
 * the owner's report, server/analytics-report.ts).
 * Bodies arrive validated with the schemas of the calls (src/api/event-bodies.ts, src/api/flag-bodies.ts), so every text is within
 * their limits; what this module derives (a page's path) it cuts to the same limits.
 */
import type * as v from 'valibot';
import { MAX_TEXT } from '../src/analytics/limits';
import type {
  CensusCall,
  CommerceEventSchema,
  ErrorReport,
  HitData,
  PageFields,
  PerformanceBatch,
} from '../src/api/event-bodies';
import type { FlagExposure } from '../src/api/flag-exposure';
import { createReportQueries, type AnalyticsReport } from './analytics-report';
import type { Db } from './db';

/** A commerce event as `POST /api/census/events` carries it. */
export type CommerceEvent = v.InferOutput<typeof CommerceEventSchema>;

/** What a census call row records: the calls of `CENSUS_CALLS`, and the quick view. */
export type CensusKind = CensusCall | 'quick-view';

/** Where a visitor arrived at a checkout (the funnel's last step). */
export const CHECKOUT_KINDS = ['express', 'subscription', 'gift-card'] as const;

/** A checkout's kind: express checkout (`/commerce/goto-checkout`), a subscription's or a gift card's. */
export type CheckoutKind = (typeof CHECKOUT_KINDS)[number];

/** The analytics store (the census of earlier versions, with its quick views, included). */
export interface Analytics {
  /**
   * Records that a visitor opened the quick view of `productId` (a product the shop has), with the
   * page fields the call carried (none from an empty body), at `now` (ms).
   */
  recordQuickView(productId: string, fields?: PageFields | null, now?: number): void;
  /** How many times each product's quick view was opened, by product id (products never opened are absent). */
  quickViewCounts(): Record<string, number>;
  /** A page view: its data and the visitor record (`ss_cvr`, already checked against `VISITOR_RECORD_PATTERN`). */
  recordHit(data: HitData, visitorRecord: string, now?: number): void;
  /** A button, form or overlay census call, its validated payload kept as JSON. */
  recordCensus(kind: CensusCall, payload: PageFields, now?: number): void;
  /** A commerce event (`POST /api/census/events`). */
  recordEvent(event: CommerceEvent, now?: number): void;
  /** A performance batch: one row per vital, one per page-speed report. */
  recordPerformance(batch: PerformanceBatch, now?: number): void;
  /** The error reports of one send. */
  recordErrors(reports: readonly ErrorReport[], now?: number): void;
  /** Flag exposures of one log call. */
  recordExposures(events: readonly FlagExposure[], now?: number): void;
  /** A visitor reached a checkout page. */
  recordCheckoutArrival(kind: CheckoutKind, now?: number): void;
  /** Everything the owner's report shows, computed now (`now` decides the last 30 days). */
  report(now?: number): AnalyticsReport;
}

/** The visitor id of a visitor record (`id|first|previous|current|count`): the text before the first `|`. */
export function visitorIdOf(record: string): string {
  const bar = record.indexOf('|');
  return bar === -1 ? record : record.slice(0, bar);
}

/** The visit count of a visitor record: its last number; 1 when it has none. */
export function visitCountOf(record: string): number {
  const count = Number(record.split('|')[4]);
  return Number.isSafeInteger(count) && count > 0 ? count : 1;
}

/** The path of a page's URL (`/shop/p/linen-shirt` of `https://host/shop/p/linen-shirt?x=1#y`), at most `MAX_TEXT` characters. */
export function pathOf(url: string): string {
  let path: string;
  try {
    path = new URL(url, 'http://localhost').pathname;
  } catch {
    path = url.split(/[?#]/, 1)[0] || '/';
  }
  return path.slice(0, MAX_TEXT);
}

/** The analytics store over the shop database (tables made by `openDatabase`). */
export function createAnalytics(db: Db): Analytics {
  const insertQuickView = db.prepare<[string, number]>('INSERT INTO quick_views (product_id, created) VALUES (?, ?)');
  const quickViewCounts = db.prepare<[], { product_id: string; n: number }>(
    'SELECT product_id, COUNT(*) AS n FROM quick_views GROUP BY product_id ORDER BY product_id',
  );
  const insertHit = db.prepare<[string, number, string, string, string, string, string, number | null, string, number]>(
    `INSERT INTO hits (visitor_id, visit_count, path, title, referrer, item_id, collection_id, record_type, data, created)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertCensus = db.prepare<[CensusKind, string | null, string | null, number]>(
    'INSERT INTO census_calls (kind, payload, page_path, created) VALUES (?, ?, ?, ?)',
  );
  const insertEvent = db.prepare<[string, string, number]>(
    'INSERT INTO commerce_events (event_name, event_content, created) VALUES (?, ?, ?)',
  );
  const insertPerformance = db.prepare<
    [
      'vital' | 'page-speed',
      string | null,
      number | null,
      string | null,
      string | null,
      string | null,
      string | null,
      string | null,
      string,
      string,
      number | null,
      number,
    ]
  >(
    `INSERT INTO performance_records (kind, name, value, rating, metric_id, navigation_type, element, data,
       website_id, page_path, page_type, created)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertError = db.prepare<
    [string, string, string | null, string | null, number | null, number | null, string, string | null, number, number]
  >(
    `INSERT INTO error_reports (event, message, stack, source, line, col, page_path, context, timestamp, created)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertExposure = db.prepare<[string, number, string, string, number, number]>(
    'INSERT INTO flag_exposures (flag, value, reason, user_id, time, created) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const insertArrival = db.prepare<[CheckoutKind, number]>(
    'INSERT INTO checkout_arrivals (kind, created) VALUES (?, ?)',
  );
  const reports = createReportQueries(db);

  const recordQuickView = db.transaction((productId: string, fields: PageFields | null, now: number) => {
    insertQuickView.run(productId, now);
    insertCensus.run('quick-view', JSON.stringify({ productId, ...fields }), fields ? fields.pagePath : null, now);
  });
  const recordPerformance = db.transaction((batch: PerformanceBatch, now: number) => {
    for (const record of batch.records) {
      if (record.kind === 'vital') {
        insertPerformance.run(
          'vital',
          record.name,
          record.value,
          record.rating,
          record.id,
          record.navigationType,
          record.element ?? null,
          null,
          batch.websiteId,
          batch.pagePath,
          batch.pageType,
          now,
        );
      } else {
        const { kind: _kind, ...timings } = record;
        insertPerformance.run(
          'page-speed',
          null,
          record.load,
          null,
          null,
          null,
          null,
          JSON.stringify(timings),
          batch.websiteId,
          batch.pagePath,
          batch.pageType,
          now,
        );
      }
    }
  });
  const recordErrors = db.transaction((list: readonly ErrorReport[], now: number) => {
    for (const { event, data, timestamp } of list) {
      insertError.run(
        event,
        data.message,
        data.stack ?? null,
        data.source ?? null,
        data.line ?? null,
        data.column ?? null,
        data.pagePath,
        data.context ? JSON.stringify(data.context) : null,
        timestamp,
        now,
      );
    }
  });
  const recordExposures = db.transaction((events: readonly FlagExposure[], now: number) => {
    for (const event of events) {
      insertExposure.run(event.flag, event.value ? 1 : 0, event.reason, event.userID, event.time, now);
    }
  });

  return {
    recordQuickView(productId, fields = null, now = Date.now()) {
      recordQuickView(productId, fields, now);
    },
    quickViewCounts() {
      return Object.fromEntries(quickViewCounts.all().map((row) => [row.product_id, row.n]));
    },
    recordHit(data, visitorRecord, now = Date.now()) {
      insertHit.run(
        visitorIdOf(visitorRecord),
        visitCountOf(visitorRecord),
        pathOf(data.url),
        data.title,
        data.referrer,
        data.itemId,
        data.collectionId,
        data.recordType,
        JSON.stringify(data),
        now,
      );
    },
    recordCensus(kind, payload, now = Date.now()) {
      insertCensus.run(kind, JSON.stringify(payload), payload.pagePath, now);
    },
    recordEvent(event, now = Date.now()) {
      insertEvent.run(event.eventName, JSON.stringify(event.eventContent), now);
    },
    recordPerformance(batch, now = Date.now()) {
      recordPerformance(batch, now);
    },
    recordErrors(list, now = Date.now()) {
      recordErrors(list, now);
    },
    recordExposures(events, now = Date.now()) {
      recordExposures(events, now);
    },
    recordCheckoutArrival(kind, now = Date.now()) {
      insertArrival.run(kind, now);
    },
    report(now = Date.now()) {
      return reports.report(now);
    },
  };
}
