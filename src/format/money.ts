import type { MoneyJson } from '../product/product';

import { isCurrencyCode, type CurrencyCode } from './currencies';

export { CURRENCIES, isCurrencyCode, type CurrencyCode } from './currencies';

/** The most integer places a money amount may have; a larger one is not shown. */
export const MAX_INTEGER_PLACES = 15;

/** How many formatters `formatMoney` keeps cached, the least recently used dropped first. */
export const FORMATTER_CACHE_LIMIT = 100;

/** The locale used when none is given or the given one is unusable. */
export const DEFAULT_LOCALE = 'en-US';

/** Digits after the decimal point for a currency: 2, or 0 for JPY. */
export function fractionDigits(currency: CurrencyCode): number {
  return currency === 'JPY' ? 0 : 2;
}

/** An exact amount of money: `amount` is a canonical decimal string in major units ("19.99", "1999" for JPY). */
export interface Money {
  readonly amount: string;
  readonly currency: CurrencyCode;
}

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/** Builds a Money from a minor-unit BigInt, or null past the integer-place limit. */
function fromMinorBigInt(minor: bigint, currency: CurrencyCode): Money | null {
  const digits = fractionDigits(currency);
  const negative = minor < 0n;
  const magnitude = (negative ? -minor : minor).toString().padStart(digits + 1, '0');
  const integer = magnitude.slice(0, magnitude.length - digits);
  if (integer.length > MAX_INTEGER_PLACES) return null;
  const fraction = magnitude.slice(magnitude.length - digits);
  const sign = negative ? '-' : '';
  return { amount: digits > 0 ? `${sign}${integer}.${fraction}` : `${sign}${integer}`, currency };
}

/** Rounds a validated decimal string half away from zero to the currency's minor units. */
function decimalToMinor(sign: string, integer: string, fraction: string, digits: number): bigint {
  const kept = fraction.slice(0, digits).padEnd(digits, '0');
  let magnitude = BigInt(integer + kept);
  const next = fraction.charAt(digits);
  if (next !== '' && next >= '5') magnitude += 1n;
  return sign === '-' ? -magnitude : magnitude;
}

/** Parses a major-unit decimal (string or number) into Money, or null when it is not a plain decimal. */
function parseMajor(value: unknown, currency: CurrencyCode): Money | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    // Below 1e-6 String() writes exponent form; such amounts round to zero. At 1e21 and above it
    // does too, and the pattern below refuses them (far past 15 integer places anyway).
    text = Math.abs(value) < 1e-6 ? '0' : String(value);
  } else if (typeof value === 'string') {
    text = value;
  } else {
    return null;
  }
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const [, sign = '', rawInteger = '', fraction = ''] = match;
  const integer = rawInteger.replace(/^0+(?=\d)/, '');
  if (integer.length > MAX_INTEGER_PLACES) return null;
  return fromMinorBigInt(decimalToMinor(sign, integer, fraction, fractionDigits(currency)), currency);
}

/** Reads a currency field: absent means USD, anything else must be a supported code. */
function readCurrency(value: unknown): CurrencyCode | null {
  if (value === undefined || value === null) return 'USD';
  return isCurrencyCode(value) ? value : null;
}

/** Normalises `{ value, currency }` or `{ decimalValue, currencyCode }` (major units) into Money; null when unusable, never throws. */
export function moneyFromJson(json: MoneyJson | unknown): Money | null {
  if (typeof json !== 'object' || json === null) return null;
  const record = json as Record<string, unknown>;
  const [value, code] =
    'value' in record ? [record.value, record.currency] : [record.decimalValue, record.currencyCode];
  const currency = readCurrency(code);
  return currency ? parseMajor(value, currency) : null;
}

/** Money from a whole number of minor units (1999 is 19.99 USD, or 1999 JPY); null when unusable. */
export function moneyFromMinor(minor: number, currency: string = 'USD'): Money | null {
  if (typeof minor !== 'number' || !Number.isInteger(minor)) return null;
  if (!isCurrencyCode(currency)) return null;
  return fromMinorBigInt(BigInt(minor), currency);
}

/** The amount in minor units, exactly. */
export function moneyToMinor(m: Money): bigint {
  return BigInt(m.amount.replace('.', ''));
}

/** The amount in major units as a number, for comparisons against plain numeric limits. */
export function moneyToNumber(m: Money): number {
  return Number(m.amount);
}

/** Scales an amount to two decimals so amounts with different fraction digits compare exactly. */
function toHundredths(m: Money): bigint {
  return moneyToMinor(m) * 10n ** BigInt(2 - fractionDigits(m.currency));
}

/** Compares two amounts exactly: -1, 0 or 1 (the currencies are expected to match). */
export function compareMoney(a: Money, b: Money): -1 | 0 | 1 {
  const x = toHundredths(a);
  const y = toHundredths(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Zero in the given currency (default USD). */
export function zeroMoney(currency: CurrencyCode = 'USD'): Money {
  return fromMinorBigInt(0n, currency) as Money;
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * A number formatter for a locale and options, kept in a least-recently-used cache of
 * FORMATTER_CACHE_LIMIT entries. "en_US" is read as "en-US"; a locale Intl
 * has no data for falls back to the default one (not to the browser's), and a malformed one is
 * the default one.
 */
export function numberFormat(locale: string | undefined, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (formatter) {
    formatters.delete(key);
  } else {
    try {
      formatter = new Intl.NumberFormat([locale?.trim().replace(/_/g, '-') || DEFAULT_LOCALE, DEFAULT_LOCALE], options);
    } catch {
      formatter = new Intl.NumberFormat(DEFAULT_LOCALE, options);
    }
    if (formatters.size >= FORMATTER_CACHE_LIMIT) formatters.delete(formatters.keys().next().value as string);
  }
  formatters.set(key, formatter);
  return formatter;
}

/** The currency formatter for a locale: the currency's fraction digits, always. */
function formatterFor(locale: string | undefined, currency: CurrencyCode): Intl.NumberFormat {
  const digits = fractionDigits(currency);
  return numberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}

/** How many formatters are cached now (never more than FORMATTER_CACHE_LIMIT). */
export function formatterCacheSize(): number {
  return formatters.size;
}

/** Formats money for display ("$19.99", "¥1,999") with the currency's fraction digits, exact for large amounts; locale "en_US" or "en-US", default en-US. */
export function formatMoney(m: Money, locale?: string): string {
  return formatterFor(locale, m.currency).format(m.amount as `${number}`);
}
