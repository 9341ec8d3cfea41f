// @vitest-environment node
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  galleryImageById,
  HOSTILE_IMAGE_IDS,
  HOSTILE_GALLERY_IMAGES,
  LOOKBOOK_IMAGES,
  SCROLL_GALLERY_SIZE,
  scrollGalleryImages,
  type DemoGalleryImage,
} from '../../demo/galleries';
import { sceneSvg } from '../../demo/scenes';
import { GalleryImagesSchema, IMAGE_WIDTHS, readGalleryImages, altFor } from '../../src/gallery/images';
import { GALLERY_PAGES } from '../../server/gallery-pages';
import { useServer } from './helpers';
import { HOLD_SCRIPT } from '../../src/server/render';

const shop = useServer();

afterEach(() => {
  vi.restoreAllMocks();
});

async function page(path: string) {
  const res = await fetch(`${shop.base}${path}`);
  return { res, html: await res.text() };
}

/** The attributes of an opening tag, as name → value ('' for a bare one). */
function attributesOf(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of tag.matchAll(/\s([a-z][a-z0-9-]*)(?:="([^"]*)")?/g)) {
    attributes[match[1] ?? ''] = match[2] ?? '';
  }
  return attributes;
}

/** A page's `<sq-gallery>`: its attributes, and the JSON of its child script. */
function gallery(html: string) {
  const galleries = html.match(/<sq-gallery[\s>][^>]*>/g) ?? [];
  expect(galleries).toHaveLength(1);
  const start = html.indexOf('<sq-gallery');
  const end = html.indexOf('</sq-gallery>', start);
  expect(end).toBeGreaterThan(start);
  const inner = html.slice(start, end);
  const scripts = [...inner.matchAll(/<script type="application\/json">([\s\S]*?)<\/script>/g)];
  expect(scripts).toHaveLength(1);
  const text = scripts[0]?.[1] ?? '';
  return { attributes: attributesOf(galleries[0] ?? ''), text, json: JSON.parse(text) as unknown, inner };
}

/** The image at `path`, with sharp's reading of it. */
async function image(path: string) {
  const res = await fetch(`${shop.base}${path}`);
  const body = Buffer.from(await res.arrayBuffer());
  const meta = res.status === 200 ? await sharp(body).metadata() : null;
  return { res, body, meta };
}

/** The list without `javascript:` clickthroughs (what the gallery leaves off when it reads them). */
function withoutUnsafeLinks<T extends { clickthroughUrl?: string | null }>(list: readonly T[]): T[] {
  return list.map((item) =>
    item.clickthroughUrl?.trim().toLowerCase().startsWith('javascript:')
      ? { ...item, clickthroughUrl: undefined }
      : item,
  );
}

const byId = (id: string): DemoGalleryImage => {
  const found = galleryImageById(id);
  if (!found) throw new Error(`no demo image ${id}`);
  return found;
};

