/**
 * The feature-flag client: loads the user's flags
 * from the flag service (`POST /api/flags/initialize`) and logs exposures (`POST
 * /api/flags/log-event`). Every call has a 10 s timeout; the initialize call is retried up to 3
 * times with back-off; each endpoint is called at most 50 times per page. Exposures are buffered
 * (100 at most, flushed every 10 s and as soon as the buffer is full); a log that fails is kept in
 * storage (500 events at most) and sent again on the next page. The client's session is renewed
 * after 30 minutes idle or 4 hours. Nothing here throws, rejects or writes to the console.
 */
import * as v from 'valibot';
import type { FlagUser } from '../api/flag-bodies';
import { FlagExposureSchema, type FlagExposure } from '../api/flag-exposure';
import { initializeFlags, INITIALIZE_PATH, LOG_EVENT_PATH, logFlagExposures } from '../api/flags';
import { channel, type FlagStatus, type PendingExposure } from './channel';
import { MAX_FLAG_EVENTS } from './limits';
import { randomId } from './visitor';

/** The flag calls' paths and timeout (src/api/flags.ts), named where the client's rules are. */
export { FLAG_TIMEOUT_MS, INITIALIZE_PATH, LOG_EVENT_PATH } from '../api/flags';
/** The initialize call is retried this many times after its first attempt. */
export const FLAG_RETRIES = 3;
/** The wait before the first retry; each further retry waits twice as long (1 s, 2 s, 4 s). */
export const RETRY_BASE_MS = 1000;
/** The most requests one page makes to each endpoint, retries included; calls beyond are not made. */
export const MAX_REQUESTS_PER_ENDPOINT = 50;
/** The most exposures the buffer holds; a full buffer is flushed at once. */
export const EXPOSURE_BUFFER = MAX_FLAG_EVENTS;
/** A non-empty buffer is sent this often. */
export const FLUSH_INTERVAL_MS = 10_000;
/** The most failed exposures kept for the next page, the newest kept. */
export const MAX_STORED_FAILED_LOGS = 500;
/** A session ends after this long without activity. */
export const SESSION_IDLE_MS = 30 * 60_000;
/** A session ends this long after it started, active or not. */
export const SESSION_MAX_MS = 4 * 60 * 60_000;
/** The storage key of the exposures whose log failed (a JSON list of exposures). */
export const FAILED_LOGS_KEY = 'sq-flags:failed-logs';
/** The storage key of the session (`{ id, started, lastActive }`). */
export const SESSION_KEY = 'sq-flags:session';

/** What the client needs from the page. */
export interface FlagClientOptions {
  /** The user the flags are evaluated for; its `userID` goes on every exposure. */
  readonly user: FlagUser;
  /** Where failed logs and the session are kept across pages; null under a restrictive cookie policy (memory only). */
  readonly storage: Storage | null;
  /** The clock (ms since 1970); default `Date.now`. */
  readonly now?: () => number;
  /** Called whenever status or values change (the analytics module dispatches `sq-flags-change` from it). */
  readonly onChange?: (status: FlagStatus, values: Readonly<Record<string, boolean>> | null) => void;
}

/** The flag client of one page. */
export interface FlagClient {
  /** Loads the user's flags from the service: status Loading, then Ready (with the service's values, or with none when it cannot be reached: the page context's flags then stand). */
  initialize(): Promise<void>;
  /** Queues an exposure (a flag read); the buffer holds 100 and is flushed every 10 s, and when full. */
  logExposure(exposure: PendingExposure): void;
  /** Sends what the buffer holds now (the page is being hidden: keepalive). */
  flush(): Promise<void>;
  /** The current session id (renewed after 30 min idle or 4 h). */
  sessionId(): string;
  /** Stops the flush timer. */
  stop(): void;
}

/** The client's session, as stored. Times are ms since 1970. */
export interface FlagSession {
  readonly id: string;
  readonly started: number;
  readonly lastActive: number;
}

const time = v.pipe(v.number(), v.finite());
const SessionSchema = v.object({ id: v.pipe(v.string(), v.regex(/^[\w-]{1,100}$/)), started: time, lastActive: time });

/** Whether a session is over at `now`: idle more than 30 minutes, or started more than 4 hours ago. */
export function sessionExpired(session: FlagSession, now: number): boolean {
  return now - session.lastActive > SESSION_IDLE_MS || now - session.started > SESSION_MAX_MS;
}

