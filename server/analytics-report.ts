/**
 * The numbers of the owner's analytics report (`GET /config/analytics`, `GET /api/analytics/summary`):
 * totals, visits and visitors per day, the most viewed pages, the commerce funnel, the 75th
 * percentile of each web vital against the platform's thresholds, the commonest errors and
 * the latest page views, each read with one prepared statement from the tables server/analytics.ts fills.
 */
import { RATINGS, VITALS, type VitalName } from '../src/analytics/schemas';
import type { Db } from './db';

/** A measurement's rating (web-vitals' words). */
export type Rating = (typeof RATINGS)[number];

/** A web vital's thresholds: `good` or less is good, above `poor` is poor, between needs improvement. */
export interface VitalThreshold {
  readonly good: number;
  readonly poor: number;
  /** `ms` for times; `''` for CLS, a score. */
  readonly unit: 'ms' | '';
}

/**
 * The platform's good and poor thresholds (FCP 1800/3000 ms, LCP 2500/4000, CLS 0.1/0.25, FID 100/300,
 * INP 200/500). The platform gives none for TTFB: it has web-vitals' own, 800/1800 ms.
 */
export const VITAL_THRESHOLDS: Readonly<Record<VitalName, VitalThreshold>> = {
  FCP: { good: 1800, poor: 3000, unit: 'ms' },
  LCP: { good: 2500, poor: 4000, unit: 'ms' },
  CLS: { good: 0.1, poor: 0.25, unit: '' },
  INP: { good: 200, poor: 500, unit: 'ms' },
  TTFB: { good: 800, poor: 1800, unit: 'ms' },
  FID: { good: 100, poor: 300, unit: 'ms' },
};

/** A vital's value rated against its thresholds. */
export function rateVital(name: VitalName, value: number): Rating {
  const { good, poor } = VITAL_THRESHOLDS[name];
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor';
}

/**
 * The 0-based index of the `p`-th percentile (0 < p ≤ 1) of `count` sorted values by the
 * nearest-rank method: rank ⌈p·n⌉, so the p75 of 4 values is the 3rd, of 5 values the 4th.
 */
export function nearestRankIndex(count: number, p: number): number {
  if (!Number.isSafeInteger(count) || count < 1) throw new RangeError('a percentile needs at least one value');
  if (!(p > 0 && p <= 1)) throw new RangeError('a percentile is above 0 and at most 1');
  // The small tolerance keeps 0.75·n for n a multiple of 4 from rounding up past a whole rank.
  return Math.min(count, Math.max(1, Math.ceil(p * count - 1e-9))) - 1;
}

/** The nearest-rank `p`-th percentile of some values (in any order); null for none. */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[nearestRankIndex(sorted.length, p)] ?? null;
}

/** How many days the daily chart covers, today (UTC) included. */
export const REPORT_DAYS = 30;

/** How many pages and errors the report lists; how many recent page views it shows. */
export const REPORT_TOP = 10;
export const REPORT_RECENT_HITS = 20;

/** One day of the daily chart (UTC). */
export interface DailyVisits {
  /** `YYYY-MM-DD`. */
  readonly day: string;
  /** Visits (a visitor's visit, by visit count) with a page view that day. */
  readonly visits: number;
  /** Visitors with a page view that day. */
  readonly visitors: number;
}

/** One step of the commerce funnel. */
export interface FunnelStep {
  readonly key: 'pdp_visit' | 'add_to_cart' | 'checkout';
  readonly label: string;
  readonly count: number;
}

/** One web vital's 75th percentile. */
export interface VitalSummary extends VitalThreshold {
  readonly name: VitalName;
  readonly samples: number;
  /** null without samples. */
  readonly p75: number | null;
  /** The p75's rating; null without samples. */
  readonly rating: Rating | null;
}

/** One error message and how often it was reported. */
export interface ErrorSummary {
  readonly message: string;
  readonly count: number;
  /** When it was last received (ms). */
  readonly lastSeen: number;
}

/** One recent page view. */
export interface RecentHit {
  readonly created: number;
  readonly path: string;
  readonly title: string;
  readonly referrer: string;
  readonly visitorId: string;
  readonly visitCount: number;
}