describe('gallery pages', () => {
  it('the index links to every gallery page, and the header links to the index', async () => {
    const { res, html } = await page('/gallery');
    expect(res.status).toBe(200);
    expect(html).toContain('<a href="/gallery" aria-current="page">Lookbook</a>');
    const listed = GALLERY_PAGES.filter((gallery) => gallery.listed !== false);
    for (const gallery of listed) expect(html).toContain(`<a href="${gallery.path}">`);
    expect(listed.map((gallery) => gallery.path)).toEqual([
      '/gallery/grid',
      '/gallery/stacked',
      '/gallery/slider',
      '/gallery/slideshow',
      '/gallery/scroll',
    ]);
    // The test gallery is served, but not offered to visitors.
    expect(GALLERY_PAGES.map((gallery) => gallery.path)).toContain('/gallery/hostile');
    expect(html).not.toContain('/gallery/hostile');
  });

  it.each(GALLERY_PAGES.map((gallery) => [gallery.path, gallery] as const))(
    '%s: one <sq-gallery> with its settings and its images',
    async (path, definition) => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const { res, html } = await page(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(html).toContain(`<h1>${definition.title.replace(/&/g, '&amp;')}</h1>`);
      // Page type 2, a content page of its own.
      const context = JSON.parse(
        /<script type="application\/json" id="sq-page-context">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? 'null',
      ) as { pageType: number; collection: { title: string } };
      expect(context.pageType).toBe(2);
      expect(context.collection.title).toBe(definition.title);

      const { attributes, json, inner } = gallery(html);
      const expected = Object.fromEntries(
        Object.entries(definition.attributes).map(([name, value]) => [name, value === true ? '' : value]),
      );
      expect(attributes).toMatchObject(expected);
      // The server's first markup is there: the images, at their sizes, before any script runs.
      expect(inner).toMatch(/<img [^>]*class="sq-gallery__image"/);

      // The images, in order, each valid; the javascript: clickthrough is left off (or kept, to be left off when read).
      const images = definition.images();
      const list = json as { assetUrl: string; title?: string; clickthroughUrl?: string | null }[];
      expect(list.map((item) => [item.assetUrl, item.title])).toEqual(
        images.map((item) => [item.assetUrl, item.title]),
      );
      expect(v.safeParse(GalleryImagesSchema, withoutUnsafeLinks(list)).issues).toBeUndefined();
      expect(readGalleryImages(structuredClone(json))).toHaveLength(images.length);
    },
  );

  it('the settings of each design are as the lookbook describes them', () => {
    const attributes = Object.fromEntries(GALLERY_PAGES.map((gallery) => [gallery.path, gallery.attributes]));
    expect(attributes['/gallery/grid']).toEqual({
      design: 'grid',
      'thumbnails-per-row': '3',
      padding: '16',
      'aspect-ratio': 'standard',
      'show-meta': true,
      lightbox: true,
      priority: 'high',
    });
    expect(attributes['/gallery/stacked']).toEqual({
      design: 'stacked',
      'show-meta': true,
      'meta-position': 'bottom',
      priority: 'high',
    });
    expect(attributes['/gallery/slider']).toMatchObject({
      design: 'slider',
      'active-alignment': 'center',
      controls: true,
      lightbox: true,
      'lightbox-theme': 'light',
    });
    expect(attributes['/gallery/slideshow']).toMatchObject({
      design: 'slideshow',
      autoplay: true,
      'autoplay-duration': '4',
      controls: true,
      indicators: true,
      thumbnails: true,
      'thumbnail-strip-height': '80',
    });
    expect(attributes['/gallery/scroll']).toMatchObject({ design: 'grid', 'thumbnails-per-row': '5' });
    // Each gallery is at the top of its page: its first row loads at once (the hostile test gallery's does not).
    for (const path of [
      '/gallery/grid',
      '/gallery/stacked',
      '/gallery/slider',
      '/gallery/slideshow',
      '/gallery/scroll',
    ])
      expect(attributes[path]?.priority).toBe('high');
    expect(attributes['/gallery/hostile']?.priority).toBeUndefined();
  });

  it('writes the priority into the server markup: the first row eager with high priority, the rest lazy', async () => {
    const { html } = await page('/gallery/grid');
    expect(html).toMatch(/<sq-gallery [^>]*priority="high"/);
    const images = [...html.matchAll(/<img class="sq-gallery__image"[^>]*>/g)].map((match) => [
      /loading="(\w+)"/.exec(match[0])?.[1],
      /fetchPriority="(\w+)"/i.exec(match[0])?.[1],
    ]);
    expect(images.slice(0, 3)).toEqual(Array(3).fill(['eager', 'high']));
    expect(images.slice(3).every(([loading]) => loading === 'lazy')).toBe(true);
  });

  it('every picture of a page with a lightbox opens in it (no links); the stacked page links to the products', async () => {
    for (const path of ['/gallery/grid', '/gallery/slider']) {
      const { html } = await page(path);
      expect(html).not.toContain('class="sq-gallery__link"');
      expect(html.match(/class="sq-gallery__open"/g)).toHaveLength(LOOKBOOK_IMAGES.length);
    }
    const { html } = await page('/gallery/stacked');
    expect(html).not.toContain('class="sq-gallery__open"');
    expect(html).toContain('<a class="sq-gallery__link" href="/shop/p/water-bottle">');
  });

  it('the javascript: clickthrough is never a link, in the JSON the gallery reads or in its markup', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const hostile = byId(HOSTILE_IMAGE_IDS.javascriptClickthrough).image;
    expect(hostile.clickthroughUrl).toBe('javascript:alert(document.domain)');
    // Strictly, the demo's list fails on that one field only.
    const images = HOSTILE_GALLERY_IMAGES.map(({ image }) => image);
    const at = images.indexOf(hostile);
    const strict = v.safeParse(GalleryImagesSchema, images);
    expect(strict.issues?.map((issue) => v.getDotPath(issue))).toEqual([`${at}.clickthroughUrl`]);
    // The gallery keeps the image, without its link, and says why.
    const read = readGalleryImages(structuredClone(images));
    expect(read).toHaveLength(images.length);
    expect(read[at]?.clickthroughUrl ?? null).toBeNull();
    expect(error).toHaveBeenCalledWith(expect.stringContaining(`images[${at}]`));
    // The page's script, read by the gallery, gives no such link; the server markup has none.
    const { html } = await page('/gallery/hostile');
    const { json } = gallery(html);
    expect(readGalleryImages(structuredClone(json))[at]?.clickthroughUrl ?? null).toBeNull();
    expect(html).not.toMatch(/href="\s*javascript:/i);
    // Rendering the page did not change the demo's own images.
    expect(hostile.clickthroughUrl).toBe('javascript:alert(document.domain)');
  });

  it('hostile strings stay inside the JSON script, escaped, and read back unchanged', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { html } = await page('/gallery/hostile');
    const { text, json } = gallery(html);
    const hostile = byId(HOSTILE_IMAGE_IDS.markupInTitle).image;
    expect(hostile.title).toContain('</script><script>');
    // No markup can end or comment out the script: every `<` is a \u escape.
    expect(text).not.toMatch(/[<\u2028\u2029]/);
    expect(text).toContain('\\u003c/script');
    const read = (json as { title?: string; body?: string }[]).find((item) => item.title === hostile.title);
    expect(read?.body).toBe(hostile.body);
    // Nowhere in the page does the markup run: no script but the two JSON scripts, the loader and
    // the page's own snippet (HOLD_SCRIPT, first in <head>).
    expect(html).toContain(`<script>${HOLD_SCRIPT}</script>`);
    expect(html.replace(`<script>${HOLD_SCRIPT}</script>`, '').match(/<script[\s>][^>]*>/g)).toEqual([
      '<script src="/dist/storefront.iife.js" defer>',
      '<script type="application/json">',
      '<script type="application/json" id="sq-page-context">',
    ]);
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('onerror="alert(1)"');
  });

  it('the long body gives an alt text capped at 250 characters', () => {
    const alt = altFor(byId(HOSTILE_IMAGE_IDS.longBody).image);
    expect(Array.from(alt).length).toBeGreaterThan(240);
    expect(Array.from(alt).length).toBeLessThanOrEqual(250);
    expect(byId(HOSTILE_IMAGE_IDS.focalPoint).image.mediaFocalPoint).toEqual({ x: 0.3, y: 0.75 });
  });

  it('the scroll page holds 1,000 images, five per row', async () => {
    const { html } = await page('/gallery/scroll');
    const { json, attributes } = gallery(html);
    expect(attributes['thumbnails-per-row']).toBe('5');
    expect(v.safeParse(GalleryImagesSchema, json).issues).toBeUndefined();
    expect(json).toHaveLength(SCROLL_GALLERY_SIZE);
  });
});

