import { showsQuantityInput, variantMaximum } from '../../src/format/product-status';
import { findVariant } from '../../src/product/product';
import { clampQuantity, QUANTITY_MAX } from '../../src/product/add-to-cart-check';
import { resolveMessages } from '../../src/messages';
import { defineElement, type ElementSpec, type ElementState } from '../../src/runtime/element';
import { setQuantity, type ProductScope } from '../../stores/product';
import { meta as quantityInputMeta } from './quantity-input.meta';
import { QuantityInputView, type QuantityInputViewProps } from './QuantityInputView';

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
    max: product ? variantMaximum(product, findVariant(product, selection.options)) : QUANTITY_MAX,
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
    // A whole number out of bounds is brought back into 1 to the most the chosen variant allows
    // (9999 at most) when the visitor leaves the field.
    commit: (value) => {
      const number = Number(value);
      const product = scope.$product.get();
      const max = product
        ? variantMaximum(product, findVariant(product, scope.$selection.get().options))
        : QUANTITY_MAX;
      if (value.trim() !== '' && Number.isInteger(number))
        setQuantity(scope, String(Math.min(max, clampQuantity(number))));
    },
  }),
  props: quantityInputProps,
  View: QuantityInputView,
};

/** Defines `<sq-quantity-input>`. */
export const define = () => defineElement(spec);

/** The element's tag and attributes. */
export { quantityInputMeta as meta };
