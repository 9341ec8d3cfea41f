import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Carts } from '../carts';
import { cartToken, crumbMatches, parseCookies } from '../cookies';
import { ClientGoneError, HttpError, sendJson, sendJsonError } from '../http';
import type { Products } from '../products';
import type { RateLimiter } from '../rate-limit';
import { addEntry, getCart, removeEntry, setEntryAdditionalFields, setEntryQuantity } from './cart';
import type { ApiHandler } from './context';
import { getStock } from './stock';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface Route {
  readonly path: RegExp;
  readonly methods: Partial<Readonly<Record<Method, ApiHandler>>>;
}

const ENTRY = '([^/]+)';

/** Every API endpoint the demo platform answers. */
export const API_ROUTES: readonly Route[] = [
  { path: /^\/api\/commerce\/shopping-cart$/, methods: { GET: getCart } },
  { path: /^\/api\/commerce\/shopping-cart\/entries$/, methods: { POST: addEntry } },
  {
    path: new RegExp(`^/api/commerce/shopping-cart/entries/${ENTRY}$`),
    methods: { PUT: setEntryQuantity, DELETE: removeEntry },
  },
  {
    path: new RegExp(`^/api/commerce/shopping-cart/entries/${ENTRY}/additionalFields$`),
    methods: { PUT: setEntryAdditionalFields },
  },
  { path: /^\/api\/commerce\/inventory\/stock\/?$/, methods: { GET: getStock } },
];

/** The 429 answer's text. */
export const RATE_LIMITED = 'Too many requests. Please try again in a few seconds.';

/** The 403 answer's text when the CSRF header is missing or wrong. */
export const CSRF_FAILED = 'Invalid CSRF token';

/** What the API needs from the app. */
export interface ApiDeps {
  readonly carts: Carts;
  readonly products: Products;
  readonly limiter: RateLimiter;
  /** Called with every error that is not a deliberate HTTP answer (it becomes a 500). */
  readonly reportError: (error: unknown) => void;
}

function allowed(route: Route): string {
  const methods = Object.keys(route.methods);
  if (methods.includes('GET')) methods.push('HEAD');
  return methods.join(', ');
}

function decodeParams(match: RegExpExecArray): string[] {
  try {
    return match.slice(1).map((segment) => decodeURIComponent(segment ?? ''));
  } catch {
    throw new HttpError(404, 'Cart entry not found.');
  }
}

/**
 * Answers one `/api/` call: rate limit (per cart cookie, else per address), route, method,
 * CSRF check for every non-GET call, then the handler. Every answer is JSON.
 */
export async function handleApi(req: IncomingMessage, res: ServerResponse, url: URL, deps: ApiDeps): Promise<void> {
  try {
    const cookies = parseCookies(req);
    const token = cartToken(cookies);
    const verdict = deps.limiter.hit(token ? `cart:${token}` : `addr:${req.socket.remoteAddress ?? 'unknown'}`);
    if (!verdict.allowed) {
      throw new HttpError(429, RATE_LIMITED, { 'Retry-After': String(verdict.retryAfterSeconds) });
    }
    let route: Route | undefined;
    let match: RegExpExecArray | null = null;
    for (const candidate of API_ROUTES) {
      match = candidate.path.exec(url.pathname);
      if (match) {
        route = candidate;
        break;
      }
    }
    if (!route || !match) throw new HttpError(404, `No API endpoint at ${url.pathname}.`);
    const method = (req.method === 'HEAD' ? 'GET' : req.method) as Method;
    const handler = route.methods[method];
    if (!handler) {
      throw new HttpError(405, `${req.method ?? 'This method'} is not allowed here.`, { Allow: allowed(route) });
    }
    if (method !== 'GET' && !crumbMatches(req, cookies)) {
      throw new HttpError(403, CSRF_FAILED, {}, { crumbFail: true });
    }
    const body = await handler({
      req,
      url,
      params: decodeParams(match),
      cartToken: token,
      carts: deps.carts,
      products: deps.products,
    });
    sendJson(res, 200, body);
  } catch (error) {
    if (error instanceof ClientGoneError) {
      res.destroy();
      return;
    }
    const answer = asHttpError(error);
    if (!(answer instanceof HttpError)) deps.reportError(error);
    sendJsonError(res, answer);
  }
}

/** Maps SQLite's "database is busy" to 503; leaves other errors for the caller to log. */
function asHttpError(error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && code.startsWith('SQLITE_BUSY')) {
    return new HttpError(503, 'The shop is busy. Please try again in a moment.', { 'Retry-After': '1' });
  }
  return error;
}
