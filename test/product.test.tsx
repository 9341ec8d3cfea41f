import { describe, expect, it, vi } from 'vitest';
import { makeService, makeShirt, makeSingleVariant } from './factories/product';
import { givenPageContext, mount, productMarkup, selectValue, settle } from './render';

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
      '<sq-product><script type="application/json">{"id": true}</script><sq-product-price></sq-product-price></sq-product>',
    );
    expect(root.querySelector('sq-product-price')!.textContent).toBe('');
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toMatch(/wrong shape \(id: /);
  });

  describe('shared', () => {
    const shared = (inner: string, pageType = 'pdp', product = makeService()) =>
      productMarkup(product, inner, pageType).replace('<sq-product ', '<sq-product shared ');

    it('is one product across every shared <sq-product> of the same id and page type', async () => {
      givenPageContext();
      const root = await mount(
        shared('<sq-product-price></sq-product-price>') +
          '<p>Between</p>' +
          shared('<sq-variant-picker></sq-variant-picker>') +
          shared('<sq-add-to-cart></sq-add-to-cart>'),
      );
      const [price, picker, button] = root.querySelectorAll('sq-product');
      expect(picker!.scope).toBe(price!.scope);
      expect(button!.scope).toBe(price!.scope);
      expect(price!.querySelector('sq-product-price')!.textContent).toBe('from $60.00');
      await selectValue(picker!.querySelector('select')!, '60 min');
      expect(price!.querySelector('sq-product-price')!.textContent).toBe('$110.00');
    });

    it('joins the shared product when its JSON comes after its elements, and they follow it', async () => {
      givenPageContext();
      const root = await mount(shared('<sq-variant-picker></sq-variant-picker>'));
      const late = document.createElement('sq-product');
      late.setAttribute('shared', '');
      late.setAttribute('page-type', 'pdp');
      late.innerHTML = '<sq-product-price></sq-product-price>';
      await settle(() => root.append(late));
      expect(late.querySelector('sq-product-price')!.textContent).toBe('');
      const script = root.querySelector('sq-product > script')!.cloneNode(true);
      await settle(() => late.prepend(script));
      await settle();
      const first = root.querySelector('sq-product')!;
      expect((late as typeof first).scope).toBe(first.scope);
      expect(late.querySelector('sq-product-price')!.textContent).toBe('from $60.00');
      await selectValue(first.querySelector('select')!, '60 min');
      expect(late.querySelector('sq-product-price')!.textContent).toBe('$110.00');
    });

    it('keeps other page types, other products and unshared ones apart', async () => {
      givenPageContext();
      const root = await mount(
        shared('<sq-product-price></sq-product-price>') +
          shared('<sq-product-price></sq-product-price>', 'product-block') +
          shared('<sq-product-price></sq-product-price>', 'pdp', makeShirt()) +
          productMarkup(makeService(), '<sq-product-price></sq-product-price>'),
      );
      const scopes = [...root.querySelectorAll('sq-product')].map((element) => element.scope);
      expect(new Set(scopes).size).toBe(4);
    });

    it('starts afresh once every shared element of a product has left the page', async () => {
      givenPageContext();
      const root = await mount(shared('<sq-variant-picker></sq-variant-picker>'));
      const first = root.querySelector('sq-product')!;
      await selectValue(first.querySelector('select')!, '60 min');
      await settle(() => first.remove());
      await settle(() => root.insertAdjacentHTML('beforeend', shared('<sq-variant-picker></sq-variant-picker>')));
      const second = root.querySelector('sq-product')!;
      expect(second.scope).not.toBe(first.scope);
      expect(second.querySelector('select')!.value).toBe('');
    });

    it('keeps its choices when moved in the page', async () => {
      givenPageContext();
      const root = await mount(
        `<div id="a">${shared('<sq-variant-picker></sq-variant-picker>')}</div><div id="b"></div>`,
      );
      const element = root.querySelector('sq-product')!;
      await selectValue(element.querySelector('select')!, '60 min');
      await settle(() => root.querySelector('#b')!.append(element));
      await settle(() => root.insertAdjacentHTML('beforeend', shared('<sq-product-price></sq-product-price>')));
      const later = root.querySelectorAll('sq-product')[1]!;
      expect(later.scope).toBe(element.scope);
      expect(later.querySelector('sq-product-price')!.textContent).toBe('$110.00');
    });
  });
});