describe('the lookbook images', () => {
  it('are ten, landscape, portrait and square, each with its own address and colours', () => {
    expect(LOOKBOOK_IMAGES).toHaveLength(10);
    const sizes = new Set(LOOKBOOK_IMAGES.map(({ image }) => image.originalSize));
    expect(sizes).toEqual(new Set(['2500x1667', '1667x2500', '2500x2500', '2000x1500']));
    expect(new Set(LOOKBOOK_IMAGES.map(({ id }) => id)).size).toBe(10);
    // Nothing hostile is shown to visitors: no script, markup or unsafe link in the lookbook.
    for (const { image } of LOOKBOOK_IMAGES) {
      expect(image.title).not.toMatch(/[<>]/);
      expect(image.clickthroughUrl ?? '/').toMatch(/^(\/|https:)/);
      expect(image.body ?? '').not.toMatch(/<script/i);
    }
    for (const { id, image } of LOOKBOOK_IMAGES) {
      expect(image.assetUrl).toBe(`/assets/gallery/${id}.webp`);
      expect(image.colorData).toBeDefined();
    }
    expect(LOOKBOOK_IMAGES.filter(({ image }) => image.clickthroughUrl?.startsWith('/shop/p/')).length).toBeGreaterThan(
      3,
    );
  });

  it("each image's colorData is close to the average colours of its picture", async () => {
    const sample = [...LOOKBOOK_IMAGES, ...scrollGalleryImages(40)];
    for (const { id, scene, image } of sample) {
      const width = 150;
      const height = Math.round((width * scene.height) / scene.width);
      const pixels = await sharp(Buffer.from(sceneSvg(scene)), { density: (72 * width) / scene.width })
        .resize(width, height)
        .removeAlpha()
        .raw()
        .toBuffer();
      const average = (left: number, top: number) => {
        const sum = [0, 0, 0];
        let count = 0;
        for (let y = Math.floor(top * height); y < Math.floor((top + 1 / 3) * height); y += 1) {
          for (let x = Math.floor(left * width); x < Math.floor((left + 1 / 3) * width); x += 1) {
            for (let c = 0; c < 3; c += 1) sum[c]! += pixels[(y * width + x) * 3 + c]!;
            count += 1;
          }
        }
        return sum.map((total) => total / count);
      };
      const parts = {
        topLeftAverage: average(0, 0),
        topRightAverage: average(2 / 3, 0),
        bottomLeftAverage: average(0, 2 / 3),
        bottomRightAverage: average(2 / 3, 2 / 3),
        centerAverage: average(1 / 3, 1 / 3),
      };
      for (const [part, actual] of Object.entries(parts)) {
        const hex = image.colorData?.[part as keyof typeof parts] ?? '';
        const given = [0, 2, 4].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
        const off = Math.max(...actual.map((value, c) => Math.abs(value - given[c]!)));
        expect(off, `${id} ${part}: #${hex} vs rgb(${actual.map(Math.round).join(', ')})`).toBeLessThan(64);
      }
    }
  });
});

