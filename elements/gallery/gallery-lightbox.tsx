/**
 * The lightbox of `<sq-gallery>`, loaded when a visitor first opens an image: a native modal
 * dialog (focus moves in, stays in and returns to the image it came from) in the dark or light
 * theme, with previous and next buttons, the arrow keys, swipe, and Escape to close. An image
 * taller than the window keeps a margin of 50 px above and below.
 */
import { useRef, useState, type PointerEvent } from 'react';
import { ModalClose, ModalDialog, ModalTitle } from '../../src/dialogs/ModalDialog';
import { altFor, imageUrl, sizeOf, srcsetFor, textOf, type GalleryImage } from '../../src/gallery/images';

/** Props of the lightbox. */
export interface GalleryLightboxProps {
  readonly images: readonly GalleryImage[];
  /** The image it opens on. */
  readonly start: number;
  readonly theme: 'dark' | 'light';
  /** The button that opened it: focus goes back there. */
  readonly opener: HTMLElement;
  readonly onClose: () => void;
}

/** How far a swipe must go (px) to move to the next image. */
export const SWIPE_DISTANCE = 50;

/** The lightbox. */
export function GalleryLightbox({ images, start, theme, opener, onClose }: GalleryLightboxProps) {
  const [index, setIndex] = useState(start);
  const swipe = useRef<number | null>(null);
  const count = images.length;
  const image = images[index] as GalleryImage;
  const { width, height } = sizeOf(image);
  const go = (step: number) => setIndex((index + step + count) % count);
  return (
    // A click beside the image does not close it: the lightbox fills the window, so that click
    // would be any tap or swipe beside the image. Escape and its close button close it.
    <ModalDialog
      className="sq-gallery-lightbox"
      data-theme={theme}
      focus=".sq-gallery-lightbox__close"
      opener={opener}
      overlay="gallery-lightbox"
      lockScroll
      onClose={onClose}
      onKeyDown={(event) => {
        if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
          event.preventDefault();
          go(event.key === 'ArrowLeft' ? -1 : 1);
        }
      }}
      onPointerDown={(event: PointerEvent) => (swipe.current = event.clientX)}
      onPointerUp={(event: PointerEvent) => {
        const from = swipe.current;
        swipe.current = null;
        if (from !== null && Math.abs(event.clientX - from) >= SWIPE_DISTANCE) go(event.clientX < from ? 1 : -1);
      }}
    >
      <ModalTitle className="sq-gallery-lightbox__title">{image.title || `Image ${index + 1} of ${count}`}</ModalTitle>
      <figure className="sq-gallery-lightbox__figure">
        <img
          className="sq-gallery-lightbox__image"
          src={imageUrl(image, 1500)}
          srcSet={srcsetFor(image)}
          sizes="100vw"
          width={width}
          height={height}
          alt={altFor(image)}
          draggable={false}
        />
        {image.body ? <figcaption className="sq-gallery-lightbox__body">{textOf(image.body)}</figcaption> : null}
      </figure>
      <p className="sq-gallery-lightbox__count" aria-live="polite">{`${index + 1} / ${count}`}</p>
      <button type="button" className="sq-gallery-lightbox__prev" onClick={() => go(-1)}>
        <span aria-hidden="true">‹</span>
        <span className="sq-visually-hidden">Previous image</span>
      </button>
      <button type="button" className="sq-gallery-lightbox__next" onClick={() => go(1)}>
        <span aria-hidden="true">›</span>
        <span className="sq-visually-hidden">Next image</span>
      </button>
      <ModalClose className="sq-gallery-lightbox__close">
        <span aria-hidden="true">×</span>
        <span className="sq-visually-hidden">Close</span>
      </ModalClose>
    </ModalDialog>
  );
}
