/** How many calls a visitor may make in a sliding window. */
export interface RateLimitOptions {
  readonly max: number;
  readonly windowMs: number;
}

/** The default API budget: 40 calls per 10 seconds per visitor. */
export const DEFAULT_RATE_LIMIT: RateLimitOptions = { max: 40, windowMs: 10_000 };

/** One address may make this many times a visitor's budget, whatever cookies it sends. */
export const ADDRESS_FACTOR = 10;

/** The outcome of one call against the limiter. */
export type RateLimitResult =
  { readonly allowed: true } | { readonly allowed: false; readonly retryAfterSeconds: number };

/** A sliding-window rate limiter keyed by visitor. */
export interface RateLimiter {
  /** Records a call by `key` at `now` (ms) if it fits in the window; refused calls are not recorded. */
  hit(key: string, now?: number): RateLimitResult;
  /** Whether a call by `key` at `now` would be allowed, without recording one. */
  check(key: string, now?: number): RateLimitResult;
}

/** Creates an in-memory sliding-window log limiter; idle visitors are forgotten once their window passes. */
export function createRateLimiter({ max, windowMs }: RateLimitOptions): RateLimiter {
  if (!Number.isInteger(max) || max < 1) throw new RangeError('rate limit max must be a positive integer');
  if (!Number.isFinite(windowMs) || windowMs <= 0) throw new RangeError('rate limit windowMs must be positive');
  const calls = new Map<string, number[]>();
  let lastSweep = 0;

  const sweep = (now: number): void => {
    lastSweep = now;
    for (const [key, times] of calls) {
      if ((times.at(-1) ?? 0) <= now - windowMs) calls.delete(key);
    }
  };

  /** The key's calls still in the window at `now`, and whether one more fits. */
  const window = (key: string, now: number): { times: number[]; result: RateLimitResult } => {
    if (now - lastSweep > windowMs) sweep(now);
    const times = (calls.get(key) ?? []).filter((t) => t > now - windowMs);
    if (times.length < max) return { times, result: { allowed: true } };
    const oldest = times[0] ?? now;
    return {
      times,
      result: { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)) },
    };
  };

  return {
    hit(key, now = Date.now()) {
      const { times, result } = window(key, now);
      if (result.allowed) times.push(now);
      if (times.length > 0) calls.set(key, times);
      return result;
    },
    check(key, now = Date.now()) {
      return window(key, now).result;
    },
  };
}

/** Parses `SQ_RATE_LIMIT`-style text, `max/windowMs` (e.g. `30/10000`). */
export function parseRateLimit(text: string): RateLimitOptions {
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  const max = Number(match?.[1]);
  const windowMs = Number(match?.[2]);
  if (!match || max < 1 || windowMs < 1) {
    throw new Error(`Rate limit must look like "max/windowMs" with positive numbers, e.g. "30/10000"; got "${text}".`);
  }
  return { max, windowMs };
}
