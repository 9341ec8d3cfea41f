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

/** How long word from other tabs is gathered before the cart loads again (ms): one change, one load. */
export const OTHER_TAB_DELAY = 100;

/**
 * Loads the cart again when another tab of the shop changed it: words that come together are one
 * load, and word arriving while a load is under way is one more load after it (so the last change
 * is seen). Returns the function that stops listening.
 */
export function followOtherTabs(win: Window): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let loading: Promise<unknown> | null = null;
  let again = false;
  const load = () => {
    timer = undefined;
    if (loading) {
      again = true;
      return;
    }
    loading = refreshCart().finally(() => {
      loading = null;
      if (again) {
        again = false;
        schedule();
      }
    });
  };
  const schedule = () => {
    timer ??= setTimeout(load, OTHER_TAB_DELAY);
  };
  const stop = hearOtherTabs(win, 'cart', schedule);
  return () => {
    stop();
    clearTimeout(timer);
  };
}

/** Adds an entry to the cart and takes the cart the platform answers with. */
export async function addToCart(entry: AddEntryRequest): Promise<ApiResult<AddEntryResponse>> {
  const result = await postCartEntry(entry);
  if (result.ok) replaceCart(result.data.shoppingCart);
  return result;
}
