import type { DemoProduct, DemoVariant } from '../demo/products';
import type { Db } from './db';

/** A variant as the shop stores it; prices in cents. */
export type ShopVariant = DemoVariant;

/** A product as the shop stores it: what its product JSON is made from, and its page's details. */
export interface ShopProduct extends DemoProduct {
  readonly description: string;
  readonly pickerDisplay: 'dropdown' | 'radio';
  readonly perOrderLimit: number | null;
}

/** Read access to the catalogue. */
export interface Products {
  all(): ShopProduct[];
  bySlug(slug: string): ShopProduct | undefined;
  byId(id: string): ShopProduct | undefined;
}

interface ProductRow {
  id: string;
  slug: string;
  title: string;
  description: string;
  product_type: number;
  option_ordering: string;
  picker_display: 'dropdown' | 'radio';
  per_order_limit: number | null;
  custom_add_button_text: string | null;
}

interface VariantRow {
  id: string;
  product_id: string;
  sku: string;
  attributes: string;
  price_cents: number;
  sale_price_cents: number | null;
  unlimited: number;
  qty_in_stock: number;
}

/** The price a shopper pays for one unit of a variant: the sale price while it is on sale. */
export function effectivePriceCents(variant: ShopVariant): number {
  return variant.salePriceCents ?? variant.priceCents;
}

/** Catalogue queries over the shop database. Reads are fresh each call, so stock is always current. */
export function createProducts(db: Db): Products {
  const allProducts = db.prepare<[], ProductRow>('SELECT * FROM products ORDER BY position');
  const allVariants = db.prepare<[], VariantRow>('SELECT * FROM variants ORDER BY product_id, position');
  const productBySlug = db.prepare<[string], ProductRow>('SELECT * FROM products WHERE slug = ?');
  const productById = db.prepare<[string], ProductRow>('SELECT * FROM products WHERE id = ?');
  const variantsOf = db.prepare<[string], VariantRow>('SELECT * FROM variants WHERE product_id = ? ORDER BY position');

  const withVariants = (row: ProductRow | undefined): ShopProduct | undefined =>
    row && toProduct(row, variantsOf.all(row.id));

  return {
    all() {
      const variants = new Map<string, VariantRow[]>();
      for (const variant of allVariants.all()) {
        const list = variants.get(variant.product_id) ?? [];
        list.push(variant);
        variants.set(variant.product_id, list);
      }
      return allProducts.all().map((row) => toProduct(row, variants.get(row.id) ?? []));
    },
    bySlug: (slug) => withVariants(productBySlug.get(slug)),
    byId: (id) => withVariants(productById.get(id)),
  };
}

function toProduct(row: ProductRow, variants: VariantRow[]): ShopProduct {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    productType: row.product_type,
    optionOrdering: JSON.parse(row.option_ordering) as string[],
    pickerDisplay: row.picker_display,
    perOrderLimit: row.per_order_limit,
    customAddButtonText: row.custom_add_button_text,
    variants: variants.map((v) => ({
      id: v.id,
      sku: v.sku,
      attributes: JSON.parse(v.attributes) as Record<string, string>,
      priceCents: v.price_cents,
      salePriceCents: v.sale_price_cents,
      unlimited: v.unlimited === 1,
      qtyInStock: v.qty_in_stock,
    })),
  };
}
