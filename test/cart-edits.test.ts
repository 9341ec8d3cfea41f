import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartEntry } from '../src/api/cart';
import { $cart } from '../stores/cart';
import {
  $cartEdits,
  CART_TIMINGS,
  changeQuantity,
  checkout,
  commitQuantity,
  removeEntry,
  resetCartEdits,
  typeQuantity,
  undoRemove,
} from '../stores/cart-edits';
import { cartEntry as entry, cartOf } from './mocks/cart';
import { editableCart } from './mocks/handlers';
import { givenPageContext, givenSessionCookies, useFakeTimers } from './render';
import { server } from './setup';

/** The platform's cart calls over these entries, installed, and the page's cart set to them; what it saw. */
function platform(entries: CartEntry[], fail: Parameters<typeof editableCart>[1] = {}) {
  givenPageContext();
  givenSessionCookies();
  const { state, handlers } = editableCart(entries, fail);
  server.use(...handlers);
  $cart.set(cartOf(entries));
  return state;
}

/** The recalculation events `document` heard, as "start quantity e1" / "end quantity e1 true". */
function documentEvents(): string[] {
  const heard: string[] = [];
  for (const name of ['sq-cart-recalculate-start', 'sq-cart-recalculate-end'] as const) {
    const listener = (event: Event) => {
      const detail = (event as CustomEvent<{ reason: string; entryId: string; ok?: boolean }>).detail;
      heard.push(
        `${name.replace('sq-cart-recalculate-', '')} ${detail.reason} ${detail.entryId}${'ok' in detail ? ` ${String(detail.ok)}` : ''}`,
      );
    };
    document.addEventListener(name, listener);
    stops.push(() => document.removeEventListener(name, listener));
  }
  return heard;
}

const stops: (() => void)[] = [];

afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  resetCartEdits();
  $cart.set(null);
  vi.useRealTimers();
});

