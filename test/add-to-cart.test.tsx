import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $cart } from '../stores/cart';
import type { AddToCartDetail, AddToCartErrorDetail } from '../src/events';
import type { Product } from '../src/product/product';
import { makeProduct, makeShirt, makeSingleVariant, makeSoldOut, makeVariant } from './factories/product';
import { addCsrfFails, addFails, addNetworkError, addRateLimited, cartHandlers } from './mocks/handlers';
import { addLine, emptyCart } from './mocks/cart';
import {
  advance,
  click,
  flush,
  givenPageContext,
  givenSessionCookies,
  mount,
  productMarkup,
  selectValue,
  settle,
  typeInto,
  useFakeTimers,
} from './render';
import { server } from './setup';

interface Recorded {
  body: { itemId: string; sku: string; quantity: number; additionalFields: string | null };
  csrf: string | null;
}

/** Serves a cart for these products and records every add request. */
function platformFor(...products: Product[]): Recorded[] {
  const requests: Recorded[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname === '/api/commerce/shopping-cart/entries') {
      requests.push({ body: await request.clone().json(), csrf: request.headers.get('X-CSRF-Token') });
    }
  });
  server.use(...cartHandlers({ products }));
  return requests;
}

async function shop(product: Product, inner = '<sq-add-to-cart></sq-add-to-cart>', pageType = 'pdp') {
  const root = await mount(productMarkup(product, inner, pageType));
  const element = root.querySelector('sq-add-to-cart')!;
  const button = element.querySelector('button')!;
  const alert = () => element.querySelector('[role="alert"]')!.textContent;
  return { root, element, button, alert };
}

function choose(root: HTMLElement, label: string, value: string) {
  const select = [...root.querySelectorAll('select')].find(
    (candidate) => root.querySelector(`label[for="${candidate.id}"]`)?.textContent === label,
  )!;
  return selectValue(select, value);
}

function shirtMarkup() {
  return '<sq-variant-picker></sq-variant-picker><sq-quantity-input></sq-quantity-input><sq-add-to-cart></sq-add-to-cart>';
}

function threeOptionProduct(): Product {
  const variants = ['S', 'M'].flatMap((size) =>
    ['Sand', 'Navy'].map((colour) =>
      makeVariant({ attributes: { Size: size, Colour: colour, Material: 'Linen' }, qtyInStock: 5 }),
    ),
  );
  return makeProduct({
    variantOptionOrdering: ['Size', 'Colour', 'Material'],
    structuredContent: { variants },
  });
}

afterEach(() => {
  server.events.removeAllListeners();
  vi.useRealTimers();
});

