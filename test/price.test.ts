// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { priceDisplay, variantPrices } from '../src/format/price';
import { ProductType } from '../src/product/product';
import {
  changeVariants,
  makeDigital,
  makeProduct,
  makeService,
  makeShirt,
  makeSingleVariant,
  makeVariant,
} from './factories/product';

/** The demo Canvas Tote priced in minor units only (1800, no priceMoney): read in the store currency. */
function toteInMinorUnits() {
  return changeVariants(makeSingleVariant(), () => ({ priceMoney: undefined, salePriceMoney: undefined }));
}

describe('price', () => {
  describe('variantPrices', () => {
    it('prefers priceMoney over the minor-unit price', () => {
      const variant = makeVariant({ price: 1000, priceMoney: { value: '12.34', currency: 'EUR' } });
      const prices = variantPrices(variant, makeProduct({ structuredContent: { variants: [variant] } }), 'USD');
      expect(prices.price).toEqual({ amount: '12.34', currency: 'EUR' });
    });

    it('reads the minor-unit price in the store currency', () => {
      const variant = makeVariant({ price: 1999 });
      const prices = variantPrices(variant, makeProduct({ structuredContent: { variants: [variant] } }), 'GBP');
      expect(prices).toEqual({ price: { amount: '19.99', currency: 'GBP' }, salePrice: null, onSale: false });
    });

    it('reads JPY minor units as whole yen', () => {
      const variant = makeVariant({ price: 1999 });
      const prices = variantPrices(variant, makeProduct({ structuredContent: { variants: [variant] } }), 'JPY');
      expect(prices.price).toEqual({ amount: '1999', currency: 'JPY' });
    });

    it('reads sale prices from salePriceMoney or salePrice', () => {
      const fromJson = makeVariant({ onSale: true, salePriceMoney: { decimalValue: '9.5', currencyCode: 'USD' } });
      const fromMinor = makeVariant({ onSale: true, salePrice: 950 });
      const product = makeProduct({ structuredContent: { variants: [fromJson, fromMinor] } });
      expect(variantPrices(fromJson, product, 'USD').salePrice).toEqual({ amount: '9.50', currency: 'USD' });
      expect(variantPrices(fromMinor, product, 'USD').salePrice).toEqual({ amount: '9.50', currency: 'USD' });
      expect(variantPrices(fromMinor, product, 'USD').onSale).toBe(true);
    });

    it('falls back to the minor-unit price when priceMoney is unusable', () => {
      const variant = makeVariant({ price: 500, priceMoney: { value: 'abc', currency: 'USD' } });
      const product = makeProduct({ structuredContent: { variants: [variant] } });
      expect(variantPrices(variant, product, 'USD').price).toEqual({ amount: '5.00', currency: 'USD' });
    });

    it('is not on sale when the sale flag has no usable sale price', () => {
      const variant = makeVariant({ onSale: true });
      const product = makeProduct({ structuredContent: { variants: [variant] } });
      expect(variantPrices(variant, product, 'USD').onSale).toBe(false);
    });

    it('gives no price for an unknown store currency', () => {
      const variant = makeVariant({ price: 1999 });
      const product = makeProduct({ structuredContent: { variants: [variant] } });
      expect(variantPrices(variant, product, 'XYZ').price).toBeNull();
    });

    it('uses the digital product’s own prices when its variant has none', () => {
      const product = makeDigital({
        structuredContent: {
          priceMoney: { value: '9.00', currency: 'USD' },
          salePriceMoney: { value: '4.50', currency: 'USD' },
          onSale: true,
        },
      });
      expect(variantPrices(product.structuredContent.variants[0], product, 'USD')).toEqual({
        price: { amount: '9.00', currency: 'USD' },
        salePrice: { amount: '4.50', currency: 'USD' },
        onSale: true,
      });
    });

    it('keeps a digital variant’s own price when it has one', () => {
      const variant = makeVariant({ price: 1200 });
      const product = makeDigital({ structuredContent: { variants: [variant] } });
      expect(variantPrices(variant, product, 'USD').price).toEqual({ amount: '12.00', currency: 'USD' });
    });

    it('does not borrow product prices for physical products', () => {
      const variant = makeVariant({ price: undefined });
      const product = makeProduct({
        structuredContent: { variants: [variant], priceMoney: { value: '9.00', currency: 'USD' } },
      });
      expect(variantPrices(variant, product, 'USD').price).toBeNull();
    });
  });

  describe('priceDisplay', () => {
    it('shows a single price for the chosen variant', () => {
      const product = makeShirt();
      const variant = product.structuredContent.variants[0];
      expect(priceDisplay(product, variant, 'USD', 'en-US')).toEqual({ kind: 'single', price: '$48.00' });
    });

    it('shows the sale and original price for a chosen variant on sale', () => {
      const variant = makeVariant({ price: 2500, salePrice: 1999, onSale: true });
      const product = makeProduct({ structuredContent: { variants: [variant, makeVariant()] } });
      expect(priceDisplay(product, variant, 'USD', 'en-US')).toEqual({
        kind: 'sale',
        salePrice: '$19.99',
        originalPrice: '$25.00',
      });
    });

    it('shows the only variant’s price when none is chosen', () => {
      expect(priceDisplay(makeSingleVariant(), undefined, 'USD', 'en-US')).toEqual({
        kind: 'single',
        price: '$18.00',
      });
    });

    it('shows the shared price when every variant costs the same', () => {
      expect(priceDisplay(makeShirt(), undefined, 'USD', 'en-US')).toEqual({ kind: 'single', price: '$48.00' });
    });

    it('shows the sale form when every variant is on sale at the same prices', () => {
      const product = makeProduct({
        structuredContent: {
          variants: [
            makeVariant({ price: 2000, salePrice: 1500, onSale: true }),
            makeVariant({ price: 2000, salePrice: 1500, onSale: true }),
          ],
        },
      });
      expect(priceDisplay(product, undefined, 'USD', 'en-US')).toEqual({
        kind: 'sale',
        salePrice: '$15.00',
        originalPrice: '$20.00',
      });
    });

    it('shows a single price when variants pay the same but only some are on sale', () => {
      const product = makeProduct({
        structuredContent: {
          variants: [makeVariant({ price: 1500 }), makeVariant({ price: 2000, salePrice: 1500, onSale: true })],
        },
      });
      expect(priceDisplay(product, undefined, 'USD', 'en-US')).toEqual({ kind: 'single', price: '$15.00' });
    });

    it('shows "from" the lowest price when variants differ', () => {
      const product = makeProduct({
        structuredContent: {
          variants: [makeVariant({ price: 3000 }), makeVariant({ price: 1250 }), makeVariant({ price: 2000 })],
        },
      });
      expect(priceDisplay(product, undefined, 'USD', 'en-US')).toEqual({ kind: 'from', fromPrice: '$12.50' });
    });

    it('takes the sale price as the effective price for "from"', () => {
      const product = makeProduct({
        structuredContent: {
          variants: [makeVariant({ price: 1500 }), makeVariant({ price: 3000, salePrice: 1000, onSale: true })],
        },
      });
      expect(priceDisplay(product, undefined, 'USD', 'en-US')).toEqual({ kind: 'from', fromPrice: '$10.00' });
    });

    it('ignores a sale price whose variant is not on sale', () => {
      const product = makeProduct({
        structuredContent: {
          variants: [makeVariant({ price: 1500 }), makeVariant({ price: 3000, salePrice: 100 })],
        },
      });
      expect(priceDisplay(product, undefined, 'USD', 'en-US')).toEqual({ kind: 'from', fromPrice: '$15.00' });
    });

    it('skips unpriced variants when finding the lowest price', () => {
      const product = makeProduct({
        structuredContent: {
          variants: [makeVariant({ price: undefined }), makeVariant({ price: 800 }), makeVariant({ price: 900 })],
        },
      });
      expect(priceDisplay(product, undefined, 'USD', 'en-US')).toEqual({ kind: 'from', fromPrice: '$8.00' });
    });

    it('compares prices exactly beyond float precision', () => {
      const product = makeProduct({
        structuredContent: {
          variants: [
            makeVariant({ priceMoney: { value: '999999999999999.99', currency: 'USD' } }),
            makeVariant({ priceMoney: { value: '999999999999999.98', currency: 'USD' } }),
          ],
        },
      });
      expect(priceDisplay(product, undefined, 'USD', 'en-US')).toEqual({
        kind: 'from',
        fromPrice: '$999,999,999,999,999.98',
      });
    });

    it('is unavailable when no variant has a usable price', () => {
      const product = makeProduct({
        structuredContent: {
          variants: [
            makeVariant({ price: undefined }),
            makeVariant({ priceMoney: { value: '<b>1</b>' }, price: undefined }),
          ],
        },
      });
      expect(priceDisplay(product, undefined, 'USD', 'en-US')).toEqual({ kind: 'unavailable' });
    });

    it('is unavailable for a chosen variant without a price', () => {
      const variant = makeVariant({ price: undefined });
      const product = makeProduct({ structuredContent: { variants: [variant, makeVariant()] } });
      expect(priceDisplay(product, variant, 'USD', 'en-US')).toEqual({ kind: 'unavailable' });
    });

    it('is unavailable for a product without variants or prices', () => {
      expect(priceDisplay(makeProduct({ structuredContent: { variants: [] } }), undefined, 'USD')).toEqual({
        kind: 'unavailable',
      });
    });

    it('is unavailable when the store currency is unknown', () => {
      expect(priceDisplay(toteInMinorUnits(), undefined, 'XYZ', 'en-US')).toEqual({ kind: 'unavailable' });
    });

    it('shows a digital product’s own price', () => {
      expect(priceDisplay(makeDigital(), undefined, 'USD', 'en-US')).toEqual({ kind: 'single', price: '$12.00' });
    });

    it('shows a digital product on sale with both prices', () => {
      const product = makeDigital({
        structuredContent: { salePriceMoney: { value: '4.5', currency: 'USD' }, onSale: true },
      });
      expect(priceDisplay(product, undefined, 'USD', 'en-US')).toEqual({
        kind: 'sale',
        salePrice: '$4.50',
        originalPrice: '$12.00',
      });
    });

    it('shows a digital product without variants from its own price', () => {
      const product = makeDigital({ structuredContent: { variants: [] } });
      expect(priceDisplay(product, undefined, 'USD', 'en-US')).toEqual({ kind: 'single', price: '$12.00' });
    });

    it('shows a service’s price', () => {
      const service = makeService();
      expect(priceDisplay(service, service.structuredContent.variants[1], 'USD', 'en-US')).toEqual({
        kind: 'single',
        price: '$110.00',
      });
      expect(priceDisplay(service, undefined, 'USD', 'en-US')).toEqual({ kind: 'from', fromPrice: '$60.00' });
    });

    it('shows a gift card’s denominations as "from" the lowest', () => {
      const giftCard = makeProduct({
        structuredContent: {
          productType: ProductType.GiftCard,
          variants: [makeVariant({ price: 5000 }), makeVariant({ price: 2500 }), makeVariant({ price: 10000 })],
        },
      });
      expect(priceDisplay(giftCard, undefined, 'USD', 'en-US')).toEqual({ kind: 'from', fromPrice: '$25.00' });
    });

    it('formats JPY prices without decimals', () => {
      expect(priceDisplay(toteInMinorUnits(), undefined, 'JPY', 'en-US')).toEqual({ kind: 'single', price: '¥1,800' });
    });

    it('formats with the given locale, accepting an underscore', () => {
      expect(priceDisplay(toteInMinorUnits(), undefined, 'EUR', 'de_DE')).toEqual({
        kind: 'single',
        price: '18,00\u00a0€',
      });
    });

    it('falls back to en-US for an invalid locale', () => {
      expect(priceDisplay(makeSingleVariant(), undefined, 'USD', '<script>')).toEqual({
        kind: 'single',
        price: '$18.00',
      });
    });
  });
});
