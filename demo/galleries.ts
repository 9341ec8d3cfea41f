/*
 * The demo shop's gallery images (the platform's image fields, as `<sq-gallery>`'s child script
 * holds them): Fieldhouse's lookbook, ten "photographs" drawn from scenes (demo/scenes.ts), a
 * generator of a 1,000-image gallery for the scroll test, and the images of the
 * unlisted test gallery, hostile on purpose: a `javascript:` clickthrough (never followed: the
 * gallery leaves the link off), markup in a title and a body (shown as text) and a video whose
 * markup runs a script (only inside its sandboxed frame). The server draws each image from its
 * scene at every width (`/assets/gallery/{id}.webp?format=750w`). One lookbook image has a body
 * longer than 250 characters (the alt text, taken from the body, is cut at 250 characters).
 */
import { sceneColorData, seededPalette, SCENE_KINDS, type Scene, type SceneKind } from './scenes';

/** One gallery image as the page's JSON holds it, in the platform's own field names. */
export interface GalleryImageJson {
  readonly assetUrl: string;
  readonly originalSize: string;
  readonly mediaFocalPoint?: { readonly x: number; readonly y: number };
  readonly colorData?: {
    readonly topLeftAverage: string;
    readonly topRightAverage: string;
    readonly bottomLeftAverage: string;
    readonly bottomRightAverage: string;
    readonly centerAverage: string;
  };
  readonly systemDataVariants?: string;
  readonly altText?: string;
  readonly title?: string;
  readonly body?: string;
  readonly clickthroughUrl?: string;
  readonly filename?: string;
  readonly oembed?: { readonly html: string; readonly providerName?: string };
}

/** A demo image: its id (its address's name), the scene it is drawn from, and its JSON. */
export interface DemoGalleryImage {
  readonly id: string;
  readonly scene: Scene;
  readonly image: GalleryImageJson;
}

/** The address of a gallery image; the gallery adds `?format=750w` for each width. */
export function galleryAssetUrl(id: string): string {
  return `/assets/gallery/${id}.webp`;
}

/** The `originalSize` shapes the demo uses: landscape 3:2, portrait 2:3, square, and a 4:3. */
export const SIZES = {
  landscape: { width: 2500, height: 1667 },
  portrait: { width: 1667, height: 2500 },
  square: { width: 2500, height: 2500 },
  fourThree: { width: 2000, height: 1500 },
} as const;
type SizeName = keyof typeof SIZES;

/** The sizes the platform holds of an image of this width ("750w,1000w,…"): the served widths (100 to 2500) up to it. */
function variantsFor(width: number): string {
  return [100, 300, 500, 750, 1000, 1500, 2500]
    .filter((w) => w <= width)
    .map((w) => `${w}w`)
    .join(',');
}

/** A stable number from an id, for its scene's seed. */
function seedOf(id: string): number {
  let hash = 2166136261;
  for (const ch of id) hash = Math.imul(hash ^ (ch.codePointAt(0) ?? 0), 16777619);
  return hash >>> 0;
}

/** What the lookbook says about one image, besides its picture. */
interface LookbookEntry extends Omit<
  GalleryImageJson,
  'assetUrl' | 'originalSize' | 'colorData' | 'systemDataVariants'
> {
  readonly id: string;
  readonly kind: SceneKind;
  readonly size: SizeName;
}

/** A long body: more than 250 characters, so the alt text is cut with "…". */
const LONG_BODY =
  '<p>We walked the ridge from the trailhead at first light, three of us and a dog who would not stay on the path. ' +
  'By nine the fog had burned off the valley and the whole range stood up at once, blue on blue. We stopped at the ' +
  'saddle for coffee from the thermos, ate the last of the oat bars, and agreed that the steel bottle had earned its ' +
  'place: nothing leaked, nothing rattled, and the pack pocket still held a map, a knife and a spare pair of socks.</p>' +
  '<p>Down by two, boots off by three.</p>';

