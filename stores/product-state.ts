/** The shapes of a product's state and its empty values: what the element runtime needs of stores/product.ts. */
import type { WritableAtom } from 'nanostores';
import type { FormDialogProps } from '../src/forms/FormDialog';
import type { ProductPageType } from '../src/product/page-type';
import type { Product } from '../src/product/product';

// The page types belong to the product model (src/product/page-type.ts); the stores pass them on.
export { PRODUCT_PAGE_TYPES, type ProductPageType } from '../src/product/page-type';

/** What the visitor has chosen for one product. */
export interface ProductSelection {
  /** Chosen value per option name. */
  readonly options: Readonly<Record<string, string>>;
  /** The quantity as typed (validated at add time). */
  readonly quantity: string;
  /** Options to flag with a visual cue after a failed add. */
  readonly flagged: readonly string[];
  /** The subscription option chosen (`productSubscriptionOptions[].id`); absent: the product's first. */
  readonly subscriptionOptionId?: string;
}

/** A failure shown as an alert dialog with a title. */
export interface AlertView {
  readonly title: string;
  readonly message: string;
}

/** Where one product's purchase stands: idle, adding or added, and what the visitor is told. */
export interface PurchaseState {
  readonly phase: 'idle' | 'adding' | 'added';
  /** The "Select Option" flash of a list page. */
  readonly flash: boolean;
  /** The inline (`role="alert"`) message, or ''. */
  readonly message: string;
  /** The alert dialog, when a failure has a title. */
  readonly dialog: AlertView | null;
  /** The popover after an add from a list page. */
  readonly popover: boolean;
  /** The custom product form being filled in before the add, shown in a dialog; null when none. */
  readonly form: ProductFormState | null;
}

/**
 * The custom product form being filled in before an add: plain data (what its dialog shows and
 * the form's id); saving and closing it are the flow's actions (stores/add-to-cart.ts).
 */
export type ProductFormState = Omit<FormDialogProps, 'onSave' | 'onClose'> & {
  /** The form's id (its definition's `id`). */
  readonly formId: string;
};

/** The state of one `<sq-product>`: owned by it, shared by the elements inside it and no others. */
export interface ProductScope {
  readonly $product: WritableAtom<Product | null>;
  readonly $selection: WritableAtom<ProductSelection>;
  readonly $pageType: WritableAtom<ProductPageType>;
  readonly $purchase: WritableAtom<PurchaseState>;
}

/** Nothing chosen yet: no options, quantity 1. */
export const EMPTY_SELECTION: ProductSelection = { options: {}, quantity: '1', flagged: [] };

/** No purchase under way. */
export const IDLE_PURCHASE: PurchaseState = {
  phase: 'idle',
  flash: false,
  message: '',
  dialog: null,
  popover: false,
  form: null,
};
