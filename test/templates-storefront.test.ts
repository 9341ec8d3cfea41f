import { describe, expect, it } from 'vitest';
import { createTemplateRenderer } from '../src/templates/engine';
import { ELEMENT_FORMATTERS, pageTypeOf } from '../src/templates/storefront';
import { renderElementTag } from '../src/server/render';
import { parseProduct } from '../src/product/product';
import { makeShirt, makeSoldOut } from './factories/product';
import { SERVER_MARK, withoutIdPrefixes } from './markup';

const renderer = createTemplateRenderer({ formatters: ELEMENT_FORMATTERS });
const render = (source: string, json: unknown) => renderer.render({ name: 'page.html', source, json });

const shirt = makeShirt();
const context = { storeSettings: { selectedCurrency: 'USD' }, website: { id: 'w1' } };

/** The JSON a `<script type="application/json">` in `html` holds (the first, or the one with `id`). */
function scriptJson(html: string, id?: string): unknown {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const script = doc.querySelector(id ? `script#${id}` : 'script[type="application/json"]');
  return JSON.parse(script?.textContent ?? 'null');
}

describe('element formatter', () => {
  it("puts a product's element inside a shared <sq-product> with the server's markup", () => {
    const { html, problems } = render('{item|element sq-product-price}', { item: shirt, pageContext: context });
    expect(problems).toEqual([]);
    const price = renderElementTag('sq-product-price', {
      product: shirt,
      pageType: 'pdp',
      pageContext: context,
      lang: 'en-US',
    });
    expect(html).toMatch(/^<sq-product shared page-type="pdp"><script type="application\/json">/);
    expect(withoutIdPrefixes(html).endsWith(`${withoutIdPrefixes(price)}</sq-product>`)).toBe(true);
    expect(scriptJson(html)).toEqual(JSON.parse(JSON.stringify(shirt)));
  });

  it('passes attributes, bare ones as booleans, and places the product by page-type', () => {
    const { html } = render('{item|element sq-add-to-cart express-checkout page-type=product-block}', {
      item: shirt,
      pageContext: context,
    });
    expect(html).toContain('<sq-product shared page-type="product-block">');
    expect(html).toMatch(new RegExp(`<sq-add-to-cart express-checkout="" data-state="idle"${SERVER_MARK}>`));
  });

  it('spreads attributes an object in the data holds, later arguments winning', () => {
    const images = [{ assetUrl: '/a.webp', originalSize: '1500x1000', altText: 'A ridge' }];
    const { html, problems } = render('{.section page}{images|element sq-gallery ...settings padding=8}{.end}', {
      settings: { design: 'grid', padding: 16, lightbox: true, autoplay: false, 'thumbnails-per-row': 3, 'x y': 'no' },
      page: { images },
    });
    expect(problems).toEqual([]);
    expect(html).toMatch(
      new RegExp(
        `^<sq-gallery design="grid" padding="8" lightbox="" thumbnails-per-row="3" data-state="grid"${SERVER_MARK}>`,
      ),
    );
    // A boolean on by default, turned off in the data, is written so the element reads it back off.
    const whole = render('{page.images|element sq-gallery ...settings}', {
      settings: { 'auto-crop': false },
      page: { images },
    });
    expect(whole.html).toMatch(/^<sq-gallery auto-crop="false" /);
    expect(whole.html).toContain('object-fit:contain');
    const broken = render('{images|element sq-gallery ...nothing}', { images });
    expect(broken.problems.map((problem) => problem.message)).toEqual([
      '"nothing" holds no attributes for <sq-gallery>.',
    ]);
  });

  it('places a product by where it is in the data: the page item, a list item, else a block', () => {
    const other = makeSoldOut();
    expect(pageTypeOf({ item: shirt }, shirt)).toBe('pdp');
    expect(pageTypeOf({ items: [other, shirt] }, shirt)).toBe('plp');
    expect(pageTypeOf({ item: other }, shirt)).toBe('product-block');
  });

  it('writes only the fields the elements read, as the platform item has them', () => {
    const item = {
      ...shirt,
      body: '<p>A long description…</p>'.repeat(50),
      assetUrl: 'https://images.example/shirt.jpg',
      seoData: { seoTitle: 'Shirt' },
      structuredContent: { ...shirt.structuredContent, productType: '1', variantsInternal: [1, 2, 3] },
    };
    const { html } = render('{item|element sq-product-price}', { item });
    const written = scriptJson(html) as Record<string, unknown> & { structuredContent: Record<string, unknown> };
    expect(written).not.toHaveProperty('body');
    expect(written).not.toHaveProperty('assetUrl');
    expect(written).not.toHaveProperty('seoData');
    expect(written.structuredContent).not.toHaveProperty('variantsInternal');
    // What the browser reads from it is what it would read from the whole item, loosely typed values included.
    expect(written.structuredContent.productType).toBe('1');
    expect(parseProduct(written, 'test')).toEqual(parseProduct(structuredClone(item), 'test'));
  });

  it('keeps markup in product JSON from closing its script', () => {
    const hostile = makeShirt({ title: '</script><script>alert(1)</script>' });
    const { html } = render('{item|element sq-product-price}', { item: hostile });
    expect(html).not.toContain('</script><script>');
    expect((scriptJson(html) as { title: string }).title).toBe('</script><script>alert(1)</script>');
  });

  it('reports an unknown tag, an unknown page type and a product of the wrong shape as problems', () => {
    const { html, problems } = render(
      '{item|element sq-nothing}{item|element sq-product-price page-type=shelf}{bad|element sq-product-price}',
      { item: shirt, bad: { id: true } },
    );
    expect(html).not.toContain('sq-nothing');
    expect(problems.map((problem) => problem.message)).toEqual([
      'No element renders <sq-nothing>.',
      'Unknown page-type "shelf" for <sq-product-price>.',
      'The template gave <sq-product-price> a product with fields of the wrong shape (id: Invalid type: Expected string but received true); ignored: the product.',
    ]);
  });

  it('renders the cart for elements that show it, and a form block from its own JSON', () => {
    const cart = { entries: [], subtotal: { value: '0.00', currency: 'USD' } };
    const { html, problems } = render('{cart|element sq-cart-pill}', { cart, pageContext: context });
    expect(problems).toEqual([]);
    expect(withoutIdPrefixes(html)).toBe(
      withoutIdPrefixes(renderElementTag('sq-cart-pill', { cart, pageContext: context, lang: 'en-US' })),
    );
  });
});

