import { expect } from 'vitest';
import { empty, state, text, texts } from './checks';
import type { StoryChecks } from './testing';

/** What each `<sq-gallery>` story shows once rendered (test/stories.test.tsx runs them). */
export const checks: StoryChecks = {
  Grid: (canvas) => {
    expect(state(canvas, 'sq-gallery')).toBe('grid');
    expect(canvas.querySelectorAll('.sq-gallery__item')).toHaveLength(5);
    expect(canvas.querySelector<HTMLElement>('.sq-gallery')?.style.getPropertyValue('--sq-gallery-columns')).toBe('3');
    expect([...canvas.querySelectorAll('img.sq-gallery__image')].map((image) => image.getAttribute('loading'))).toEqual(
      ['eager', 'eager', 'eager', 'lazy', 'lazy'],
    );
  },
  Stacked: (canvas) => {
    expect(state(canvas, 'sq-gallery')).toBe('stacked');
    expect(texts(canvas, '.sq-gallery__title')).toEqual(['Trail', 'Lake', 'Dunes', 'Forest', 'Coast']);
    expect(text(canvas, '.sq-gallery__body')).toBe('A path through the hills at sunrise');
    expect(canvas.querySelector('.sq-gallery__meta')?.getAttribute('data-position')).toBe('bottom');
  },
  Slider: (canvas) => {
    expect(state(canvas, 'sq-gallery')).toBe('slider');
    expect(canvas.querySelector('[role="region"]')?.getAttribute('aria-roledescription')).toBe('carousel');
    expect(text(canvas, '.sq-gallery__status')).toBe('Image 1 of 5');
    expect(canvas.querySelector('.sq-gallery__next')).not.toBeNull();
  },
  Slideshow: (canvas) => {
    expect(state(canvas, 'sq-gallery')).toBe('slideshow');
    expect(text(canvas, '.sq-gallery__pause')).toBe('Pause');
    expect(canvas.querySelectorAll('.sq-gallery__indicators button')).toHaveLength(5);
    expect(canvas.querySelectorAll('.sq-gallery__thumbnails img')).toHaveLength(5);
    expect(canvas.querySelector('.sq-gallery__item')?.getAttribute('aria-current')).toBe('true');
  },
  CaptionsOnHover: (canvas) => {
    const captions = [...canvas.querySelectorAll('.sq-gallery__meta')];
    expect(captions).toHaveLength(5);
    expect(captions.every((caption) => caption.hasAttribute('data-hover'))).toBe(true);
    // Light text over a dark corner; dark text over the dunes' (9c5f26 is light by the platform's rule).
    expect(captions.map((caption) => caption.getAttribute('data-tone'))).toEqual([
      'light',
      'light',
      'dark',
      'light',
      'light',
    ]);
  },
  Lightbox: (canvas) => {
    expect(canvas.querySelectorAll('button.sq-gallery__open[aria-haspopup="dialog"]')).toHaveLength(5);
    expect(canvas.querySelector('dialog')).toBeNull();
  },
  LightboxOpen: (canvas) => {
    const dialog = canvas.querySelector<HTMLDialogElement>('dialog.sq-gallery-lightbox');
    expect(dialog?.open).toBe(true);
    expect(dialog?.getAttribute('data-theme')).toBe('light');
    expect(text(canvas, '.sq-gallery-lightbox__title')).toBe('Lake');
  },
  Clickthrough: (canvas) => {
    const links = [...canvas.querySelectorAll('a.sq-gallery__link')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/journal/trail', 'https://example.com/lake']);
    expect(links.every((link) => link.getAttribute('target') === '_blank')).toBe(true);
    expect(links.every((link) => link.getAttribute('rel') === 'noopener')).toBe(true);
    expect(canvas.querySelector('.sq-gallery__body')).toBeNull();
  },
  Empty: (canvas) => {
    empty('sq-gallery')(canvas);
    expect(state(canvas, 'sq-gallery')).toBe('empty');
  },
};
