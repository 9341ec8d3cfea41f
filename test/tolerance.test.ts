// @vitest-environment node
/**
 * Product data as the platform sends it: loosely typed values its template engine accepts are
 * accepted; a field of the wrong shape is dropped with one console error naming it, and never costs
 * the whole product; negative prices and currencies the store cannot sell in are refused as such
 * fields, with a safe default in their place.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parsePageContext } from '../src/context/page-context';
import { optionNames, parseProduct, ProductType } from '../src/product/product';
import { renderElement } from '../src/server/render';

/** A product item as a template engine fixture might hold it (nothing validated yet). */
function item(content: Record<string, unknown> = {}, rest: Record<string, unknown> = {}) {
  return {
    id: 'p1',
    title: 'Linen Shirt',
    ...rest,
    structuredContent: {
      productType: 1,
      variants: [
        {
          id: 'v1',
          sku: 'S-SAND',
          attributes: { Size: 'S', Colour: 'Sand' },
          priceMoney: { value: '48.00', currency: 'USD' },
          qtyInStock: 3,
        },
        {
          id: 'v2',
          sku: 'M-NAVY',
          attributes: { Size: 'M', Colour: 'Navy' },
          priceMoney: { value: '48.00', currency: 'USD' },
          qtyInStock: 2,
        },
      ],
      ...content,
    },
  };
}

function consoleErrors() {
  return vi.spyOn(console, 'error').mockImplementation(() => {});
}

function text(tag: string, input: Parameters<typeof renderElement>[1]): string {
  return renderElement(tag, input).html.replace(/<[^>]+>/g, '');
}

afterEach(() => vi.restoreAllMocks());

