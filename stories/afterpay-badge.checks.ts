import { expect } from 'vitest';
import { empty, state, text } from './checks';
import type { StoryChecks } from './testing';

/** What each `<sq-afterpay-badge>` story shows once rendered (test/stories.test.tsx runs them). */
export const checks: StoryChecks = {
  Shown: (canvas) => {
    expect(text(canvas, '.sq-afterpay-badge__message')).toBe('or 4 interest-free payments of $4.50 with Afterpay ');
    expect(text(canvas, '.sq-afterpay-badge__logo')).toBe('Afterpay');
    expect(state(canvas, 'sq-afterpay-badge')).toBe('shown');
    expect(canvas.querySelector('sq-afterpay-badge')?.hasAttribute('hidden')).toBe(false);
    expect(canvas.querySelector('dialog')).toBeNull();
  },
  Clearpay: (canvas) => {
    expect(text(canvas, '.sq-afterpay-badge__message')).toBe('or 4 interest-free payments of £4.50 with Clearpay ');
    expect(canvas.querySelector('.sq-afterpay-badge__info')?.getAttribute('aria-label')).toBe(
      'Learn more about Clearpay',
    );
  },
  OverMaximum: (canvas) => {
    empty('sq-afterpay-badge')(canvas);
    expect(canvas.querySelector('sq-afterpay-badge')?.hasAttribute('hidden')).toBe(true);
    expect(state(canvas, 'sq-afterpay-badge')).toBe('none');
  },
  Open: (canvas) => {
    const dialog = canvas.querySelector<HTMLDialogElement>('.sq-afterpay-badge__dialog');
    expect(dialog?.open).toBe(true);
    expect(dialog?.getAttribute('aria-label')).toBe('Learn more about Afterpay');
    const frame = canvas.querySelector('.sq-afterpay-badge__frame');
    expect(frame?.getAttribute('srcdoc')).toContain('<h1>Pay in 4</h1>');
    expect(frame?.getAttribute('sandbox')).not.toContain('allow-scripts');
  },
  OpenFailed: (canvas) => {
    expect(text(canvas, '.sq-afterpay-badge__title')).toBe('Pay in 4 interest-free payments');
    expect(text(canvas, '.sq-afterpay-badge__summary')).toMatch(/^Split your purchase into 4 payments/);
    expect(canvas.querySelector('.sq-afterpay-badge__frame')).toBeNull();
  },
};
