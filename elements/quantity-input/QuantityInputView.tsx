import { useId } from 'react';
import { QUANTITY_MAX, QUANTITY_MIN } from '../../src/lib/quantity';

/** Props of the quantity input. */
export interface QuantityInputViewProps {
  /**
   * Whether the product takes a quantity: physical, or a service when the shop allows it; not a
   * subscription; more than one in stock (src/format/product-status.ts).
   */
  readonly shown: boolean;
  readonly label: string;
  /** The quantity as typed. */
  readonly value: string;
  readonly onChange?: (value: string) => void;
  /** Called when the field loses focus, with what it holds. */
  readonly onCommit?: (value: string) => void;
}

/**
 * A labelled number input from 1 to 9999 in steps of 1, whatever the stock: asking for more than
 * there is gets the add-to-cart check's "not enough" message.
 */
export function QuantityInputView({ shown, label, value, onChange, onCommit }: QuantityInputViewProps) {
  const id = useId();
  if (!shown) return null;
  return (
    <>
      <label className="sq-quantity-input__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="sq-quantity-input__input"
        type="number"
        inputMode="numeric"
        min={QUANTITY_MIN}
        max={QUANTITY_MAX}
        step={1}
        value={value}
        onChange={(event) => onChange?.(event.currentTarget.value)}
        onBlur={(event) => onCommit?.(event.currentTarget.value)}
      />
    </>
  );
}
