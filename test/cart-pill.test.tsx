import { afterEach, describe, expect, it } from 'vitest';
import { $cart } from '../stores/cart';
import { announceCartChanges } from '../src/runtime/start';
import type { CartChangeDetail } from '../src/events';
import { makeSingleVariant } from './factories/product';
import { cartWith } from './mocks/cart';
import { cartHandlers } from './mocks/handlers';
import { click, flush, givenPageContext, givenSessionCookies, mount, productMarkup, settle } from './render';
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
