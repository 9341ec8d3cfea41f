import type { ElementDocs, ElementMeta } from '../../src/lib/element-meta';
import { GALLERY_ATTRIBUTES, parseSetting, type GalleryAttribute } from '../../src/gallery/settings';
import { GALLERY_ATTRIBUTE_DOCS } from '../../src/gallery/settings.docs';

/** Warnings already given on this page: a bad value warns once, however often the gallery renders. */
const warned = new Set<string>();

function warnOnce(message: string): void {
  if (warned.has(message)) return;
  warned.add(message);
  console.warn(message);
}

/** Each gallery setting with its own reading (src/gallery/settings.ts): ranges, defaults, one warning. */
const attributes = Object.fromEntries(
  Object.entries(GALLERY_ATTRIBUTES).map(([prop, attribute]: [string, GalleryAttribute]) => [
    prop,
    { ...attribute, parse: (raw: string | null) => parseSetting(attribute, raw, warnOnce) },
  ]),
) as unknown as typeof GALLERY_ATTRIBUTES;

/** Public description of `<sq-gallery>`. */
export const meta = { tag: 'sq-gallery', attributes } as const satisfies ElementMeta;

/** Documentation of `<sq-gallery>` for the manifest and README (not in the bundle; `npm run docs` after a change). */
export const docs = {
  className: 'SqGalleryElement',
  summary:
    'A gallery block: images from a child <script type="application/json"> (each with assetUrl, originalSize, altText, title, body, clickthroughUrl, mediaFocalPoint, colorData, oembed) in one of four designs: grid, stacked, slider (a horizontal strip) or slideshow (one at a time, with controls, indicators, thumbnails and autoplay that pauses on hover, on focus, under reduced motion and with its pause button). Arrow keys, Home and End move; a swipe or scroll makes the slide it stops on the current one. Every image reserves its space (no layout shift), loads lazily (with priority="high", the first row at once and first; an image\'s own priority wins), and uses srcset; an image with a clickthroughUrl links there, and with lightbox every other picture opens large in a modal dialog loaded on first use.',
  attributes: GALLERY_ATTRIBUTE_DOCS,
  events: [],
  cssClasses: [
    { name: 'sq-gallery', description: 'The gallery; `data-design` names its design.' },
    {
      name: 'sq-gallery__list',
      description: 'The list of a grid or stacked gallery, or the track (not a list) of a slider or slideshow.',
    },
    { name: 'sq-gallery__item', description: 'One image (with its caption).' },
    {
      name: 'sq-gallery__image',
      description: 'The image; its space is reserved from originalSize (or the aspect ratio).',
    },
    { name: 'sq-gallery__video', description: 'An oembed video, in a sandboxed frame.' },
    { name: 'sq-gallery__open', description: 'The button that opens an image in the lightbox.' },
    { name: 'sq-gallery__link', description: "An image's clickthrough link." },
    {
      name: 'sq-gallery__meta',
      description: 'The title and body; `data-position` and `data-tone` (light or dark text).',
    },
    { name: 'sq-gallery__title', description: "An image's title." },
    { name: 'sq-gallery__body', description: "An image's body text." },
    { name: 'sq-gallery__controls', description: 'Previous, next and pause buttons of a slider or slideshow.' },
    { name: 'sq-gallery__prev', description: 'The previous button.' },
    { name: 'sq-gallery__next', description: 'The next button.' },
    { name: 'sq-gallery__pause', description: 'The autoplay pause (and play) button.' },
    { name: 'sq-gallery__indicators', description: 'One dot button per image.' },
    { name: 'sq-gallery__thumbnails', description: "The slideshow's thumbnail strip." },
    { name: 'sq-gallery__status', description: 'The spoken position ("Image 3 of 12").' },
    { name: 'sq-gallery__figure', description: 'An image with its caption.' },
    { name: 'sq-gallery-lightbox', description: 'The lightbox: a modal <dialog>; `data-theme` dark or light.' },
    { name: 'sq-gallery-lightbox__title', description: "The lightbox's title: the image's, or its position." },
    { name: 'sq-gallery-lightbox__figure', description: 'The image and its body.' },
    {
      name: 'sq-gallery-lightbox__image',
      description: 'The image, 50 px from the top and bottom when taller than the window.',
    },
    { name: 'sq-gallery-lightbox__body', description: "The image's body text." },
    { name: 'sq-gallery-lightbox__count', description: 'The position ("3 / 12").' },
    { name: 'sq-gallery-lightbox__prev', description: 'The previous button.' },
    { name: 'sq-gallery-lightbox__next', description: 'The next button.' },
    { name: 'sq-gallery-lightbox__close', description: 'The close button.' },
  ],
  cssProperties: [
    {
      name: '--sq-gallery-background',
      default: '#f4f1ec',
      description: 'Background behind the images (none with transparent-background).',
    },
    { name: '--sq-gallery-caption-light', default: '#fff', description: 'Caption text on a dark image.' },
    { name: '--sq-gallery-caption-dark', default: '#111', description: 'Caption text on a light image.' },
    { name: '--sq-focus-color', default: '#1a73e8', description: 'Focus ring colour (shared by every element).' },
    { name: '--sq-gallery-columns', default: '4', description: "Set from thumbnails-per-row: the grid's columns." },
    {
      name: '--sq-gallery-gap',
      default: '20px',
      description: 'Set from padding: the space around and between images.',
    },
    { name: '--sq-gallery-snap', default: 'start', description: 'Set from active-alignment: where a slide snaps.' },
    {
      name: '--sq-gallery-max-width',
      default: '300px',
      description: 'Set from max-width: half the widest a slider image gets.',
    },
    { name: '--sq-gallery-strip-height', default: '80px', description: 'Set from thumbnail-strip-height.' },
    { name: '--sq-gallery-strip-margin', default: '20px', description: 'Set from thumbnail-strip-margin.' },
  ],
  states: ['grid', 'stacked', 'slider', 'slideshow', 'empty'],
} as const satisfies ElementDocs;
