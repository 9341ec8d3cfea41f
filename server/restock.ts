/**
 * Restock notifications in the shop database: visitors' sign-ups
 * for a sold-out variant (table `restock_signups`, one row per lower-cased email, product and
 * variant), the owner's lists of them (groups by product and variant, then one variant's
 * sign-ups, both paged with opaque cursors), and the notices the owner sends (table `outbox`: the
 * dev platform sends no mail, it keeps what it would have sent). Every write runs in one
 * immediate transaction, as the cart's do.
 */
import { PRODUCT_TYPE } from '../demo/catalogue';
import { IDS_REQUIRED } from '../src/api/restock';
import { productUrl, type DemoProduct, type DemoVariant } from '../demo/products';
import { SHOP_NAME } from '../demo/shop';
import type { Db } from './db';
import { HttpError } from './http';
import { randomId } from './ids';
import type { Products, ShopProduct, ShopVariant } from './products';

/** How many groups a page of `GET …/restock/groups` holds unless the app says otherwise. */
export const DEFAULT_GROUPS_PAGE_SIZE = 2;
/** How many sign-ups a page of `GET …/restock` holds unless the app says otherwise. */
export const DEFAULT_SIGN_UPS_PAGE_SIZE = 20;
/** How many notices the outbox page lists (newest first). */
export const OUTBOX_PAGE_LIMIT = 200;

/** The restock calls' refusals (400 unless said). */
export const RESTOCK_MESSAGES = {
  /** 404. */
  productNotFound: 'Product not found.',
  variantNotOfProduct: (variantId: string) => `variantId "${variantId}" is not a variant of this product.`,
  /** A digital product or a gift card: never sold out. */
  noSignUps: 'This product is never sold out, so it has no restock notifications.',
  /** A variant with stock (or unlimited). */
  inStock: 'This item is in stock, so there is no restock to sign up for: add it to your cart instead.',
  /** The sign-ups query's own refusal (its schema says it). */
  idsRequired: IDS_REQUIRED,
  badCursor: 'cursor is not valid: pass the nextPageCursor of the previous page, or none for the first page.',
} as const;

/** Product types that can sell out: a physical product or a service. */
function canSellOut(product: Pick<DemoProduct, 'productType'>): boolean {
  return product.productType === PRODUCT_TYPE.physical || product.productType === PRODUCT_TYPE.service;
}

/** Whether a variant is sold out: not unlimited, none in stock. */
export function isSoldOut(variant: Pick<DemoVariant, 'unlimited' | 'qtyInStock'>): boolean {
  return !variant.unlimited && variant.qtyInStock <= 0;
}

/**
 * The variants of a product that offer a restock signup: its sold-out variants, for a product
 * that can sell out (a physical product or a service; digital products and gift cards never do).
 */
export function restockVariantsOf(product: Pick<DemoProduct, 'productType' | 'variants'>): DemoVariant[] {
  return canSellOut(product) ? product.variants.filter(isSoldOut) : [];
}

/** A variant's options as one line, in the product's option order: "Size: M, Colour: Navy" ('' without options). */
export function variantLabel(
  product: Pick<DemoProduct, 'optionOrdering'>,
  attributes: Readonly<Record<string, string>>,
): string {
  return optionNames(product, attributes)
    .map((name) => `${name}: ${attributes[name]}`)
    .join(', ');
}

/** The option names of `attributes`, the product's order first. */
function optionNames(product: Pick<DemoProduct, 'optionOrdering'>, attributes: Readonly<Record<string, string>>) {
  const names = Object.keys(attributes);
  return [
    ...product.optionOrdering.filter((name) => names.includes(name)),
    ...names.filter((name) => !product.optionOrdering.includes(name)),
  ];
}

/** The subject of a notice: "Linen Shirt (M, Navy) is back in stock", "Canvas Tote is back in stock". */
export function noticeSubject(
  product: Pick<DemoProduct, 'title' | 'optionOrdering'>,
  variant: Pick<DemoVariant, 'attributes'>,
) {
  const values = optionNames(product, variant.attributes).map((name) => variant.attributes[name]);
  return `${product.title}${values.length > 0 ? ` (${values.join(', ')})` : ''} is back in stock`;
}

