import { expect } from 'vitest';
import { state, text } from './checks';
import type { StoryChecks } from './testing';

/** What each `<sq-cart-pill>` story shows once rendered (test/stories.test.tsx runs them). */
export const checks: StoryChecks = {
  Empty: (canvas) => {
    expect(canvas.querySelector('sq-cart-pill')?.hasAttribute('hidden')).toBe(true);
    expect(state(canvas, 'sq-cart-pill')).toBe('empty');
  },
  ThreeItems: (canvas) => {
    expect(canvas.querySelector('sq-cart-pill')?.hasAttribute('hidden')).toBe(false);
    expect(text(canvas, '.sq-cart-pill__count')).toBe('3');
    expect(text(canvas, '.sq-cart-pill__link .sq-visually-hidden')).toBe('3 items in cart');
    expect(text(canvas, '.sq-cart-pill__subtotal')).toBe('$84.00');
  },
  MoreThanHundred: (canvas) => {
    expect(text(canvas, '.sq-cart-pill__count')).toBe('100+');
    expect(text(canvas, '.sq-cart-pill__link .sq-visually-hidden')).toBe('More than 100 items in cart');
  },
  Floating: (canvas) => {
    expect(canvas.querySelector('sq-cart-pill')?.getAttribute('variant')).toBe('floating');
    expect(canvas.querySelector('sq-cart-pill')?.hasAttribute('hidden')).toBe(false);
    expect(text(canvas, '.sq-cart-pill__count')).toBe('3');
  },
};
