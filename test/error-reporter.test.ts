/**
 * The error reporter (src/analytics/errors.ts): batched sends debounced
 * by 1 s, at most 10 waiting and 20 a page, stacks cut at 5,000 characters, each error once, and
 * only the library's own uncaught errors.
 */
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createErrorReporter, isLibraryError, reportUncaught, type ErrorReporter } from '../src/analytics/errors';
import { ErrorReportsSchema, type ErrorReport } from '../src/analytics/schemas';

const T0 = Date.UTC(2025, 0, 15, 12);
const BASE = 'https://cdn.example.com/storefront/1.2.0/';

let sends: ErrorReport[][];
let send: ReturnType<typeof vi.fn<(reports: ErrorReport[]) => unknown>>;

function reporter(): ErrorReporter {
  return createErrorReporter({ send, pagePath: '/shop/p/mug' });
}

/** An error with a stack of its own (so two of them differ). */
function error(message: string, stack = `Error: ${message}\n    at ${BASE}lazy/start.js:1:1`): Error {
  const problem = new Error(message);
  problem.stack = stack;
  return problem;
}

/** An unhandled rejection event (happy-dom has no PromiseRejectionEvent). */
function rejection(reason: unknown): PromiseRejectionEvent {
  return Object.assign(new Event('unhandledrejection'), {
    reason,
    promise: Promise.resolve(),
  }) as unknown as PromiseRejectionEvent;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(T0);
  sends = [];
  send = vi.fn((reports: ErrorReport[]) => {
    sends.push(reports);
  });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('createErrorReporter', () => {
  it('sends one batch 1 s after the last report (two reports 500 ms apart)', () => {
    const errors = reporter();
    expect(errors.add('reported', error('first'))).toBe(true);
    vi.advanceTimersByTime(500);
    expect(errors.add('reported', error('second'))).toBe(true);

    vi.advanceTimersByTime(999);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(sends[0]!.map((report) => report.data.message)).toEqual(['first', 'second']);
    expect(sends[0]!.map((report) => report.timestamp)).toEqual([T0, T0 + 500]);

    vi.advanceTimersByTime(10_000);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends what the JSON body of RecordJavascriptErrors carries', () => {
    const errors = reporter();
    errors.add('reported', error('Failed to read subscription context'), {}, { productId: 'p1' });
    vi.advanceTimersByTime(1000);
    const batch = v.parse(ErrorReportsSchema, sends[0]);
    expect(batch).toEqual([
      {
        event: 'reported',
        data: {
          message: 'Failed to read subscription context',
          stack: `Error: Failed to read subscription context\n    at ${BASE}lazy/start.js:1:1`,
          pagePath: '/shop/p/mug',
          context: { productId: 'p1' },
        },
        timestamp: T0,
      },
    ]);
  });

  it('keeps at most 10 waiting: the 11th is dropped', () => {
    const errors = reporter();
    const added = Array.from({ length: 11 }, (_, index) => errors.add('reported', error(`e${index}`)));
    expect(added).toEqual([...Array<boolean>(10).fill(true), false]);
    vi.advanceTimersByTime(1000);
    expect(send).toHaveBeenCalledTimes(1);
    expect(sends[0]).toHaveLength(10);
    expect(sends[0]!.at(-1)!.data.message).toBe('e9');
  });

  it('sends at most 20 reports a page, across sends', () => {
    const errors = reporter();
    for (let index = 0; index < 10; index++) errors.add('reported', error(`a${index}`));
    vi.advanceTimersByTime(1000);
    for (let index = 0; index < 10; index++) errors.add('reported', error(`b${index}`));
    vi.advanceTimersByTime(1000);
    expect(errors.add('reported', error('c0'))).toBe(false);
    vi.advanceTimersByTime(5000);

    expect(sends.map((batch) => batch.length)).toEqual([10, 10]);
    for (const batch of sends) expect(() => v.parse(ErrorReportsSchema, batch)).not.toThrow();
  });

  it('cuts stacks at 5000 characters', () => {
    const errors = reporter();
    errors.add('reported', error('long', `Error: long\n${'    at frame\n'.repeat(1000)}`));
    vi.advanceTimersByTime(1000);
    expect(sends[0]![0]!.data.stack).toHaveLength(5000);
    expect(sends[0]![0]!.data.stack!.startsWith('Error: long\n')).toBe(true);
    expect(() => v.parse(ErrorReportsSchema, sends[0])).not.toThrow();
  });

  it('reports the same error object once', () => {
    const errors = reporter();
    const problem = error('once');
    expect(errors.add('reported', problem)).toBe(true);
    expect(errors.add('uncaught-error', problem)).toBe(false);
    vi.advanceTimersByTime(1000);
    // Also once the first report has gone.
    expect(errors.add('reported', problem)).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(sends.flat()).toHaveLength(1);
  });

  it('reports the same message and stack once, from another object', () => {
    const errors = reporter();
    expect(errors.add('reported', error('copied', 'Error: copied\n    at a.js:1:1'))).toBe(true);
    expect(errors.add('reported', error('copied', 'Error: copied\n    at a.js:1:1'))).toBe(false);
    // The same message thrown elsewhere is another failure.
    expect(errors.add('reported', error('copied', 'Error: copied\n    at b.js:9:9'))).toBe(true);
    // And a string rejection reported twice is one.
    expect(errors.add('unhandled-rejection', 'plain reason')).toBe(true);
    expect(errors.add('unhandled-rejection', 'plain reason')).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(sends.flat()).toHaveLength(3);
  });

  it('keeps only the JSON-safe part of the context (strings cut at 2000)', () => {
    const errors = reporter();
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    errors.add(
      'reported',
      error('context'),
      {},
      {
        text: 'plain',
        long: 'L'.repeat(3000),
        count: 3,
        flag: false,
        nothing: null,
        infinite: Infinity,
        notANumber: NaN,
        big: 10n,
        missing: undefined,
        object: circular,
        list: [1, 2],
        fn: () => 1,
        when: new Date(T0),
      },
    );
    errors.add('reported', error('only unsafe'), {}, { object: { a: 1 }, fn: () => 1 });
    vi.advanceTimersByTime(1000);

    const [first, second] = sends[0]!;
    expect(first!.data.context).toEqual({
      text: 'plain',
      long: 'L'.repeat(2000),
      count: 3,
      flag: false,
      nothing: null,
    });
    expect(second!.data).not.toHaveProperty('context');
    expect(() => JSON.stringify(sends[0])).not.toThrow();
    expect(() => v.parse(ErrorReportsSchema, sends[0])).not.toThrow();
  });

  it('swallows a send that throws, and reports again later', () => {
    send.mockImplementationOnce(() => {
      throw new Error('offline');
    });
    const errors = reporter();
    errors.add('reported', error('first'));
    expect(() => vi.advanceTimersByTime(1000)).not.toThrow();
    errors.add('reported', error('second'));
    vi.advanceTimersByTime(1000);
    expect(send).toHaveBeenCalledTimes(2);
    expect(sends.at(-1)!.map((report) => report.data.message)).toEqual(['second']);
  });

  it('swallows a send that rejects (no unhandled rejection)', async () => {
    send.mockImplementationOnce(() => Promise.reject(new Error('offline')));
    const errors = reporter();
    errors.add('reported', error('first'));
    vi.advanceTimersByTime(1000);
    // An unhandled rejection would fail the run; give it the chance to surface.
    await Promise.resolve();
    await new Promise((resolve) => setImmediate(resolve));
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('flush() sends at once, and the debounced send does not repeat it', () => {
    const errors = reporter();
    errors.add('reported', error('now'));
    errors.flush();
    expect(send).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('flush() with nothing waiting sends nothing', () => {
    reporter().flush();
    expect(send).not.toHaveBeenCalled();
  });

  it('names non-Error values by their text, and an empty message "Error"', () => {
    const errors = reporter();
    errors.add('unhandled-rejection', 'network down');
    errors.add('unhandled-rejection', 42);
    errors.add('reported', error('', 'Error\n    at x.js:1:1'));
    vi.advanceTimersByTime(1000);
    expect(sends[0]!.map((report) => report.data.message)).toEqual(['network down', '42', 'Error']);
    expect(sends[0]![0]!.data).not.toHaveProperty('stack');
  });

  it('keeps where an error happened, dropping a line or column that is not a count', () => {
    const errors = reporter();
    errors.add('uncaught-error', error('here'), { source: `${BASE}storefront.iife.js`, line: 12, column: 34 });
    errors.add('uncaught-error', error('odd'), { source: '', line: -1, column: 1.5 });
    vi.advanceTimersByTime(1000);
    expect(sends[0]![0]!.data).toMatchObject({ source: `${BASE}storefront.iife.js`, line: 12, column: 34 });
    expect(sends[0]![1]!.data).not.toHaveProperty('source');
    expect(sends[0]![1]!.data).not.toHaveProperty('line');
    expect(sends[0]![1]!.data).not.toHaveProperty('column');
    expect(() => v.parse(ErrorReportsSchema, sends[0])).not.toThrow();
  });
});

describe('isLibraryError', () => {
  it("is true for an error thrown by a script under the library's folder", () => {
    const event = new ErrorEvent('error', { filename: `${BASE}lazy/start.js`, error: new Error('x') });
    expect(isLibraryError(event, BASE)).toBe(true);
  });

  it("is false for an error thrown by the site's own script", () => {
    const event = new ErrorEvent('error', {
      filename: 'https://shop.example.com/assets/site.js',
      error: error('site', 'Error: site\n    at https://shop.example.com/assets/site.js:3:7'),
    });
    expect(isLibraryError(event, BASE)).toBe(false);
  });

  it("is true for an error event whose stack passes through the library's code", () => {
    const event = new ErrorEvent('error', {
      filename: 'https://shop.example.com/assets/site.js',
      error: error(
        'deep',
        `Error: deep\n    at ${BASE}chunks/cart.js:5:5\n    at https://shop.example.com/assets/site.js:3:7`,
      ),
    });
    expect(isLibraryError(event, BASE)).toBe(true);
  });

  it('is true for a rejection whose stack mentions the library base', () => {
    expect(isLibraryError(rejection(error('async')), BASE)).toBe(true);
  });

  it("is false for a rejection from the site's code, or with a reason that is not an Error", () => {
    expect(
      isLibraryError(rejection(error('site', 'Error: site\n    at https://shop.example.com/a.js:1:1')), BASE),
    ).toBe(false);
    expect(isLibraryError(rejection(`failed at ${BASE}lazy/start.js`), BASE)).toBe(false);
  });

  it('is false without a base', () => {
    const event = new ErrorEvent('error', { filename: `${BASE}lazy/start.js`, error: error('x') });
    expect(isLibraryError(event, '')).toBe(false);
    expect(isLibraryError(rejection(error('async')), '')).toBe(false);
  });
});

describe('reportUncaught', () => {
  it('maps an error event: its error, file, line and column', () => {
    const errors = reporter();
    const problem = error('boom');
    const event = new ErrorEvent('error', {
      message: 'Uncaught Error: boom',
      filename: `${BASE}lazy/start.js`,
      lineno: 10,
      colno: 20,
      error: problem,
    });
    expect(reportUncaught(errors, event)).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(sends[0]).toEqual([
      {
        event: 'uncaught-error',
        data: {
          message: 'boom',
          stack: problem.stack,
          source: `${BASE}lazy/start.js`,
          line: 10,
          column: 20,
          pagePath: '/shop/p/mug',
        },
        timestamp: T0,
      },
    ]);
  });

  it("uses the event's message when it carries no error (a cross-origin script error)", () => {
    const errors = reporter();
    reportUncaught(errors, new ErrorEvent('error', { message: 'Script error.', filename: `${BASE}x.js`, lineno: 0 }));
    vi.advanceTimersByTime(1000);
    expect(sends[0]![0]).toMatchObject({ event: 'uncaught-error', data: { message: 'Script error.', line: 0 } });
  });

  it('maps a rejection to unhandled-rejection, without a source', () => {
    const errors = reporter();
    expect(reportUncaught(errors, rejection(error('async')))).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(sends[0]![0]!.event).toBe('unhandled-rejection');
    expect(sends[0]![0]!.data.message).toBe('async');
    expect(sends[0]![0]!.data).not.toHaveProperty('source');
  });

  it('reports the same uncaught error once, however many listeners see it', () => {
    const errors = reporter();
    const event = new ErrorEvent('error', { filename: `${BASE}a.js`, error: error('twice') });
    expect(reportUncaught(errors, event)).toBe(true);
    expect(reportUncaught(errors, event)).toBe(false);
  });
});
