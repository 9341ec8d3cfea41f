import { expect } from 'vitest';
import type { StoryChecks } from './testing';

const badge = (canvas: HTMLElement) => canvas.querySelector('.sq-product-status__badge')?.textContent;
const state = (canvas: HTMLElement) => canvas.querySelector('sq-product-status')?.getAttribute('data-state');

/** What each `<sq-product-status>` story shows once rendered (test/stories.test.tsx runs them). */
export const checks: StoryChecks = {
  SoldOut: (canvas) => {
    expect(badge(canvas)).toBe('sold out');
    expect(state(canvas)).toBe('sold-out');
  },
  Sale: (canvas) => {
    expect(badge(canvas)).toBe('sale');
    expect(state(canvas)).toBe('sale');
  },
  CustomSoldOutText: (canvas) => {
    expect(badge(canvas)).toBe('Back in spring');
  },
  None: (canvas) => {
    // It rendered nothing: the element is there, empty.
    expect(canvas.querySelector('sq-product-status')).not.toBeNull();
    expect(canvas.querySelector('sq-product-status')?.childElementCount).toBe(0);
    expect(state(canvas)).toBe('none');
  },
};
