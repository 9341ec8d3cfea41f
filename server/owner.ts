/**
 * The owner's sign-in. The owner's pages and calls (`OWNER_ROUTES`) show visitors' e-mail
 * addresses, form answers and analytics, so they answer only a signed-in owner: one password
 * (`SQ_OWNER_PASSWORD`, or one made at the first start, kept in the database and printed by
 * server/main.ts), and a session cookie signed with a secret of the shop's (kept in the database
 * too, so sessions survive restarts and work on every process sharing the file). Signing out ends
 * the session in the database as well: a copy of its cookie signs no one in.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { clientAddress, RESTOCK } from './api/routes';
import type { Carts } from './carts';
import { cartToken, crumbMatches, ensureVisitorCookies, type CartTokens } from './cookies';
import type { Db } from './db';
import { errorAnswer, HttpError, type ShopEnv } from './http';
import { OWNER_PATHS, signInPage, type SignInPageProps } from './pages';
import { createRateLimiter, type RateLimitOptions } from './rate-limit';
import { sitePath } from './site-path';

/** The session cookie: HttpOnly, SameSite=Strict, Path=/. */
export const OWNER_COOKIE = 'sq_owner';

/** How long a session lasts: 12 hours, in seconds. */
export const OWNER_SESSION_SECONDS = 12 * 60 * 60;

/** Failed sign-ins allowed per address in a sliding window: 5 in 15 minutes. */
export const DEFAULT_SIGN_IN_RATE_LIMIT: RateLimitOptions = { max: 5, windowMs: 15 * 60 * 1000 };

/** The 401 answer's text for an owner's call without a session. */
export const OWNER_SIGN_IN_REQUIRED = `Only the shop's owner may use this call: sign in at ${OWNER_PATHS.signIn} first.`;

