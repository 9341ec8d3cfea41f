import { atom, type ReadableAtom, type WritableAtom } from 'nanostores';
import type { Product } from '../src/product/product';

/** Where a product stands on the page (CONTRACT section 3). */
export type ProductPageType = 'pdp' | 'plp' | 'quick-view' | 'product-block' | 'add-on';

/** Every page type `<sq-product>` accepts. */
export const PRODUCT_PAGE_TYPES: readonly ProductPageType[] = ['pdp', 'plp', 'quick-view', 'product-block', 'add-on'];

/** What the visitor has chosen for one product. */
export interface ProductSelection {
  /** Chosen value per option name. */
  readonly options: Readonly<Record<string, string>>;
  /** The quantity as typed (validated at add time). */
  readonly quantity: string;
  /** Options to flag with a visual cue after a failed add. */
  readonly flagged: readonly string[];
}

/** A failure shown as an alert dialog with a title (CONTRACT section 3). */
export interface AlertView {
  readonly title: string;
  readonly message: string;
}

/** Where one product's purchase stands: the phases of SPEC.md section 4 and what the visitor is told. */
export interface PurchaseState {
  readonly phase: 'idle' | 'adding' | 'added';
  /** The "Select Option" flash of a list page. */
  readonly flash: boolean;
  /** The inline (`role="alert"`) message, or ''. */
  readonly message: string;
  /** The alert dialog, when a failure has a title. */
  readonly dialog: AlertView | null;
}

/** The state of one `<sq-product>`: owned by it, shared by the elements inside it and no others. */
export interface ProductScope {
  readonly $product: WritableAtom<Product | null>;
  readonly $selection: WritableAtom<ProductSelection>;
  readonly $pageType: WritableAtom<ProductPageType>;
  readonly $purchase: WritableAtom<PurchaseState>;
}

/** A read-only view of a scope, for components. */
export type ReadableProductScope = { readonly [K in keyof ProductScope]: ReadableAtom<ReturnType<ProductScope[K]['get']>> };

/** Nothing chosen yet: no options, quantity 1. */
export const EMPTY_SELECTION: ProductSelection = { options: {}, quantity: '1', flagged: [] };

/** No purchase under way. */
export const IDLE_PURCHASE: PurchaseState = { phase: 'idle', flash: false, message: '', dialog: null };

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
export function chooseOption(scope: ProductScope, option: string, value: string): void {
  const { options, flagged } = scope.$selection.get();
  const next = { ...options };
  if (value) next[option] = value;
  else delete next[option];
  updateSelection(scope, { options: next, flagged: value ? flagged.filter((name) => name !== option) : flagged });
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
