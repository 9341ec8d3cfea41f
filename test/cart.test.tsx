import { fireEvent } from '@testing-library/dom';
import { HttpResponse } from 'msw';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CartEntry } from '../src/api/cart';
import { CART_TIMINGS, resetCartEdits, typedQuantity } from '../stores/cart-edits';
import { $cart } from '../stores/cart';
import { renderElementTag } from '../src/server/render';
import { cartEntry as entry, cartOf, mugEntry as mug } from './mocks/cart';
import { editableCart } from './mocks/handlers';
import {
  advance,
  flush,
  givenPageContext,
  givenSessionCookies,
  mount,
  settle,
  typeInto,
  useFakeTimers,
} from './render';
import { server } from './setup';

/** The platform's cart calls over these entries (test/mocks/handlers.ts), installed; what it saw. */
function platform(entries: CartEntry[], fail: Parameters<typeof editableCart>[1] = {}) {
  const { state, handlers } = editableCart(entries, fail);
  server.use(...handlers);
  return state;
}

async function showCart(entries: CartEntry[], markup = '<sq-cart></sq-cart><sq-cart-pill></sq-cart-pill>') {
  const root = await mount(markup);
  await settle(() => $cart.set(cartOf(entries)));
  const cart = root.querySelector('sq-cart')!;
  const events: string[] = [];
  for (const name of ['sq-cart-recalculate-start', 'sq-cart-recalculate-end'] as const)
    cart.addEventListener(name, (event) => {
      const detail = event.detail as { reason: string; entryId: string; ok?: boolean };
      events.push(
        `${name.replace('sq-cart-recalculate-', '')} ${detail.reason} ${detail.entryId}${'ok' in detail ? ` ${String(detail.ok)}` : ''}`,
      );
    });
  const rows = () => [...cart.querySelectorAll('.sq-cart__entry')];
  const quantity = (title: string) => cart.querySelector<HTMLInputElement>(`input[aria-label="Quantity of ${title}"]`)!;
  const button = (label: string) => cart.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`)!;
  const popup = () => cart.querySelector('[role="alertdialog"]');
  return { root, cart, events, rows, quantity, button, popup };
}

async function press(element: Element) {
  await act(async () => {
    (element as HTMLElement).click();
    for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve));
  });
}

beforeAll(async () => {
  await import('../src/forms/product-form');
});
afterEach(async () => {
  vi.useRealTimers();
  await settle(() => {
    resetCartEdits();
    $cart.set(null);
  });
});

describe('<sq-cart>', () => {
  it('shows every entry with its picture, title, options, answers ("N/A" when empty), quantity and price, and the totals', async () => {
    givenPageContext();
    const { cart, rows } = await showCart([entry(), mug()]);
    expect(cart.dataset.state).toBe('filled');
    expect(rows()).toHaveLength(2);
    const [tote, cup] = rows();
    expect(tote?.querySelector('.sq-cart__title')?.getAttribute('href')).toBe('/shop/p/canvas-tote');
    expect(tote?.querySelector('img')?.getAttribute('src')).toBe('/assets/products/tote.svg');
    expect(tote?.querySelector('.sq-cart__options')?.textContent).toBe('Colour: Navy');
    expect(tote?.querySelector('.sq-cart__price')?.textContent).toBe('$50.00');
    expect([...(cup?.querySelectorAll('.sq-cart__answers div') ?? [])].map((row) => row.textContent)).toEqual([
      'EngravingFor Sam',
      'Gift noteN/A',
    ]);
    expect(cup?.querySelector('.sq-cart__edit')?.getAttribute('aria-label')).toBe('Edit Camp Mug');
    expect(tote?.querySelector('.sq-cart__edit')).toBeNull();
    const totals = [...cart.querySelectorAll('.sq-cart__total')].map((row) => [
      row.querySelector('dt')?.textContent,
      row.querySelector('dd')?.textContent,
    ]);
    expect(totals).toEqual([
      ['Subtotal', '$78.00'],
      ['Shipping', '$6.00'],
      ['Tax', '$6.24'],
      ['Total', '$90.24'],
    ]);
    const checkout = cart.querySelector<HTMLButtonElement>('.sq-cart__checkout')!;
    expect(checkout.textContent).toBe('Checkout');
    expect(checkout.disabled).toBe(false);
    expect(checkout.form?.getAttribute('action')).toBe('/commerce/goto-checkout');
  });

  it('shows a discount as a negative amount', async () => {
    givenPageContext();
    const { cart } = await showCart([]);
    await settle(() => $cart.set({ ...cartOf([entry()]), discountCents: 500 }));
    expect(cart.querySelector('.sq-cart__total--discount dd')?.textContent).toBe('−$5.00');
  });

  it('never links or loads a hostile address, and shows markup in a title as text', async () => {
    givenPageContext();
    const { rows } = await showCart([
      entry({ title: '<img src=x onerror=alert(1)>', fullUrl: 'javascript:alert(1)', imageUrl: 'data:text/html,x' }),
    ]);
    const [row] = rows();
    expect(row?.querySelector('a.sq-cart__title')).toBeNull();
    expect(row?.querySelector('.sq-cart__title')?.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(row?.querySelector('img')).toBeNull();
  });

  it('says so when empty, with a link back to the shop (shop-href)', async () => {
    givenPageContext();
    const { cart } = await showCart([], '<sq-cart shop-href="/shop"></sq-cart>');
    expect(cart.dataset.state).toBe('empty');
    expect(cart.querySelector('.sq-cart__empty p')?.textContent).toBe('Your cart is empty.');
    const link = cart.querySelector('.sq-cart__shop');
    expect(link?.textContent).toBe('Continue Shopping');
    expect(link?.getAttribute('href')).toBe('/shop');
    expect(cart.querySelector('.sq-cart__checkout')).toBeNull();
  });

  it('shows the cart the server rendered into it before the page knows the cart', async () => {
    givenPageContext();
    // The server's markup for the cart, as a page holds it before the library starts.
    const html = renderElementTag('sq-cart', { cart: cartOf([entry()]), pageContext: {}, lang: 'en' });
    const root = await mount(html);
    expect(root.querySelectorAll('.sq-cart__entry')).toHaveLength(1);
    expect(root.querySelector('sq-cart')?.getAttribute('data-state')).toBe('filled');
    await flush();
    expect($cart.get()?.entries[0]?.id).toBe('e1');
  });

  it('sends one quantity call after typing "12" and updates every cart element, with the recalculation events', async () => {
    await useFakeTimers();
    givenPageContext();
    givenSessionCookies();
    const state = platform([entry()]);
    const { quantity, events, root } = await showCart([entry()]);
    await typeInto(quantity('Canvas Tote'), '1');
    await advance(CART_TIMINGS.quantityDebounce - 100);
    await typeInto(quantity('Canvas Tote'), '12');
    await advance(CART_TIMINGS.quantityDebounce - 1);
    expect(state.calls).toEqual([]);
    await advance(1);
    await flush();
    expect(state.calls).toEqual(['PUT e1']);
    expect(state.bodies).toEqual([{ quantity: 12 }]);
    expect(events).toEqual(['start quantity e1', 'end quantity e1 true']);
    expect(quantity('Canvas Tote').value).toBe('12');
    expect(root.querySelector('.sq-cart__price')?.textContent).toBe('$300.00');
    expect(root.querySelector('.sq-cart-pill__count')?.textContent).toBe('12');
    expect(root.querySelector('sq-cart [role="status"]')?.textContent).toBe('Cart updated.');
  });

  it('sends the quantity at once on Enter', async () => {
    givenPageContext();
    givenSessionCookies();
    const state = platform([entry()]);
    const { quantity } = await showCart([entry()]);
    await typeInto(quantity('Canvas Tote'), '3');
    await act(async () => {
      fireEvent.keyDown(quantity('Canvas Tote'), { key: 'Enter' });
    });
    await flush();
    expect(state.bodies).toEqual([{ quantity: 3 }]);
  });

  it('keeps quantities from 1 to 9999 and sends nothing for text that is not a whole number', () => {
    expect(typedQuantity('12')).toBe(12);
    expect(typedQuantity('0')).toBe(1);
    expect(typedQuantity('100000')).toBe(9999);
    expect(typedQuantity('1.5')).toBeNull();
    expect(typedQuantity('-3')).toBeNull();
    expect(typedQuantity('')).toBeNull();
  });

  it('says "Unable to update quantity" with the server\'s reason, and keeps what was typed', async () => {
    givenPageContext();
    givenSessionCookies();
    platform([entry()], { PUT: () => HttpResponse.json({ message: 'Only 4 left.' }, { status: 409 }) });
    const { quantity, popup, events } = await showCart([entry()]);
    await typeInto(quantity('Canvas Tote'), '9');
    await act(async () => fireEvent.focusOut(quantity('Canvas Tote')));
    await flush();
    expect(popup()?.querySelector('.sq-alert-dialog__title')?.textContent).toBe('Unable to update quantity');
    expect(popup()?.querySelector('.sq-alert-dialog__message')?.textContent).toBe('Only 4 left.');
    expect(quantity('Canvas Tote').value).toBe('9');
    expect(events).toEqual(['start quantity e1', 'end quantity e1 false']);
  });

  it('says "Please check your internet connection." when offline, and keeps what was typed', async () => {
    givenPageContext();
    givenSessionCookies();
    platform([entry()], { PUT: () => HttpResponse.error() });
    const { quantity, popup } = await showCart([entry()]);
    await typeInto(quantity('Canvas Tote'), '5');
    await act(async () => fireEvent.focusOut(quantity('Canvas Tote')));
    await flush();
    expect(popup()?.querySelector('.sq-alert-dialog__title')?.textContent).toBe('Unable to update quantity');
    expect(popup()?.querySelector('.sq-alert-dialog__message')?.textContent).toBe(
      'Please check your internet connection.',
    );
    expect(quantity('Canvas Tote').value).toBe('5');
  });

  it('removes at once, offers Undo for a few seconds, and Undo puts the same entry back', async () => {
    await useFakeTimers();
    givenPageContext();
    givenSessionCookies();
    const cup = mug();
    const state = platform([entry(), cup]);
    const { button, rows, cart, events } = await showCart([entry(), cup]);
    await press(button('Remove Camp Mug'));
    expect(state.calls).toEqual(['DELETE e2']);
    expect(rows()).toHaveLength(1);
    expect(cart.querySelector('.sq-cart__undo')?.textContent).toBe('Camp Mug removed. Undo');
    expect(document.activeElement).toBe(cart.querySelector('.sq-cart__undo-button'));
    await press(cart.querySelector('.sq-cart__undo-button')!);
    expect(state.calls).toEqual(['DELETE e2', 'POST']);
    expect(state.bodies).toEqual([
      { itemId: 'mug', sku: 'MUG-1', quantity: 1, additionalFields: cup.additionalFields },
    ]);
    expect(rows().map((row) => row.querySelector('.sq-cart__title')?.textContent)).toEqual(['Canvas Tote', 'Camp Mug']);
    expect(cart.querySelector('.sq-cart__undo')).toBeNull();
    expect(events).toEqual(['start remove e2', 'end remove e2 true', 'start restore e2', 'end restore e2 true']);

    await press(button('Remove Canvas Tote'));
    expect(cart.querySelector('.sq-cart__undo')).not.toBeNull();
    await advance(CART_TIMINGS.undoDuration);
    expect(cart.querySelector('.sq-cart__undo')).toBeNull();
  });

  it('says "Unable to remove item" when the removal fails, keeping the entry', async () => {
    givenPageContext();
    givenSessionCookies();
    platform([entry()], { DELETE: () => HttpResponse.json({ message: 'Try later.' }, { status: 500 }) });
    const { button, rows, popup } = await showCart([entry()]);
    await press(button('Remove Canvas Tote'));
    expect(popup()?.querySelector('.sq-alert-dialog__title')?.textContent).toBe('Unable to remove item');
    expect(rows()).toHaveLength(1);
  });

  it('below the minimum subtotal says "To check out, your order subtotal must be {subtotal} or more." and disables Checkout', async () => {
    givenPageContext({ storeSettings: { minimumOrderSubtotal: { value: '60.00', currency: 'USD' } } });
    const { cart } = await showCart([entry()]);
    expect(cart.querySelector('.sq-cart__minimum')?.textContent).toBe(
      'To check out, your order subtotal must be $60.00 or more.',
    );
    const checkout = cart.querySelector<HTMLButtonElement>('.sq-cart__checkout')!;
    expect(checkout.disabled).toBe(true);
    expect(checkout.getAttribute('aria-describedby')).toBe(cart.querySelector('.sq-cart__minimum')?.id);
    await settle(() => $cart.set(cartOf([entry({ quantity: 3, subTotal: 7500 })])));
    expect(cart.querySelector('.sq-cart__minimum')).toBeNull();
    expect(checkout.disabled).toBe(false);
  });

  it("edits an entry's answers in the form dialog: checked by the server, saved, and shown", async () => {
    givenPageContext();
    givenSessionCookies();
    const state = platform([mug()]);
    const { button, cart, events } = await showCart([mug()]);
    await press(button('Edit Camp Mug'));
    const dialog = cart.querySelector<HTMLDialogElement>('dialog.sq-form-dialog')!;
    expect(dialog.open).toBe(true);
    expect(dialog.querySelector('.sq-form-dialog__submit')?.textContent).toBe('Save');
    const text = dialog.querySelector<HTMLInputElement>('input')!;
    expect(text.value).toBe('For Sam');
    await typeInto(text, 'For <Alex>');
    await act(async () => {
      fireEvent.submit(dialog.querySelector('form')!);
    });
    await flush();
    expect(dialog.querySelector('.sq-field__error')?.textContent).toBe('Letters only.');
    expect(text.value).toBe('For <Alex>');
    await typeInto(text, 'For Alex');
    await act(async () => {
      fireEvent.submit(dialog.querySelector('form')!);
    });
    await flush();
    expect(state.calls).toEqual(['GET form', 'validate', 'validate', 'PUT e2 additionalFields']);
    expect(state.bodies).toEqual([
      { itemId: 'mug', sku: 'MUG-1', additionalFields: JSON.stringify({ text: 'For Alex', note: '' }) },
    ]);
    expect(cart.querySelector('dialog.sq-form-dialog')).toBeNull();
    expect(cart.querySelector('.sq-cart__answers dd')?.textContent).toBe('For Alex');
    expect(events).toEqual(['start form e2', 'end form e2 true']);
  });

  it('says "Unable to update form" in the popup when the save fails, over the form, which keeps the answers', async () => {
    givenPageContext();
    givenSessionCookies();
    platform([mug()], { FIELDS: () => HttpResponse.error() });
    const { button, cart, popup } = await showCart([mug()]);
    await press(button('Edit Camp Mug'));
    const dialog = cart.querySelector<HTMLDialogElement>('dialog.sq-form-dialog')!;
    await typeInto(dialog.querySelector('input')!, 'For Jo');
    await act(async () => {
      fireEvent.submit(dialog.querySelector('form')!);
    });
    await flush();
    expect(popup()?.querySelector('.sq-alert-dialog__title')?.textContent).toBe('Unable to update form');
    expect(popup()?.querySelector('.sq-alert-dialog__message')?.textContent).toBe(
      'Please check your internet connection.',
    );
    expect(dialog.isConnected && dialog.open).toBe(true);
    expect(dialog.querySelector('input')?.value).toBe('For Jo');
    // Closing the popup puts focus back in the form, on its button.
    dialog.querySelector('input')!.blur();
    await press(popup()!.querySelector<HTMLButtonElement>('.sq-alert-dialog__close')!);
    expect(popup()).toBeNull();
    expect(document.activeElement).toBe(dialog.querySelector('.sq-form-dialog__submit'));
  });

  it('says "Unable to open form" when the form cannot be loaded', async () => {
    givenPageContext();
    givenSessionCookies();
    platform([mug()], { FORM: () => HttpResponse.json({ message: 'Gone.' }, { status: 404 }) });
    const { button, popup, cart } = await showCart([mug()]);
    await press(button('Edit Camp Mug'));
    expect(popup()?.querySelector('.sq-alert-dialog__title')?.textContent).toBe('Unable to open form');
    expect(popup()?.querySelector('.sq-alert-dialog__message')?.textContent).toBe('Gone.');
    expect(cart.querySelector('dialog.sq-form-dialog')).toBeNull();
  });
});
