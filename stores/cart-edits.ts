/**
 * The changes a visitor makes to the cart: a quantity, a removal (and its undo), a custom form's
 * answers, and Checkout. Each change is a recalculation by the platform, announced with
 * `sq-cart-recalculate-start` and `sq-cart-recalculate-end` on the cart element (on `document` when
 * a theme's script asked without one), and its answer replaces the cart every element follows.
 * The cart element and a theme's script call the same actions: one flow, two callers.
 */
import { trackEvent } from '../src/analytics/channel';
import type { EventContent } from '../src/analytics/schemas';
import type { Cart, CartEntry } from '../src/api/cart';
import { deleteCartEntry, putCartQuantity, putEntryFields } from '../src/api/cart-entries';
import type { ApiResult } from '../src/api/client';
import type { FormDialogProps } from '../src/forms/FormDialog';
import type { FormAnswers } from '../src/forms/values';
import { emit } from '../src/events';
import { messagesFor } from '../src/messages';
import { QUANTITY_MAX } from '../src/lib/quantity';
import { $cart, addToCart, replaceCart } from './cart';
import { $cartEdits, IDLE_CART_EDITS, type CartEditsState, type CartFailure, type EntryEdit } from './cart-edits-state';
import { $pageContext } from './page-context';

/** Our own choices, as the platform fixes none: how long typing waits before a quantity is sent, how long Undo stays. */
export const CART_TIMINGS = {
  /** From the last keystroke in a quantity field to its call (typing "12" sends one). */
  quantityDebounce: 600,
  /** How long a removed entry's Undo is offered. */
  undoDuration: 6000,
} as const;

/** What a recalculation was for. */
export type RecalculateReason = 'quantity' | 'remove' | 'restore' | 'form';

export {
  $cartEdits,
  IDLE_CART_EDITS,
  type CartEditing,
  type CartEditsState,
  type CartFailure,
  type CartPopup,
  type EntryEdit,
} from './cart-edits-state';

function update(change: Partial<CartEditsState>): void {
  $cartEdits.set({ ...$cartEdits.get(), ...change });
}

function setEntry(entryId: string, edit: EntryEdit | null): void {
  const { [entryId]: _gone, ...others } = $cartEdits.get().entries;
  update({ entries: edit ? { ...others, [entryId]: edit } : others });
}

/** A typed quantity as the whole number to send, or null when it is not one (the entry keeps its quantity). */
export function typedQuantity(text: string): number | null {
  if (!/^\s*\d+\s*$/.test(text)) return null;
  return Math.min(QUANTITY_MAX, Math.max(1, Number(text)));
}

/** Where a change's events go: the cart element when one asked, else the document. */
const eventTarget = (target: EventTarget | undefined): EventTarget => target ?? document;

/**
 * The cart page's calls, one after another: each goes once the one before has answered, so the
 * platform takes the changes in the visitor's order and the cart shown is the last one's answer
 * (an earlier call's slow answer cannot put back an entry removed since).
 */
let turns: Promise<unknown> = Promise.resolve();

/** One recalculation, in its turn: the events around the call, and the cart it answers with. */
function recalculate<T extends { shoppingCart: Cart }>(
  target: EventTarget | undefined,
  reason: RecalculateReason,
  entryId: string,
  call: () => Promise<ApiResult<T>>,
): Promise<ApiResult<T>> {
  const turn = turns.then(async () => {
    emit(eventTarget(target), 'sq-cart-recalculate-start', { reason, entryId });
    const result = await call();
    if (result.ok) replaceCart(result.data.shoppingCart);
    emit(eventTarget(target), 'sq-cart-recalculate-end', { reason, entryId, ok: result.ok });
    return result;
  });
  turns = turn.catch(() => {});
  return turn;
}

