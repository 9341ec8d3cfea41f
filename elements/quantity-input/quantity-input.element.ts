import { showsQuantityInput } from '../../src/format/product-status';
import { clampQuantity } from '../../src/lib/quantity';
import { resolveMessages } from '../../src/messages';
import { defineElement, type ElementSpec, type ElementState } from '../../src/runtime/element';
import { setQuantity, type ProductScope } from '../../stores/product';
import { meta as quantityInputMeta } from './quantity-input.meta';
import type { QuantityInputViewProps } from './QuantityInputView';

type Actions = { readonly change: (value: string) => void; readonly commit: (value: string) => void };

/** The quantity input for a state. */
export function quantityInputProps(
  { product, selection, context }: ElementState<typeof quantityInputMeta>,
  actions: Actions | null,
): QuantityInputViewProps {
  const messages = resolveMessages(context.messages);
  return {
    shown: product !== null && showsQuantityInput(product, context.storeSettings),
    label: messages.quantity,
    value: selection.quantity,
    onChange: actions?.change,
    onCommit: actions?.commit,
  };
}

/** `<sq-quantity-input>`. */
export const spec: ElementSpec<typeof quantityInputMeta, QuantityInputViewProps, Actions> = {
  meta: quantityInputMeta,
  product: true,
  selection: true,
  actions: (scope: ProductScope) => ({
    change: (value) => setQuantity(scope, value),
    // A whole number out of bounds is brought back into 1 to 9999 when the visitor leaves the
    // field; never down to the stock, so asking for more than there is gets the add-to-cart
    // check's "not enough" message.
    commit: (value) => {
      const number = Number(value);
      if (value.trim() !== '' && Number.isInteger(number)) setQuantity(scope, String(clampQuantity(number)));
    },
  }),
  props: quantityInputProps,
  view: () => import('./QuantityInputView').then((module) => module.QuantityInputView),
};

/** Defines `<sq-quantity-input>`. */
export const define = () => defineElement(spec);

/** The element's tag and attributes. */
export { quantityInputMeta as meta };
