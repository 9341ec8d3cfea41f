/**
 * How the analytics module sends: by beacon (so a page being left still sends), or by fetch with a
 * timeout. Every failure is silent to the visitor (analytics failures are ignored); the caller
 * learns only whether it went.
 */
import { readCrumb } from '../context/cookies';

/** A platform path resolved against the page. */
function url(path: string): string {
  return new URL(path, document.baseURI).href;
}

/**
 * Sends a body so that it still goes while the page is being left. With a `crumb` cookie, by
 * `fetch(…, { keepalive: true })` carrying it as `X-CSRF-Token` (every non-GET call does, and a
 * beacon cannot carry a header), and by `navigator.sendBeacon` when
 * that fetch fails (refused over the browser's keepalive quota, or no connection): without the
 * header rather than not at all. Without a crumb, by the beacon, or by the same fetch where the
 * beacon is missing or refused (too large, the queue full). JSON bodies go as `application/json`.
 */
export function beacon(path: string, body: URLSearchParams | string): void {
  const payload = typeof body === 'string' ? new Blob([body], { type: 'application/json' }) : body;
  const queue = (): boolean => {
    try {
      return typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url(path), payload);
    } catch {
      return false;
    }
  };
  const crumb = readCrumb();
  if (!crumb && queue()) return;
  void post(path, payload, { keepalive: true }).then((response) => {
    if (!response && crumb) queue();
  });
}

/** How `post` sends. */
export interface PostOptions {
  /** Gives up after this long (ms). */
  readonly timeoutMs?: number;
  readonly keepalive?: boolean;
}

/**
 * POSTs a body (JSON text, form fields or a blob), with the `crumb` cookie's value as
 * `X-CSRF-Token` as on every non-GET call; resolves to the response, or
 * null on any failure. Never rejects.
 */
export async function post(
  path: string,
  body: string | URLSearchParams | Blob,
  options: PostOptions = {},
): Promise<Response | null> {
  const headers: Record<string, string> = {};
  if (typeof body === 'string') headers['Content-Type'] = 'application/json';
  const crumb = readCrumb();
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
