import { expect } from 'vitest';
import { button, text, texts } from './checks';
import type { StoryChecks } from './testing';

/** What each `<sq-product>` story shows once rendered (test/stories.test.tsx runs them). */
export const checks: StoryChecks = {
  Card: (canvas) => {
    expect(text(canvas, 'h2')).toBe('Linen Shirt');
    expect(text(canvas, '.sq-product-price__amount')).toBe('$48.00');
    button('Add To Cart')(canvas);
  },
  Grid: (canvas) => {
    expect(texts(canvas, '.sq-add-to-cart__button')).toEqual([
      'Add To Cart',
      'Add To Cart',
      'Add To Cart',
      'Sold Out',
      'Add To Cart',
    ]);
    expect(texts(canvas, '.sq-product-status__badge')).toEqual(['sale', 'sold out']);
    expect(texts(canvas, 'sq-product-price')).toEqual([
      '$48.00',
      '$18.00',
      'Sale Price:$24.00 Original Price:$32.00',
      '$22.00',
      '$12.00',
    ]);
  },
  Page: (canvas) => {
    expect(text(canvas, 'h1')).toBe('Linen Shirt');
    expect(canvas.querySelectorAll('sq-variant-picker select')).toHaveLength(2);
    expect(canvas.querySelector<HTMLInputElement>('.sq-quantity-input__input')?.value).toBe('1');
    button('Add To Cart')(canvas);
    expect(canvas.querySelector('sq-cart-pill')?.hasAttribute('hidden')).toBe(true);
  },
  PageRadio: (canvas) => {
    expect(canvas.querySelectorAll('sq-variant-picker input[type="radio"]')).toHaveLength(5);
    button('Add To Cart')(canvas);
  },
  PageAdded: (canvas) => {
    button('Added!', 'added')(canvas);
    expect(canvas.querySelector('sq-cart-pill')?.hasAttribute('hidden')).toBe(false);
    expect(text(canvas, '.sq-cart-pill__count')).toBe('1');
    expect(text(canvas, '.sq-cart-pill__subtotal')).toBe('$48.00');
  },
};
