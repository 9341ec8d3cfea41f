import { CartPill } from '../src/components/CartPill';
import { cartPillMeta } from '../src/components/cart-pill.meta';
import { defineElement, type ElementInstance } from '../src/lib/define';

/** `<sq-cart-pill>`: see the README. */
export const SqCartPillElement = defineElement(cartPillMeta, CartPill);

/** An `<sq-cart-pill>` element. */
export type SqCartPillElement = ElementInstance<typeof cartPillMeta>;

declare global {
  interface HTMLElementTagNameMap {
    'sq-cart-pill': SqCartPillElement;
  }
}
