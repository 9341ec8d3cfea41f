import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $cart, refreshCart } from '../stores/cart';
import { announceCartChanges } from '../src/runtime/start';
import { renderElementTag } from '../src/server/render';
import { isAsleep } from '../src/runtime/resume';
import type { CartChangeDetail } from '../src/events';
import { makeSingleVariant } from './factories/product';
import { cartWith } from './mocks/cart';
import { cartHandlers } from './mocks/handlers';
import { click, flush, givenPageContext, givenSessionCookies, mount, productMarkup, settle, until } from './render';
import { server } from './setup';

afterEach(() => server.events.removeAllListeners());

describe('<sq-cart-pill>', () => {
  it('is hidden while the cart is empty', async () => {
    givenPageContext();
    const root = await mount('<sq-cart-pill></sq-cart-pill>');
    const pill = root.querySelector('sq-cart-pill')!;
    expect(pill.hidden).toBe(true);
    expect(pill.getAttribute('data-state')).toBe('empty');
  });

  it('shows the count and subtotal and links to /cart', async () => {
    givenPageContext();
    $cart.set(cartWith(3, 5997));
    const root = await mount('<sq-cart-pill></sq-cart-pill>');
    const pill = root.querySelector('sq-cart-pill')!;
    expect(pill.hidden).toBe(false);
    expect(pill.querySelector('.sq-cart-pill__count')?.textContent).toBe('3');
    expect(pill.querySelector('.sq-cart-pill__subtotal')?.textContent).toBe('$59.97');
    expect(pill.querySelector('a')?.getAttribute('href')).toBe('/cart');
    expect(pill.querySelector('a')?.textContent).toContain('3 items in cart');
  });

  it('says "1 item in cart" for one item', async () => {
    givenPageContext();
    $cart.set(cartWith(1, 1000));
    const root = await mount('<sq-cart-pill></sq-cart-pill>');
    expect(root.querySelector('.sq-visually-hidden')?.textContent).toBe('1 item in cart');
  });

  it('shows 100 as 100', async () => {
    givenPageContext();
    $cart.set(cartWith(100, 100000));
    const root = await mount('<sq-cart-pill></sq-cart-pill>');
    expect(root.querySelector('.sq-cart-pill__count')?.textContent).toBe('100');
  });

  it('shows "100+" and says "More than 100 items in cart" above 100', async () => {
    givenPageContext();
    $cart.set(cartWith(101, 101000));
    const root = await mount('<sq-cart-pill></sq-cart-pill>');
    expect(root.querySelector('.sq-cart-pill__count')?.textContent).toBe('100+');
    expect(root.querySelector('.sq-visually-hidden')?.textContent).toBe('More than 100 items in cart');
  });

  it('formats the subtotal in the store currency', async () => {
    givenPageContext({ storeSettings: { selectedCurrency: 'JPY' } });
    $cart.set(cartWith(2, 3000));
    const root = await mount('<sq-cart-pill></sq-cart-pill>');
    expect(root.querySelector('.sq-cart-pill__subtotal')?.textContent).toBe('¥3,000');
  });

  it('hides again when the cart empties', async () => {
    givenPageContext();
    $cart.set(cartWith(2, 2000));
    const root = await mount('<sq-cart-pill></sq-cart-pill>');
    await settle(() => $cart.set(cartWith(0, 0)));
    expect(root.querySelector('sq-cart-pill')!.hidden).toBe(true);
  });

  it('updates after an add from any product on the page', async () => {
    givenPageContext();
    givenSessionCookies();
    const product = makeSingleVariant();
    server.use(...cartHandlers({ products: [product] }));
    const root = await mount(
      `<sq-cart-pill variant="floating"></sq-cart-pill>${productMarkup(product, '<sq-add-to-cart></sq-add-to-cart>')}`,
    );
    await click(root.querySelector('sq-add-to-cart button')!);
    await flush();
    const pill = root.querySelector('sq-cart-pill')!;
    expect(pill.hidden).toBe(false);
    expect(pill.querySelector('.sq-cart-pill__count')?.textContent).toBe('1');
    expect(pill.querySelector('.sq-cart-pill__subtotal')?.textContent).toBe('$18.00');
  });

  it('reflects the variant attribute as a property', async () => {
    givenPageContext();
    const root = await mount('<sq-cart-pill variant="floating"></sq-cart-pill>');
    const pill = root.querySelector('sq-cart-pill')!;
    expect(pill.variant).toBe('floating');
    await settle(() => (pill.variant = 'inline'));
    expect(pill.getAttribute('variant')).toBe('inline');
  });
});

