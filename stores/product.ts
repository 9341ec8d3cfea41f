import { atom } from 'nanostores';
import { trackProductView } from '../src/analytics/commerce-events';
import { $pageContext } from './page-context';
import { findVariant, type Product, type Variant } from '../src/product/product';
import {
  EMPTY_SELECTION,
  IDLE_PURCHASE,
  type ProductPageType,
  type ProductScope,
  type ProductSelection,
  type PurchaseState,
} from './product-state';

export * from './product-state';

/** Creates the stores for one product. */
export function createProductScope(product: Product | null, pageType: ProductPageType = 'pdp'): ProductScope {
  return {
    $product: atom(product),
    $selection: atom(EMPTY_SELECTION),
    $pageType: atom(pageType),
    $purchase: atom(IDLE_PURCHASE),
  };
}

/** Replaces a scope's product (its JSON changed); the visitor's choices start over. */
export function setProduct(scope: ProductScope, product: Product | null): void {
  if (scope.$product.get() === product) return;
  scope.$product.set(product);
  scope.$selection.set(EMPTY_SELECTION);
}

function updateSelection(scope: ProductScope, change: Partial<ProductSelection>): void {
  scope.$selection.set({ ...scope.$selection.get(), ...change });
}

/** Chooses a value for one option ('' clears it). */
export function chooseOption(
  scope: ProductScope,
  option: string,
  value: string,
): { readonly product: Product; readonly variant: Variant | null } | null {
  const { options, flagged } = scope.$selection.get();
  // Built from entries, so that an option named `__proto__` is an own key like any other.
  const next = Object.fromEntries(Object.entries(options).filter(([name]) => name !== option));
  if (value) Object.defineProperty(next, option, { value, enumerable: true, writable: true, configurable: true });
  updateSelection(scope, { options: next, flagged: value ? flagged.filter((name) => name !== option) : flagged });
  // What the choice leaves, for the page to hear of (a theme swaps images or the address from it).
  const product = scope.$product.get();
  return product ? { product, variant: findVariant(product, next) ?? null } : null;
}

/** Chooses one of the product's subscription options (`productSubscriptionOptions[].id`). */
export function chooseSubscription(scope: ProductScope, id: string): void {
  updateSelection(scope, { subscriptionOptionId: id });
}

/** Sets the quantity as typed. */
export function setQuantity(scope: ProductScope, quantity: string): void {
  updateSelection(scope, { quantity });
}

/** Marks options the visitor still has to choose (a visual cue). */
export function flagOptions(scope: ProductScope, options: readonly string[]): void {
  updateSelection(scope, { flagged: [...options] });
}

/** Changes part of a scope's purchase state. */
export function updatePurchase(scope: ProductScope, change: Partial<PurchaseState>): void {
  scope.$purchase.set({ ...scope.$purchase.get(), ...change });
}

/**
 * A product came alive on the page: the commerce events hear of it once (a product page's
 * `pdp_visit`, a list's one `plp_visit`, a product page's add-ons one `related_products`), in the
 * page's currency and collection.
 */
export function productShown(product: Product, pageType: ProductPageType): void {
  const context = $pageContext.get();
  trackProductView(product, pageType, context.storeSettings.selectedCurrency, context.collection?.id ?? '');
}
