/**
 * The performance collector (src/analytics/vitals.ts): ratings against
 * the web-vitals thresholds, element paths, records, and when batches go out. web-vitals' own
 * callbacks do not fire in happy-dom, so the collector is driven through its `add`; the window and
 * document it is given are small stand-ins (their timers are the test's fake ones).
 */
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PerformanceBatchSchema,
  VitalRecordSchema,
  type PerformanceBatch,
  type VitalName,
} from '../src/analytics/schemas';
import { elementPath, rate, startCollector, vitalRecord } from '../src/analytics/vitals';

const PAGE = { websiteId: 'w1', pagePath: '/shop/p/mug', pageType: 50 } as const;

const NAVIGATION = {
  startTime: 0,
  responseStart: 120.4,
  domContentLoadedEventEnd: 800,
  loadEventEnd: 1500.6,
  transferSize: 20480,
};

/** A stand-in page: a window with timers, the navigation timing (when `navigation()` says so) and events; a document. */
function fakePage({
  readyState = 'complete',
  navigation = () => true,
  firstInput,
}: {
  readyState?: DocumentReadyState;
  navigation?: () => boolean;
  firstInput?: { processingStart: number; startTime: number; target: Node | null };
} = {}) {
  const win = Object.assign(new EventTarget(), {
    setTimeout: (run: () => void, ms?: number) => setTimeout(run, ms),
    performance: {
      getEntriesByType: (type: string) =>
        type === 'navigation' ? (navigation() ? [NAVIGATION] : []) : type === 'resource' ? [{}, {}, {}] : [],
    },
    PerformanceObserver: firstInput ? fakeObserver(firstInput) : undefined,
  });
  const doc = Object.assign(new EventTarget(), { readyState, visibilityState: 'visible' as DocumentVisibilityState });
  return { win: win as unknown as Window, doc: doc as unknown as Document, docState: doc };
}

/** A PerformanceObserver that has seen one first input. */
function fakeObserver(entry: { processingStart: number; startTime: number; target: Node | null }) {
  return class {
    static supportedEntryTypes = ['first-input'];
    constructor(private readonly callback: (list: { getEntries(): unknown[] }) => void) {}
    observe() {
      this.callback({ getEntries: () => [entry] });
    }
    disconnect() {}
  };
}

let sent: PerformanceBatch[];
const send = (batch: PerformanceBatch) => {
  sent.push(batch);
};

const vital = (id: string, value = 1000, name: VitalName = 'LCP') => vitalRecord({ name, value, id });

const kinds = (batch: PerformanceBatch | undefined) => batch?.records.map((record) => record.kind);

