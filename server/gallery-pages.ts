/**
 * The lookbook's pages: `/gallery`, an index of the gallery designs, and a page per design, each
 * an `<sq-gallery>` with its settings as attributes and its images (the platform's image records,
 * demo/galleries.ts). The theme renders them (theme/pages/gallery.page, through
 * server/theme-pages.ts), the gallery's first markup from the library's server renderer so nothing
 * moves when scripts start.
 */
import { HOSTILE_GALLERY_IMAGES, LOOKBOOK_IMAGES, scrollGalleryImages, type GalleryImageJson } from '../demo/galleries';

/** A gallery's attributes, as markup writes them (`true` for a bare boolean attribute). */
export type GalleryAttributes = Readonly<Record<string, string | true>>;

/** One gallery page of the lookbook. */
export interface GalleryPage {
  readonly path: string;
  /** Its heading, and its name on the index. */
  readonly title: string;
  /** A line under the heading, and on the index. */
  readonly intro: string;
  /** The `<sq-gallery>`'s attributes: the gallery settings (src/gallery/settings.ts). */
  readonly attributes: GalleryAttributes;
  /** False for a page the index leaves out (the test gallery). */
  readonly listed?: boolean;
  /** Its images. */
  images(): readonly GalleryImageJson[];
}

const lookbook = (): readonly GalleryImageJson[] => LOOKBOOK_IMAGES.map((image) => image.image);

/**
 * The lookbook without its links, for the pages with a lightbox: an image's own link wins over
 * the lightbox, and there every picture should open large.
 */
const pictures = (): readonly GalleryImageJson[] => lookbook().map(({ clickthroughUrl: _link, ...image }) => image);

let scrollImages: readonly GalleryImageJson[] | undefined;
/** The scroll test's 1,000 images, made once. */
const scroll = (): readonly GalleryImageJson[] => (scrollImages ??= scrollGalleryImages().map((image) => image.image));

/**
 * The gallery pages, one per design, the 1,000-image grid for the scroll test, and the test
 * gallery of hostile images (not on the index, as the catalogue's hostile product is not listed).
 */
export const GALLERY_PAGES: readonly GalleryPage[] = [
  {
    path: '/gallery/grid',
    title: 'Lookbook: grid',
    intro: 'Three across, cropped to 3:2, with captions. Choose a picture to see it large.',
    attributes: {
      // At the top of the page: its first row loads at once.
      priority: 'high',
      design: 'grid',
      'thumbnails-per-row': '3',
      padding: '16',
      'aspect-ratio': 'standard',
      'show-meta': true,
      lightbox: true,
    },
    images: pictures,
  },
  {
    path: '/gallery/stacked',
    title: 'Lookbook: stacked',
    intro: 'One picture after another, each with its story underneath; most lead to what is in them.',
    attributes: {
      // At the top of the page: its first row loads at once.
      priority: 'high',
      design: 'stacked',
      'show-meta': true,
      'meta-position': 'bottom',
    },
    images: lookbook,
  },
  {
    path: '/gallery/slider',
    title: 'Lookbook: slider',
    intro: 'A strip of pictures to scroll through sideways, the current one in the middle. Choose one to see it large.',
    attributes: {
      // At the top of the page: its first row loads at once.
      priority: 'high',
      design: 'slider',
      'active-alignment': 'center',
      controls: true,
      lightbox: true,
      'lightbox-theme': 'light',
    },
    images: pictures,
  },
  {
    path: '/gallery/slideshow',
    title: 'Lookbook: slideshow',
    intro: 'One picture at a time, moving on every four seconds: hover, focus or the pause button stop it.',
    attributes: {
      // At the top of the page: its first row loads at once.
      priority: 'high',
      design: 'slideshow',
      autoplay: true,
      'autoplay-duration': '4',
      controls: true,
      indicators: true,
      thumbnails: true,
      'thumbnail-strip-height': '80',
    },
    images: lookbook,
  },
  {
    path: '/gallery/scroll',
    title: 'Field studies: 1,000 pictures',
    intro: 'A long grid for the scroll test: only the pictures near the screen should load.',
    attributes: {
      // At the top of the page: its first row loads at once.
      priority: 'high',
      design: 'grid',
      'thumbnails-per-row': '5',
    },
    images: scroll,
  },
  {
    path: '/gallery/hostile',
    title: 'Test gallery: hostile images',
    intro: 'Markup in titles and bodies, a javascript: link and a video with a script: all shown as text or sandboxed.',
    attributes: {
      design: 'grid',
      'thumbnails-per-row': '4',
      'show-meta': true,
      lightbox: true,
    },
    listed: false,
    images: () => HOSTILE_GALLERY_IMAGES.map((image) => image.image),
  },
];
