import * as v from 'valibot';
import { isObject, MoneyJsonSchema, parseReported, StringMapSchema } from '../lib/schemas';

export type { MoneyJson } from '../lib/schemas';

/** The product types the platform sells. */
export const ProductType = {
  Physical: 1,
  Digital: 2,
  Service: 3,
  GiftCard: 4,
  Paywall: 5,
} as const;

/** A number of 0 or more (stock, prices in cents). */
const Count = v.pipe(
  v.number(),
  v.check((n) => n >= 0, 'Expected a number of 0 or more'),
);
/** A boolean that is false when absent. */
const Flag = v.nullish(v.boolean(), false);
/** Option names in the order the shop owner chose. */
const Ordering = v.nullish(v.array(v.string()), []);

/** What a billing unit must be (the JSON Schema writes it as an enumeration). */
export const BILLING_UNIT_PROBLEM = 'Expected "WEEK", "MONTH" or "YEAR"';

/** A subscription's billing: every `value` weeks, months or years, for `numBillingCycles` bills (0: until cancelled). */
export const SubscriptionPlanSchema = v.object({
  billingPeriod: v.nullish(
    v.object({
      unit: v.custom<'WEEK' | 'MONTH' | 'YEAR'>(
        (unit) => unit === 'WEEK' || unit === 'MONTH' || unit === 'YEAR',
        BILLING_UNIT_PROBLEM,
      ),
      value: v.pipe(
        v.number(),
        v.check((value) => Number.isInteger(value) && value > 0, 'Expected a whole number of 1 or more'),
      ),
    }),
  ),
  numBillingCycles: v.nullish(Count, 0),
});

/** A subscription plan. */
export type SubscriptionPlan = v.InferOutput<typeof SubscriptionPlanSchema>;

/** A variant's prices under one of the product's subscription options (its `pricingOptions`). */
const PricingOptionSchema = v.object({
  productSubscriptionOptionId: v.nullish(v.string()),
  priceMoney: v.nullish(MoneyJsonSchema),
  salePriceMoney: v.nullish(MoneyJsonSchema),
  onSale: Flag,
  subscriptionPlan: v.nullish(SubscriptionPlanSchema),
});

/** One purchasable variant of a product. */
export const VariantSchema = v.object({
  id: v.string(),
  sku: v.nullish(v.string(), ''),
  attributes: v.nullish(StringMapSchema, {}),
  price: v.nullish(Count),
  salePrice: v.nullish(Count),
  priceMoney: v.nullish(MoneyJsonSchema),
  salePriceMoney: v.nullish(MoneyJsonSchema),
  onSale: Flag,
  unlimited: Flag,
  qtyInStock: v.nullish(Count, 0),
  pricingOptions: v.nullish(v.array(PricingOptionSchema), []),
});

/** A product variant. */
export type Variant = v.InferOutput<typeof VariantSchema>;

/**
 * The platform's product item, as `<sq-product>` holds it: the fields the elements read.
 * Unknown fields are dropped; the product form element adds its own.
 */
export const ProductSchema = v.object({
  id: v.string(),
  title: v.nullish(v.string(), ''),
  collectionId: v.nullish(v.string()),
  recordType: v.nullish(v.number()),
  fullUrl: v.nullish(v.string()),
  variantOptionOrdering: Ordering,
  structuredContent: v.object({
    productType: v.nullish(v.number(), ProductType.Physical),
    /** Where some of the platform's templates put it; the item's own comes first. */
    variantOptionOrdering: Ordering,
    variants: v.nullish(v.array(VariantSchema), []),
    isSubscribable: Flag,
    subscriptionPlan: v.nullish(SubscriptionPlanSchema),
    /** The subscription choices a visitor has (every 2 weeks, every month...), each with its own plan. */
    productSubscriptionOptions: v.nullish(
      v.array(v.object({ id: v.string(), subscriptionPlan: v.nullish(SubscriptionPlanSchema) })),
      [],
    ),
    priceMoney: v.nullish(MoneyJsonSchema),
    salePriceMoney: v.nullish(MoneyJsonSchema),
    onSale: Flag,
    useCustomAddButtonText: Flag,
    customAddButtonText: v.nullish(v.string()),
    /** The custom product form whose answers travel with the entry. */
    additionalFieldsFormId: v.nullish(v.string()),
    /** The form itself, when the platform renders it with the product (else it is loaded by its id). */
    additionalFieldsForm: v.nullish(v.custom<Record<string, unknown>>(isObject, 'Expected a form definition')),
  }),
});

/** A validated product item. */
export type Product = v.InferOutput<typeof ProductSchema>;

/** How a value of the wrong shape is named in a console error. */
function describe(value: unknown): string {
  return value === undefined ? 'nothing' : value === null ? 'null' : Array.isArray(value) ? 'a list' : typeof value;
}

/**
 * Validates product JSON, accepting what the platform's template engine accepts: a field of the
 * wrong shape is dropped (one console error, starting with `where`, names them all) and the rest
 * is used; null only when nothing usable is left (no id). It changes
 * `json` as it goes: pass freshly parsed JSON or a copy.
 */
export function parseProduct(json: unknown, where: string, ...context: unknown[]): Product | null {
  const dropped: string[] = [];
  // A structuredContent of the wrong shape is dropped like any other field: the product stays,
  // with no variants (a wrong field never costs the whole product).
  if (isObject(json) && /^(string|number)$/.test(typeof json.id) && !isObject(json.structuredContent)) {
    dropped.push(`structuredContent: Expected an object but received ${describe(json.structuredContent)}`);
    json.structuredContent = {};
  }
  return parseReported(ProductSchema, json, where, 'product', dropped, ...context);
}

/**
 * The value a map of option names holds for one name, only if it holds it itself: an option
 * named `__proto__`, `constructor` or `toString` is an option like any other.
 */
export function ownValue(map: Readonly<Record<string, string>>, name: string): string | undefined {
  return Object.hasOwn(map, name) ? map[name] : undefined;
}

/** The option names of a product, in the order the shop owner chose, then any others the variants name. */
export function optionNames(product: Product): string[] {
  const { structuredContent: content } = product;
  return [
    ...new Set([
      ...product.variantOptionOrdering,
      ...content.variantOptionOrdering,
      ...content.variants.flatMap((variant) => Object.keys(variant.attributes)),
    ]),
  ];
}

/** The distinct values of one option, in the order the variants list them. */
export function optionValues(product: Product, option: string): string[] {
  const values: string[] = [];
  for (const variant of product.structuredContent.variants) {
    const value = ownValue(variant.attributes, option);
    if (value !== undefined && !values.includes(value)) values.push(value);
  }
  return values;
}

/** The variant whose attributes match every chosen option, if there is one. */
export function findVariant(product: Product, chosen: Readonly<Record<string, string>>): Variant | undefined {
  const variants = product.structuredContent.variants;
  if (variants.length === 1) return variants[0];
  const names = optionNames(product);
  // Several variants and no options to tell them apart: no choice picks one.
  if (names.length === 0) return undefined;
  return variants.find((variant) =>
    names.every((name) => ownValue(variant.attributes, name) === ownValue(chosen, name)),
  );
}