describe('<sq-add-to-cart>', () => {
  describe('labels', () => {
    it('says "Add To Cart" by default', async () => {
      givenPageContext();
      const { button, element } = await shop(makeSingleVariant());
      expect(button.textContent).toBe('Add To Cart');
      expect(element.getAttribute('data-state')).toBe('idle');
    });

    it("uses the product's custom button text", async () => {
      givenPageContext();
      const product = makeSingleVariant({
        structuredContent: { useCustomAddButtonText: true, customAddButtonText: 'Pre-order' },
      });
      const { button } = await shop(product);
      expect(button.textContent).toBe('Pre-order');
    });

    it('says "Subscribe" for a subscription product', async () => {
      givenPageContext();
      const { button } = await shop(makeSingleVariant({ structuredContent: { isSubscribable: true } }));
      expect(button.textContent).toBe('Subscribe');
    });

    it('shows "Sold Out", disabled, for a sold-out product', async () => {
      givenPageContext();
      const { button, element } = await shop(makeSoldOut());
      expect(button.textContent).toBe('Sold Out');
      expect(button.disabled).toBe(true);
      expect(element.getAttribute('data-state')).toBe('sold-out');
    });

    it('renders a disabled button and logs one error when the product JSON is malformed', async () => {
      givenPageContext();
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      const root = await mount(
        '<sq-product><script type="application/json">{"id": </script><sq-add-to-cart></sq-add-to-cart></sq-product>',
      );
      const button = root.querySelector('button')!;
      expect(button.disabled).toBe(true);
      expect(error).toHaveBeenCalledTimes(1);
      expect(String(error.mock.calls[0]?.[0])).toContain('does not parse');
    });
  });

  describe('checks, in this order: options still to choose, a variant that exists, enough stock counting the cart, a whole-number quantity', () => {
    it('asks for the one option still to choose', async () => {
      givenPageContext();
      givenSessionCookies();
      const product = makeShirt();
      const requests = platformFor(product);
      const { root, button, alert } = await shop(product, shirtMarkup());
      await choose(root, 'Colour', 'Sand');
      await click(button);
      expect(alert()).toBe('Please select the Size option.');
      expect(requests).toHaveLength(0);
    });

    it('asks for two options with "and"', async () => {
      givenPageContext();
      const product = makeShirt();
      const { button, alert } = await shop(product, shirtMarkup());
      await click(button);
      expect(alert()).toBe('Please select the Size and Colour options.');
    });

    it('asks for three or more options with a serial comma', async () => {
      givenPageContext();
      const { button, alert } = await shop(threeOptionProduct(), shirtMarkup());
      await click(button);
      expect(alert()).toBe('Please select the Size, Colour, and Material options.');
    });

    it('marks the options still to choose as invalid', async () => {
      givenPageContext();
      const { root, button } = await shop(makeShirt(), shirtMarkup());
      await choose(root, 'Size', 'M');
      await click(button);
      const invalid = [...root.querySelectorAll('select[aria-invalid="true"]')].map((select) => select.id);
      expect(invalid).toHaveLength(1);
      expect(root.querySelector(`label[for="${invalid[0]}"]`)?.textContent).toBe('Colour');
    });

    it('on a list page flashes "Select Option" for 2 s instead of a message', async () => {
      await useFakeTimers();
      givenPageContext();
      const { button, alert } = await shop(makeShirt(), '<sq-add-to-cart></sq-add-to-cart>', 'plp');
      await click(button);
      expect(button.textContent).toBe('Select Option');
      expect(alert()).toBe('');
      await advance(1999);
      expect(button.textContent).toBe('Select Option');
      await advance(1);
      expect(button.textContent).toBe('Add To Cart');
    });

    it('says the variant is unavailable when no variant has the chosen options', async () => {
      givenPageContext();
      const product = makeProduct({
        variantOptionOrdering: ['Size', 'Colour'],
        structuredContent: {
          variants: [
            makeVariant({ attributes: { Size: 'S', Colour: 'Sand' } }),
            makeVariant({ attributes: { Size: 'M', Colour: 'Navy' } }),
          ],
        },
      });
      const { root, button, alert } = await shop(product, shirtMarkup());
      await choose(root, 'Size', 'S');
      await choose(root, 'Colour', 'Navy');
      await click(button);
      expect(alert()).toBe('Sorry, that item variant is unavailable. Please select another variant.');
    });

    it('says there is not enough when the variant has fewer than the quantity, even after leaving the field', async () => {
      givenPageContext();
      const product = makeProduct({
        variantOptionOrdering: ['Size'],
        structuredContent: {
          variants: [
            makeVariant({ attributes: { Size: 'S' }, qtyInStock: 2 }),
            makeVariant({ attributes: { Size: 'M' }, qtyInStock: 4 }),
          ],
        },
      });
      const { root, button, alert } = await shop(product, shirtMarkup());
      await choose(root, 'Size', 'S');
      const quantity = root.querySelector('input')!;
      await typeInto(quantity, '3');
      const { fireEvent } = await import('@testing-library/dom');
      await settle(() => fireEvent.focusOut(quantity));
      await click(button);
      expect(quantity.value).toBe('3');
      expect(alert()).toBe('Sorry, we do not have enough of that item available.');
    });

    it('turns into the sold-out state, before any press, when the chosen variant has none left', async () => {
      givenPageContext({ merchandising: {} });
      const product = makeProduct({
        variantOptionOrdering: ['Size'],
        structuredContent: {
          variants: [
            makeVariant({ attributes: { Size: 'S' }, qtyInStock: 0 }),
            makeVariant({ attributes: { Size: 'M' }, qtyInStock: 4 }),
          ],
        },
      });
      const { root, element, button } = await shop(product, shirtMarkup());
      const options = [...root.querySelectorAll('option')].map((option) => option.textContent);
      expect(options).toEqual(['Select Size', 'S (sold out)', 'M']);
      await choose(root, 'Size', 'S');
      expect(button.textContent).toBe('Sold Out');
      expect(button.disabled).toBe(true);
      expect(element.getAttribute('data-state')).toBe('sold-out');
      await choose(root, 'Size', 'M');
      expect(button.textContent).toBe('Add To Cart');
      expect(button.disabled).toBe(false);
    });

    it('says "Sold Out" on a sold-out choice even where the shop has its own sold-out text (the badge\'s)', async () => {
      const product = makeProduct({
        variantOptionOrdering: ['Size'],
        structuredContent: {
          variants: [
            makeVariant({ attributes: { Size: 'S' }, qtyInStock: 0 }),
            makeVariant({ attributes: { Size: 'M' }, qtyInStock: 4 }),
          ],
        },
      });
      givenPageContext({ merchandising: { [product.id]: { customSoldOutText: 'Back in May' } } });
      const { root, button } = await shop(product, shirtMarkup());
      await choose(root, 'Size', 'S');
      expect(button.textContent).toBe('Sold Out');
    });

    it('counts what the cart already holds against the stock', async () => {
      givenPageContext();
      givenSessionCookies();
      const product = makeSingleVariant({ structuredContent: { variants: [makeVariant({ qtyInStock: 2 })] } });
      const sku = product.structuredContent.variants[0]!.sku;
      $cart.set(addLine(emptyCart(), product, sku, 2).cart);
      const requests = platformFor(product);
      const { button, alert } = await shop(product);
      await click(button);
      expect(alert()).toBe('Sorry, we do not have enough of that item available.');
      expect(requests).toHaveLength(0);
    });

    it.each([
      ['says the quantity must be a number when it is empty', '', 'Quantity must be a number.'],
      ['says the quantity must be a whole number for 1.5', '1.5', 'Quantity must be a whole number'],
    ])('%s', async (_name, typed, expected) => {
      givenPageContext();
      const product = makeSingleVariant({ structuredContent: { variants: [makeVariant({ qtyInStock: 20 })] } });
      const { root, button, alert } = await shop(product, shirtMarkup());
      await typeInto(root.querySelector<HTMLInputElement>('input[type="number"]')!, typed);
      await click(button);
      expect(alert()).toBe(expected);
    });

    it('checks options before the quantity', async () => {
      givenPageContext();
      const { root, button, alert } = await shop(makeShirt(), shirtMarkup());
      const input = root.querySelector<HTMLInputElement>('input[type="number"]')!;
      await typeInto(input, '');
      await click(button);
      expect(alert()).toBe('Please select the Size and Colour options.');
    });
  });

  describe('adding', () => {
    it('sends the item, sku, quantity and CSRF token, and takes the cart the platform returns', async () => {
      givenPageContext();
      givenSessionCookies({ crumb: 'abc123' });
      const product = makeShirt();
      const requests = platformFor(product);
      const { root, button } = await shop(product, shirtMarkup());
      await choose(root, 'Size', 'M');
      await choose(root, 'Colour', 'Sand');
      const input = root.querySelector<HTMLInputElement>('input[type="number"]')!;
      await typeInto(input, '2');
      await click(button);
      const variant = product.structuredContent.variants.find(
        (candidate) => candidate.attributes.Size === 'M' && candidate.attributes.Colour === 'Sand',
      )!;
      expect(requests).toEqual([
        { body: { itemId: product.id, sku: variant.sku, quantity: 2, additionalFields: null }, csrf: 'abc123' },
      ]);
      expect($cart.get()?.totalQuantity).toBe(2);
    });

    it('shows "Adding…", then "Added!" 1 s after the answer, then idle 2 s later', async () => {
      await useFakeTimers();
      givenPageContext();
      givenSessionCookies();
      const product = makeSingleVariant();
      platformFor(product);
      const { button, element } = await shop(product);
      await settle(() => button.click());
      expect(button.textContent).toBe('Adding…');
      expect(element.getAttribute('data-state')).toBe('adding');
      await flush();
      expect($cart.get()?.totalQuantity).toBe(1);
      await advance(999);
      expect(button.textContent).toBe('Adding…');
      await advance(1);
      expect(button.textContent).toBe('Added!');
      expect(element.getAttribute('data-state')).toBe('added');
      await advance(1999);
      expect(button.textContent).toBe('Added!');
      await advance(1);
      expect(button.textContent).toBe('Add To Cart');
      expect(element.getAttribute('data-state')).toBe('idle');
    });

    it('ignores clicks while adding and while added', async () => {
      await useFakeTimers();
      givenPageContext();
      givenSessionCookies();
      const product = makeSingleVariant();
      const requests = platformFor(product);
      const { button } = await shop(product);
      await settle(() => button.click());
      await settle(() => button.click());
      await flush();
      await advance(1000);
      expect(button.textContent).toBe('Added!');
      await click(button);
      await advance(500);
      expect(requests).toHaveLength(1);
    });

    it('sends one add per product at a time, whichever of its buttons is pressed', async () => {
      await useFakeTimers();
      givenPageContext();
      givenSessionCookies();
      const product = makeSingleVariant();
      const requests = platformFor(product);
      const { root } = await shop(product, '<sq-add-to-cart></sq-add-to-cart><sq-add-to-cart></sq-add-to-cart>');
      const [first, second] = [...root.querySelectorAll<HTMLButtonElement>('sq-add-to-cart button')];
      await settle(() => first!.click());
      expect(second!.textContent).toBe('Adding…');
      await settle(() => second!.click());
      await flush();
      await advance(3000);
      expect(requests).toHaveLength(1);
      expect(second!.textContent).toBe('Add To Cart');
    });

    it("says its progress in the page's one live region, with the product's name, never the button's text twice", async () => {
      await useFakeTimers();
      givenPageContext();
      givenSessionCookies();
      const product = makeSingleVariant();
      server.use(...cartHandlers({ products: [product], latencyMs: 100 }));
      const { button, element } = await shop(product);
      // The region is there before anything is said in it (a region made with its words is often not read).
      const region = document.getElementById('sq-announcer')!;
      expect(region.getAttribute('role')).toBe('status');
      expect(region.textContent).toBe('');
      expect(element.contains(region)).toBe(false);
      await click(button);
      expect(button.textContent).toBe('Adding…');
      expect(region.textContent).toBe(`Adding ${product.title} to the cart`);
      expect(element.textContent).toBe('Adding…');
      await advance(100);
      await advance(1000);
      expect(button.textContent).toBe('Added!');
      expect(region.textContent).toBe(`Added ${product.title} to the cart`);
      expect(element.textContent).toBe('Added!');
      expect(document.querySelectorAll('[role="status"]')).toHaveLength(1);
    });

    it('fires a cancelable sq-add-to-cart whose detail names the page type, product, quantity, variant, options left, stock, express checkout, button text, subscription, quick view and collection', async () => {
      givenPageContext({ collection: { id: 'shop', title: 'Shop', type: 13 } });
      givenSessionCookies();
      const product = makeSingleVariant();
      const requests = platformFor(product);
      const { button, element } = await shop(product);
      const details: AddToCartDetail[] = [];
      element.addEventListener('sq-add-to-cart', (event) => {
        details.push(event.detail);
        event.preventDefault();
      });
      await click(button);
      expect(details).toHaveLength(1);
      expect(details[0]).toMatchObject({
        pageType: 'pdp',
        product: { id: product.id },
        quantity: 1,
        selectedVariant: { sku: product.structuredContent.variants[0]!.sku },
        unselectedVariantOptions: [],
        isInStock: true,
        expressCheckout: false,
        addToCartText: 'Add To Cart',
        subscriptionId: null,
        isQuickView: false,
        collection: { id: 'shop', title: 'Shop', type: 13 },
      });
      expect(requests).toHaveLength(0);
      expect(button.textContent).toBe('Add To Cart');
    });

    it('lets the event bubble to the document', async () => {
      givenPageContext();
      const seen: string[] = [];
      const listener = (event: Event) => seen.push(event.type);
      document.addEventListener('sq-add-to-cart', listener);
      const { button } = await shop(makeShirt(), shirtMarkup());
      await click(button);
      document.removeEventListener('sq-add-to-cart', listener);
      expect(seen).toEqual(['sq-add-to-cart']);
    });
  });

  describe('failures: what the visitor is told when an add cannot go through', () => {
    it('says the session expired when there is no cart cookie', async () => {
      givenPageContext();
      givenSessionCookies({ cart: null });
      const product = makeSingleVariant();
      const requests = platformFor(product);
      const { button, alert } = await shop(product);
      await click(button);
      expect(alert()).toBe('Your session has expired. Please reload the page and try again.');
      expect(requests).toHaveLength(0);
    });

    it('says the session expired, not "enable cookies", when the browser refuses cookies (an add needs the cart cookie)', async () => {
      givenPageContext();
      vi.spyOn(navigator, 'cookieEnabled', 'get').mockReturnValue(false);
      const { button, alert } = await shop(makeSingleVariant());
      await click(button);
      expect(alert()).toBe('Your session has expired. Please reload the page and try again.');
    });

    it.each([
      [
        'says the session expired on a CSRF failure after a session had started',
        true,
        addCsrfFails,
        'Your session has expired. Please reload the page and try again.',
      ],
      [
        'asks for cookies on a CSRF failure when no session had started',
        false,
        addCsrfFails,
        'Please enable cookies in your browser, reload the page, and try again.',
      ],
      ['asks to wait on HTTP 429', true, addRateLimited, 'Please try again in a few seconds.'],
    ])('%s', async (_name, sessionStarted, failure, expected) => {
      givenPageContext({}, sessionStarted);
      givenSessionCookies();
      server.use(failure());
      const { button, alert } = await shop(makeSingleVariant());
      await click(button);
      expect(alert()).toBe(expected);
    });

    it('shows the server message in an "Unable to Add Item" alert dialog, as text', async () => {
      givenPageContext();
      givenSessionCookies();
      server.use(addFails(409, { message: '<img src=x onerror="window.hacked=1">Limit 1 per order.' }));
      const { button, element } = await shop(makeSingleVariant());
      await click(button);
      const dialog = element.querySelector('[role="alertdialog"]')!;
      expect(dialog.querySelector('h2')?.textContent).toBe('Unable to Add Item');
      expect(dialog.querySelector('p')?.textContent).toBe('<img src=x onerror="window.hacked=1">Limit 1 per order.');
      expect(dialog.querySelector('img')).toBeNull();
      expect(dialog.getAttribute('aria-labelledby')).toBe(dialog.querySelector('h2')?.id);
    });

    it("shows the server's message, not a field's, when a 400 gives both", async () => {
      givenPageContext();
      givenSessionCookies();
      server.use(addFails(400, { message: 'Custom form answers are missing.', errors: { f1: 'Required' } }));
      const { button, element } = await shop(makeSingleVariant());
      await click(button);
      const dialog = element.querySelector('[role="alertdialog"]')!;
      expect(dialog.querySelector('h2')?.textContent).toBe('Unable to Add Item');
      expect(dialog.querySelector('p')?.textContent).toBe('Custom form answers are missing.');
    });

    it('closes the alert dialog with its OK button', async () => {
      givenPageContext();
      givenSessionCookies();
      server.use(addFails(500, { message: 'Server unavailable' }));
      const { button, element } = await shop(makeSingleVariant());
      await click(button);
      await click(element.querySelector('.sq-alert-dialog__close')!);
      expect(element.querySelector('[role="alertdialog"]')).toBeNull();
    });

    it('asks to check the connection when the call never reaches the platform', async () => {
      givenPageContext();
      givenSessionCookies();
      server.use(addNetworkError());
      const { button, element } = await shop(makeSingleVariant());
      await click(button);
      expect(element.querySelector('.sq-alert-dialog__message')?.textContent).toBe(
        'Please check your internet connection.',
      );
    });

    it('returns to idle 1 s after a failed answer', async () => {
      await useFakeTimers();
      givenPageContext();
      givenSessionCookies();
      server.use(addFails(500, { message: 'Server unavailable' }));
      const { button, element } = await shop(makeSingleVariant());
      await click(button);
      expect(button.textContent).toBe('Adding…');
      await advance(999);
      expect(element.getAttribute('data-state')).toBe('adding');
      await advance(1);
      expect(button.textContent).toBe('Add To Cart');
      expect(element.getAttribute('data-state')).toBe('idle');
    });

    it('fires sq-add-to-cart-error with the tracked error type', async () => {
      givenPageContext();
      givenSessionCookies();
      server.use(addFails(500, {}));
      const { root, button } = await shop(makeSingleVariant());
      const errors: AddToCartErrorDetail[] = [];
      root.addEventListener('sq-add-to-cart-error', (event) => errors.push(event.detail));
      await click(button);
      expect(errors).toEqual([{ type: 'API_FAILURE', message: 'Something went wrong' }]);
    });

    it('tracks a validation failure with its own type', async () => {
      givenPageContext();
      const { root, button } = await shop(makeShirt(), shirtMarkup());
      const errors: AddToCartErrorDetail[] = [];
      root.addEventListener('sq-add-to-cart-error', (event) => errors.push(event.detail));
      await click(button);
      expect(errors).toEqual([{ type: 'NO_VARIANT_SELECTED', message: 'Please select the Size and Colour options.' }]);
    });

    it('keeps the chosen options and quantity after a failed call', async () => {
      givenPageContext();
      givenSessionCookies();
      server.use(addFails(500, { message: 'nope' }));
      const { root, button } = await shop(makeShirt(), shirtMarkup());
      await choose(root, 'Size', 'L');
      await choose(root, 'Colour', 'Navy');
      await click(button);
      const values = [...root.querySelectorAll('select')].map((select) => select.value);
      expect(values).toEqual(['L', 'Navy']);
    });

    it('rejects an answer of the wrong shape without breaking the page', async () => {
      givenPageContext();
      givenSessionCookies();
      vi.spyOn(console, 'error').mockImplementation(() => {});
      server.use(http.post('*/api/commerce/shopping-cart/entries', () => HttpResponse.json({ cart: { entries: [] } })));
      const { button, element } = await shop(makeSingleVariant());
      await click(button);
      expect(element.querySelector('.sq-alert-dialog__title')?.textContent).toBe('Unable to Add Item');
      expect($cart.get()).toBeNull();
    });

    it('takes an answer whose cart lines are of the wrong shape as a failure, not as an emptied cart', async () => {
      givenPageContext();
      givenSessionCookies();
      vi.spyOn(console, 'error').mockImplementation(() => {});
      server.use(
        http.post('*/api/commerce/shopping-cart/entries', () => HttpResponse.json({ shoppingCart: { entries: 'x' } })),
      );
      const { button, element } = await shop(makeSingleVariant());
      await click(button);
      expect(element.querySelector('.sq-alert-dialog__title')?.textContent).toBe('Unable to Add Item');
      expect($cart.get()).toBeNull();
    });
  });
});
