/**
 * The demo catalogue as product item JSON, the one conversion the demo server, the stories and
 * the tests' factories share. Browser-safe (Storybook runs it): no Node modules.
 */
import { catalogue, type ProductSeed } from './catalogue';
import { stableId } from './ids';

/** The demo store's currency. */
export const STORE_CURRENCY = 'USD';

/** A platform Money object for an amount in cents: `{ value: "48.00", currency: "USD" }` (major units). */
export function moneyJson(cents: number): { value: string; currency: string } {
  return { value: (cents / 100).toFixed(2), currency: STORE_CURRENCY };
}

/** The shop collection every product belongs to. */
export const SHOP_COLLECTION = { id: '5f1e0c2a9b3d4e6f7a8b9c0d', title: 'Shop', type: 13 } as const;

/** Record type of a store item (SPEC.md section 3). */
export const STORE_ITEM_RECORD_TYPE = 11;

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
}

/** A product as the shop stores it: what its product JSON is made from. */
export interface DemoProduct {
  readonly id: string;
  readonly slug: string;
  readonly title: string;
  readonly productType: number;
  readonly optionOrdering: readonly string[];
  readonly customAddButtonText: string | null;
  readonly variants: readonly DemoVariant[];
}

/** The seed of the demo catalogue's product `slug`. */
export function seedOf(slug: string): ProductSeed {
  const seed = catalogue.find((candidate) => candidate.slug === slug);
  if (!seed) throw new Error(`the demo catalogue has no product "${slug}"`);
  return seed;
}

/**
 * A seed as the demo shop stores it when it starts (server/db.ts): ids derived from the slug and
 * the skus, no sale price unless one is set, unlimited stock as a flag with a count of 0.
 */
export function demoProduct(seed: ProductSeed): DemoProduct {
  return {
    id: stableId('product', seed.slug),
    slug: seed.slug,
    title: seed.title,
    productType: seed.productType,
    optionOrdering: seed.optionOrdering,
    customAddButtonText: seed.customAddButtonText ?? null,
    variants: seed.variants.map((variant) => ({
      id: stableId('variant', variant.sku),
      sku: variant.sku,
      attributes: variant.attributes,
      priceCents: variant.priceCents,
      salePriceCents: variant.salePriceCents ?? null,
      unlimited: variant.stock === 'unlimited',
      qtyInStock: variant.stock === 'unlimited' ? 0 : variant.stock,
    })),
  };
}

/** A product's page address. */
export function productUrl(product: Pick<DemoProduct, 'slug'>): string {
  return `/shop/p/${product.slug}`;
}

function variantJson(variant: DemoVariant) {
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
  };
}

/** The product item JSON of CONTRACT section 8, as `<sq-product>` holds it. */
export function productItemJson(product: DemoProduct) {
  const prices = product.variants.map((v) => v.priceCents);
  const salePrices = product.variants.flatMap((v) => (v.salePriceCents === null ? [] : [v.salePriceCents]));
  const custom = product.customAddButtonText;
  return {
    id: product.id,
    title: product.title,
    collectionId: SHOP_COLLECTION.id,
    recordType: STORE_ITEM_RECORD_TYPE,
    fullUrl: productUrl(product),
    variantOptionOrdering: [...product.optionOrdering],
    structuredContent: {
      productType: product.productType,
      variants: product.variants.map(variantJson),
      isSubscribable: false,
      priceMoney: moneyJson(prices.length > 0 ? Math.min(...prices) : 0),
      salePriceMoney: moneyJson(salePrices.length > 0 ? Math.min(...salePrices) : 0),
      onSale: salePrices.length > 0,
      useCustomAddButtonText: custom !== null,
      customAddButtonText: custom ?? '',
    },
  };
}

/** The product item JSON of the demo catalogue's product `slug`, as a fresh demo shop's page holds it. */
export function demoProductJson(slug: string): ReturnType<typeof productItemJson> {
  return productItemJson(demoProduct(seedOf(slug)));
}
