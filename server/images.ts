import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { IMAGE_WIDTHS } from '../src/gallery/images';

/** The image widths of SPEC.md section 9, for `srcset`: the library's own list. */
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

/** Product photographs, drawn from SVG artwork and kept on disk once made. */
export interface ProductPhotos {
  /** The WebP photograph of `key` (a product id) at `width`, made from `svg()` the first time. */
  webp(key: string, width: ImageWidth, svg: () => string): Promise<Buffer>;
}

/**
 * Photographs rendered with sharp from each product's SVG artwork at the widths of SPEC.md
 * section 9, the first time each is asked for, then kept in `dir` (beside the shop's database by
 * default), so a laptop needs no network and no image files in the repository. Two requests for
 * one new image render it once.
 */
export function createProductPhotos(dir: string): ProductPhotos {
  const making = new Map<string, Promise<Buffer>>();

  const make = async (file: string, width: ImageWidth, svg: string): Promise<Buffer> => {
    const cached = await readFile(file).catch(() => null);
    if (cached) return cached;
    // Artwork is drawn on a 1000-unit square: render it at the density that gives `width` pixels.
    const image = await sharp(Buffer.from(svg), { density: Math.max(1, (72 * width) / 1000) })
      .resize(width, width)
      .webp({ quality: 82 })
      .toBuffer();
    await mkdir(dir, { recursive: true });
    // Written aside and renamed, so a reader (or a second server on the same folder) never sees half a file.
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, image);
    await rename(partial, file);
    return image;
  };

  return {
    webp(key, width, svg) {
      const file = join(dir, `${key}-${width}.webp`);
      let pending = making.get(file);
      if (!pending) {
        pending = make(file, width, svg()).finally(() => making.delete(file));
        making.set(file, pending);
      }
      return pending;
    },
  };
}
