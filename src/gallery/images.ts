/**
 * The images of `<sq-gallery>` (a list of the platform's image records,
 * JSON in a child `<script type="application/json">`), and what the gallery derives from one:
 * its `srcset` (the widths the image server makes), thumbnail width, alt text, focal point, aspect ratio,
 * placeholder colour and caption tone. Pure functions: no DOM needed (server rendering uses them).
 */
import * as v from 'valibot';
import { describeIssues, isObject, parseTolerant, reportProblem } from '../lib/schemas';
import { safeUrl } from '../lib/url';
import type { GalleryMetaPosition, GallerySettings } from './settings';

/** What is wrong with an address that is neither http(s) nor a path on this site (`javascript:`, `data:`). */
export const UNSAFE_URL_PROBLEM = 'Expected an http(s) address or a path on this site';

/** What is wrong with an `originalSize` that is not "WxH". */
export const SIZE_PROBLEM = 'Expected a size like "1500x1000" (whole numbers above 0)';

/** What is wrong with a `colorData` average. */
export const COLOR_PROBLEM = 'Expected a colour as 3 to 6 hex digits, like "a1b2c3"';

/** What is wrong with `systemDataVariants`. */
export const VARIANTS_PROBLEM = 'Expected sizes like "1500x1000" or "750w", separated by commas';

const clamp01 = (n: number) => Math.min(1, Math.max(0, n));

/**
 * A colour of 3 to 6 hex digits, a leading # allowed, as 6 lower-case digits
 * without the #: three are shorthand, each digit doubled (`#000` is `000000`); four or five are
 * the number they write, padded on the left with zeros (`fffff` is `0fffff`). Null for anything else.
 */
