import { describe, expect, it } from 'vitest';
import { makeProduct, makeSingleVariant, makeVariant } from './factories/product';
import { givenPageContext, mount, productMarkup, selectValue } from './render';

describe('<sq-product-price>', () => {
  it('shows "from" the lowest price until a variant is chosen, then that price', async () => {
    givenPageContext();
    const product = makeProduct({
      variantOptionOrdering: ['Size'],
      structuredContent: {
        variants: [
          makeVariant({ attributes: { Size: 'S' }, priceMoney: { value: '20.00', currency: 'USD' } }),
          makeVariant({ attributes: { Size: 'L' }, priceMoney: { value: '24.50', currency: 'USD' } }),
        ],
      },
    });
    const root = await mount(
      productMarkup(product, '<sq-product-price></sq-product-price><sq-variant-picker></sq-variant-picker>'),
    );
    const price = root.querySelector('sq-product-price')!;
    expect(price.textContent).toBe('from $20.00');
    expect(price.getAttribute('data-state')).toBe('from');
    await selectValue(root.querySelector('select')!, 'L');
    expect(price.textContent).toBe('$24.50');
  });

  it('shows a sale price with the original, labelled for screen readers', async () => {
    givenPageContext();
    const product = makeSingleVariant({
      structuredContent: {
        variants: [
          makeVariant({
            priceMoney: { value: '40.00', currency: 'USD' },
            salePriceMoney: { value: '30.00', currency: 'USD' },
            onSale: true,
          }),
        ],
      },
    });
    const root = await mount(productMarkup(product, '<sq-product-price></sq-product-price>'));
    expect(root.querySelector('sq-product-price')!.textContent).toBe('Sale Price:$30.00 Original Price:$40.00');
    expect(root.querySelector('del.sq-product-price__original')?.textContent).toBe('$40.00');
  });

  it('formats in the shopper language', async () => {
    givenPageContext({ pdp: { shopperLanguage: 'de-DE' }, storeSettings: { selectedCurrency: 'EUR' } });
    const product = makeSingleVariant({
      structuredContent: { variants: [makeVariant({ priceMoney: { value: '1234.5', currency: 'EUR' } })] },
    });
    const root = await mount(productMarkup(product, '<sq-product-price></sq-product-price>'));
    expect(root.querySelector('sq-product-price')!.textContent).toBe('1.234,50\u00a0€');
  });

  it('shows nothing for a price it cannot read', async () => {
    givenPageContext();
    const product = makeSingleVariant({
      structuredContent: {
        variants: [makeVariant({ price: undefined, priceMoney: { value: '1e999', currency: 'USD' } })],
      },
    });
    const root = await mount(productMarkup(product, '<sq-product-price></sq-product-price>'));
    expect(root.querySelector('sq-product-price')!.textContent).toBe('');
    expect(root.querySelector('sq-product-price')!.getAttribute('data-state')).toBe('unavailable');
  });
});