/** The owner's report. */
export interface AnalyticsReport {
  /** When it was computed (ms). */
  readonly generated: number;
  readonly totals: {
    readonly views: number;
    readonly uniqueVisitors: number;
    readonly visits: number;
    readonly events: number;
    readonly errors: number;
    readonly censusCalls: number;
    readonly checkoutArrivals: number;
    readonly flagExposures: number;
  };
  /** The last `REPORT_DAYS` days, oldest first, days without views as 0. */
  readonly daily: readonly DailyVisits[];
  /** The `REPORT_TOP` most viewed paths, most first (all time). */
  readonly topPages: readonly { readonly path: string; readonly views: number }[];
  readonly funnel: readonly FunnelStep[];
  /** Every vital of `VITALS`, in that order. */
  readonly vitals: readonly VitalSummary[];
  /** The `REPORT_TOP` commonest error messages, most first. */
  readonly topErrors: readonly ErrorSummary[];
  /** The latest `REPORT_RECENT_HITS` page views, newest first. */
  readonly recentHits: readonly RecentHit[];
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** `YYYY-MM-DD` of a time, in UTC. */
export function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The report's queries, prepared once. */
export interface ReportQueries {
  report(now: number): AnalyticsReport;
}

/** Prepares the report's statements over the shop database. */
export function createReportQueries(db: Db): ReportQueries {
  const count = (sql: string) => db.prepare<[], number>(sql).pluck();
  const views = count('SELECT COUNT(*) FROM hits');
  const uniqueVisitors = count('SELECT COUNT(DISTINCT visitor_id) FROM hits');
  const visits = count('SELECT COUNT(*) FROM (SELECT DISTINCT visitor_id, visit_count FROM hits)');
  const events = count('SELECT COUNT(*) FROM commerce_events');
  const errors = count('SELECT COUNT(*) FROM error_reports');
  const censusCalls = count('SELECT COUNT(*) FROM census_calls');
  const arrivals = count('SELECT COUNT(*) FROM checkout_arrivals');
  const exposures = count('SELECT COUNT(*) FROM flag_exposures');
  const eventCount = db.prepare<[string], number>('SELECT COUNT(*) FROM commerce_events WHERE event_name = ?').pluck();
  const daily = db.prepare<[number], { day: string; visits: number; visitors: number }>(
    `SELECT strftime('%Y-%m-%d', created / 1000, 'unixepoch') AS day,
            COUNT(DISTINCT visitor_id || '|' || visit_count) AS visits,
            COUNT(DISTINCT visitor_id) AS visitors
     FROM hits WHERE created >= ? GROUP BY day`,
  );
  const topPages = db.prepare<[number], { path: string; views: number }>(
    'SELECT path, COUNT(*) AS views FROM hits GROUP BY path ORDER BY views DESC, path LIMIT ?',
  );
  const vitalCount = db
    .prepare<[string], number>("SELECT COUNT(*) FROM performance_records WHERE kind = 'vital' AND name = ?")
    .pluck();
  const vitalAt = db
    .prepare<[string, number], number>(
      "SELECT value FROM performance_records WHERE kind = 'vital' AND name = ? ORDER BY value LIMIT 1 OFFSET ?",
    )
    .pluck();
  const topErrors = db.prepare<[number], { message: string; count: number; lastSeen: number }>(
    `SELECT message, COUNT(*) AS count, MAX(created) AS lastSeen FROM error_reports
     GROUP BY message ORDER BY count DESC, lastSeen DESC, message LIMIT ?`,
  );
  const recentHits = db.prepare<[number], RecentHit>(
    `SELECT created, path, title, referrer, visitor_id AS visitorId, visit_count AS visitCount
     FROM hits ORDER BY seq DESC LIMIT ?`,
  );

  const vital = (name: VitalName): VitalSummary => {
    const samples = vitalCount.get(name) ?? 0;
    const p75 = samples > 0 ? (vitalAt.get(name, nearestRankIndex(samples, 0.75)) ?? null) : null;
    return {
      name,
      ...VITAL_THRESHOLDS[name],
      samples,
      p75,
      rating: p75 === null ? null : rateVital(name, p75),
    };
  };

  // One read transaction, so every number comes from the same moment.
  const read = db.transaction((now: number): AnalyticsReport => {
    const today = Date.parse(`${utcDay(now)}T00:00:00Z`);
    const first = today - (REPORT_DAYS - 1) * DAY_MS;
    const byDay = new Map(daily.all(first).map((row) => [row.day, row]));
    return {
      generated: now,
      totals: {
        views: views.get() ?? 0,
        uniqueVisitors: uniqueVisitors.get() ?? 0,
        visits: visits.get() ?? 0,
        events: events.get() ?? 0,
        errors: errors.get() ?? 0,
        censusCalls: censusCalls.get() ?? 0,
        checkoutArrivals: arrivals.get() ?? 0,
        flagExposures: exposures.get() ?? 0,
      },
      daily: Array.from({ length: REPORT_DAYS }, (_, index) => {
        const day = utcDay(first + index * DAY_MS);
        const row = byDay.get(day);
        return { day, visits: row?.visits ?? 0, visitors: row?.visitors ?? 0 };
      }),
      topPages: topPages.all(REPORT_TOP),
      funnel: [
        { key: 'pdp_visit', label: 'Product page views', count: eventCount.get('pdp_visit') ?? 0 },
        { key: 'add_to_cart', label: 'Added to cart', count: eventCount.get('add_to_cart') ?? 0 },
        { key: 'checkout', label: 'Reached checkout', count: arrivals.get() ?? 0 },
      ],
      vitals: VITALS.map(vital),
      topErrors: topErrors.all(REPORT_TOP),
      recentHits: recentHits.all(REPORT_RECENT_HITS),
    };
  });

  return { report: (now) => read(now) };
}