export function sixHexDigits(color: string): string | null {
  const hex = color.trim().replace(/^#/, '').toLowerCase();
  if (!/^[0-9a-f]{3,6}$/.test(hex)) return null;
  return hex.length === 3 ? hex.replace(/./g, '$&$&') : hex.padStart(6, '0');
}

/** A colour average (see sixHexDigits), read as its 6 digits. */
const HexColorSchema = v.nullish(
  v.pipe(
    v.string(COLOR_PROBLEM),
    v.transform(sixHexDigits),
    // Null where it is not such a colour.
    v.string(COLOR_PROBLEM),
  ),
);

const TextSchema = v.nullish(v.string('Expected text'));

/** One image of a gallery. A required field that is wrong costs the image; any other costs only itself. */
export const GalleryImageSchema = v.object({
  /** The image's address on the platform's image server (or a path on this site). */
  assetUrl: v.pipe(
    v.string(UNSAFE_URL_PROBLEM),
    v.trim(),
    v.check((url) => safeUrl(url) !== null, UNSAFE_URL_PROBLEM),
  ),
  /** Width and height of the original in pixels, "WxH": reserves the image's space before it loads. */
  originalSize: v.pipe(v.string(SIZE_PROBLEM), v.trim(), v.regex(/^[1-9]\d{0,5}x[1-9]\d{0,5}$/i, SIZE_PROBLEM)),
  /** The point of the image to keep in view when it is cropped, each 0 (left, top) to 1 (clamped). */
  mediaFocalPoint: v.nullish(
    v.pipe(
      v.object({ x: v.number('Expected a number'), y: v.number('Expected a number') }),
      v.transform(({ x, y }) => ({ x: clamp01(x), y: clamp01(y) })),
    ),
  ),
  /** Average colours of five parts of the image: the placeholder, and light or dark captions. */
  colorData: v.nullish(
    v.object({
      topLeftAverage: HexColorSchema,
      topRightAverage: HexColorSchema,
      bottomLeftAverage: HexColorSchema,
      bottomRightAverage: HexColorSchema,
      centerAverage: HexColorSchema,
    }),
  ),
  /** The sizes the platform holds of the image, "WxH" or "Nw" separated by commas (kept, not yet used). */
  systemDataVariants: v.nullish(
    v.pipe(
      v.string(VARIANTS_PROBLEM),
      v.check(
        (variants) => variants.trim() === '' || variants.split(',').every((part) => /^\s*\d+(x\d+|w)\s*$/i.test(part)),
        VARIANTS_PROBLEM,
      ),
    ),
  ),
  altText: TextSchema,
  title: TextSchema,
  /** HTML: shown as text, never run. */
  body: TextSchema,
  /** Where the image links to: http(s) or a path on this site; empty means no link. */
  clickthroughUrl: v.nullish(
    v.pipe(
      v.string(UNSAFE_URL_PROBLEM),
      v.trim(),
      v.check((url) => url === '' || safeUrl(url) !== null, UNSAFE_URL_PROBLEM),
      v.transform((url) => url || null),
    ),
  ),
  /** How soon this image loads, whatever the gallery's `priority`: high at once and first, low when near. */
  priority: v.nullish(v.picklist(['high', 'low'], 'Expected "high" or "low"')),
  /** An embedded video: its markup is shown only inside a sandboxed frame, never in the page. */
  oembed: v.nullish(v.object({ html: v.string('Expected markup'), providerName: TextSchema })),
});

/** One image of a gallery. */
export type GalleryImage = v.InferOutput<typeof GalleryImageSchema>;

/** The list of a gallery's images. */
export const GalleryImagesSchema = /* @__PURE__ */ v.array(GalleryImageSchema);

/** The fields an image cannot be shown without. */
const REQUIRED_FIELDS = ['assetUrl', 'originalSize'] as const;

function readImage(item: unknown, index: number): GalleryImage | null {
  const where = `<sq-gallery> images[${index}]`;
  if (!isObject(item)) {
    reportProblem(`${where} ignored: not an object.`);
    return null;
  }
  const missing = REQUIRED_FIELDS.filter((key) => !Object.hasOwn(item, key)).map((key) => `${key}: missing`);
  const dropped: string[] = [];
  const image = parseTolerant(GalleryImageSchema, item, dropped);
  if (!image) {
    const why = [...missing, ...dropped];
    if (why.length === 0) {
      const result = v.safeParse(GalleryImageSchema, item);
      if (!result.success) why.push(describeIssues(result.issues));
    }
    reportProblem(`${where} ignored: ${why.join('; ')}.`);
    return null;
  }
  if (dropped.length > 0) reportProblem(`${where}: parts of the wrong shape, ignored: ${dropped.join('; ')}.`);
  return image;
}

/**
 * Reads a gallery's images from parsed JSON, keeping every good one: an image missing a usable
 * `assetUrl` or `originalSize` is left out, and any other field of the wrong shape is left off its
 * image, with one console error per image naming its index (counting from 0) and why. Not a list:
 * no images, with one console error. `data` is changed as it is read: pass data of your own.
 */
export function readGalleryImages(data: unknown): GalleryImage[] {
  if (!Array.isArray(data)) {
    reportProblem('<sq-gallery> images: expected a JSON list of images.');
    return [];
  }
  return data.map(readImage).filter((image) => image !== null);
}

/**
 * Reads a gallery's images from the text of its `<script type="application/json">`, as
 * readGalleryImages does. Text that is not JSON (an empty script among it) is no images, with one
 * console error; no text at all (null: no script) is no images, silently, for the element to decide.
 */
export function parseGalleryImages(text: string | null | undefined): GalleryImage[] {
  if (text == null) return [];
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    reportProblem(`<sq-gallery> images: not JSON (${(error as Error).message}).`);
    return [];
  }
  return readGalleryImages(data);
}

/** The widths the platform's image server makes of every image. */
export const IMAGE_WIDTHS = [100, 300, 500, 750, 1000, 1500, 2500] as const;

/** Width and height of the original, from `originalSize`. */
export function sizeOf(image: Pick<GalleryImage, 'originalSize'>): { width: number; height: number } {
  const [width = 0, height = 0] = image.originalSize.split(/x/i).map(Number);
  return { width, height };
}

/** Width over height of the original (for `aspect-ratio`, so its space is kept before it loads). */
export function aspectOf(image: Pick<GalleryImage, 'originalSize'>): number {
  const { width, height } = sizeOf(image);
  return width / height;
}

