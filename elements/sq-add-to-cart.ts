import { AddToCart } from '../src/components/AddToCart';
import { addToCartMeta } from '../src/components/add-to-cart.meta';
import { defineElement, type ElementInstance } from '../src/lib/define';

/** `<sq-add-to-cart>`: see the README. */
export const SqAddToCartElement = defineElement(addToCartMeta, AddToCart);

/** An `<sq-add-to-cart>` element. */
export type SqAddToCartElement = ElementInstance<typeof addToCartMeta>;

declare global {
  interface HTMLElementTagNameMap {
    'sq-add-to-cart': SqAddToCartElement;
  }
}
