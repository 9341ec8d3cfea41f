import { randomBytes } from 'node:crypto';
import { PURCHASE_MESSAGES } from '../src/purchase/messages';
import type * as v from 'valibot';
import type { SubscriptionRequestSchema } from '../src/api/subscription';
import type { DemoPlan } from '../demo/products';
import { withPeriod } from '../src/format/subscription';
import { DEFAULT_MESSAGES } from '../src/messages';
import { answersFor, NOT_ENOUGH_STOCK } from './carts';
import type { Db } from './db';
import { shopForms, type ProductForms } from './forms';
import { HttpError } from './http';
import { planOf, type Products, type ShopProduct } from './products';

/** A validated subscription request (`additionalFields` re-serialised, or null). */
export type SubscriptionInput = v.InferOutput<typeof SubscriptionRequestSchema>;

/** A subscription cart's token: opaque, unguessable, and only ever in a checkout address. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

/** A cart holding one subscription, as its checkout page shows it. */
export interface SubscriptionCart {
  readonly token: string;
  readonly created: number;
  readonly productId: string;
  readonly title: string;
  readonly slug: string;
  readonly sku: string;
  readonly attributes: Readonly<Record<string, string>>;
  /** The subscription option chosen; null when the product bills by its own plan. */
  readonly optionId: string | null;
  readonly quantity: number;
  readonly additionalFields: string | null;
  /** The plan and the price of one unit as they were when the cart was made. */
  readonly plan: DemoPlan;
  readonly unitPriceCents: number;
}

/** Subscription carts: each a separate cart, made by the subscription call and read by its checkout. */
export interface Subscriptions {
  /** Makes a new cart holding the subscription; its token is all the caller gets. */
  create(input: SubscriptionInput): { cartToken: string };
  /** The subscription cart of a token, if there is one. */
  byToken(token: string | undefined): SubscriptionCart | undefined;
}

interface SubscriptionCartRow {
  token: string;
  created: number;
  product_id: string;
  title: string;
  slug: string;
  sku: string;
  attributes: string;
  option_id: string | null;
  quantity: number;
  additional_fields: string | null;
  billing_unit: DemoPlan['unit'];
  billing_value: number;
  num_billing_cycles: number;
  unit_price_cents: number;
}

/** The library's subscription texts without the price: the checkout page states the price apart. */
const PLAN_WORDS = {
  ...DEFAULT_MESSAGES,
  subscriptionPrice: 'every {period}',
  subscriptionPriceFor: 'every {period} for {duration}',
};

/**
 * A plan in words, by the same rule as the price text the elements write (src/format/subscription.ts):
 * "every 2 weeks", "every month", "every month for 1 year" (a duration of whole years in years).
 */
export function billingText(plan: DemoPlan): string {
  const { unit, value, numBillingCycles } = plan;
  return withPeriod('', { billingPeriod: { unit, value }, numBillingCycles }, PLAN_WORDS, 'en-US');
}

/** Checks a subscription request against the catalogue: the option in force, its plan and unit price. */
function choose(product: ShopProduct | undefined, input: SubscriptionInput) {
  if (!product) throw new HttpError(404, 'Product not found.');
  const { subscription } = product;
  if (!subscription) {
    throw new HttpError(400, `${product.title} is not sold as a subscription; add it to the cart instead.`);
  }
  const variant = product.variants.find((candidate) => candidate.sku === input.sku);
  if (!variant) throw new HttpError(400, PURCHASE_MESSAGES.variantUnavailable);
  const requested = input.subscriptionOptionId ?? null;
  const option =
    requested === null ? subscription.options[0] : subscription.options.find((candidate) => candidate.id === requested);
  if (requested !== null && !option) {
    throw new HttpError(400, `subscriptionOptionId "${requested}" is not one of this product's subscription options.`);
  }
  const pricing = option && variant.pricingOptions.find((candidate) => candidate.optionId === option.id);
  const unitPriceCents = pricing
    ? (pricing.salePriceCents ?? pricing.priceCents)
    : (variant.salePriceCents ?? variant.priceCents);
  return { product, variant, option: option ?? null, plan: option?.plan ?? subscription.plan, unitPriceCents };
}

/**
 * Subscription carts over the shop database. A subscription product with a custom form (`forms`;
 * none has one yet) must carry valid answers, checked and stored as the cart's adds store them.
 */
export function createSubscriptions(db: Db, products: Products, forms: ProductForms = shopForms): Subscriptions {
  const insert = db.prepare(
    `INSERT INTO subscription_carts (token, product_id, variant_id, option_id, quantity, additional_fields,
       billing_unit, billing_value, num_billing_cycles, unit_price_cents, created)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const select = db.prepare<[string], SubscriptionCartRow>(
    `SELECT s.token, s.created, s.product_id, p.title, p.slug, v.sku, v.attributes, s.option_id, s.quantity,
            s.additional_fields, s.billing_unit, s.billing_value, s.num_billing_cycles, s.unit_price_cents
       FROM subscription_carts s
       JOIN products p ON p.id = s.product_id
       JOIN variants v ON v.id = s.variant_id
      WHERE s.token = ?`,
  );

  return {
    create: (input) =>
      db
        .transaction(() => {
          const { product, variant, option, plan, unitPriceCents } = choose(products.byId(input.itemId), input);
          const answers = answersFor(forms, product, input.additionalFields);
          if (product.perOrderLimit !== null && input.qty > product.perOrderLimit) {
            throw new HttpError(409, `Limit ${product.perOrderLimit} per order for ${product.title}.`);
          }
          if (!variant.unlimited && input.qty > variant.qtyInStock) throw new HttpError(409, NOT_ENOUGH_STOCK);
          const token = randomBytes(24).toString('base64url');
          insert.run(
            token,
            product.id,
            variant.id,
            option?.id ?? null,
            input.qty,
            answers,
            plan.unit,
            plan.value,
            plan.numBillingCycles,
            unitPriceCents,
            Date.now(),
          );
          return { cartToken: token };
        })
        .immediate(),

    byToken(token) {
      if (token === undefined || !TOKEN_PATTERN.test(token)) return undefined;
      const row = select.get(token);
      return (
        row && {
          token: row.token,
          created: row.created,
          productId: row.product_id,
          title: row.title,
          slug: row.slug,
          sku: row.sku,
          attributes: JSON.parse(row.attributes) as Record<string, string>,
          optionId: row.option_id,
          quantity: row.quantity,
          additionalFields: row.additional_fields,
          plan: planOf(row),
          unitPriceCents: row.unit_price_cents,
        }
      );
    },
  };
}
