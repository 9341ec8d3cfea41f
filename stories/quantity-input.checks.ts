import { expect } from 'vitest';
import { button, empty, text } from './checks';
import type { StoryChecks } from './testing';

/** What each `<sq-quantity-input>` story shows once rendered (test/stories.test.tsx runs them). */
export const checks: StoryChecks = {
  Shown: (canvas) => {
    expect(text(canvas, '.sq-quantity-input__label')).toBe('Quantity');
    expect(canvas.querySelector<HTMLInputElement>('.sq-quantity-input__input')?.value).toBe('1');
  },
  HiddenForDigital: (canvas) => {
    empty('sq-quantity-input')(canvas);
    button('Add To Cart')(canvas);
  },
  HiddenForSubscription: (canvas) => {
    empty('sq-quantity-input')(canvas);
    button('Subscribe')(canvas);
  },
  HiddenForStockOfOne: (canvas) => {
    empty('sq-quantity-input')(canvas);
    button('Add To Cart')(canvas);
  },
};
