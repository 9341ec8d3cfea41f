// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { catalogue } from '../demo/catalogue';
import { stableId } from '../demo/ids';
import { demoProduct, demoProductJson, seedOf } from '../demo/products';
import { openDatabase } from '../server/db';
import { productJson } from '../server/product-json';
import { createProducts } from '../server/products';
import { makeDigital, makeService, makeShirt, makeSingleVariant, makeSoldOut } from './factories/product';

/** The platform-shaped id of a name, by Node's own SHA-256 (the stories compute theirs in the browser). */
const nodeId = (kind: string, name: string) =>
  createHash('sha256').update(`${kind}:${name}`).digest('hex').slice(0, 24);

describe('demo products', () => {
  it('gives every product and variant the same id in the browser as Node computes', () => {
    for (const seed of catalogue) {
      expect(stableId('product', seed.slug)).toBe(nodeId('product', seed.slug));
      for (const variant of seed.variants)
        expect(stableId('variant', variant.sku)).toBe(nodeId('variant', variant.sku));
    }
    expect(stableId('x', 'é€😀 <b>')).toBe(nodeId('x', 'é€😀 <b>'));
    // The README's snippet names the Canvas Tote by these ids.
    expect(demoProductJson('canvas-tote')).toMatchObject({
      id: 'b4219753b36f23b1e66912ce',
      structuredContent: { variants: [{ id: 'fa6169d3cfc7fa4fbf652ce9', sku: 'TOTE' }] },
    });
  });

  it('is the product JSON a fresh demo shop puts on its pages, for every product of the catalogue', () => {
    const db = openDatabase(':memory:');
    try {
      const products = createProducts(db);
      expect(products.all().map((product) => product.slug)).toEqual(catalogue.map((seed) => seed.slug));
      for (const product of products.all()) {
        expect(demoProductJson(product.slug)).toEqual(productJson(product));
        expect(demoProduct(seedOf(product.slug))).toEqual(
          expect.objectContaining({ id: product.id, variants: product.variants }),
        );
      }
    } finally {
      db.close();
    }
  });

  it('refuses a product the catalogue does not have', () => {
    expect(() => seedOf('no-such-product')).toThrow('the demo catalogue has no product "no-such-product"');
  });

  it('gives the tests’ factories the demo shop’s products', () => {
    const named = {
      'linen-shirt': makeShirt(),
      'ceramic-mug': makeSoldOut(),
      'canvas-tote': makeSingleVariant(),
      'styling-session': makeService(),
    };
    for (const [slug, product] of Object.entries(named)) {
      const json = demoProductJson(slug);
      expect(product).toMatchObject({
        id: json.id,
        title: json.title,
        variantOptionOrdering: json.variantOptionOrdering,
      });
      expect(
        product.structuredContent.variants.map(({ id, sku, attributes, qtyInStock }) => ({
          id,
          sku,
          attributes,
          qtyInStock,
        })),
      ).toEqual(
        json.structuredContent.variants.map(({ id, sku, attributes, qtyInStock }) => ({
          id,
          sku,
          attributes,
          qtyInStock,
        })),
      );
    }
    // The digital product as the platform sends one: its price on the product, its variant unpriced.
    const guide = demoProductJson('field-guide-pdf');
    expect(makeDigital()).toMatchObject({
      id: guide.id,
      title: guide.title,
      structuredContent: {
        productType: 2,
        priceMoney: guide.structuredContent.priceMoney,
        variants: [{ id: guide.structuredContent.variants[0]!.id }],
      },
    });
    expect(makeDigital().structuredContent.variants[0]).toMatchObject({ price: undefined, priceMoney: undefined });
  });
});
