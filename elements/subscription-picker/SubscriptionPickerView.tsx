import { useId } from 'react';

/** One subscription option a visitor can choose. */
export interface SubscriptionChoice {
  readonly id: string;
  /** Its price and billing period ("$18.00 every 2 weeks"). */
  readonly label: string;
}

/** Props of `<sq-subscription-picker>`'s view. */
export interface SubscriptionPickerViewProps {
  /** The group's name ("Subscription"). */
  readonly legend: string;
  /** One per subscription option; none when the product has fewer than two. */
  readonly choices: readonly SubscriptionChoice[];
  /** The option in force. */
  readonly chosen: string | null;
  readonly onChoose?: (id: string) => void;
}

/**
 * A group of radio buttons, one per subscription option, styled like the variant picker's radio
 * display (it shares its classes).
 */
export function SubscriptionPickerView({ legend, choices, chosen, onChoose }: SubscriptionPickerViewProps) {
  const name = useId();
  if (choices.length === 0) return null;
  return (
    <fieldset className="sq-variant-picker__option sq-subscription-picker__options">
      <legend className="sq-variant-picker__label">{legend}</legend>
      {choices.map((choice) => (
        <label key={choice.id} className="sq-variant-picker__choice">
          <input
            type="radio"
            name={name}
            value={choice.id}
            checked={choice.id === chosen}
            onChange={() => onChoose?.(choice.id)}
          />
          <span>{choice.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
