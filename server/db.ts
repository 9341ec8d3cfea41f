import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { catalogue } from '../demo/catalogue';
import { demoProduct } from '../demo/products';
import { DEMO_SIGN_UPS } from '../demo/restock';
import { stableId } from './ids';

/** The SQLite handle type the server modules share. */
export type Db = Database.Database;

/**
 * 2: subscriptions (plans, options, prices per option) and subscription carts, in tables of their own.
 * 3: quick views, as the census call records them.
 * 4: restock sign-ups and the outbox of notices sent (server/restock.ts); a shop that gets them
 *    starts with the demo's sign-ups (demo/restock.ts).
 * 5: form blocks' single-use submission keys and their submissions (server/form-blocks.ts).
 * 6: analytics (server/analytics.ts): page views, census calls, commerce events, performance
 *    records, JavaScript error reports, flag exposures and checkout arrivals.
 */
const SCHEMA_VERSION = 6;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS products (
  id TEXT PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  position INTEGER NOT NULL,
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  product_type INTEGER NOT NULL,
  option_ordering TEXT NOT NULL,
  picker_display TEXT NOT NULL CHECK (picker_display IN ('dropdown', 'radio')),
  per_order_limit INTEGER CHECK (per_order_limit IS NULL OR per_order_limit > 0),
  custom_add_button_text TEXT
);
CREATE TABLE IF NOT EXISTS variants (
  id TEXT PRIMARY KEY,
  product_id TEXT NOT NULL REFERENCES products(id),
  position INTEGER NOT NULL,
  sku TEXT NOT NULL UNIQUE,
  attributes TEXT NOT NULL,
  price_cents INTEGER NOT NULL CHECK (price_cents >= 0),
  sale_price_cents INTEGER CHECK (sale_price_cents IS NULL OR sale_price_cents >= 0),
  unlimited INTEGER NOT NULL CHECK (unlimited IN (0, 1)),
  qty_in_stock INTEGER NOT NULL CHECK (qty_in_stock >= 0)
);
CREATE INDEX IF NOT EXISTS variants_by_product ON variants(product_id, position);
CREATE TABLE IF NOT EXISTS carts (
  token TEXT PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  created INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS cart_entries (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  id TEXT NOT NULL UNIQUE,
  cart_token TEXT NOT NULL REFERENCES carts(token) ON DELETE CASCADE,
  product_id TEXT NOT NULL REFERENCES products(id),
  variant_id TEXT NOT NULL REFERENCES variants(id),
  quantity INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 9999),
  additional_fields TEXT,
  created INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS cart_entries_by_cart ON cart_entries(cart_token, variant_id);
CREATE TABLE IF NOT EXISTS settings (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS subscription_plans (
  product_id TEXT PRIMARY KEY REFERENCES products(id),
  billing_unit TEXT NOT NULL CHECK (billing_unit IN ('WEEK', 'MONTH', 'YEAR')),
  billing_value INTEGER NOT NULL CHECK (billing_value > 0),
  num_billing_cycles INTEGER NOT NULL CHECK (num_billing_cycles >= 0)
);
CREATE TABLE IF NOT EXISTS subscription_options (
  id TEXT PRIMARY KEY,
  product_id TEXT NOT NULL REFERENCES subscription_plans(product_id),
  position INTEGER NOT NULL,
  billing_unit TEXT NOT NULL CHECK (billing_unit IN ('WEEK', 'MONTH', 'YEAR')),
  billing_value INTEGER NOT NULL CHECK (billing_value > 0),
  num_billing_cycles INTEGER NOT NULL CHECK (num_billing_cycles >= 0)
);
CREATE INDEX IF NOT EXISTS subscription_options_by_product ON subscription_options(product_id, position);
CREATE TABLE IF NOT EXISTS variant_pricing_options (
  variant_id TEXT NOT NULL REFERENCES variants(id),
  option_id TEXT NOT NULL REFERENCES subscription_options(id),
  price_cents INTEGER NOT NULL CHECK (price_cents >= 0),
  sale_price_cents INTEGER CHECK (sale_price_cents IS NULL OR sale_price_cents >= 0),
  PRIMARY KEY (variant_id, option_id)
);
CREATE TABLE IF NOT EXISTS subscription_carts (
  token TEXT PRIMARY KEY,
  product_id TEXT NOT NULL REFERENCES products(id),
  variant_id TEXT NOT NULL REFERENCES variants(id),
  option_id TEXT REFERENCES subscription_options(id),
  quantity INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 9999),
  additional_fields TEXT,
  billing_unit TEXT NOT NULL CHECK (billing_unit IN ('WEEK', 'MONTH', 'YEAR')),
  billing_value INTEGER NOT NULL CHECK (billing_value > 0),
  num_billing_cycles INTEGER NOT NULL CHECK (num_billing_cycles >= 0),
  unit_price_cents INTEGER NOT NULL CHECK (unit_price_cents >= 0),
  created INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS quick_views (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  product_id TEXT NOT NULL REFERENCES products(id),
  created INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS quick_views_by_product ON quick_views(product_id);
CREATE TABLE IF NOT EXISTS restock_signups (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  id TEXT NOT NULL UNIQUE,
  email TEXT NOT NULL,
  product_id TEXT NOT NULL REFERENCES products(id),
  variant_id TEXT NOT NULL REFERENCES variants(id),
  is_join_mailing_list INTEGER NOT NULL CHECK (is_join_mailing_list IN (0, 1)),
  language TEXT,
  created INTEGER NOT NULL,
  notified_on INTEGER,
  UNIQUE (email, product_id, variant_id)
);
CREATE INDEX IF NOT EXISTS restock_signups_by_variant ON restock_signups(product_id, variant_id, seq);
CREATE TABLE IF NOT EXISTS outbox (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  id TEXT NOT NULL UNIQUE,
  to_email TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  product_id TEXT NOT NULL REFERENCES products(id),
  variant_id TEXT NOT NULL REFERENCES variants(id),
  signup_id TEXT NOT NULL,
  sent_on INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS form_submission_keys (
  key TEXT PRIMARY KEY,
  created INTEGER NOT NULL,
  used_on INTEGER
);
CREATE INDEX IF NOT EXISTS form_submission_keys_by_created ON form_submission_keys(created);
CREATE TABLE IF NOT EXISTS form_submissions (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  id TEXT NOT NULL UNIQUE,
  form_id TEXT NOT NULL,
  answers TEXT NOT NULL,
  collection_id TEXT,
  object_name TEXT,
  page_id TEXT,
  page_path TEXT,
  page_title TEXT,
  created INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS hits (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  visitor_id TEXT NOT NULL,
  visit_count INTEGER NOT NULL,
  path TEXT NOT NULL,
  title TEXT NOT NULL,
  referrer TEXT NOT NULL,
  item_id TEXT NOT NULL,
  collection_id TEXT NOT NULL,
  record_type INTEGER,
  data TEXT NOT NULL,
  created INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS hits_by_created ON hits(created, visitor_id, visit_count);
CREATE INDEX IF NOT EXISTS hits_by_path ON hits(path);
CREATE INDEX IF NOT EXISTS hits_by_visitor ON hits(visitor_id);
CREATE TABLE IF NOT EXISTS census_calls (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  kind TEXT NOT NULL CHECK (kind IN ('button-click', 'button-render', 'form-render', 'overlay', 'quick-view')),
  payload TEXT,
  page_path TEXT,
  created INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS census_calls_by_kind ON census_calls(kind, created);
CREATE TABLE IF NOT EXISTS commerce_events (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  event_name TEXT NOT NULL,
  event_content TEXT NOT NULL,
  created INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS commerce_events_by_name ON commerce_events(event_name, created);
CREATE TABLE IF NOT EXISTS performance_records (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  kind TEXT NOT NULL CHECK (kind IN ('vital', 'page-speed')),
  name TEXT,
  value REAL,
  rating TEXT,
  metric_id TEXT,
  navigation_type TEXT,
  element TEXT,
  data TEXT,
  website_id TEXT NOT NULL,
  page_path TEXT NOT NULL,
  page_type INTEGER,
  created INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS performance_records_by_vital ON performance_records(kind, name, value);
CREATE TABLE IF NOT EXISTS error_reports (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  event TEXT NOT NULL,
  message TEXT NOT NULL,
  stack TEXT,
  source TEXT,
  line INTEGER,
  col INTEGER,
  page_path TEXT NOT NULL,
  context TEXT,
  timestamp INTEGER NOT NULL,
  created INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS error_reports_by_message ON error_reports(message);
CREATE TABLE IF NOT EXISTS flag_exposures (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  flag TEXT NOT NULL,
  value INTEGER NOT NULL CHECK (value IN (0, 1)),
  reason TEXT NOT NULL,
  user_id TEXT NOT NULL,
  time INTEGER NOT NULL,
  created INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS flag_exposures_by_flag ON flag_exposures(flag, value);
CREATE TABLE IF NOT EXISTS checkout_arrivals (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  kind TEXT NOT NULL CHECK (kind IN ('express', 'subscription', 'gift-card')),
  created INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS checkout_arrivals_by_created ON checkout_arrivals(created);
CREATE TABLE IF NOT EXISTS captcha_tokens_used (
  nonce TEXT PRIMARY KEY,
  expires INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS owner_sessions_ended (
  id TEXT PRIMARY KEY,
  expires INTEGER NOT NULL
);
`;

/**
 * Opens (creating when needed) the shop database: WAL journal, a busy timeout so concurrent
 * writers wait instead of failing, the schema, and the seed catalogue when the shop is empty.
 */
export function openDatabase(path: string): Db {
  try {
    return setUp(path);
  } catch (error) {
    throw new DatabaseOpenError(path, error);
  }
}

/** Why the shop database could not be opened, in words that name the path. */
export class DatabaseOpenError extends Error {
  constructor(
    readonly path: string,
    cause: unknown,
  ) {
    const code = (cause as { code?: string } | null)?.code ?? '';
    const reason =
      code === 'SQLITE_NOTADB'
        ? 'is not an SQLite database'
        : code === 'SQLITE_READONLY'
          ? 'is read-only'
          : code === 'SQLITE_CANTOPEN'
            ? 'cannot be opened as a database file (is it a folder?)'
            : code === 'EACCES' || code === 'EPERM'
              ? 'is not writable'
              : code === 'ENOTDIR' || code === 'EEXIST'
                ? 'lies under something that is not a folder'
                : `cannot be used (${cause instanceof Error ? cause.message : String(cause)})`;
    super(`the database "${path}" ${reason}. Set SQ_DB_PATH to a file path the server can create and write.`, {
      cause,
    });
    this.name = 'DatabaseOpenError';
  }
}

function setUp(path: string): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  try {
    configure(db);
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}

/**
 * WAL journal, a busy timeout so concurrent writers wait instead of failing, the schema, the seed
 * catalogue, and the demo's restock sign-ups when the restock tables are new.
 */
function configure(db: Db): void {
  db.pragma('busy_timeout = 5000');
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  // Read inside the migration's transaction: of two processes opening one new file, one seeds.
  let restockTablesNew = false;
  db.transaction(() => {
    restockTablesNew = (db.pragma('user_version', { simple: true }) as number) < 4;
    db.exec(SCHEMA);
    db.pragma(`user_version = ${SCHEMA_VERSION}`);
  }).immediate();
  seedCatalogue(db);
  if (restockTablesNew) seedDemoSignUps(db);
}

/**
 * The sign-ups a fresh shop starts with (demo/restock.ts), made when the database first gets the
 * restock tables; a seed whose variant the shop does not have is skipped.
 */
export function seedDemoSignUps(db: Db, now: number = Date.now()): void {
  const variantProduct = db.prepare<[string], string>('SELECT product_id FROM variants WHERE id = ?').pluck();
  const insert = db.prepare(
    `INSERT OR IGNORE INTO restock_signups (id, email, product_id, variant_id, is_join_mailing_list, language, created)
     VALUES (?, ?, ?, ?, ?, NULL, ?)`,
  );
  db.transaction(() => {
    for (const seed of DEMO_SIGN_UPS) {
      const variantId = stableId('variant', seed.sku);
      const productId = variantProduct.get(variantId);
      if (productId === undefined) continue;
      const created = now - seed.hoursAgo * 60 * 60 * 1000;
      insert.run(
        stableId('restock-signup', `${seed.sku}/${seed.email}`),
        seed.email,
        productId,
        variantId,
        seed.isJoinMailingList ? 1 : 0,
        created,
      );
    }
  }).immediate();
}

/**
 * Inserts every product of the seed catalogue the shop does not have yet (by slug), with its
 * subscription plan, options and prices per option, leaving the ones it has (and their stock)
 * alone; safe to call on every start.
 */
export function seedCatalogue(db: Db): void {
  const insertProduct = db.prepare(
    `INSERT INTO products (id, slug, position, title, description, product_type, option_ordering,
       picker_display, per_order_limit, custom_add_button_text)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertVariant = db.prepare(
    `INSERT INTO variants (id, product_id, position, sku, attributes, price_cents, sale_price_cents,
       unlimited, qty_in_stock)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertPlan = db.prepare(
    `INSERT INTO subscription_plans (product_id, billing_unit, billing_value, num_billing_cycles)
     VALUES (?, ?, ?, ?)`,
  );
  const insertOption = db.prepare(
    `INSERT INTO subscription_options (id, product_id, position, billing_unit, billing_value, num_billing_cycles)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const insertPricing = db.prepare(
    `INSERT INTO variant_pricing_options (variant_id, option_id, price_cents, sale_price_cents)
     VALUES (?, ?, ?, ?)`,
  );
  const known = db.prepare<[string], number>('SELECT 1 FROM products WHERE slug = ?').pluck();
  db.transaction(() => {
    catalogue.forEach((seed, position) => {
      if (known.get(seed.slug) !== undefined) return;
      // Ids, sale prices and stock as the stories' and tests' products have them (demo/products.ts).
      const product = demoProduct(seed);
      insertProduct.run(
        product.id,
        product.slug,
        position,
        product.title,
        seed.description,
        product.productType,
        JSON.stringify(product.optionOrdering),
        seed.pickerDisplay,
        seed.perOrderLimit ?? null,
        product.customAddButtonText,
      );
      const { subscription } = product;
      if (subscription) {
        const { plan, options } = subscription;
        insertPlan.run(product.id, plan.unit, plan.value, plan.numBillingCycles);
        options.forEach((option, index) => {
          insertOption.run(
            option.id,
            product.id,
            index,
            option.plan.unit,
            option.plan.value,
            option.plan.numBillingCycles,
          );
        });
      }
      product.variants.forEach((variant, index) => {
        insertVariant.run(
          variant.id,
          product.id,
          index,
          variant.sku,
          JSON.stringify(variant.attributes),
          variant.priceCents,
          variant.salePriceCents,
          variant.unlimited ? 1 : 0,
          variant.qtyInStock,
        );
        for (const pricing of variant.pricingOptions) {
          insertPricing.run(variant.id, pricing.optionId, pricing.priceCents, pricing.salePriceCents);
        }
      });
    });
  }).immediate();
}

/**
 * The shop's secret for signing the cookies it issues: made once, kept in the database, so
 * carts survive a restart and every server process on one file accepts the same cookies.
 */
export function shopSecret(db: Db): Buffer {
  db.prepare("INSERT OR IGNORE INTO settings (name, value) VALUES ('cookie-secret', ?)").run(
    randomBytes(32).toString('base64url'),
  );
  const value = db.prepare<[], string>("SELECT value FROM settings WHERE name = 'cookie-secret'").pluck().get();
  if (value === undefined) throw new Error('the cookie secret vanished from the settings table');
  return Buffer.from(value, 'base64url');
}
