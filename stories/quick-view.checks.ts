import { expect } from 'vitest';
import { text } from './checks';
import type { StoryChecks } from './testing';

/** What each `<sq-quick-view>` story shows once rendered (test/stories.test.tsx runs them). */
export const checks: StoryChecks = {
  Button: (canvas) => {
    expect(text(canvas, '.sq-quick-view__button')).toBe('Quick View');
    expect(canvas.querySelector('.sq-quick-view__button')?.getAttribute('aria-label')).toBe('Quick View Linen Shirt');
    expect(canvas.querySelector('dialog')).toBeNull();
  },
  Open: (canvas) => {
    const dialog = canvas.querySelector<HTMLDialogElement>('.sq-quick-view__dialog');
    expect(dialog?.open).toBe(true);
    expect(text(canvas, '.sq-quick-view__title')).toBe('Linen Shirt');
    expect(canvas.querySelector('.sq-quick-view__dialog sq-product')?.getAttribute('page-type')).toBe('quick-view');
    expect(canvas.querySelectorAll('.sq-quick-view__dialog sq-variant-picker select')).toHaveLength(2);
  },
  Failed: (canvas) => {
    expect(text(canvas, '.sq-quick-view__status[role="alert"]')).toBe('Unable to load. Try again.');
  },
};
