import { expect } from 'vitest';
import { button, state, text, texts } from './checks';
import type { StoryCheck, StoryChecks } from './testing';

/** The add-to-cart message says `message`, with no dialog open. */
const alert =
  (message: string): StoryCheck =>
  (canvas) => {
    expect(text(canvas, 'sq-add-to-cart [role="alert"]')).toBe(message);
    expect(canvas.querySelector('[role="alertdialog"]')).toBeNull();
  };

/** The "Unable to Add Item" dialog shows `message`. */
const dialog =
  (message: string): StoryCheck =>
  (canvas) => {
    const element = canvas.querySelector('[role="alertdialog"]');
    expect(element?.querySelector('h2')?.textContent).toBe('Unable to Add Item');
    expect(element?.querySelector('.sq-alert-dialog__message')?.textContent).toBe(message);
  };

/** What each `<sq-add-to-cart>` story shows once rendered (test/stories.test.tsx runs them). */
export const checks: StoryChecks = {
  Idle: button('Add To Cart'),
  CustomText: button('Pre-order'),
  Subscribe: button('Subscribe'),
  SoldOut: (canvas) => {
    button('Sold Out', 'sold-out')(canvas);
    expect(canvas.querySelector<HTMLButtonElement>('.sq-add-to-cart__button')?.disabled).toBe(true);
  },
  Adding: button('Adding…', 'adding'),
  Added: button('Added!', 'added'),
  ListPopover: (canvas) => {
    button('Added!', 'added')(canvas);
    expect(text(canvas, '.sq-added-popover__title')).toBe('Canvas Tote');
    // The story's mocked cart is the file's: other stories may have added first.
    expect(text(canvas, '.sq-added-popover__count')).toMatch(/^\d+ items? in cart$/);
  },
  AddOn: (canvas) => {
    expect(canvas.querySelector('.sq-add-to-cart__icon--plus')).not.toBeNull();
    expect(canvas.querySelector('.sq-add-to-cart__button')?.getAttribute('aria-label')).toBe('Add To Cart Canvas Tote');
  },
  AddOnAdded: (canvas) => {
    expect(canvas.querySelector('.sq-add-to-cart__button')?.getAttribute('aria-label')).toBe('Added! Canvas Tote');
    expect(state(canvas, 'sq-add-to-cart')).toBe('added');
  },
  SelectOptionFlash: (canvas) => {
    button('Select Option')(canvas);
    alert('')(canvas);
  },
  SelectOneOption: alert('Please select the Size option.'),
  SelectTwoOptions: alert('Please select the Size and Colour options.'),
  SelectThreeOptions: alert('Please select the Size, Colour, and Material options.'),
  VariantUnavailable: alert('Sorry, that item variant is unavailable. Please select another variant.'),
  OutOfStock: alert('Sorry, we do not have enough of that item available.'),
  ChosenSoldOut: (canvas) => {
    button('Sold Out', 'sold-out')(canvas);
    expect(texts(canvas, 'select option')).toContain('Navy (sold out)');
  },
  QuantityNotANumber: alert('Quantity must be a number.'),
  QuantityNotWhole: alert('Quantity must be a whole number'),
  SessionExpired: alert('Your session has expired. Please reload the page and try again.'),
  EnableCookies: alert('Please enable cookies in your browser, reload the page, and try again.'),
  RateLimited: alert('Please try again in a few seconds.'),
  UnableToAddItem: dialog('Limit 1 per order for Limited Edition Print.'),
  NetworkError: dialog('Please check your internet connection.'),
};
