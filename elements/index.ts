/**
 * The bundle entry: importing it defines every `sq-*` element and starts the library.
 * Loading it twice, or after another copy defined a tag, does not throw.
 */
import { startStorefront } from '../src/boot';

export { SqProductElement } from './sq-product';
export { SqAddToCartElement } from './sq-add-to-cart';
export { SqVariantPickerElement } from './sq-variant-picker';
export { SqQuantityInputElement } from './sq-quantity-input';
export { SqProductPriceElement } from './sq-product-price';
export { SqProductStatusElement } from './sq-product-status';
export { SqCartPillElement } from './sq-cart-pill';
export type { AddToCartDetail, AddToCartErrorDetail, CartChangeDetail, StorefrontEventMap } from '../src/events';
export type { Cart, CartEntry } from '../src/api/cart';
export type { Product, Variant } from '../src/product/product';
export type { PageContext } from '../src/context/page-context';
export type { TrackedErrorType } from '../src/product/add-to-cart-check';

/** Where this bundle was loaded from, to find storefront.css beside it. */
function bundleUrl(): string | undefined {
  const script = document.currentScript;
  if (script instanceof HTMLScriptElement && script.src) return script.src;
  try {
    return import.meta.url;
  } catch {
    return undefined;
  }
}

if (typeof document !== 'undefined') startStorefront(document, bundleUrl());
