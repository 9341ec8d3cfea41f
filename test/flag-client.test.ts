import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { channel, type FlagStatus, type PendingExposure } from '../src/analytics/channel';
import {
  createFlagClient,
  FAILED_LOGS_KEY,
  FLAG_TIMEOUT_MS,
  FLUSH_INTERVAL_MS,
  INITIALIZE_PATH,
  LOG_EVENT_PATH,
  MAX_REQUESTS_PER_ENDPOINT,
  MAX_STORED_FAILED_LOGS,
  SESSION_IDLE_MS,
  SESSION_KEY,
  SESSION_MAX_MS,
  type FlagClient,
  type FlagClientOptions,
} from '../src/analytics/flag-client';
import type { FlagExposure, FlagUser } from '../src/analytics/schemas';
import { server } from './setup';

const START = Date.UTC(2025, 0, 15, 12);
const USER: FlagUser = { userID: 'visitor-1', custom: { websiteId: 'site-1' } };
const MINUTE = 60_000;

/** One request the flag service received. */
interface Call {
  readonly path: string;
  /** ms since the test started. */
  readonly at: number;
  readonly body: any;
  readonly request: Request;
}

let calls: Call[];
let clients: FlagClient[];

const callsTo = (path: string) => calls.filter((call) => call.path === path);
const times = (path: string) => callsTo(path).map((call) => call.at);

/** How the service answers one request: a response, or never ('hang'). */
type Reply = () => Response | 'hang';
const answers =
  (body: unknown, status = 200): Reply =>
  () =>
    HttpResponse.json(body as Record<string, unknown>, { status });
const fails = (status: number) => answers({ message: 'Nope.' }, status);
const hangs: Reply = () => 'hang';
const unreachable: Reply = () => HttpResponse.error();

/** The service answers `path` with the replies in order, the last one from then on. */
function serve(path: string, ...replies: Reply[]) {
  let count = 0;
  server.use(
    http.post(`*${path}`, async ({ request }) => {
      calls.push({ path, at: Date.now() - START, body: await request.clone().json(), request });
      const reply = replies[Math.min(count++, replies.length - 1)]!();
      if (reply === 'hang') await delay('infinite');
      return reply === 'hang' ? HttpResponse.json({}) : reply;
    }),
  );
}