/** Whitespace in an address would end it in a srcset: encoded. */
function encodeWhitespace(url: string): string {
  return url.replace(/\s/g, (space) => encodeURIComponent(space));
}

/**
 * The address of the image at `width` pixels wide, by the platform's convention: `?format=750w`
 * after `assetUrl` (`&format=750w` when it already has a query).
 */
export function imageUrl(image: Pick<GalleryImage, 'assetUrl'>, width: number): string {
  const hashAt = image.assetUrl.indexOf('#');
  const address = hashAt === -1 ? image.assetUrl : image.assetUrl.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : image.assetUrl.slice(hashAt);
  return encodeWhitespace(`${address}${address.includes('?') ? '&' : '?'}format=${width}w${hash}`);
}

/**
 * The image's `srcset`: each of IMAGE_WIDTHS not above the original's width. An original narrower
 * than the smallest (100) has nothing to scale down to: its srcset is the original, at its width.
 */
export function srcsetFor(image: Pick<GalleryImage, 'assetUrl' | 'originalSize'>): string {
  const { width } = sizeOf(image);
  const widths = IMAGE_WIDTHS.filter((w) => w <= width);
  if (widths.length === 0) return `${encodeWhitespace(image.assetUrl)} ${width}w`;
  return widths.map((w) => `${imageUrl(image, w)} ${w}w`).join(', ');
}

/**
 * The width of image to ask for a thumbnail shown `displayWidth` pixels wide:
 * above 1000 gives 1500, above 750 gives 1000, above 500 gives 750, above 300 gives 500, above 100
 * gives 300, else (and for no number at all) 100.
 */
export function thumbnailWidth(displayWidth: number): number {
  if (displayWidth > 1000) return 1500;
  if (displayWidth > 750) return 1000;
  if (displayWidth > 500) return 750;
  if (displayWidth > 300) return 500;
  if (displayWidth > 100) return 300;
  return 100;
}

/** The longest alt text taken from `body`, in characters (code points). */
export const ALT_TEXT_MAX = 250;

/** Elements whose edges separate words (`<p>a</p><p>b</p>` is "a b", `<b>a</b>b` is "ab"). */
const BLOCK_ELEMENT =
  /^(?:address|article|aside|blockquote|br|dd|div|dl|dt|figcaption|figure|footer|h[1-6]|header|hr|li|main|nav|ol|p|pre|section|table|tbody|td|tfoot|th|thead|tr|ul)$/i;

const NAMED_ENTITIES = new Map([
  ['amp', '&'],
  ['lt', '<'],
  ['gt', '>'],
  ['quot', '"'],
  ['apos', "'"],
  ['nbsp', '\u00a0'],
  ['ndash', '–'],
  ['mdash', '—'],
  ['hellip', '…'],
  ['lsquo', '‘'],
  ['rsquo', '’'],
  ['ldquo', '“'],
  ['rdquo', '”'],
  ['copy', '©'],
  ['reg', '®'],
  ['trade', '™'],
]);

function decodeEntity(entity: string, body: string): string {
  if (body.startsWith('#')) {
    const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
    const valid = code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
    return valid ? String.fromCodePoint(code) : '\uFFFD';
  }
  return NAMED_ENTITIES.get(body.toLowerCase()) ?? entity;
}

/**
 * The text of an HTML fragment, without running or parsing it as a page would: comments,
 * `<script>`, `<style>` and the like go with their contents, every other tag goes (leaving a space
 * where it separates blocks), common entities are decoded, and whitespace runs become one space.
 */
