/**
 * The loader's stand-in for `window.sqStorefront`, there as soon as the loader runs: each call
 * waits for the script API's module (./script-api.ts), loaded on the first call, and is then
 * made on it. The module arrives with the runtime the elements share, so both see one cart.
 */
import type { Cart } from '../api/cart';
import type { CartCallback, SqStorefront, SqStorefrontCart } from './script-api';
import { loadOnce } from '../lib/once';

/** What the loader hands over: a function that imports the script API's module. */
export type LoadScriptApi = () => Promise<{ readonly sqStorefront: SqStorefront }>;

/**
 * Defines `win.sqStorefront` (unless a copy of the library did already) as a stand-in whose calls
 * wait for `load()`. Should the module not arrive (the visitor is offline), the call rejects and
 * an add's callback hears of it with the connection message; the next call tries again.
 */
export function defineScriptApiStub(win: Window, load: LoadScriptApi): void {
  if (win.sqStorefront) return;
  const real = loadOnce(() => load().then((module) => module.sqStorefront.cart)).get;
  const cart: Record<string, unknown> = {
    subscribe(listener: (cart: Cart) => void) {
      let stop: (() => void) | undefined;
      let stopped = false;
      real().then(
        (loaded) => {
          if (!stopped) stop = loaded.subscribe(listener);
        },
        () => {},
      );
      return () => {
        stopped = true;
        stop?.();
      };
    },
  };
  for (const name of ['addEntry', 'get', 'updateQuantity', 'remove'] as const) {
    cart[name] = (...args: unknown[]) =>
      real().then(
        (loaded) => (loaded[name] as (...given: unknown[]) => unknown)(...args),
        (error: unknown) => {
          const failure = Object.assign(new Error('Please check your internet connection.', { cause: error }), {
            type: 'API_FAILURE',
          }) as Parameters<CartCallback>[0];
          (args.findLast((arg) => typeof arg === 'function') as CartCallback | undefined)?.(failure, null);
          throw failure;
        },
      );
  }
  win.sqStorefront = { cart: cart as unknown as SqStorefrontCart };
}
