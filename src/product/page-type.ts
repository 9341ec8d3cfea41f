/** Where a product stands on the page: its own page, a list, a quick view, a product block or an add-on. */
export type ProductPageType = 'pdp' | 'plp' | 'quick-view' | 'product-block' | 'add-on';

/** Every page type `<sq-product>` accepts. */
export const PRODUCT_PAGE_TYPES: readonly ProductPageType[] = ['pdp', 'plp', 'quick-view', 'product-block', 'add-on'];
