import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { FORM_BLOCK_MESSAGES } from '../src/forms/block-messages';
import { formBlockErrors } from '../src/forms/checks';
import {
  FIELD_TYPES,
  FormDefinitionSchema,
  FormFieldSchema,
  type FieldType,
  type FormField,
} from '../src/forms/definition';
import { addressPartLabels, fieldElementId, FormFields } from '../src/forms/FormFields';
import { FORM_MESSAGES } from '../src/forms/messages';
import { initialAnswers, type AnswerValue, type FormAnswers } from '../src/forms/values';

afterEach(() => cleanup());

/** A field as a form definition gives it (every optional part filled in by the schema). */
function field(type: FieldType, overrides: Record<string, unknown> = {}): FormField {
  return v.parse(FormFieldSchema, { id: `f-${type}`, type, title: `The ${type}`, ...overrides });
}

interface Options {
  readonly answers?: FormAnswers;
  readonly errors?: Readonly<Record<string, string>>;
  readonly disabled?: boolean;
  readonly search?: string;
}

/** The fields in a form that keeps its answers, as the dialog does; `changes` records every onChange. */
function renderFields(fields: readonly FormField[], options: Options = {}) {
  const changes: [string, AnswerValue][] = [];
  function Form() {
    const [answers, setAnswers] = useState(options.answers ?? initialAnswers(fields, options.search));
    return (
      <FormFields
        fields={fields}
        answers={answers}
        errors={options.errors ?? {}}
        messages={FORM_MESSAGES}
        idPrefix="form"
        disabled={options.disabled}
        onChange={(id, value) => {
          changes.push([id, value]);
          setAnswers((before) => ({ ...before, [id]: value }));
        }}
      />
    );
  }
  const view = render(<Form />);
  const last = () => changes.at(-1);
  return { ...view, changes, last };
}

const type = (control: HTMLElement, value: string) => fireEvent.change(control, { target: { value } });

