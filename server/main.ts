import { resolve } from 'node:path';
import { DEFAULT_DB_PATH } from './paths';
import { createApp } from './app';
import { DatabaseOpenError } from './db';
import { parseRateLimit } from './rate-limit';
import { parseMinimumOrderSubtotal, parseSiteOrigin, parseSwitch } from './settings';

const port = Number(process.env.PORT ?? 4173);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number; got "${process.env.PORT}".`);
  process.exit(1);
}

let rateLimit: ReturnType<typeof parseRateLimit> | undefined;
try {
  rateLimit = process.env.SQ_RATE_LIMIT ? parseRateLimit(process.env.SQ_RATE_LIMIT) : undefined;
} catch (error) {
  console.error(`SQ_RATE_LIMIT: ${(error as Error).message}`);
  process.exit(1);
}

let formRateLimit: ReturnType<typeof parseRateLimit> | undefined;
try {
  formRateLimit = process.env.SQ_FORM_RATE_LIMIT ? parseRateLimit(process.env.SQ_FORM_RATE_LIMIT) : undefined;
} catch (error) {
  console.error(`SQ_FORM_RATE_LIMIT: ${(error as Error).message}`);
  process.exit(1);
}

let minimumOrderSubtotalCents: number | undefined;
try {
  minimumOrderSubtotalCents = process.env.SQ_MIN_ORDER_SUBTOTAL
    ? parseMinimumOrderSubtotal(process.env.SQ_MIN_ORDER_SUBTOTAL)
    : undefined;
} catch (error) {
  console.error(`SQ_MIN_ORDER_SUBTOTAL: ${(error as Error).message}`);
  process.exit(1);
}

// The site's own origin, which links in restock notices start with; default http://localhost:<port>.
let siteOrigin: string | undefined;
try {
  siteOrigin = process.env.SQ_SITE_ORIGIN ? parseSiteOrigin(process.env.SQ_SITE_ORIGIN) : undefined;
} catch (error) {
  console.error(`SQ_SITE_ORIGIN: ${(error as Error).message}`);
  process.exit(1);
}

/** An on/off setting from the environment (`1` on, `0` or unset off); a bad value stops the server. */
function switchSetting(name: string): boolean {
  try {
    return parseSwitch(process.env[name] ?? '');
  } catch (error) {
    console.error(`${name}: ${(error as Error).message}`);
    process.exit(1);
  }
}

const restrictiveCookiePolicy = switchSetting('SQ_RESTRICTIVE_COOKIES');
const analyticsDisabled = switchSetting('SQ_ANALYTICS_DISABLED');

let app: ReturnType<typeof createApp>;
try {
  app = createApp({
    dbPath: process.env.SQ_DB_PATH || DEFAULT_DB_PATH,
    ...(rateLimit ? { rateLimit } : {}),
    ...(formRateLimit ? { formRateLimit } : {}),
    ...(minimumOrderSubtotalCents === undefined ? {} : { minimumOrderSubtotalCents }),
    ...(siteOrigin ? { siteOrigin } : {}),
    restrictiveCookiePolicy,
    analyticsDisabled,
    ...(process.env.SQ_OWNER_PASSWORD ? { ownerPassword: process.env.SQ_OWNER_PASSWORD } : {}),
    ...(process.env.SQ_THEME_DIR ? { themeDir: resolve(process.env.SQ_THEME_DIR) } : {}),
  });
} catch (error) {
  if (!(error instanceof DatabaseOpenError)) throw error;
  console.error(`Could not start the demo shop: ${error.message}`);
  process.exit(1);
}

app.server.on('error', (error) => {
  console.error(`Could not start the demo shop: ${error.message}`);
  process.exit(1);
});

app.server.listen(port, () => {
  const address = app.server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  console.log(`Demo shop: http://localhost:${actual}/`);
  // The owner's pages (restock sign-ups, sent notices, form submissions, analytics) need the password.
  console.log(
    `Owner sign-in: http://localhost:${actual}/config/sign-in, password ${
      app.owner.generated ? app.owner.password : 'from SQ_OWNER_PASSWORD'
    }`,
  );
});

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) process.exit(1);
    stopping = true;
    console.log(`\n${signal}: stopping the demo shop…`);
    void app.close().then(() => process.exit(0));
  });
}
