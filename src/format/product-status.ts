import { ownValue, ProductType, type Product, type Variant } from '../product/product';

/** The badge a product shows: "sold-out", "sale" or none. */
export type ProductBadge = 'sold-out' | 'sale' | null;

/** Store settings that decide whether a quantity input shows. */
export interface QuantityInputSettings {
  readonly multipleQuantityAllowedForServices?: boolean;
}

/** Whether a variant is unlimited or has stock above 0. */
function hasStock(variant: Variant): boolean {
  return variant.unlimited || variant.qtyInStock > 0;
}

/** Whether a product is physical or a service, the two types that track stock per variant. */
export function tracksStock(product: Product): boolean {
  const type = product.structuredContent.productType;
  return type === ProductType.Physical || type === ProductType.Service;
}

/** Whether a product is sold out: digital and gift cards never are, unknown types always are. */
export function isSoldOut(product: Product): boolean {
  const type = product.structuredContent.productType;
  if (tracksStock(product)) return !product.structuredContent.variants.some(hasStock);
  return type !== ProductType.Digital && type !== ProductType.GiftCard;
}

/** Whether a product is on sale: any variant (physical, service) or the product itself (digital); gift cards never. */
export function isOnSale(product: Product): boolean {
  const { productType, variants, onSale } = product.structuredContent;
  if (tracksStock(product)) return variants.some((variant) => variant.onSale);
  if (productType === ProductType.Digital) return onSale;
  return false;
}

/** The product's badge; sold out takes precedence over sale. */
export function productBadge(product: Product): ProductBadge {
  if (isSoldOut(product)) return 'sold-out';
  if (isOnSale(product)) return 'sale';
  return null;
}

/** Total stock over all variants; Number.MAX_SAFE_INTEGER when unlimited (digital, gift card or any unlimited variant). */
export function totalStock(product: Product): number {
  const { productType, variants } = product.structuredContent;
  if (productType === ProductType.Digital || productType === ProductType.GiftCard) {
    return Number.MAX_SAFE_INTEGER;
  }
  if (variants.some((variant) => variant.unlimited)) return Number.MAX_SAFE_INTEGER;
  const sum = variants.reduce((total, variant) => total + Math.max(0, variant.qtyInStock), 0);
  return Math.min(sum, Number.MAX_SAFE_INTEGER);
}

/**
 * Whether the visitor's choice has run out before they press: the chosen variant of a product
 * that tracks stock has none left.
 */
export function isChoiceSoldOut(product: Product, variant: Variant | undefined): boolean {
  return variant !== undefined && tracksStock(product) && !hasStock(variant);
}

/**
 * The values of one option that have run out, given the visitor's other choices: every variant
 * with that value (and those choices) has no stock. A value no variant has is not counted.
 */
export function soldOutValues(product: Product, option: string, chosen: Readonly<Record<string, string>>): Set<string> {
  const out = new Set<string>();
  if (!tracksStock(product)) return out;
  const inStock = new Set<string>();
  for (const variant of product.structuredContent.variants) {
    const fits = Object.entries(chosen).every(
      ([name, value]) =>
        name === option || !Object.hasOwn(variant.attributes, name) || variant.attributes[name] === value,
    );
    const value = ownValue(variant.attributes, option);
    if (!fits || value === undefined) continue;
    if (hasStock(variant)) inStock.add(value);
    else out.add(value);
  }
  for (const value of inStock) out.delete(value);
  return out;
}

/** Whether a variant can supply `quantity` more on top of what the cart already holds. */
export function isVariantInStock(variant: Variant, quantity = 1, alreadyInCart = 0): boolean {
  return variant.unlimited || variant.qtyInStock >= quantity + alreadyInCart;
}

/** Whether the quantity input shows: physical, or service when allowed; not subscribable; total stock above 1. */
export function showsQuantityInput(
  product: Product,
  { multipleQuantityAllowedForServices = true }: QuantityInputSettings = {},
): boolean {
  const { productType, isSubscribable } = product.structuredContent;
  const typeAllows =
    productType === ProductType.Physical || (productType === ProductType.Service && multipleQuantityAllowedForServices);
  return typeAllows && !isSubscribable && totalStock(product) > 1;
}

/** Whether variant pickers show: only with more than one variant. */
export function showsVariantPicker(product: Product): boolean {
  return product.structuredContent.variants.length > 1;
}
