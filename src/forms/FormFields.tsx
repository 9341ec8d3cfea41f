/**
 * The one renderer of a form's fields (src/forms/definition.ts), for the custom product form
 * dialog and the form block alike: every field type of a form definition as labelled native
 * controls, holding the answers in their submission shapes (src/forms/values.ts). The form owns
 * the answers, the errors and the submit; this draws them.
 *
 * Classes: `sq-form-fields` (the list), `sq-field` with `sq-field--{type}` (one field, a
 * `<fieldset>` when it has several controls; `data-state="invalid"` with an error), and its
 * `sq-field__label`, `__required`, `__description`, `__input`, `__parts`, `__part`,
 * `__part-label`, `__choices`, `__choice`, `__questions`, `__question`, `__question-label`,
 * `__counter` (`data-over` past the limit), `__error` and `__heading` (a section's).
 */
import type { ChangeEvent, JSX, ReactNode } from 'react';
import { formatMessage } from '../messages';
import type { FieldType, FormField } from './definition';
import { addressLabels, postalCodeExample } from './address';
import { characterCount } from './checks';
import type { FormMessages } from './messages';
import { LIKERT_SCALE, normalizeAnswer, type AnswerValue, type FormAnswers } from './values';

/** Props of FormFields. */
export interface FormFieldsProps {
  readonly fields: readonly FormField[];
  /** Every field's answer in its shape (initialAnswers gives the first ones). */
  readonly answers: FormAnswers;
  /** Field id to the message shown at that field. */
  readonly errors: Readonly<Record<string, string>>;
  /** A field's whole new answer (a list type's every part, a checkbox's every checked option). */
  readonly onChange: (fieldId: string, value: AnswerValue) => void;
  /** The forms texts, resolved for the page. */
  readonly messages: FormMessages;
  /** Unique per form (from useId): starts every element id. */
  readonly idPrefix: string;
  /** Every control disabled (while the form saves). */
  readonly disabled?: boolean;
}

/** The id of a field's first control, for a form that moves focus to its first invalid field. */
export function fieldElementId(idPrefix: string, fieldId: string): string {
  return `${idPrefix}-${encodeURIComponent(fieldId)}`;
}

/**
 * The labels of an address's six parts, in answer order, as its country (ISO 3166-1 alpha-2)
 * names them ("Postcode", "Province"…; src/forms/address.ts); generic ones for another or none.
 */
export function addressPartLabels(country: string | null | undefined, messages: FormMessages): readonly string[] {
  const { line1, line2, city, region, postalCode, country: countryLabel } = addressLabels(country);
  return [line1, line2, city, region, postalCode, countryLabel].map((key) => messages[key]);
}

/** The labels of a list field's parts, in answer order. */
function partLabels(field: FormField, m: FormMessages): readonly string[] {
  switch (field.type) {
    case 'name':
      return [m.firstName, m.lastName];
    case 'address':
      return addressPartLabels(field.country, m);
    case 'phone':
      return [m.phoneCountryCode, m.phoneAreaCode, m.phoneNumber, m.phoneLine];
    case 'date':
      return [m.dateMonth, m.dateDay, m.dateYear];
    default:
      return [m.timeHour, m.timeMinute, m.timeSecond, m.timeAmPm];
  }
}

/** The autofill token of each part (a name, an address and a phone number are the visitor's own). */
const AUTOCOMPLETE: Partial<Record<FieldType, readonly string[]>> = {
  name: ['given-name', 'family-name'],
  address: ['address-line1', 'address-line2', 'address-level2', 'address-level1', 'postal-code', 'country-name'],
  phone: ['tel-country-code', 'tel-area-code', 'tel-local-prefix', 'tel-local-suffix'],
};

/** The input attributes of the one-line types that are not plain text. */
const INPUTS: Partial<Record<FieldType, JSX.IntrinsicElements['input']>> = {
  email: { type: 'email', autoComplete: 'email', spellCheck: false },
  website: { type: 'url', autoComplete: 'url', spellCheck: false },
  number: { inputMode: 'decimal' },
};

