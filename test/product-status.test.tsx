import { describe, expect, it } from 'vitest';
import { makeProduct, makeShirt, makeSoldOut } from './factories/product';
import { givenPageContext, mount, productMarkup } from './render';

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
