/** The 27 currencies a store can sell in. */
export const CURRENCIES = [
  'EUR',
  'USD',
  'AUD',
  'NOK',
  'CAD',
  'NZD',
  'DKK',
  'GBP',
  'HKD',
  'CHF',
  'MXN',
  'SGD',
  'SEK',
  'CZK',
  'ILS',
  'PHP',
  'RUB',
  'PLN',
  'THB',
  'MYR',
  'ARS',
  'BRL',
  'COP',
  'IDR',
  'INR',
  'JPY',
  'ZAR',
] as const;

/** One of the supported currency codes. */
export type CurrencyCode = (typeof CURRENCIES)[number];

const currencySet: ReadonlySet<string> = new Set(CURRENCIES);

/** Whether `x` is one of the supported currency codes. */
export function isCurrencyCode(x: unknown): x is CurrencyCode {
  return typeof x === 'string' && currencySet.has(x);
}
