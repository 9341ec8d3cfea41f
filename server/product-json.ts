import { PRODUCT_TYPE } from '../demo/catalogue';
import { moneyJson } from './money';
import type { ShopProduct, ShopVariant } from './products';

/** The shop collection every product belongs to. */
export const SHOP_COLLECTION = { id: '5f1e0c2a9b3d4e6f7a8b9c0d', title: 'Shop', type: 13 } as const;

/** Record type of a store item (SPEC.md section 3). */
export const STORE_ITEM_RECORD_TYPE = 11;

/** A product's page address. */
export function productUrl(product: Pick<ShopProduct, 'slug'>): string {
  return `/shop/p/${product.slug}`;
}

/** A product's placeholder image address. */
export function productImageUrl(product: Pick<ShopProduct, 'id'>): string {
  return `/assets/products/${product.id}.svg`;
}

function variantJson(variant: ShopVariant) {
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
export function productJson(product: ShopProduct) {
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

/** The product merchandising context of SPEC.md section 3 (page context `merchandising[productId]`). */
export function merchandisingFor(product: ShopProduct) {
  const limited = product.variants.filter((variant) => !variant.unlimited);
  return {
    restockNotificationViews: [] as { variantId: string; hiddenByDefault: boolean }[],
    restockNotificationMessages: {},
    mailingListSignUpEnabled: true,
    mailingListOptInByDefault: false,
    scarcityEnabled: false,
    scarcityShownByDefault: false,
    scarcityText: 'Only {qtyInStock} left!',
    scarcityTemplateViews: limited.map((variant) => ({ qtyInStock: variant.qtyInStock, attributes: variant.attributes })),
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
