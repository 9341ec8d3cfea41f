/** The shape of the cart's changes under way, its empty value and its store: what the element runtime needs of stores/cart-edits.ts. */
import { atom } from 'nanostores';
import type { CartEntry } from '../src/api/cart';
import type { ApiError } from '../src/api/client';
import type { FormField } from '../src/forms/definition';
import type { FormMessages } from '../src/forms/messages';
import type { FormAnswers } from '../src/forms/values';

/** One entry's quantity change: what the visitor typed, and whether it is waiting, on its way, or failed. */
export interface EntryEdit {
  /** The quantity field's text, kept as typed until the platform agrees (a failure loses nothing). */
  readonly draft: string;
  /** `typed`: waiting for the visitor to stop typing; `sending`: its call is on its way; `failed`: refused. */
  readonly phase: 'typed' | 'sending' | 'failed';
}

/** Which change failed, for the popup's title: a quantity, a removal or its undo, the form's answers, or opening the form. */
export type CartFailure = 'quantity' | 'remove' | 'form' | 'open';

/** A failed change's popup: what failed and why (null: the form's code could not be downloaded). */
export interface CartPopup {
  readonly failure: CartFailure;
  readonly error: ApiError | null;
}

/** An entry's answers being edited: its form and the answers the dialog opens with. */
export interface CartEditing {
  readonly entryId: string;
  readonly title: string;
  readonly fields: readonly FormField[];
  readonly formId: string;
  readonly initial: FormAnswers;
  readonly messages: FormMessages;
}

/** Everything the cart's changes are doing now. */
export interface CartEditsState {
  /** The quantity changes not yet taken, per entry id. */
  readonly entries: Readonly<Record<string, EntryEdit>>;
  /** The entry just removed, with Undo offered until `until` (epoch ms), or null. */
  readonly removed: { readonly entry: CartEntry; readonly until: number } | null;
  readonly popup: CartPopup | null;
  readonly editing: CartEditing | null;
  /** How many changes are on their way (Checkout waits for them). */
  readonly pending: number;
  /** Whether the last change was taken (the live region says "Cart updated"). */
  readonly updated: boolean;
}

/** No change under way. */
export const IDLE_CART_EDITS: CartEditsState = {
  entries: {},
  removed: null,
  popup: null,
  editing: null,
  pending: 0,
  updated: false,
};

/** The cart's changes under way. */
export const $cartEdits = atom<CartEditsState>(IDLE_CART_EDITS);
