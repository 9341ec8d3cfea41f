import { PRODUCT_TYPE } from '../demo/catalogue';
import { productItemJson, type DemoProduct } from '../demo/products';
import { restockMessagesOf } from '../demo/restock';
import type { ShopProduct } from './products';
import { restockVariantsOf } from './restock';

// The product JSON is made in demo/ (the stories and the tests' factories make theirs there too).
export { productUrl, SHOP_COLLECTION, STORE_ITEM_RECORD_TYPE } from '../demo/products';

/** A product's placeholder image address. */
export function productImageUrl(product: Pick<ShopProduct, 'id'>): string {
  return `/assets/products/${product.id}.svg`;
}

/** The product item JSON, as `<sq-product>` holds it (demo/products.ts makes it). */
export function productJson(product: ShopProduct) {
  return productItemJson(product);
}

/** Up to this many left in stock, a variant shows the demo's scarcity text. */
export const SCARCE = 5;

/**
 * The product merchandising context (page context `merchandising[productId]`).
 * Restock: one view per sold-out variant of a product that can sell out (server/restock.ts),
 * hidden until chosen, but the first shows before any choice when every variant is sold out; the
 * texts of demo/restock.ts ({} for the library's defaults); the mailing list offered, unticked.
 */
export function merchandisingFor(product: Pick<DemoProduct, 'slug' | 'productType' | 'variants'>) {
  // Scarcity for every variant nearly gone (1 to 5 left): "Only 3 left!" follows the visitor's choice.
  const limited = product.variants.filter(
    (variant) => !variant.unlimited && variant.qtyInStock >= 1 && variant.qtyInStock <= SCARCE,
  );
  const soldOut = restockVariantsOf(product);
  const allSoldOut = soldOut.length > 0 && soldOut.length === product.variants.length;
  return {
    restockNotificationViews: soldOut.map((variant, index) => ({
      variantId: variant.id,
      hiddenByDefault: !(allSoldOut && index === 0),
    })),
    restockNotificationMessages: { ...restockMessagesOf(product.slug) },
    mailingListSignUpEnabled: true,
    mailingListOptInByDefault: false,
    scarcityEnabled: true,
    scarcityShownByDefault: false,
    scarcityText: 'Only {qtyInStock} left!',
    scarcityTemplateViews: limited.map((variant) => ({
      qtyInStock: variant.qtyInStock,
      attributes: variant.attributes,
    })),
  };
}

/** The stock call's answer for a product: one record per variant. */
export function stockJson(product: ShopProduct) {
  return {
    results: product.variants.map((v) => ({
      variantId: v.id,
      sku: v.sku,
      qtyInStock: v.unlimited ? 0 : v.qtyInStock,
      unlimited: v.unlimited,
    })),
  };
}

/** Whether a product is digital (no shipping). */
export function isDigital(product: Pick<ShopProduct, 'productType'>): boolean {
  return product.productType === PRODUCT_TYPE.digital;
}
