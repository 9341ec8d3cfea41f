import { describe, expect, it, vi } from 'vitest';
import { parsePageContext } from '../src/context/page-context';
import { DEFAULT_MESSAGES, formatMessage, resolveMessages } from '../src/messages';
import { makeShirt } from './factories/product';
import { click, givenPageContext, mount, productMarkup } from './render';

describe('visitor texts', () => {
  it('come from the page context when the page replaces them', async () => {
    givenPageContext({
      messages: {
        addToCart: 'In den Warenkorb',
        selectTwoOptions: 'Bitte {option1} und {option2} wählen.',
        selectVariant: '{variantName} wählen',
      },
    });
    const root = await mount(
      productMarkup(makeShirt(), '<sq-variant-picker></sq-variant-picker><sq-add-to-cart></sq-add-to-cart>'),
    );
    const button = root.querySelector('button')!;
    expect(button.textContent).toBe('In den Warenkorb');
    expect(root.querySelector('option')?.textContent).toBe('Size wählen');
    await click(button);
    expect(root.querySelector('[role="alert"]')?.textContent).toBe('Bitte Size und Colour wählen.');
  });

  it('keep the defaults for keys the page does not replace, and drop unknown keys with one console error', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const context = parsePageContext('{ "messages": { "soldOut": "Ausverkauft", "nope": "x", "__proto__": "y" } }');
    const messages = resolveMessages(context.messages);
    expect(resolveMessages(context.messages)).toBe(messages);
    expect(messages.soldOut).toBe('Ausverkauft');
    expect(messages.adding).toBe(DEFAULT_MESSAGES.adding);
    expect(Object.hasOwn(messages, 'nope')).toBe(false);
    expect(Object.getPrototypeOf(messages)).toBe(Object.prototype);
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toContain('nope');
  });

  it('drop a messages map of the wrong shape as a whole, keeping the rest of the context', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const context = parsePageContext(JSON.stringify({ apiRoot: '/shop/api/', messages: { soldOut: 7 } }));
    expect(context.messages).toEqual({});
    expect(context.apiRoot).toBe('/shop/api/');
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('fill their places and leave a place without a value as written', () => {
    expect(formatMessage('from {fromPrice}', { fromPrice: '$5.00' })).toBe('from $5.00');
    expect(formatMessage('{a} and {b}', { a: 1 })).toBe('1 and {b}');
    expect(formatMessage('{toString}', {})).toBe('{toString}');
  });
});
