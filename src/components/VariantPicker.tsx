import { useId } from 'react';
import { chooseOption } from '../../stores/product';
import { showsVariantPicker } from '../format/product-status';
import type { ElementProps } from '../lib/define';
import { optionNames, optionValues } from '../product/product';
import type { variantPickerMeta } from './variant-picker.meta';
import { useProductScope } from './use-product-scope';

/** `<sq-variant-picker>`: one control per variant option; nothing with a single variant. */
export function VariantPicker({ host, display }: ElementProps<typeof variantPickerMeta>) {
  const { scope, product, selection } = useProductScope(host);
  const id = useId();
  if (!scope || !product || !showsVariantPicker(product)) return null;
  return (
    <>
      {optionNames(product).map((option, index) => {
        const values = optionValues(product, option);
        const chosen = selection.options[option] ?? '';
        const invalid = selection.flagged.includes(option);
        const controlId = `${id}-${index}`;
        if (display === 'radio') {
          return (
            <fieldset
              key={option}
              className="sq-variant-picker__option"
              data-state={invalid ? 'invalid' : undefined}
              aria-invalid={invalid || undefined}
            >
              <legend className="sq-variant-picker__label">{option}</legend>
              {values.map((value) => (
                <label key={value} className="sq-variant-picker__choice">
                  <input
                    type="radio"
                    name={controlId}
                    value={value}
                    checked={chosen === value}
                    onChange={() => chooseOption(scope, option, value)}
                  />
                  <span>{value}</span>
                </label>
              ))}
            </fieldset>
          );
        }
        return (
          <div key={option} className="sq-variant-picker__option" data-state={invalid ? 'invalid' : undefined}>
            <label className="sq-variant-picker__label" htmlFor={controlId}>
              {option}
            </label>
            <select
              id={controlId}
              className="sq-variant-picker__select"
              value={chosen}
              aria-invalid={invalid || undefined}
              onChange={(event) => chooseOption(scope, option, event.currentTarget.value)}
            >
              <option value="">{`Select ${option}`}</option>
              {values.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </select>
          </div>
        );
      })}
    </>
  );
}
