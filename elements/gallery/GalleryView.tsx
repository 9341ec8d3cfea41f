import { useEffect, useId, useRef, useState, type ComponentType, type KeyboardEvent, type ReactNode } from 'react';
import {
  altFor,
  aspectOf,
  captionTone,
  focalPosition,
  IMAGE_WIDTHS,
  imagePriority,
  imageUrl,
  placeholderColor,
  sizeOf,
  srcsetFor,
  textOf,
  thumbnailWidth,
  type GalleryImage,
} from '../../src/gallery/images';
import { ASPECT_RATIO_VALUES, type GallerySettings } from '../../src/gallery/settings';
import type { GalleryLightboxProps } from './gallery-lightbox';

/** Props of `<sq-gallery>`'s view. */
export interface GalleryViewProps {
  readonly settings: GallerySettings;
  readonly images: readonly GalleryImage[];
  /** The images as the child script holds them (server and browser write the same). */
  readonly json: string | null;
  /** Loads the lightbox (on first use; null on the server). */
  readonly loadLightbox: (() => Promise<ComponentType<GalleryLightboxProps>>) | null;
}

/** Where the slider keeps its active image, as scrollIntoView says it. */
const ALIGN = { left: 'start', center: 'center', right: 'end' } as const;

/** How far (px) a slide's alignment point is from its track's: the scroll that aligns it. */
function offset(list: Element, slide: Element, align: keyof typeof ALIGN): number {
  const at = ({ left, right }: DOMRect) => (align === 'left' ? left : align === 'right' ? right : (left + right) / 2);
  return at(slide.getBoundingClientRect()) - at(list.getBoundingClientRect());
}

/** Whether the visitor asked for less motion (no autoplay then). */
function reducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Whether the pointer is over `node` (false where the browser cannot say). */
function hovered(node: Element): boolean {
  try {
    return node.matches(':hover');
  } catch {
    return false;
  }
}

/** The width an image is shown at, for `sizes` and the thumbnail-by-width rule. */
function shownWidth(settings: GallerySettings): number {
  const { design, thumbnailsPerRow, maxWidth } = settings;
  if (design === 'grid') return Math.min(1500, Math.ceil(1200 / thumbnailsPerRow));
  return design === 'slider' ? Math.max(maxWidth, 750) : 1500;
}

/** The largest of the served widths an original of `width` has (the original's own below 100). */
function largestWidth(width: number): number {
  return IMAGE_WIDTHS.filter((served) => served <= width).at(-1) ?? width;
}

/**
 * A slideshow's strip thumbnail: the served width for how wide it shows (the next width up the
 * image server makes), the strip's height times the image's ratio (a square one at least the
 * strip's height), never past the original's.
 */
function stripThumbnail(image: GalleryImage, settings: GallerySettings): string {
  const { width, height } = sizeOf(image);
  // A square thumbnail covers its square: a landscape image is drawn wider than the strip is high.
  const ratio = settings.squareThumbs ? Math.max(1, width / height) : width / height;
  const shown = settings.thumbnailStripHeight * ratio;
  return imageUrl(image, Math.min(thumbnailWidth(shown), largestWidth(width)));
}

/** `sizes` for a design: the grid's column width, else the gallery's width. */
function sizesFor(settings: GallerySettings): string {
  if (settings.design === 'grid') return `(max-width: 640px) 50vw, ${Math.ceil(100 / settings.thumbnailsPerRow)}vw`;
  return settings.design === 'slider' ? '(max-width: 640px) 80vw, 40vw' : '100vw';
}

/** How soon an image loads (imagePriority): high, at once and first; low or null (the default), when near. */
type Priority = 'high' | 'low' | null;

