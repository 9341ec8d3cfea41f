import type * as v from 'valibot';
import { PURCHASE_MESSAGES } from '../src/purchase/messages';
import { MAX_QUANTITY, type AddEntryRequestSchema, type UpdateFieldsRequestSchema } from '../src/api/requests';
import type { Db } from './db';
import { acceptAnswers, formSubmission, shopForms, type ProductForms } from './forms';
import { HttpError } from './http';
import { randomId, stableId } from './ids';
import { PRODUCT_TYPE } from '../demo/catalogue';
import { WEBSITE_ID } from '../demo/shop';
import { productImageUrl, productUrl } from './product-json';
import type { Products, ShopProduct, ShopVariant } from './products';

/** The refusal when an add or a quantity change would exceed the stock, in the platform's words. */
export const NOT_ENOUGH_STOCK = 'Sorry, we do not have enough of that item available.';

/**
 * The most entries (lines: a variant with its form answers) one cart holds. Every call that changes
 * the cart answers the whole cart, so an unbounded one makes every add slower and larger; a real
 * shop's visitor stops long before 100 different lines.
 */
export const MAX_CART_ENTRIES = 100;

/**
 * The most characters of form answers (`additionalFields`, as stored: normalised JSON text) one
 * entry holds. The demo's longest form comes to well under 1,000 characters filled to its limits;
 * a field without a length limit (a name, a web address) must not carry a document into the cart.
 */
export const MAX_ENTRY_ANSWERS_CHARS = 4096;

/**
 * The most characters of form answers one cart holds, all entries together: 32 entries with a
 * kilobyte of answers each, far beyond any real order, and it keeps the cart's JSON (which shows
 * the answers twice: as text and as the order's summary) to a couple of hundred KB at most.
 */
export const MAX_CART_ANSWERS_CHARS = 32 * 1024;

/** The refusals of the limits above and of answers for a product without a form (400 each). */
export const CART_LIMIT_MESSAGES = {
  entries: `A cart can hold at most ${MAX_CART_ENTRIES} different items. Remove one to add another.`,
  entryAnswers: `additionalFields are too long: an item's form answers may be at most ${MAX_ENTRY_ANSWERS_CHARS} characters.`,
  cartAnswers: `The cart's form answers would pass ${MAX_CART_ANSWERS_CHARS} characters. Remove an item with answers to add another.`,
  noForm: (title: string) => `${title} has no custom form: additionalFields must be null (or absent) for it.`,
} as const;

/** The demo site's id. */
export { WEBSITE_ID };

/** A validated add-to-cart request (`additionalFields` re-serialised, or null). */
export type AddEntryInput = v.InferOutput<typeof AddEntryRequestSchema>;

/** A validated additional-fields update. */
export type UpdateFieldsInput = v.InferOutput<typeof UpdateFieldsRequestSchema>;

/** The cart JSON the client validates (src/api/cart.ts). */
export type CartJson = ReturnType<typeof buildCart>;
/** One entry of `CartJson`. */
export type CartEntryJson = CartJson['entries'][number];

/** Cart reads and writes; every write checks and changes in one immediate transaction. */
export interface Carts {
  /** The visitor's cart, or an empty cart when they have none yet. */
  cart(token: string | undefined): CartJson;
  addEntry(token: string, input: AddEntryInput): { shoppingCart: CartJson; newlyAdded: CartEntryJson };
  setQuantity(token: string, entryId: string, quantity: number): { shoppingCart: CartJson };
  removeEntry(token: string, entryId: string): { shoppingCart: CartJson };
  setAdditionalFields(
    token: string,
    entryId: string,
    input: UpdateFieldsInput,
  ): { shoppingCart: CartJson; updatedEntry: CartEntryJson };
}

interface EntryRow {
  id: string;
  product_id: string;
  variant_id: string;
  quantity: number;
  additional_fields: string | null;
  title: string;
  slug: string;
  product_type: number;
  sku: string;
  attributes: string;
  price_cents: number;
  sale_price_cents: number | null;
}

/** The id the client sees for a cart: derived from the token, so it is stable before the row exists and never reveals the token. */
function cartId(token: string): string {
  return stableId('cart', token);
}

/**
 * The rules the cart's totals follow (integer cents; a percentage is rounded to the nearest cent):
 * - discount: 10% of the subtotal once the subtotal is $200.00 or more;
 * - shipping: $6.00 when the cart holds a physical item, free once the physical items come to $75.00;
 * - tax: 8% of the physical and digital items' total less its 10% when the discount applies
 *   (services and gift cards are not taxed);
 * - grand total: subtotal − discount + shipping + tax.
 */
