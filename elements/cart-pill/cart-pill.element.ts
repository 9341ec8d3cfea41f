import { formatMoney, moneyFromMinor } from '../../src/format/money';
import { cartCountText, CART_PATH } from '../../src/format/cart-count';
import { messagesFor, resolveMessages } from '../../src/messages';
import { CART_PILL_MESSAGES } from './cart-pill.messages';
import { defineElement, type ElementSpec, type ElementState } from '../../src/runtime/element';
import { meta as cartPillMeta } from './cart-pill.meta';
import { CartPillView, type CartPillViewProps } from './CartPillView';

export { CART_BADGE_LIMIT, CART_PATH, cartCountText } from '../../src/format/cart-count';

/** The drawer's texts. */
function drawerTexts(overrides: Readonly<Record<string, string>>): NonNullable<CartPillViewProps['drawer']> {
  const texts = messagesFor(CART_PILL_MESSAGES, overrides);
  return { title: texts.cartDrawerTitle, closeText: texts.cartDrawerClose, viewCartText: texts.cartDrawerViewCart };
}

/** The pill for a state. */
export function cartPillProps({
  attributes,
  cart,
  context,
  locale,
}: ElementState<typeof cartPillMeta>): CartPillViewProps & {
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
    drawer: attributes.drawer ? drawerTexts(context.messages) : null,
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
