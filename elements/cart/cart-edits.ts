/**
 * The changes a visitor makes to the cart on `<sq-cart>`: a quantity, a
 * removal (and its undo), a custom form's answers. Each call is a recalculation by the platform,
 * announced with `sq-cart-recalculate-start` and `sq-cart-recalculate-end` on
 * the element, and its answer replaces the cart every element on the page follows.
 */
import * as v from 'valibot';
import { CartEntrySchema, CartSchema, type Cart, type CartEntry } from '../../src/api/cart';
import { request, type ApiResult } from '../../src/api/client';
import type { UpdateFieldsRequest } from '../../src/api/requests';
import { trackEvent } from '../../src/analytics/channel';
import type { EventContent } from '../../src/analytics/schemas';
import { emit } from '../../src/events';
import { $pageContext } from '../../stores/page-context';
import { addToCart, replaceCart } from '../../stores/cart';

/** Our own choices, as the platform fixes none: how long typing waits before a quantity is sent, how long Undo stays. */
export const CART_TIMINGS = {
  /** From the last keystroke in a quantity field to its call (typing "12" sends one). */
  quantityDebounce: 600,
  /** How long a removed entry's Undo is offered. */
  undoDuration: 6000,
} as const;

/** What a recalculation was for. */
export type RecalculateReason = 'quantity' | 'remove' | 'restore' | 'form';

const CartAnswerSchema = v.object({ shoppingCart: CartSchema });
const FieldsAnswerSchema = v.object({ shoppingCart: CartSchema, updatedEntry: v.nullish(CartEntrySchema) });
/** An answer whose cart lines are of the wrong shape is a failed call, not an emptied cart. */
const KEEP_LINES = ['shoppingCart.entries'];

const entryPath = (entryId: string) => `/api/commerce/shopping-cart/entries/${encodeURIComponent(entryId)}`;

/** One recalculation: the events around the call, and the cart it answers with. */
async function recalculate<T extends { shoppingCart: Cart }>(
  host: HTMLElement,
  reason: RecalculateReason,
  entryId: string,
  call: () => Promise<ApiResult<T>>,
): Promise<ApiResult<T>> {
  emit(host, 'sq-cart-recalculate-start', { reason, entryId });
  const result = await call();
  if (result.ok) replaceCart(result.data.shoppingCart);
  emit(host, 'sq-cart-recalculate-end', { reason, entryId, ok: result.ok });
  return result;
}

/** `PUT /api/commerce/shopping-cart/entries/{entryId}` with `{ quantity }`. */
export function changeQuantity(host: HTMLElement, entry: CartEntry, quantity: number) {
  return recalculate(host, 'quantity', entry.id, () =>
    request(entryPath(entry.id), { method: 'PUT', json: { quantity }, schema: CartAnswerSchema, keep: KEEP_LINES }),
  );
}

/** What `remove_from_cart` commerce event says about the entry: its price in major units (cents / 100). */
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

/** `DELETE /api/commerce/shopping-cart/entries/{entryId}`; the analytics module hears of a removal. */
export async function removeEntry(host: HTMLElement, entry: CartEntry) {
  const result = await recalculate(host, 'remove', entry.id, () =>
    request(entryPath(entry.id), { method: 'DELETE', schema: CartAnswerSchema, keep: KEEP_LINES }),
  );
  if (result.ok) trackEvent('remove_from_cart', entryContent(entry, $pageContext.get().storeSettings.selectedCurrency));
  return result;
}

/** Puts a removed entry back: the same item, variant, quantity and answers, added again. */
export function restoreEntry(host: HTMLElement, entry: CartEntry) {
  return recalculate(host, 'restore', entry.id, () =>
    addToCart({
      itemId: entry.itemId,
      sku: entry.chosenVariant.sku,
      quantity: entry.quantity,
      additionalFields: entry.additionalFields ?? null,
    }),
  );
}

/** `PUT /api/commerce/shopping-cart/entries/{entryId}/additionalFields`: an entry's new answers. */
export function changeAnswers(host: HTMLElement, entry: CartEntry, additionalFields: string) {
  const body: UpdateFieldsRequest = { itemId: entry.itemId, sku: entry.chosenVariant.sku, additionalFields };
  return recalculate(host, 'form', entry.id, () =>
    request(`${entryPath(entry.id)}/additionalFields`, {
      method: 'PUT',
      json: body,
      schema: FieldsAnswerSchema,
      keep: KEEP_LINES,
    }),
  );
}
