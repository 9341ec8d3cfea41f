import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AddToCartDetail } from '../src/events';
import { makeShirt, makeSingleVariant } from './factories/product';
import { cartHandlers, quickViewHandlers } from './mocks/handlers';
import {
  click,
  givenPageContext,
  givenSessionCookies,
  mount,
  productMarkup,
  settle,
  trackedMessages,
  until,
} from './render';
import { server } from './setup';

afterEach(() => {
  vi.restoreAllMocks();
});

/** A list card of `product` with a quick view of `target` (the card's own product by default). */
async function card(product = makeShirt(), href = `/shop/p/${product.id}`) {
  const root = await mount(
    productMarkup(product, `<sq-add-to-cart></sq-add-to-cart><sq-quick-view href="${href}"></sq-quick-view>`, 'plp'),
  );
  const button = root.querySelector<HTMLButtonElement>('.sq-quick-view__button')!;
  const dialog = () => root.querySelector<HTMLDialogElement>('.sq-quick-view__dialog');
  /** Presses the button and waits for the dialog (its code comes on the first opening). */
  const open = async () => {
    await click(button);
    await until(() => expect(dialog()?.open).toBe(true));
  };
  return { root, button, dialog, open };
}

describe('<sq-quick-view>', () => {
  it('renders a "Quick View" button named for its product', async () => {
    givenPageContext();
    const { button, dialog } = await card();
    expect(button.textContent).toBe('Quick View');
    expect(button.getAttribute('aria-label')).toBe('Quick View Linen Shirt');
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    expect(dialog()).toBeNull();
  });

  it('opens a modal dialog that loads the product, records the view, and adds as a quick view', async () => {
    const shirt = makeShirt();
    const tracked = trackedMessages();
    server.use(
      ...quickViewHandlers([shirt], {
        merchandising: {
          [shirt.id]: {
            scarcityEnabled: true,
            scarcityShownByDefault: false,
            scarcityText: 'Only {qtyInStock} left!',
            scarcityTemplateViews: [{ qtyInStock: 2, attributes: { Size: 'M', Colour: 'Sand' } }],
          },
        },
      }),
      ...cartHandlers({ products: [shirt] }),
    );
    givenPageContext();
    givenSessionCookies();
    const { root, dialog, open } = await card(shirt);
    await open();
    // The call's code comes on the first opening too.
    await until(() => expect(dialog()?.querySelector('.sq-quick-view__title')?.textContent).toBe('Linen Shirt'));
    expect(dialog()?.getAttribute('aria-labelledby')).toBe(dialog()?.querySelector('h2')?.id);
    const inner = dialog()!.querySelector('sq-product')!;
    expect(inner.getAttribute('page-type')).toBe('quick-view');
    expect(inner.querySelector('sq-product-price')?.textContent).toBe('$48.00');
    expect(inner.querySelectorAll('select')).toHaveLength(2);
    // The analytics module hears of the view (RecordQuickView) and of the overlay it opened.
    expect(tracked.filter((message) => message.type === 'quick-view')).toEqual([
      { type: 'quick-view', productId: shirt.id },
    ]);
    expect(tracked).toContainEqual({ type: 'census', call: 'overlay', fields: { overlayType: 'quick-view' } });
    // M / Navy has none left; the quick view's merchandising joins the page's (its scarcity text for M / Sand).
    const [size, colour] = [...inner.querySelectorAll('select')];
    await settle(() => {
      size!.value = 'M';
      size!.dispatchEvent(new Event('change', { bubbles: true }));
      colour!.value = 'Navy';
      colour!.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(inner.querySelector('sq-add-to-cart button')?.textContent).toBe('Sold Out');
    await settle(() => {
      colour!.value = 'Sand';
      colour!.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(inner.querySelector('.sq-scarcity__text')?.textContent).toBe('Only 2 left!');
    const adds: AddToCartDetail[] = [];
    root.addEventListener('sq-add-to-cart', (event) => adds.push(event.detail));
    await click(inner.querySelector('sq-add-to-cart button')!);
    expect(adds.map((detail) => [detail.pageType, detail.isQuickView])).toEqual([['quick-view', true]]);
  });

  it('closes on Escape and on a click outside, and gives focus back to its button', async () => {
    const tote = makeSingleVariant();
    server.use(...quickViewHandlers([tote]));
    givenPageContext();
    const { button, dialog, open } = await card(tote);
    // As a browser does on a press: the button has focus when the dialog opens.
    await settle(() => button.focus());
    await open();
    await settle(() => dialog()!.dispatchEvent(new Event('cancel', { cancelable: true })));
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(button);
    await open();
    await click(dialog()!);
    expect(dialog()).toBeNull();
    await open();
    await click(dialog()!.querySelector('.sq-quick-view__close')!);
    expect(dialog()).toBeNull();
  });

  it('says so in the dialog when the product cannot be loaded, with one console error', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(...quickViewHandlers([], { failing: true }));
    givenPageContext();
    const { dialog, open } = await card();
    await open();
    await until(() =>
      expect(dialog()?.querySelector('[role="alert"]')?.textContent).toBe('Unable to load. Try again.'),
    );
    expect(dialog()?.querySelector('sq-product')).toBeNull();
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('refuses an address on another site', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    givenPageContext();
    const { dialog, open } = await card(makeShirt(), 'https://evil.example/steal');
    await open();
    await until(() =>
      expect(dialog()?.querySelector('[role="alert"]')?.textContent).toBe('Unable to load. Try again.'),
    );
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('opens outside any <sq-product> too, with the plain label', async () => {
    const tote = makeSingleVariant();
    server.use(...quickViewHandlers([tote]));
    givenPageContext();
    const root = await mount(`<sq-quick-view href="/shop/p/${tote.id}"></sq-quick-view>`);
    const button = root.querySelector<HTMLButtonElement>('.sq-quick-view__button')!;
    expect(button.hasAttribute('aria-label')).toBe(false);
    await click(button);
    await until(() => expect(root.querySelector('.sq-quick-view__title')?.textContent).toBe(tote.title));
  });
});
