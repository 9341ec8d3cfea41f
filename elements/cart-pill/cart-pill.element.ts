import { formatMoney, moneyFromMinor } from '../../src/format/money';
import { formatMessage, resolveMessages, type Messages } from '../../src/messages';
import { defineElement, type ElementSpec, type ElementState } from '../../src/runtime/element';
import { meta as cartPillMeta } from './cart-pill.meta';
import { CartPillView, type CartPillViewProps } from './CartPillView';

/** The cart page; the cart link always resolves here (SPEC.md section 2). */
export const CART_PATH = '/cart';

/** Above this count the pill shows "100+" (SPEC.md section 9). */
export const CART_BADGE_LIMIT = 100;

/** The count as the pill shows it, and its spoken label. */
export function cartCountText(count: number, messages: Messages): { shown: string; spoken: string } {
  if (count > CART_BADGE_LIMIT) return { shown: messages.cartBadgeOverLimit, spoken: messages.cartCountOverLimit };
  return {
    shown: String(count),
    spoken: formatMessage(count === 1 ? messages.cartCountOne : messages.cartCount, { count }),
  };
}

/** The pill for a state. */
export function cartPillProps({ cart, context, locale }: ElementState<typeof cartPillMeta>): CartPillViewProps & {
  readonly empty: boolean;
} {
  const messages = resolveMessages(context.messages);
  const count = cart?.totalQuantity ?? 0;
  const subtotal = moneyFromMinor(cart?.subtotalCents ?? 0, context.storeSettings.selectedCurrency);
  const { shown, spoken } = cartCountText(count, messages);
  return {
    empty: count === 0,
    href: CART_PATH,
    count: shown,
    spoken,
    subtotal: subtotal ? formatMoney(subtotal, locale) : null,
  };
}

/** `<sq-cart-pill>`. */
export const spec: ElementSpec<typeof cartPillMeta, ReturnType<typeof cartPillProps>> = {
  meta: cartPillMeta,
  cart: true,
  props: cartPillProps,
  View: CartPillView,
  hostState: ({ empty }) => (empty ? 'empty' : 'filled'),
  hidden: ({ empty }) => empty,
};

/** Defines `<sq-cart-pill>`. */
export const define = () => defineElement(spec);

/** The element's tag and attributes. */
export { cartPillMeta as meta };