/** One image: its space reserved, lazy unless its priority is high, painted in its colour while it loads. */
function Picture({
  image,
  settings,
  priority,
}: {
  image: GalleryImage;
  settings: GallerySettings;
  priority: Priority;
}) {
  const eager = priority === 'high';
  const { width, height } = sizeOf(image);
  const crop = settings.autoCrop && settings.design === 'grid';
  const ratio = crop ? ASPECT_RATIO_VALUES[settings.aspectRatio] : aspectOf(image);
  if (image.oembed?.html) {
    return (
      <iframe
        className="sq-gallery__video"
        title={image.title || altFor(image) || 'Video'}
        sandbox="allow-scripts allow-popups allow-presentation"
        srcDoc={image.oembed.html}
        loading={eager ? 'eager' : 'lazy'}
        style={{ aspectRatio: String(ratio) }}
      />
    );
  }
  return (
    <img
      className="sq-gallery__image"
      src={imageUrl(image, Math.min(thumbnailWidth(shownWidth(settings)), largestWidth(width)))}
      srcSet={srcsetFor(image)}
      sizes={sizesFor(settings)}
      width={width}
      height={height}
      alt={altFor(image)}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={priority ?? 'auto'}
      decoding="async"
      style={{
        aspectRatio: String(ratio),
        objectFit: crop ? 'cover' : 'contain',
        objectPosition: focalPosition(image),
        backgroundColor: placeholderColor(image) ?? undefined,
      }}
    />
  );
}

/** An image's title and body, as text, where the settings put them. */
function Meta({ image, settings }: { image: GalleryImage; settings: GallerySettings }) {
  const { showMeta, showMetaBasic, showMetaOnlyTitle, metaPosition, showMetaOnHover } = settings;
  if (!(showMeta || showMetaBasic || showMetaOnlyTitle) || !(image.title || image.body)) return null;
  return (
    <figcaption
      className="sq-gallery__meta"
      data-position={metaPosition}
      data-tone={captionTone(image, metaPosition)}
      data-hover={showMetaOnHover ? '' : undefined}
      data-basic={showMetaBasic ? '' : undefined}
    >
      {image.title ? <span className="sq-gallery__title">{image.title}</span> : null}
      {image.body && !showMetaOnlyTitle ? <span className="sq-gallery__body">{textOf(image.body)}</span> : null}
    </figcaption>
  );
}

/** Whether the lightbox shows this image: a picture (not a video) with no link of its own. */
const opensInLightbox = (image: GalleryImage) => !image.clickthroughUrl && !image.oembed?.html;

/** One image in its figure, following its clickthrough when it has one, else opening the lightbox (when there is one). */
function Item(props: {
  image: GalleryImage;
  index: number;
  count: number;
  settings: GallerySettings;
  priority: Priority;
  onOpen: ((index: number, opener: HTMLElement) => void) | null;
}) {
  const { image, index, count, settings, priority, onOpen } = props;
  const picture = <Picture image={image} settings={settings} priority={priority} />;
  const label = image.title || altFor(image) || `Image ${index + 1} of ${count}`;
  let content: ReactNode = picture;
  if (image.clickthroughUrl) {
    // A link of its own wins over the lightbox: the owner chose where this image goes.
    content = (
      <a
        className="sq-gallery__link"
        href={image.clickthroughUrl}
        {...(settings.newWindow ? { target: '_blank', rel: 'noopener' } : {})}
      >
        {picture}
      </a>
    );
  } else if (onOpen && opensInLightbox(image)) {
    content = (
      <button
        type="button"
        className="sq-gallery__open"
        aria-label={`Open ${label}`}
        aria-haspopup="dialog"
        onClick={(event) => onOpen(index, event.currentTarget)}
      >
        {picture}
      </button>
    );
  }
  return (
    <figure className="sq-gallery__figure">
      {content}
      <Meta image={image} settings={settings} />
    </figure>
  );
}