export const TOTALS_RULES = {
  discountFromCents: 20_000,
  discountPercent: 10,
  shippingCents: 600,
  freeShippingFromCents: 7_500,
  taxPercent: 8,
} as const;

/** `percent` percent of `cents`, to the nearest cent. */
function percentOf(cents: number, percent: number): number {
  return Math.round((cents * percent) / 100);
}

/** One line as the totals see it: its product type and what it costs (cents). */
export interface TotalsLine {
  readonly productType: number;
  readonly cents: number;
}

/** The cart's totals by `TOTALS_RULES`, in cents. */
export function cartTotals(lines: readonly TotalsLine[]) {
  const total = (keep: (line: TotalsLine) => boolean) => lines.filter(keep).reduce((sum, line) => sum + line.cents, 0);
  const isPhysical = (line: TotalsLine) => line.productType === PRODUCT_TYPE.physical;
  const subtotalCents = total(() => true);
  const physicalCents = total(isPhysical);
  const taxableCents = total((line) => isPhysical(line) || line.productType === PRODUCT_TYPE.digital);
  const discountPercent = subtotalCents >= TOTALS_RULES.discountFromCents ? TOTALS_RULES.discountPercent : 0;
  const discountCents = percentOf(subtotalCents, discountPercent);
  const shippingCostCents =
    lines.some(isPhysical) && physicalCents < TOTALS_RULES.freeShippingFromCents ? TOTALS_RULES.shippingCents : 0;
  const taxCents = percentOf(taxableCents - percentOf(taxableCents, discountPercent), TOTALS_RULES.taxPercent);
  return {
    subtotalCents,
    discountCents,
    shippingCostCents,
    taxCents,
    grandTotalCents: subtotalCents - discountCents + shippingCostCents + taxCents,
  };
}

function entryJson(row: EntryRow, forms: ProductForms) {
  const unitCents = row.sale_price_cents ?? row.price_cents;
  const form = forms.ofProduct(row.slug);
  return {
    id: row.id,
    itemId: row.product_id,
    quantity: row.quantity,
    chosenVariant: { sku: row.sku, attributes: JSON.parse(row.attributes) as Record<string, string> },
    title: row.title,
    subTotal: unitCents * row.quantity,
    purchasePriceCents: unitCents,
    fullUrl: productUrl(row),
    imageUrl: productImageUrl({ id: row.product_id }),
    additionalFields: row.additional_fields,
    /** The product's custom form, whose answers `additionalFields` holds; null without one. */
    additionalFieldsFormId: form?.id ?? null,
    /** The answers as the order shows them, one row per visible field of the form ([] without answers). */
    formSubmission: formSubmission(form, row.additional_fields),
  };
}

function buildCart(id: string | null, created: number, rows: EntryRow[], forms: ProductForms) {
  const entries = rows.map((row) => entryJson(row, forms));
  const totals = cartTotals(
    rows.map((row, i) => ({ productType: row.product_type, cents: entries[i]?.subTotal ?? 0 })),
  );
  const digital = rows.map((r) => r.product_type === PRODUCT_TYPE.digital);
  return {
    id,
    websiteId: WEBSITE_ID,
    orderId: null,
    created,
    isPurchased: false,
    entries,
    ...totals,
    totalQuantity: entries.reduce((sum, e) => sum + e.quantity, 0),
    hasDigital: digital.some(Boolean),
    purelyDigital: digital.length > 0 && digital.every(Boolean),
    requiresShipping: rows.some((r) => r.product_type === PRODUCT_TYPE.physical),
    coupons: [] as unknown[],
    validCoupons: [] as unknown[],
    invalidCoupons: [] as unknown[],
    shippingOptions: [] as unknown[],
    selectedShippingOption: null,
    shippingLocation: null,
    applicableTaxRules: [] as unknown[],
  };
}

/**
 * The answers an entry (or a subscription) of `product` stores: for a product with a custom form,
 * checked and normalised (server/forms.ts; else 400); for one without, none (`additionalFields`
 * null, absent or ""; anything else is a 400, as the library never sends answers without a form).
 * Either way at most `MAX_ENTRY_ANSWERS_CHARS`.
 */
