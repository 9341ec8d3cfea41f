// @vitest-environment node
import { Ajv } from 'ajv';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pageSchemas } from '../../scripts/schemas';
import { openDatabase } from '../../server/db';
import { PAGE_TYPE, pageContext } from '../../server/page-context';
import { merchandisingFor, productJson } from '../../server/product-json';
import { createProducts } from '../../server/products';
import { removeDir, tempDir } from './helpers';

const dir = tempDir();
const db = openDatabase(join(dir, 'shop.sqlite'));
const products = createProducts(db).all();
afterAll(() => {
  db.close();
  removeDir(dir);
});

const ajv = new Ajv({ allErrors: true, strict: false });
const schemas = pageSchemas();
const check = (file: string) => ajv.compile(schemas[file] as object);

describe('the JSON Schemas in dist/schemas/', () => {
  it("accept the demo shop's own product JSON, merchandising and page contexts", () => {
    const product = check('product.schema.json');
    const merchandising = check('merchandising.schema.json');
    const context = check('page-context.schema.json');
    for (const item of products) {
      // The subscription products: see the known gap below.
      if (item.subscription === null) {
        expect(product(productJson(item)), JSON.stringify(product.errors)).toBe(true);
      }
      expect(merchandising(merchandisingFor(item)), JSON.stringify(merchandising.errors)).toBe(true);
    }
    const list = pageContext({ pageType: PAGE_TYPE.collection, products });
    const pdp = pageContext({ pageType: PAGE_TYPE.contentItem, products: [products[0]!], item: products[0]! });
    for (const page of [list, pdp]) expect(context(page), JSON.stringify(context.errors)).toBe(true);
  });

  // Known gap, outside the server: scripts/schemas.ts writes `billingPeriod.unit` (a `v.custom`
  // check in src/product/product.ts) as `{ type: 'object' }`, so product.schema.json refuses every
  // subscription plan. It needs an entry for that check, e.g. in BY_MESSAGE:
  // ['Expected "WEEK", "MONTH" or "YEAR"', { type: 'string', enum: ['WEEK', 'MONTH', 'YEAR'] }].
  // This test fails once that is fixed: then make it a plain `it`.
  it("accept the demo shop's subscription products", () => {
    const product = check('product.schema.json');
    const subscribable = products.filter((item) => item.subscription !== null);
    expect(subscribable.map((item) => item.slug)).toEqual([
      'trailhead-coffee-subscription',
      'firewood-bundle-delivery',
    ]);
    for (const item of subscribable) {
      expect(product(productJson(item)), JSON.stringify(product.errors)).toBe(true);
    }
  });

  it('refuse what the elements refuse', () => {
    const product = check('product.schema.json');
    const context = check('page-context.schema.json');
    expect(product({ title: 'No id', structuredContent: {} })).toBe(false);
    expect(product({ id: 'p', structuredContent: { variants: [{ sku: 'no id' }] } })).toBe(false);
    expect(context({ storeSettings: { selectedCurrency: 7 } })).toBe(false);
    expect(context({ apiRoot: 'api' })).toBe(false);
    expect(context({ messages: { addToCart: 3 } })).toBe(false);
    expect(context({ flags: { 'payment-links-enabled': 'yes' } })).toBe(false);
    expect(context({ storeSettings: { selectedCurrency: 'ZZZ' } })).toBe(false);
    expect(product({ id: 'p', structuredContent: { variants: [{ id: 'v', qtyInStock: -1 }] } })).toBe(false);
    const merchandising = check('merchandising.schema.json');
    expect(merchandising({ scarcityTemplateViews: ['pdp'] })).toBe(false);
    expect(merchandising({ restockNotificationViews: [{ hiddenByDefault: true }] })).toBe(false);
  });

  it('describe the fields the elements do not read yet, and the merchandising shape', () => {
    const context = schemas['page-context.schema.json'] as { properties: Record<string, unknown> };
    for (const field of [
      'website',
      'templateId',
      'pageType',
      'item',
      'websiteRoles',
      'cookieSettings',
      'captchaSettings',
      'flags',
    ]) {
      expect(context.properties, field).toHaveProperty(field);
    }
    const merchandising = schemas['merchandising.schema.json'] as { properties: Record<string, unknown> };
    expect(Object.keys(merchandising.properties)).toEqual(
      expect.arrayContaining([
        'customSoldOutText',
        'scarcityText',
        'scarcityTemplateViews',
        'restockNotificationViews',
        'restockNotificationMessages',
      ]),
    );
  });
});

describe('form-definition.schema.json', () => {
  it('accepts every form the demo shop serves, and refuses a field of an unknown type', async () => {
    const { productForms } = await import('../../demo/forms');
    const { formBlocks } = await import('../../demo/form-blocks');
    const form = check('form-definition.schema.json');
    const all = [...productForms, ...formBlocks.map((block) => block.definition)];
    expect(all.length).toBeGreaterThan(3);
    for (const definition of all) expect(form(definition), JSON.stringify(form.errors)).toBe(true);
    expect(form({ id: 'f', fields: [{ id: 'a', type: 'signature' }] })).toBe(false);
    expect(form({ fields: [] })).toBe(false);
  });
});
