import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sqStorefront as exported } from '../elements/index';
import type { Cart } from '../src/api/cart';
import type { AddToCartDetail, AddToCartErrorDetail } from '../src/events';
import type { Product } from '../src/product/product';
import { SqStorefrontError, sqStorefront, type CartCallback } from '../src/script-api/script-api';
import { defineScriptApiStub } from '../src/script-api/stub';
import { $cart } from '../stores/cart';
import { makeShirt, makeSingleVariant, makeSoldOut } from './factories/product';
import { cartEntry, cartOf } from './mocks/cart';
import { addFails, cartHandlers, editableCart } from './mocks/handlers';
import { flush, givenPageContext, givenSessionCookies, mount, productMarkup, settle, trackedMessages } from './render';
import { server } from './setup';

interface AddBody {
  itemId: string;
  sku: string;
  quantity: number;
  additionalFields: string | null;
}

/** Serves a cart for these products and records every add request's body. */
function platformFor(...products: Product[]): AddBody[] {
  const bodies: AddBody[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname === '/api/commerce/shopping-cart/entries') {
      bodies.push((await request.clone().json()) as AddBody);
    }
  });
  server.use(...cartHandlers({ products }));
  return bodies;
}

/** A page with the product's `<sq-product>` (a button inside) and a cart pill, as a theme has it. */
async function pageWith(product: Product) {
  givenPageContext();
  givenSessionCookies();
  const root = await mount(
    `${productMarkup(product, '<sq-add-to-cart></sq-add-to-cart>')}<sq-cart-pill></sq-cart-pill>`,
  );
  return {
    pill: root.querySelector('sq-cart-pill')!,
    alert: () => root.querySelector('sq-add-to-cart [role="alert"]')?.textContent ?? '',
    button: root.querySelector('sq-add-to-cart')!,
  };
}

/** The outcome of a call: what it resolved with, or what it rejected with. */
async function outcome<T>(promise: Promise<T>): Promise<{ value?: T; error?: SqStorefrontError }> {
  let result: { value?: T; error?: SqStorefrontError } = {};
  await settle(async () => {
    result = await promise.then(
      (value) => ({ value }),
      (error: SqStorefrontError) => ({ error }),
    );
  });
  return result;
}

/** Records the library events fired on the document. */
function documentEvents() {
  const adds: AddToCartDetail[] = [];
  const errors: AddToCartErrorDetail[] = [];
  const onAdd = (event: CustomEvent<AddToCartDetail>) => adds.push(event.detail);
  const onError = (event: CustomEvent<AddToCartErrorDetail>) => errors.push(event.detail);
  document.addEventListener('sq-add-to-cart', onAdd);
  document.addEventListener('sq-add-to-cart-error', onError);
  stops.push(() => {
    document.removeEventListener('sq-add-to-cart', onAdd);
    document.removeEventListener('sq-add-to-cart-error', onError);
  });
  return { adds, errors };
}

const stops: (() => void)[] = [];

afterEach(() => {
  server.events.removeAllListeners();
  for (const stop of stops.splice(0)) stop();
});

const shirt = makeShirt();
const sandM = shirt.structuredContent.variants.find(
  (variant) => variant.attributes.Size === 'M' && variant.attributes.Colour === 'Sand',
)!;