beforeEach(() => {
  sent = [];
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('rate: good up to the first threshold, poor above the second (FCP 1800/3000 ms, LCP 2500/4000, CLS 0.1/0.25, FID 100/300, INP 200/500)', () => {
  it.each([
    ['FCP', 1800, 3000, 1],
    ['LCP', 2500, 4000, 1],
    ['CLS', 0.1, 0.25, 0.001],
    ['FID', 100, 300, 1],
    ['INP', 200, 500, 1],
  ] as const)('%s: good up to %d, poor above %d', (name, good, poor, step) => {
    expect(rate(name, 0)).toBe('good');
    expect(rate(name, good)).toBe('good');
    expect(rate(name, good + step)).toBe('needs-improvement');
    expect(rate(name, poor)).toBe('needs-improvement');
    expect(rate(name, poor + step)).toBe('poor');
  });
});

describe('elementPath', () => {
  it('is undefined for anything but an element', () => {
    expect(elementPath(undefined)).toBeUndefined();
    expect(elementPath(null)).toBeUndefined();
    expect(elementPath(document.createTextNode('text'))).toBeUndefined();
    expect(elementPath({ localName: 'div' })).toBeUndefined();
  });

  it('names each element up to the body, with at most two of its classes', () => {
    document.body.innerHTML = '<main><div class="card featured wide"><img></div></main>';
    expect(elementPath(document.querySelector('img'))).toBe('body>main>div.card.featured>img');
  });

  it('stops at the nearest element with an id', () => {
    document.body.innerHTML = '<main><section id="hero" class="big"><div class="a"><img></div></section></main>';
    expect(elementPath(document.querySelector('img'))).toBe('section#hero>div.a>img');
    expect(elementPath(document.getElementById('hero'))).toBe('section#hero');
  });

  it('keeps the last 200 characters of a deep tree', () => {
    let html = '<img class="target">';
    for (let depth = 0; depth < 60; depth++) html = `<div class="level-${depth}">${html}</div>`;
    document.body.innerHTML = html;
    const path = elementPath(document.querySelector('img.target'))!;
    expect(path).toHaveLength(200);
    expect(path.endsWith('>div.level-0>img.target')).toBe(true);
  });
});

describe('vitalRecord', () => {
  it('carries the measurement, rated, with its id, navigation type and element', () => {
    const record = vitalRecord({
      name: 'LCP',
      value: 2600,
      id: 'v5-123',
      navigationType: 'back-forward',
      element: 'main>img',
    });
    expect(record).toEqual({
      kind: 'vital',
      name: 'LCP',
      value: 2600,
      rating: 'needs-improvement',
      id: 'v5-123',
      navigationType: 'back-forward',
      element: 'main>img',
    });
    expect(v.parse(VitalRecordSchema, record)).toEqual(record);
  });

  it('reads a negative value as 0', () => {
    expect(vitalRecord({ name: 'CLS', value: -0.2, id: 'a' })).toMatchObject({ value: 0, rating: 'good' });
  });

  it('reads NaN and Infinity as 0', () => {
    expect(vitalRecord({ name: 'INP', value: NaN, id: 'a' })).toMatchObject({ value: 0, rating: 'good' });
    expect(vitalRecord({ name: 'INP', value: Infinity, id: 'a' })).toMatchObject({ value: 0, rating: 'good' });
  });

  it("defaults the navigation type to navigate, cuts the id at 100, and leaves out an element it doesn't have", () => {
    const record = v.parse(VitalRecordSchema, vitalRecord({ name: 'FCP', value: 900, id: 'i'.repeat(150) }));
    expect(record.navigationType).toBe('navigate');
    expect(record.id).toHaveLength(100);
    expect(record).not.toHaveProperty('element');
  });
});

describe('startCollector', () => {
  it('sends nothing before 30 s after load, then what was added, with the page-speed report', () => {
    const { win, doc, docState } = fakePage({ readyState: 'loading' });
    const collector = startCollector({ win, doc, page: PAGE, send });
    collector.add(vital('v1'));

    vi.advanceTimersByTime(10_000);
    docState.readyState = 'complete';
    win.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(29_999);
    expect(sent).toEqual([]);

    vi.advanceTimersByTime(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toEqual({
      ...PAGE,
      records: [
        vital('v1'),
        { kind: 'page-speed', ttfb: 120, domContentLoaded: 800, load: 1501, transferSize: 20480, resourceCount: 3 },
      ],
    });
    expect(() => v.parse(PerformanceBatchSchema, sent[0])).not.toThrow();
  });

  it('flushes 30 s after start on a page already loaded', () => {
    const { win, doc } = fakePage();
    const collector = startCollector({ win, doc, page: PAGE, send });
    collector.add(vital('v1'));
    vi.advanceTimersByTime(29_999);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(kinds(sent[0])).toEqual(['vital', 'page-speed']);
  });

  it('flushes when the page is hidden, not when it becomes visible', () => {
    const { win, doc, docState } = fakePage();
    const collector = startCollector({ win, doc, page: PAGE, send });
    collector.add(vital('v1'));

    doc.dispatchEvent(new Event('visibilitychange'));
    expect(sent).toEqual([]);

    docState.visibilityState = 'hidden';
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.records).toEqual([vital('v1')]);
  });

  it('flushes on pagehide', () => {
    const { win, doc } = fakePage();
    const collector = startCollector({ win, doc, page: PAGE, send });
    collector.add(vital('v1'));
    win.dispatchEvent(new Event('pagehide'));
    expect(sent).toHaveLength(1);
  });

  it('sends nothing when nothing waits', () => {
    const { win, doc, docState } = fakePage({ readyState: 'loading', navigation: () => false });
    startCollector({ win, doc, page: PAGE, send });
    docState.visibilityState = 'hidden';
    doc.dispatchEvent(new Event('visibilitychange'));
    vi.advanceTimersByTime(120_000);
    expect(sent).toEqual([]);
  });

  it('adds the page-speed report once', () => {
    const { win, doc } = fakePage();
    const collector = startCollector({ win, doc, page: PAGE, send });
    vi.advanceTimersByTime(30_000);
    collector.add(vital('late'));
    win.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(30_000);

    expect(sent.map(kinds)).toEqual([['page-speed'], ['vital']]);
  });

  it('adds the page-speed report by 60 s at the latest when the load never ends', () => {
    const { win, doc } = fakePage({ readyState: 'loading' });
    startCollector({ win, doc, page: PAGE, send });
    vi.advanceTimersByTime(59_999);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent.map(kinds)).toEqual([['page-speed']]);
  });

  it('adds the page-speed report at 60 s when the timing was not there at load', () => {
    let ready = false;
    const { win, doc } = fakePage({ navigation: () => ready });
    const collector = startCollector({ win, doc, page: PAGE, send });
    collector.add(vital('v1'));
    vi.advanceTimersByTime(30_000);
    expect(sent.map(kinds)).toEqual([['vital']]);
    ready = true;
    vi.advanceTimersByTime(30_000);
    expect(sent.map(kinds)).toEqual([['vital'], ['page-speed']]);
  });

  it('sends at most 50 records a batch', () => {
    const { win, doc } = fakePage({ navigation: () => false });
    const collector = startCollector({ win, doc, page: PAGE, send });
    for (let index = 0; index < 120; index++) collector.add(vital(`v${index}`, index));
    collector.flush();

    expect(sent.map((batch) => batch.records.length)).toEqual([50, 50, 20]);
    expect(sent.flatMap((batch) => batch.records.map((record) => (record.kind === 'vital' ? record.id : '')))).toEqual(
      Array.from({ length: 120 }, (_, index) => `v${index}`),
    );
    for (const batch of sent) {
      expect(batch).toMatchObject(PAGE);
      expect(() => v.parse(PerformanceBatchSchema, batch)).not.toThrow();
    }
  });

  it('keeps the latest record of one metric id', () => {
    const { win, doc } = fakePage({ navigation: () => false });
    const collector = startCollector({ win, doc, page: PAGE, send });
    collector.add(vitalRecord({ name: 'CLS', value: 0.05, id: 'v5-cls' }));
    collector.add(vital('v5-lcp'));
    collector.add(vitalRecord({ name: 'CLS', value: 0.3, id: 'v5-cls' }));
    collector.flush();

    expect(sent).toHaveLength(1);
    expect(sent[0]!.records).toEqual([
      vital('v5-lcp'),
      { kind: 'vital', name: 'CLS', value: 0.3, rating: 'poor', id: 'v5-cls', navigationType: 'navigate' },
    ]);
  });

  it('does not send a record twice', () => {
    const { win, doc } = fakePage({ navigation: () => false });
    const collector = startCollector({ win, doc, page: PAGE, send });
    collector.add(vital('v1'));
    collector.flush();
    collector.flush();
    vi.advanceTimersByTime(60_000);
    expect(sent).toHaveLength(1);
  });

  it("measures FID where the browser reports a first input: the delay before its handlers ran, and the input's element", () => {
    document.body.innerHTML = '<button id="buy">Buy</button>';
    const { win, doc } = fakePage({
      navigation: () => false,
      firstInput: { startTime: 1000, processingStart: 1140, target: document.getElementById('buy') },
    });
    const collector = startCollector({ win, doc, page: PAGE, send });
    collector.flush();
    expect(sent[0]!.records).toEqual([
      {
        kind: 'vital',
        name: 'FID',
        value: 140,
        rating: 'needs-improvement',
        id: 'fid-/shop/p/mug',
        navigationType: 'navigate',
        element: 'button#buy',
      },
    ]);
  });
});
