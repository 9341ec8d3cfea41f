import { describe, expect, it, vi } from 'vitest';
import { parsePageContext } from '../src/context/page-context';
import { DEFAULT_MESSAGES, formatMessage, messagesFor, resolveMessages } from '../src/messages';
import { PURCHASE_MESSAGES } from '../src/purchase/messages';
import { CALL_MESSAGES } from '../src/purchase/call-messages';
import { QUICK_VIEW_MESSAGES } from '../elements/quick-view/quick-view.messages';
import { CART_MESSAGES } from '../src/cart/messages';
import { CART_DRAWER_MESSAGES } from '../elements/cart-pill/cart-drawer-messages';
import { FORM_MESSAGES } from '../src/forms/messages';
import { FORM_BLOCK_MESSAGES } from '../src/forms/block-messages';
import { FORM_BLOCK_ELEMENT_MESSAGES } from '../elements/form-block/form-block.messages';
import { RESTOCK_FORM_MESSAGES } from '../src/restock/signup-messages';
import { AFTERPAY_BADGE_MESSAGES } from '../elements/afterpay-badge/afterpay-badge.messages';
import { AFTERPAY_MODAL_MESSAGES } from '../elements/afterpay-badge/afterpay-modal-messages';
import { RESTOCK_MANAGER_MESSAGES } from '../src/restock/manager-messages';
import { MESSAGE_AREAS } from '../src/messages.docs';

/** Every area of the catalogue, as src/messages.docs.ts finds them in the repository's files. */
const AREAS = MESSAGE_AREAS.map((area) => area.texts);
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

  it('keep the defaults for keys the page does not replace, and ignore keys that name no text', () => {
    const context = parsePageContext(
      '{ "messages": { "soldOut": "Ausverkauft", "outOfStock": "Nicht genug da.", "nope": "x", "__proto__": "y" } }',
    );
    const messages = resolveMessages(context.messages);
    expect(resolveMessages(context.messages)).toBe(messages);
    expect(messages.soldOut).toBe('Ausverkauft');
    expect(messages.adding).toBe(DEFAULT_MESSAGES.adding);
    expect(Object.hasOwn(messages, 'nope')).toBe(false);
    expect(Object.getPrototypeOf(messages)).toBe(Object.prototype);
    // One map replaces the texts of every area: the purchase area's come from the same map.
    const purchase = messagesFor(PURCHASE_MESSAGES, context.messages);
    expect(purchase.outOfStock).toBe('Nicht genug da.');
    expect(purchase.selectDenomination).toBe(PURCHASE_MESSAGES.selectDenomination);
    expect(Object.hasOwn(purchase, 'soldOut')).toBe(false);
  });

  it('are listed, every key of every area, in the page context JSON Schema', async () => {
    const { PageContextDocsSchema } = await import('../src/context/page-context.docs');
    const keys = Object.keys(PageContextDocsSchema.entries.messages.wrapped.entries);
    expect(keys.sort()).toEqual(AREAS.flatMap((area) => Object.keys(area)).sort());
  });

  it("are found wherever they live: the core, each flow's texts in src/, each element's own file", () => {
    for (const area of [
      DEFAULT_MESSAGES,
      PURCHASE_MESSAGES,
      CALL_MESSAGES,
      QUICK_VIEW_MESSAGES,
      FORM_MESSAGES,
      FORM_BLOCK_MESSAGES,
      FORM_BLOCK_ELEMENT_MESSAGES,
      CART_MESSAGES,
      CART_DRAWER_MESSAGES,
      RESTOCK_FORM_MESSAGES,
      AFTERPAY_BADGE_MESSAGES,
      AFTERPAY_MODAL_MESSAGES,
      RESTOCK_MANAGER_MESSAGES,
    ]) {
      expect(AREAS).toContain(area);
    }
    expect(MESSAGE_AREAS[0]?.texts).toBe(DEFAULT_MESSAGES);
    expect(MESSAGE_AREAS.map((area) => area.file)).toContain('../elements/afterpay-badge/afterpay-badge.messages.ts');
  });

  it('name each text once: no key is in two areas (one page map replaces texts of every area)', () => {
    const keys = AREAS.flatMap((area) => Object.keys(area));
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('drop a messages map of the wrong shape as a whole, keeping the rest of the context', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const context = parsePageContext(
      JSON.stringify({ apiRoot: '/shop/api/', messages: { soldOut: { text: 'Gone' } } }),
    );
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
