/**
 * How the analytics module sends: by beacon (so a page being left still sends), or by fetch with a
 * timeout. Every failure is silent to the visitor (SPEC.md section 8: analytics failures are
 * ignored); the caller learns only whether it went.
 */
import { readCrumb } from '../context/cookies';

/** A platform path resolved against the page. */
function url(path: string): string {
  return new URL(path, document.baseURI).href;
}

/**
 * Queues a body with `navigator.sendBeacon`, or, where it is missing or refuses (too large, the
 * queue full), sends it with `fetch(…, { keepalive: true })`. JSON bodies go as `application/json`.
 */
export function beacon(path: string, body: URLSearchParams | string): void {
  const payload = typeof body === 'string' ? new Blob([body], { type: 'application/json' }) : body;
  try {
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url(path), payload)) return;
  } catch {
    // Fall through to fetch.
  }
  void post(path, payload, { keepalive: true });
}

/** How `post` sends. */
export interface PostOptions {
  /** Gives up after this long (ms). */
  readonly timeoutMs?: number;
  readonly keepalive?: boolean;
  /**
   * False for a call that stands in for another party's service (the feature flags' vendor): the
   * site's CSRF token is the site's alone.
   */
  readonly crumb?: boolean;
}

/**
 * POSTs a body (JSON text, form fields or a blob), with the `crumb` cookie's value as
 * `X-CSRF-Token` as on every non-GET call (CONTRACT.md section 2); resolves to the response, or
 * null on any failure. Never rejects.
 */
export async function post(
  path: string,
  body: string | URLSearchParams | Blob,
  options: PostOptions = {},
): Promise<Response | null> {
  const headers: Record<string, string> = {};
  if (typeof body === 'string') headers['Content-Type'] = 'application/json';
  const crumb = options.crumb === false ? undefined : readCrumb();
  if (crumb) headers['X-CSRF-Token'] = crumb;
  const { signal, done } = deadline(options.timeoutMs);
  try {
    return await fetch(url(path), {
      method: 'POST',
      headers,
      body,
      credentials: 'same-origin',
      keepalive: options.keepalive ?? false,
      signal,
    });
  } catch {
    return null;
  } finally {
    done();
  }
}

/**
 * An abort signal that fires after `ms` (none without), and a function that stops its timer. Made
 * with a timer rather than `AbortSignal.timeout`, which older browsers lack.
 */
export function deadline(ms: number | undefined): { readonly signal?: AbortSignal; readonly done: () => void } {
  if (!ms) return { done: () => {} };
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ms);
  return { signal: controller.signal, done: () => clearTimeout(timer) };
}