/** The types of one control, labelled by a `<label for>`; the others are a `<fieldset>`. */
const SINGLE: readonly FieldType[] = ['text', 'email', 'textarea', 'number', 'website', 'select'];

/** The values of a time's last part. */
const AM_PM = ['AM', 'PM'] as const;

/** Every field of a form, in its order: hidden fields render nothing, a section a heading. */
export function FormFields(props: FormFieldsProps): JSX.Element {
  return (
    <div className="sq-form-fields">
      {props.fields.map((field) => (
        <Field key={field.id} {...props} field={field} />
      ))}
    </div>
  );
}

function Field({
  field,
  answers,
  errors,
  onChange,
  messages: m,
  idPrefix,
  disabled,
}: FormFieldsProps & { readonly field: FormField }) {
  const { id, type, title, required, description, placeholder, maxLength } = field;
  if (type === 'hidden') return null;
  const base = fieldElementId(idPrefix, id);
  const descriptionText = description ? (
    <p className="sq-field__description" id={`${base}:description`}>
      {description}
    </p>
  ) : null;
  if (type === 'section') {
    return (
      <div className="sq-field sq-field--section">
        {title && <h3 className="sq-field__heading">{title}</h3>}
        {descriptionText}
      </div>
    );
  }

  const value = normalizeAnswer(field, Object.hasOwn(answers, id) ? answers[id] : undefined);
  const text = typeof value === 'string' ? value : '';
  const list = Array.isArray(value) ? (value as readonly string[]) : [];
  const error = Object.hasOwn(errors, id) ? errors[id] : '';
  const counted = maxLength != null && (type === 'text' || type === 'textarea');
  const characters = characterCount(text);
  const describedBy =
    [description && 'description', counted && 'counter', error && 'error']
      .filter(Boolean)
      .map((part) => `${base}:${part}`)
      .join(' ') || undefined;
  // The control's id: the first of a field is `base` (fieldElementId), the others `base:1`, `base:1:2`.
  const at = (...path: number[]) => (path.some(Boolean) ? [base, ...path].join(':') : base);
  const common = { disabled, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy } as const;
  const single = SINGLE.includes(type);
  // A group whose controls say "required" themselves hides the mark from screen readers, as a single control does.
  const selfRequired = single || type === 'radio' || type === 'likert';
  // The mark is drawn by CSS from `data-mark` (and is part of the name a screen reader hears for a
  // group), so the label's own text is the field's title alone: "Email", as the form names it.
  const label: ReactNode = (
    <>
      {title}
      {required && (
        <span className="sq-field__required" data-mark={m.requiredMark} aria-hidden={selfRequired || undefined} />
      )}
    </>
  );

  // One checkbox, or a radio of the group `name`; `sent` is its value, `caption` what it says.
  const choice = (
    controlId: string,
    sent: string,
    caption: string,
    checked: boolean,
    pick: () => void,
    name?: string,
  ) => (
    <label key={controlId} className="sq-field__choice">
      <input
        {...common}
        id={controlId}
        type={name ? 'radio' : 'checkbox'}
        name={name}
        value={sent}
        checked={checked}
        onChange={pick}
      />
      <span>{caption}</span>
    </label>
  );

  let body: ReactNode;
  if (type === 'select') {
    body = (
      <select
        {...common}
        id={base}
        className="sq-field__input"
        value={text}
        aria-required={required || undefined}
        onChange={(event) => onChange(id, event.currentTarget.value)}
      >
        <option value="">{placeholder ?? ''}</option>
        {field.options.map((option, index) => (
          <option key={index} value={option}>
            {option}
          </option>
        ))}
      </select>
    );
  } else if (single) {
    const control = {
      ...common,
      id: base,
      className: 'sq-field__input',
      value: text,
      placeholder: placeholder ?? undefined,
      'aria-required': required || undefined,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(id, event.currentTarget.value),
    };
    body = type === 'textarea' ? <textarea {...control} /> : <input {...control} {...INPUTS[type]} />;
  } else if (type === 'checkbox' || type === 'radio') {
    body = (
      <div className="sq-field__choices">
        {field.options.map((option, index) =>
          type === 'radio'
            ? choice(at(index), option, option, text === option, () => onChange(id, option), base)
            : choice(at(index), option, option, list.includes(option), () =>
                onChange(
                  id,
                  field.options.filter((other) => (other === option ? !list.includes(option) : list.includes(other))),
                ),
              ),
        )}
      </div>
    );
  } else if (type === 'likert') {
    const rated = value as Readonly<Record<string, string>>;
    body = (
      <div className="sq-field__questions">
        {field.questions.map((question, row) => (
          <fieldset key={row} className="sq-field__question" role="radiogroup" aria-required={required || undefined}>
            <legend className="sq-field__question-label">{question}</legend>
            <div className="sq-field__choices">
              {LIKERT_SCALE.map((step, column) =>
                choice(
                  at(row, column),
                  step.value,
                  m[step.label],
                  rated[question] === step.value,
                  () => onChange(id, { ...rated, [question]: step.value }),
                  `${base}:${row}`,
                ),
              )}
            </div>
          </fieldset>
        ))}
      </div>
    );
  } else {
    // An address's postal code box shows an example of its country's codes ("e.g. 94107").
    const example = type === 'address' ? postalCodeExample(field.country, 'full', m) : null;
    const change = (index: number, part: string) =>
      onChange(
        id,
        list.map((before, position) => (position === index ? part : before)),
      );
    body = (
      <div className="sq-field__parts">
        {partLabels(field, m).map((partLabel, index) => (
          <div key={index} className="sq-field__part">
            <label className="sq-field__part-label" htmlFor={at(index)}>
              {partLabel}
            </label>
            {type === 'time' && index === 3 ? (
              <select
                {...common}
                id={at(index)}
                className="sq-field__input"
                value={list[index] ?? ''}
                onChange={(event) => change(index, event.currentTarget.value)}
              >
                <option value="" />
                {AM_PM.map((half) => (
                  <option key={half} value={half}>
                    {half === 'AM' ? m.timeAm : m.timePm}
                  </option>
                ))}
              </select>
            ) : (
              <input
                {...common}
                id={at(index)}
                className="sq-field__input"
                type={type === 'phone' ? 'tel' : 'text'}
                inputMode={type === 'date' || type === 'time' ? 'numeric' : undefined}
                autoComplete={AUTOCOMPLETE[type]?.[index]}
                placeholder={(index === 4 && example) || undefined}
                value={list[index] ?? ''}
                onChange={(event) => change(index, event.currentTarget.value)}
              />
            )}
          </div>
        ))}
      </div>
    );
  }

  const Group = single ? 'div' : 'fieldset';
  return (
    <Group
      className={`sq-field sq-field--${type}`}
      data-state={error ? 'invalid' : undefined}
      role={type === 'radio' ? 'radiogroup' : undefined}
      aria-required={(type === 'radio' && required) || undefined}
      aria-invalid={(type === 'radio' && !!error) || undefined}
    >
      {single ? (
        <label className="sq-field__label" htmlFor={base}>
          {label}
        </label>
      ) : (
        <legend className="sq-field__label">{label}</legend>
      )}
      {descriptionText}
      {body}
      {counted && (
        <p className="sq-field__counter" id={`${base}:counter`} data-over={characters > maxLength ? '' : undefined}>
          {formatMessage(m.characterCount, { count: characters, max: maxLength })}
        </p>
      )}
      {error && (
        <p className="sq-field__error" id={`${base}:error`}>
          {error}
        </p>
      )}
    </Group>
  );
}
