import type { Cart } from './api/cart';
import type { PageContext } from './context/page-context';
import type { TrackedErrorType } from './product/add-to-cart-check';
import type { Product, Variant } from './product/product';
import type { ProductPageType } from './product/page-type';

/** Detail of `sq-add-to-cart`: what is about to be added. */
export interface AddToCartDetail {
  readonly pageType: ProductPageType;
  readonly product: Product;
  readonly quantity: number | null;
  readonly selectedVariant: Variant | null;
  readonly unselectedVariantOptions: readonly string[];
  readonly isInStock: boolean;
  readonly expressCheckout: boolean;
  readonly addToCartText: string;
  readonly subscriptionId: string | null;
  readonly isQuickView: boolean;
  readonly collection: PageContext['collection'] | null;
}

/** Detail of `sq-add-to-cart-error`. */
export interface AddToCartErrorDetail {
  readonly type: TrackedErrorType;
  readonly message: string;
}

/** Detail of `sq-variant-change`: the product and the variant the choices now name (null while incomplete). */
export interface VariantChangeDetail {
  readonly product: Product;
  readonly variant: Variant | null;
}

/** Detail of `sq-cart-change`. */
export interface CartChangeDetail {
  readonly cart: Cart;
}

/** Detail of `sq-product-form-open` and `sq-product-form-save`: the product and its custom form. */
export interface ProductFormDetail {
  readonly product: Product;
  readonly formId: string;
}

/** Detail of `sq-cart-recalculate-start`: what changed (a quantity, a removal, its undo, a form's answers) and in which entry. */
export interface CartRecalculateStartDetail {
  readonly reason: 'quantity' | 'remove' | 'restore' | 'form';
  readonly entryId: string;
}

/** Detail of `sq-cart-recalculate-end`: the same, and whether the platform took the change. */
export interface CartRecalculateEndDetail extends CartRecalculateStartDetail {
  readonly ok: boolean;
}

/** Detail of `sq-restock-signup`: the product and variant the visitor asked to hear about. */
export interface RestockSignupDetail {
  readonly productId: string;
  readonly variantId: string;
}

/** Detail of `sq-form-submit`: the form that was sent. */
export interface FormSubmitDetail {
  readonly formId: string;
}

/** Detail of `sq-flags-change`: the flag client's status and the flag service's values (null until it answers). */
export interface FlagsChangeDetail {
  readonly status: 'Uninitialized' | 'Loading' | 'Ready';
  readonly flags: Readonly<Record<string, boolean>> | null;
}

/** Every event the library fires, by name. */
export interface StorefrontEventMap {
  'sq-add-to-cart': CustomEvent<AddToCartDetail>;
  'sq-add-to-cart-error': CustomEvent<AddToCartErrorDetail>;
  'sq-cart-change': CustomEvent<CartChangeDetail>;
  'sq-variant-change': CustomEvent<VariantChangeDetail>;
  'sq-product-form-open': CustomEvent<ProductFormDetail>;
  'sq-product-form-save': CustomEvent<ProductFormDetail>;
  'sq-cart-recalculate-start': CustomEvent<CartRecalculateStartDetail>;
  'sq-cart-recalculate-end': CustomEvent<CartRecalculateEndDetail>;
  'sq-restock-signup': CustomEvent<RestockSignupDetail>;
  'sq-form-submit': CustomEvent<FormSubmitDetail>;
  'sq-flags-change': CustomEvent<FlagsChangeDetail>;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementEventMap extends StorefrontEventMap {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DocumentEventMap extends StorefrontEventMap {}
}

/** Fires a bubbling, composed library event; returns false when a listener cancelled it. */
export function emit<K extends keyof StorefrontEventMap>(
  target: EventTarget,
  name: K,
  detail: StorefrontEventMap[K]['detail'],
  cancelable = false,
): boolean {
  return target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable }));
}