describe('FormFields', () => {
  it('renders one labelled input per one-line type, with its kind of keyboard and autofill', () => {
    renderFields([
      field('text', { placeholder: 'Your words' }),
      field('email'),
      field('number'),
      field('website'),
      field('textarea'),
    ]);
    const text = screen.getByLabelText<HTMLInputElement>('The text');
    expect(text.type).toBe('text');
    expect(text.placeholder).toBe('Your words');
    const email = screen.getByLabelText<HTMLInputElement>('The email');
    expect(email.type).toBe('email');
    expect(email.getAttribute('autocomplete')).toBe('email');
    expect(screen.getByLabelText('The number').getAttribute('inputmode')).toBe('decimal');
    expect(screen.getByLabelText<HTMLInputElement>('The website').type).toBe('url');
    expect(screen.getByLabelText('The textarea').localName).toBe('textarea');
    for (const label of document.querySelectorAll('label.sq-field__label')) {
      expect(document.getElementById(label.getAttribute('for')!)).not.toBeNull();
    }
  });

  it('sends what the visitor types as the field’s text', () => {
    const { last } = renderFields([field('text'), field('textarea')]);
    type(screen.getByLabelText('The text'), 'Hello');
    expect(last()).toEqual(['f-text', 'Hello']);
    type(screen.getByLabelText('The textarea'), 'Two\nlines');
    expect(last()).toEqual(['f-textarea', 'Two\nlines']);
    expect(screen.getByLabelText<HTMLInputElement>('The text').value).toBe('Hello');
  });

  it('marks a required field for everyone, without the browser’s own check', () => {
    renderFields([field('email', { required: true }), field('name', { required: true })]);
    const email = screen.getByLabelText<HTMLInputElement>(/The email/);
    expect(email.getAttribute('aria-required')).toBe('true');
    expect(email.required).toBe(false);
    const label = document.querySelector('label.sq-field__label')!;
    // The label's text is the title alone (CSS draws the mark from data-mark), so the field is
    // found by its title as the form names it.
    expect(label.textContent).toBe('The email');
    expect(screen.getByLabelText('The email')).toBe(email);
    expect(label.querySelector('.sq-field__required')?.getAttribute('data-mark')).toBe('(required)');
    // The control says "required" itself; the group of a name has only its legend to say it.
    expect(label.querySelector('.sq-field__required')?.getAttribute('aria-hidden')).toBe('true');
    const legend = document.querySelector('fieldset.sq-field--name > legend')!;
    expect(legend.textContent).toBe('The name');
    expect(legend.querySelector('.sq-field__required')?.hasAttribute('aria-hidden')).toBe(false);
  });

  it('renders a name as a group of first and last name, and sends both parts', () => {
    const { last } = renderFields([field('name', { title: 'Name' })]);
    const group = screen.getByRole('group', { name: 'Name' });
    expect(group.localName).toBe('fieldset');
    const first = within(group).getByLabelText('First Name');
    const lastName = within(group).getByLabelText('Last Name');
    expect(first.getAttribute('autocomplete')).toBe('given-name');
    type(lastName, 'Lovelace');
    expect(last()).toEqual(['f-name', ['', 'Lovelace']]);
    type(first, 'Ada');
    expect(last()).toEqual(['f-name', ['Ada', 'Lovelace']]);
  });

  it('renders an address in six labelled parts and sends all six', () => {
    const { last } = renderFields([field('address', { title: 'Address', country: 'US' })]);
    const group = screen.getByRole('group', { name: 'Address' });
    const labels = [...group.querySelectorAll('.sq-field__part-label')].map((label) => label.textContent);
    expect(labels).toEqual(['Address', 'Address 2', 'City', 'State', 'ZIP Code', 'Country']);
    expect(labels).toEqual(addressPartLabels('US', FORM_MESSAGES));
    const city = within(group).getByLabelText('City');
    expect(city.getAttribute('autocomplete')).toBe('address-level2');
    type(city, 'Portland');
    expect(last()).toEqual(['f-address', ['', '', 'Portland', '', '', '']]);
  });

  it('renders a phone number in four parts and sends four, a stored one of three with an empty country code', () => {
    const phone = field('phone', { title: 'Phone' });
    const { last } = renderFields([phone], {
      answers: initialAnswers([phone], '', { 'f-phone': ['503', '555', '0142'] }),
    });
    const group = screen.getByRole('group', { name: 'Phone' });
    const inputs = within(group).getAllByRole<HTMLInputElement>('textbox');
    expect(inputs.map((input) => input.type)).toEqual(['tel', 'tel', 'tel', 'tel']);
    expect(inputs.map((input) => input.value)).toEqual(['', '503', '555', '0142']);
    for (const label of ['Country Code', 'Area Code', 'Phone Number', 'Last Digits']) {
      expect(within(group).getByLabelText(label)).toBeTruthy();
    }
    type(within(group).getByLabelText('Country Code'), '1');
    expect(last()).toEqual(['f-phone', ['1', '503', '555', '0142']]);
  });

  it('renders a date as month, day and year, and sends the three', () => {
    const { last } = renderFields([field('date', { title: 'Date' })]);
    const group = screen.getByRole('group', { name: 'Date' });
    type(within(group).getByLabelText('Month'), '5');
    type(within(group).getByLabelText('Day'), '14');
    type(within(group).getByLabelText('Year'), '2026');
    expect(last()).toEqual(['f-date', ['5', '14', '2026']]);
    expect(within(group).getByLabelText('Day').getAttribute('inputmode')).toBe('numeric');
  });

  it('renders a time as hour, minute, second and a choice of AM or PM, and sends the four', () => {
    const { last } = renderFields([field('time', { title: 'Time' })]);
    const group = screen.getByRole('group', { name: 'Time' });
    type(within(group).getByLabelText('Hour'), '9');
    type(within(group).getByLabelText('Minute'), '30');
    const half = within(group).getByLabelText<HTMLSelectElement>('AM/PM');
    expect([...half.options].map((option) => [option.value, option.textContent])).toEqual([
      ['', ''],
      ['AM', 'AM'],
      ['PM', 'PM'],
    ]);
    type(half, 'PM');
    expect(last()).toEqual(['f-time', ['9', '30', '', 'PM']]);
    expect(within(group).getByLabelText('Second')).toBeTruthy();
  });

  it('renders a checkbox per option and sends the checked ones, in the options’ order', () => {
    const { last } = renderFields([field('checkbox', { title: 'Topics', options: ['Orders', 'Returns', 'Other'] })]);
    const group = screen.getByRole('group', { name: 'Topics' });
    expect(within(group).getAllByRole('checkbox')).toHaveLength(3);
    fireEvent.click(within(group).getByLabelText('Returns'));
    expect(last()).toEqual(['f-checkbox', ['Returns']]);
    fireEvent.click(within(group).getByLabelText('Orders'));
    expect(last()).toEqual(['f-checkbox', ['Orders', 'Returns']]);
    fireEvent.click(within(group).getByLabelText('Returns'));
    expect(last()).toEqual(['f-checkbox', ['Orders']]);
    expect(within(group).getByLabelText<HTMLInputElement>('Orders').checked).toBe(true);
  });

  it('renders a radio group of the options and sends the one chosen', () => {
    const { last } = renderFields([
      field('radio', { title: 'Size', options: ['Small', 'Large'], required: true, defaultValue: 'Small' }),
    ]);
    const group = screen.getByRole('radiogroup', { name: 'Size' });
    expect(group.getAttribute('aria-required')).toBe('true');
    const [small, large] = within(group).getAllByRole<HTMLInputElement>('radio');
    expect(small!.checked).toBe(true);
    expect(small!.name).toBe(large!.name);
    fireEvent.click(large!);
    expect(last()).toEqual(['f-radio', 'Large']);
    expect(large!.checked).toBe(true);
    expect(small!.checked).toBe(false);
  });

  it('renders a select with an empty first choice and sends the one chosen', () => {
    const { last } = renderFields([
      field('select', { title: 'Colour', options: ['Sand', 'Navy'], placeholder: 'Pick one' }),
    ]);
    const select = screen.getByLabelText<HTMLSelectElement>('Colour');
    expect([...select.options].map((option) => [option.value, option.textContent])).toEqual([
      ['', 'Pick one'],
      ['Sand', 'Sand'],
      ['Navy', 'Navy'],
    ]);
    expect(select.value).toBe('');
    type(select, 'Navy');
    expect(last()).toEqual(['f-select', 'Navy']);
  });

  it('renders a likert field as a radio group per question on the five-step scale, and sends the map', () => {
    const { last } = renderFields([
      field('likert', { title: 'Service', questions: ['Speed', 'Care'], required: true }),
    ]);
    const speed = screen.getByRole('radiogroup', { name: 'Speed' });
    expect(speed.getAttribute('aria-required')).toBe('true');
    expect(
      within(speed)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Strongly Disagree', 'Disagree', 'Neutral', 'Agree', 'Strongly Agree']);
    expect(
      within(speed)
        .getAllByRole<HTMLInputElement>('radio')
        .map((radio) => radio.value),
    ).toEqual(['-2', '-1', '0', '1', '2']);
    fireEvent.click(within(speed).getByLabelText('Agree'));
    expect(last()).toEqual(['f-likert', { Speed: '1' }]);
    fireEvent.click(within(screen.getByRole('radiogroup', { name: 'Care' })).getByLabelText('Strongly Disagree'));
    expect(last()).toEqual(['f-likert', { Speed: '1', Care: '-2' }]);
  });

  it('shows an error at its field, tied to every control of it', () => {
    renderFields([field('email'), field('name'), field('text', { id: 'fine' })], {
      errors: { 'f-email': 'Email is not valid.', 'f-name': 'Required' },
    });
    const email = screen.getByLabelText('The email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const error = document.getElementById(email.getAttribute('aria-describedby')!);
    expect(error?.className).toBe('sq-field__error');
    expect(error?.textContent).toBe('Email is not valid.');
    expect(email.closest('.sq-field')?.getAttribute('data-state')).toBe('invalid');
    const name = screen.getByRole('group', { name: 'The name' });
    for (const part of within(name).getAllByRole('textbox')) {
      expect(part.getAttribute('aria-invalid')).toBe('true');
      expect(document.getElementById(part.getAttribute('aria-describedby')!)?.textContent).toBe('Required');
    }
    const fine = screen.getByLabelText('The text');
    expect(fine.hasAttribute('aria-invalid')).toBe(false);
    expect(fine.hasAttribute('aria-describedby')).toBe(false);
    expect(document.querySelectorAll('.sq-field__error')).toHaveLength(2);
  });

  it('shows a description, tied to the control before any error', () => {
    renderFields([field('text', { description: 'As on your passport.' })], { errors: { 'f-text': 'Required' } });
    const input = screen.getByLabelText('The text');
    const described = input
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id));
    expect(described.map((element) => element?.className)).toEqual(['sq-field__description', 'sq-field__error']);
    expect(described[0]?.textContent).toBe('As on your passport.');
  });

  it('counts the characters of a field with a limit, lets the visitor type past it and shows when over', () => {
    const { last } = renderFields([field('textarea', { title: 'Message', maxLength: 5 })]);
    const textarea = screen.getByLabelText<HTMLTextAreaElement>('Message');
    expect(textarea.hasAttribute('maxlength')).toBe(false);
    const counter = document.querySelector('.sq-field__counter')!;
    expect(counter.textContent).toBe('0 / 5');
    expect(textarea.getAttribute('aria-describedby')).toBe(counter.id);
    expect(counter.hasAttribute('aria-live')).toBe(false);
    type(textarea, 'Hello');
    expect(counter.textContent).toBe('5 / 5');
    expect(counter.hasAttribute('data-over')).toBe(false);
    type(textarea, 'Hello!!');
    expect(last()).toEqual(['f-textarea', 'Hello!!']);
    expect(counter.textContent).toBe('7 / 5');
    expect(counter.hasAttribute('data-over')).toBe(true);
  });

  it('counts characters as the check does, so emoji up to the limit are neither over nor an error', () => {
    const message = field('textarea', { title: 'Message', maxLength: 5 });
    const form = v.parse(FormDefinitionSchema, { id: 'contact', fields: [message] });
    const texts = { ...FORM_MESSAGES, ...FORM_BLOCK_MESSAGES };
    const showing = (answer: string) => {
      cleanup();
      const answers = { [message.id]: answer };
      renderFields([message], { answers, errors: formBlockErrors(form, answers, texts) });
      return document.querySelector('.sq-field__counter')!;
    };
    // Five emoji: five code points, ten UTF-16 units.
    const atLimit = showing('😀😀😀😀😀');
    expect(atLimit.textContent).toBe('5 / 5');
    expect(atLimit.hasAttribute('data-over')).toBe(false);
    expect(document.querySelector('.sq-field__error')).toBeNull();
    const over = showing('😀😀😀😀😀😀');
    expect(over.textContent).toBe('6 / 5');
    expect(over.hasAttribute('data-over')).toBe(true);
    expect(document.querySelector('.sq-field__error')?.textContent).toBe('You have exceeded the character limit.');
  });

  it('renders nothing for a hidden field, whose answer comes from the address', () => {
    const hidden = field('hidden', { name: 'utm_source', defaultValue: 'direct' });
    const { container } = renderFields([hidden]);
    expect(container.querySelector('.sq-form-fields')?.childElementCount).toBe(0);
    expect(initialAnswers([hidden], '?utm_source=mail')).toEqual({ 'f-hidden': 'mail' });
  });

  it('renders a section as a heading with its description, and no control', () => {
    const { container } = renderFields([field('section', { title: 'About you', description: 'Tell us more.' })]);
    expect(screen.getByRole('heading', { name: 'About you' }).localName).toBe('h3');
    expect(container.querySelector('.sq-field--section .sq-field__description')?.textContent).toBe('Tell us more.');
    expect(container.querySelectorAll('input, select, textarea')).toHaveLength(0);
  });

  it('disables every control while the form saves', () => {
    const every = FIELD_TYPES.map((type) => field(type, { options: ['A', 'B'], questions: ['Q'] }));
    const { container } = renderFields(every, { disabled: true });
    const controls = [...container.querySelectorAll<HTMLInputElement>('input, select, textarea')];
    expect(controls.length).toBeGreaterThan(30);
    expect(controls.filter((control) => !control.disabled)).toEqual([]);
  });

  it('writes hostile titles, options and descriptions as text', () => {
    const hostile = '<img src=x onerror="alert(1)">';
    const { container } = renderFields([
      field('text', { title: hostile, description: hostile }),
      field('radio', { title: hostile, options: [hostile] }),
      field('select', { title: 'Pick', options: [hostile] }),
      field('likert', { title: hostile, questions: [hostile] }),
      field('section', { title: hostile, description: hostile }),
    ]);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getAllByLabelText<HTMLInputElement>(hostile).map((control) => control.type)).toEqual([
      'text',
      'radio',
    ]);
    expect(screen.getAllByText(hostile).length).toBeGreaterThanOrEqual(7);
  });

  it('gives every field’s first control the id fieldElementId names, unique in the form', () => {
    const every = FIELD_TYPES.filter((type) => type !== 'hidden' && type !== 'section').map((type) =>
      field(type, { id: `field ${type}`, options: ['A', 'B'], questions: ['Q1', 'Q2'] }),
    );
    const { container } = renderFields(every);
    for (const { id, type } of every) {
      const control = document.getElementById(fieldElementId('form', id));
      expect(control, type).not.toBeNull();
      expect(control?.closest('.sq-field')?.classList.contains(`sq-field--${type}`)).toBe(true);
      expect(control?.matches('input, select, textarea')).toBe(true);
    }
    const ids = [...container.querySelectorAll('[id]')].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => !/\s/.test(id))).toBe(true);
  });
});
