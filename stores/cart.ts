import { atom } from 'nanostores';
import { fetchCart, postCartEntry, type AddEntryResponse, type Cart } from '../src/api/cart';
import type { AddEntryRequest } from '../src/api/requests';
import type { ApiResult } from '../src/api/client';

/** The visitor's cart; null until it is loaded or first changed. */
export const $cart = atom<Cart | null>(null);

/** How many of one sku the cart holds now (read when an add is checked, so no button re-renders on cart changes). */
export function quantityInCart(sku: string): number {
  const cart = $cart.get();
  if (!cart || !sku) return 0;
  return cart.entries.reduce((sum, entry) => (entry.chosenVariant.sku === sku ? sum + entry.quantity : sum), 0);
}

/** Replaces the cart with the one a call returned. */
export function replaceCart(cart: Cart): void {
  $cart.set(cart);
}

/** Loads the cart from the platform. */
export async function refreshCart(): Promise<ApiResult<Cart>> {
  const result = await fetchCart();
  if (result.ok) replaceCart(result.data);
  return result;
}

/** Adds an entry to the cart and takes the cart the platform answers with. */
export async function addToCart(entry: AddEntryRequest): Promise<ApiResult<AddEntryResponse>> {
  const result = await postCartEntry(entry);
  if (result.ok) replaceCart(result.data.shoppingCart);
  return result;
}
