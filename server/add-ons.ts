import { catalogue, formIdOf, isListed, PRODUCT_TYPE } from '../demo/catalogue';
import type { ShopProduct } from './products';

/** The most add-ons a product page shows. */
export const MAX_ADD_ONS = 3;

/** How many add-ons a product page shows when it has no pairing of its own. */
const DEFAULT_ADD_ONS = 2;

/**
 * Hand-picked pairings, by slug, in the order the product page lists them. A pairing that is not
 * an add-on (see `isAddOn`) when the page is rendered, say sold out, is skipped; the rest of the
 * list is filled from the default rule.
 */
export const PAIRINGS: Readonly<Record<string, readonly string[]>> = {
  'rain-jacket': ['canvas-tote', 'notebook-set', 'field-guide-pdf'],
  'linen-shirt': ['field-guide-pdf', 'canvas-tote'],
  'trail-sneakers': ['bamboo-sunglasses', 'canvas-tote'],
  'coffee-beans': ['notebook-set', 'gift-box'],
  'denim-jacket': ['field-guide-pdf', 'canvas-tote'],
};

/**
 * Whether a product can be an add-on row: listed, one variant (the row has no picker) that can be
 * bought now, and a plain add to the cart (no subscription, no gift card, no custom form to fill
 * in, no express checkout such as the Enamel Pin's, which would send the whole window to checkout).
 */
export function isAddOn(product: ShopProduct): boolean {
  const [variant, ...others] = product.variants;
  return (
    variant !== undefined &&
    others.length === 0 &&
    (variant.unlimited || variant.qtyInStock > 0) &&
    isListed(product.slug) &&
    product.subscription === null &&
    product.productType !== PRODUCT_TYPE.giftCard &&
    formIdOf(product.slug) === null &&
    catalogue.find((seed) => seed.slug === product.slug)?.expressCheckout !== true
  );
}

/**
 * The products a product page offers below itself ("Goes well with"): its pairings that are add-ons
 * now, else (or to make up 2) the first add-ons of the catalogue other than itself. `all` is the
 * whole catalogue in display order. Deterministic for a given stock.
 */
export function addOnsFor(product: ShopProduct, all: readonly ShopProduct[]): ShopProduct[] {
  const candidates = all.filter((other) => other.id !== product.id && isAddOn(other));
  const paired = (PAIRINGS[product.slug] ?? []).flatMap((slug) =>
    candidates.filter((candidate) => candidate.slug === slug),
  );
  const chosen = paired.slice(0, MAX_ADD_ONS);
  for (const candidate of candidates) {
    if (chosen.length >= DEFAULT_ADD_ONS) break;
    if (!chosen.includes(candidate)) chosen.push(candidate);
  }
  return chosen;
}