describe('sq-cart-change', () => {
  it('fires with the new cart on every cart change', async () => {
    const target = new EventTarget();
    const seen: CartChangeDetail[] = [];
    target.addEventListener('sq-cart-change', (event) => seen.push((event as CustomEvent<CartChangeDetail>).detail));
    const stop = announceCartChanges(target);
    $cart.set(cartWith(2, 2000));
    $cart.set(cartWith(3, 3000));
    stop();
    $cart.set(cartWith(4, 4000));
    expect(seen.map((detail) => detail.cart.totalQuantity)).toEqual([2, 3]);
  });
});

describe('the cart as the platform answers it, loosely typed', () => {
  it('keeps a cart with a date text, numbers as text and ids as numbers, and passes on what it does not show', async () => {
    givenPageContext();
    const seen: CartChangeDetail[] = [];
    const stop = announceCartChanges(document);
    document.addEventListener('sq-cart-change', (event) => seen.push(event.detail));
    server.use(
      http.get('/api/commerce/shopping-cart', () =>
        HttpResponse.json({
          id: 77,
          created: '2026-05-01T10:00:00Z',
          totalQuantity: '3',
          subtotalCents: '4500',
          entries: [{ id: 1, itemId: 2, quantity: '3', title: 'Tote', chosenVariant: { sku: 123, attributes: {} } }],
          coupons: [{ code: 'SPRING' }],
          shippingOptions: [],
        }),
      ),
    );
    const root = await mount('<sq-cart-pill></sq-cart-pill>');
    await settle(() => refreshCart());
    stop();
    const pill = root.querySelector('sq-cart-pill')!;
    expect(pill.hidden).toBe(false);
    expect(pill.querySelector('.sq-cart-pill__count')?.textContent).toBe('3');
    expect(pill.querySelector('.sq-cart-pill__subtotal')?.textContent).toBe('$45.00');
    expect(seen.at(-1)?.cart).toMatchObject({
      id: '77',
      created: '2026-05-01T10:00:00Z',
      entries: [{ id: '1', itemId: '2', quantity: 3, chosenVariant: { sku: '123' } }],
      coupons: [{ code: 'SPRING' }],
      shippingOptions: [],
    });
  });

  it('drops a field of the wrong shape with one console error and keeps the cart', async () => {
    givenPageContext();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.get('/api/commerce/shopping-cart', () =>
        HttpResponse.json({ totalQuantity: 2, subtotalCents: { value: 'lots' }, entries: [] }),
      ),
    );
    const root = await mount('<sq-cart-pill></sq-cart-pill>');
    await settle(() => refreshCart());
    expect(root.querySelector('.sq-cart-pill__count')?.textContent).toBe('2');
    expect(root.querySelector('.sq-cart-pill__subtotal')?.textContent).toBe('$0.00');
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toMatch(
      /shopping-cart answered fields of the wrong shape \(subtotalCents: /,
    );
  });
});