/** Runs one change counted as on its way (Checkout waits); a failure opens the popup. */
async function run(failure: CartFailure, call: () => Promise<ApiResult<unknown>>): Promise<boolean> {
  update({ pending: $cartEdits.get().pending + 1, updated: false });
  const result = await call();
  const pending = $cartEdits.get().pending - 1;
  if (result.ok) update({ pending, updated: true });
  else update({ pending, popup: { failure, error: result.error } });
  return result.ok;
}

const entryById = (entryId: string): CartEntry | undefined =>
  $cart.get()?.entries.find((entry) => entry.id === entryId);

const quantityTimers = new Map<string, ReturnType<typeof setTimeout>>();
/** Who waits for an entry's debounced quantity call (changeQuantity's callers). */
const quantityWaiters = new Map<string, ((taken: boolean) => void)[]>();
/** Each entry's quantity call on its way: the next one waits for its answer. */
const quantityCalls = new Map<string, Promise<boolean>>();

const waitForQuantity = (entryId: string): Promise<boolean> =>
  new Promise((resolve) => quantityWaiters.set(entryId, [...(quantityWaiters.get(entryId) ?? []), resolve]));

function settleWaiters(entryId: string, taken: boolean): void {
  const waiters = quantityWaiters.get(entryId) ?? [];
  quantityWaiters.delete(entryId);
  waiters.forEach((resolve) => resolve(taken));
}

/**
 * A keystroke in an entry's quantity field: the text is kept, and its call is sent 600 ms after the
 * last keystroke (typing "12" sends one call, for 12).
 */
export function typeQuantity(entryId: string, text: string, target?: EventTarget): void {
  setEntry(entryId, { draft: text, phase: 'typed' });
  clearTimeout(quantityTimers.get(entryId));
  quantityTimers.set(
    entryId,
    setTimeout(() => void commitQuantity(entryId, target), CART_TIMINGS.quantityDebounce),
  );
}

/**
 * Sends an entry's typed quantity now (Enter, leaving the field, or the debounce's end): a whole
 * number from 1 to 9999, if it differs from the entry's; true once the platform took it (the
 * entry's latest quantity, when the visitor typed again meanwhile). Text that is no whole number
 * keeps the entry's quantity; an empty field, or the same quantity, shows it again.
 * Each text is sent once: while its call is on its way, the same text waits for that call's answer;
 * and `leaving` (the field lost focus) sends nothing that was refused with nothing typed since, since
 * the failure's popup takes focus from the field (Enter sends it again: the visitor's retry).
 * An entry has one call on its way at a time: text typed meanwhile is sent once that call has
 * answered, so the answers come back in the order the visitor typed and the last one is shown.
 */
export async function commitQuantity(entryId: string, target?: EventTarget, leaving = false): Promise<boolean> {
  clearTimeout(quantityTimers.get(entryId));
  quantityTimers.delete(entryId);
  const previous = quantityCalls.get(entryId);
  if (previous && $cartEdits.get().entries[entryId]?.phase !== 'sending') {
    await previous;
    return commitQuantity(entryId, target, leaving);
  }
  const entry = entryById(entryId);
  const edit = $cartEdits.get().entries[entryId];
  if (!entry || !edit) {
    // No such entry (a theme's script may name any id): nothing to send, nothing kept.
    if (edit) setEntry(entryId, null);
    settleWaiters(entryId, false);
    return false;
  }
  if (edit.phase === 'sending') return waitForQuantity(entryId);
  if (leaving && edit.phase === 'failed') return false;
  const quantity = typedQuantity(edit.draft);
  if (quantity === null || quantity === entry.quantity) {
    if (quantity === entry.quantity || edit.draft.trim() === '') setEntry(entryId, null);
    settleWaiters(entryId, quantity === entry.quantity);
    return quantity === entry.quantity;
  }
  setEntry(entryId, { draft: edit.draft, phase: 'sending' });
  const call = run('quantity', () =>
    recalculate(target, 'quantity', entryId, () => putCartQuantity(entryId, { quantity })),
  );
  quantityCalls.set(entryId, call);
  const taken = await call;
  if (quantityCalls.get(entryId) === call) quantityCalls.delete(entryId);
  // Kept as typed until the platform agrees: a failure loses nothing. A newer keystroke stays as it
  // is, and whoever waits for this entry waits for its call.
  const now = $cartEdits.get().entries[entryId];
  if (now?.phase === 'typed') return waitForQuantity(entryId);
  if (now?.phase === 'sending') setEntry(entryId, taken ? null : { draft: now.draft, phase: 'failed' });
  settleWaiters(entryId, taken);
  return taken;
}