describe('window.sqStorefront', () => {
  it('is the object dist/storefront.js exports', () => {
    expect(window.sqStorefront).toBe(exported);
    expect(exported).toBe(sqStorefront);
  });

  describe('cart.addEntry', () => {
    it('adds a variant named by its id, resolves with the cart and updates the pill', async () => {
      const bodies = platformFor(shirt);
      const { pill } = await pageWith(shirt);
      const callback = vi.fn<CartCallback>();
      const { value } = await outcome(sqStorefront.cart.addEntry(shirt.id, sandM.id, 2, undefined, callback));
      await flush();
      expect(bodies).toEqual([{ itemId: shirt.id, sku: sandM.sku, quantity: 2, additionalFields: null }]);
      expect(value?.totalQuantity).toBe(2);
      expect(callback).toHaveBeenCalledWith(null, value);
      expect(pill.hidden).toBe(false);
      expect($cart.get()).toBe(value);
    });

    it('adds a variant named by its SKU, one by default', async () => {
      const bodies = platformFor(shirt);
      await pageWith(shirt);
      await outcome(sqStorefront.cart.addEntry(shirt.id, sandM.sku));
      expect(bodies).toEqual([{ itemId: shirt.id, sku: sandM.sku, quantity: 1, additionalFields: null }]);
    });

    it('adds a variant named by its options', async () => {
      const bodies = platformFor(shirt);
      await pageWith(shirt);
      await outcome(sqStorefront.cart.addEntry(shirt.id, { Size: 'M', Colour: 'Sand' }, 1));
      expect(bodies.map((body) => body.sku)).toEqual([sandM.sku]);
    });

    it('sends the answers as JSON text, given as an object or as text', async () => {
      const bodies = platformFor(shirt);
      await pageWith(shirt);
      await outcome(sqStorefront.cart.addEntry(shirt.id, sandM.id, 1, { monogram: 'AB' }));
      await outcome(sqStorefront.cart.addEntry(shirt.id, sandM.id, 1, '{"monogram":"CD"}'));
      expect(bodies.map((body) => body.additionalFields)).toEqual(['{"monogram":"AB"}', '{"monogram":"CD"}']);
    });

    it('takes a callback in place of the answers, as the legacy call does', async () => {
      platformFor(shirt);
      await pageWith(shirt);
      const callback = vi.fn<CartCallback>();
      const { value } = await outcome(sqStorefront.cart.addEntry(shirt.id, sandM.id, 1, callback));
      expect(callback).toHaveBeenCalledWith(null, value);
    });

    it('fires the cancelable sq-add-to-cart on the document and tracks add_to_cart', async () => {
      platformFor(shirt);
      await pageWith(shirt);
      const { adds } = documentEvents();
      const tracked = trackedMessages();
      await outcome(sqStorefront.cart.addEntry(shirt.id, sandM.id, 3));
      expect(adds).toEqual([
        expect.objectContaining({
          product: shirt,
          quantity: 3,
          selectedVariant: sandM,
          unselectedVariantOptions: [],
          isInStock: true,
          pageType: 'pdp',
        }),
      ]);
      expect(tracked.filter((message) => message.type === 'event' && message.name === 'add_to_cart')).toEqual([
        expect.objectContaining({
          content: expect.objectContaining({ productId: shirt.id, sku: sandM.sku, quantity: 3 }),
        }),
      ]);
    });

    it('rejects with CANCELLED and sends nothing when a listener cancels sq-add-to-cart', async () => {
      const bodies = platformFor(shirt);
      await pageWith(shirt);
      const cancel = (event: Event) => event.preventDefault();
      document.addEventListener('sq-add-to-cart', cancel);
      stops.push(() => document.removeEventListener('sq-add-to-cart', cancel));
      const { error } = await outcome(sqStorefront.cart.addEntry(shirt.id, sandM.id));
      expect(error).toBeInstanceOf(SqStorefrontError);
      expect({ type: error?.type, message: error?.message }).toEqual({ type: 'CANCELLED', message: '' });
      expect(bodies).toEqual([]);
    });

    it('refuses a variant the product does not have with its message', async () => {
      const bodies = platformFor(shirt);
      await pageWith(shirt);
      const { errors } = documentEvents();
      const callback = vi.fn<CartCallback>();
      const { error } = await outcome(sqStorefront.cart.addEntry(shirt.id, { Size: 'XL' }, 1, null, callback));
      const expected = {
        type: 'VARIANT_UNAVAILABLE',
        message: 'Sorry, that item variant is unavailable. Please select another variant.',
      };
      expect({ type: error?.type, message: error?.message }).toEqual(expected);
      expect(callback).toHaveBeenCalledWith(error, null);
      expect(errors).toEqual([expected]);
      expect(bodies).toEqual([]);
    });

    it('refuses a sold-out product with the out-of-stock message, leaving its button and alert alone', async () => {
      const mug = makeSoldOut();
      const bodies = platformFor(mug);
      const { alert, button } = await pageWith(mug);
      const { error } = await outcome(sqStorefront.cart.addEntry(mug.id, mug.structuredContent.variants[0]!.sku));
      expect({ type: error?.type, message: error?.message }).toEqual({
        type: 'OUT_OF_STOCK',
        message: 'Sorry, we do not have enough of that item available.',
      });
      expect(bodies).toEqual([]);
      expect(alert()).toBe('');
      expect(button.getAttribute('data-state')).toBe('sold-out');
    });

    it('refuses more than the stock, counting what the cart holds', async () => {
      const bodies = platformFor(shirt);
      await pageWith(shirt);
      await outcome(sqStorefront.cart.addEntry(shirt.id, sandM.id, 5));
      const { error } = await outcome(sqStorefront.cart.addEntry(shirt.id, sandM.id, 2));
      expect(error?.type).toBe('OUT_OF_STOCK');
      expect(bodies).toHaveLength(1);
    });

    it('refuses a quantity that is not a number, or not whole', async () => {
      const bodies = platformFor(shirt);
      await pageWith(shirt);
      const notANumber = await outcome(sqStorefront.cart.addEntry(shirt.id, sandM.id, 'two'));
      const notWhole = await outcome(sqStorefront.cart.addEntry(shirt.id, sandM.id, 1.5));
      expect([notANumber.error?.message, notWhole.error?.message]).toEqual([
        'Quantity must be a number.',
        'Quantity must be a whole number',
      ]);
      expect([notANumber.error?.type, notWhole.error?.type]).toEqual([
        'QUANTITY_NOT_A_NUMBER',
        'QUANTITY_NOT_A_NUMBER',
      ]);
      expect(bodies).toEqual([]);
    });

    it("passes a server's message on as the server wrote it, to the callback and the rejection", async () => {
      platformFor(shirt);
      server.use(addFails(400, { message: 'Only 2 per order.' }));
      await pageWith(shirt);
      const callback = vi.fn<CartCallback>();
      const { error } = await outcome(sqStorefront.cart.addEntry(shirt.id, sandM.id, 1, undefined, callback));
      expect({ type: error?.type, message: error?.message }).toEqual({
        type: 'API_FAILURE',
        message: 'Only 2 per order.',
      });
      expect(callback).toHaveBeenCalledWith(error, null);
    });

    it('says the session expired without a cart cookie', async () => {
      const bodies = platformFor(shirt);
      givenPageContext();
      givenSessionCookies({ cart: null });
      await mount(productMarkup(shirt, ''));
      const { error } = await outcome(sqStorefront.cart.addEntry(shirt.id, sandM.id));
      expect({ type: error?.type, message: error?.message }).toEqual({
        type: 'API_FAILURE',
        message: 'Your session has expired. Please reload the page and try again.',
      });
      expect(bodies).toEqual([]);
    });

    it('adds a product no <sq-product> holds by its SKU, leaving the stock to the platform', async () => {
      const tote = makeSingleVariant();
      const bodies = platformFor(tote);
      givenPageContext();
      givenSessionCookies();
      const sku = tote.structuredContent.variants[0]!.sku;
      const { value } = await outcome(sqStorefront.cart.addEntry(tote.id, sku, 2));
      expect(bodies).toEqual([{ itemId: tote.id, sku, quantity: 2, additionalFields: null }]);
      expect(value?.totalQuantity).toBe(2);
    });

    it('refuses options for a product no <sq-product> holds: nothing to find them in', async () => {
      const bodies = platformFor(shirt);
      givenPageContext();
      givenSessionCookies();
      const { error } = await outcome(sqStorefront.cart.addEntry(shirt.id, { Size: 'M' }));
      expect(error?.type).toBe('VARIANT_UNAVAILABLE');
      expect(bodies).toEqual([]);
    });
  });

  describe('cart.get and cart.subscribe', () => {
    it('loads the cart when it has not been loaded, else gives the one it has', async () => {
      let loads = 0;
      const cart = cartOf([cartEntry({ quantity: 3 })]);
      server.use(
        http.get('/api/commerce/shopping-cart', () => {
          loads += 1;
          return HttpResponse.json(cart);
        }),
      );
      const first = await outcome(sqStorefront.cart.get());
      const second = await outcome(sqStorefront.cart.get());
      expect(first.value?.totalQuantity).toBe(3);
      expect(second.value).toBe(first.value);
      expect(loads).toBe(1);
    });

    it('rejects when the cart cannot be loaded', async () => {
      server.use(
        http.get('/api/commerce/shopping-cart', () => HttpResponse.json({ message: 'Down.' }, { status: 500 })),
      );
      const { error } = await outcome(sqStorefront.cart.get());
      expect({ type: error?.type, message: error?.message }).toEqual({ type: 'API_FAILURE', message: 'Down.' });
    });

    it('calls a listener with the cart and on every change until stopped', async () => {
      const bodies = platformFor(shirt);
      await pageWith(shirt);
      const seen: number[] = [];
      const stop = sqStorefront.cart.subscribe((cart) => seen.push(cart.totalQuantity));
      await outcome(sqStorefront.cart.addEntry(shirt.id, sandM.id, 1));
      stop();
      await outcome(sqStorefront.cart.addEntry(shirt.id, sandM.id, 1));
      expect(bodies).toHaveLength(2);
      expect(seen).toEqual([1]);
    });
  });

  describe('cart.updateQuantity and cart.remove', () => {
    it('sets a quantity with the cart page’s call and resolves with the cart', async () => {
      const { state, handlers } = editableCart([cartEntry({ quantity: 1 })]);
      server.use(...handlers);
      const { value } = await outcome(sqStorefront.cart.updateQuantity('e1', 4));
      expect(state.calls).toEqual(['PUT e1']);
      expect(state.bodies).toEqual([{ quantity: 4 }]);
      expect(value?.totalQuantity).toBe(4);
      expect($cart.get()).toBe(value);
    });

    it('removes an entry with the cart page’s call and resolves with the cart', async () => {
      const { state, handlers } = editableCart([cartEntry({ quantity: 1 })]);
      server.use(...handlers);
      const { value } = await outcome(sqStorefront.cart.remove('e1'));
      expect(state.calls).toEqual(['DELETE e1']);
      expect(value?.entries).toEqual([]);
    });

    it("rejects with the server's message when the platform refuses", async () => {
      const { handlers } = editableCart([cartEntry({ quantity: 1 })], {
        PUT: () => HttpResponse.json({ message: 'Only 2 per order.' }, { status: 400 }),
        DELETE: () => HttpResponse.json({}, { status: 500 }),
      });
      server.use(...handlers);
      const update = await outcome(sqStorefront.cart.updateQuantity('e1', 9));
      const remove = await outcome(sqStorefront.cart.remove('e1'));
      expect({ type: update.error?.type, message: update.error?.message }).toEqual({
        type: 'API_FAILURE',
        message: 'Only 2 per order.',
      });
      expect({ type: remove.error?.type, message: remove.error?.message }).toEqual({
        type: 'API_FAILURE',
        message: 'Something went wrong',
      });
    });

    it('rejects an entry the cart does not hold with the cart page’s title', async () => {
      const { state, handlers } = editableCart([cartEntry({ quantity: 1 })]);
      server.use(...handlers);
      const update = await outcome(sqStorefront.cart.updateQuantity('e9', 2));
      const remove = await outcome(sqStorefront.cart.remove('e9'));
      expect([update.error?.message, remove.error?.message]).toEqual([
        'Unable to update quantity',
        'Unable to remove item',
      ]);
      expect(state.calls).toEqual([]);
    });

    it('refuses a quantity that is not a whole number before any call', async () => {
      const { state, handlers } = editableCart([cartEntry({ quantity: 1 })]);
      server.use(...handlers);
      const text = await outcome(sqStorefront.cart.updateQuantity('e1', Number('two')));
      const half = await outcome(sqStorefront.cart.updateQuantity('e1', 2.5));
      expect([text.error?.message, half.error?.message]).toEqual([
        'Quantity must be a number.',
        'Quantity must be a whole number',
      ]);
      expect(state.calls).toEqual([]);
    });
  });
});