const LOOKBOOK: readonly LookbookEntry[] = [
  {
    id: 'ridge-at-first-light',
    kind: 'mountains',
    size: 'landscape',
    title: 'Ridge at first light',
    body: LONG_BODY,
    clickthroughUrl: '/shop/p/water-bottle',
  },
  {
    id: 'campfire-at-dusk',
    kind: 'campfire',
    size: 'landscape',
    title: 'Campfire, second night',
    body: '<p>The <strong>Firewood Bundle</strong> lasts a whole evening, with enough left for the morning kettle.</p>',
    altText: 'A campfire burning under a starry sky, dark hills behind it',
    clickthroughUrl: '/shop/p/firewood-bundle-delivery',
  },
  {
    id: 'pack-list-flatlay',
    kind: 'flatlay',
    size: 'square',
    title: 'What we pack for two nights',
    body: 'Enamel mug, field guide, tin of matches, pocket knife and a paper map: laid out on the workshop bench.',
    clickthroughUrl: '/shop/p/engraved-camp-mug',
  },
  {
    id: 'coastline-walk',
    kind: 'coast',
    size: 'landscape',
    title: 'The coastline path',
    body: 'Six miles of headland and cove, with the rain jacket zipped up for the last two.',
    clickthroughUrl: '/shop/p/rain-jacket',
  },
  {
    id: 'pine-forest-trail',
    kind: 'forest',
    size: 'portrait',
    title: 'Under the pines',
    body: 'A soft trail of needles, and shade all afternoon.',
    // The path through the trees sits low and to the left: keep it in view when cropped.
    mediaFocalPoint: { x: 0.3, y: 0.75 },
  },
  {
    id: 'morning-coffee-flatlay',
    kind: 'flatlay',
    size: 'fourThree',
    title: 'Trailhead coffee',
    body: 'Ground the night before, brewed at the car: the subscription arrives every month.',
    clickthroughUrl: '/shop/p/trailhead-coffee-subscription',
  },
  {
    id: 'autumn-valley',
    kind: 'forest',
    size: 'landscape',
    title: 'Autumn in the valley',
    body: 'Wool socks weather. The canvas tote came back full of chestnuts.',
    clickthroughUrl: 'https://example.com/trails/autumn-valley',
  },
  {
    id: 'tent-above-the-lake',
    kind: 'mountains',
    size: 'square',
    title: 'Above the lake',
    // No altText and no body: a decorative image (empty alt).
  },
  {
    id: 'last-light-on-the-water',
    kind: 'coast',
    size: 'square',
    title: 'Last light on the water',
    body: 'We stayed until the sun touched the sea, then walked back by headlamp.',
    altText: 'The sun low over a calm sea, a dark headland in front',
  },
  {
    id: 'night-sky-camp',
    kind: 'campfire',
    size: 'portrait',
    title: 'Camp under the stars',
    body: 'No moon, no wind, and the fire down to embers by midnight.',
    clickthroughUrl: '/journal',
  },
];

/** The test gallery's own images (`/gallery/hostile`, not listed): hostile on purpose. */
const HOSTILE: readonly LookbookEntry[] = [
  {
    id: 'markup-in-title',
    kind: 'mountains',
    size: 'fourThree',
    // Markup in a title is shown as text, never run or parsed.
    title: '<img src=x onerror="alert(1)"><b>Summit</b> & "friends" </script><script>alert(2)</script>',
    body: '<script>alert(3)</script><p>Written in the <em>summit log</em> at 1,402 m.</p>',
  },
  {
    id: 'never-followed',
    kind: 'coast',
    size: 'portrait',
    title: 'A link that goes nowhere',
    body: 'Its clickthrough is a javascript: address: the gallery shows the image without a link.',
    // Hostile on purpose: a `javascript:` clickthrough is never followed.
    clickthroughUrl: 'javascript:alert(document.domain)',
  },
  {
    id: 'video-with-a-script',
    kind: 'forest',
    size: 'landscape',
    title: 'A video whose markup runs a script',
    // An oembed's markup runs only inside the gallery's sandboxed frame, never in the page.
    oembed: {
      html: '<p id="inside">A trail film</p><script>document.getElementById("inside").textContent = "ran in the frame"; parent.document.title = "escaped";</script>',
      providerName: 'Trail Films',
    },
  },
];

