/**
 * Where the elements tell the analytics module what happened (the commerce events and census
 * calls, src/analytics/channel.ts): each fired by the element or action where it happens,
 * once, with what it says. The sending itself is tested in test/analytics-*.test.ts.
 */
import { fireEvent } from '@testing-library/dom';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import type { TrackMessage } from '../src/analytics/channel';
import { flag, getBooleanDetails } from '../src/flags/flags';
import { $cart } from '../stores/cart';
import { makeShirt, makeSingleVariant } from './factories/product';
import { cartEntry, cartOf, mugEntry } from './mocks/cart';
import { cartHandlers, editableCart } from './mocks/handlers';
import {
  advance,
  click,
  flush,
  givenPageContext,
  givenSessionCookies,
  mount,
  productMarkup,
  settle,
  trackedMessages,
  until,
  useFakeTimers,
} from './render';
import { server } from './setup';

type Of<T extends TrackMessage['type']> = Extract<TrackMessage, { type: T }>;
const events = (tracked: TrackMessage[]) =>
  tracked.filter((message): message is Of<'event'> => message.type === 'event');
const census = (tracked: TrackMessage[]) =>
  tracked.filter((message): message is Of<'census'> => message.type === 'census');

describe('product views', () => {
  it("a product page's product is one pdp_visit with its price in major units, however often it renders", async () => {
    givenPageContext();
    const tracked = trackedMessages();
    const tote = makeSingleVariant();
    await mount(productMarkup(tote, '<sq-product-price></sq-product-price>'));
    await mount(productMarkup(tote, '<sq-product-price></sq-product-price>'));
    expect(events(tracked)).toEqual([
      {
        type: 'event',
        name: 'pdp_visit',
        content: {
          productId: tote.id,
          productName: tote.title,
          sku: tote.structuredContent.variants[0]!.sku,
          // The demo Canvas Tote: $18.00.
          price: 18,
          currency: 'USD',
        },
      },
    ]);
  });

  it("a list's cards are one plp_visit naming every product, and a product page's add-ons one related_products", async () => {
    givenPageContext({ collection: { id: 'shop', title: 'Shop', type: 13 } });
    const tracked = trackedMessages();
    const [a, b] = [makeSingleVariant({ id: 'a' }), makeShirt({ id: 'b' })];
    await mount(
      productMarkup(a, '', 'plp') +
        productMarkup(b, '', 'plp') +
        productMarkup(a, '', 'add-on') +
        productMarkup(b, '', 'quick-view'),
    );
    expect(events(tracked).map(({ name, content }) => [name, content])).toEqual([
      ['plp_visit', { collectionId: 'shop', productIds: ['a', 'b'], count: 2 }],
      ['related_products', { collectionId: 'shop', productIds: ['a'], count: 1 }],
    ]);
  });
});

