// @vitest-environment node
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { artworkColours, productArtwork } from '../demo/artwork';
import { catalogue } from '../demo/catalogue';

const slugs = catalogue.map((product) => product.slug);

/** The names of tags left open or closed out of order, or [] when every tag is balanced. */
function unbalancedTags(svg: string): string[] {
  const open: string[] = [];
  const problems: string[] = [];
  for (const [, closing, name, selfClosing] of svg.matchAll(/<(\/?)([A-Za-z][\w:-]*)[^>]*?(\/?)>/g)) {
    if (name === undefined) continue;
    if (selfClosing === '/') continue;
    if (closing === '/') {
      if (open.pop() !== name) problems.push(name);
    } else {
      open.push(name);
    }
  }
  return [...problems, ...open];
}

/** Renders at 200 px and returns the largest standard deviation of the RGB channels. */
async function renderedSpread(svg: string): Promise<number> {
  const png = await sharp(Buffer.from(svg), { density: 72 * 0.2 })
    .resize(200, 200)
    .png()
    .toBuffer();
  const { channels } = await sharp(png).stats();
  return Math.max(...channels.slice(0, 3).map((channel) => channel.stdev));
}

function expectWellFormed(svg: string): void {
  expect(svg.startsWith('<svg')).toBe(true);
  expect(svg.endsWith('</svg>')).toBe(true);
  expect(svg).toContain('viewBox="0 0 1000 1000"');
  expect(svg).toContain('width="1000" height="1000"');
  expect(unbalancedTags(svg)).toEqual([]);
  expect(svg).not.toMatch(/NaN|undefined|Infinity/);
  // Renders the same everywhere: no fonts, external references, scripts or styles.
  expect(svg).not.toMatch(/<(text|image|foreignObject|script|style)\b|href=|@import/);
  expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', '')).not.toContain('http');
}

describe('productArtwork', () => {
  it.each(slugs)('draws %s as a well-formed SVG that renders to a picture', async (slug) => {
    const svg = productArtwork(slug);
    expectWellFormed(svg);
    expect(await renderedSpread(svg)).toBeGreaterThan(8);
  });

  it('draws every product differently, and the same product the same way each time', () => {
    const drawings = slugs.map((slug) => productArtwork(slug));
    expect(new Set(drawings).size).toBe(slugs.length);
    expect(slugs.map((slug) => productArtwork(slug))).toEqual(drawings);
  });

  it('draws each colour of a product differently', () => {
    const coloured = slugs.filter((slug) => artworkColours(slug).length > 1);
    expect(coloured).toEqual(expect.arrayContaining(['linen-shirt', 'ceramic-mug', 'wool-beanie', 'leather-wallet']));
    for (const slug of coloured) {
      const drawings = artworkColours(slug).map((colour) => productArtwork(slug, colour));
      expect(new Set(drawings).size, slug).toBe(drawings.length);
    }
    expect(productArtwork('linen-shirt', 'Navy')).not.toBe(productArtwork('linen-shirt', 'Sand'));
    expect(productArtwork('ceramic-mug', 'Speckled')).not.toBe(productArtwork('ceramic-mug', 'White'));
  });

  it('falls back to the first colour for no colour or an unknown one, and ignores case', () => {
    expect(productArtwork('linen-shirt')).toBe(productArtwork('linen-shirt', 'Sand'));
    expect(productArtwork('linen-shirt', 'Chartreuse')).toBe(productArtwork('linen-shirt', 'Sand'));
    expect(productArtwork('linen-shirt', 'navy')).toBe(productArtwork('linen-shirt', 'Navy'));
    expect(productArtwork('canvas-tote', 'Navy')).toBe(productArtwork('canvas-tote'));
  });

  it('never puts the hostile product title into the markup', () => {
    const svg = productArtwork('hostile-tee', '<img src=x onerror=alert(1)>');
    expectWellFormed(svg);
    expect(svg).not.toMatch(/<img|onerror|alert|hostile/i);
  });

  it('draws a generic parcel for a product it does not know', async () => {
    const svg = productArtwork('some-future-product', 'Teal');
    expectWellFormed(svg);
    expect(await renderedSpread(svg)).toBeGreaterThan(8);
    expect(productArtwork('')).toBe(svg);
    expect(svg).not.toBe(productArtwork('canvas-tote'));
  });
});

describe('artworkColours', () => {
  it("lists a product's Colour or Glaze values in catalogue order", () => {
    expect(artworkColours('linen-shirt')).toEqual(['Sand', 'Navy']);
    expect(artworkColours('ceramic-mug')).toEqual(['White', 'Speckled']);
    expect(artworkColours('wool-beanie')).toEqual(['Charcoal', 'Rust', 'Moss']);
    expect(artworkColours('cotton-socks')).toEqual(['Grey', 'Oat']);
  });

  it('is empty for products without a colour and for unknown products', () => {
    expect(artworkColours('canvas-tote')).toEqual([]);
    expect(artworkColours('scented-candle')).toEqual([]);
    expect(artworkColours('no-such-product')).toEqual([]);
  });
});
