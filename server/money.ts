/** The demo store's currency. */
export const STORE_CURRENCY = 'USD';

const formatter = new Intl.NumberFormat('en-US', { style: 'currency', currency: STORE_CURRENCY });

/** A platform Money object for an amount in cents: `{ value: "48.00", currency: "USD" }` (major units). */
export function moneyJson(cents: number): { value: string; currency: string } {
  return { value: (cents / 100).toFixed(2), currency: STORE_CURRENCY };
}

/** An amount in cents as visitor-facing text, e.g. "$48.00". */
export function formatMoney(cents: number): string {
  return formatter.format(cents / 100);
}
