import * as v from 'valibot';
import { IntegerSchema, StringMapSchema, StringOrNumberSchema } from '../lib/schemas';

/** Product types of SPEC.md section 3. */
export const ProductType = {
  Physical: 1,
  Digital: 2,
  Service: 3,
  GiftCard: 4,
  Paywall: 5,
} as const;

/** A Money object as the platform renders it: `{ value, currency }` (major units) or `{ decimalValue, currencyCode }`. */
export const MoneyJsonSchema = v.pipe(
  v.object({
    value: v.optional(StringOrNumberSchema),
    currency: v.optional(v.string()),
    decimalValue: v.optional(StringOrNumberSchema),
    currencyCode: v.optional(v.string()),
  }),
  v.check((money) => money.value !== undefined || money.decimalValue !== undefined, 'Expected value or decimalValue'),
);

/** Money as it arrives in JSON, before normalising. */
export type MoneyJson = v.InferOutput<typeof MoneyJsonSchema>;

const Count = v.number();

/** One purchasable variant of a product (SPEC.md section 3, CONTRACT section 8). */
export const VariantSchema = v.object({
  id: v.string(),
  sku: v.optional(v.string(), ''),
  attributes: v.optional(StringMapSchema, {}),
  price: v.optional(Count),
  salePrice: v.optional(Count),
  priceMoney: v.optional(MoneyJsonSchema),
  salePriceMoney: v.optional(MoneyJsonSchema),
  onSale: v.optional(v.boolean(), false),
  unlimited: v.optional(v.boolean(), false),
  qtyInStock: v.optional(Count, 0),
});

/** A product variant. */
export type Variant = v.InferOutput<typeof VariantSchema>;

/** A product's subscription plan. */
export const SubscriptionPlanSchema = v.object({
  billingPeriod: v.optional(
    v.object({ unit: v.string(), value: IntegerSchema }),
  ),
  numBillingCycles: v.nullish(IntegerSchema),
});

/** The product item of SPEC.md section 3, as `<sq-product>` holds it. */
export const ProductSchema = v.object({
  id: v.string(),
  title: v.optional(v.string(), ''),
  collectionId: v.optional(v.string()),
  recordType: v.optional(v.number()),
  fullUrl: v.optional(v.string()),
  variantOptionOrdering: v.optional(v.array(v.string()), []),
  structuredContent: v.object({
    productType: v.optional(v.number(), ProductType.Physical),
    variants: v.optional(v.array(VariantSchema), []),
    isSubscribable: v.optional(v.boolean(), false),
    subscriptionPlan: v.nullish(SubscriptionPlanSchema),
    productSubscriptionOptions: v.optional(v.array(v.object({ id: v.string() })), []),
    priceMoney: v.optional(MoneyJsonSchema),
    salePriceMoney: v.optional(MoneyJsonSchema),
    onSale: v.optional(v.boolean(), false),
    additionalFieldsFormId: v.nullish(v.string()),
    useCustomAddButtonText: v.optional(v.boolean(), false),
    customAddButtonText: v.nullish(v.string()),
  }),
});

/** A validated product item. */
export type Product = v.InferOutput<typeof ProductSchema>;

/** The option names of a product, in the order the shop owner chose. */
export function optionNames(product: Product): string[] {
  const names = [...product.variantOptionOrdering];
  for (const variant of product.structuredContent.variants) {
    for (const name of Object.keys(variant.attributes)) {
      if (!names.includes(name)) names.push(name);
    }
  }
  return names;
}

/** The distinct values of one option, in the order the variants list them. */
export function optionValues(product: Product, option: string): string[] {
  const values: string[] = [];
  for (const variant of product.structuredContent.variants) {
    const value = variant.attributes[option];
    if (value !== undefined && !values.includes(value)) values.push(value);
  }
  return values;
}

/** The variant whose attributes match every chosen option, if there is one. */
export function findVariant(
  product: Product,
  chosen: Readonly<Record<string, string>>,
): Variant | undefined {
  const variants = product.structuredContent.variants;
  if (variants.length === 1) return variants[0];
  const names = optionNames(product);
  return variants.find((variant) =>
    names.every((name) => variant.attributes[name] === chosen[name]),
  );
}
