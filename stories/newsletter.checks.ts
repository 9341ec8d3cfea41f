import { expect } from 'vitest';
import { text } from './checks';
import type { StoryChecks } from './testing';

/** What each `<sq-newsletter>` story shows once rendered (test/stories.test.tsx runs them). */
export const checks: StoryChecks = {
  Idle: (canvas) => {
    expect(text(canvas, '.sq-form-block__submit')).toBe('Sign up');
    expect(canvas.querySelector('input[type="email"]')).not.toBeNull();
  },
  Sent: (canvas) =>
    expect(text(canvas, '.sq-form-block__success')).toBe(
      'Thanks for signing up! The next letter goes out on the first of the month.',
    ),
};
