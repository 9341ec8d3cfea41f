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

/** The state of one `<sq-product>`, shared by the elements inside it and no others. */
export interface ProductScope {
  readonly $product: ReadableAtom<Product | null>;
  readonly $selection: WritableAtom<ProductSelection>;
  readonly $pageType: ReadableAtom<ProductPageType>;
  /** Replaces the product (the server re-rendered it, or it was invalid). */
  readonly setProduct: (product: Product | null) => void;
  readonly setPageType: (pageType: ProductPageType) => void;
}

/** Nothing chosen yet: no options, quantity 1. */
export const EMPTY_SELECTION: ProductSelection = { options: {}, quantity: '1', flagged: [] };

function update(scope: ProductScope, change: Partial<ProductSelection>): void {
  scope.$selection.set({ ...scope.$selection.get(), ...change });
}

/** Creates the stores for one product. */
export function createProductScope(product: Product | null, pageType: ProductPageType = 'pdp'): ProductScope {
  const $product = atom<Product | null>(product);
  const $pageType = atom<ProductPageType>(pageType);
  const $selection = atom<ProductSelection>(EMPTY_SELECTION);
  return {
    $product,
    $selection,
    $pageType,
    setProduct: (next) => {
      $product.set(next);
      $selection.set(EMPTY_SELECTION);
    },
    setPageType: (next) => $pageType.set(next),
  };
}

/** Chooses a value for one option. */
export function chooseOption(scope: ProductScope, option: string, value: string): void {
  const { options, flagged } = scope.$selection.get();
  const next = { ...options };
  if (value) next[option] = value;
  else delete next[option];
  update(scope, { options: next, flagged: value ? flagged.filter((name) => name !== option) : flagged });
}

/** Sets the quantity as typed. */
export function setQuantity(scope: ProductScope, quantity: string): void {
  update(scope, { quantity });
}

/** Marks options the visitor still has to choose (a visual cue). */
export function flagOptions(scope: ProductScope, options: readonly string[]): void {
  update(scope, { flagged: [...options] });
}