describe("the loader's stand-in for window.sqStorefront", () => {
  /** A window of its own, with no sqStorefront yet. */
  const bareWindow = () => ({}) as Window;

  it('keeps calls made before the module arrives and makes them once it has', async () => {
    const win = bareWindow();
    let arrive: (module: { sqStorefront: typeof sqStorefront }) => void = () => {};
    const load = vi.fn(() => new Promise<{ sqStorefront: typeof sqStorefront }>((resolve) => (arrive = resolve)));
    defineScriptApiStub(win, load);
    const seen: number[] = [];
    win.sqStorefront.cart.subscribe((cart) => seen.push(cart.totalQuantity));
    const got = win.sqStorefront.cart.get();
    expect(load).toHaveBeenCalledTimes(1);
    const cart = { totalQuantity: 7 } as Cart;
    const real = {
      cart: {
        ...sqStorefront.cart,
        get: () => Promise.resolve(cart),
        subscribe: (listener: (cart: Cart) => void) => (listener(cart), () => {}),
      },
    };
    arrive({ sqStorefront: real });
    await expect(got).resolves.toBe(cart);
    expect(seen).toEqual([7]);
  });

  it('says the connection failed to an add’s callback when the module cannot be loaded, and tries again next time', async () => {
    const win = bareWindow();
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue({
        sqStorefront: { cart: { ...sqStorefront.cart, get: () => Promise.resolve({ totalQuantity: 1 } as Cart) } },
      });
    defineScriptApiStub(win, load);
    const callback = vi.fn<CartCallback>();
    const failed = await win.sqStorefront.cart
      .addEntry('p', 'sku', 1, undefined, callback)
      .catch((error: unknown) => error);
    expect(failed).toMatchObject({ type: 'API_FAILURE', message: 'Please check your internet connection.' });
    expect(callback).toHaveBeenCalledWith(failed, null);
    await expect(win.sqStorefront.cart.get()).resolves.toEqual({ totalQuantity: 1 });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('leaves a sqStorefront another copy defined', () => {
    const win = { sqStorefront: sqStorefront } as Window;
    defineScriptApiStub(win, () => Promise.reject(new Error('not called')));
    expect(win.sqStorefront).toBe(sqStorefront);
  });
});
