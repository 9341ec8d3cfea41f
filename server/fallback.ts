import type { ShopProduct } from './products';

/** The elements the demo pages render server-side markup for. */
export type FallbackTag =
  | 'sq-product-status'
  | 'sq-product-price'
  | 'sq-variant-picker'
  | 'sq-quantity-input'
  | 'sq-add-to-cart'
  | 'sq-cart-pill';

function productStatus(_product: ShopProduct | undefined): string {
  return '';
}

function productPrice(_product: ShopProduct | undefined): string {
  return '';
}

function variantPicker(_product: ShopProduct | undefined): string {
  return '';
}

function quantityInput(_product: ShopProduct | undefined): string {
  return '';
}

function addToCart(_product: ShopProduct | undefined): string {
  return '';
}

function cartPill(_product: ShopProduct | undefined): string {
  return '';
}

const RENDERERS: Readonly<Record<FallbackTag, (product: ShopProduct | undefined) => string>> = {
  'sq-product-status': productStatus,
  'sq-product-price': productPrice,
  'sq-variant-picker': variantPicker,
  'sq-quantity-input': quantityInput,
  'sq-add-to-cart': addToCart,
  'sq-cart-pill': cartPill,
};

/**
 * The server-rendered inner markup of an element, shown before scripts run (so the page does
 * not shift when they start). Returns HTML: every text in it must be escaped. Empty for now.
 */
export function fallbackFor(tag: FallbackTag, product?: ShopProduct): string {
  return RENDERERS[tag](product);
}
