/**
 * The performance collector: web vitals measured with the `web-vitals`
 * library (FCP, LCP, CLS, INP, TTFB) and FID by hand where the browser still reports a first
 * input, each rated against the thresholds below, plus one page-speed report (the navigation's
 * timings). Batched to `POST /api/1/performance/records` by beacon: 30 s after load and whenever
 * the page is hidden. Element paths are cut at 200 characters.
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB, TTFBThresholds, type Metric } from 'web-vitals';
import { MAX_ELEMENT_PATH, type RATINGS, type VitalName } from './limits';
import type { PerformanceBatch } from './schemas';

type Record = PerformanceBatch['records'][number];
type Rating = (typeof RATINGS)[number];

/** Good and poor thresholds (the platform's; TTFB, which it does not rate, as web-vitals rates it). */
export const THRESHOLDS: Readonly<{ [name in VitalName]: readonly [good: number, poor: number] }> = {
  FCP: [1800, 3000],
  LCP: [2500, 4000],
  CLS: [0.1, 0.25],
  FID: [100, 300],
  INP: [200, 500],
  TTFB: [TTFBThresholds[0] ?? 800, TTFBThresholds[1] ?? 1800],
};

/** The first flush, after load. */
export const FLUSH_AFTER_LOAD_MS = 30_000;

/** The page-speed report goes out by then at the latest, load or not. */
export const PAGE_SPEED_DEADLINE_MS = 60_000;

/** How a value rates: up to good is good, above poor is poor, between needs improvement. */
export function rate(name: VitalName, value: number): Rating {
  const [good, poor] = THRESHOLDS[name];
  return value <= good ? 'good' : value > poor ? 'poor' : 'needs-improvement';
}

/** A CSS path to an element (`main>div.card:nth-child(2)>img`), at most 200 characters (the end kept). */
export function elementPath(node: unknown): string | undefined {
  if (!(node instanceof Element)) return undefined;
  const parts: string[] = [];
  for (let element: Element | null = node; element && element.localName !== 'html'; element = element.parentElement) {
    let part = element.localName;
    if (element.id) part += `#${element.id}`;
    else {
      const classes = [...element.classList].slice(0, 2);
      if (classes.length > 0) part += `.${classes.join('.')}`;
    }
    parts.unshift(part);
    if (element.id) break;
  }
  const path = parts.join('>');
  return path.length > MAX_ELEMENT_PATH ? path.slice(path.length - MAX_ELEMENT_PATH) : path;
}

/** The element a metric is about: LCP's, CLS's largest shift's first source, INP's and FID's target. */
function metricElement(metric: Metric): string | undefined {
  const entries = metric.entries as readonly PerformanceEntry[];
  if (metric.name === 'CLS') {
    let largest: { value: number; sources?: readonly { node?: Node | null }[] } | undefined;
    for (const entry of entries as unknown as { value: number; sources?: readonly { node?: Node | null }[] }[]) {
      if (!largest || entry.value > largest.value) largest = entry;
    }
    return elementPath(largest?.sources?.[0]?.node);
  }
  const last = entries.at(-1) as (PerformanceEntry & { element?: Element | null; target?: Node | null }) | undefined;
  return elementPath(last?.element ?? last?.target);
}

/** One measurement as the call carries it. */
export function vitalRecord(metric: {
  readonly name: VitalName;
  readonly value: number;
  readonly id: string;
  readonly navigationType?: string;
  readonly element?: string | undefined;
}): Record {
  const value = Number.isFinite(metric.value) && metric.value > 0 ? metric.value : 0;
  return {
    kind: 'vital',
    name: metric.name,
    value,
    rating: rate(metric.name, value),
    id: metric.id.slice(0, 100),
    navigationType: (metric.navigationType ?? 'navigate').slice(0, 40),
    ...(metric.element ? { element: metric.element } : {}),
  };
}

