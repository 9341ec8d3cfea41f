import { QuantityInput } from '../src/components/QuantityInput';
import { quantityInputMeta } from '../src/components/quantity-input.meta';
import { defineElement, type ElementInstance } from '../src/lib/define';

/** `<sq-quantity-input>`: see the README. */
export const SqQuantityInputElement = defineElement(quantityInputMeta, QuantityInput);

/** An `<sq-quantity-input>` element. */
export type SqQuantityInputElement = ElementInstance<typeof quantityInputMeta>;

declare global {
  interface HTMLElementTagNameMap {
    'sq-quantity-input': SqQuantityInputElement;
  }
}