describe("<sq-cart-pill>'s server markup", () => {
  it('reads a loosely typed cart on the server as the browser does', () => {
    const html = renderElementTag('sq-cart-pill', {
      cart: { id: 5, entries: [], totalQuantity: '3', subtotalCents: '9600', created: '2026-05-01' },
      pageContext: {},
      lang: 'en',
    });
    expect(html).toContain('>3<');
    expect(html).toContain('$96.00');
  });

  it("stays as the server rendered it until the visitor's cart loads, then follows it", async () => {
    givenPageContext();
    const html = renderElementTag('sq-cart-pill', {
      cart: { entries: [], totalQuantity: 3, subtotalCents: 9600 },
      pageContext: {},
      lang: 'en',
    });
    const root = await mount(html);
    const pill = root.querySelector('sq-cart-pill')!;
    expect(pill.hidden).toBe(false);
    expect(pill.querySelector('.sq-cart-pill__count')?.textContent).toBe('3');
    expect(pill.querySelector('.sq-cart-pill__subtotal')?.textContent).toBe('$96.00');
    await settle(() => $cart.set(cartWith(1, 1000)));
    expect(pill.querySelector('.sq-cart-pill__count')?.textContent).toBe('1');
    await settle(() => $cart.set(cartWith(0, 0)));
    expect(pill.hidden).toBe(true);
  });

  it("says no subtotal for an empty cart (it is hidden), and sleeps through the visitor's empty cart loading without making a number format", async () => {
    givenPageContext();
    const html = renderElementTag('sq-cart-pill', { cart: null, pageContext: {}, lang: 'en' });
    expect(html).toContain(' hidden=""');
    expect(html).not.toContain('sq-cart-pill__subtotal');
    const root = await mount(html);
    const pill = root.querySelector('sq-cart-pill')!;
    expect(isAsleep(pill)).toBe(true);
    // A page's first number format costs 15–35 ms: an empty cart needs none to be checked.
    const formats = vi.spyOn(Intl, 'NumberFormat');
    await settle(() => $cart.set(cartWith(0, 0)));
    expect(isAsleep(pill)).toBe(true);
    expect(formats).not.toHaveBeenCalled();
    formats.mockRestore();
    expect(pill.querySelector('.sq-cart-pill__subtotal')).toBeNull();
    await settle(() => $cart.set(cartWith(2, 2500)));
    expect(pill.hidden).toBe(false);
    expect(pill.querySelector('.sq-cart-pill__subtotal')?.textContent).toBe('$25.00');
  });

  it("sleeps through the visitor's cart loading with the count and subtotal the server drew, formatting no number, and wakes when they differ", async () => {
    givenPageContext();
    const html = renderElementTag('sq-cart-pill', { cart: cartWith(2, 2500), pageContext: {}, lang: 'en' });
    const root = await mount(html);
    const pill = root.querySelector('sq-cart-pill')!;
    expect(isAsleep(pill)).toBe(true);
    expect(pill.querySelector('.sq-cart-pill__subtotal')?.textContent).toBe('$25.00');
    // Nothing formatted at all (the server's render left a formatter in the cache: its `format`,
    // an accessor of the prototype handing out a bound function, is what would be read).
    const prototype: { readonly format: unknown } = Intl.NumberFormat.prototype;
    const formats = vi.spyOn(prototype, 'format', 'get');
    // The same cart as the server's, loaded afresh (another object): nothing new to draw.
    await settle(() => $cart.set(cartWith(2, 2500)));
    expect(isAsleep(pill)).toBe(true);
    expect(formats).not.toHaveBeenCalled();
    formats.mockRestore();
    // Another subtotal for the same count: it wakes and shows it.
    await settle(() => $cart.set(cartWith(2, 3100)));
    expect(isAsleep(pill)).toBe(false);
    expect(pill.querySelector('.sq-cart-pill__subtotal')?.textContent).toBe('$31.00');
    expect(pill.querySelector('.sq-cart-pill__count')?.textContent).toBe('2');
  });

  it('counts the entries of a cart that carries no totalQuantity (loosely typed platform data)', async () => {
    givenPageContext();
    const entry = (id: string, quantity: number) => ({ id, itemId: `item-${id}`, quantity });
    const html = renderElementTag('sq-cart-pill', {
      cart: { entries: [entry('a', 2), entry('b', 3)], subtotalCents: 9600 },
      pageContext: {},
      lang: 'en',
    });
    const pill = (await mount(html)).querySelector('sq-cart-pill')!;
    expect(pill.hidden).toBe(false);
    expect(pill.querySelector('.sq-cart-pill__count')?.textContent).toBe('5');
  });

  it('ignores a count that is not a whole number', async () => {
    givenPageContext();
    const root = await mount(
      '<sq-cart-pill><a class="sq-cart-pill__link" href="/cart" data-count="1e9" data-subtotal="-5">x</a></sq-cart-pill>',
    );
    expect(root.querySelector('sq-cart-pill')?.hidden).toBe(true);
  });
});

