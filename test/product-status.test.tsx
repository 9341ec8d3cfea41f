import { describe, expect, it } from 'vitest';
import { makeProduct, makeShirt, makeSoldOut } from './factories/product';
import { renderElement } from '../src/server/render';
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
      structuredContent: {
        variants: product.structuredContent.variants.map((variant, i) => ({
          ...variant,
          onSale: i === 0,
          salePrice: 1000,
        })),
      },
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

  it('keeps its line when rendered without server markup, and stays hidden where the server hid it', async () => {
    givenPageContext();
    const root = await mount(
      productMarkup(makeShirt(), '<sq-product-status></sq-product-status>') +
        productMarkup(makeShirt(), '<sq-product-status data-state="none" hidden></sq-product-status>'),
    );
    const [own, fromServer] = [...root.querySelectorAll('sq-product-status')] as HTMLElement[];
    expect(own?.getAttribute('data-state')).toBe('none');
    expect(own?.hidden).toBe(false);
    expect(fromServer?.getAttribute('data-state')).toBe('none');
    expect(fromServer?.hidden).toBe(true);
  });

  it('shows a badge even where the server had hidden the status', async () => {
    givenPageContext();
    const root = await mount(
      productMarkup(makeSoldOut(), '<sq-product-status data-state="none" hidden></sq-product-status>'),
    );
    const host = root.querySelector('sq-product-status') as HTMLElement;
    expect(host.hidden).toBe(false);
    expect(host.textContent).toBe('sold out');
  });

  it('is rendered hidden by the server when it has no badge, and shown with one', () => {
    expect(renderElement('sq-product-status', { product: makeShirt() }).hostAttributes).toEqual({
      'data-state': 'none',
      hidden: true,
      'data-sq-server': expect.stringMatching(/^sq[0-9a-z]+-$/),
    });
    expect(renderElement('sq-product-status', { product: makeSoldOut() }).hostAttributes).toEqual({
      'data-state': 'sold-out',
      'data-sq-server': expect.stringMatching(/^sq[0-9a-z]+-$/),
    });
  });
});
