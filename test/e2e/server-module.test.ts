/**
 * dist/server.js, as a Node server imports it after `npm run build` (this config runs after the
 * build): the same markup as the source module, text escaped, and the host's state attributes.
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as source from '../../src/server/render';
import { productJson } from '../../server/product-json';
import { createProducts } from '../../server/products';
import { openDatabase } from '../../server/db';
import { tempDir, removeDir } from '../server/helpers';

const built = (await import(pathToFileURL(resolve(import.meta.dirname, '../../dist/server.js')).href)) as typeof source;
const templates = (await import(
  pathToFileURL(resolve(import.meta.dirname, '../../dist/templates.js')).href
)) as typeof import('../../src/templates');

describe('dist/server.js', () => {
  it('renders every element of every demo product exactly as the source module does', () => {
    const dir = tempDir();
    const db = openDatabase(resolve(dir, 'shop.sqlite'));
    try {
      const products = createProducts(db).all();
      expect(products.length).toBeGreaterThan(20);
      expect(built.RENDERED_TAGS).toEqual(source.RENDERED_TAGS);
      for (const product of products) {
        const input = { product: productJson(product), pageType: 'plp' as const, lang: 'en' };
        for (const tag of built.RENDERED_TAGS) {
          expect(built.renderElementTag(tag, input)).toBe(source.renderElementTag(tag, input));
        }
      }
    } finally {
      db.close();
      removeDir(dir);
    }
  });

  it('escapes markup from the product and the attributes, and sets the host state', () => {
    const hostile = {
      id: 'p1',
      title: '<img src=x onerror=alert(1)>',
      structuredContent: {
        useCustomAddButtonText: true,
        customAddButtonText: '<script>alert(1)</script>',
        variants: [{ id: 'v1', sku: 'S1', price: 1999, qtyInStock: 2 }],
      },
    };
    const html = built.renderElementTag('sq-add-to-cart', { product: hostile, attributes: { 'data-x': '"><b>' } });
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('data-x="&quot;&gt;&lt;b&gt;"');
    expect(built.renderElement('sq-cart-pill', {}).hostAttributes).toEqual({
      'data-state': 'empty',
      hidden: true,
      // The element resumes from this markup; its value is the id prefix of the markup's ids.
      'data-sq-server': expect.stringMatching(/^sq[0-9a-z]+-$/),
    });
    expect(() => built.renderElement('sq-nothing', {})).toThrow(/no element renders <sq-nothing>/);
  });
});

describe('dist/templates.js', () => {
  it('renders a theme’s commerce formatters as the source module does, on the server markup of dist/server.js', () => {
    const item = productJson(createProducts(openDatabase(':memory:')).bySlug('linen-shirt')!);
    const json = { item, featureFlags: { useCLDRMoneyFormat: true } };
    const source = '<div class="price">{item|product-price}</div>{item|element sq-product-status}';
    const { html, problems } = templates.createStorefrontRenderer().render({ name: 'item', source, json });
    expect(problems).toEqual([]);
    // Each rendering has an id prefix of its own (`data-sq-server="sq1a-"`, and in its ids).
    const prefixless = (markup: string) => markup.replace(/\bsq[0-9a-z]+-/g, 'sq?-');
    expect(prefixless(html)).toContain(
      prefixless(built.renderElementTag('sq-product-price', { product: item, pageType: 'pdp', lang: 'en-US' })),
    );
    expect(prefixless(html)).toContain(
      prefixless(built.renderElementTag('sq-product-status', { product: item, pageType: 'pdp', lang: 'en-US' })),
    );
  });

  it('uses dist/server.js beside it rather than a copy of the renderer (one id counter per page)', () => {
    const code = readFileSync(resolve(import.meta.dirname, '../../dist/templates.js'), 'utf8');
    expect(code).toMatch(/^import \{[^}]*renderElementTag[^}]*\} from "\.\/server\.js";$/m);
    expect(code).not.toContain('renderToStaticMarkup');
    // Nothing of the browser's runtime comes along: only Node, the engine and dist/server.js.
    const sources = [...code.matchAll(/^import .* from "([^"]+)";$/gm)].map((match) => match[1]);
    expect(sources.filter((from) => !/^(node:|@phensley\/|@squarespace\/|\.\/server\.js$)/.test(from!))).toEqual([]);
  });
});