/** A scene for an image id: its kind, its seeded palette, its size. */
function sceneFor(id: string, kind: SceneKind, size: { width: number; height: number }): Scene {
  const seed = seedOf(id);
  return { kind, seed, palette: seededPalette(kind, seed), width: size.width, height: size.height };
}

/** The image JSON of a scene, with the fields of `extra`. */
function imageJson(id: string, scene: Scene, extra: Partial<GalleryImageJson> = {}): GalleryImageJson {
  return {
    assetUrl: galleryAssetUrl(id),
    originalSize: `${scene.width}x${scene.height}`,
    colorData: sceneColorData(scene),
    systemDataVariants: variantsFor(scene.width),
    filename: `${id}.jpg`,
    ...extra,
  };
}

/** The demo images of a list of entries. */
const demoImages = (entries: readonly LookbookEntry[]): DemoGalleryImage[] =>
  entries.map(({ id, kind, size, ...fields }) => {
    const scene = sceneFor(id, kind, SIZES[size]);
    return { id, scene, image: imageJson(id, scene, fields) };
  });

/** Fieldhouse's lookbook: ten images, landscape, portrait and square. */
export const LOOKBOOK_IMAGES: readonly DemoGalleryImage[] = demoImages(LOOKBOOK);

/** The test gallery's hostile images, then the lookbook's first four. */
export const HOSTILE_GALLERY_IMAGES: readonly DemoGalleryImage[] = [
  ...demoImages(HOSTILE),
  ...LOOKBOOK_IMAGES.slice(0, 4),
];

/** The ids of the images tests look for. */
export const HOSTILE_IMAGE_IDS = {
  javascriptClickthrough: 'never-followed',
  markupInTitle: 'markup-in-title',
  scriptInVideo: 'video-with-a-script',
  longBody: 'ridge-at-first-light',
  focalPoint: 'pine-forest-trail',
} as const;

/** The number of images of the scroll test's gallery. */
export const SCROLL_GALLERY_SIZE = 1000;

const SCROLL_SIZES: readonly SizeName[] = ['landscape', 'portrait', 'square', 'fourThree'];

/** The id of the scroll test's image `i` (counting from 1): `scroll-0001` … `scroll-1000`. */
export function scrollImageId(i: number): string {
  return `scroll-${String(i).padStart(4, '0')}`;
}

/**
 * The scroll test's image `i` (counting from 1): a seeded scene kind, palette and size, the same
 * for the same `i` every time.
 */
export function scrollImage(i: number): DemoGalleryImage {
  const id = scrollImageId(i);
  const seed = seedOf(id);
  const kind = SCENE_KINDS[seed % SCENE_KINDS.length] ?? 'mountains';
  const size = SIZES[SCROLL_SIZES[Math.floor(seed / 7) % SCROLL_SIZES.length] ?? 'landscape'];
  const scene = sceneFor(id, kind, size);
  return {
    id,
    scene,
    image: imageJson(id, scene, { title: `Field study ${i}`, altText: `Field study ${i}: ${kind}` }),
  };
}

/** The scroll test's gallery: `count` images (1,000 by default), made the same every time. */
export function scrollGalleryImages(count = SCROLL_GALLERY_SIZE): DemoGalleryImage[] {
  return Array.from({ length: count }, (_, index) => scrollImage(index + 1));
}

const lookbookById = new Map(HOSTILE_GALLERY_IMAGES.concat(LOOKBOOK_IMAGES).map((image) => [image.id, image]));

/** The demo image with this id (a lookbook or test gallery image, or one of the scroll test's 1,000), or undefined. */
export function galleryImageById(id: string): DemoGalleryImage | undefined {
  const found = lookbookById.get(id);
  if (found) return found;
  const match = /^scroll-(\d{4})$/.exec(id);
  const i = match ? Number(match[1]) : 0;
  return i >= 1 && i <= SCROLL_GALLERY_SIZE ? scrollImage(i) : undefined;
}
