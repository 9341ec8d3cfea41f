/**
 * The settings of `<sq-gallery>`: one attribute each, named as the platform's gallery settings in
 * kebab case (the platform's `lightboxTheme`, `newWindow` and
 * `transparentBackground` are the `lightbox-theme`, `new-window` and `transparent-background`
 * attributes).
 *
 * How a value is read:
 * - **Numbers**: surrounding whitespace is ignored (`" 7 "` is 7); otherwise only a plain decimal
 *   number is one (`12`, `-3`, `2.5`, `1e2`): `"5px"`, `"0x10"`, `"Infinity"` and `""` are not, and
 *   mean the default. A number outside the range is clamped to it (`1e309`, which is too big to
 *   hold, is clamped to the maximum). `thumbnails-per-row` takes whole numbers: another is rounded.
 * - **Choices** (`design`, `aspect-ratio`, ...): surrounding whitespace and ASCII case are ignored,
 *   as HTML does for its own enumerated attributes (`"Grid "` is `grid`); any other value means the
 *   default.
 * - **Booleans** follow HTML: present is on, whatever the value, absent is off. Writing `="false"`
 *   is a common slip, so it is warned about (and still on: remove the attribute to turn it off).
 * - **`auto-crop`** is the one boolean that is on by default, so it needs a value to turn it off:
 *   absent, `""` or `"true"` is on, `"false"` is off (both without regard to case or surrounding
 *   whitespace); any other value is on, with a warning.
 *
 * Each value that is not used as given costs exactly one console warning, naming the attribute,
 * the value (the first 40 characters of it) and what is used instead.
 */
import type { AttributeMeta, AttributeProps } from '../lib/element-meta';

/** The four layouts. */
export const DESIGNS = ['slideshow', 'slider', 'grid', 'stacked'] as const;
export type GalleryDesign = (typeof DESIGNS)[number];

/** The shape each image is cropped to (when `auto-crop` is on), width over height in ASPECT_RATIO_VALUES. */
export const ASPECT_RATIOS = [
  'square',
  'standard',
  'standard-vertical',
  'four-three',
  'three-four-vertical',
  'widescreen',
  'anamorphic-widescreen',
] as const;
export type GalleryAspectRatio = (typeof ASPECT_RATIOS)[number];

/**
 * Width over height of each aspect ratio: square 1:1, standard 3:2, standard-vertical 2:3,
 * four-three 4:3, three-four-vertical 3:4, widescreen 16:9, anamorphic-widescreen 2.4:1.
 */
export const ASPECT_RATIO_VALUES: Readonly<Record<GalleryAspectRatio, number>> = {
  square: 1,
  standard: 3 / 2,
  'standard-vertical': 2 / 3,
  'four-three': 4 / 3,
  'three-four-vertical': 3 / 4,
  widescreen: 16 / 9,
  'anamorphic-widescreen': 2.4,
};

/** Where an image's title and body sit on it. */
export const META_POSITIONS = [
  'top',
  'top-left',
  'top-right',
  'center',
  'bottom',
  'bottom-left',
  'bottom-right',
] as const;
export type GalleryMetaPosition = (typeof META_POSITIONS)[number];

/** Where the slider keeps its active image. */
export const ACTIVE_ALIGNMENTS = ['left', 'center', 'right'] as const;
export type GalleryActiveAlignment = (typeof ACTIVE_ALIGNMENTS)[number];

/** The lightbox's colours. */
export const LIGHTBOX_THEMES = ['dark', 'light'] as const;
export type GalleryLightboxTheme = (typeof LIGHTBOX_THEMES)[number];

/** How soon a gallery's images load: `high`, its first row at once and first; `low`, every image when near. */
export const PRIORITIES = ['low', 'high'] as const;
export type GalleryPriority = (typeof PRIORITIES)[number];

/** One gallery attribute: what the element's meta needs, plus a line for the docs and Storybook. */
export interface GalleryAttribute extends AttributeMeta {
  /** Whole numbers only (another is rounded, with a warning). */
  readonly integer?: boolean;
}

/**
 * Every gallery attribute, keyed by its camelCase property name (as ElementMeta's `attributes`
 * are), with its type, default, and range or choices (what each does: settings.docs.ts). Defaults the
 * platform does not fix: `aspect-ratio` square (the platform's own default, and the one a grid of
 * mixed portrait and landscape images looks even in) and `meta-position` bottom-left (where a
 * caption is read last, over the part of a photo least often its subject).
 */