/** The text of a notice, with the product's address on `origin`. */
export function noticeBody(
  product: Pick<DemoProduct, 'title' | 'slug' | 'optionOrdering'>,
  variant: Pick<DemoVariant, 'attributes'>,
  origin: string,
): string {
  const label = variantLabel(product, variant.attributes);
  return [
    'Good news!',
    '',
    `${product.title}${label ? ` (${label})` : ''} is back in stock at ${SHOP_NAME}.`,
    `${origin}${productUrl(product)}`,
    '',
    'You asked us to tell you when it was back, so we have. We will not email you about it again.',
  ].join('\n');
}

/** A validated restock signup (the body of `POST …/restock`). */
export interface RestockSignUpInput {
  readonly isJoinMailingList: boolean;
  readonly productId: string;
  readonly siteVisitorEmail: string;
  readonly variantId: string;
  readonly language?: string | undefined;
}

/** One product and variant to send notices for. */
export interface RestockTarget {
  readonly productId: string;
  readonly variantId: string;
}

/** One group of sign-ups (`SignUpGroupSchema`). */
export interface SignUpGroupJson {
  readonly productId: string;
  readonly variantId: string;
  readonly productTitle: string;
  readonly variantLabel: string;
  readonly inStock: boolean;
  readonly pendingCount: number;
  readonly notifiedCount: number;
}

/** One sign-up (`SignUpSchema`). */
export interface SignUpJson {
  readonly id: string;
  readonly email: string;
  readonly createdOn: number;
  readonly isJoinMailingList: boolean;
  readonly notifiedOn: number | null;
}

/** One page of a list, as the owner's calls answer it. */
interface Paged {
  readonly hasNextPage: boolean;
  readonly nextPageCursor: string | null;
}

/** One notice of the outbox. */
export interface OutboxNotice {
  readonly id: string;
  readonly to: string;
  readonly subject: string;
  readonly body: string;
  readonly productId: string;
  readonly productTitle: string;
  /** The product page's path. */
  readonly productUrl: string;
  readonly variantId: string;
  /** Epoch ms. */
  readonly sentOn: number;
}

/** Sign-ups, the owner's lists of them, and the notices. */
export interface Restock {
  /**
   * Signs a visitor up for a sold-out variant. A repeat (same email in any case, product and
   * variant) keeps the first sign-up: its id and time stay, a `true` mailing-list choice is kept
   * (a repeat can join the list, not leave it), and one already told waits again.
   */
  signUp(input: RestockSignUpInput, now?: number): { readonly repeated: boolean };
  /** One page of groups, in catalogue order (product, then variant); `cursor` from the previous page. */
  groups(cursor: string | undefined): Paged & { readonly signUpGroups: SignUpGroupJson[] };
  /** One page of a variant's sign-ups, oldest first. */
  signUps(productId: string, variantId: string, cursor: string | undefined): Paged & { readonly signUps: SignUpJson[] };
  /**
   * Tells everyone waiting for each product and variant (whatever the stock: the owner decides),
   * writing one notice per sign-up to the outbox (links on `origin`) and marking them told;
   * those told already are not told again. All or nothing: an unknown product (404) or variant
   * (400) sends none.
   */
  send(targets: readonly RestockTarget[], origin: string, now?: number): { readonly sent: number };
  /** The latest notices, newest first. */
  outbox(limit?: number): OutboxNotice[];
}

/** How many items a page of each list holds. */
export interface RestockPageSizes {
  readonly groups?: number;
  readonly signUps?: number;
}

/** An opaque cursor: base64url of the last key a page holds, tagged with its list. */
function encodeCursor(key: unknown): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

/** The key in a cursor, or a 400 when it is not one this list made. */
function decodeCursor<T>(cursor: string, valid: (key: unknown) => key is T): T {
  let key: unknown;
  try {
    if (!/^[A-Za-z0-9_-]{1,200}$/.test(cursor)) throw new Error('not base64url');
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new HttpError(400, RESTOCK_MESSAGES.badCursor);
  }
  if (!valid(key)) throw new HttpError(400, RESTOCK_MESSAGES.badCursor);
  return key;
}

