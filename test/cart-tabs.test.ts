import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $cart, followOtherTabs, refreshCart, replaceCart, seedCart } from '../stores/cart';
import { cartWith } from './mocks/cart';
import { server } from './setup';

/** Another tab of the shop: what it hears on the cart's channel, and a way to speak on it. */
function otherTab() {
  const channel = new BroadcastChannel('sq-cart');
  const heard: unknown[] = [];
  channel.onmessage = (event) => heard.push(event.data);
  opened.push(channel);
  return { heard, say: () => channel.postMessage(1) };
}

const opened: BroadcastChannel[] = [];
const stops: (() => void)[] = [];

/** Counts the cart loads, answering with a cart of `count` items. */
function cartLoads(count = 2): { loads: number } {
  const seen = { loads: 0 };
  server.use(
    http.get('/api/commerce/shopping-cart', () => {
      seen.loads += 1;
      return HttpResponse.json(cartWith(count, 1000));
    }),
  );
  return seen;
}

/** Waits for messages between channels (they cross a message port) and the loads they cause. */
const wait = (ms = 200) => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(() => {
  for (const channel of opened.splice(0)) channel.close();
  for (const stop of stops.splice(0)) stop();
  vi.unstubAllGlobals();
});

describe('the cart in every tab', () => {
  it('tells the other tabs when a change made here replaces the cart', async () => {
    const tab = otherTab();
    replaceCart(cartWith(1, 500));
    await wait(50);
    expect(tab.heard).toEqual([1]);
  });

  it('tells them once when the same answer replaces the cart twice (an undo, then its recalculation)', async () => {
    const tab = otherTab();
    const cart = cartWith(1, 500);
    replaceCart(cart);
    replaceCart(cart);
    await wait(50);
    expect(tab.heard).toEqual([1]);
  });

  it('tells nobody of a refresh or of the cart page’s seed: tabs never set each other off', async () => {
    cartLoads();
    const tab = otherTab();
    await refreshCart();
    $cart.set(null);
    seedCart(cartWith(1, 500));
    await wait(50);
    expect(tab.heard).toEqual([]);
  });

  it('loads the cart again when another tab says it changed', async () => {
    const seen = cartLoads(3);
    stops.push(followOtherTabs(window));
    const tab = otherTab();
    tab.say();
    await wait();
    expect(seen.loads).toBe(1);
    expect($cart.get()?.totalQuantity).toBe(3);
  });

  it('never hears itself', async () => {
    const seen = cartLoads();
    stops.push(followOtherTabs(window));
    replaceCart(cartWith(1, 500));
    await wait();
    expect(seen.loads).toBe(0);
  });

  it('loads once more however many words come while a load is under way, so the last change shows', async () => {
    let loads = 0;
    let answer: () => void = () => {};
    server.use(
      http.get('/api/commerce/shopping-cart', async () => {
        loads += 1;
        if (loads === 1) await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json(cartWith(loads, 1000));
      }),
    );
    stops.push(followOtherTabs(window));
    const tab = otherTab();
    tab.say();
    await wait();
    tab.say();
    tab.say();
    await wait();
    expect(loads).toBe(1);
    answer();
    await wait();
    expect(loads).toBe(2);
    expect($cart.get()?.totalQuantity).toBe(2);
  });

  describe('without BroadcastChannel', () => {
    it('says it through a storage event, keeping nothing stored', async () => {
      vi.stubGlobal('BroadcastChannel', undefined);
      vi.resetModules();
      const tabs = await import('../src/lib/tabs');
      const setItem = vi.spyOn(Storage.prototype, 'setItem');
      tabs.tellOtherTabs('cart');
      expect(setItem).toHaveBeenCalledWith('sq-cart', expect.any(String));
      expect(localStorage.getItem('sq-cart')).toBeNull();
      setItem.mockRestore();
    });

    it('hears a storage event of the key being written, not of its removal', async () => {
      vi.stubGlobal('BroadcastChannel', undefined);
      vi.resetModules();
      const tabs = await import('../src/lib/tabs');
      const changed = vi.fn();
      stops.push(tabs.hearOtherTabs(window, 'cart', changed));
      window.dispatchEvent(new StorageEvent('storage', { key: 'sq-cart', newValue: '0.5' }));
      window.dispatchEvent(new StorageEvent('storage', { key: 'sq-cart', newValue: null }));
      window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: '1' }));
      expect(changed).toHaveBeenCalledTimes(1);
    });
  });
});
