import { expect } from 'vitest';
import { button, empty, texts } from './checks';
import type { StoryChecks } from './testing';

/** What each `<sq-variant-picker>` story shows once rendered (test/stories.test.tsx runs them). */
export const checks: StoryChecks = {
  Dropdown: (canvas) => {
    expect(texts(canvas, 'label.sq-variant-picker__label')).toEqual(['Size', 'Colour']);
    expect(texts(canvas, 'select option:first-child')).toEqual(['Select Size', 'Select Colour']);
  },
  Radio: (canvas) => {
    expect(texts(canvas, 'legend.sq-variant-picker__label')).toEqual(['Size', 'Colour']);
    expect(texts(canvas, '.sq-variant-picker__choice')).toEqual(['S', 'M', 'L', 'Sand', 'Navy']);
  },
  FlaggedInvalid: (canvas) => {
    expect(canvas.querySelectorAll('select[aria-invalid="true"]')).toHaveLength(2);
    expect(canvas.querySelectorAll('.sq-variant-picker__option[data-state="invalid"]')).toHaveLength(2);
  },
  SingleVariant: (canvas) => {
    empty('sq-variant-picker')(canvas);
    button('Add To Cart')(canvas);
  },
};