/** The sign-in page's messages. */
export const SIGN_IN_MESSAGES = {
  wrongPassword: 'That password is not the owner password. Please try again.',
  tooMany: (minutes: number) =>
    `Too many wrong passwords from your address. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  expired: 'This sign-in form had expired. Please enter the password again.',
} as const;

/** Where a sign-in leads when no page was asked for. */
export const DEFAULT_OWNER_PAGE = '/config/restock';

/** One owner's route: the method and path as Hono matches them (`strict: false`: a trailing slash too). */
export interface OwnerRoute {
  readonly method: 'GET' | 'POST';
  readonly path: string;
}

/**
 * Every owner's route: the pages (the footer's owner links) and the calls their scripts make. The
 * guard (`ownerGuard`) is applied to each, in server/app.ts, before the site and the API; a GET
 * entry covers HEAD. Found in server/site.ts and server/api/routes.ts (server/restock.ts,
 * server/analytics*.ts and server/form-blocks.ts keep the data and add no routes of their own).
 * The visitors' calls stay open: the restock sign-up (POST to `RESTOCK`), form submissions and
 * their keys, the cart, analytics beacons.
 */
export const OWNER_ROUTES: readonly OwnerRoute[] = [
  // Pages: the restock manager, the outbox, form submissions, the analytics report.
  { method: 'GET', path: '/config/restock' },
  { method: 'GET', path: '/config/outbox' },
  { method: 'GET', path: '/config/form-submissions' },
  { method: 'GET', path: '/config/analytics' },
  // The report's numbers, and how often each quick view was opened.
  { method: 'GET', path: '/api/analytics/summary' },
  { method: 'GET', path: '/api/census/quick-views' },
  // The restock manager's calls: the sign-ups (e-mail addresses) and sending the notices.
  { method: 'GET', path: `/api${RESTOCK}/groups` },
  { method: 'GET', path: `/api${RESTOCK}` },
  { method: 'POST', path: `/api${RESTOCK}/send` },
  { method: 'POST', path: `/api${RESTOCK}/send/all` },
];

/** The owner's password and sessions. */
export interface OwnerAuth {
  /** The password (from the environment, or made at the first start and kept in the database). */
  readonly password: string;
  /** Whether the shop made the password (so server/main.ts prints it). */
  readonly generated: boolean;
  /** Whether `given` is the password (compared in constant time). */
  passwordMatches(given: string): boolean;
  /** A new session cookie's value. */
  issue(now?: number): string;
  /** Whether `value` is a session this shop issued, with this password, not expired and not ended. */
  verify(value: string | undefined, now?: number): boolean;
  /** Ends a session (sign-out): its cookie no longer signs anyone in, wherever it was copied. */
  end(value: string | undefined, now?: number): void;
}

const SESSION_PATTERN = /^([0-9a-z]{1,10})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

/** A setting kept in the database: the first process to start writes it, every one reads it. */
function storedSetting(db: Db, name: string, make: () => string): string {
  db.prepare('INSERT OR IGNORE INTO settings (name, value) VALUES (?, ?)').run(name, make());
  const value = db.prepare<[string], string>('SELECT value FROM settings WHERE name = ?').pluck().get(name);
  if (value === undefined) throw new Error(`the setting "${name}" vanished from the settings table`);
  return value;
}

/**
 * The owner's password (`password`, else the one kept in the database, made at the first start)
 * and sessions signed with HMAC-SHA256 under a key made from the shop's session secret and the
 * password: changing the password ends every session.
 */
export function createOwnerAuth(db: Db, password?: string): OwnerAuth {
  const generated = password === undefined || password === '';
  const ownerPassword = generated
    ? storedSetting(db, 'owner-password', () => randomBytes(12).toString('base64url'))
    : password;
  const secret = Buffer.from(
    storedSetting(db, 'owner-session-secret', () => randomBytes(32).toString('base64url')),
    'base64url',
  );
  const key = createHmac('sha256', secret).update(`owner-session\0${ownerPassword}`).digest();
  const mac = (text: string) => createHmac('sha256', key).update(text).digest();
  const same = (a: Buffer, b: Buffer) => a.length === b.length && timingSafeEqual(a, b);
  const expected = mac(`password\0${ownerPassword}`);
  // Ended sessions, by their random part, kept until they would have expired anyway.
  const ended = db.prepare<[string], number>('SELECT 1 FROM owner_sessions_ended WHERE id = ?').pluck();
  const endSession = db.prepare<[string, number]>(
    'INSERT OR IGNORE INTO owner_sessions_ended (id, expires) VALUES (?, ?)',
  );
  const forgetExpired = db.prepare<[number]>('DELETE FROM owner_sessions_ended WHERE expires <= ?');
  /** A session's expiry (ms) and random part when it is one this shop signed, else null. */
  const signed = (value: string | undefined) => {
    const match = value === undefined ? null : SESSION_PATTERN.exec(value);
    if (!match?.[1] || !match[2] || !match[3]) return null;
    // Compared as the text it was issued as: base64url's last character has spare bits, and a
    // lenient decoding would take more than one spelling of the same signature.
    const signature = Buffer.from(mac(`session\0${match[1]}.${match[2]}`).toString('base64url'));
    if (!same(signature, Buffer.from(match[3]))) return null;
    return { expires: Number.parseInt(match[1], 36) * 1000, id: match[2] };
  };
  return {
    password: ownerPassword,
    generated,
    passwordMatches: (given) => same(mac(`password\0${given}`), expected),
    issue(now = Date.now()) {
      const expires = (Math.floor(now / 1000) + OWNER_SESSION_SECONDS).toString(36);
      const random = randomBytes(16).toString('base64url');
      return `${expires}.${random}.${mac(`session\0${expires}.${random}`).toString('base64url')}`;
    },
    verify(value, now = Date.now()) {
      const session = signed(value);
      return session !== null && session.expires > now && ended.get(session.id) === undefined;
    },
    end(value, now = Date.now()) {
      const session = signed(value);
      if (session === null || session.expires <= now) return;
      forgetExpired.run(now);
      endSession.run(session.id, session.expires);
    },
  };
}

/** Whether the request carries a valid owner's session. */
export function isOwner(c: Context, auth: OwnerAuth): boolean {
  return auth.verify(getCookie(c, OWNER_COOKIE));
}

/** `next` when it is a path on this site (`sitePath`), else the default owner's page: a sign-in never leads to another site. */
export function sameSitePath(next: string | undefined): string {
  return sitePath(next) ?? DEFAULT_OWNER_PAGE;
}

/** The sign-in page's address that leads back to `path`. */
export function signInAddress(path: string): string {
  return `${OWNER_PATHS.signIn}?next=${encodeURIComponent(path)}`;
}

/**
 * The guard on every owner's route: a signed-in owner passes; anyone else gets 401 `{ message }`
 * from a call, or is sent to the sign-in page (303) from a page, which leads back to it.
 */
export function ownerGuard(auth: OwnerAuth): MiddlewareHandler<ShopEnv> {
  return async (c, next) => {
    if (isOwner(c, auth)) {
      await next();
      c.header('Cache-Control', 'no-store');
      return;
    }
    if (c.req.path.startsWith('/api/')) return errorAnswer(c, new HttpError(401, OWNER_SIGN_IN_REQUIRED));
    const url = new URL(c.req.url);
    return c.redirect(signInAddress(`${url.pathname}${url.search}`), 303);
  };
}

/** What the sign-in pages need. */
export interface OwnerRoutesDeps {
  readonly auth: OwnerAuth;
  readonly carts: Carts;
  readonly tokens: CartTokens;
  /** Failed sign-ins per address; default 5 in 15 minutes. */
  readonly signInRateLimit?: RateLimitOptions;
}

/** `/config/sign-in` (GET, POST) and `/config/sign-out` (POST), mounted at the root. */
export function ownerRoutes(deps: OwnerRoutesDeps): Hono<ShopEnv> {
  const routes = new Hono<ShopEnv>({ strict: false });
  const failures = createRateLimiter(deps.signInRateLimit ?? DEFAULT_SIGN_IN_RATE_LIMIT);

  const signIn = (
    c: Context<ShopEnv>,
    status: 200 | 401 | 403 | 429,
    props: Omit<SignInPageProps, 'crumb'>,
    headers: Record<string, string> = {},
  ) => {
    const crumb = ensureVisitorCookies(c, deps.tokens);
    const token = cartToken(c, deps.tokens);
    const page = signInPage({ ...props, crumb }, token ? deps.carts.cart(token) : null);
    return c.body(page, status, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      ...headers,
    });
  };

  routes.get(OWNER_PATHS.signIn, (c) => {
    const next = sameSitePath(c.req.query('next'));
    if (isOwner(c, deps.auth)) return c.redirect(next, 303);
    return signIn(c, 200, { next, signedOut: c.req.query('signed-out') !== undefined });
  });

  routes.post(
    OWNER_PATHS.signIn,
    bodyLimit({ maxSize: 8 * 1024, onError: (c) => c.text('Request body is too large.\n', 413) }),
    async (c) => {
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const field = (name: string) => (typeof form[name] === 'string' ? form[name] : undefined);
      const next = sameSitePath(field('next'));
      const address = `addr:${clientAddress(c)}`;
      const blocked = failures.check(address);
      if (!blocked.allowed) {
        const minutes = Math.ceil(blocked.retryAfterSeconds / 60);
        return signIn(
          c,
          429,
          { next, error: SIGN_IN_MESSAGES.tooMany(minutes) },
          { 'Retry-After': String(blocked.retryAfterSeconds) },
        );
      }
      if (!crumbMatches(c, deps.tokens, field('crumb')))
        return signIn(c, 403, { next, error: SIGN_IN_MESSAGES.expired });
      if (!deps.auth.passwordMatches(field('password') ?? '')) {
        failures.hit(address);
        return signIn(c, 401, { next, error: SIGN_IN_MESSAGES.wrongPassword });
      }
      setCookie(c, OWNER_COOKIE, deps.auth.issue(), {
        path: '/',
        httpOnly: true,
        sameSite: 'Strict',
        maxAge: OWNER_SESSION_SECONDS,
      });
      return c.redirect(next, 303);
    },
  );

  // Sign-out: the crumb as a form field (the owner pages' button) or as `X-CSRF-Token`, as every POST.
  routes.post(
    OWNER_PATHS.signOut,
    bodyLimit({ maxSize: 8 * 1024, onError: (c) => c.text('Request body is too large.\n', 413) }),
    async (c) => {
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const crumb = typeof form.crumb === 'string' ? form.crumb : c.req.header('x-csrf-token');
      if (!crumbMatches(c, deps.tokens, crumb)) {
        return c.text('Invalid CSRF token: reload the page and sign out again.\n', 403, {
          'Cache-Control': 'no-store',
        });
      }
      // The session ends in the shop, not only in this browser: a copy of its cookie signs no one in.
      deps.auth.end(getCookie(c, OWNER_COOKIE));
      deleteCookie(c, OWNER_COOKIE, { path: '/', httpOnly: true, sameSite: 'Strict' });
      return c.redirect(`${OWNER_PATHS.signIn}?signed-out`, 303);
    },
  );
  return routes;
}