describe('what the template engine accepts', () => {
  it('reads productType "1", isSubscribable "true", numeric strings and "false" as their values, silently', () => {
    const errors = consoleErrors();
    const product = parseProduct(
      item({
        productType: '2',
        isSubscribable: 'true',
        onSale: 'false',
        variants: [{ id: 'v1', sku: 'A', qtyInStock: '4', unlimited: 'false', price: '1800' }],
      }),
      'test',
    );
    expect(product?.structuredContent).toMatchObject({
      productType: ProductType.Digital,
      isSubscribable: true,
      onSale: false,
    });
    expect(product?.structuredContent.variants[0]).toMatchObject({ qtyInStock: 4, unlimited: false, price: 1800 });
    expect(errors).not.toHaveBeenCalled();
  });

  it('reads a product or variant id written as a whole number as its text, silently, and keeps the product', () => {
    const errors = consoleErrors();
    const json = item({}, { id: 5 });
    (json.structuredContent.variants[1] as { id: unknown }).id = 12;
    const product = parseProduct(json, 'test');
    expect(product?.id).toBe('5');
    expect(product?.structuredContent.variants.map((variant) => variant.id)).toEqual(['v1', '12']);
    expect(errors).not.toHaveBeenCalled();
    // An id that is not a whole number JavaScript holds exactly is no id.
    expect(parseProduct(item({}, { id: 5.5 }), 'test')).toBeNull();
    expect(parseProduct(item({}, { id: 2 ** 53 + 2 }), 'test')).toBeNull();
    expect(errors).toHaveBeenCalledTimes(2);
  });

  it('reads a number where a text belongs as its text, and 1 / 0 / "1" / "0" where a boolean belongs, silently', () => {
    const errors = consoleErrors();
    const product = parseProduct(
      item(
        {
          isSubscribable: 0,
          onSale: '1',
          variants: [
            { id: 'v1', sku: 12345, attributes: { Size: 10, Colour: 'Red' }, unlimited: 1, qtyInStock: 0 },
            { id: 'v2', sku: 'B', attributes: { Size: 12 }, unlimited: '0', qtyInStock: 2 },
          ],
        },
        { title: 2024 },
      ),
      'test',
    );
    expect(product?.title).toBe('2024');
    expect(product?.structuredContent).toMatchObject({ isSubscribable: false, onSale: true });
    expect(
      product?.structuredContent.variants.map(({ sku, attributes, unlimited }) => ({ sku, attributes, unlimited })),
    ).toEqual([
      { sku: '12345', attributes: { Size: '10', Colour: 'Red' }, unlimited: true },
      { sku: 'B', attributes: { Size: '12' }, unlimited: false },
    ]);
    // A boolean's other spellings and other values stay wrong shapes.
    expect(parseProduct(item({ onSale: 2 }), 'test')?.structuredContent.onSale).toBe(false);
    expect(parseProduct(item({ onSale: 'yes' }), 'test')?.structuredContent.onSale).toBe(false);
    expect(errors).toHaveBeenCalledTimes(2);
  });

  it('shows a variant with unlimited: 1 as in stock, and picks a variant whose option is a number', () => {
    consoleErrors();
    const product = item({ variants: [{ id: 'v1', sku: 'A', attributes: { Size: 10 }, unlimited: 1, qtyInStock: 0 }] });
    expect(text('sq-add-to-cart', { product })).toBe('Add To Cart');
    expect(text('sq-product-status', { product })).toBe('');
  });

  it('keeps a product whose structuredContent is of the wrong shape, with no variants, naming it once', () => {
    const errors = consoleErrors();
    for (const structuredContent of [null, 'x', [1]]) {
      const product = parseProduct({ ...item(), structuredContent }, 'test');
      expect(product).toMatchObject({
        id: 'p1',
        title: 'Linen Shirt',
        structuredContent: { variants: [], productType: 1 },
      });
    }
    expect(errors).toHaveBeenCalledTimes(3);
    expect(String(errors.mock.calls[0]?.[0])).toMatch(/structuredContent: Expected an object but received null/);
  });

  it('shows "Subscribe" for isSubscribable "true", as for true', () => {
    consoleErrors();
    expect(text('sq-add-to-cart', { product: item({ isSubscribable: 'true' }) })).toBe('Subscribe');
    expect(text('sq-add-to-cart', { product: item({ isSubscribable: 'false' }) })).toBe('Add To Cart');
  });

  it("takes the option order from structuredContent when the item has none, and the item's first", () => {
    const inside = parseProduct(item({ variantOptionOrdering: ['Colour', 'Size'] }), 'test');
    expect(inside && optionNames(inside)).toEqual(['Colour', 'Size']);
    const both = parseProduct(
      item({ variantOptionOrdering: ['Colour', 'Size'] }, { variantOptionOrdering: ['Size'] }),
      'test',
    );
    expect(both && optionNames(both)).toEqual(['Size', 'Colour']);
    const html = renderElement('sq-variant-picker', {
      product: item({ variantOptionOrdering: ['Colour', 'Size'] }),
    }).html;
    expect(html.indexOf('Colour')).toBeLessThan(html.indexOf('Size'));
  });
});