describe('the 1,000-image generator', () => {
  it('makes the same valid images every time', () => {
    const first = scrollGalleryImages();
    const second = scrollGalleryImages();
    expect(first).toHaveLength(1000);
    expect(second).toEqual(first);
    expect(sceneSvg(second[500]!.scene)).toBe(sceneSvg(first[500]!.scene));
    expect(new Set(first.map(({ id }) => id)).size).toBe(1000);
    expect(
      v.safeParse(
        GalleryImagesSchema,
        first.map(({ image }) => image),
      ).issues,
    ).toBeUndefined();
    // Varied: every shape and kind of scene appears, and the palettes differ.
    expect(new Set(first.map(({ image }) => image.originalSize)).size).toBe(4);
    expect(new Set(first.map(({ scene }) => scene.kind)).size).toBe(5);
    expect(new Set(first.map(({ scene }) => scene.palette.skyTop)).size).toBeGreaterThan(100);
    expect(galleryImageById('scroll-1000')?.image).toEqual(first[999]?.image);
    expect(galleryImageById('scroll-1001')).toBeUndefined();
    expect(galleryImageById('scroll-0000')).toBeUndefined();
  });
});

describe('GET /assets/gallery/{id}.webp', () => {
  const landscape = LOOKBOOK_IMAGES.find(({ image }) => image.originalSize === '2500x1667')!;
  const portrait = LOOKBOOK_IMAGES.find(({ image }) => image.originalSize === '1667x2500')!;

  it.each(IMAGE_WIDTHS.map((width) => [width]))(
    'a landscape image at %iw is WebP of that width, its height in proportion',
    async (width) => {
      const { res, meta } = await image(`${landscape.image.assetUrl}?format=${width}w`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
      expect(meta?.format).toBe('webp');
      expect(meta?.width).toBe(width);
      expect(meta?.height).toBe(Math.round((width * 1667) / 2500));
    },
  );

  it('a portrait image up to its own width; above it, 404', async () => {
    for (const width of [100, 750, 1500]) {
      const { res, meta } = await image(`${portrait.image.assetUrl}?format=${width}w`);
      expect(res.status).toBe(200);
      expect([meta?.width, meta?.height]).toEqual([width, Math.round((width * 2500) / 1667)]);
    }
    expect((await image(`${portrait.image.assetUrl}?format=2500w`)).res.status).toBe(404);
  });

  it('without ?format=, the original width (at most 2500)', async () => {
    const { res, meta } = await image(portrait.image.assetUrl);
    expect(res.status).toBe(200);
    expect([meta?.width, meta?.height]).toEqual([1667, 2500]);
    const square = await image(`/assets/gallery/scroll-0001.webp`);
    expect(square.res.status).toBe(200);
    const scene = byId('scroll-0001').scene;
    expect(square.meta?.width).toBe(Math.min(scene.width, 2500));
  });

  it('404 for a width not in the list, a format that is not one, or an unknown image', async () => {
    const url = landscape.image.assetUrl;
    for (const path of [
      `${url}?format=200w`,
      `${url}?format=3000w`,
      `${url}?format=0w`,
      `${url}?format=750`,
      `${url}?format=abc`,
      `${url}?format=`,
      '/assets/gallery/no-such-image.webp?format=300w',
      '/assets/gallery/scroll-1001.webp?format=300w',
      '/assets/gallery/..%2Fshop.webp?format=300w',
    ]) {
      const { res } = await image(path);
      expect(res.status, path).toBe(404);
    }
  });

  it('is made once and then kept on disk: a second request reads the same file', async () => {
    const url = `/assets/gallery/${HOSTILE_IMAGE_IDS.focalPoint}.webp?format=300w`;
    const first = await image(url);
    expect(first.res.status).toBe(200);
    const folder = join(shop.server.dir, 'images', 'gallery');
    const file = join(folder, `${HOSTILE_IMAGE_IDS.focalPoint}-300.webp`);
    expect(readdirSync(folder)).toContain(`${HOSTILE_IMAGE_IDS.focalPoint}-300.webp`);
    const made = statSync(file).mtimeMs;
    const second = await image(url);
    expect(second.res.status).toBe(200);
    expect(second.body.equals(first.body)).toBe(true);
    expect(statSync(file).mtimeMs).toBe(made);
    // An ETag, so the browser's revalidation costs no body.
    const tag = second.res.headers.get('etag');
    expect(tag).toBeTruthy();
    const again = await fetch(`${shop.base}${url}`, { headers: { 'if-none-match': tag ?? '' } });
    expect(again.status).toBe(304);
  });

  it('product photographs are still square, in their own place', async () => {
    const { html } = await page('/');
    const src = /src="(\/assets\/products\/[^"]+\/500w\.webp)"/.exec(html)?.[1];
    expect(src).toBeDefined();
    const { res, meta } = await image(src ?? '');
    expect(res.status).toBe(200);
    expect([meta?.width, meta?.height]).toEqual([500, 500]);
  });
});