export function answersFor(
  forms: ProductForms,
  product: Pick<ShopProduct, 'slug' | 'title'>,
  additionalFields: string | null | undefined,
): string | null {
  const form = forms.ofProduct(product.slug);
  if (!form) {
    if (additionalFields === null || additionalFields === undefined) return null;
    throw new HttpError(400, CART_LIMIT_MESSAGES.noForm(product.title));
  }
  const answers = acceptAnswers(form, additionalFields);
  if ([...answers].length > MAX_ENTRY_ANSWERS_CHARS) throw new HttpError(400, CART_LIMIT_MESSAGES.entryAnswers);
  return answers;
}

/**
 * Cart operations over the shop database. An add or an edit of a product with a custom form
 * (`forms`) must carry valid answers to it (server/forms.ts), stored normalised so that equal
 * answers merge; other products take none (`answersFor`). A cart holds at most `MAX_CART_ENTRIES`
 * entries and `MAX_CART_ANSWERS_CHARS` of answers.
 */
export function createCarts(db: Db, products: Products, forms: ProductForms = shopForms): Carts {
  const cartCreated = db.prepare<[string], number>('SELECT created FROM carts WHERE token = ?').pluck();
  const insertCart = db.prepare('INSERT OR IGNORE INTO carts (token, id, created) VALUES (?, ?, ?)');
  const entryRows = db.prepare<[string], EntryRow>(
    `SELECT e.id, e.product_id, e.variant_id, e.quantity, e.additional_fields,
            p.title, p.slug, p.product_type, v.sku, v.attributes, v.price_cents, v.sale_price_cents
       FROM cart_entries e
       JOIN products p ON p.id = e.product_id
       JOIN variants v ON v.id = e.variant_id
      WHERE e.cart_token = ?
      ORDER BY e.seq`,
  );
  const entryById = db.prepare<
    [string, string],
    { id: string; product_id: string; variant_id: string; quantity: number }
  >('SELECT id, product_id, variant_id, quantity FROM cart_entries WHERE cart_token = ? AND id = ?');
  const sameEntry = db.prepare<[string, string, string | null], { id: string; quantity: number }>(
    `SELECT id, quantity FROM cart_entries
      WHERE cart_token = ? AND variant_id = ? AND additional_fields IS ?
      ORDER BY seq LIMIT 1`,
  );
  const variantQuantity = db
    .prepare<[string, string, string], number>(
      'SELECT COALESCE(SUM(quantity), 0) FROM cart_entries WHERE cart_token = ? AND variant_id = ? AND id <> ?',
    )
    .pluck();
  const productQuantity = db
    .prepare<[string, string, string], number>(
      'SELECT COALESCE(SUM(quantity), 0) FROM cart_entries WHERE cart_token = ? AND product_id = ? AND id <> ?',
    )
    .pluck();
  const insertEntry = db.prepare(
    `INSERT INTO cart_entries (id, cart_token, product_id, variant_id, quantity, additional_fields, created)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const entryCount = db.prepare<[string], number>('SELECT COUNT(*) FROM cart_entries WHERE cart_token = ?').pluck();
  const otherAnswersChars = db
    .prepare<[string, string], number>(
      `SELECT COALESCE(SUM(LENGTH(additional_fields)), 0) FROM cart_entries
        WHERE cart_token = ? AND id <> ? AND additional_fields IS NOT NULL`,
    )
    .pluck();
  const updateQuantity = db.prepare('UPDATE cart_entries SET quantity = ? WHERE id = ?');
  const updateFields = db.prepare('UPDATE cart_entries SET additional_fields = ? WHERE id = ?');
  const deleteEntry = db.prepare('DELETE FROM cart_entries WHERE id = ?');

  const read = (token: string | undefined): CartJson => {
    if (token === undefined) return buildCart(null, Date.now(), [], forms);
    const created = cartCreated.get(token);
    return buildCart(cartId(token), created ?? Date.now(), created === undefined ? [] : entryRows.all(token), forms);
  };

  const entryOf = (cart: CartJson, id: string): CartEntryJson => {
    const entry = cart.entries.find((e) => e.id === id);
    if (!entry) throw new Error(`entry ${id} vanished inside its own transaction`);
    return entry;
  };

  const findEntry = (token: string, entryId: string) => {
    const entry = entryById.get(token, entryId);
    if (!entry) throw new HttpError(404, 'Cart entry not found.');
    return entry;
  };

  /**
   * Refuses a cart that would hold more of a product than its per-order limit, or more of a
   * variant than is in stock. `wanted` is the entry's new quantity; the cart's other entries
   * (all but `excludeEntryId`) count too.
   */
  const checkAvailability = (
    token: string,
    product: ShopProduct,
    variant: ShopVariant,
    excludeEntryId: string,
    wanted: number,
  ): void => {
    if (product.perOrderLimit !== null) {
      const inCart = productQuantity.get(token, product.id, excludeEntryId) ?? 0;
      if (inCart + wanted > product.perOrderLimit) {
        throw new HttpError(409, `Limit ${product.perOrderLimit} per order for ${product.title}.`);
      }
    }
    if (!variant.unlimited) {
      const inCart = variantQuantity.get(token, variant.id, excludeEntryId) ?? 0;
      if (inCart + wanted > variant.qtyInStock) throw new HttpError(409, NOT_ENOUGH_STOCK);
    }
    if (wanted > MAX_QUANTITY) {
      throw new HttpError(409, `A cart can hold at most ${MAX_QUANTITY} of one item.`);
    }
  };

  const productAndVariant = (itemId: string, sku: string): [ShopProduct, ShopVariant] => {
    const product = products.byId(itemId);
    if (!product) throw new HttpError(404, 'Product not found.');
    const variant = product.variants.find((v) => v.sku === sku);
    if (!variant) throw new HttpError(400, PURCHASE_MESSAGES.variantUnavailable);
    return [product, variant];
  };

  /**
   * Refuses answers (`entryId`'s, or a new entry's when '') that would take the cart past
   * `MAX_CART_ANSWERS_CHARS`, counting its other entries' answers.
   */
  const checkCartAnswers = (token: string, entryId: string, answers: string | null): void => {
    if (answers === null) return;
    if ((otherAnswersChars.get(token, entryId) ?? 0) + [...answers].length > MAX_CART_ANSWERS_CHARS) {
      throw new HttpError(400, CART_LIMIT_MESSAGES.cartAnswers);
    }
  };

  return {
    cart: read,

    addEntry: (token, input) =>
      db
        .transaction(() => {
          const [product, variant] = productAndVariant(input.itemId, input.sku);
          const answers = answersFor(forms, product, input.additionalFields);
          const existing = sameEntry.get(token, variant.id, answers);
          if (!existing) {
            if ((entryCount.get(token) ?? 0) >= MAX_CART_ENTRIES) throw new HttpError(400, CART_LIMIT_MESSAGES.entries);
            checkCartAnswers(token, '', answers);
          }
          const wanted = (existing?.quantity ?? 0) + input.quantity;
          checkAvailability(token, product, variant, existing?.id ?? '', wanted);
          let entryId = existing?.id;
          if (entryId) {
            updateQuantity.run(wanted, entryId);
          } else {
            entryId = randomId();
            insertCart.run(token, cartId(token), Date.now());
            insertEntry.run(entryId, token, product.id, variant.id, wanted, answers, Date.now());
          }
          const shoppingCart = read(token);
          return { shoppingCart, newlyAdded: entryOf(shoppingCart, entryId) };
        })
        .immediate(),

    setQuantity: (token, entryId, quantity) =>
      db
        .transaction(() => {
          const entry = findEntry(token, entryId);
          if (quantity > entry.quantity) {
            const product = products.byId(entry.product_id);
            const variant = product?.variants.find((v) => v.id === entry.variant_id);
            if (!product || !variant) throw new HttpError(404, 'Product not found.');
            checkAvailability(token, product, variant, entry.id, quantity);
          }
          updateQuantity.run(quantity, entry.id);
          return { shoppingCart: read(token) };
        })
        .immediate(),

    removeEntry: (token, entryId) =>
      db
        .transaction(() => {
          deleteEntry.run(findEntry(token, entryId).id);
          return { shoppingCart: read(token) };
        })
        .immediate(),

    setAdditionalFields: (token, entryId, input) =>
      db
        .transaction(() => {
          const entry = findEntry(token, entryId);
          const [product, variant] = productAndVariant(input.itemId, input.sku);
          if (product.id !== entry.product_id) throw new HttpError(400, 'itemId does not match the cart entry.');
          if (variant.id !== entry.variant_id) throw new HttpError(400, 'sku does not match the cart entry.');
          // Answers that fail their form or a limit change nothing: the entry keeps the answers it had.
          const answers = answersFor(forms, product, input.additionalFields);
          checkCartAnswers(token, entry.id, answers);
          updateFields.run(answers, entry.id);
          const shoppingCart = read(token);
          return { shoppingCart, updatedEntry: entryOf(shoppingCart, entry.id) };
        })
        .immediate(),
  };
}
