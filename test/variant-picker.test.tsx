import { describe, expect, it } from 'vitest';
import { makeDemoProduct, makeProduct, makeShirt, makeSingleVariant, makeVariant } from './factories/product';
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

  it('treats options named __proto__ and constructor like any other, with no phantom option', async () => {
    givenPageContext();
    // As the platform's JSON arrives: JSON.parse makes "__proto__" an own key.
    const variants = JSON.parse(
      '[{"id":"v1","sku":"A","attributes":{"__proto__":"Red","constructor":"Big"},"price":1000,"qtyInStock":3},' +
        '{"id":"v2","sku":"B","attributes":{"__proto__":"Blue","constructor":"Big"},"price":1200,"qtyInStock":3}]',
    );
    const product = makeProduct({
      variantOptionOrdering: ['__proto__', 'constructor'],
      structuredContent: { variants },
    });
    const root = await mount(
      productMarkup(
        product,
        '<sq-variant-picker></sq-variant-picker><sq-product-price></sq-product-price><sq-add-to-cart></sq-add-to-cart>',
      ),
    );
    const selects = [...root.querySelectorAll('select')];
    expect(selects.map((select) => root.querySelector(`label[for="${select.id}"]`)?.textContent)).toEqual([
      '__proto__',
      'constructor',
    ]);
    expect([...selects[0]!.options].map((option) => option.value)).toEqual(['', 'Red', 'Blue']);
    expect([...selects[1]!.options].map((option) => option.value)).toEqual(['', 'Big']);
    await selectValue(selects[0]!, 'Blue');
    await selectValue(selects[1]!, 'Big');
    expect(root.querySelector('select')!.value).toBe('Blue');
    expect(root.querySelector('sq-product-price')?.textContent).toBe('$12.00');
  });

  it('shows "from" the lowest price when several variants have no options to choose between', async () => {
    givenPageContext();
    const product = makeProduct({
      structuredContent: {
        variants: [makeVariant({ attributes: {}, price: 2000 }), makeVariant({ attributes: {}, price: 1500 })],
      },
    });
    const root = await mount(productMarkup(product, '<sq-product-price></sq-product-price>'));
    expect(root.querySelector('sq-product-price')?.textContent).toBe('from $15.00');
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

  it('names a gift card’s denominations "Value", with "Select Value" first, whatever the shop called them', async () => {
    givenPageContext();
    const root = await mount(
      productMarkup(makeDemoProduct('fieldhouse-gift-card'), '<sq-variant-picker></sq-variant-picker>'),
    );
    const select = root.querySelector('select')!;
    expect(root.querySelector(`label[for="${select.id}"]`)?.textContent).toBe('Value');
    expect(select.options[0]?.textContent).toBe('Select Value');
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

  it('marks the choices that have run out, given the other choices, in both displays', async () => {
    givenPageContext();
    // The demo Linen Shirt: M / Navy has none left, every other pair has some.
    const root = await mount(productMarkup(makeShirt(), '<sq-variant-picker display="radio"></sq-variant-picker>'));
    const labels = () => [...root.querySelectorAll('.sq-variant-picker__choice')].map((label) => label.textContent);
    expect(labels()).toEqual(['S', 'M', 'L', 'Sand', 'Navy']);
    const radio = (value: string) =>
      [...root.querySelectorAll<HTMLInputElement>('input[type="radio"]')].find((input) => input.value === value)!;
    await settle(() => radio('M').click());
    expect(labels()).toEqual(['S', 'M', 'L', 'Sand', 'Navy (sold out)']);
    await settle(() => radio('Navy').click());
    expect(labels()).toEqual(['S', 'M (sold out)', 'L', 'Sand', 'Navy (sold out)']);
  });

  it('fires sq-variant-change with the product and the variant the choices name', async () => {
    givenPageContext();
    const root = await mount(productMarkup(makeShirt(), '<sq-variant-picker></sq-variant-picker>'));
    const seen: { title: string; sku: string | null }[] = [];
    document.addEventListener('sq-variant-change', (event) =>
      seen.push({ title: event.detail.product.title, sku: event.detail.variant?.sku ?? null }),
    );
    const [size, colour] = [...root.querySelectorAll('select')];
    await selectValue(size!, 'L');
    await selectValue(colour!, 'Navy');
    expect(seen).toHaveLength(2);
    expect(seen[0]).toEqual({ title: 'Linen Shirt', sku: null });
    expect(seen[1]?.sku).toMatch(/\S/);
    expect(seen[1]?.title).toBe('Linen Shirt');
  });
});
