import { expect } from 'vitest';
import { state, text, texts } from './checks';
import type { StoryChecks } from './testing';

/** What each `<sq-form-block>` story shows once rendered (test/stories.test.tsx runs them). */
export const checks: StoryChecks = {
  Contact: (canvas) => {
    expect(state(canvas, 'sq-form-block')).toBe('ready');
    expect(text(canvas, '.sq-form-block__submit')).toBe('Send message');
    expect(canvas.querySelectorAll('.sq-field')).toHaveLength(4);
  },
  Invalid: (canvas) => {
    expect(texts(canvas, '.sq-form-block__problem p')).toEqual([
      'Your form has encountered a problem. Please scroll down to review.',
      'One or more fields is invalid, please check your entries.',
    ]);
    // The required email field, left empty, is told the email rule, as when non-empty.
    expect(texts(canvas, '.sq-field__error')).toEqual([
      'Required',
      'Email is not valid. Email addresses should follow the format user@domain.com.',
      'Required',
    ]);
  },
  Sent: (canvas) =>
    expect(text(canvas, '.sq-form-block__success')).toBe("Thanks! We'll reply within two working days."),
  ServerError: (canvas) => {
    expect(texts(canvas, '.sq-form-block__problem p')).toContain('Unable to send form. Please try again later.');
    expect(canvas.querySelector<HTMLInputElement>('input[type="email"]')?.value).toBe('sam@example.com');
  },
  Broken: (canvas) => {
    expect(text(canvas, '.sq-form-block__broken')).toBe('This form cannot be shown right now.');
    expect(state(canvas, 'sq-form-block')).toBe('broken');
  },
};
