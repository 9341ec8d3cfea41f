import { expect } from 'vitest';
import { state, text } from './checks';
import type { StoryChecks } from './testing';

/** What each `<sq-scarcity>` story shows once rendered (test/stories.test.tsx runs them). */
export const checks: StoryChecks = {
  OneVariant: (canvas) => {
    expect(text(canvas, '.sq-scarcity__text')).toBe('Only 1 left!');
    expect(state(canvas, 'sq-scarcity')).toBe('shown');
  },
  FollowsTheChoice: (canvas) => {
    expect(text(canvas, '.sq-scarcity__text')).toBe('');
    expect(state(canvas, 'sq-scarcity')).toBe('none');
  },
  ShownByDefault: (canvas) => {
    expect(text(canvas, '.sq-scarcity__text')).toBe('Only 3 left!');
  },
  Off: (canvas) => {
    expect(text(canvas, '.sq-scarcity__text')).toBe('');
    expect(state(canvas, 'sq-scarcity')).toBe('none');
  },
};
