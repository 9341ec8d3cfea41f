import * as v from 'valibot';
import { ProductSchema, ProductType, VariantSchema, type Product, type Variant } from '../../src/product/product';
import { demoProductJson } from '../../demo/products';

type ProductInput = v.InferInput<typeof ProductSchema>;
type StructuredContentInput = ProductInput['structuredContent'];

/** Overrides for `makeVariant`: any field of a variant as the server renders it. */
export type VariantOverrides = Partial<v.InferInput<typeof VariantSchema>>;

/** Overrides for `makeProduct`: top-level fields replace, `structuredContent` fields merge. */
export type ProductOverrides = Partial<Omit<ProductInput, 'structuredContent'>> & {
  structuredContent?: Partial<StructuredContentInput>;
};

let counter = 0;

/** The next number in a sequence shared by every factory, so ids and skus never repeat. */
function nextId(): number {
  counter += 1;
  return counter;
}

/**
 * A valid variant: 19.99 in minor units, 10 in stock, unique id and sku. With makeProduct, for
 * shapes the demo catalogue has no product of (gift cards, unpriced or odd variants).
 */
export function makeVariant(overrides: VariantOverrides = {}): Variant {
  const n = nextId();
  return v.parse(VariantSchema, {
    id: `variant-${n}`,
    sku: `SKU-${n}`,
    attributes: {},
    price: 1999,
    onSale: false,
    unlimited: false,
    qtyInStock: 10,
    ...overrides,
  });
}

/**
 * A valid physical product with one variant (makeVariant's); `structuredContent` overrides are
 * merged into the defaults. For shapes the demo catalogue has no product of; the named factories
 * below are demo products.
 */
export function makeProduct(overrides: ProductOverrides = {}): Product {
  const n = nextId();
  const { structuredContent = {}, ...rest } = overrides;
  return v.parse(ProductSchema, {
    id: `product-${n}`,
    title: `Product ${n}`,
    collectionId: 'collection-1',
    recordType: 11,
    fullUrl: `/shop/p/product-${n}`,
    variantOptionOrdering: [],
    ...rest,
    structuredContent: {
      productType: ProductType.Physical,
      variants: [makeVariant()],
      isSubscribable: false,
      onSale: false,
      ...structuredContent,
    },
  });
}

/**
 * The demo catalogue's product `slug` (demo/catalogue.ts) as the demo shop's pages hold it: its
 * title, options, prices, stock and ids. Top-level overrides replace, `structuredContent` ones merge.
 */
export function makeDemoProduct(slug: string, overrides: ProductOverrides = {}): Product {
  const json = demoProductJson(slug);
  const { structuredContent = {}, ...rest } = overrides;
  return v.parse(ProductSchema, {
    ...json,
    ...rest,
    structuredContent: { ...json.structuredContent, ...structuredContent },
  });
}

/**
 * A product with every variant changed: `change` gives the fields to replace (`undefined` takes
 * one away). For a demo product in a state the catalogue does not hold (no price, other stock).
 */
export function changeVariants(product: Product, change: (variant: Variant) => VariantOverrides): Product {
  const variants = product.structuredContent.variants.map((variant) => ({ ...variant, ...change(variant) }));
  return v.parse(ProductSchema, { ...product, structuredContent: { ...product.structuredContent, variants } });
}

/**
 * The demo Linen Shirt: Size S/M/L × Colour Sand/Navy at 48.00, limited stock (S/Sand 3, S/Navy 1,
 * M/Sand 6, M/Navy 0, L/Sand 2, L/Navy 4).
 */
export function makeShirt(overrides: ProductOverrides = {}): Product {
  return makeDemoProduct('linen-shirt', overrides);
}

/** The demo Ceramic Mug: a physical product whose two glazes (White, Speckled) both have no stock. */
export function makeSoldOut(overrides: ProductOverrides = {}): Product {
  return makeDemoProduct('ceramic-mug', overrides);
}

/**
 * The demo Field Guide (PDF), as the platform sends a digital product: its price (12.00 USD) on
 * the product itself, its one variant with no price and no stock of its own (0, not flagged
 * unlimited: a digital product never runs out).
 */
export function makeDigital(overrides: ProductOverrides = {}): Product {
  const guide = changeVariants(makeDemoProduct('field-guide-pdf'), () => ({
    price: undefined,
    salePrice: undefined,
    priceMoney: undefined,
    salePriceMoney: undefined,
    unlimited: false,
    qtyInStock: 0,
  }));
  return makeDemoProduct('field-guide-pdf', {
    ...overrides,
    structuredContent: { variants: guide.structuredContent.variants, ...overrides.structuredContent },
  });
}

/** The demo Styling Session: a service in two lengths, 30 min at 60.00 and 60 min at 110.00, both unlimited. */
export function makeService(overrides: ProductOverrides = {}): Product {
  return makeDemoProduct('styling-session', overrides);
}

/** The demo Canvas Tote: a physical product with exactly one variant, 18.00, 50 in stock. */
export function makeSingleVariant(overrides: ProductOverrides = {}): Product {
  return makeDemoProduct('canvas-tote', overrides);
}
