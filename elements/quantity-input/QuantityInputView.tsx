import { useId } from 'react';
import { QUANTITY_MIN } from '../../src/product/add-to-cart-check';

/** Props of the quantity input. */
export interface QuantityInputViewProps {
  /** Whether the product takes a quantity (SPEC.md section 5). */
  readonly shown: boolean;
  readonly label: string;
  /** The quantity as typed. */
  readonly value: string;
  /** The most one add can take: the chosen variant's stock when limited, else 9999. */
  readonly max: number;
  readonly onChange?: (value: string) => void;
  /** Called when the field loses focus, with what it holds. */
  readonly onCommit?: (value: string) => void;
}

/** A labelled number input, 1 to the most one add can take (9999 at most) in steps of 1. */
export function QuantityInputView({ shown, label, value, max, onChange, onCommit }: QuantityInputViewProps) {
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
        max={max}
        step={1}
        value={value}
        onChange={(event) => onChange?.(event.currentTarget.value)}
        onBlur={(event) => onCommit?.(event.currentTarget.value)}
      />
    </>
  );
}
