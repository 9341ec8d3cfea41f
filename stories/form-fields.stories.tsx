import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId, useState } from 'react';
import { parseFormDefinition, type FieldType, type FormField } from '../src/forms/definition';
import { FormFields } from '../src/forms/FormFields';
import { FORM_MESSAGES } from '../src/forms/messages';
import { initialAnswers } from '../src/forms/values';

/** A story's form: its fields as a form definition has them, and what the form shows around them. */
interface FormStoryArgs {
  /** The fields, as a form definition's `fields` list writes them (edit them in Controls). */
  readonly fields: readonly Record<string, unknown>[];
  /** Field id to the message shown at it. */
  readonly errors?: Readonly<Record<string, string>>;
  readonly disabled?: boolean;
  /** The page address's query, where hidden fields take their values. */
  readonly search?: string;
}

/**
 * The fields in a form that keeps their answers, as the custom product form dialog does, with the
 * answers shown below them in the shape a submission sends.
 */
function FormStory({ fields, errors = {}, disabled = false, search = '' }: FormStoryArgs) {
  const id = useId();
  const form = parseFormDefinition({ id: 'story', fields: structuredClone(fields) }, 'the story');
  const parsed: readonly FormField[] = form?.fields ?? [];
  const [answers, setAnswers] = useState(() => initialAnswers(parsed, search));
  return (
    <form noValidate style={{ display: 'grid', gap: '1.5rem', maxInlineSize: '36rem' }}>
      <FormFields
        fields={parsed}
        answers={answers}
        errors={errors}
        onChange={(fieldId, value) => setAnswers((before) => ({ ...before, [fieldId]: value }))}
        messages={FORM_MESSAGES}
        idPrefix={id}
        disabled={disabled}
      />
      <figure style={{ margin: 0, fontSize: '0.8125rem' }}>
        <figcaption style={{ color: '#595959' }}>Answers, as a submission sends them</figcaption>
        <pre className="story-answers" style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
          {JSON.stringify(answers)}
        </pre>
      </figure>
    </form>
  );
}

// One field of each type, as a form definition writes it (the fields of a contact form, and the rest).
const text = { id: 'note', type: 'text', title: 'Engraving', placeholder: 'Up to 20 letters', maxLength: 20 };
const email = { id: 'email', type: 'email', title: 'Email', required: true };
const textarea = {
  id: 'message',
  type: 'textarea',
  title: 'Message',
  description: 'Printed on the gift card.',
  maxLength: 500,
};
const number = { id: 'count', type: 'number', title: 'Guests' };
const website = { id: 'site', type: 'website', title: 'Website', placeholder: 'https://' };
const name = { id: 'name', type: 'name', title: 'Name', required: true };
const address = { id: 'address', type: 'address', title: 'Address', country: 'US' };
const phone = { id: 'phone', type: 'phone', title: 'Phone' };
const date = { id: 'date', type: 'date', title: 'Delivery date' };
const time = { id: 'time', type: 'time', title: 'Pick-up time' };
const checkbox = { id: 'topics', type: 'checkbox', title: 'Topics', options: ['Orders', 'Returns', 'Other'] };
const radio = { id: 'wrap', type: 'radio', title: 'Gift wrap', options: ['None', 'Paper', 'Fabric'], required: true };
const select = { id: 'colour', type: 'select', title: 'Ribbon', options: ['Sand', 'Navy', 'Rust'] };
const likert = { id: 'service', type: 'likert', title: 'Our service', questions: ['Speed', 'Care'] };
const hidden = { id: 'source', type: 'hidden', name: 'utm_source', defaultValue: 'direct' };
const section = { id: 'more', type: 'section', title: 'About the gift', description: 'Optional details.' };

/** Every field type, in the order the form definition lists them: text, email, textarea, number, …, section. */
const ALL: Readonly<Record<FieldType, Record<string, unknown>>> = {
  text,
  email,
  textarea,
  number,
  website,
  name,
  address,
  phone,
  date,
  time,
  checkbox,
  radio,
  select,
  likert,
  hidden,
  section,
};

const meta = {
  title: 'Forms/Form fields',
  tags: ['autodocs'],
  render: (args) => <FormStory {...args} />,
  parameters: {
    docs: {
      subtitle: 'The one renderer of form fields: custom product forms and form blocks.',
      description: {
        component: [
          '`FormFields` (src/forms/FormFields.tsx) draws every field type of a form definition as labelled native',
          'controls; the form holds the answers (in their submission shapes), the errors and the submit.',
          '',
          'Classes: `.sq-form-fields`, `.sq-field` and `.sq-field--{type}` (`data-state="invalid"` with an error),',
          '`.sq-field__label`, `__required`, `__description`, `__input`, `__parts`, `__part`, `__part-label`,',
          '`__choices`, `__choice`, `__questions`, `__question`, `__question-label`, `__counter` (`data-over`),',
          '`__error`, `__heading`.',
          '',
          'Custom properties: `--sq-field-gap` (`1.25em`), `--sq-field-border-color` (`#767676`),',
          '`--sq-field-radius` (`4px`), `--sq-field-muted-color` (`#595959`),',
          '`--sq-field-error-color` (`#b00020`), `--sq-field-accent-color` (`auto`), `--sq-focus-color` (`#1a73e8`).',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<FormStoryArgs>;

export default meta;

type Story = StoryObj<typeof meta>;

/** A story of one field. */
const one = (field: Record<string, unknown>): Story => ({ args: { fields: [field] } });

export const Text = one(text);
export const Email = one(email);
export const Textarea = one(textarea);
export const NumberField: Story = { ...one(number), name: 'Number' };
export const Website = one(website);
export const Name = one(name);
export const Address = one(address);
export const Phone = one(phone);
export const DateField: Story = { ...one(date), name: 'Date' };
export const Time = one(time);
export const Checkbox = one(checkbox);
export const Radio = one(radio);
export const Select = one(select);
export const Likert = one(likert);

export const Hidden: Story = {
  name: 'Hidden (nothing to see; its value from the address)',
  args: { fields: [hidden], search: '?utm_source=newsletter' },
};

export const Section: Story = {
  args: { fields: [section, text] },
};

export const AllTypes: Story = {
  name: 'All types',
  args: { fields: Object.values(ALL) },
};

export const WithErrors: Story = {
  name: 'With errors',
  args: {
    fields: [
      email,
      name,
      { ...text, maxLength: 5, defaultValue: 'Happy birthday' },
      radio,
      { ...likert, required: true },
    ],
    errors: {
      email: 'Email is not valid. Email addresses should follow the format user@domain.com.',
      name: FORM_MESSAGES.required,
      note: 'You have exceeded the character limit.',
      wrap: FORM_MESSAGES.required,
      service: FORM_MESSAGES.surveyInvalid,
    },
  },
};

export const Disabled: Story = {
  name: 'Disabled (while saving)',
  args: { fields: Object.values(ALL), disabled: true },
};
