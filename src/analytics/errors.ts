/**
 * Error reporting: the library's own uncaught errors and unhandled
 * rejections (from scripts under its folder, the loader included; never the site's own scripts)
 * and the errors it catches and reports (src/lib/report.ts), sent to
 * `POST /api/events/RecordJavascriptErrors` as `[{ event, data, timestamp }]` with the CSRF header:
 * at most 20 reports a page, at most 10 waiting, stacks cut at 5,000 characters, sends debounced
 * by 1 s. The same error is reported once.
 */
import { MAX_CONTEXT_KEYS, MAX_ERROR_REPORTS, MAX_STACK, MAX_TEXT } from './limits';
import type { ErrorReport } from './schemas';

/** At most this many reports wait for the next send. */
export const MAX_QUEUED = 10;

/** A send waits this long after the last report. */
export const SEND_DEBOUNCE_MS = 1000;

/** The kinds of report. */
export type ErrorEventName = 'uncaught-error' | 'unhandled-rejection' | 'reported';

/** What the reporter needs from the page. */
export interface ErrorReporterOptions {
  /** Sends one batch; its failure is ignored. */
  readonly send: (reports: ErrorReport[]) => unknown;
  readonly pagePath: string;
  readonly now?: () => number;
}

/** The reporter of one page. */
export interface ErrorReporter {
  /** Adds a report; false when it was dropped (a repeat, the page's limit, or the queue full). */
  add(
    event: ErrorEventName,
    error: unknown,
    where?: { readonly source?: string; readonly line?: number; readonly column?: number },
    context?: Readonly<Record<string, unknown>>,
  ): boolean;
  /** Sends what waits now (the page is being hidden). */
  flush(): void;
}

type ContextValue = string | number | boolean | null;

/** The JSON-safe part of a report's context: strings (cut), finite numbers, booleans and null. */
function safeContext(context: Readonly<Record<string, unknown>>): Record<string, ContextValue> | undefined {
  const safe: Record<string, ContextValue> = {};
  for (const [key, value] of Object.entries(context).slice(0, MAX_CONTEXT_KEYS)) {
    if (typeof value === 'string') safe[key.slice(0, 100)] = value.slice(0, MAX_TEXT);
    else if ((typeof value === 'number' && Number.isFinite(value)) || typeof value === 'boolean' || value === null)
      safe[key.slice(0, 100)] = value;
  }
  return Object.keys(safe).length > 0 ? safe : undefined;
}

const line = (n: number | undefined) => (n !== undefined && Number.isSafeInteger(n) && n >= 0 ? n : undefined);

/** A reporter that batches, limits and sends. */
export function createErrorReporter(options: ErrorReporterOptions): ErrorReporter {
  const now = options.now ?? Date.now;
  const seen = new WeakSet<object>();
  const seenMessages = new Set<string>();
  let queued: ErrorReport[] = [];
  let accepted = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (queued.length === 0) return;
    const batch = queued;
    queued = [];
    try {
      void Promise.resolve(options.send(batch)).catch(() => {});
    } catch {
      // A failed send is dropped: reporting must never break the page.
    }
  };

  return {
    add(event, error, where = {}, context = {}) {
      if (typeof error === 'object' && error !== null) {
        if (seen.has(error)) return false;
        seen.add(error);
      }
      const problem = error instanceof Error ? error : new Error(String(error));
      // Only a thrown Error has a stack of its own (a wrapped value's would be the reporter's).
      const stack =
        error instanceof Error && typeof error.stack === 'string' ? error.stack.slice(0, MAX_STACK) : undefined;
      // The same failure seen twice (a rethrown copy, a second listener) is one report.
      const signature = `${problem.message}\n${stack ?? ''}`;
      if (seenMessages.has(signature)) return false;
      if (accepted >= MAX_ERROR_REPORTS || queued.length >= MAX_QUEUED) return false;
      seenMessages.add(signature);
      accepted += 1;
      const data: ErrorReport['data'] = {
        message: problem.message.slice(0, MAX_TEXT) || 'Error',
        pagePath: options.pagePath.slice(0, MAX_TEXT),
      };
      if (stack) data.stack = stack;
      if (where.source) data.source = where.source.slice(0, MAX_TEXT);
      const lineNumber = line(where.line);
      const column = line(where.column);
      if (lineNumber !== undefined) data.line = lineNumber;
      if (column !== undefined) data.column = column;
      const safe = safeContext(context);
      if (safe) data.context = safe;
      queued.push({ event, data, timestamp: Math.max(0, Math.round(now())) });
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(flush, SEND_DEBOUNCE_MS);
      return true;
    },
    flush,
  };
}

/** Whether a script address is under the library's folder. */
function underBase(address: string | undefined, base: string): boolean {
  return Boolean(address) && (address as string).startsWith(base);
}

/**
 * Whether an uncaught error or unhandled rejection came from the library's own code: thrown by a
 * script under its folder (the error event's file, or any frame of the error's stack).
 */
export function isLibraryError(event: ErrorEvent | PromiseRejectionEvent, base: string): boolean {
  if (!base) return false;
  const error: unknown = 'reason' in event ? event.reason : event.error;
  if ('filename' in event && underBase(event.filename, base)) return true;
  const stack = error instanceof Error ? error.stack : undefined;
  return typeof stack === 'string' && stack.includes(base);
}

/** Reports an uncaught error or rejection event to the reporter. */
export function reportUncaught(reporter: ErrorReporter, event: ErrorEvent | PromiseRejectionEvent): boolean {
  if ('reason' in event) return reporter.add('unhandled-rejection', event.reason);
  return reporter.add('uncaught-error', event.error ?? event.message, {
    source: event.filename,
    line: event.lineno,
    column: event.colno,
  });
}
