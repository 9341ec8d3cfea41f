import { expect } from 'vitest';
import { empty, state, text } from './checks';
import type { StoryChecks } from './testing';

/** What each `<sq-product-price>` story shows once rendered (test/stories.test.tsx runs them). */
export const checks: StoryChecks = {
  Single: (canvas) => {
    expect(text(canvas, '.sq-product-price__amount')).toBe('$18.00');
    expect(state(canvas, 'sq-product-price')).toBe('single');
  },
  Sale: (canvas) => {
    expect(text(canvas, '.sq-product-price__sale')).toBe('$24.00');
    expect(text(canvas, '.sq-product-price__original')).toBe('$32.00');
    expect(text(canvas, 'sq-product-price')).toBe('Sale Price:$24.00 Original Price:$32.00');
  },
  From: (canvas) => {
    expect(text(canvas, '.sq-product-price__from')).toBe('from $60.00');
    expect(state(canvas, 'sq-product-price')).toBe('from');
  },
  Yen: (canvas) => {
    expect(text(canvas, '.sq-product-price__amount')).toBe('¥2,800');
  },
  Unavailable: (canvas) => {
    empty('sq-product-price')(canvas);
    expect(state(canvas, 'sq-product-price')).toBe('unavailable');
  },
  Subscription: (canvas) => {
    expect(text(canvas, '.sq-product-price__amount')).toBe('$18.00 every 2 weeks');
  },
  SubscriptionUnavailable: (canvas) => {
    expect(text(canvas, '.sq-product-price__unavailable')).toBe('Unavailable');
    expect(state(canvas, 'sq-product-price')).toBe('unavailable');
  },
};
