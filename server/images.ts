import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { IMAGE_WIDTHS } from '../src/gallery/images';

/** The widths the platform's image server makes, for `srcset`: the library's own list. */
export { IMAGE_WIDTHS };

/** One of the widths an image is served at. */
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** Whether `width` is one of the served widths. */
export function isImageWidth(width: number): width is ImageWidth {
  return (IMAGE_WIDTHS as readonly number[]).includes(width);
}

/** The address of a product's photograph at one width. */
export function productPhotoUrl(productId: string, width: ImageWidth): string {
  return `/assets/products/${productId}/${width}w.webp`;
}

/** `srcset` of a product's photograph: every width. */
export function productPhotoSrcset(productId: string): string {
  return IMAGE_WIDTHS.map((width) => `${productPhotoUrl(productId, width)} ${width}w`).join(', ');
}

/** SVG drawings rendered to WebP once, then kept on disk: the one renderer of product and gallery photos. */
export interface SvgWebpCache {
  /**
   * The WebP of `svg()` (drawn `canvasWidth` units wide) at `width` × `height` pixels, kept as
   * `{name}.webp` below the cache's folder (`name` may hold `/`): made the first time, then read.
   */
  webp(name: string, size: { width: number; height: number; canvasWidth: number }, svg: () => string): Promise<Buffer>;
}

/**
 * Renders SVG with sharp at the density that gives the width asked for, the first time each
 * image is asked for, then keeps it in `dir`, so a laptop needs no network and no image files in
 * the repository. Two requests for one new image render it once.
 */
export function createSvgWebpCache(dir: string): SvgWebpCache {
  const making = new Map<string, Promise<Buffer>>();

  const make = async (
    file: string,
    { width, height, canvasWidth }: { width: number; height: number; canvasWidth: number },
    svg: string,
  ): Promise<Buffer> => {
    const cached = await readFile(file).catch(() => null);
    if (cached) return cached;
    const image = await sharp(Buffer.from(svg), { density: Math.max(1, (72 * width) / canvasWidth) })
      .resize(width, height)
      .webp({ quality: 82 })
      .toBuffer();
    await mkdir(dirname(file), { recursive: true });
    // Written aside and renamed, so a reader (or a second server on the same folder) never sees half a file.
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, image);
    await rename(partial, file);
    return image;
  };

  return {
    webp(name, size, svg) {
      const file = join(dir, `${name}.webp`);
      let pending = making.get(file);
      if (!pending) {
        pending = make(file, size, svg()).finally(() => making.delete(file));
        making.set(file, pending);
      }
      return pending;
    },
  };
}

/** Product photographs, drawn from SVG artwork and kept on disk once made. */
export interface ProductPhotos {
  /** The WebP photograph of `key` (a product id) at `width`, made from `svg()` the first time. */
  webp(key: string, width: ImageWidth, svg: () => string): Promise<Buffer>;
}

/**
 * Photographs rendered from each product's SVG artwork (a 1000-unit square) at the widths of
 * IMAGE_WIDTHS, kept in `dir` (beside the shop's database by default) as `{id}-{width}.webp`.
 */
export function createProductPhotos(dir: string, cache: SvgWebpCache = createSvgWebpCache(dir)): ProductPhotos {
  return {
    webp: (key, width, svg) => cache.webp(`${key}-${width}`, { width, height: width, canvasWidth: 1000 }, svg),
  };
}

/** A gallery image's drawing: its SVG, `width` × `height` units (its original size in pixels). */
export interface GalleryDrawing {
  readonly width: number;
  readonly height: number;
  svg(): string;
}

/** Gallery photographs, drawn from SVG scenes and kept on disk once made. */
export interface GalleryPhotos {
  /**
   * The WebP of gallery image `id` at `width` pixels (its height kept in proportion), made from
   * `drawing` the first time; null for a width it is not served at (galleryWidths, or its
   * original width capped at 2500: originalWidth).
   */
  webp(id: string, width: number, drawing: GalleryDrawing): Promise<Buffer | null>;
}

/** The widths an image of `width` pixels is served at (IMAGE_WIDTHS, never above it). */
export function galleryWidths(width: number): ImageWidth[] {
  return IMAGE_WIDTHS.filter((w) => w <= width);
}

/** The widest image served: the largest of IMAGE_WIDTHS. */
export const MAX_IMAGE_WIDTH = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] ?? 2500;

/** The width an image of `width` pixels is served at without a `?format=`: its own, at most MAX_IMAGE_WIDTH. */
export function originalWidth(width: number): number {
  return Math.min(width, MAX_IMAGE_WIDTH);
}

/** The height of an image `originalWidth` × `originalHeight` shown `width` wide, in whole pixels (at least 1). */
export function heightAt(width: number, originalWidth: number, originalHeight: number): number {
  return Math.max(1, Math.round((width * originalHeight) / originalWidth));
}

/**
 * Gallery photographs at the widths of IMAGE_WIDTHS up to each image's own, in the image's
 * proportions, kept in `dir` as `gallery/{id}-{width}.webp` (beside the product photographs when
 * they share `cache`).
 */
export function createGalleryPhotos(dir: string, cache: SvgWebpCache = createSvgWebpCache(dir)): GalleryPhotos {
  return {
    async webp(id, width, drawing) {
      const served =
        width === originalWidth(drawing.width) || galleryWidths(drawing.width).includes(width as ImageWidth);
      if (!served) return null;
      const height = heightAt(width, drawing.width, drawing.height);
      return cache.webp(`gallery/${id}-${width}`, { width, height, canvasWidth: drawing.width }, () => drawing.svg());
    },
  };
}
