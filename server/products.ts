import type { DemoPlan, DemoPricingOption, DemoProduct, DemoSubscription, DemoVariant } from '../demo/products';
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

interface PlanRow {
  product_id: string;
  billing_unit: DemoPlan['unit'];
  billing_value: number;
  num_billing_cycles: number;
}

interface OptionRow extends PlanRow {
  id: string;
}

interface PricingRow {
  variant_id: string;
  option_id: string;
  price_cents: number;
  sale_price_cents: number | null;
}

/** The subscription rows of some products, grouped by product and variant. */
interface SubscriptionRows {
  readonly plans: ReadonlyMap<string, PlanRow>;
  readonly options: ReadonlyMap<string, OptionRow[]>;
  readonly pricing: ReadonlyMap<string, PricingRow[]>;
}

/** A plan row's plan. */
export function planOf(row: Pick<PlanRow, 'billing_unit' | 'billing_value' | 'num_billing_cycles'>): DemoPlan {
  return { unit: row.billing_unit, value: row.billing_value, numBillingCycles: row.num_billing_cycles };
}

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row)) ?? [];
    list.push(row);
    groups.set(key(row), list);
  }
  return groups;
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
  const allPlans = db.prepare<[], PlanRow>('SELECT * FROM subscription_plans');
  const allOptions = db.prepare<[], OptionRow>('SELECT * FROM subscription_options ORDER BY product_id, position');
  const allPricing = db.prepare<[], PricingRow>(
    `SELECT p.* FROM variant_pricing_options p JOIN subscription_options o ON o.id = p.option_id
      ORDER BY p.variant_id, o.position`,
  );
  const planFor = db.prepare<[string], PlanRow>('SELECT * FROM subscription_plans WHERE product_id = ?');
  const optionsOf = db.prepare<[string], OptionRow>(
    'SELECT * FROM subscription_options WHERE product_id = ? ORDER BY position',
  );
  const pricingOf = db.prepare<[string], PricingRow>(
    `SELECT p.* FROM variant_pricing_options p JOIN subscription_options o ON o.id = p.option_id
      WHERE o.product_id = ? ORDER BY p.variant_id, o.position`,
  );

  const withVariants = (row: ProductRow | undefined): ShopProduct | undefined => {
    if (!row) return undefined;
    const plan = planFor.get(row.id);
    const subscription: SubscriptionRows = {
      plans: new Map(plan ? [[row.id, plan]] : []),
      options: new Map([[row.id, plan ? optionsOf.all(row.id) : []]]),
      pricing: plan ? groupBy(pricingOf.all(row.id), (pricing) => pricing.variant_id) : new Map(),
    };
    return toProduct(row, variantsOf.all(row.id), subscription);
  };

  return {
    all() {
      const variants = groupBy(allVariants.all(), (variant) => variant.product_id);
      const subscription: SubscriptionRows = {
        plans: new Map(allPlans.all().map((plan) => [plan.product_id, plan])),
        options: groupBy(allOptions.all(), (option) => option.product_id),
        pricing: groupBy(allPricing.all(), (pricing) => pricing.variant_id),
      };
      return allProducts.all().map((row) => toProduct(row, variants.get(row.id) ?? [], subscription));
    },
    bySlug: (slug) => withVariants(productBySlug.get(slug)),
    byId: (id) => withVariants(productById.get(id)),
  };
}

function toSubscription(productId: string, rows: SubscriptionRows): DemoSubscription | null {
  const plan = rows.plans.get(productId);
  if (!plan) return null;
  const options = rows.options.get(productId) ?? [];
  return { plan: planOf(plan), options: options.map((option) => ({ id: option.id, plan: planOf(option) })) };
}

function toPricing(row: PricingRow): DemoPricingOption {
  return { optionId: row.option_id, priceCents: row.price_cents, salePriceCents: row.sale_price_cents };
}

function toProduct(row: ProductRow, variants: VariantRow[], subscription: SubscriptionRows): ShopProduct {
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
    subscription: toSubscription(row.id, subscription),
    variants: variants.map((v) => ({
      id: v.id,
      sku: v.sku,
      attributes: JSON.parse(v.attributes) as Record<string, string>,
      priceCents: v.price_cents,
      salePriceCents: v.sale_price_cents,
      unlimited: v.unlimited === 1,
      qtyInStock: v.qty_in_stock,
      pricingOptions: (subscription.pricing.get(v.id) ?? []).map(toPricing),
    })),
  };
}
