import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { $pageContext } from '../../stores/page-context';
import { setQuantity } from '../../stores/product';
import { showsQuantityInput } from '../format/product-status';
import type { ElementProps } from '../lib/define';
import { clampQuantity, QUANTITY_MAX, QUANTITY_MIN } from '../product/add-to-cart-check';
import type { quantityInputMeta } from './quantity-input.meta';
import { useProductScope } from './use-product-scope';

/** `<sq-quantity-input>`: the quantity to add, where SPEC.md section 5 allows one. */
export function QuantityInput({ host }: ElementProps<typeof quantityInputMeta>) {
  const { scope, product, selection } = useProductScope(host);
  const context = useStore($pageContext);
  const id = useId();
  if (!scope || !product || !showsQuantityInput(product, context.storeSettings)) return null;
  return (
    <>
      <label className="sq-quantity-input__label" htmlFor={id}>
        Quantity
      </label>
      <input
        id={id}
        className="sq-quantity-input__input"
        type="number"
        inputMode="numeric"
        min={QUANTITY_MIN}
        max={QUANTITY_MAX}
        step={1}
        value={selection.quantity}
        onChange={(event) => setQuantity(scope, event.currentTarget.value)}
        onBlur={(event) => {
          const value = Number(event.currentTarget.value);
          if (event.currentTarget.value.trim() !== '' && Number.isInteger(value)) {
            setQuantity(scope, String(clampQuantity(value)));
          }
        }}
      />
    </>
  );
}