/**
 * Sets an entry's quantity by its id, as typing it would: sent 600 ms after the last change, so
 * several calls in a row send one. Resolves true once the platform took it. Events go to `target`
 * (the cart element), else `document`; `window.sqStorefront.cart.updateQuantity` calls it too.
 */
export function changeQuantity(entryId: string, quantity: number, target?: EventTarget): Promise<boolean> {
  const taken = waitForQuantity(entryId);
  typeQuantity(entryId, String(quantity), target);
  return taken;
}

/** What the `remove_from_cart` commerce event says about the entry: its price in major units (cents / 100). */
export function entryContent(entry: CartEntry, currency: string): EventContent {
  return {
    productId: entry.itemId,
    productName: entry.title,
    sku: entry.chosenVariant.sku,
    quantity: entry.quantity,
    price: entry.purchasePriceCents / 100,
    currency,
  };
}

let undoTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * Removes an entry by its id; once the platform took it, Undo is offered for 6 seconds and the
 * analytics module hears of the removal. True once taken. Events go to `target` (the cart element),
 * else `document`; `window.sqStorefront.cart.remove` calls it too.
 */
export async function removeEntry(entryId: string, target?: EventTarget): Promise<boolean> {
  const entry = entryById(entryId);
  if (!entry) return false;
  const taken = await run('remove', () => recalculate(target, 'remove', entryId, () => deleteCartEntry(entryId)));
  if (!taken) return false;
  trackEvent('remove_from_cart', entryContent(entry, $pageContext.get().storeSettings.selectedCurrency));
  clearTimeout(quantityTimers.get(entryId));
  quantityTimers.delete(entryId);
  setEntry(entryId, null);
  update({ removed: { entry, until: Date.now() + CART_TIMINGS.undoDuration } });
  clearTimeout(undoTimer);
  undoTimer = setTimeout(() => update({ removed: null }), CART_TIMINGS.undoDuration);
  return true;
}

/**
 * Undo: puts the entry just removed back (the same item, variant, quantity and answers, added
 * again); true once taken. Undo stays while the call is on its way and after a failure.
 */
export async function undoRemove(target?: EventTarget): Promise<boolean> {
  const removed = $cartEdits.get().removed;
  if (!removed) return false;
  clearTimeout(undoTimer);
  const { entry } = removed;
  const taken = await run('remove', () =>
    recalculate(target, 'restore', entry.id, () =>
      addToCart({
        itemId: entry.itemId,
        sku: entry.chosenVariant.sku,
        quantity: entry.quantity,
        additionalFields: entry.additionalFields ?? null,
      }),
    ),
  );
  if (taken) update({ removed: null });
  return taken;
}

type Forms = typeof import('../src/forms/product-form');
/** The forms' code once loaded (its dialog is asked of it, not held in a store). */
let forms: Forms | null = null;

/** The custom form's dialog, once the forms' code has loaded (null until then: nothing can show it yet). */
export function cartFormDialog(): Forms['FormDialog'] | null {
  return forms?.FormDialog ?? null;
}

/** The answers an entry holds, as a map (stored JSON text that is not one counts as none). */
function storedAnswers(entry: CartEntry): FormAnswers {
  try {
    const answers: unknown = JSON.parse(entry.additionalFields ?? '{}');
    return typeof answers === 'object' && answers !== null && !Array.isArray(answers) ? (answers as FormAnswers) : {};
  } catch {
    return {};
  }
}

