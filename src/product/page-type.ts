/** Where a product stands on the page (CONTRACT section 3). */
export type ProductPageType = 'pdp' | 'plp' | 'quick-view' | 'product-block' | 'add-on';

/** Every page type `<sq-product>` accepts. */
export const PRODUCT_PAGE_TYPES: readonly ProductPageType[] = ['pdp', 'plp', 'quick-view', 'product-block', 'add-on'];
