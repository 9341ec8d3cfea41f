import { useId } from 'react';

/** One option of the product and what the visitor chose for it. */
export interface PickerOption {
  readonly name: string;
  /** What the option is called on the page: its name, or "Value" for a gift card's denominations. */
  readonly label: string;
  readonly values: readonly string[];
  /** What each value says: the value, or "M (sold out)" for one that has run out. */
  readonly labels: readonly string[];
  /** The chosen value, or ''. */
  readonly chosen: string;
  /** Whether a failed add flagged it as still to choose. */
  readonly invalid: boolean;
  /** The empty choice's text ("Select Size"). */
  readonly placeholder: string;
}

/** Props of the variant picker. */
export interface VariantPickerViewProps {
  readonly display: 'dropdown' | 'radio';
  /** One entry per option; empty when the product has a single variant. */
  readonly options: readonly PickerOption[];
  readonly onChoose?: (option: string, value: string) => void;
}

/** One control per variant option: a `<select>` or a group of radio buttons. */
export function VariantPickerView({ display, options, onChoose }: VariantPickerViewProps) {
  const id = useId();
  return options.map((option, index) => {
    const controlId = `${id}-${index}`;
    if (display === 'radio') {
      return (
        <fieldset
          key={option.name}
          className="sq-variant-picker__option"
          data-state={option.invalid ? 'invalid' : undefined}
          aria-invalid={option.invalid || undefined}
        >
          <legend className="sq-variant-picker__label">{option.label}</legend>
          {option.values.map((value, position) => (
            <label key={value} className="sq-variant-picker__choice">
              <input
                type="radio"
                name={controlId}
                value={value}
                checked={option.chosen === value}
                onChange={() => onChoose?.(option.name, value)}
              />
              <span>{option.labels[position]}</span>
            </label>
          ))}
        </fieldset>
      );
    }
    return (
      <div key={option.name} className="sq-variant-picker__option" data-state={option.invalid ? 'invalid' : undefined}>
        <label className="sq-variant-picker__label" htmlFor={controlId}>
          {option.label}
        </label>
        <select
          id={controlId}
          className="sq-variant-picker__select"
          value={option.chosen}
          aria-invalid={option.invalid || undefined}
          onChange={(event) => onChoose?.(option.name, event.currentTarget.value)}
        >
          <option value="">{option.placeholder}</option>
          {option.values.map((value, position) => (
            <option key={value} value={value}>
              {option.labels[position]}
            </option>
          ))}
        </select>
      </div>
    );
  });
}