/**
 * Opens an entry's answers for editing: the forms' code and the entry's form are loaded, then the
 * dialog opens with its answers. A failure says so ("Unable to open form").
 */
export async function editAnswers(entryId: string): Promise<void> {
  const entry = entryById(entryId);
  const formId = entry?.additionalFieldsFormId;
  if (!entry || !formId) return;
  let loaded: Forms;
  try {
    loaded = forms ?? (await import('../src/forms/product-form'));
  } catch {
    // The code could not be downloaded: the visitor is most likely offline.
    update({ popup: { failure: 'open', error: null } });
    return;
  }
  forms = loaded;
  const form = await loaded.fetchProductForm(formId);
  if (!form.ok) {
    update({ popup: { failure: 'open', error: form.error } });
    return;
  }
  const { fields } = form.data;
  update({
    editing: {
      entryId,
      title: entry.title,
      fields,
      formId,
      initial: loaded.initialAnswers(fields, '', storedAnswers(entry)),
      messages: messagesFor(loaded.FORM_MESSAGES, $pageContext.get().messages),
    },
  });
}

/**
 * Saves the answers being edited: checked against the form, then sent. Per-field problems go back
 * to the dialog; any other failure opens the cart's popup ("Unable to update form") over the form,
 * which stays open with every answer as typed.
 */
export async function saveAnswers(
  answers: Parameters<FormDialogProps['onSave']>[0],
  target?: EventTarget,
): ReturnType<FormDialogProps['onSave']> {
  const editing = $cartEdits.get().editing;
  const entry = editing && entryById(editing.entryId);
  if (!editing || !forms || !entry) return { ok: false };
  const sent = forms.submittedAnswers(editing.fields, answers);
  const checked = await forms.validateAnswers(editing.formId, sent);
  const result = checked.ok
    ? await recalculate(target, 'form', entry.id, () =>
        putEntryFields(entry.id, {
          itemId: entry.itemId,
          sku: entry.chosenVariant.sku,
          additionalFields: JSON.stringify(sent),
        }),
      )
    : checked;
  if (result.ok) {
    update({ updated: true, editing: null });
    return { ok: true };
  }
  const { error } = result;
  if (error.kind === 'validation') return { ok: false, errors: error.errors, message: error.message };
  update({ popup: { failure: 'form', error } });
  return { ok: false };
}

/** Closes the answers' dialog without saving. */
export function closeEditing(): void {
  update({ editing: null });
}

/** Closes a failed change's popup. */
export function dismissCartPopup(): void {
  update({ popup: null });
}

/**
 * Checkout: whether it may go on now. Not while a change is on its way: checkout must see the cart
 * the visitor sees.
 */
export function checkout(): boolean {
  return $cartEdits.get().pending === 0;
}

/** Forgets every change under way and its timers (a test's fresh start). */
export function resetCartEdits(): void {
  quantityTimers.forEach(clearTimeout);
  quantityTimers.clear();
  quantityCalls.clear();
  turns = Promise.resolve();
  for (const entryId of [...quantityWaiters.keys()]) settleWaiters(entryId, false);
  clearTimeout(undoTimer);
  forms = null;
  $cartEdits.set(IDLE_CART_EDITS);
}

/** What the `view_cart` commerce event says about the cart: amounts in major units (cents / 100). */
export function cartContent(cart: Cart, currency: string): EventContent {
  return {
    itemCount: cart.totalQuantity,
    subtotal: cart.subtotalCents / 100,
    currency,
    productIds: cart.entries.slice(0, 200).map((entry) => entry.itemId),
  };
}

/**
 * The `view_cart` commerce event, once the cart a cart element shows has loaded: on the cart page,
 * and each time the drawer opens with it (each opening is a new element).
 */
export function trackCartView(): void {
  const stop = $cart.subscribe((cart) => {
    if (!cart) return;
    queueMicrotask(() => stop());
    trackEvent('view_cart', cartContent(cart, $pageContext.get().storeSettings.selectedCurrency));
  });
}