/** The markup of `<sq-gallery>`: the same on the server and in the browser (the first image shown). */
export function GalleryView({ settings, images, json, loadLightbox }: GalleryViewProps) {
  const id = useId();
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const [lightbox, setLightbox] = useState<{
    index: number;
    opener: HTMLElement;
    /** What it browses: the pictures without a link of their own. */
    images: readonly GalleryImage[];
  } | null>(null);
  const [Lightbox, setLightboxView] = useState<ComponentType<GalleryLightboxProps> | null>(null);
  const track = useRef<HTMLUListElement & HTMLDivElement>(null);
  const region = useRef<HTMLDivElement>(null);
  const { design, autoplay, autoplayDuration } = settings;
  const carousel = design === 'slider' || design === 'slideshow';
  const align = design === 'slider' ? settings.activeAlignment : 'left';
  const count = images.length;
  const playing = carousel && autoplay && !paused && !held && count > 1;

  /**
   * Shows image `index`: a visitor's move brings it into view (the page too, when it is partly
   * off screen); autoplay moves only the track, never the page under a visitor reading elsewhere.
   */
  const go = (index: number, visitor = true) => {
    const next = (index + count) % count;
    setActive(next);
    const list = track.current;
    const slide = list?.children[next];
    if (!list || !slide) return;
    const behavior = reducedMotion() ? 'auto' : 'smooth';
    if (visitor) slide.scrollIntoView({ block: 'nearest', inline: ALIGN[align], behavior });
    else list.scrollBy?.({ left: offset(list, slide, align), behavior });
  };

  // A swipe or a scroll of the track (not a move of ours: that leaves its image in view) makes
  // the image nearest the alignment the active one, once the scrolling has stopped.
  useEffect(() => {
    const list = track.current;
    if (!list || !carousel) return;
    const settle = () => {
      const box = list.getBoundingClientRect();
      const slides = [...list.children];
      const current = slides.find((slide) => slide.getAttribute('aria-current'))?.getBoundingClientRect();
      if (!current || (current.left >= box.left - 1 && current.right <= box.right + 1)) return;
      const distances = slides.map((slide) => Math.abs(offset(list, slide, align)));
      setActive(distances.indexOf(Math.min(...distances)));
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const scrolled = () => {
      clearTimeout(timer);
      timer = setTimeout(settle, 150);
    };
    // Where scrollend is missing, a pause of 150 ms in the scroll events stands for it.
    const type = 'onscrollend' in list ? 'scrollend' : 'scroll';
    const listener = type === 'scrollend' ? settle : scrolled;
    list.addEventListener(type, listener, { passive: true });
    // A swipe made before the view was live (the server's markup scrolls by itself) counts too.
    settle();
    return () => {
      clearTimeout(timer);
      list.removeEventListener(type, listener);
    };
  }, [carousel, count, align]);

  // A pointer already resting on a carousel, or focus already in it, when its view goes live holds
  // it as well: the server's markup was on the screen before, and no enter or focus event comes for
  // what happened then.
  useEffect(() => {
    const node = region.current;
    if (node && carousel && (node.contains(document.activeElement) || hovered(node))) setHeld(true);
  }, [carousel]);

  useEffect(() => {
    if (!playing || reducedMotion()) return;
    const timer = setTimeout(() => go(active + 1, false), autoplayDuration * 1000);
    return () => clearTimeout(timer);
  });

  const open = (index: number, opener: HTMLElement) => {
    setLightbox({ index, opener, images: images.filter(opensInLightbox) });
    if (!Lightbox && loadLightbox)
      void loadLightbox().then(
        (view) => setLightboxView(() => view),
        () => {},
      );
  };

  if (count === 0) return json ? <script type="application/json" dangerouslySetInnerHTML={{ __html: json }} /> : null;

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowLeft: active - 1, ArrowRight: active + 1, Home: 0, End: count - 1 };
    const to = moves[event.key];
    if (to === undefined || !carousel) return;
    event.preventDefault();
    go(to);
  };

  const style = {
    '--sq-gallery-columns': settings.thumbnailsPerRow,
    '--sq-gallery-gap': `${settings.padding}px`,
    '--sq-gallery-strip-height': `${settings.thumbnailStripHeight}px`,
    '--sq-gallery-strip-margin': `${settings.thumbnailStripMargin}px`,
    '--sq-gallery-max-width': `${settings.maxWidth}px`,
    '--sq-gallery-snap': ALIGN[align],
  } as Record<string, string | number>;

  /** A button that shows image `index`: an indicator dot, or a thumbnail with its picture. */
  const pick = (index: number, picture?: ReactNode) => (
    <button
      key={index}
      type="button"
      aria-label={`Show image ${index + 1} of ${count}`}
      aria-current={index === active ? 'true' : undefined}
      onClick={() => go(index)}
    >
      {picture}
    </button>
  );

  // A carousel's slides are groups (a list may hold only items), in a plain track.
  const [List, ListItem] = carousel ? (['div', 'div'] as const) : (['ul', 'li'] as const);
  const items = images.map((image, index) => (
    <ListItem
      key={index}
      className="sq-gallery__item"
      aria-current={carousel && index === active ? 'true' : undefined}
      {...(carousel
        ? { role: 'group', 'aria-roledescription': 'slide', 'aria-label': `${index + 1} of ${count}` }
        : {})}
    >
      <Item
        image={image}
        index={index}
        count={count}
        settings={settings}
        priority={imagePriority(image, index, settings)}
        onOpen={settings.lightbox ? open : null}
      />
    </ListItem>
  ));

  return (
    <div
      ref={region}
      className="sq-gallery"
      data-design={design}
      data-transparent={settings.transparentBackground ? '' : undefined}
      style={style}
      {...(carousel
        ? {
            role: 'region',
            'aria-roledescription': 'carousel',
            'aria-label': 'Gallery',
            onKeyDown,
            onPointerEnter: () => setHeld(true),
            onPointerLeave: () => setHeld(false),
            onFocus: () => setHeld(true),
            onBlur: () => setHeld(false),
          }
        : {})}
    >
      {carousel && (settings.controls || autoplay) ? (
        <div className="sq-gallery__controls">
          {settings.controls ? (
            <>
              <button
                type="button"
                className="sq-gallery__prev"
                aria-controls={`${id}-track`}
                onClick={() => go(active - 1)}
              >
                <span aria-hidden="true">‹</span>
                <span className="sq-visually-hidden">Previous image</span>
              </button>
              <button
                type="button"
                className="sq-gallery__next"
                aria-controls={`${id}-track`}
                onClick={() => go(active + 1)}
              >
                <span aria-hidden="true">›</span>
                <span className="sq-visually-hidden">Next image</span>
              </button>
            </>
          ) : null}
          {autoplay ? (
            <button
              type="button"
              className="sq-gallery__pause"
              aria-pressed={paused}
              onClick={() => {
                // Play means now, though the pointer and focus are still on the gallery.
                setPaused(!paused);
                setHeld(false);
              }}
            >
              {paused ? 'Play' : 'Pause'}
            </button>
          ) : null}
        </div>
      ) : null}
      <List
        id={`${id}-track`}
        ref={track}
        className="sq-gallery__list"
        aria-live={carousel && !playing ? 'polite' : undefined}
      >
        {items}
      </List>
      {carousel ? <p className="sq-gallery__status sq-visually-hidden">{`Image ${active + 1} of ${count}`}</p> : null}
      {design === 'slideshow' && settings.indicators ? (
        <div className="sq-gallery__indicators">{images.map((image, index) => pick(index))}</div>
      ) : null}
      {design === 'slideshow' && settings.thumbnails ? (
        <div className="sq-gallery__thumbnails" data-square={settings.squareThumbs ? '' : undefined}>
          {images.map((image, index) =>
            pick(index, <img src={stripThumbnail(image, settings)} {...sizeOf(image)} alt="" loading="lazy" />),
          )}
        </div>
      ) : null}
      {json ? <script type="application/json" dangerouslySetInnerHTML={{ __html: json }} /> : null}
      {lightbox && Lightbox ? (
        <Lightbox
          images={lightbox.images}
          start={lightbox.images.indexOf(images[lightbox.index] as GalleryImage)}
          theme={settings.lightboxTheme}
          opener={lightbox.opener}
          onClose={() => setLightbox(null)}
        />
      ) : null}
    </div>
  );
}
