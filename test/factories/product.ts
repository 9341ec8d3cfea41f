import * as v from 'valibot';
import {
  ProductSchema,
  ProductType,
  VariantSchema,
  type Product,
  type Variant,
} from '../../src/product/product';

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

/** A valid variant: 19.99 in minor units, 10 in stock, unique id and sku. */
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

/** A valid physical product with one variant; `structuredContent` overrides are merged into the defaults. */
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

/** A shirt in Size S/M/L × Colour Sand/Navy at 25.00, with limited stock and two variants at 0. */
export function makeShirt(overrides: ProductOverrides = {}): Product {
  const stock: Record<string, number> = {
    'S/Sand': 3,
    'S/Navy': 0,
    'M/Sand': 5,
    'M/Navy': 2,
    'L/Sand': 0,
    'L/Navy': 1,
  };
  const variants = ['S', 'M', 'L'].flatMap((size) =>
    ['Sand', 'Navy'].map((colour) =>
      makeVariant({
        attributes: { Size: size, Colour: colour },
        price: 2500,
        qtyInStock: stock[`${size}/${colour}`] ?? 0,
      }),
    ),
  );
  return makeProduct({
    title: 'Linen Shirt',
    variantOptionOrdering: ['Size', 'Colour'],
    ...overrides,
    structuredContent: { variants, ...overrides.structuredContent },
  });
}

/** A physical product whose two variants both have no stock. */
export function makeSoldOut(overrides: ProductOverrides = {}): Product {
  return makeProduct({
    title: 'Sold Out Mug',
    variantOptionOrdering: ['Colour'],
    ...overrides,
    structuredContent: {
      variants: [
        makeVariant({ attributes: { Colour: 'White' }, qtyInStock: 0 }),
        makeVariant({ attributes: { Colour: 'Black' }, qtyInStock: 0 }),
      ],
      ...overrides.structuredContent,
    },
  });
}

/** A digital product priced at 9.00 USD on the product itself, with one unpriced variant. */
export function makeDigital(overrides: ProductOverrides = {}): Product {
  return makeProduct({
    title: 'E-book',
    ...overrides,
    structuredContent: {
      productType: ProductType.Digital,
      variants: [makeVariant({ price: undefined, qtyInStock: 0 })],
      priceMoney: { value: '9.00', currency: 'USD' },
      salePriceMoney: { value: '0.00', currency: 'USD' },
      onSale: false,
      ...overrides.structuredContent,
    },
  });
}

/** A service at 50.00 with one unlimited variant. */
export function makeService(overrides: ProductOverrides = {}): Product {
  return makeProduct({
    title: 'Consultation',
    ...overrides,
    structuredContent: {
      productType: ProductType.Service,
      variants: [makeVariant({ price: 5000, unlimited: true, qtyInStock: 0 })],
      ...overrides.structuredContent,
    },
  });
}

/** A physical product with exactly one variant: 19.99, 5 in stock. */
export function makeSingleVariant(overrides: ProductOverrides = {}): Product {
  return makeProduct({
    title: 'Tote Bag',
    ...overrides,
    structuredContent: {
      variants: [makeVariant({ price: 1999, qtyInStock: 5 })],
      ...overrides.structuredContent,
    },
  });
}
