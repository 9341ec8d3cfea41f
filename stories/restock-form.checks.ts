import { expect } from 'vitest';
import { state, text } from './checks';
import type { StoryChecks } from './testing';

/** What each `<sq-restock-form>` story shows once rendered (test/stories.test.tsx runs them). */
export const checks: StoryChecks = {
  Idle: (canvas) => {
    expect(state(canvas, 'sq-restock-form')).toBe('shown');
    expect(text(canvas, '.sq-restock-form__cta')).toBe('Sign up to be notified when this item is back in stock.');
    expect(text(canvas, '.sq-restock-form__submit')).toBe('Notify Me');
  },
  ShopTexts: (canvas) => {
    expect(text(canvas, '.sq-restock-form__submit')).toBe('Tell me');
    expect(canvas.querySelector<HTMLInputElement>('.sq-restock-form__mailing-list input')?.checked).toBe(true);
    expect(canvas.querySelector('.sq-restock-form__captcha')).not.toBeNull();
  },
  EmailInvalid: (canvas) => expect(text(canvas, '.sq-restock-form__error')).toBe('Email is invalid'),
  Success: (canvas) =>
    expect(text(canvas, '.sq-restock-form__success')).toBe("Thanks! We'll let you know when it's back in stock."),
  Failed: (canvas) => {
    expect(text(canvas, '.sq-restock-form__error')).toBe('Unable to submit form. Please try again later.');
    expect(canvas.querySelector<HTMLInputElement>('.sq-restock-form__email')?.value).toBe('sam@example.com');
  },
  Hidden: (canvas) => {
    expect(state(canvas, 'sq-restock-form')).toBe('none');
    expect(canvas.querySelector('sq-restock-form')?.hasAttribute('hidden')).toBe(true);
  },
};
