import { describe, expect, it, vi } from 'vitest';
import { makeDigital, makeProduct, makeService, makeShirt, makeSingleVariant, makeSoldOut, makeVariant } from './factories/product';
import { givenPageContext, mount, productMarkup, selectValue, settle } from './render';

describe('<sq-variant-picker>', () => {
  it('renders a labelled select per option, in the shop owner\'s order, with "Select {option}" first', async () => {
    givenPageContext();
    const root = await mount(productMarkup(makeShirt(), '<sq-variant-picker></sq-variant-picker>'));
    const selects = [...root.querySelectorAll('select')];
    expect(selects.map((select) => root.querySelector(`label[for="${select.id}"]`)?.textContent)).toEqual([
      'Size',
      'Colour',
    ]);
    expect([...selects[0]!.options].map((option) => option.textContent)).toEqual(['Select Size', 'S', 'M', 'L']);
  });

  it('renders radio groups with display="radio"', async () => {
    givenPageContext();
    const root = await mount(productMarkup(makeShirt(), '<sq-variant-picker display="radio"></sq-variant-picker>'));
    expect([...root.querySelectorAll('legend')].map((legend) => legend.textContent)).toEqual(['Size', 'Colour']);
    expect(root.querySelectorAll('input[type="radio"]')).toHaveLength(5);
    expect(root.querySelector('select')).toBeNull();
  });

  it('falls back to dropdowns for an unknown display value', async () => {
    givenPageContext();
    const root = await mount(productMarkup(makeShirt(), '<sq-variant-picker display="carousel"></sq-variant-picker>'));
    expect(root.querySelectorAll('select')).toHaveLength(2);
  });

  it('switches to dropdowns when the display attribute is removed', async () => {
    givenPageContext();
    const root = await mount(productMarkup(makeShirt(), '<sq-variant-picker display="radio"></sq-variant-picker>'));
    await settle(() => root.querySelector('sq-variant-picker')!.removeAttribute('display'));
    expect(root.querySelectorAll('select')).toHaveLength(2);
  });

  it('renders nothing for a single variant', async () => {
    givenPageContext();
    const root = await mount(productMarkup(makeSingleVariant(), '<sq-variant-picker></sq-variant-picker>'));
    expect(root.querySelector('sq-variant-picker')!.children).toHaveLength(0);
  });

  it('keeps two products on a page apart', async () => {
    givenPageContext();
    const root = await mount(
      productMarkup(makeShirt(), '<sq-variant-picker></sq-variant-picker>') +
        productMarkup(makeShirt(), '<sq-variant-picker></sq-variant-picker>'),
    );
    const [first, second] = root.querySelectorAll('sq-product');
    await selectValue(first!.querySelector('select')!, 'L');
    expect(first!.querySelector('select')!.value).toBe('L');
    expect(second!.querySelector('select')!.value).toBe('');
  });

  it('shows markup in option names as text', async () => {
    givenPageContext();
    const product = makeProduct({
      variantOptionOrdering: ['<b>Size</b>'],
      structuredContent: {
        variants: [
          makeVariant({ attributes: { '<b>Size</b>': '<img src=x>' } }),
          makeVariant({ attributes: { '<b>Size</b>': 'M' } }),
        ],
      },
    });
    const root = await mount(productMarkup(product, '<sq-variant-picker></sq-variant-picker>'));
    expect(root.querySelector('label')?.textContent).toBe('<b>Size</b>');
    expect(root.querySelector('sq-variant-picker b, sq-variant-picker img')).toBeNull();
  });
});

