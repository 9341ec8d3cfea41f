/**
 * The shop's settings that pages and calls read while they answer: the minimum order subtotal.
 * `createApp` runs every request inside `withShopSettings(options)`, so the pages (their page
 * context, the checkout stand-in) read the settings of the app that serves them without each page
 * function taking them; outside a request (scripts, unit tests) the defaults apply.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { formatMoney } from './money';

/** The minimum order subtotal when none is set: $15.00. */
export const DEFAULT_MINIMUM_ORDER_SUBTOTAL_CENTS = 1500;

/** The shop's settings. */
export interface ShopSettings {
  /** A cart with items must reach this subtotal (cents) to check out; 0 turns the minimum off. */
  readonly minimumOrderSubtotalCents: number;
}

/** The settings when none are given. */
export const DEFAULT_SHOP_SETTINGS: ShopSettings = {
  minimumOrderSubtotalCents: DEFAULT_MINIMUM_ORDER_SUBTOTAL_CENTS,
};

const current = new AsyncLocalStorage<ShopSettings>();

/** Runs `work` (and everything it starts) with `settings` as the shop's settings. */
export function withShopSettings<T>(settings: ShopSettings, work: () => T): T {
  return current.run(settings, work);
}

/** The settings of the app answering the current request; the defaults outside one. */
export function shopSettings(): ShopSettings {
  return current.getStore() ?? DEFAULT_SHOP_SETTINGS;
}

/** `SQ_MIN_ORDER_SUBTOTAL`: a whole number of cents, 0 or more ("1500" is $15.00; "0" turns the minimum off). */
export function parseMinimumOrderSubtotal(text: string): number {
  const trimmed = text.trim();
  if (!/^\d{1,9}$/.test(trimmed)) {
    throw new Error(`expected a whole number of cents, 0 or more (1500 is $15.00; 0 turns it off); got "${text}".`);
  }
  return Number(trimmed);
}

/** Whether a cart holds items but not enough to check out under the current minimum. */
export function belowMinimum(
  cart: { readonly entries: readonly unknown[]; readonly subtotalCents: number },
  settings: ShopSettings = shopSettings(),
): boolean {
  const minimum = settings.minimumOrderSubtotalCents;
  return minimum > 0 && cart.entries.length > 0 && cart.subtotalCents < minimum;
}

/** What checkout says to a cart below the minimum (SPEC.md section 8's text). */
export function minimumOrderMessage(minimumCents: number): string {
  return `To check out, your order subtotal must be ${formatMoney(minimumCents)} or more.`;
}