describe('cart edits (stores/cart-edits.ts)', () => {
  it('sends one quantity call by entry id 600 ms after the last change, with its events on document', async () => {
    await useFakeTimers();
    const state = platform([entry()]);
    const events = documentEvents();
    const first = changeQuantity('e1', 1);
    await vi.advanceTimersByTimeAsync(CART_TIMINGS.quantityDebounce - 100);
    const second = changeQuantity('e1', 12);
    expect($cartEdits.get().entries.e1).toEqual({ draft: '12', phase: 'typed' });
    await vi.advanceTimersByTimeAsync(CART_TIMINGS.quantityDebounce - 1);
    expect(state.calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(await second).toBe(true);
    expect(await first).toBe(true);
    expect(state.calls).toEqual(['PUT e1']);
    expect(state.bodies).toEqual([{ quantity: 12 }]);
    expect(events).toEqual(['start quantity e1', 'end quantity e1 true']);
    expect($cart.get()?.entries[0]?.quantity).toBe(12);
    expect($cartEdits.get().entries).toEqual({});
    expect($cartEdits.get().updated).toBe(true);
  });

  it('keeps what was asked for after a failed quantity call, with the failure for the popup', async () => {
    await useFakeTimers();
    platform([entry()], { PUT: () => HttpResponse.json({ message: 'Only 4 left.' }, { status: 409 }) });
    const taken = changeQuantity('e1', 5);
    await vi.advanceTimersByTimeAsync(CART_TIMINGS.quantityDebounce);
    expect(await taken).toBe(false);
    expect($cartEdits.get().entries.e1).toEqual({ draft: '5', phase: 'failed' });
    expect($cartEdits.get().popup).toEqual({
      failure: 'quantity',
      error: { kind: 'http', status: 409, message: 'Only 4 left.' },
    });
    expect($cart.get()?.entries[0]?.quantity).toBe(2);
  });

  it('sends a refused quantity again on Enter, not when focus leaves the field for the popup', async () => {
    await useFakeTimers();
    const state = platform([entry()], { PUT: () => HttpResponse.json({ message: 'Only 4 left.' }, { status: 409 }) });
    typeQuantity('e1', '5');
    await vi.advanceTimersByTimeAsync(CART_TIMINGS.quantityDebounce);
    expect(state.calls).toEqual(['PUT e1']);
    // The popup takes focus: the field's blur.
    expect(await commitQuantity('e1', undefined, true)).toBe(false);
    expect(state.calls).toEqual(['PUT e1']);
    expect($cartEdits.get().entries.e1).toEqual({ draft: '5', phase: 'failed' });
    // Enter: the visitor's retry.
    expect(await commitQuantity('e1')).toBe(false);
    expect(state.calls).toEqual(['PUT e1', 'PUT e1']);
    // Something typed since the refusal is sent when the field is left.
    typeQuantity('e1', '4');
    expect(await commitQuantity('e1', undefined, true)).toBe(false);
    expect(state.calls).toEqual(['PUT e1', 'PUT e1', 'PUT e1']);
    expect(state.bodies).toEqual([{ quantity: 5 }, { quantity: 5 }, { quantity: 4 }]);
  });

  it('sends a quantity once while its call is on its way: Enter or leaving the field waits for its answer', async () => {
    const state = platform([entry()]);
    typeQuantity('e1', '7');
    const sent = commitQuantity('e1');
    const again = commitQuantity('e1');
    const left = commitQuantity('e1', undefined, true);
    expect(await sent).toBe(true);
    expect(await again).toBe(true);
    expect(await left).toBe(true);
    expect(state.calls).toEqual(['PUT e1']);
    expect($cart.get()?.entries[0]?.quantity).toBe(7);
  });

  it("sends a quantity typed while the entry's call is on its way once that call has answered, and shows the last", async () => {
    const state = platform([entry()]);
    let answerFirst = () => {};
    const firstAnswered = new Promise<void>((resolve) => (answerFirst = resolve));
    const sent: number[] = [];
    server.use(
      http.put('/api/commerce/shopping-cart/entries/:id', async ({ request }) => {
        const { quantity } = (await request.json()) as { quantity: number };
        sent.push(quantity);
        // The first call's answer is slow: without waiting for it, the second's would come back first.
        if (sent.length === 1) await firstAnswered;
        state.cart = cartOf([entry({ quantity })]);
        return HttpResponse.json({ shoppingCart: state.cart });
      }),
    );
    typeQuantity('e1', '5');
    const first = commitQuantity('e1');
    await vi.waitFor(() => expect(sent).toEqual([5]));
    typeQuantity('e1', '7');
    const second = commitQuantity('e1');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toEqual([5]);
    expect($cartEdits.get().entries.e1).toEqual({ draft: '7', phase: 'typed' });
    answerFirst();
    expect(await second).toBe(true);
    expect(await first).toBe(true);
    expect(sent).toEqual([5, 7]);
    expect($cart.get()?.entries[0]?.quantity).toBe(7);
    expect($cartEdits.get().entries).toEqual({});
  });

  it("sends the cart page's changes one after another: a removal waits for the answer of a quantity call on its way", async () => {
    const state = platform([entry(), entry({ id: 'e2', itemId: 'mug' })]);
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.put('/api/commerce/shopping-cart/entries/:id', async ({ request, params }) => {
        const { quantity } = (await request.json()) as { quantity: number };
        state.calls.push(`PUT ${String(params.id)}`);
        // The platform takes the change now; its answer (the cart as it is now) is slow to come back.
        state.cart = cartOf(state.cart.entries.map((line) => (line.id === params.id ? { ...line, quantity } : line)));
        const cart = state.cart;
        await answered;
        return HttpResponse.json({ shoppingCart: cart });
      }),
    );
    typeQuantity('e1', '5');
    const changed = commitQuantity('e1');
    await vi.waitFor(() => expect(state.calls).toEqual(['PUT e1']));
    const removed = removeEntry('e2');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(state.calls).toEqual(['PUT e1']);
    expect(checkout()).toBe(false);
    answer();
    expect(await changed).toBe(true);
    expect(await removed).toBe(true);
    expect(state.calls).toEqual(['PUT e1', 'DELETE e2']);
    expect($cart.get()?.entries.map(({ id, quantity }) => [id, quantity])).toEqual([['e1', 5]]);
  });

  it('holds Checkout while a change is on its way', async () => {
    platform([entry()]);
    const removing = removeEntry('e1');
    expect(checkout()).toBe(false);
    expect($cartEdits.get().pending).toBe(1);
    await removing;
    expect(checkout()).toBe(true);
  });

  it('removes an entry by id and puts it back with Undo within 6 seconds', async () => {
    await useFakeTimers();
    const state = platform([entry()]);
    const events = documentEvents();
    expect(await removeEntry('e1')).toBe(true);
    expect($cart.get()?.entries).toEqual([]);
    expect($cartEdits.get().removed?.entry.id).toBe('e1');
    await vi.advanceTimersByTimeAsync(CART_TIMINGS.undoDuration - 1);
    expect(await undoRemove()).toBe(true);
    expect(state.calls).toEqual(['DELETE e1', 'POST']);
    expect(state.bodies).toEqual([{ itemId: 'tote', sku: 'TOTE-NAVY', quantity: 2, additionalFields: null }]);
    expect(events).toEqual(['start remove e1', 'end remove e1 true', 'start restore e1', 'end restore e1 true']);
    expect($cartEdits.get().removed).toBeNull();
    expect($cart.get()?.entries.map((line) => line.id)).toEqual(['e1-again']);
  });

  it('offers Undo no more after 6 seconds', async () => {
    await useFakeTimers();
    const state = platform([entry()]);
    await removeEntry('e1');
    await vi.advanceTimersByTimeAsync(CART_TIMINGS.undoDuration);
    expect($cartEdits.get().removed).toBeNull();
    expect(await undoRemove()).toBe(false);
    expect(state.calls).toEqual(['DELETE e1']);
  });

  it('sends nothing and keeps nothing for an entry id the cart does not hold', async () => {
    await useFakeTimers();
    const state = platform([entry()]);
    const taken = changeQuantity('nope', 3);
    await vi.advanceTimersByTimeAsync(CART_TIMINGS.quantityDebounce);
    expect(await taken).toBe(false);
    expect(state.calls).toEqual([]);
    expect($cartEdits.get().entries).toEqual({});
  });

  it('sends events to the element it is given', async () => {
    platform([entry()]);
    const host = document.createElement('div');
    document.body.append(host);
    const heard: string[] = [];
    host.addEventListener('sq-cart-recalculate-end', (event) => heard.push(event.detail.reason));
    await removeEntry('e1', host);
    expect(heard).toEqual(['remove']);
    host.remove();
  });
});