describe('<sq-quantity-input>', () => {
  const quantityOf = async (product: ReturnType<typeof makeProduct>, context = {}) => {
    givenPageContext(context);
    const root = await mount(productMarkup(product, '<sq-quantity-input></sq-quantity-input>'));
    return root.querySelector<HTMLInputElement>('input');
  };

  it('is a whole number from 1 to 9999, default 1, labelled "Quantity"', async () => {
    const input = (await quantityOf(makeShirt()))!;
    expect(input.value).toBe('1');
    expect([input.min, input.max, input.step]).toEqual(['1', '9999', '1']);
    expect(document.querySelector(`label[for="${input.id}"]`)?.textContent).toBe('Quantity');
  });

  it('clamps to 9999 and to 1 when the visitor leaves the field', async () => {
    const input = (await quantityOf(makeShirt()))!;
    const { fireEvent } = await import('@testing-library/dom');
    await settle(() => {
      fireEvent.input(input, { target: { value: '12000' } });
      fireEvent.focusOut(input);
    });
    expect(input.value).toBe('9999');
    await settle(() => {
      fireEvent.input(input, { target: { value: '0' } });
      fireEvent.focusOut(input);
    });
    expect(input.value).toBe('1');
  });

  it('is absent for digital products', async () => {
    expect(await quantityOf(makeDigital())).toBeNull();
  });

  it('is absent for subscriptions', async () => {
    expect(await quantityOf(makeShirt({ structuredContent: { isSubscribable: true } }))).toBeNull();
  });

  it('is absent when only one is in stock', async () => {
    const product = makeSingleVariant({ structuredContent: { variants: [makeVariant({ qtyInStock: 1 })] } });
    expect(await quantityOf(product)).toBeNull();
  });

  it('shows for services only when the store allows several', async () => {
    const service = () => makeService({ structuredContent: { variants: [makeVariant({ qtyInStock: 5 })], productType: 3 } });
    expect(await quantityOf(service(), { storeSettings: { multipleQuantityAllowedForServices: true } })).not.toBeNull();
    await settle(() => (document.body.innerHTML = ''));
    expect(await quantityOf(service(), { storeSettings: { multipleQuantityAllowedForServices: false } })).toBeNull();
  });
});

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
    const root = await mount(productMarkup(product, '<sq-product-price></sq-product-price><sq-variant-picker></sq-variant-picker>'));
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
      structuredContent: { variants: [makeVariant({ price: undefined, priceMoney: { value: '1e999', currency: 'USD' } })] },
    });
    const root = await mount(productMarkup(product, '<sq-product-price></sq-product-price>'));
    expect(root.querySelector('sq-product-price')!.textContent).toBe('');
    expect(root.querySelector('sq-product-price')!.getAttribute('data-state')).toBe('unavailable');
  });
});

describe('<sq-product-status>', () => {
  it('shows "sold out" for a sold-out product', async () => {
    givenPageContext();
    const root = await mount(productMarkup(makeSoldOut(), '<sq-product-status></sq-product-status>'));
    expect(root.querySelector('.sq-product-status__badge')?.textContent).toBe('sold out');
  });

  it("uses the shop's custom sold-out text", async () => {
    const product = makeSoldOut();
    givenPageContext({ merchandising: { [product.id]: { customSoldOutText: 'Back soon' } } });
    const root = await mount(productMarkup(product, '<sq-product-status></sq-product-status>'));
    expect(root.querySelector('.sq-product-status__badge')?.textContent).toBe('Back soon');
  });

  it('shows "sale" when a variant is on sale', async () => {
    givenPageContext();
    const product = makeShirt();
    const onSale = makeProduct({
      ...product,
      structuredContent: { variants: product.structuredContent.variants.map((variant, i) => ({ ...variant, onSale: i === 0, salePrice: 1000 })) },
    });
    const root = await mount(productMarkup(onSale, '<sq-product-status></sq-product-status>'));
    expect(root.querySelector('.sq-product-status__badge')?.textContent).toBe('sale');
    expect(root.querySelector('sq-product-status')?.getAttribute('data-state')).toBe('sale');
  });

  it('shows nothing otherwise', async () => {
    givenPageContext();
    const root = await mount(productMarkup(makeShirt(), '<sq-product-status></sq-product-status>'));
    expect(root.querySelector('sq-product-status')!.textContent).toBe('');
    expect(root.querySelector('sq-product-status')?.getAttribute('data-state')).toBe('none');
  });
});

describe('<sq-product>', () => {
  it('keeps its server-rendered content', async () => {
    givenPageContext();
    const root = await mount(
      productMarkup(makeShirt(), '<h1>Linen Shirt</h1><p class="description">Soft.</p><sq-add-to-cart></sq-add-to-cart>'),
    );
    expect(root.querySelector('sq-product > h1')?.textContent).toBe('Linen Shirt');
    expect(root.querySelector('sq-product > p.description')?.textContent).toBe('Soft.');
    expect(root.querySelector('sq-add-to-cart button')).not.toBeNull();
  });

  it('exposes the validated product and page type', async () => {
    givenPageContext();
    const product = makeShirt();
    const root = await mount(productMarkup(product, '', 'quick-view'));
    const element = root.querySelector('sq-product')!;
    expect(element.product?.id).toBe(product.id);
    expect(element.getAttribute('page-type')).toBe('quick-view');
  });

  it('picks up a product whose JSON arrives after the elements', async () => {
    givenPageContext();
    const product = makeSingleVariant();
    const root = await mount('<sq-product><sq-product-price></sq-product-price></sq-product>');
    expect(root.querySelector('sq-product-price')!.textContent).toBe('');
    const script = document.createElement('script');
    script.type = 'application/json';
    script.textContent = JSON.stringify(product);
    await settle(() => root.querySelector('sq-product')!.prepend(script));
    await settle();
    expect(root.querySelector('sq-product-price')!.textContent).toBe('$19.99');
  });

  it('logs one clear error for a product of the wrong shape', async () => {
    givenPageContext();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const root = await mount('<sq-product><script type="application/json">{"id": 5}</script><sq-product-price></sq-product-price></sq-product>');
    expect(root.querySelector('sq-product-price')!.textContent).toBe('');
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toMatch(/wrong shape \(id: /);
  });
});