/** The session live at `now`: the given one, or a new one (a fresh id) when there is none or it expired. */
export function liveSession(session: FlagSession | undefined, now: number, newId: () => string): FlagSession {
  return session && !sessionExpired(session, now) ? session : { id: newId(), started: now, lastActive: now };
}

/** The wait before retry `retry` (1, 2, 3, ...): 1 s, 2 s, 4 s, ... */
export function backoffMs(retry: number): number {
  return RETRY_BASE_MS * 2 ** (retry - 1);
}

/** Whether a failed call may succeed when repeated: no answer, 429, or a server error (never another 4xx). */
export function retryable(status: number | null): boolean {
  return status === null || status === 429 || status >= 500;
}

/** `stored` followed by `added`, the newest `MAX_STORED_FAILED_LOGS` of them. */
export function appendCapped(stored: readonly FlagExposure[], added: readonly FlagExposure[]): FlagExposure[] {
  return [...stored, ...added].slice(-MAX_STORED_FAILED_LOGS);
}

/** An exposure's identity, to remove exactly the stored exposures a re-send delivered. */
function identity(event: FlagExposure): string {
  return [event.time, event.userID, event.sessionID ?? '', event.flag, event.value, event.reason].join('\u0000');
}

/** Reads a storage key; undefined when it is missing, storage is off, or storage refuses. */
function readKey(storage: Storage | null, key: string): string | undefined {
  try {
    return storage?.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Writes (or, with null, removes) a storage key; storage errors (quota, SecurityError) are ignored. */
function writeKey(storage: Storage | null, key: string, value: string | null): void {
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // Storage full or forbidden: kept in memory only (or not at all).
  }
}

/** Parses JSON text; undefined for anything that is not JSON. */
function parseJson(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The stored failed logs: the valid exposures of the stored list (anything else is dropped). */
export function readFailedLogs(storage: Storage | null): FlagExposure[] {
  const list = parseJson(readKey(storage, FAILED_LOGS_KEY));
  if (!Array.isArray(list)) return [];
  const events: FlagExposure[] = [];
  for (const item of list.slice(-MAX_STORED_FAILED_LOGS)) {
    const parsed = v.safeParse(FlagExposureSchema, item);
    if (parsed.success) events.push(parsed.output);
  }
  return events;
}

/** Stores the failed logs (removing the key when there are none). */
function writeFailedLogs(storage: Storage | null, events: readonly FlagExposure[]): void {
  writeKey(storage, FAILED_LOGS_KEY, events.length > 0 ? JSON.stringify(events) : null);
}

/** The stored session, when storage holds a valid one. */
function readSession(storage: Storage | null): FlagSession | undefined {
  const parsed = v.safeParse(SessionSchema, parseJson(readKey(storage, SESSION_KEY)));
  return parsed.success ? parsed.output : undefined;
}

/** Resolves after `ms` (a timer, so fake timers drive it in tests). */
function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Requests made per endpoint path, per page (the page's channel), whichever client made them. */
const requestCounts = new WeakMap<object, Map<string, number>>();

/** Counts a request to `path` on this page; false (and not counted) once the page's 50 are used. */
function takeRequest(path: string): boolean {
  const page = channel();
  const counts = requestCounts.get(page) ?? new Map<string, number>();
  requestCounts.set(page, counts);
  const used = counts.get(path) ?? 0;
  if (used >= MAX_REQUESTS_PER_ENDPOINT) return false;
  counts.set(path, used + 1);
  return true;
}

/**
 * The flag service's values for a user, or null when it cannot be reached: each attempt times out
 * after 10 s; no answer, 429 and 5xx are retried after 1 s, 2 s and 4 s; another 4xx, an answer
 * that is not the expected JSON, or the page's request limit ends it at once.
 */
async function fetchFlags(user: FlagUser): Promise<Readonly<Record<string, boolean>> | null> {
  for (let attempt = 0; attempt <= FLAG_RETRIES; attempt += 1) {
    if (attempt > 0) await wait(backoffMs(attempt));
    if (!takeRequest(INITIALIZE_PATH)) return null;
    const outcome = await initializeFlags(user);
    // An answer that is not the expected JSON would come back the same: not retried.
    if (outcome.ok) return outcome.flags;
    if (!retryable(outcome.status)) return null;
  }
  return null;
}

/** How a log call ended: delivered, refused for good (a 4xx other than 429), or failed (worth trying on the next page). */
type LogOutcome = 'sent' | 'refused' | 'failed';

/** Sends one log call; `failed` without a request once the page's limit is used. Never rejects. */
async function sendLog(events: readonly FlagExposure[], keepalive: boolean): Promise<LogOutcome> {
  if (!takeRequest(LOG_EVENT_PATH)) return 'failed';
  const status = await logFlagExposures(events, keepalive);
  if (status !== null && status >= 200 && status < 300) return 'sent';
  return retryable(status) ? 'failed' : 'refused';
}

/**
 * A flag client for one page. On creation it starts the 10 s flush timer and sends the failed logs
 * an earlier page stored. The buffer never drops an exposure: reaching 100 sends it at once.
 * A log that fails (no answer, 429, 5xx, or the page's request limit) is appended to the stored
 * failed logs; one the service refuses (another 4xx) is dropped, as sending it again would fail too.
 * Without storage (or when storage refuses) the session lives in memory and failed logs are dropped.
 */
export function createFlagClient(options: FlagClientOptions): FlagClient {
  const { user, storage } = options;
  const now = options.now ?? Date.now;
  let memorySession: FlagSession | undefined;
  let buffer: FlagExposure[] = [];
  let loading: Promise<void> | undefined;

  /** The live session (stored, so another tab or the next page shares it), optionally marked active now. */
  const session = (active: boolean): FlagSession => {
    const at = now();
    const stored = readSession(storage);
    const live = liveSession(stored ?? memorySession, at, randomId);
    const current = active ? { ...live, lastActive: Math.max(live.lastActive, at) } : live;
    if (current.id !== stored?.id || current.lastActive !== stored.lastActive) {
      writeKey(storage, SESSION_KEY, JSON.stringify(current));
    }
    memorySession = current;
    return current;
  };

  const changed = () => {
    const { status, values } = channel().flags;
    try {
      options.onChange?.(status, values);
    } catch {
      // A listener's failure is not the client's.
    }
  };

  const keepFailed = (events: readonly FlagExposure[]) => {
    if (storage) writeFailedLogs(storage, appendCapped(readFailedLogs(storage), events));
  };

  const send = async (keepalive: boolean) => {
    if (buffer.length === 0) return;
    const events = buffer;
    buffer = [];
    if ((await sendLog(events, keepalive)) === 'failed') keepFailed(events);
  };

  /** Sends what an earlier page stored; removes exactly those once delivered (or refused for good). */
  const resendStored = async () => {
    const stored = readFailedLogs(storage);
    if (stored.length === 0) return;
    if ((await sendLog(stored, false)) === 'failed') return;
    const delivered = new Set(stored.map(identity));
    writeFailedLogs(
      storage,
      readFailedLogs(storage).filter((event) => !delivered.has(identity(event))),
    );
  };

  const load = async () => {
    const flags = channel().flags;
    flags.status = 'Loading';
    changed();
    try {
      session(true);
      const values = await fetchFlags(user);
      if (values) flags.values = values;
    } catch {
      // The service cannot be reached: the page context's flags stand.
    }
    flags.status = 'Ready';
    changed();
  };

  const timer = setInterval(() => void send(false).catch(() => {}), FLUSH_INTERVAL_MS);
  void resendStored().catch(() => {});

  return {
    initialize() {
      loading ??= load()
        .catch(() => {})
        .finally(() => {
          loading = undefined;
        });
      return loading;
    },
    logExposure(exposure) {
      try {
        const { id } = session(true);
        buffer.push({
          eventName: 'flag_exposure',
          time: exposure.time,
          userID: user.userID,
          sessionID: exposure.sessionID ?? id,
          flag: exposure.flag,
          value: exposure.value,
          reason: exposure.reason,
        });
        if (buffer.length >= EXPOSURE_BUFFER) void send(false).catch(() => {});
      } catch {
        // Logging must never break the page.
      }
    },
    flush: () => send(true).catch(() => {}),
    sessionId: () => session(false).id,
    stop: () => clearInterval(timer),
  };
}
