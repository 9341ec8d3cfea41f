import { VariantPicker } from '../src/components/VariantPicker';
import { variantPickerMeta } from '../src/components/variant-picker.meta';
import { defineElement, type ElementInstance } from '../src/lib/define';

/** `<sq-variant-picker>`: see the README. */
export const SqVariantPickerElement = defineElement(variantPickerMeta, VariantPicker);

/** An `<sq-variant-picker>` element. */
export type SqVariantPickerElement = ElementInstance<typeof variantPickerMeta>;

declare global {
  interface HTMLElementTagNameMap {
    'sq-variant-picker': SqVariantPickerElement;
  }
}
