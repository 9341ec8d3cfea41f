import { expect } from 'vitest';
import { text, texts } from './checks';
import type { StoryCheck, StoryChecks } from './testing';

/** The form fields story shows fields of these types, in order, every control labelled. */
const fieldTypes =
  (...types: string[]): StoryCheck =>
  (canvas) => {
    const fields = [...canvas.querySelectorAll('.sq-form-fields > .sq-field')];
    expect(fields.map((field) => /sq-field--(\w+)/.exec(field.className)?.[1])).toEqual(types);
    for (const control of canvas.querySelectorAll('.sq-form-fields :is(input, select, textarea)')) {
      const label = control.closest('label') ?? canvas.querySelector(`label[for="${control.id}"]`);
      expect(label?.textContent, control.id).toBeTruthy();
    }
  };

/** The form fields story shows one field of `type` whose parts are labelled `labels`. */
const parts =
  (type: string, labels: string[]): StoryCheck =>
  (canvas) => {
    fieldTypes(type)(canvas);
    expect(texts(canvas, '.sq-field__part-label')).toEqual(labels);
  };

/** What each form fields story (`stories/form-fields.stories.tsx`) shows once rendered (test/stories.test.tsx runs them). */
export const checks: StoryChecks = {
  Text: (canvas) => {
    fieldTypes('text')(canvas);
    expect(text(canvas, '.sq-field__label')).toBe('Engraving');
    expect(text(canvas, '.sq-field__counter')).toBe('0 / 20');
  },
  Email: (canvas) => {
    fieldTypes('email')(canvas);
    expect(canvas.querySelector('input')?.getAttribute('type')).toBe('email');
    expect(canvas.querySelector('input')?.getAttribute('aria-required')).toBe('true');
  },
  Textarea: (canvas) => {
    fieldTypes('textarea')(canvas);
    expect(text(canvas, '.sq-field__description')).toBe('Printed on the gift card.');
    expect(text(canvas, '.sq-field__counter')).toBe('0 / 500');
  },
  NumberField: (canvas) => {
    fieldTypes('number')(canvas);
    expect(canvas.querySelector('input')?.getAttribute('inputmode')).toBe('decimal');
  },
  Website: (canvas) => {
    fieldTypes('website')(canvas);
    expect(canvas.querySelector('input')?.getAttribute('type')).toBe('url');
  },
  Name: parts('name', ['First Name', 'Last Name']),
  Address: parts('address', ['Address', 'Address 2', 'City', 'State', 'ZIP Code', 'Country']),
  Phone: parts('phone', ['Country Code', 'Area Code', 'Phone Number', 'Last Digits']),
  DateField: parts('date', ['Month', 'Day', 'Year']),
  Time: parts('time', ['Hour', 'Minute', 'Second', 'AM/PM']),
  Checkbox: (canvas) => {
    fieldTypes('checkbox')(canvas);
    expect(texts(canvas, '.sq-field__choice')).toEqual(['Orders', 'Returns', 'Other']);
    expect(canvas.querySelectorAll('input[type="checkbox"]')).toHaveLength(3);
  },
  Radio: (canvas) => {
    fieldTypes('radio')(canvas);
    expect(texts(canvas, '.sq-field__choice')).toEqual(['None', 'Paper', 'Fabric']);
    expect(canvas.querySelector('.sq-field--radio')?.getAttribute('role')).toBe('radiogroup');
  },
  Select: (canvas) => {
    fieldTypes('select')(canvas);
    expect(texts(canvas, 'select option')).toEqual(['', 'Sand', 'Navy', 'Rust']);
  },
  Likert: (canvas) => {
    fieldTypes('likert')(canvas);
    expect(texts(canvas, '.sq-field__question-label')).toEqual(['Speed', 'Care']);
    expect(canvas.querySelectorAll('[role="radiogroup"] input[type="radio"]')).toHaveLength(10);
  },
  Hidden: (canvas) => {
    fieldTypes()(canvas);
    expect(text(canvas, '.story-answers')).toBe('{"source":"newsletter"}');
  },
  Section: (canvas) => {
    fieldTypes('section', 'text')(canvas);
    expect(text(canvas, '.sq-field--section h3')).toBe('About the gift');
  },
  AllTypes: (canvas) => {
    fieldTypes(
      ...['text', 'email', 'textarea', 'number', 'website', 'name', 'address', 'phone', 'date', 'time'],
      ...['checkbox', 'radio', 'select', 'likert', 'section'],
    )(canvas);
  },
  WithErrors: (canvas) => {
    expect(canvas.querySelectorAll('.sq-field[data-state="invalid"]')).toHaveLength(5);
    expect(texts(canvas, '.sq-field__error')).toContain('Survey is not valid. Missing a required question.');
    expect(text(canvas, '.sq-field__counter[data-over]')).toBe('14 / 5');
    for (const control of canvas.querySelectorAll('.sq-field[data-state="invalid"] :is(input, select, textarea)'))
      expect(control.getAttribute('aria-invalid')).toBe('true');
  },
  Disabled: (canvas) => {
    const controls = [...canvas.querySelectorAll<HTMLInputElement>('.sq-form-fields :is(input, select, textarea)')];
    expect(controls.length).toBeGreaterThan(30);
    expect(controls.every((control) => control.disabled)).toBe(true);
  },
};