const position = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/** A groups cursor: the last group's product and variant positions. */
interface GroupsKey {
  readonly g: [number, number];
}
const isGroupsKey = (key: unknown): key is GroupsKey => {
  const g = (key as Partial<GroupsKey> | null)?.g;
  return Array.isArray(g) && g.length === 2 && position(g[0]) && position(g[1]);
};

/** A sign-ups cursor: the last sign-up's sequence number. */
interface SignUpsKey {
  readonly s: number;
}
const isSignUpsKey = (key: unknown): key is SignUpsKey => position((key as Partial<SignUpsKey> | null)?.s);

function pageSize(name: string, value: number | undefined, fallback: number): number {
  const size = value ?? fallback;
  if (!Number.isSafeInteger(size) || size < 1 || size > 1000) {
    throw new Error(`the restock ${name} page size must be a whole number from 1 to 1000; got ${size}.`);
  }
  return size;
}

interface GroupRow {
  product_id: string;
  variant_id: string;
  title: string;
  option_ordering: string;
  product_position: number;
  variant_position: number;
  attributes: string;
  unlimited: number;
  qty_in_stock: number;
  pending: number;
  notified: number;
}

interface SignUpRow {
  seq: number;
  id: string;
  email: string;
  created: number;
  is_join_mailing_list: number;
  notified_on: number | null;
}

interface OutboxRow {
  id: string;
  to_email: string;
  subject: string;
  body: string;
  product_id: string;
  variant_id: string;
  sent_on: number;
  title: string;
  slug: string;
}

