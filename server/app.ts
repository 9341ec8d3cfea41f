import { createServer, type Server } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { compress } from 'hono/compress';
import { Hono } from 'hono';
import { createAnalytics } from './analytics';
import { apiRoutes } from './api/routes';
import { captchaRoutes, createCaptchaTokens } from './captcha';
import { createCarts } from './carts';
import { checkoutMinimum } from './checkout';
import { createCartTokens } from './cookies';
import { openDatabase, shopSecret } from './db';
import { createFormBlocks } from './form-blocks';
import { BASE_HEADERS, busyAnswer, clientGone, errorAnswer, HttpError, type ShopEnv } from './http';
import { shopForms } from './forms';
import { createGalleryPhotos, createProductPhotos, createSvgWebpCache } from './images';
import { DEFAULT_DIST_DIR, DEFAULT_PLAYGROUND_DIR, imageDirFor } from './paths';
import { createOwnerAuth, isOwner, OWNER_ROUTES, ownerGuard, ownerRoutes } from './owner';
import { createProducts } from './products';
import { ADDRESS_FACTOR, createRateLimiter, DEFAULT_RATE_LIMIT, type RateLimitOptions } from './rate-limit';
import { createRestock, type RestockPageSizes } from './restock';
import {
  DEFAULT_MINIMUM_ORDER_SUBTOTAL_CENTS,
  DEFAULT_SHOP_SETTINGS,
  parseSiteOrigin,
  requestSettings,
  withShopSettings,
  type AfterPaySettings,
  type CaptchaSettings,
  type ShopSettings,
} from './settings';
import { siteRoutes } from './site';
import { THEME_DIR, withThemeDir } from './theme';
import { createSubscriptions } from './subscriptions';

/** How to build the dev platform server. */
export interface AppOptions {
  /** The SQLite file (created, with its folder, when missing). */
  readonly dbPath: string;
  /** The library's build output, served under `/dist/`; default `<repo>/dist`. */
  readonly distDir?: string;
  /**
   * API calls allowed per visitor in a sliding window; default 40 per 10 s. One address may make
   * ten times as many, whatever cookies it sends.
   */
  readonly rateLimit?: RateLimitOptions;
  /** The theme author's own pages, served under `/playground/`; default `<repo>/playground`. */
  readonly playgroundDir?: string;
  /** The JSON-Template theme the storefront pages are rendered from; default `<repo>/theme`. */
  readonly themeDir?: string;
  /** Where product photographs are kept once rendered; default `images/` beside the database. */
  readonly imageDir?: string;
  /**
   * The subtotal (cents) a cart must reach to check out, in every page's context as
   * `storeSettings.minimumOrderSubtotal`; default 1500 ($15.00), 0 for none.
   */
  readonly minimumOrderSubtotalCents?: number;
  /**
   * The site's captcha, in every page's context as `captchaSettings` and checked by the restock
   * signup; default the offline stand-in (`demo-captcha-site-key`, `/captcha/enterprise.js`).
   * `null` turns it off; `siteKey: null` leaves it on without a key.
   */
  readonly captcha?: CaptchaSettings | null;
  /** Instalment messaging in product pages' `pdp`; each setting not given keeps its default (server/settings.ts). */
  readonly afterPay?: Partial<AfterPaySettings>;
  /** Items per page of the owner's restock lists; default 2 groups, 20 sign-ups. */
  readonly restockPageSizes?: RestockPageSizes;
  /** How long a form submission key (`POST /api/form/FormSubmissionKey`) is good for; default 10 minutes. */
  readonly formKeyMaxAgeMs?: number;
  /**
   * Submissions of one form block per visitor in a sliding window; default 5 a minute. One address
   * may make ten times as many.
   */
  readonly formRateLimit?: RateLimitOptions;
  /**
   * A restrictive cookie policy (`cookieSettings.isRestrictiveCookiePolicyEnabled` in every page's
   * context); default off. Any page's `?cookie-policy=restrictive` turns it on for that page.
   */
  readonly restrictiveCookiePolicy?: boolean;
  /**
   * Analytics off (`analyticsDisabled: true` in every page's context, no checkout arrivals
   * recorded); default on. Any page's `?analytics=off` turns it off for that page.
   */
  readonly analyticsDisabled?: boolean;
  /**
   * The site's own origin (`https://shop.example`), which links in restock notices start with;
   * default `http://localhost:<the port it listens on>`. Never taken from a request's `Host`.
   */
  readonly siteOrigin?: string;
  /**
   * The owner's password (`SQ_OWNER_PASSWORD`); default one made at the first start and kept in
   * the database (`App.owner.password`, which server/main.ts prints).
   */
  readonly ownerPassword?: string;
  /** Failed owner sign-ins allowed per address in a sliding window; default 5 in 15 minutes. */
  readonly signInRateLimit?: RateLimitOptions;
  /** Silences the request log. */
  readonly quiet?: boolean;
}