export function textOf(html: string): string {
  return html
    .replace(/<!--[\s\S]*?(?:-->|$)/g, ' ')
    .replace(/<(script|style|template|noscript|iframe|textarea|title|svg|math)\b[\s\S]*?(?:<\/\1\s*>|$)/gi, ' ')
    .replace(/<[!?][^>]*>?/g, ' ')
    .replace(/<\/?([a-z][a-z0-9-]*)(?:[^>"']|"[^"]*"|'[^']*')*>?/gi, (_tag, name: string) =>
      BLOCK_ELEMENT.test(name) ? ' ' : '',
    )
    .replace(/&(#x[0-9a-f]{1,8}|#\d{1,10}|[a-z][a-z0-9]{1,31});/gi, decodeEntity)
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The image's alt text: `altText`, else the text of `body` (capped at ALT_TEXT_MAX characters: a
 * longer one is cut there), else '' (a decorative image, skipped by screen readers).
 */
export function altFor(image: Pick<GalleryImage, 'altText' | 'body'>): string {
  const alt = image.altText?.trim();
  if (alt) return alt;
  const text = textOf(image.body ?? '');
  const chars = Array.from(text);
  if (chars.length <= ALT_TEXT_MAX) return text;
  return chars.slice(0, ALT_TEXT_MAX).join('').trimEnd();
}

const percent = (n: number) => `${Math.round(n * 10000) / 100}%`;

/** The image's focal point as CSS `object-position` ("30% 75%"); the centre, "50% 50%", by default. */
export function focalPosition(image: Pick<GalleryImage, 'mediaFocalPoint'>): string {
  const point = image.mediaFocalPoint;
  return point ? `${percent(point.x)} ${percent(point.y)}` : '50% 50%';
}

/** Half of 16777215 (0xffffff): below it a colour is dark, else light. */
export const DARK_THRESHOLD = 16777215 / 2;

/**
 * Whether a colour (3 to 6 hex digits, read by sixHexDigits) is dark by the platform's rule:
 * its value as one number below half of 0xffffff, so 7fffff is dark and
 * 800000 light. (The rule weighs red far above green and blue: it is the platform's, kept so
 * galleries look the same.) Anything that is not such a colour is ignored: not dark.
 */
export function isDark(color: string): boolean {
  const hex = sixHexDigits(color);
  return hex !== null && parseInt(hex, 16) < DARK_THRESHOLD;
}

type ColorAverage = keyof NonNullable<GalleryImage['colorData']>;

/** The part of the image a caption at each meta position sits over. */
const AVERAGE_AT: Readonly<Record<GalleryMetaPosition, ColorAverage>> = {
  'top-left': 'topLeftAverage',
  'top-right': 'topRightAverage',
  'bottom-left': 'bottomLeftAverage',
  'bottom-right': 'bottomRightAverage',
  top: 'centerAverage',
  center: 'centerAverage',
  bottom: 'centerAverage',
};

/**
 * The tone of caption text over the image: 'light' text on a dark image, 'dark' text on a light
 * one, judged (isDark) by the `colorData` average of the part the caption sits over: the corner
 * of a corner position, else (top, center, bottom, or that corner unknown) `centerAverage`. With no
 * colour known, 'light' (light text, as on most photographs and on a dark scrim).
 */
export function captionTone(
  image: Pick<GalleryImage, 'colorData'>,
  position: GalleryMetaPosition = 'center',
): 'light' | 'dark' {
  const colors = image.colorData;
  const color = colors?.[AVERAGE_AT[position]] ?? colors?.centerAverage;
  if (!color) return 'light';
  return isDark(color) ? 'light' : 'dark';
}

/**
 * The colour to paint the image's space with until it loads: `#` and `centerAverage`, else the
 * first corner average known, else undefined (no colour data).
 */
export function placeholderColor(image: Pick<GalleryImage, 'colorData'>): string | undefined {
  const colors = image.colorData;
  const color =
    colors?.centerAverage ??
    colors?.topLeftAverage ??
    colors?.topRightAverage ??
    colors?.bottomLeftAverage ??
    colors?.bottomRightAverage;
  return color ? `#${color}` : undefined;
}

/**
 * How soon one image loads: its own `priority` where it has one; else high for the first row of a
 * gallery with `priority="high"` (the first image, or a grid's first row), when the gallery is at
 * the top of a page; else null, the default, lazy like `low`.
 */
export function imagePriority(
  image: GalleryImage,
  index: number,
  settings: Pick<GallerySettings, 'priority' | 'design' | 'thumbnailsPerRow'>,
): 'high' | 'low' | null {
  if (image.priority) return image.priority;
  const firstRow = index === 0 || (settings.design === 'grid' && index < settings.thumbnailsPerRow);
  return settings.priority === 'high' && firstRow ? 'high' : null;
}
