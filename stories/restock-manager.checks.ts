import { expect } from 'vitest';
import { text, texts } from './checks';
import type { StoryChecks } from './testing';

/** What each `<sq-restock-manager>` story shows once rendered (test/stories.test.tsx runs them). */
export const checks: StoryChecks = {
  Groups: (canvas) => {
    expect(text(canvas, '.sq-restock-manager__groups caption')).toBe('Restock sign-ups');
    expect(texts(canvas, '.sq-restock-manager__group th')).toEqual([
      'Linen Shirt',
      'Linen Shirt',
      'Ceramic Mug',
      'Canvas Tote',
      'Linen Shirt',
    ]);
    expect(canvas.querySelector('.sq-restock-manager__send')?.getAttribute('aria-label')).toBe(
      'Send notices for Linen Shirt (M, Sand)',
    );
    expect(text(canvas, '.sq-restock-manager__send-all')).toBe('Send all');
    expect(text(canvas, '.sq-restock-manager__status')).toBe('');
  },
  Loading: (canvas) => {
    expect(text(canvas, '.sq-restock-manager__status[role="status"]')).toBe('Loading sign-ups…');
    expect(canvas.querySelector('table')).toBeNull();
  },
  SignUpsOpen: (canvas) => {
    expect(text(canvas, '.sq-restock-manager__sign-ups caption')).toBe('Sign-ups for Linen Shirt (M, Sand)');
    expect(texts(canvas, '.sq-restock-manager__sign-ups tbody td:first-child')).toEqual([
      'ada@example.com',
      'grace@example.com',
      'alan@example.com',
      'edsger@example.com',
    ]);
    expect(canvas.querySelector('.sq-restock-manager__view')?.getAttribute('aria-expanded')).toBe('true');
  },
  ConfirmOpen: (canvas) => {
    expect(canvas.querySelector<HTMLDialogElement>('dialog.sq-alert-dialog')?.open).toBe(true);
    expect(text(canvas, '.sq-alert-dialog__title')).toBe('Send restock notices?');
    expect(text(canvas, '.sq-alert-dialog__message')).toBe(
      'Send restock notices to 3 people for Linen Shirt (M, Sand)?',
    );
    expect(texts(canvas, 'dialog button')).toEqual(['Send', 'Cancel']);
  },
  Sent: (canvas) => {
    expect(text(canvas, '.sq-restock-manager__status')).toBe('Sent 3 notices.');
    expect(canvas.querySelector('dialog')).toBeNull();
    expect(canvas.querySelector('.sq-restock-manager__send')?.getAttribute('aria-disabled')).toBe('true');
  },
  LoadFailed: (canvas) => {
    expect(text(canvas, '.sq-restock-manager__error[role="alert"]')).toBe(
      'Could not load sign-ups: The sign-up list is unavailable right now.',
    );
    expect(text(canvas, '.sq-restock-manager__retry')).toBe('Try again');
  },
  SendFailed: (canvas) => {
    expect(text(canvas, '.sq-restock-manager__error[role="alert"]')).toBe(
      'Could not send notices: The mail service is down.',
    );
    expect(canvas.querySelectorAll('.sq-restock-manager__group')).toHaveLength(5);
  },
  Empty: (canvas) => {
    expect(text(canvas, '.sq-restock-manager__empty')).toBe('No one has asked to hear about a restock yet.');
    expect(canvas.querySelector('table')).toBeNull();
  },
};