/** A built (not yet listening) server and a way to shut it down. */
export interface App {
  readonly server: Server;
  /** The Hono application, for `app.request(…)` without a socket. */
  readonly hono: Hono<ShopEnv>;
  /** The owner's password, and whether the shop made it (not given by `ownerPassword`). */
  readonly owner: { readonly password: string; readonly generated: boolean };
  /** Stops accepting connections, ends idle ones (all after 2 s), then closes the database. */
  close(): Promise<void>;
}

/** The port `server` listens on (0 before it listens). */
function listeningPort(server: Server): number {
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

/** Builds the dev platform server and demo shop (Hono on Node). Call `server.listen(port)` to start it. */
export function createApp(options: AppOptions): App {
  const db = openDatabase(options.dbPath);
  const products = createProducts(db);
  const forms = shopForms;
  const carts = createCarts(db, products, forms);
  const subscriptions = createSubscriptions(db, products, forms);
  const analytics = createAnalytics(db);
  const restock = createRestock(db, products, options.restockPageSizes);
  const secret = shopSecret(db);
  const tokens = createCartTokens(secret);
  const captcha = createCaptchaTokens(secret, db);
  const ownerAuth = createOwnerAuth(db, options.ownerPassword);
  const formBlocks = createFormBlocks(db, captcha, {
    ...(options.formKeyMaxAgeMs === undefined ? {} : { keyMaxAgeMs: options.formKeyMaxAgeMs }),
    ...(options.formRateLimit === undefined ? {} : { rateLimit: options.formRateLimit }),
  });
  const limit = options.rateLimit ?? DEFAULT_RATE_LIMIT;
  const visitorLimiter = createRateLimiter(limit);
  const addressLimiter = createRateLimiter({ ...limit, max: limit.max * ADDRESS_FACTOR });
  const distDir = options.distDir ?? DEFAULT_DIST_DIR;
  const minimum = options.minimumOrderSubtotalCents;
  if (minimum !== undefined && (!Number.isSafeInteger(minimum) || minimum < 0)) {
    throw new Error(`minimumOrderSubtotalCents must be a whole number of cents, 0 or more; got ${minimum}.`);
  }
  const settings: ShopSettings = {
    ...DEFAULT_SHOP_SETTINGS,
    minimumOrderSubtotalCents: options.minimumOrderSubtotalCents ?? DEFAULT_MINIMUM_ORDER_SUBTOTAL_CENTS,
    captcha: options.captcha === undefined ? DEFAULT_SHOP_SETTINGS.captcha : options.captcha,
    afterPay: { ...DEFAULT_SHOP_SETTINGS.afterPay, ...options.afterPay },
    restrictiveCookiePolicy: options.restrictiveCookiePolicy ?? false,
    analyticsDisabled: options.analyticsDisabled ?? false,
  };

  let siteOrigin: string | undefined;
  if (options.siteOrigin !== undefined) {
    try {
      siteOrigin = parseSiteOrigin(options.siteOrigin);
    } catch (error) {
      throw new Error(`siteOrigin: ${(error as Error).message}`, { cause: error });
    }
  }

  const hono = new Hono<ShopEnv>({ strict: false });
  hono.use(async (c, next) => {
    const started = performance.now();
    await next();
    for (const [name, value] of Object.entries(BASE_HEADERS)) c.res.headers.set(name, value);
    if (!options.quiet) {
      const url = new URL(c.req.url);
      const ms = (performance.now() - started).toFixed(1);
      console.log(`${c.req.method} ${url.pathname}${url.search} ${c.res.status} ${ms} ms`);
    }
  });
  // Pages and answers of 1 KB or more go gzipped to a browser that accepts it, as a platform sends
  // them (Hono's compress middleware); dist/'s files go in the forms the build made (server/site.ts).
  hono.use(compress());
  // Pages and calls read this app's settings (server/settings.ts) while they answer, with the
  // address's overrides (`?cookie-policy=restrictive`, `?analytics=off`), and render from its theme.
  const themeDir = options.themeDir ?? THEME_DIR;
  hono.use((c, next) =>
    withShopSettings(
      { ...requestSettings(settings, (name) => c.req.query(name)), ownerSignedIn: isOwner(c, ownerAuth) },
      () => withThemeDir(themeDir, next),
    ),
  );
  // The owner's pages and calls answer a signed-in owner only: one guard on each route of
  // OWNER_ROUTES (server/owner.ts lists them: /config/restock, /config/outbox,
  // /config/form-submissions, /config/analytics, GET /api/analytics/summary, GET
  // /api/census/quick-views, the restock sign-up lists and the restock send calls), matched by
  // Hono's router as the routes themselves are; then the sign-in and sign-out pages.
  const guard = ownerGuard(ownerAuth);
  for (const route of OWNER_ROUTES) hono.on(route.method, route.path, guard);
  hono.route(
    '/',
    ownerRoutes({
      auth: ownerAuth,
      carts,
      tokens,
      ...(options.signInRateLimit ? { signInRateLimit: options.signInRateLimit } : {}),
    }),
  );
  hono.route(
    '/api',
    apiRoutes({
      carts,
      products,
      subscriptions,
      analytics,
      forms,
      restock,
      captcha,
      formBlocks,
      tokens,
      visitorLimiter,
      addressLimiter,
      siteOrigin: () => siteOrigin ?? `http://localhost:${listeningPort(server)}`,
    }),
  );
  // The captcha provider's stand-in (server/captcha.ts): its script and its tokens.
  hono.route('/captcha', captchaRoutes(captcha));
  // Product and gallery photographs share one folder and one renderer.
  const imageDir = options.imageDir ?? imageDirFor(options.dbPath);
  const imageCache = createSvgWebpCache(imageDir);
  const photos = createProductPhotos(imageDir, imageCache);
  const galleryPhotos = createGalleryPhotos(imageDir, imageCache);
  const playgroundDir = options.playgroundDir ?? DEFAULT_PLAYGROUND_DIR;
  // Express checkout refuses a cart below the minimum order subtotal (400) before the site shows it.
  hono.use('/commerce/goto-checkout', checkoutMinimum({ carts, tokens }));
  hono.route(
    '/',
    siteRoutes({
      carts,
      products,
      subscriptions,
      restock,
      formBlocks,
      analytics,
      tokens,
      distDir,
      playgroundDir,
      photos,
      galleryPhotos,
    }),
  );
  hono.onError((error, c) => {
    if (error instanceof HttpError) return errorAnswer(c, error);
    const busy = busyAnswer(error);
    if (busy) return errorAnswer(c, busy);
    // An aborted upload (the tab closed, the network dropped) is the client's doing, not an error.
    if (clientGone(c, error)) return c.body(null, 400);
    console.error('Unexpected error:', error);
    return c.req.path.startsWith('/api/')
      ? errorAnswer(c, new HttpError(500, 'Internal server error.'))
      : c.text('Internal server error.\n', 500);
  });

  const server = createServer(getRequestListener(hono.fetch));

  let closing: Promise<void> | undefined;
  const close = (): Promise<void> => {
    closing ??= new Promise<void>((resolve) => {
      const force = setTimeout(() => server.closeAllConnections(), 2000);
      force.unref();
      server.close(() => {
        clearTimeout(force);
        db.close();
        resolve();
      });
      server.closeIdleConnections();
    });
    return closing;
  };

  return {
    server,
    hono,
    owner: { password: ownerAuth.password, generated: ownerAuth.generated },
    close,
  };
}
