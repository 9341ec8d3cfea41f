import { STORE_CURRENCY } from '../demo/products';

const formatter = new Intl.NumberFormat('en-US', { style: 'currency', currency: STORE_CURRENCY });

/** An amount in cents as visitor-facing text, e.g. "$48.00". */
export function formatMoney(cents: number): string {
  return formatter.format(cents / 100);
}
