// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  CURRENCIES,
  FORMATTER_CACHE_LIMIT,
  compareMoney,
  formatMoney,
  formatterCacheSize,
  fractionDigits,
  isCurrencyCode,
  moneyFromJson,
  moneyFromMinor,
  moneyToMinor,
  moneyToNumber,
  zeroMoney,
  type Money,
} from '../src/format/money';

const usd = (amount: string): Money => ({ amount, currency: 'USD' });

describe('money', () => {
  describe('currencies', () => {
    it('lists the 27 currencies a store sells in', () => {
      expect(CURRENCIES).toHaveLength(27);
      expect(new Set(CURRENCIES).size).toBe(27);
      expect(CURRENCIES).toContain('EUR');
      expect(CURRENCIES).toContain('ZAR');
    });

    it('recognises supported codes and rejects everything else', () => {
      expect(isCurrencyCode('USD')).toBe(true);
      expect(isCurrencyCode('JPY')).toBe(true);
      expect(isCurrencyCode('usd')).toBe(false);
      expect(isCurrencyCode('XYZ')).toBe(false);
      expect(isCurrencyCode('')).toBe(false);
      expect(isCurrencyCode(42)).toBe(false);
      expect(isCurrencyCode(null)).toBe(false);
    });

    it('uses two fraction digits for every currency except JPY', () => {
      for (const currency of CURRENCIES) {
        expect(fractionDigits(currency)).toBe(currency === 'JPY' ? 0 : 2);
      }
    });
  });

  describe('moneyFromJson', () => {
    it('reads { value, currency } in major units', () => {
      expect(moneyFromJson({ value: '19.99', currency: 'USD' })).toEqual(usd('19.99'));
    });

    it('reads { decimalValue, currencyCode }', () => {
      expect(moneyFromJson({ decimalValue: '5.5', currencyCode: 'EUR' })).toEqual({
        amount: '5.50',
        currency: 'EUR',
      });
    });

    it('accepts values given as numbers', () => {
      expect(moneyFromJson({ value: 19.99, currency: 'USD' })).toEqual(usd('19.99'));
      expect(moneyFromJson({ value: 7, currency: 'GBP' })).toEqual({ amount: '7.00', currency: 'GBP' });
    });

    it('defaults the currency to USD when it is absent', () => {
      expect(moneyFromJson({ value: '3' })).toEqual(usd('3.00'));
      expect(moneyFromJson({ decimalValue: '3' })).toEqual(usd('3.00'));
    });

    it('reads "1999" JPY as 1,999 yen with no decimals', () => {
      expect(moneyFromJson({ value: '1999', currency: 'JPY' })).toEqual({ amount: '1999', currency: 'JPY' });
    });

    it('pads amounts to the currency fraction digits', () => {
      expect(moneyFromJson({ value: '0', currency: 'USD' })).toEqual(usd('0.00'));
      expect(moneyFromJson({ value: '12.5', currency: 'USD' })).toEqual(usd('12.50'));
    });

    it('keeps negative amounts', () => {
      expect(moneyFromJson({ value: '-5', currency: 'USD' })).toEqual(usd('-5.00'));
    });

    it('drops leading zeros of the integer part', () => {
      expect(moneyFromJson({ value: '0007.10' })).toEqual(usd('7.10'));
    });

    it('rounds extra fraction digits half away from zero', () => {
      expect(moneyFromJson({ value: '1.005' })).toEqual(usd('1.01'));
      expect(moneyFromJson({ value: '1.004999' })).toEqual(usd('1.00'));
      expect(moneyFromJson({ value: '-1.005' })).toEqual(usd('-1.01'));
      expect(moneyFromJson({ value: '2.675' })).toEqual(usd('2.68'));
      expect(moneyFromJson({ value: '0.125' })).toEqual(usd('0.13'));
    });

    it('rounds JPY to whole yen', () => {
      expect(moneyFromJson({ value: '1999.5', currency: 'JPY' })).toEqual({ amount: '2000', currency: 'JPY' });
      expect(moneyFromJson({ value: '1999.49', currency: 'JPY' })).toEqual({ amount: '1999', currency: 'JPY' });
    });

    it('rounds exactly where floating point would not', () => {
      expect(moneyFromJson({ value: '0.285' })).toEqual(usd('0.29'));
      expect(moneyFromJson({ value: '1.015' })).toEqual(usd('1.02'));
    });

    it('never writes negative zero', () => {
      expect(moneyFromJson({ value: '-0.001' })).toEqual(usd('0.00'));
      expect(moneyFromJson({ value: '-0' })).toEqual(usd('0.00'));
    });

    it('accepts 15 integer places and rejects 16', () => {
      expect(moneyFromJson({ value: '999999999999999.99' })).toEqual(usd('999999999999999.99'));
      expect(moneyFromJson({ value: '1000000000000000' })).toBeNull();
      expect(moneyFromJson({ value: '-1000000000000000' })).toBeNull();
    });

    it('rejects an amount that rounds up past 15 integer places', () => {
      expect(moneyFromJson({ value: '999999999999999.995' })).toBeNull();
    });

    it('rejects malformed strings', () => {
      for (const value of [
        'abc',
        '1e5',
        ' 12',
        '12 ',
        '',
        '1.2.3',
        '.5',
        '5.',
        '+5',
        '1,000',
        '0x10',
        'Infinity',
        'NaN',
        '١٢',
      ]) {
        expect(moneyFromJson({ value, currency: 'USD' }), value).toBeNull();
      }
    });

    it('rejects strings with markup', () => {
      expect(moneyFromJson({ value: '<script>alert(1)</script>', currency: 'USD' })).toBeNull();
      expect(moneyFromJson({ value: '19.99<img src=x onerror=alert(1)>', currency: 'USD' })).toBeNull();
      expect(moneyFromJson({ value: '19.99', currency: '<b>USD</b>' })).toBeNull();
    });

    it('rejects non-finite and huge numbers', () => {
      expect(moneyFromJson({ value: Number.NaN })).toBeNull();
      expect(moneyFromJson({ value: Number.POSITIVE_INFINITY })).toBeNull();
      expect(moneyFromJson({ value: Number.NEGATIVE_INFINITY })).toBeNull();
      expect(moneyFromJson({ value: 1e16 })).toBeNull();
      expect(moneyFromJson({ value: Number.MAX_VALUE })).toBeNull();
      expect(moneyFromJson({ value: '9'.repeat(10_000) })).toBeNull();
    });

    it('reads tiny numbers written in exponent form as zero', () => {
      expect(moneyFromJson({ value: 1e-7 })).toEqual(usd('0.00'));
    });

    it('rejects unknown currencies', () => {
      expect(moneyFromJson({ value: '1', currency: 'XYZ' })).toBeNull();
      expect(moneyFromJson({ decimalValue: '1', currencyCode: 'usd' })).toBeNull();
      expect(moneyFromJson({ value: '1', currency: 840 })).toBeNull();
    });

    it('returns null for things that are not money objects', () => {
      for (const json of [null, undefined, 19.99, '19.99', [], {}, { value: null }, { value: {} }, { amount: '1' }]) {
        expect(moneyFromJson(json)).toBeNull();
      }
    });
  });

  describe('moneyFromMinor', () => {
    it('reads minor units as cents', () => {
      expect(moneyFromMinor(1999)).toEqual(usd('19.99'));
      expect(moneyFromMinor(5, 'EUR')).toEqual({ amount: '0.05', currency: 'EUR' });
      expect(moneyFromMinor(0)).toEqual(usd('0.00'));
      expect(moneyFromMinor(-500)).toEqual(usd('-5.00'));
    });

    it('reads JPY minor units as whole yen', () => {
      expect(moneyFromMinor(1999, 'JPY')).toEqual({ amount: '1999', currency: 'JPY' });
    });

    it('rejects non-integers, non-finite values and unknown currencies', () => {
      expect(moneyFromMinor(19.5)).toBeNull();
      expect(moneyFromMinor(Number.NaN)).toBeNull();
      expect(moneyFromMinor(Number.POSITIVE_INFINITY)).toBeNull();
      expect(moneyFromMinor(100, 'XYZ')).toBeNull();
      expect(moneyFromMinor('100' as unknown as number)).toBeNull();
    });

    it('accepts 15 integer places and rejects 16', () => {
      expect(moneyFromMinor(999_999_999_999_999, 'JPY')).toEqual({ amount: '999999999999999', currency: 'JPY' });
      expect(moneyFromMinor(1_000_000_000_000_000, 'JPY')).toBeNull();
      expect(moneyFromMinor(1e17, 'USD')).toBeNull();
      expect(moneyFromMinor(Number.MAX_VALUE)).toBeNull();
    });
  });

  describe('conversions and comparison', () => {
    it('converts to exact minor units', () => {
      expect(moneyToMinor(usd('19.99'))).toBe(1999n);
      expect(moneyToMinor(usd('-5.00'))).toBe(-500n);
      expect(moneyToMinor({ amount: '1999', currency: 'JPY' })).toBe(1999n);
      expect(moneyToMinor(usd('999999999999999.99'))).toBe(99999999999999999n);
    });

    it('converts to a major-unit number', () => {
      expect(moneyToNumber(usd('19.99'))).toBe(19.99);
      expect(moneyToNumber({ amount: '1999', currency: 'JPY' })).toBe(1999);
    });

    it('compares amounts exactly, even beyond float precision', () => {
      expect(compareMoney(usd('1.00'), usd('2.00'))).toBe(-1);
      expect(compareMoney(usd('2.00'), usd('1.00'))).toBe(1);
      expect(compareMoney(usd('-1.00'), usd('0.00'))).toBe(-1);
      expect(compareMoney(usd('3.10'), usd('3.10'))).toBe(0);
      expect(compareMoney(usd('999999999999999.98'), usd('999999999999999.99'))).toBe(-1);
    });

    it('makes zero in USD by default and in any given currency', () => {
      expect(zeroMoney()).toEqual(usd('0.00'));
      expect(zeroMoney('JPY')).toEqual({ amount: '0', currency: 'JPY' });
    });
  });

  describe('formatMoney', () => {
    it('formats US dollars for en-US', () => {
      expect(formatMoney(usd('19.99'), 'en-US')).toBe('$19.99');
    });

    it('formats JPY without decimals', () => {
      expect(formatMoney({ amount: '1999', currency: 'JPY' }, 'en-US')).toBe('¥1,999');
    });

    it('formats the largest amount exactly', () => {
      expect(formatMoney(usd('999999999999999.99'), 'en-US')).toBe('$999,999,999,999,999.99');
    });

    it('formats negative amounts', () => {
      expect(formatMoney(usd('-5.00'), 'en-US')).toBe('-$5.00');
    });

    it('formats every currency without throwing', () => {
      for (const currency of CURRENCIES) {
        const money = moneyFromJson({ value: '1234.5', currency });
        expect(money, currency).not.toBeNull();
        const text = formatMoney(money as Money, 'en-US');
        expect(text, currency).toMatch(currency === 'JPY' ? /1,235/ : /1,234\.50/);
      }
    });

    it('shows two decimals for COP and IDR, as for every currency but JPY, not Intl’s default of none', () => {
      expect(formatMoney({ amount: '1234.50', currency: 'COP' }, 'en-US')).toMatch(/1,234\.50/);
      expect(formatMoney({ amount: '1234.05', currency: 'IDR' }, 'en-US')).toMatch(/1,234\.05/);
    });

    it('accepts locales written with an underscore', () => {
      expect(formatMoney({ amount: '1234.50', currency: 'EUR' }, 'de_DE')).toBe(
        formatMoney({ amount: '1234.50', currency: 'EUR' }, 'de-DE'),
      );
      expect(formatMoney(usd('19.99'), 'en_US')).toBe('$19.99');
    });

    it('uses the locale’s own conventions', () => {
      expect(formatMoney({ amount: '1234.50', currency: 'EUR' }, 'de-DE')).toBe('1.234,50\u00a0€');
    });

    it('falls back to en-US when the locale is missing or invalid', () => {
      expect(formatMoney(usd('19.99'))).toBe('$19.99');
      expect(formatMoney(usd('19.99'), '')).toBe('$19.99');
      expect(formatMoney(usd('19.99'), 'not a locale!')).toBe('$19.99');
      expect(formatMoney(usd('19.99'), '<script>')).toBe('$19.99');
      expect(formatMoney(usd('19.99'), 'xx-YY')).toBe('$19.99');
      expect(formatMoney(usd('19.99'), null as unknown as string)).toBe('$19.99');
    });

    it('keeps at most 100 formatters cached', () => {
      const locales = ['en-US', 'en-GB', 'de-DE', 'fr-FR', 'ja-JP'];
      for (const locale of locales) {
        for (const currency of CURRENCIES) {
          formatMoney({ amount: currency === 'JPY' ? '1' : '1.00', currency }, locale);
          expect(formatterCacheSize()).toBeLessThanOrEqual(FORMATTER_CACHE_LIMIT);
        }
      }
      expect(formatterCacheSize()).toBe(100);
    });

    it('still formats correctly after cached formatters were evicted', () => {
      for (const locale of ['en-US', 'en-GB', 'de-DE', 'fr-FR', 'ja-JP']) {
        for (const currency of CURRENCIES) {
          formatMoney({ amount: currency === 'JPY' ? '1' : '1.00', currency }, locale);
        }
      }
      expect(formatMoney(usd('19.99'), 'en-US')).toBe('$19.99');
    });
  });
});