describe('fields of the wrong shape', () => {
  it('drops only the wrong fields, naming each in one console error, and uses the rest', () => {
    const errors = consoleErrors();
    const product = parseProduct(
      item(
        {
          onSale: 'yes',
          variants: [
            { id: 'v1', sku: 'A', qtyInStock: 'lots', attributes: { Size: 'S' }, priceMoney: { value: '10.00' } },
          ],
        },
        { title: { text: 'Mug' } },
      ),
      '<sq-product> holds',
    );
    expect(product).toMatchObject({ id: 'p1', title: '', structuredContent: { onSale: false } });
    expect(product?.structuredContent.variants[0]).toMatchObject({
      sku: 'A',
      qtyInStock: 0,
      attributes: { Size: 'S' },
    });
    expect(errors).toHaveBeenCalledTimes(1);
    const message = String(errors.mock.calls[0]?.[0]);
    expect(message).toMatch(
      /^storefront-elements: <sq-product> holds a product with fields of the wrong shape \(.*\); ignored: those fields\.$/,
    );
    for (const path of ['title', 'structuredContent.onSale', 'structuredContent.variants.0.qtyInStock'])
      expect(message).toContain(`${path}: `);
  });

  it('drops a variant without an id and keeps the others', () => {
    const errors = consoleErrors();
    const json = item();
    delete (json.structuredContent.variants[0] as { id?: string }).id;
    const product = parseProduct(json, 'test');
    expect(product?.structuredContent.variants.map((variant) => variant.sku)).toEqual(['M-NAVY']);
    expect(String(errors.mock.calls[0]?.[0])).toContain('structuredContent.variants.0: ');
  });

  it('refuses the whole product only when nothing usable is left', () => {
    const errors = consoleErrors();
    expect(parseProduct(item({}, { id: { value: 5 } }), 'test')).toBeNull();
    expect(String(errors.mock.calls[0]?.[0])).toMatch(
      /a product with fields of the wrong shape \(id: .*\); ignored: the product\./,
    );
    expect(parseProduct([1, 2], 'test')).toBeNull();
  });

  it('keeps an option named __proto__ as an option and lets no key reach a prototype', () => {
    const product = parseProduct(
      JSON.parse(
        '{"id":"p","structuredContent":{"variants":[{"id":"v","attributes":{"__proto__":"x"},"qtyInStock":1}],"__proto__":{"polluted":true}}}',
      ),
      'test',
    );
    expect(product && optionNames(product)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('server rendering', () => {
  it("never changes the caller's product object while dropping its wrong fields", () => {
    consoleErrors();
    const product = item({ productType: '1', onSale: 'yes' });
    const before = JSON.stringify(product);
    expect(text('sq-product-price', { product })).toBe('$48.00');
    expect(JSON.stringify(product)).toBe(before);
  });
});

describe('prices and currencies', () => {
  it('refuses a negative price and shows the variant price in cents instead, never "-$5.00"', () => {
    const errors = consoleErrors();
    const product = item({
      variants: [{ id: 'v1', sku: 'A', priceMoney: { value: '-5.00', currency: 'USD' }, price: 1200, qtyInStock: 1 }],
    });
    expect(text('sq-product-price', { product })).toBe('$12.00');
    expect(String(errors.mock.calls[0]?.[0])).toContain(
      'structuredContent.variants.0.priceMoney: Expected value or decimalValue, 0 or more',
    );
  });

  it('shows no price at all rather than a negative one', () => {
    consoleErrors();
    const product = item({ variants: [{ id: 'v1', sku: 'A', priceMoney: { value: -5 }, price: -500, qtyInStock: 1 }] });
    const rendered = renderElement('sq-product-price', { product });
    expect(rendered.hostAttributes['data-state']).toBe('unavailable');
    expect(rendered.html).not.toContain('-');
  });

  it('refuses a money value in a currency the store cannot sell in', () => {
    const errors = consoleErrors();
    const product = item({
      variants: [{ id: 'v1', sku: 'A', priceMoney: { value: '5.00', currency: 'ZZZ' }, price: 500, qtyInStock: 1 }],
    });
    expect(text('sq-product-price', { product })).toBe('$5.00');
    expect(String(errors.mock.calls[0]?.[0])).toContain('priceMoney: Expected a currency the store sells in');
  });

  it('refuses an unknown selectedCurrency with one console error, and prices and the subtotal still show', () => {
    const errors = consoleErrors();
    const pageContext = { pageType: 50, storeSettings: { selectedCurrency: 'ZZZ', expressCheckout: true } };
    const context = parsePageContext(JSON.stringify(pageContext));
    expect(context.storeSettings).toMatchObject({ selectedCurrency: 'USD', expressCheckout: true });
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0]?.[0])).toContain(
      'storeSettings.selectedCurrency: Expected a currency the store sells in',
    );
    const product = item({ variants: [{ id: 'v1', sku: 'A', price: 1800, qtyInStock: 1 }] });
    expect(text('sq-product-price', { product, pageContext })).toBe('$18.00');
    const cart = { entries: [], subtotalCents: 2400, totalQuantity: 2 };
    expect(renderElement('sq-cart-pill', { pageContext, cart }).html).toContain('$24.00');
  });
});