/** Restock sign-ups and notices over the shop database (tables made by `openDatabase`). */
export function createRestock(db: Db, products: Products, sizes: RestockPageSizes = {}): Restock {
  const groupsPageSize = pageSize('groups', sizes.groups, DEFAULT_GROUPS_PAGE_SIZE);
  const signUpsPageSize = pageSize('sign-ups', sizes.signUps, DEFAULT_SIGN_UPS_PAGE_SIZE);

  const existing = db.prepare<[string, string, string], { id: string; is_join_mailing_list: number }>(
    'SELECT id, is_join_mailing_list FROM restock_signups WHERE email = ? AND product_id = ? AND variant_id = ?',
  );
  const insert = db.prepare(
    `INSERT INTO restock_signups (id, email, product_id, variant_id, is_join_mailing_list, language, created)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const repeat = db.prepare(
    'UPDATE restock_signups SET is_join_mailing_list = MAX(is_join_mailing_list, ?), notified_on = NULL WHERE id = ?',
  );
  const groupRows = db.prepare<[number, number, number], GroupRow>(
    `SELECT s.product_id, s.variant_id, p.title, p.option_ordering, p.position AS product_position,
            v.position AS variant_position, v.attributes, v.unlimited, v.qty_in_stock,
            SUM(s.notified_on IS NULL) AS pending, SUM(s.notified_on IS NOT NULL) AS notified
       FROM restock_signups s
       JOIN products p ON p.id = s.product_id
       JOIN variants v ON v.id = s.variant_id
      WHERE (p.position, v.position) > (?, ?)
      GROUP BY s.product_id, s.variant_id
      ORDER BY p.position, v.position
      LIMIT ?`,
  );
  const signUpRows = db.prepare<[string, string, number, number], SignUpRow>(
    `SELECT seq, id, email, created, is_join_mailing_list, notified_on FROM restock_signups
      WHERE product_id = ? AND variant_id = ? AND seq > ?
      ORDER BY seq LIMIT ?`,
  );
  const pendingRows = db.prepare<[string, string], { id: string; email: string }>(
    'SELECT id, email FROM restock_signups WHERE product_id = ? AND variant_id = ? AND notified_on IS NULL ORDER BY seq',
  );
  const markNotified = db.prepare('UPDATE restock_signups SET notified_on = ? WHERE id = ?');
  const insertNotice = db.prepare(
    `INSERT INTO outbox (id, to_email, subject, body, product_id, variant_id, signup_id, sent_on)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const outboxRows = db.prepare<[number], OutboxRow>(
    `SELECT o.id, o.to_email, o.subject, o.body, o.product_id, o.variant_id, o.sent_on, p.title, p.slug
       FROM outbox o JOIN products p ON p.id = o.product_id
      ORDER BY o.seq DESC LIMIT ?`,
  );

  /** The product (404) and its variant (400). */
  const productAndVariant = (productId: string, variantId: string): [ShopProduct, ShopVariant] => {
    const product = products.byId(productId);
    if (!product) throw new HttpError(404, RESTOCK_MESSAGES.productNotFound);
    const variant = product.variants.find((candidate) => candidate.id === variantId);
    if (!variant) throw new HttpError(400, RESTOCK_MESSAGES.variantNotOfProduct(variantId));
    return [product, variant];
  };

  return {
    signUp: (input, now = Date.now()) =>
      db
        .transaction(() => {
          const [product, variant] = productAndVariant(input.productId, input.variantId);
          if (!canSellOut(product)) throw new HttpError(400, RESTOCK_MESSAGES.noSignUps);
          if (!isSoldOut(variant)) throw new HttpError(400, RESTOCK_MESSAGES.inStock);
          const email = input.siteVisitorEmail.trim().toLowerCase();
          const join = input.isJoinMailingList ? 1 : 0;
          const first = existing.get(email, product.id, variant.id);
          if (first) {
            repeat.run(join, first.id);
            return { repeated: true };
          }
          insert.run(randomId(), email, product.id, variant.id, join, input.language ?? null, now);
          return { repeated: false };
        })
        .immediate(),

    groups(cursor) {
      const after = cursor ? decodeCursor(cursor, isGroupsKey).g : ([-1, -1] as const);
      const rows = groupRows.all(after[0], after[1], groupsPageSize + 1);
      const page = rows.slice(0, groupsPageSize);
      const last = page.at(-1);
      const hasNextPage = rows.length > groupsPageSize && last !== undefined;
      return {
        signUpGroups: page.map((row) => ({
          productId: row.product_id,
          variantId: row.variant_id,
          productTitle: row.title,
          variantLabel: variantLabel(
            { optionOrdering: JSON.parse(row.option_ordering) as string[] },
            JSON.parse(row.attributes) as Record<string, string>,
          ),
          inStock: row.unlimited === 1 || row.qty_in_stock > 0,
          pendingCount: row.pending,
          notifiedCount: row.notified,
        })),
        hasNextPage,
        nextPageCursor: hasNextPage ? encodeCursor({ g: [last.product_position, last.variant_position] }) : null,
      };
    },

    signUps(productId, variantId, cursor) {
      const after = cursor ? decodeCursor(cursor, isSignUpsKey).s : 0;
      productAndVariant(productId, variantId);
      const rows = signUpRows.all(productId, variantId, after, signUpsPageSize + 1);
      const page = rows.slice(0, signUpsPageSize);
      const last = page.at(-1);
      const hasNextPage = rows.length > signUpsPageSize && last !== undefined;
      return {
        signUps: page.map((row) => ({
          id: row.id,
          email: row.email,
          createdOn: row.created,
          isJoinMailingList: row.is_join_mailing_list === 1,
          notifiedOn: row.notified_on,
        })),
        hasNextPage,
        nextPageCursor: hasNextPage ? encodeCursor({ s: last.seq }) : null,
      };
    },

    send: (targets, origin, now = Date.now()) =>
      db
        .transaction(() => {
          let sent = 0;
          for (const target of targets) {
            const [product, variant] = productAndVariant(target.productId, target.variantId);
            const subject = noticeSubject(product, variant);
            const body = noticeBody(product, variant, origin);
            for (const signUp of pendingRows.all(product.id, variant.id)) {
              insertNotice.run(randomId(), signUp.email, subject, body, product.id, variant.id, signUp.id, now);
              markNotified.run(now, signUp.id);
              sent += 1;
            }
          }
          return { sent };
        })
        .immediate(),

    outbox: (limit = OUTBOX_PAGE_LIMIT) =>
      outboxRows.all(limit).map((row) => ({
        id: row.id,
        to: row.to_email,
        subject: row.subject,
        body: row.body,
        productId: row.product_id,
        productTitle: row.title,
        productUrl: productUrl(row),
        variantId: row.variant_id,
        sentOn: row.sent_on,
      })),
  };
}
