import { expect } from 'vitest';
import { button, empty, text, texts } from './checks';
import type { StoryChecks } from './testing';

/** What each `<sq-subscription-picker>` story shows once rendered (test/stories.test.tsx runs them). */
export const checks: StoryChecks = {
  Options: (canvas) => {
    expect(texts(canvas, '.sq-subscription-picker__options .sq-variant-picker__choice')).toEqual([
      '$18.00 every 2 weeks',
      '$18.00 every month',
      '$16.20 every month for 1 year',
    ]);
    button('Subscribe')(canvas);
  },
  SingleOption: (canvas) => {
    empty('sq-subscription-picker')(canvas);
    expect(text(canvas, 'sq-product-price')).toBe('$45.00 every month');
  },
};
