import { parseGalleryImages, readGalleryImages, type GalleryImage } from '../../src/gallery/images';
import { defineElement, type ElementSpec, type ElementState } from '../../src/runtime/element';
import { meta as galleryMeta } from './gallery.meta';
import type { GalleryViewProps } from './GalleryView';

type State = ElementState<typeof galleryMeta>;

/** What the view calls in the browser. */
interface Actions {
  readonly images: readonly GalleryImage[];
  readonly loadLightbox: NonNullable<GalleryViewProps['loadLightbox']>;
}

/** Each gallery's images, read once from its child script (before its markup replaces it). */
const read = new WeakMap<HTMLElement, readonly GalleryImage[]>();

/** A gallery's images from its child `<script type="application/json">`; none (with one console error) when it is unusable. */
export function hostImages(host: HTMLElement): readonly GalleryImage[] {
  let images = read.get(host);
  if (!images) {
    const script = host.querySelector(
      ':scope > script[type="application/json"], :scope script[type="application/json"]',
    );
    images = parseGalleryImages(script ? (script.textContent ?? '') : null);
    read.set(host, images);
  }
  return images;
}

/** Each image list's script text, written once (a gallery renders again on every move; 1,000 images are a lot to write each time). */
const texts = new WeakMap<readonly GalleryImage[], string | null>();

/** The images as the child script holds them, `<` escaped; null for none. */
function scriptText(images: readonly GalleryImage[]): string | null {
  let text = texts.get(images);
  if (text === undefined) {
    text = images.length > 0 ? JSON.stringify(images).replace(/</g, '\\u003c') : null;
    texts.set(images, text);
  }
  return text;
}

/** The view's props for a state (the server renders the same, from the images it will hold). */
export function galleryProps({ attributes, json }: State, actions: Actions | null): GalleryViewProps {
  const images = actions ? actions.images : json === undefined ? [] : readGalleryImages(json);
  return {
    settings: attributes,
    images,
    json: scriptText(images),
    loadLightbox: actions?.loadLightbox ?? null,
  };
}

/** `<sq-gallery>`. */
export const spec: ElementSpec<typeof galleryMeta, GalleryViewProps, Actions> = {
  meta: galleryMeta,
  adopt: (host) => void hostImages(host),
  actions: (_scope, host) => ({
    images: hostImages(host),
    loadLightbox: () => import('./gallery-lightbox').then((module) => module.GalleryLightbox),
  }),
  props: galleryProps,
  view: () => import('./GalleryView').then((module) => module.GalleryView),
  hostState: ({ settings, images }) => (images.length > 0 ? settings.design : 'empty'),
  // A slider or slideshow follows its own scrolling and plays itself: it runs from the start.
  awake: (_host, { settings, images }) =>
    images.length > 1 && (settings.design === 'slider' || settings.design === 'slideshow'),
};

/** Defines `<sq-gallery>`. */
export const define = () => defineElement(spec);

/** The element's tag and attributes. */
export { galleryMeta as meta };
