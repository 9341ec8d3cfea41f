import { atom } from 'nanostores';
import { fetchCart, postCartEntry, type AddEntryResponse, type Cart } from '../src/api/cart';
import type { AddEntryRequest } from '../src/api/requests';
import type { ApiResult } from '../src/api/client';
import { hearOtherTabs, tellOtherTabs } from '../src/lib/tabs';

/** The visitor's cart; null until it is loaded or first changed. */
export const $cart = atom<Cart | null>(null);

/** How many of one sku the cart holds now (read when an add is checked, so no button re-renders on cart changes). */
export function quantityInCart(sku: string): number {
  const cart = $cart.get();
  if (!cart || !sku) return 0;
  return cart.entries.reduce((sum, entry) => (entry.chosenVariant.sku === sku ? sum + entry.quantity : sum), 0);
}

/**
 * Replaces the cart with the one a change made in this tab returned (an add, a quantity, a
 * removal or its undo, a form's answers), and tells the shop's other tabs, which load it again.
 */
export function replaceCart(cart: Cart): void {
  // The same answer taken twice (an undo's add, then its recalculation) is one change, told once.
  if ($cart.get() === cart) return;
  $cart.set(cart);
  tellOtherTabs('cart');
}

/** Shows the cart the page was rendered with, unless the platform's answer came first (not a change: no other tab hears of it). */
export function seedCart(cart: Cart): void {
  if ($cart.get() === null) $cart.set(cart);
}

/**
 * Loads the cart from the platform. Not a change made here, so the other tabs are not told: a
 * refresh one tab's word caused never causes another's.
 */
export async function refreshCart(): Promise<ApiResult<Cart>> {
  const result = await fetchCart();
  if (result.ok) $cart.set(result.data);
  return result;
}

/**
 * Loads the cart again when another tab of the shop changed it, at once (no timer: a tab in the
 * background has its timers slowed to one a second): word arriving while a load is under way is
 * one more load after it, however many words came, so the last change shows and a burst of words
 * costs two loads at most. Returns the function that stops listening.
 */
export function followOtherTabs(win: Window): () => void {
  let loading = false;
  let again = false;
  const schedule = () => {
    if (loading) {
      again = true;
      return;
    }
    loading = true;
    void refreshCart().finally(() => {
      loading = false;
      if (again) {
        again = false;
        schedule();
      }
    });
  };
  return hearOtherTabs(win, 'cart', schedule);
}

/** Adds an entry to the cart and takes the cart the platform answers with. */
export async function addToCart(entry: AddEntryRequest): Promise<ApiResult<AddEntryResponse>> {
  const result = await postCartEntry(entry);
  if (result.ok) replaceCart(result.data.shoppingCart);
  return result;
}