describe('<sq-cart-pill drawer>', () => {
  const drawer = () => document.querySelector<HTMLDialogElement>('dialog.sq-cart-drawer');

  it('opens the cart in a modal side drawer instead of going to /cart, focus on its close button', async () => {
    givenPageContext();
    $cart.set(cartWith(3, 5997));
    const root = await mount('<sq-cart-pill drawer></sq-cart-pill>');
    const link = root.querySelector<HTMLAnchorElement>('.sq-cart-pill__link')!;
    expect(link.getAttribute('aria-haspopup')).toBe('dialog');
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    await settle(() => link.dispatchEvent(event));
    expect(event.defaultPrevented).toBe(true);
    // Its code loads on the first press (or as the pointer comes over the pill, or focus).
    await until(() => expect(drawer()?.open).toBe(true));
    await flush();
    expect(drawer()?.getAttribute('aria-labelledby')).toBe(drawer()?.querySelector('h2')?.id);
    expect(drawer()?.querySelector('h2')?.textContent).toBe('Your cart');
    expect(drawer()?.querySelectorAll('sq-cart .sq-cart__entry')).toHaveLength(1);
    expect(drawer()?.querySelector('.sq-cart-drawer__view')?.getAttribute('href')).toBe('/cart');
    expect(document.activeElement).toBe(drawer()?.querySelector('.sq-cart-drawer__close'));
  });

  it("says the page's own texts (they come with the drawer's code)", async () => {
    givenPageContext({
      messages: { cartDrawerTitle: 'Warenkorb', cartDrawerClose: 'Schließen', cartDrawerViewCart: 'Zum Warenkorb' },
    });
    $cart.set(cartWith(1, 1000));
    const root = await mount('<sq-cart-pill drawer></sq-cart-pill>');
    await click(root.querySelector<HTMLAnchorElement>('.sq-cart-pill__link')!);
    await until(() => expect(drawer()?.open).toBe(true));
    expect(drawer()?.querySelector('h2')?.textContent).toBe('Warenkorb');
    expect(drawer()?.querySelector('.sq-cart-drawer__close')?.getAttribute('aria-label')).toBe('Schließen');
    expect(drawer()?.querySelector('.sq-cart-drawer__view')?.textContent).toBe('Zum Warenkorb');
    await click(drawer()!.querySelector('.sq-cart-drawer__close')!);
  });

  it('closes on Escape, on its close button and on a click outside, giving focus back to the pill', async () => {
    givenPageContext();
    $cart.set(cartWith(1, 1000));
    const root = await mount('<sq-cart-pill drawer></sq-cart-pill>');
    const link = root.querySelector<HTMLAnchorElement>('.sq-cart-pill__link')!;
    const open = async () => {
      await settle(() => link.focus());
      await click(link);
      await until(() => expect(drawer()?.open).toBe(true));
    };
    await open();
    await settle(() => drawer()!.dispatchEvent(new Event('cancel', { cancelable: true })));
    expect(drawer()).toBeNull();
    expect(document.activeElement).toBe(link);
    await open();
    await click(drawer()!.querySelector('.sq-cart-drawer__close')!);
    expect(drawer()).toBeNull();
    await open();
    await click(drawer()!);
    expect(drawer()).toBeNull();
    await open();
    await click(drawer()!.querySelector('.sq-cart-drawer__title')!);
    expect(drawer()?.open).toBe(true);
  });

  it('still opens the cart page for a click with a modifier key, and links to it without the attribute', async () => {
    givenPageContext();
    $cart.set(cartWith(1, 1000));
    const root = await mount('<sq-cart-pill drawer></sq-cart-pill><sq-cart-pill></sq-cart-pill>');
    const [withDrawer, plain] = [...root.querySelectorAll<HTMLAnchorElement>('.sq-cart-pill__link')];
    const modified = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    await settle(() => withDrawer!.dispatchEvent(modified));
    expect(modified.defaultPrevented).toBe(false);
    const plainClick = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    await settle(() => plain!.dispatchEvent(plainClick));
    expect(plainClick.defaultPrevented).toBe(false);
    expect(plain!.hasAttribute('aria-haspopup')).toBe(false);
    expect(drawer()).toBeNull();
  });
});
