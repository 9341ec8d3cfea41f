import { describe, expect, it } from 'vitest';
import { makeDigital, makeProduct, makeService, makeShirt, makeSingleVariant, makeVariant } from './factories/product';
import { givenPageContext, mount, productMarkup, selectValue, settle } from './render';

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

  it("keeps 9999 as its most and leaves a quantity above the chosen variant's stock alone", async () => {
    givenPageContext();
    // The demo Linen Shirt: S / Sand has 3.
    const root = await mount(
      productMarkup(makeShirt(), '<sq-variant-picker></sq-variant-picker><sq-quantity-input></sq-quantity-input>'),
    );
    const input = root.querySelector<HTMLInputElement>('input')!;
    const [size, colour] = [...root.querySelectorAll('select')];
    await selectValue(size!, 'S');
    await selectValue(colour!, 'Sand');
    const { fireEvent } = await import('@testing-library/dom');
    await settle(() => {
      fireEvent.input(input, { target: { value: '8' } });
      fireEvent.focusOut(input);
    });
    // The add-to-cart check, not the input, tells the visitor there are not enough.
    expect(input.value).toBe('8');
    expect(input.max).toBe('9999');
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
    const service = () =>
      makeService({ structuredContent: { variants: [makeVariant({ qtyInStock: 5 })], productType: 3 } });
    expect(await quantityOf(service(), { storeSettings: { multipleQuantityAllowedForServices: true } })).not.toBeNull();
    await settle(() => (document.body.innerHTML = ''));
    expect(await quantityOf(service(), { storeSettings: { multipleQuantityAllowedForServices: false } })).toBeNull();
  });
});