describe('page-context formatter', () => {
  it('writes the data’s own page context as the #sq-page-context block', () => {
    const { html } = render('{@|page-context}', { pageContext: context, item: shirt });
    expect(scriptJson(html, 'sq-page-context')).toEqual(context);
  });

  it('builds it from the platform’s fields when the data has none', () => {
    const { html } = render('{@|page-context}', {
      website: { id: 'w1', timeZone: 'Europe/Paris', siteTitle: 'Fieldhouse', captchaSettings: { siteKey: 'k' } },
      websiteSettings: { storeSettings: { selectedCurrency: 'EUR' } },
      collection: { id: 'c1', title: 'Shop', type: 13, fullUrl: '/shop' },
      item: { id: 'p1', title: 'Shirt', recordType: 11, body: '<p>long</p>' },
      productMerchandisingContext: { p1: { scarcityEnabled: true } },
    });
    expect(scriptJson(html, 'sq-page-context')).toEqual({
      website: { id: 'w1', timeZone: 'Europe/Paris' },
      collection: { id: 'c1', title: 'Shop', type: 13 },
      item: { id: 'p1', title: 'Shirt', recordType: 11 },
      storeSettings: { selectedCurrency: 'EUR' },
      merchandising: { p1: { scarcityEnabled: true } },
      captchaSettings: { siteKey: 'k' },
    });
  });
});
