/**
 * The demo catalogue as product item JSON, the one conversion the demo server, the stories and
 * the tests' factories share. Browser-safe (Storybook runs it): no Node modules.
 */
import { catalogue, formIdOf, type PlanSeed, type ProductSeed } from './catalogue';
import { stableId } from './ids';

/** The demo store's currency. */
export const STORE_CURRENCY = 'USD';

/** A platform Money object for an amount in cents: `{ value: "48.00", currency: "USD" }` (major units). */
export function moneyJson(cents: number): { value: string; currency: string } {
  return { value: (cents / 100).toFixed(2), currency: STORE_CURRENCY };
}

/** The shop collection every product belongs to. */
export const SHOP_COLLECTION = { id: '5f1e0c2a9b3d4e6f7a8b9c0d', title: 'Shop', type: 13 } as const;

/** The platform's record type of a store item. */
export const STORE_ITEM_RECORD_TYPE = 11;

/** A subscription's billing: every `value` units, `numBillingCycles` times (0: until cancelled). */
export interface DemoPlan {
  readonly unit: PlanSeed['unit'];
  readonly value: number;
  readonly numBillingCycles: number;
}

/** One of a subscription product's options (`productSubscriptionOptions`). */
export interface DemoSubscriptionOption {
  readonly id: string;
  readonly plan: DemoPlan;
}

/** How a subscription product bills: its own plan, and the options a visitor chooses from. */
export interface DemoSubscription {
  readonly plan: DemoPlan;
  readonly options: readonly DemoSubscriptionOption[];
}

/** A variant's prices under one subscription option (its `pricingOptions` entry); cents. */
export interface DemoPricingOption {
  readonly optionId: string;
  readonly priceCents: number;
  readonly salePriceCents: number | null;
}

/** A variant as the shop stores it; prices in cents. */
export interface DemoVariant {
  readonly id: string;
  readonly sku: string;
  readonly attributes: Readonly<Record<string, string>>;
  readonly priceCents: number;
  /** Set only while the variant is on sale. */
  readonly salePriceCents: number | null;
  readonly unlimited: boolean;
  readonly qtyInStock: number;
  /** Its prices under each of its product's subscription options, in the options' order ([] for others). */
  readonly pricingOptions: readonly DemoPricingOption[];
}

/** A product as the shop stores it: what its product JSON is made from. */
export interface DemoProduct {
  readonly id: string;
  readonly slug: string;
  readonly title: string;
  readonly productType: number;
  readonly optionOrdering: readonly string[];
  readonly customAddButtonText: string | null;
  /** Set only for a product sold as a subscription. */
  readonly subscription: DemoSubscription | null;
  readonly variants: readonly DemoVariant[];
}

/** The seed of the demo catalogue's product `slug`. */
export function seedOf(slug: string): ProductSeed {
  const seed = catalogue.find((candidate) => candidate.slug === slug);
  if (!seed) throw new Error(`the demo catalogue has no product "${slug}"`);
  return seed;
}

function demoPlan(plan: PlanSeed): DemoPlan {
  return { unit: plan.unit, value: plan.value, numBillingCycles: plan.cycles };
}

/** `cents` less `percent` percent, to the nearest cent. */
function percentOff(cents: number, percent: number): number {
  return Math.round((cents * (100 - percent)) / 100);
}

/**
 * A seed as the demo shop stores it when it starts (server/db.ts): ids derived from the slug and
 * the skus, no sale price unless one is set, unlimited stock as a flag with a count of 0, and a
 * subscription option's id derived from the slug and its key.
 */
export function demoProduct(seed: ProductSeed): DemoProduct {
  const options = (seed.subscription?.options ?? []).map((option) => ({
    id: stableId('subscription-option', `${seed.slug}/${option.key}`),
    off: option.percentOff ?? 0,
    plan: demoPlan(option.plan),
  }));
  return {
    id: stableId('product', seed.slug),
    slug: seed.slug,
    title: seed.title,
    productType: seed.productType,
    optionOrdering: seed.optionOrdering,
    customAddButtonText: seed.customAddButtonText ?? null,
    subscription: seed.subscription
      ? { plan: demoPlan(seed.subscription.plan), options: options.map(({ id, plan }) => ({ id, plan })) }
      : null,
    variants: seed.variants.map((variant) => ({
      id: stableId('variant', variant.sku),
      sku: variant.sku,
      attributes: variant.attributes,
      priceCents: variant.priceCents,
      salePriceCents: variant.salePriceCents ?? null,
      unlimited: variant.stock === 'unlimited',
      qtyInStock: variant.stock === 'unlimited' ? 0 : variant.stock,
      pricingOptions: options.map(({ id, off }) => ({
        optionId: id,
        priceCents: percentOff(variant.priceCents, off),
        salePriceCents: variant.salePriceCents === undefined ? null : percentOff(variant.salePriceCents, off),
      })),
    })),
  };
}

