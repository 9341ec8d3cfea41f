import { describe, expect, it, vi } from 'vitest';
import { makeShirt, makeSingleVariant } from './factories/product';
import { givenPageContext, mount, productMarkup, settle } from './render';

describe('<sq-product>', () => {
  it('keeps its server-rendered content', async () => {
    givenPageContext();
    const root = await mount(
      productMarkup(
        makeShirt(),
        '<h1>Linen Shirt</h1><p class="description">Soft.</p><sq-add-to-cart></sq-add-to-cart>',
      ),
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
    expect(root.querySelector('sq-product-price')!.textContent).toBe('$18.00');
  });

  it('logs one clear error for a product of the wrong shape', async () => {
    givenPageContext();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const root = await mount(
      '<sq-product><script type="application/json">{"id": 5}</script><sq-product-price></sq-product-price></sq-product>',
    );
    expect(root.querySelector('sq-product-price')!.textContent).toBe('');
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toMatch(/wrong shape \(id: /);
  });
});
