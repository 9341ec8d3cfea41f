import { expect } from 'vitest';
import { state, text, texts } from './checks';
import type { StoryChecks } from './testing';

/** What each `<sq-cart>` story shows once rendered (test/stories.test.tsx runs them). */
export const checks: StoryChecks = {
  Filled: (canvas) => {
    expect(state(canvas, 'sq-cart')).toBe('filled');
    expect(texts(canvas, '.sq-cart__title')).toEqual(['Canvas Tote', 'Camp Mug']);
    expect(texts(canvas, '.sq-cart__answers dd')).toEqual(['For Sam', 'N/A']);
    expect(texts(canvas, '.sq-cart__total dt')).toEqual(['Subtotal', 'Shipping', 'Tax', 'Total']);
    expect(text(canvas, '.sq-cart__total--total dd')).toBe('$90.24');
  },
  Empty: (canvas) => {
    expect(state(canvas, 'sq-cart')).toBe('empty');
    expect(text(canvas, '.sq-cart__empty p')).toBe('Your cart is empty.');
  },
  Discounted: (canvas) => expect(text(canvas, '.sq-cart__total--discount dd')).toBe('−$22.50'),
  BelowMinimum: (canvas) => {
    expect(text(canvas, '.sq-cart__minimum')).toBe('To check out, your order subtotal must be $100.00 or more.');
    expect(canvas.querySelector<HTMLButtonElement>('.sq-cart__checkout')?.disabled).toBe(true);
  },
  Removed: (canvas) => {
    expect(text(canvas, '.sq-cart__undo')).toBe('Camp Mug removed. Undo');
    expect(texts(canvas, '.sq-cart__title')).toEqual(['Canvas Tote']);
  },
  QuantityFailed: (canvas) => {
    expect(text(canvas, '.sq-alert-dialog__title')).toBe('Unable to update quantity');
    expect(canvas.querySelector<HTMLInputElement>('input[aria-label="Quantity of Canvas Tote"]')?.value).toBe('40');
  },
  EditAnswers: (canvas) => {
    expect(text(canvas, '.sq-form-dialog__title')).toBe('Camp Mug');
    expect(canvas.querySelector<HTMLInputElement>('.sq-form-dialog input')?.value).toBe('For Sam');
  },
};