/** A product's page address. */
export function productUrl(product: Pick<DemoProduct, 'slug'>): string {
  return `/shop/p/${product.slug}`;
}

/** A plan as the product JSON has it (`subscriptionPlan`). */
export function planJson(plan: DemoPlan) {
  return { billingPeriod: { unit: plan.unit, value: plan.value }, numBillingCycles: plan.numBillingCycles };
}

/** A variant's prices under each subscription option of `subscription`, as its `pricingOptions`. */
function pricingOptionsJson(variant: DemoVariant, subscription: DemoSubscription) {
  return variant.pricingOptions.flatMap((pricing) => {
    const option = subscription.options.find((candidate) => candidate.id === pricing.optionId);
    if (!option) return [];
    return [
      {
        productSubscriptionOptionId: option.id,
        priceMoney: moneyJson(pricing.priceCents),
        salePriceMoney: moneyJson(pricing.salePriceCents ?? 0),
        onSale: pricing.salePriceCents !== null,
        subscriptionPlan: planJson(option.plan),
      },
    ];
  });
}

function variantJson(variant: DemoVariant, subscription: DemoSubscription | null) {
  const onSale = variant.salePriceCents !== null;
  return {
    id: variant.id,
    sku: variant.sku,
    attributes: variant.attributes,
    price: variant.priceCents,
    salePrice: variant.salePriceCents ?? 0,
    priceMoney: moneyJson(variant.priceCents),
    // As on the platform, a variant that is not on sale carries a zero sale price.
    salePriceMoney: moneyJson(variant.salePriceCents ?? 0),
    onSale,
    unlimited: variant.unlimited,
    qtyInStock: variant.unlimited ? 0 : variant.qtyInStock,
    // Only a subscription product's variants carry prices per subscription option.
    ...(subscription ? { pricingOptions: pricingOptionsJson(variant, subscription) } : {}),
  };
}

/** The product item JSON, as `<sq-product>` holds it in its child script. */
export function productItemJson(product: DemoProduct) {
  const prices = product.variants.map((v) => v.priceCents);
  const salePrices = product.variants.flatMap((v) => (v.salePriceCents === null ? [] : [v.salePriceCents]));
  const custom = product.customAddButtonText;
  const { subscription } = product;
  const formId = formIdOf(product.slug);
  return {
    id: product.id,
    title: product.title,
    collectionId: SHOP_COLLECTION.id,
    recordType: STORE_ITEM_RECORD_TYPE,
    fullUrl: productUrl(product),
    variantOptionOrdering: [...product.optionOrdering],
    structuredContent: {
      productType: product.productType,
      variants: product.variants.map((variant) => variantJson(variant, subscription)),
      isSubscribable: subscription !== null,
      ...(subscription
        ? {
            subscriptionPlan: planJson(subscription.plan),
            productSubscriptionOptions: subscription.options.map((option) => ({
              id: option.id,
              subscriptionPlan: planJson(option.plan),
            })),
          }
        : {}),
      priceMoney: moneyJson(prices.length > 0 ? Math.min(...prices) : 0),
      salePriceMoney: moneyJson(salePrices.length > 0 ? Math.min(...salePrices) : 0),
      onSale: salePrices.length > 0,
      useCustomAddButtonText: custom !== null,
      customAddButtonText: custom ?? '',
      // A custom form (demo/forms.ts) the visitor fills in when adding: its id.
      ...(formId === null ? {} : { additionalFieldsFormId: formId }),
    },
  };
}

/** The product item JSON of the demo catalogue's product `slug`, as a fresh demo shop's page holds it. */
export function demoProductJson(slug: string): ReturnType<typeof productItemJson> {
  return productItemJson(demoProduct(seedOf(slug)));
}

/**
 * The catalogue (subscriptions left out) repeated to `count` products, each with ids, skus, a slug
 * and a title of its own (`<prefix>0007`, "Canvas Tote #8"): long list pages for the bench and the
 * layout tests. The n-th product is the n-th seed's, round and round.
 */
export function repeatedProducts(
  count: number,
  prefix: string,
): (DemoProduct & Pick<ProductSeed, 'description' | 'pickerDisplay'> & { perOrderLimit: number | null })[] {
  const seeds = catalogue.filter((seed) => !seed.subscription);
  return Array.from({ length: count }, (_, index) => {
    const seed = seeds[index % seeds.length]!;
    const product = demoProduct(seed);
    return {
      ...product,
      id: `${prefix}${String(index).padStart(4, '0')}`,
      slug: `${seed.slug}-${index}`,
      title: `${seed.title} #${index + 1}`,
      description: seed.description,
      pickerDisplay: seed.pickerDisplay,
      perOrderLimit: seed.perOrderLimit ?? null,
      variants: product.variants.map((variant, v) => ({
        ...variant,
        id: `${prefix}${index}-${v}`,
        sku: `${variant.sku}-${index}`,
      })),
    };
  });
}
