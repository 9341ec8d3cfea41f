import { formatMessage, type Messages } from '../messages';

/** The cart page; the cart link always resolves here, whatever page it is on. */
export const CART_PATH = '/cart';

/** Above this count the pill shows "100+". */
export const CART_BADGE_LIMIT = 100;

/** A cart's item count as the pill shows it, and its spoken label ("3 items in cart"). */
export function cartCountText(count: number, messages: Messages): { shown: string; spoken: string } {
  if (count > CART_BADGE_LIMIT) return { shown: messages.cartBadgeOverLimit, spoken: messages.cartCountOverLimit };
  return {
    shown: String(count),
    spoken: formatMessage(count === 1 ? messages.cartCountOne : messages.cartCount, { count }),
  };
}
