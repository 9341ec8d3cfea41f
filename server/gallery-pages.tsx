/**
 * The lookbook: `/gallery`, an index of the gallery designs, and a page per design, each an
 * `<sq-gallery>` with its settings as attributes (SPEC.md section 3) and its images (SPEC.md's
 * Image, demo/galleries.ts) as JSON in its child script, its first markup from the library's
 * server renderer so nothing moves when scripts start.
 */
import { createElement } from 'react';
import { stableId } from '../demo/ids';
import { HOSTILE_GALLERY_IMAGES, LOOKBOOK_IMAGES, scrollGalleryImages, type GalleryImageJson } from '../demo/galleries';
import { renderElement } from '../src/server/render';
import type { CartJson } from './carts';
import { jsonForScript } from './html';
import { PAGE_COLLECTION_TYPE, PAGE_TYPE, pageContext } from './page-context';
import { html, LANG, Layout, type PageContextJson } from './pages';

/** A gallery's attributes, as markup writes them (`true` for a bare boolean attribute). */
export type GalleryAttributes = Readonly<Record<string, string | true>>;

/** One gallery page of the lookbook. */
export interface GalleryPage {
  readonly path: string;
  /** Its heading, and its name on the index. */
  readonly title: string;
  /** A line under the heading, and on the index. */
  readonly intro: string;
  /** The `<sq-gallery>`'s attributes: SPEC.md section 3's settings. */
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

/** The page context of a lookbook page: its own content page collection. */
function galleryContext(path: string, title: string) {
  return pageContext({
    pageType: PAGE_TYPE.page,
    products: [],
    collection: { id: stableId('page', path), title, type: PAGE_COLLECTION_TYPE },
  });
}

/** A script child of an element, as markup starts one. */
const JSON_SCRIPT_START = /<script type="application\/json"/;

/**
 * `<sq-gallery>` with its attributes, its images in a child `<script type="application/json">`
 * (escaped by `jsonForScript`) and its first markup from the library's server renderer. The
 * renderer's markup is used as it is when it holds the images' script itself (the element writes
 * the images it read, so the script survives its first render); otherwise the script goes before it.
 */
export function GalleryElement({
  attributes,
  images,
  context,
}: {
  attributes: GalleryAttributes;
  images: readonly GalleryImageJson[];
  context: PageContextJson;
}) {
  // A copy: reading images may change what it reads, and the demo's images are shared by every page.
  const json = structuredClone(images);
  const rendered = renderElement('sq-gallery', { attributes, json, pageContext: context, lang: LANG });
  const host: Record<string, string> = {};
  for (const [name, value] of Object.entries({ ...attributes, ...rendered.hostAttributes })) {
    host[name] = value === true ? '' : value;
  }
  const markup = JSON_SCRIPT_START.test(rendered.html)
    ? rendered.html
    : `<script type="application/json">${jsonForScript(images)}</script>${rendered.html}`;
  return createElement('sq-gallery', { ...host, dangerouslySetInnerHTML: { __html: markup } });
}

/** `GET /gallery/{design}`: one gallery, with its heading and a line about it. */
export function galleryPage(gallery: GalleryPage, cart: CartJson | null = null): string {
  const context = galleryContext(gallery.path, gallery.title);
  return html(
    <Layout title={gallery.title} context={context} cart={cart} within="lookbook">
      <nav className="breadcrumb" aria-label="Breadcrumb">
        <a href="/gallery">Lookbook</a>
      </nav>
      <div className="page-intro">
        <h1>{gallery.title}</h1>
        <p>{gallery.intro}</p>
      </div>
      <section className="gallery-section" aria-label={gallery.title}>
        <GalleryElement attributes={gallery.attributes} images={gallery.images()} context={context} />
      </section>
    </Layout>,
  );
}

/** `GET /gallery`: the lookbook's index, a link to each gallery page. */
export function galleryIndexPage(cart: CartJson | null = null): string {
  const context = galleryContext('/gallery', 'Lookbook');
  return html(
    <Layout title="Lookbook" context={context} cart={cart} current="lookbook">
      <div className="page-intro">
        <h1>Lookbook</h1>
        <p>
          Trails, campfires, coastlines and what we pack for them: the season&apos;s pictures, shown in each of the
          gallery&apos;s designs.
        </p>
      </div>
      <ul className="journal-list" role="list">
        {GALLERY_PAGES.filter((gallery) => gallery.listed !== false).map((gallery) => (
          <li key={gallery.path} className="journal-list__item">
            <h2 className="journal-list__title">
              <a href={gallery.path}>{gallery.title}</a>
            </h2>
            <p>{gallery.intro}</p>
          </li>
        ))}
      </ul>
    </Layout>,
  );
}
