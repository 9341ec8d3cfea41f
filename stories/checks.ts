/**
 * What several stories files' checks (`stories/<name>.checks.ts`) look for: an element's text and
 * `data-state`, the add-to-cart button, an element that rendered nothing. Not a checks file of its
 * own (test/stories.test.tsx reads `stories/*.checks.ts`), nor a stories file.
 */
import { expect } from 'vitest';
import type { StoryCheck } from './testing';

/** The text of the first element of the canvas that `selector` finds. */
export const text = (canvas: HTMLElement, selector: string) => canvas.querySelector(selector)?.textContent;

/** The texts of every element of the canvas that `selector` finds, in order. */
export const texts = (canvas: HTMLElement, selector: string) =>
  [...canvas.querySelectorAll(selector)].map((element) => element.textContent);

/** The `data-state` of the first element `tag` of the canvas. */
export const state = (canvas: HTMLElement, tag: string) => canvas.querySelector(tag)?.getAttribute('data-state');

/** The add-to-cart button says `label` and its element is in `data-state`. */
export const button =
  (label: string, dataState = 'idle'): StoryCheck =>
  (canvas) => {
    expect(text(canvas, '.sq-add-to-cart__button')).toBe(label);
    expect(state(canvas, 'sq-add-to-cart')).toBe(dataState);
  };

/** The element `tag` rendered nothing. */
export const empty =
  (tag: string): StoryCheck =>
  (canvas) => {
    expect(canvas.querySelector(tag)).not.toBeNull();
    expect(canvas.querySelector(tag)?.childElementCount).toBe(0);
  };