/** The page-speed report from the navigation's timing entry, or null before it has one. */
export function pageSpeedRecord(win: Window): Record | null {
  const [navigation] = win.performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (!navigation) return null;
  const ms = (n: number) => (Number.isFinite(n) && n > 0 ? Math.round(n) : 0);
  return {
    kind: 'page-speed',
    ttfb: ms(navigation.responseStart - navigation.startTime),
    domContentLoaded: ms(navigation.domContentLoadedEventEnd - navigation.startTime),
    load: ms(navigation.loadEventEnd - navigation.startTime),
    transferSize: ms(navigation.transferSize),
    resourceCount: win.performance.getEntriesByType('resource').length,
  };
}

/** What the collector needs. */
export interface CollectorOptions {
  readonly win: Window;
  readonly doc: Document;
  /** Everything of a batch but its records. */
  readonly page: Omit<PerformanceBatch, 'records'>;
  /** Sends a batch (by beacon). */
  readonly send: (batch: PerformanceBatch) => void;
}

/** The running collector. */
export interface Collector {
  /** Adds a measurement (the latest of one metric id replaces the earlier). */
  add(record: Record): void;
  /** Sends what waits. */
  flush(): void;
}

/** The most records one batch carries. */
const MAX_BATCH = 50;

/** Starts measuring: web vitals, FID, the page-speed report, and the flushes. */
export function startCollector({ win, doc, page, send }: CollectorOptions): Collector {
  const pending = new Map<string, Record>();
  const collector: Collector = {
    add(record) {
      const key = record.kind === 'vital' ? record.id : 'page-speed';
      pending.delete(key);
      pending.set(key, record);
    },
    flush() {
      const records = [...pending.values()];
      pending.clear();
      for (let start = 0; start < records.length; start += MAX_BATCH) {
        send({ ...page, records: records.slice(start, start + MAX_BATCH) });
      }
    },
  };
  const report = (metric: Metric) =>
    collector.add(
      vitalRecord({
        name: metric.name as VitalName,
        value: metric.value,
        id: metric.id,
        navigationType: metric.navigationType,
        element: metricElement(metric),
      }),
    );
  for (const measure of [onFCP, onLCP, onCLS, onINP, onTTFB]) measure(report);
  observeFirstInput(win, (value, target) =>
    collector.add(vitalRecord({ name: 'FID', value, id: `fid-${page.pagePath}`, element: elementPath(target) })),
  );

  // The page-speed report: once the load event has ended, or at the deadline with what there is.
  let speedSent = false;
  const speed = () => {
    if (speedSent) return;
    const record = pageSpeedRecord(win);
    if (!record) return;
    speedSent = true;
    collector.add(record);
  };
  const afterLoad = () => {
    win.setTimeout(speed, 0);
    win.setTimeout(collector.flush, FLUSH_AFTER_LOAD_MS);
  };
  if (doc.readyState === 'complete') afterLoad();
  else win.addEventListener('load', afterLoad, { once: true });
  win.setTimeout(() => {
    speed();
    collector.flush();
  }, PAGE_SPEED_DEADLINE_MS);
  // Added after web-vitals' own listeners, so the values they report on hiding are in this flush.
  doc.addEventListener('visibilitychange', () => {
    if (doc.visibilityState === 'hidden') collector.flush();
  });
  win.addEventListener('pagehide', collector.flush);
  return collector;
}

/** FID where the browser still reports `first-input`: the delay before its handlers could run. */
function observeFirstInput(win: Window, report: (value: number, target: Node | null | undefined) => void): void {
  const Observer = (win as Window & { PerformanceObserver?: typeof PerformanceObserver }).PerformanceObserver;
  if (!Observer?.supportedEntryTypes?.includes('first-input')) return;
  const observer = new Observer((list) => {
    const entry = list.getEntries()[0] as (PerformanceEventTiming & { target?: Node | null }) | undefined;
    if (!entry) return;
    observer.disconnect();
    report(entry.processingStart - entry.startTime, entry.target);
  });
  observer.observe({ type: 'first-input', buffered: true });
}