describe('<sq-add-to-cart>', () => {
  it('tells the census the button rendered and was pressed, and a successful add is add_to_cart', async () => {
    await useFakeTimers();
    givenPageContext();
    givenSessionCookies();
    const shirt = makeShirt();
    server.use(...cartHandlers({ products: [shirt] }));
    const tracked = trackedMessages();
    const root = await mount(
      productMarkup(shirt, '<sq-variant-picker></sq-variant-picker><sq-add-to-cart></sq-add-to-cart>'),
    );
    const [size, colour] = [...root.querySelectorAll('select')];
    await settle(() => {
      size!.value = 'M';
      size!.dispatchEvent(new Event('change', { bubbles: true }));
      colour!.value = 'Sand';
      colour!.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await click(root.querySelector('sq-add-to-cart button')!);
    await flush();
    // Rendered without server markup, the button had no text yet when it came alive; pressed, it says what it said.
    expect(census(tracked).map(({ call, fields }) => [call, fields])).toEqual([
      ['button-render', { buttonType: 'sq-add-to-cart', buttonText: '', productId: shirt.id }],
      ['button-click', { buttonType: 'sq-add-to-cart', buttonText: 'Add To Cart', productId: shirt.id }],
    ]);
    const variant = shirt.structuredContent.variants.find(
      (item) => item.attributes.Size === 'M' && item.attributes.Colour === 'Sand',
    );
    expect(events(tracked).filter((event) => event.name === 'add_to_cart')).toEqual([
      {
        type: 'event',
        name: 'add_to_cart',
        content: expect.objectContaining({
          productId: shirt.id,
          sku: variant!.sku,
          quantity: 1,
          pageType: 'pdp',
          currency: 'USD',
        }),
      },
    ]);
    await advance(3000);
  });

  it("a list's buttons are not each a render call (only a press is)", async () => {
    givenPageContext();
    const tracked = trackedMessages();
    await mount(productMarkup(makeSingleVariant(), '<sq-add-to-cart></sq-add-to-cart>', 'plp'));
    expect(census(tracked)).toEqual([]);
  });

  it('a refused add (a choice missing) is no add_to_cart', async () => {
    givenPageContext();
    givenSessionCookies();
    const tracked = trackedMessages();
    const root = await mount(productMarkup(makeShirt(), '<sq-add-to-cart></sq-add-to-cart>'));
    await click(root.querySelector('sq-add-to-cart button')!);
    expect(events(tracked).filter((event) => event.name === 'add_to_cart')).toEqual([]);
  });
});

describe('<sq-cart>', () => {
  it('is view_cart once its cart is there, and a removal the platform took is remove_from_cart', async () => {
    givenPageContext();
    givenSessionCookies();
    const entries = [cartEntry(), mugEntry()];
    const { handlers } = editableCart(entries);
    server.use(...handlers);
    const tracked = trackedMessages();
    const root = await mount('<sq-cart></sq-cart>');
    expect(events(tracked)).toEqual([]);
    await settle(() => $cart.set(cartOf(entries)));
    await settle(() => $cart.set(cartOf(entries)));
    const cart = cartOf(entries);
    expect(events(tracked)).toEqual([
      {
        type: 'event',
        name: 'view_cart',
        content: {
          itemCount: cart.totalQuantity,
          subtotal: cart.subtotalCents / 100,
          currency: 'USD',
          productIds: entries.map((line) => line.itemId),
        },
      },
    ]);
    await act(async () => {
      fireEvent.click(root.querySelector('button[aria-label="Remove Camp Mug"]')!);
    });
    await flush();
    const mug = mugEntry();
    expect(events(tracked).at(-1)).toEqual({
      type: 'event',
      name: 'remove_from_cart',
      content: {
        productId: mug.itemId,
        productName: mug.title,
        sku: mug.chosenVariant.sku,
        quantity: mug.quantity,
        price: mug.purchasePriceCents / 100,
        currency: 'USD',
      },
    });
  });
});

describe('overlays and forms', () => {
  it("the cart drawer's opening is an overlay call", async () => {
    givenPageContext();
    const tracked = trackedMessages();
    await settle(() => $cart.set(cartOf([cartEntry()])));
    const root = await mount('<sq-cart-pill drawer></sq-cart-pill>');
    await click(root.querySelector('a')!);
    // The drawer's code loads on the first press.
    await until(() =>
      expect(census(tracked)).toContainEqual({
        type: 'census',
        call: 'overlay',
        fields: { overlayType: 'cart-drawer' },
      }),
    );
  });

  it('a form block coming alive is a form-render call with its form id', async () => {
    givenPageContext();
    const tracked = trackedMessages();
    const definition = { id: 'form-7', fields: [{ id: 'f1', type: 'email', title: 'Email', required: true }] };
    await mount(
      `<sq-form-block><script type="application/json">${JSON.stringify(definition)}</script></sq-form-block>`,
    );
    expect(census(tracked)).toEqual([{ type: 'census', call: 'form-render', fields: { formId: 'form-7' } }]);
  });
});

describe('feature flags', () => {
  it("reads the page context's flags until the service answers, each read logged once as an exposure", () => {
    givenPageContext({ flags: { 'payment-links-enabled': true } });
    const tracked = trackedMessages();
    expect(getBooleanDetails('payment-links-enabled')).toEqual({
      flagKey: 'payment-links-enabled',
      value: true,
      reason: 'STATIC',
    });
    expect(flag('payment-links-enabled')).toBe(true);
    expect(getBooleanDetails('unknown-flag', true)).toEqual({
      flagKey: 'unknown-flag',
      value: true,
      reason: 'DEFAULT',
    });
    expect(
      tracked.map((message) => (message.type === 'exposure' ? [message.exposure.flag, message.exposure.reason] : null)),
    ).toEqual([
      ['payment-links-enabled', 'page-context'],
      ['unknown-flag', 'default'],
    ]);
  });
});
