import { showsVariantPicker, soldOutValues } from '../../src/format/product-status';
import { emit } from '../../src/events';
import { formatMessage, resolveMessages } from '../../src/messages';
import { optionNames, optionValues, ownValue, ProductType } from '../../src/product/product';
import { defineElement, type ElementSpec, type ElementState } from '../../src/runtime/element';
import { chooseOption, type ProductScope } from '../../stores/product';
import { meta as variantPickerMeta } from './variant-picker.meta';
import type { VariantPickerViewProps } from './VariantPickerView';

type Actions = { readonly choose: (option: string, value: string) => void };

/** The picker for a state: one entry per option, none for a single variant. */
export function variantPickerProps(
  { product, selection, attributes, context }: ElementState<typeof variantPickerMeta>,
  actions: Actions | null,
): VariantPickerViewProps {
  const messages = resolveMessages(context.messages);
  // A gift card's denominations read "Value" and "Select Value", as on the platform.
  const giftCard = product?.structuredContent.productType === ProductType.GiftCard;
  const options =
    product && showsVariantPicker(product)
      ? optionNames(product).map((name) => {
          const values = optionValues(product, name);
          const soldOut = soldOutValues(product, name, selection.options);
          return {
            name,
            label: giftCard ? messages.giftCardValue : name,
            values,
            labels: values.map((value) =>
              soldOut.has(value) ? formatMessage(messages.soldOutChoice, { value }) : value,
            ),
            chosen: ownValue(selection.options, name) ?? '',
            invalid: selection.flagged.includes(name),
            placeholder: giftCard ? messages.selectValue : formatMessage(messages.selectVariant, { variantName: name }),
          };
        })
      : [];
  return { display: attributes.display, options, onChoose: actions?.choose };
}

/** `<sq-variant-picker>`. */
export const spec: ElementSpec<typeof variantPickerMeta, VariantPickerViewProps, Actions> = {
  meta: variantPickerMeta,
  product: true,
  selection: true,
  actions: (scope: ProductScope, host: HTMLElement) => ({
    choose: (option, value) => {
      // A theme swaps images or updates the address from here.
      const chosen = chooseOption(scope, option, value);
      if (chosen) emit(host, 'sq-variant-change', chosen);
    },
  }),
  props: variantPickerProps,
  view: () => import('./VariantPickerView').then((module) => module.VariantPickerView),
};

/** Defines `<sq-variant-picker>`. */
export const define = () => defineElement(spec);

/** The element's tag and attributes. */
export { variantPickerMeta as meta };