/** A Storage in memory, its contents visible. */
function memoryStorage(): Storage & { readonly data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

/** A Storage that refuses everything (a browser's storage blocked, or full). */
function refusingStorage(): Storage & { readonly attempts: string[] } {
  const attempts: string[] = [];
  const refuse = (what: string) => () => {
    attempts.push(what);
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  return {
    attempts,
    length: 0,
    clear: refuse('clear'),
    getItem: refuse('getItem'),
    key: refuse('key'),
    removeItem: refuse('removeItem'),
    setItem: refuse('setItem'),
  };
}

function makeClient(options: Partial<FlagClientOptions> = {}): FlagClient {
  const client = createFlagClient({ user: USER, storage: memoryStorage(), ...options });
  clients.push(client);
  return client;
}

/** A flag read, as src/flags/flags.ts reports it. */
const exposure = (flag: string, time = Date.now()): PendingExposure => ({ time, flag, value: true, reason: 'service' });

/** Exposures as a log call (or the stored failed logs) carries them. */
const logged = (count: number, from = 0): FlagExposure[] =>
  Array.from({ length: count }, (_, index) => ({
    eventName: 'flag_exposure',
    time: START - 1000 + from + index,
    userID: USER.userID,
    sessionID: 'earlier-session',
    flag: `flag-${from + index}`,
    value: false,
    reason: 'page-context',
  }));

const storedFailed = (storage: Storage): FlagExposure[] => JSON.parse(storage.getItem(FAILED_LOGS_KEY) ?? '[]');

/** A new page: a fresh channel (status, values, request counts), as a navigation gives. */
function nextPage() {
  for (const client of clients.splice(0)) client.stop();
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('storefront-elements.channel')];
}

/** Lets pending requests and their handlers run, moving the clock `ms` on. */
const advance = (ms = 0) => vi.advanceTimersByTimeAsync(ms);

beforeEach(() => {
  calls = [];
  clients = [];
  nextPage();
  vi.useFakeTimers();
  vi.setSystemTime(START);
});

afterEach(() => {
  nextPage();
  vi.useRealTimers();
});

describe('initialize', () => {
  it('goes from Uninitialized to Loading to Ready with the service values in the channel', async () => {
    serve(INITIALIZE_PATH, answers({ flags: { 'payment-links-enabled': true, 'new-cart': false } }));
    const changes: [FlagStatus, unknown][] = [];
    const client = makeClient({ onChange: (status, values) => changes.push([status, values]) });
    expect(channel().flags.status).toBe('Uninitialized');

    const done = client.initialize();
    expect(channel().flags.status).toBe('Loading');
    expect(channel().flags.values).toBeNull();
    await advance();
    await done;

    expect(channel().flags.status).toBe('Ready');
    expect(channel().flags.values).toEqual({ 'payment-links-enabled': true, 'new-cart': false });
    expect(changes).toEqual([
      ['Loading', null],
      ['Ready', { 'payment-links-enabled': true, 'new-cart': false }],
    ]);
  });

  it('reads loosely typed values as the platform writes them, and leaves a value that is no boolean at its default', async () => {
    serve(INITIALIZE_PATH, answers({ flags: { a: 'true', b: 1, c: '0', d: 'maybe', e: false, f: { on: true } } }));
    const done = makeClient().initialize();
    await advance();
    await done;
    expect(channel().flags.status).toBe('Ready');
    expect(channel().flags.values).toEqual({ a: true, b: true, c: false, e: false });
  });

  it('posts the user as JSON without the CSRF header', async () => {
    document.cookie = 'crumb=token-123; path=/';
    serve(INITIALIZE_PATH, answers({ flags: {} }));
    const done = makeClient().initialize();
    await advance();
    await done;

    const [call] = callsTo(INITIALIZE_PATH);
    expect(call?.body).toEqual({ user: USER });
    expect(call?.request.headers.get('content-type')).toBe('application/json');
    // Same-origin, as every non-GET call: the crumb as X-CSRF-Token.
    expect(call?.request.headers.get('x-csrf-token')).toBe('token-123');
  });

  it('aborts an attempt that hangs at 10 s and tries again after the back-off', async () => {
    serve(INITIALIZE_PATH, hangs, answers({ flags: { late: true } }));
    const done = makeClient().initialize();
    await advance(FLAG_TIMEOUT_MS - 1);
    expect(callsTo(INITIALIZE_PATH)[0]?.request.signal.aborted).toBe(false);
    await advance(1);
    expect(callsTo(INITIALIZE_PATH)[0]?.request.signal.aborted).toBe(true);
    expect(times(INITIALIZE_PATH)).toEqual([0]);
    expect(channel().flags.status).toBe('Loading');

    await advance(1000);
    await done;
    expect(times(INITIALIZE_PATH)).toEqual([0, 11_000]);
    expect(channel().flags.values).toEqual({ late: true });
  });

  it('gives up after four hanging attempts, Ready without values', async () => {
    serve(INITIALIZE_PATH, hangs);
    const done = makeClient().initialize();
    await advance(46_999);
    expect(channel().flags.status).toBe('Loading');
    await advance(1);
    await done;

    // 10 s timeout each, then 1 s, 2 s and 4 s back-off.
    expect(times(INITIALIZE_PATH)).toEqual([0, 11_000, 23_000, 37_000]);
    expect(channel().flags).toMatchObject({ status: 'Ready', values: null });
  });

  it('retries a failing service after 1 s, 2 s and 4 s, then stays Ready without values', async () => {
    serve(INITIALIZE_PATH, fails(500));
    const changes: FlagStatus[] = [];
    const done = makeClient({ onChange: (status) => changes.push(status) }).initialize();
    await advance(6_999);
    expect(times(INITIALIZE_PATH)).toEqual([0, 1000, 3000]);
    expect(channel().flags.status).toBe('Loading');
    await advance(1);
    await done;

    expect(times(INITIALIZE_PATH)).toEqual([0, 1000, 3000, 7000]);
    expect(channel().flags).toMatchObject({ status: 'Ready', values: null });
    expect(changes).toEqual(['Loading', 'Ready']);
    await advance(60_000);
    expect(callsTo(INITIALIZE_PATH)).toHaveLength(4);
  });

  it('retries an unreachable service, a 429 and a 503 until it answers', async () => {
    serve(INITIALIZE_PATH, unreachable, fails(429), fails(503), answers({ flags: { third: true } }));
    const done = makeClient().initialize();
    await advance(7000);
    await done;

    expect(times(INITIALIZE_PATH)).toEqual([0, 1000, 3000, 7000]);
    expect(channel().flags).toMatchObject({ status: 'Ready', values: { third: true } });
  });

  it.each([400, 401, 404])('does not retry a %i', async (status) => {
    serve(INITIALIZE_PATH, fails(status), answers({ flags: { never: true } }));
    const done = makeClient().initialize();
    await advance();
    await done;
    await advance(30_000);

    expect(callsTo(INITIALIZE_PATH)).toHaveLength(1);
    expect(channel().flags).toMatchObject({ status: 'Ready', values: null });
  });

  it.each([
    ['flags that are no map', () => HttpResponse.json({ flags: 'on' })],
    ['no flags', () => HttpResponse.json({ configs: {} })],
    ['a body that is not JSON', () => new HttpResponse('<html>oops</html>', { status: 200 })],
  ])('treats an answer with %s as a failure (not retried)', async (_, reply) => {
    serve(INITIALIZE_PATH, reply);
    const done = makeClient().initialize();
    await advance();
    await done;
    await advance(30_000);

    expect(callsTo(INITIALIZE_PATH)).toHaveLength(1);
    expect(channel().flags).toMatchObject({ status: 'Ready', values: null });
  });

  it('shares one request between calls made while loading', async () => {
    serve(INITIALIZE_PATH, answers({ flags: { once: true } }));
    const client = makeClient();
    const first = client.initialize();
    const second = client.initialize();
    await advance();
    await Promise.all([first, second]);

    expect(first).toBe(second);
    expect(callsTo(INITIALIZE_PATH)).toHaveLength(1);
  });

  it('keeps the values it has when a later initialize cannot reach the service', async () => {
    serve(INITIALIZE_PATH, answers({ flags: { kept: true } }), fails(400));
    const client = makeClient();
    let done = client.initialize();
    await advance();
    await done;
    done = client.initialize();
    await advance();
    await done;

    expect(callsTo(INITIALIZE_PATH)).toHaveLength(2);
    expect(channel().flags).toMatchObject({ status: 'Ready', values: { kept: true } });
  });

  it('survives an onChange that throws', async () => {
    serve(INITIALIZE_PATH, answers({ flags: { fine: true } }));
    const client = makeClient({
      onChange: () => {
        throw new Error('listener broke');
      },
    });
    const done = client.initialize();
    await advance();
    await expect(done).resolves.toBeUndefined();
    expect(channel().flags.values).toEqual({ fine: true });
  });
});

describe('request limit', () => {
  it(`makes at most ${MAX_REQUESTS_PER_ENDPOINT} initialize requests a page, retries included`, async () => {
    serve(INITIALIZE_PATH, fails(500));
    serve(LOG_EVENT_PATH, answers({}));
    const client = makeClient();
    for (let round = 0; round < 13; round += 1) {
      const done = client.initialize();
      await advance(8000);
      await done;
      expect(channel().flags.status).toBe('Ready');
    }
    expect(callsTo(INITIALIZE_PATH)).toHaveLength(MAX_REQUESTS_PER_ENDPOINT);

    // The other endpoint has its own count.
    client.logExposure(exposure('still-logged'));
    await advance(FLUSH_INTERVAL_MS);
    expect(callsTo(LOG_EVENT_PATH)).toHaveLength(1);

    // A new page starts a new count.
    nextPage();
    const done = makeClient().initialize();
    await advance(8000);
    await done;
    expect(callsTo(INITIALIZE_PATH)).toHaveLength(MAX_REQUESTS_PER_ENDPOINT + 4);
  });

  it(`makes at most ${MAX_REQUESTS_PER_ENDPOINT} log requests a page and keeps the rest for the next page`, async () => {
    serve(LOG_EVENT_PATH, answers({}));
    const storage = memoryStorage();
    const client = makeClient({ storage });
    for (let round = 0; round < 53; round += 1) {
      client.logExposure(exposure(`flag-${round}`));
      await advance(FLUSH_INTERVAL_MS);
    }

    expect(callsTo(LOG_EVENT_PATH)).toHaveLength(MAX_REQUESTS_PER_ENDPOINT);
    expect(storedFailed(storage).map((event) => event.flag)).toEqual(['flag-50', 'flag-51', 'flag-52']);
  });
});

describe('exposures', () => {
  it('sends the buffer every 10 s as full exposures with the user and session', async () => {
    document.cookie = 'crumb=token-456; path=/';
    serve(LOG_EVENT_PATH, answers({}));
    const client = makeClient();
    client.logExposure({ time: START, flag: 'payment-links-enabled', value: true, reason: 'service' });
    client.logExposure({ time: START + 1, flag: 'new-cart', value: false, reason: 'page-context' });
    await advance(FLUSH_INTERVAL_MS - 1);
    expect(callsTo(LOG_EVENT_PATH)).toHaveLength(0);
    await advance(1);

    const session = client.sessionId();
    expect(callsTo(LOG_EVENT_PATH).map((call) => call.body)).toEqual([
      {
        events: [
          {
            eventName: 'flag_exposure',
            time: START,
            userID: 'visitor-1',
            sessionID: session,
            flag: 'payment-links-enabled',
            value: true,
            reason: 'service',
          },
          {
            eventName: 'flag_exposure',
            time: START + 1,
            userID: 'visitor-1',
            sessionID: session,
            flag: 'new-cart',
            value: false,
            reason: 'page-context',
          },
        ],
      },
    ]);
    expect(callsTo(LOG_EVENT_PATH)[0]?.request.headers.get('x-csrf-token')).toBe('token-456');

    // An empty buffer sends nothing.
    await advance(3 * FLUSH_INTERVAL_MS);
    expect(callsTo(LOG_EVENT_PATH)).toHaveLength(1);
  });

  it('sends a full buffer of 100 at once and drops none', async () => {
    serve(LOG_EVENT_PATH, answers({}));
    const client = makeClient();
    for (let index = 0; index < 99; index += 1) client.logExposure(exposure(`flag-${index}`));
    await advance();
    expect(callsTo(LOG_EVENT_PATH)).toHaveLength(0);

    for (let index = 99; index < 250; index += 1) client.logExposure(exposure(`flag-${index}`));
    await advance();
    expect(callsTo(LOG_EVENT_PATH).map((call) => call.body.events.length)).toEqual([100, 100]);
    expect(times(LOG_EVENT_PATH)).toEqual([0, 0]);

    await advance(FLUSH_INTERVAL_MS);
    const sent = callsTo(LOG_EVENT_PATH).flatMap((call) => call.body.events.map((event: FlagExposure) => event.flag));
    expect(sent).toEqual(Array.from({ length: 250 }, (_, index) => `flag-${index}`));
  });

  it('flush sends the buffer at once with keepalive', async () => {
    serve(LOG_EVENT_PATH, answers({}));
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const client = makeClient();
    client.logExposure(exposure('leaving'));
    const done = client.flush();
    await advance();
    await done;

    expect(callsTo(LOG_EVENT_PATH).map((call) => call.body.events[0].flag)).toEqual(['leaving']);
    expect(fetchSpy.mock.calls[0]?.[1]?.keepalive).toBe(true);
    await advance(FLUSH_INTERVAL_MS);
    expect(callsTo(LOG_EVENT_PATH)).toHaveLength(1);
  });

  it('stops flushing on a timer after stop()', async () => {
    serve(LOG_EVENT_PATH, answers({}));
    const client = makeClient();
    client.logExposure(exposure('waits'));
    client.stop();
    await advance(5 * FLUSH_INTERVAL_MS);
    expect(callsTo(LOG_EVENT_PATH)).toHaveLength(0);
  });
});

describe('failed logs', () => {
  it.each([
    ['the service is unreachable', unreachable],
    ['the service fails', fails(500)],
    ['the service is rate limited', fails(429)],
  ])('stores the exposures when %s', async (_, reply) => {
    serve(LOG_EVENT_PATH, reply);
    const storage = memoryStorage();
    storage.setItem(FAILED_LOGS_KEY, JSON.stringify(logged(2)));
    const client = makeClient({ storage });
    await advance();
    client.logExposure(exposure('lost-1'));
    client.logExposure(exposure('lost-2'));
    await advance(FLUSH_INTERVAL_MS);

    expect(storedFailed(storage).map((event) => event.flag)).toEqual(['flag-0', 'flag-1', 'lost-1', 'lost-2']);
    expect(storedFailed(storage)[2]).toMatchObject({ eventName: 'flag_exposure', userID: 'visitor-1' });
  });

  it('drops exposures the service refuses with a 400 (sending them again would fail too)', async () => {
    serve(LOG_EVENT_PATH, fails(400));
    const storage = memoryStorage();
    const client = makeClient({ storage });
    client.logExposure(exposure('refused'));
    await advance(FLUSH_INTERVAL_MS);

    expect(callsTo(LOG_EVENT_PATH)).toHaveLength(1);
    expect(storage.getItem(FAILED_LOGS_KEY)).toBeNull();
  });

  it(`keeps the newest ${MAX_STORED_FAILED_LOGS} failed exposures`, async () => {
    serve(LOG_EVENT_PATH, fails(503));
    const storage = memoryStorage();
    const client = makeClient({ storage });
    await advance();
    storage.setItem(FAILED_LOGS_KEY, JSON.stringify(logged(480)));
    for (let index = 0; index < 100; index += 1) client.logExposure(exposure(`new-${index}`));
    await advance();

    const stored = storedFailed(storage);
    expect(stored).toHaveLength(MAX_STORED_FAILED_LOGS);
    expect(stored[0]?.flag).toBe('flag-80');
    expect(stored.at(-1)?.flag).toBe('new-99');
  });

  it('sends the stored exposures on the next page and removes them once they went through', async () => {
    serve(LOG_EVENT_PATH, fails(500), answers({}));
    const storage = memoryStorage();
    const firstPage = makeClient({ storage });
    firstPage.logExposure(exposure('from-page-1'));
    await advance(FLUSH_INTERVAL_MS);
    expect(storedFailed(storage).map((event) => event.flag)).toEqual(['from-page-1']);

    nextPage();
    makeClient({ storage });
    await advance();

    expect(callsTo(LOG_EVENT_PATH)).toHaveLength(2);
    expect(callsTo(LOG_EVENT_PATH)[1]?.body.events.map((event: FlagExposure) => event.flag)).toEqual(['from-page-1']);
    expect(storage.getItem(FAILED_LOGS_KEY)).toBeNull();
  });

  it('keeps the stored exposures, once, when the re-send fails too', async () => {
    serve(LOG_EVENT_PATH, fails(502));
    const storage = memoryStorage();
    storage.setItem(FAILED_LOGS_KEY, JSON.stringify(logged(3)));
    makeClient({ storage });
    await advance();

    expect(callsTo(LOG_EVENT_PATH)).toHaveLength(1);
    expect(storedFailed(storage)).toEqual(logged(3));
  });

  it('removes only what the re-send delivered, not what failed meanwhile', async () => {
    let count = 0;
    server.use(
      http.post(`*${LOG_EVENT_PATH}`, async () => {
        count += 1;
        if (count === 1) {
          await delay(5000);
          return HttpResponse.json({});
        }
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    const storage = memoryStorage();
    storage.setItem(FAILED_LOGS_KEY, JSON.stringify(logged(2)));
    const client = makeClient({ storage });
    client.logExposure(exposure('failed-meanwhile'));
    await client.flush();
    expect(storedFailed(storage).map((event) => event.flag)).toEqual(['flag-0', 'flag-1', 'failed-meanwhile']);

    await advance(5000);
    expect(storedFailed(storage).map((event) => event.flag)).toEqual(['failed-meanwhile']);
  });

  it('sends only the valid stored exposures when storage holds something else too', async () => {
    serve(LOG_EVENT_PATH, answers({}));
    const storage = memoryStorage();
    storage.setItem(FAILED_LOGS_KEY, JSON.stringify([logged(1)[0], { eventName: 'other' }, 'text', null]));
    makeClient({ storage });
    await advance();

    expect(callsTo(LOG_EVENT_PATH)[0]?.body).toEqual({ events: logged(1) });
  });

  it('ignores stored failed logs that are not JSON', async () => {
    serve(LOG_EVENT_PATH, answers({}));
    const storage = memoryStorage();
    storage.setItem(FAILED_LOGS_KEY, '{not json');
    makeClient({ storage });
    await advance(FLUSH_INTERVAL_MS);

    expect(callsTo(LOG_EVENT_PATH)).toHaveLength(0);
  });
});

describe('session', () => {
  it('keeps one stored session id, shared with the next page', async () => {
    const storage = memoryStorage();
    const client = makeClient({ storage });
    const id = client.sessionId();
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(client.sessionId()).toBe(id);
    expect(JSON.parse(storage.getItem(SESSION_KEY)!)).toEqual({ id, started: START, lastActive: START });

    nextPage();
    expect(makeClient({ storage }).sessionId()).toBe(id);
  });

  it(`renews the session after ${SESSION_IDLE_MS / MINUTE} minutes without activity`, async () => {
    serve(LOG_EVENT_PATH, answers({}));
    const client = makeClient();
    client.logExposure(exposure('first'));
    const id = client.sessionId();

    await advance(SESSION_IDLE_MS);
    expect(client.sessionId()).toBe(id);
    await advance(1);
    const renewed = client.sessionId();
    expect(renewed).not.toBe(id);
    client.logExposure(exposure('later'));
    await advance(FLUSH_INTERVAL_MS);
    expect(callsTo(LOG_EVENT_PATH).at(-1)?.body.events[0]).toMatchObject({ flag: 'later', sessionID: renewed });
  });

  it('counts exposures and initialize as activity', async () => {
    serve(LOG_EVENT_PATH, answers({}));
    serve(INITIALIZE_PATH, answers({ flags: {} }));
    const storage = memoryStorage();
    const client = makeClient({ storage });
    const id = client.sessionId();

    await advance(20 * MINUTE);
    client.logExposure(exposure('keeps-it'));
    await advance(20 * MINUTE);
    const done = client.initialize();
    await advance();
    await done;
    expect(JSON.parse(storage.getItem(SESSION_KEY)!)).toEqual({ id, started: START, lastActive: START + 40 * MINUTE });
    await advance(20 * MINUTE);
    expect(client.sessionId()).toBe(id);
  });

  it(`renews the session after ${SESSION_MAX_MS / (60 * MINUTE)} hours even when active`, async () => {
    serve(LOG_EVENT_PATH, answers({}));
    const client = makeClient();
    const id = client.sessionId();
    for (let elapsed = 0; elapsed < SESSION_MAX_MS; elapsed += 10 * MINUTE) {
      client.logExposure(exposure('active'));
      expect(client.sessionId()).toBe(id);
      await advance(10 * MINUTE);
    }
    expect(client.sessionId()).toBe(id);
    await advance(1);
    expect(client.sessionId()).not.toBe(id);
  });

  it('starts a new session when the stored one is not valid', async () => {
    const storage = memoryStorage();
    storage.setItem(SESSION_KEY, JSON.stringify({ id: 'x', started: 'yesterday' }));
    const id = makeClient({ storage }).sessionId();

    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.parse(storage.getItem(SESSION_KEY)!)).toMatchObject({ id, started: START });
  });
});

describe('without storage', () => {
  it('keeps the session in memory only and nothing for the next page (restrictive cookie policy)', async () => {
    serve(LOG_EVENT_PATH, fails(500));
    serve(INITIALIZE_PATH, answers({ flags: { on: true } }));
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const client = makeClient({ storage: null });
    const id = client.sessionId();
    expect(client.sessionId()).toBe(id);
    const done = client.initialize();
    await advance();
    await done;
    client.logExposure(exposure('not-kept'));
    await advance(FLUSH_INTERVAL_MS);
    expect(callsTo(LOG_EVENT_PATH)).toHaveLength(1);
    expect(channel().flags.values).toEqual({ on: true });

    await advance(SESSION_IDLE_MS + 1);
    expect(client.sessionId()).not.toBe(id);

    nextPage();
    const next = makeClient({ storage: null });
    await advance(FLUSH_INTERVAL_MS);
    expect(next.sessionId()).not.toBe(id);
    expect(callsTo(LOG_EVENT_PATH)).toHaveLength(1);
    expect(getItem).not.toHaveBeenCalled();
    expect(setItem).not.toHaveBeenCalled();
  });

  it('works on in memory, silently, when storage throws', async () => {
    serve(INITIALIZE_PATH, answers({ flags: { on: true } }));
    serve(LOG_EVENT_PATH, fails(500));
    const storage = refusingStorage();
    const client = makeClient({ storage });
    const id = client.sessionId();
    expect(client.sessionId()).toBe(id);

    const done = client.initialize();
    await advance();
    await done;
    client.logExposure(exposure('unstorable'));
    await advance(FLUSH_INTERVAL_MS);
    await client.flush();

    expect(channel().flags).toMatchObject({ status: 'Ready', values: { on: true } });
    expect(callsTo(LOG_EVENT_PATH)[0]?.body.events[0]).toMatchObject({ flag: 'unstorable', sessionID: id });
    expect(storage.attempts).toContain('setItem');
    expect(client.sessionId()).toBe(id);
  });

  it('loses only the failed logs when storage is full', async () => {
    serve(LOG_EVENT_PATH, fails(500));
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    };
    const client = makeClient({ storage });
    const id = client.sessionId();
    client.logExposure(exposure('too-big'));
    await advance(FLUSH_INTERVAL_MS);

    expect(callsTo(LOG_EVENT_PATH)).toHaveLength(1);
    expect(storage.data.size).toBe(0);
    expect(client.sessionId()).toBe(id);
  });
});
