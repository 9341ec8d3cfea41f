import type { IncomingMessage, ServerResponse } from 'node:http';

/** The largest request body the API accepts, in bytes. */
export const MAX_BODY_BYTES = 64 * 1024;

/** Past this many bytes an oversized body is no longer drained; the connection is closed instead. */
const MAX_DRAIN_BYTES = 1024 * 1024;

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

const BASE_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
} as const;

/** The client went away before its request body arrived: nothing to answer, nothing to log. */
export class ClientGoneError extends Error {
  constructor() {
    super('The client closed the connection before sending its whole request.');
    this.name = 'ClientGoneError';
  }
}

/** Sends a JSON body; API responses are never cached. */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Readonly<Record<string, string>> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...BASE_HEADERS,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(text);
}

/** Sends an HTML document; pages show the visitor's cart, so they are never cached. */
export function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, {
    ...BASE_HEADERS,
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(html),
    'Cache-Control': 'no-store',
  });
  res.end(html);
}

/** Sends a static body with caching validators; answers 304 when the client's ETag matches. */
export function sendCacheable(
  req: IncomingMessage,
  res: ServerResponse,
  body: Buffer | string,
  contentType: string,
  etag: string,
  cacheControl: string,
): void {
  const headers = { ...BASE_HEADERS, ETag: etag, 'Cache-Control': cacheControl };
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  res.writeHead(200, { ...headers, 'Content-Type': contentType, 'Content-Length': Buffer.byteLength(body) });
  res.end(body);
}

/** Sends an `HttpError` (or any other error, as a 500) as a JSON `{ message }` response. */
export function sendJsonError(res: ServerResponse, error: unknown): void {
  if (error instanceof HttpError) {
    sendJson(res, error.status, { ...error.extra, message: error.message }, error.headers);
  } else {
    sendJson(res, 500, { message: 'Internal server error.' });
  }
}

/**
 * Reads and parses a JSON request body of at most `MAX_BODY_BYTES`.
 * Throws 413 for larger bodies and 400 for text that is not JSON.
 */
export async function readJsonBody(req: IncomingMessage): Promise<unknown> {
  const declared = Number(req.headers['content-length'] ?? Number.NaN);
  if (declared > MAX_DRAIN_BYTES) throw tooLarge(true);
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of req as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > MAX_DRAIN_BYTES) throw tooLarge(true);
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // An aborted upload (the tab closed, the network dropped) is the client's doing, not an error.
    if (req.destroyed || (error as { code?: unknown } | null)?.code === 'ECONNRESET') throw new ClientGoneError();
    throw error;
  }
  if (size > MAX_BODY_BYTES) throw tooLarge(false);
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, 'Request body is not valid JSON.');
  }
}

function tooLarge(closeConnection: boolean): HttpError {
  return new HttpError(
    413,
    `Request body is too large; the limit is ${MAX_BODY_BYTES / 1024} KB.`,
    closeConnection ? { Connection: 'close' } : {},
  );
}