export const GALLERY_ATTRIBUTES = {
  design: {
    name: 'design',
    type: 'string',
    values: DESIGNS,
    default: 'grid',
  },
  autoplay: {
    name: 'autoplay',
    type: 'boolean',
    default: false,
  },
  autoplayDuration: {
    name: 'autoplay-duration',
    type: 'number',
    min: 1,
    max: 10,
    default: 5,
  },
  controls: {
    name: 'controls',
    type: 'boolean',
    default: false,
  },
  autoCrop: {
    name: 'auto-crop',
    type: 'boolean',
    default: true,
  },
  aspectRatio: {
    name: 'aspect-ratio',
    type: 'string',
    values: ASPECT_RATIOS,
    default: 'square',
  },
  squareThumbs: {
    name: 'square-thumbs',
    type: 'boolean',
    default: false,
  },
  thumbnails: {
    name: 'thumbnails',
    type: 'boolean',
    default: false,
  },
  thumbnailStripHeight: {
    name: 'thumbnail-strip-height',
    type: 'number',
    min: 0,
    max: 200,
    default: 80,
  },
  thumbnailStripMargin: {
    name: 'thumbnail-strip-margin',
    type: 'number',
    min: 0,
    max: 60,
    default: 20,
  },
  showMeta: {
    name: 'show-meta',
    type: 'boolean',
    default: false,
  },
  showMetaBasic: {
    name: 'show-meta-basic',
    type: 'boolean',
    default: false,
  },
  showMetaOnlyTitle: {
    name: 'show-meta-only-title',
    type: 'boolean',
    default: false,
  },
  metaPosition: {
    name: 'meta-position',
    type: 'string',
    values: META_POSITIONS,
    default: 'bottom-left',
  },
  showMetaOnHover: {
    name: 'show-meta-on-hover',
    type: 'boolean',
    default: false,
  },
  activeAlignment: {
    name: 'active-alignment',
    type: 'string',
    values: ACTIVE_ALIGNMENTS,
    default: 'center',
  },
  thumbnailsPerRow: {
    name: 'thumbnails-per-row',
    type: 'number',
    min: 1,
    max: 10,
    integer: true,
    default: 4,
  },
  padding: {
    name: 'padding',
    type: 'number',
    min: 0,
    max: 50,
    default: 20,
  },
  lightbox: {
    name: 'lightbox',
    type: 'boolean',
    default: false,
  },
  lightboxTheme: {
    name: 'lightbox-theme',
    type: 'string',
    values: LIGHTBOX_THEMES,
    default: 'dark',
  },
  maxWidth: {
    name: 'max-width',
    type: 'number',
    min: 100,
    max: 300,
    default: 300,
  },
  newWindow: {
    name: 'new-window',
    type: 'boolean',
    default: false,
  },
  transparentBackground: {
    name: 'transparent-background',
    type: 'boolean',
    default: false,
  },
  indicators: {
    name: 'indicators',
    type: 'boolean',
    default: false,
  },
  priority: {
    name: 'priority',
    type: 'string',
    values: PRIORITIES,
    default: 'low',
  },
} as const satisfies Readonly<Record<string, GalleryAttribute>>;

/** Every gallery setting, parsed: one property per attribute of GALLERY_ATTRIBUTES. */
export type GallerySettings = AttributeProps<{
  readonly tag: 'sq-gallery';
  readonly attributes: typeof GALLERY_ATTRIBUTES;
}>;

/** The settings of a gallery with no attributes at all (marked pure: a bundle that never reads it leaves it out). */
export const DEFAULT_GALLERY_SETTINGS: Readonly<GallerySettings> = /* @__PURE__ */ Object.freeze(
  /* @__PURE__ */ Object.fromEntries(
    Object.entries(GALLERY_ATTRIBUTES).map(([prop, attribute]) => [prop, attribute.default]),
  ),
) as unknown as Readonly<GallerySettings>;

/** A plain decimal number, as written in an attribute (already trimmed). */
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** The value as shown in a warning: quoted, escaped, and no longer than 40 characters. */
function shown(raw: string): string {
  const chars = Array.from(raw);
  return JSON.stringify(chars.length > 40 ? `${chars.slice(0, 40).join('')}…` : raw);
}

/** Lower-cases A to Z only (HTML's "ASCII case-insensitive", so `K` (U+212A) is no `k`). */
function asciiLowerCase(text: string): string {
  return text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
}

/** Reads one setting by the rules at the top of this file, reporting through `warn` a value not used as given. */
export function parseSetting(
  attribute: GalleryAttribute,
  raw: string | null | undefined,
  warn: (text: string) => void,
) {
  const fallback = attribute.default;
  const problem = (what: string, used: unknown) =>
    warn(`storefront-elements: <sq-gallery> ${attribute.name}=${shown(raw ?? '')} ${what}; using ${String(used)}.`);

  if (attribute.type === 'boolean') {
    if (raw == null) return fallback === true;
    const value = asciiLowerCase(raw.trim());
    if (fallback === true) {
      if (value === 'false') return false;
      if (value !== '' && value !== 'true') problem('is not "true" or "false"', true);
      return true;
    }
    if (value === 'false') problem('still turns it on (remove the attribute to turn it off)', true);
    return true;
  }

  if (raw == null) return fallback;

  if (attribute.type === 'number') {
    const text = raw.trim();
    if (!DECIMAL.test(text)) {
      problem('is not a number', fallback);
      return fallback;
    }
    // `+ 0` turns -0 into 0.
    const number = Number(text) + 0;
    const min = attribute.min ?? -Infinity;
    const max = attribute.max ?? Infinity;
    if (number < min || number > max) {
      const clamped = Math.min(max, Math.max(min, number));
      problem(`is out of range ${min}–${max}`, clamped);
      return clamped;
    }
    if (attribute.integer && !Number.isInteger(number)) {
      const rounded = Math.round(number);
      problem('is not a whole number', rounded);
      return rounded;
    }
    return number;
  }

  const values = attribute.values ?? [];
  const value = asciiLowerCase(raw.trim());
  if (values.includes(value)) return value;
  problem(`is not one of ${values.join(', ')}`, fallback);
  return fallback;
}

/**
 * Reads every gallery setting through `read` (an attribute's value, or null when it is absent:
 * `(name) => element.getAttribute(name)`), by the rules at the top of this file. Each value not
 * used as given is reported once through `warn`.
 */
export function parseGallerySettings(
  read: (name: string) => string | null,
  warn = (message: string) => console.warn(message),
): GallerySettings {
  const settings: Record<string, unknown> = {};
  for (const [prop, attribute] of Object.entries(GALLERY_ATTRIBUTES) as [string, GalleryAttribute][]) {
    settings[prop] = parseSetting(attribute, read(attribute.name), warn);
  }
  return settings as GallerySettings;
}
