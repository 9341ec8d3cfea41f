import type { Context } from 'hono';
import type { HttpBindings } from '@hono/node-server';

/** The Hono environment of the dev platform: Node's request and response are at `c.env`. */
export interface ShopEnv {
  Bindings: HttpBindings;
  Variables: {
    /** An API call's cart token, once its `CART` cookie is checked (undefined when the shop did not issue it). */
    cartToken?: string;
  };
}

/** The largest request body the API accepts, in bytes. */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * The largest body of the page view, error report and flag exposure calls, in bytes: their
 * schemas allow more than `MAX_BODY_BYTES` (20 reports with 5,000-character stacks, 500 exposures).
 */
export const MAX_BEACON_BODY_BYTES = 256 * 1024;

/** An error that becomes an HTTP response: `{ message }` (plus `extra`) with the given status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Readonly<Record<string, string>> = {},
    readonly extra: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** Headers every answer carries. */
export const BASE_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
};

/** A JSON answer; API answers are never cached. */
export function jsonAnswer(
  c: Context,
  status: number,
  body: unknown,
  headers: Readonly<Record<string, string>> = {},
): Response {
  return c.newResponse(JSON.stringify(body), status as 200, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    ...headers,
  });
}

/** The JSON answer for an `HttpError`. */
export function errorAnswer(c: Context, error: HttpError): Response {
  return jsonAnswer(c, error.status, { ...error.extra, message: error.message }, error.headers);
}

/** Whether the client went away (closed the tab, dropped the network) before its request was read. */
export function clientGone(c: Context<ShopEnv>, error: unknown): boolean {
  const incoming = c.env?.incoming;
  const code = (error as { code?: unknown } | null)?.code;
  return Boolean(incoming?.destroyed || incoming?.errored) || code === 'ECONNRESET' || code === 'ECONNABORTED';
}

/** Maps SQLite's "database is busy" to 503; other errors are left for the caller to log. */
export function busyAnswer(error: unknown): HttpError | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && code.startsWith('SQLITE_BUSY')) {
    return new HttpError(503, 'The shop is busy. Please try again in a moment.', { 'Retry-After': '1' });
  }
  return undefined;
}
