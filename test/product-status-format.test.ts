// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import {
  isOnSale,
  isSoldOut,
  isVariantInStock,
  productBadge,
  showsQuantityInput,
  showsVariantPicker,
  totalStock,
} from '../src/format/product-status';
import { parseProduct, ProductType } from '../src/product/product';
import {
  makeDigital,
  makeProduct,
  makeService,
  makeShirt,
  makeSingleVariant,
  makeSoldOut,
  makeVariant,
} from './factories/product';

describe('product status', () => {
  describe('isSoldOut', () => {
    it('is not sold out while a physical variant has stock', () => {
      expect(isSoldOut(makeShirt())).toBe(false);
    });

    it('is sold out when no physical variant has stock', () => {
      expect(isSoldOut(makeSoldOut())).toBe(true);
    });

    it('treats negative stock in the JSON as none (the field is dropped, with one console error)', () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      const json = {
        ...makeProduct(),
        structuredContent: { productType: 1, variants: [{ ...makeVariant(), qtyInStock: -3 }] },
      };
      const product = parseProduct(json, 'test');
      expect(product?.structuredContent.variants[0]?.qtyInStock).toBe(0);
      expect(isSoldOut(product as NonNullable<typeof product>)).toBe(true);
      expect(error).toHaveBeenCalledTimes(1);
      expect(String(error.mock.calls[0]?.[0])).toContain('structuredContent.variants.0.qtyInStock');
    });

    it('is not sold out when a variant is unlimited despite 0 stock', () => {
      const product = makeSoldOut({
        structuredContent: {
          variants: [makeVariant({ qtyInStock: 0 }), makeVariant({ qtyInStock: 0, unlimited: true })],
        },
      });
      expect(isSoldOut(product)).toBe(false);
    });

    it('is sold out when a physical product has no variants at all', () => {
      expect(isSoldOut(makeProduct({ structuredContent: { variants: [] } }))).toBe(true);
    });

    it('is sold out when a service has no stock and no unlimited variant', () => {
      const service = makeService({
        structuredContent: { variants: [makeVariant({ unlimited: false, qtyInStock: 0 })] },
      });
      expect(isSoldOut(service)).toBe(true);
    });

    it('is not sold out for an unlimited service', () => {
      expect(isSoldOut(makeService())).toBe(false);
    });

    it('never counts a digital product as sold out', () => {
      expect(isSoldOut(makeDigital())).toBe(false);
    });

    it('never counts a gift card as sold out', () => {
      const giftCard = makeProduct({
        structuredContent: { productType: ProductType.GiftCard, variants: [makeVariant({ qtyInStock: 0 })] },
      });
      expect(isSoldOut(giftCard)).toBe(false);
    });

    it('counts a paywall product as sold out', () => {
      const paywall = makeProduct({
        structuredContent: { productType: ProductType.Paywall, variants: [makeVariant({ unlimited: true })] },
      });
      expect(isSoldOut(paywall)).toBe(true);
    });

    it('counts an unknown product type as sold out', () => {
      const unknown = makeProduct({
        structuredContent: { productType: 99, variants: [makeVariant({ unlimited: true })] },
      });
      expect(isSoldOut(unknown)).toBe(true);
    });
  });

  describe('isOnSale', () => {
    it('is on sale when any physical variant is on sale', () => {
      const product = makeProduct({
        structuredContent: {
          variants: [makeVariant(), makeVariant({ onSale: true, salePrice: 999 })],
        },
      });
      expect(isOnSale(product)).toBe(true);
    });

    it('is not on sale when no variant is', () => {
      expect(isOnSale(makeShirt())).toBe(false);
    });

    it('is on sale when a service variant is on sale', () => {
      const service = makeService({
        structuredContent: { variants: [makeVariant({ unlimited: true, onSale: true, salePrice: 100 })] },
      });
      expect(isOnSale(service)).toBe(true);
    });

    it('follows the product flag for digital products, not the variants', () => {
      expect(isOnSale(makeDigital({ structuredContent: { onSale: true } }))).toBe(true);
      const variantOnly = makeDigital({
        structuredContent: { onSale: false, variants: [makeVariant({ onSale: true })] },
      });
      expect(isOnSale(variantOnly)).toBe(false);
    });

    it('never puts a gift card on sale', () => {
      const giftCard = makeProduct({
        structuredContent: {
          productType: ProductType.GiftCard,
          onSale: true,
          variants: [makeVariant({ onSale: true })],
        },
      });
      expect(isOnSale(giftCard)).toBe(false);
    });

    it('does not put paywall or unknown types on sale', () => {
      for (const productType of [ProductType.Paywall, 42]) {
        const product = makeProduct({
          structuredContent: { productType, onSale: true, variants: [makeVariant({ onSale: true })] },
        });
        expect(isOnSale(product)).toBe(false);
      }
    });
  });

  describe('productBadge', () => {
    it('shows no badge for an ordinary product in stock', () => {
      expect(productBadge(makeSingleVariant())).toBeNull();
    });

    it('shows "sale" for a product on sale in stock', () => {
      const product = makeSingleVariant({
        structuredContent: { variants: [makeVariant({ onSale: true, salePrice: 1000, qtyInStock: 2 })] },
      });
      expect(productBadge(product)).toBe('sale');
    });

    it('shows "sold-out" for a sold-out product', () => {
      expect(productBadge(makeSoldOut())).toBe('sold-out');
    });

    it('prefers "sold-out" over "sale"', () => {
      const product = makeSoldOut({
        structuredContent: { variants: [makeVariant({ onSale: true, salePrice: 1000, qtyInStock: 0 })] },
      });
      expect(isOnSale(product)).toBe(true);
      expect(productBadge(product)).toBe('sold-out');
    });

    it('shows "sale" for a digital product on sale', () => {
      expect(productBadge(makeDigital({ structuredContent: { onSale: true } }))).toBe('sale');
    });
  });

  describe('totalStock', () => {
    it('sums the stock of every variant', () => {
      expect(totalStock(makeShirt())).toBe(16);
    });

    it('counts negative stock in the JSON as 0', () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const json = {
        ...makeProduct(),
        structuredContent: {
          variants: [
            { ...makeVariant(), qtyInStock: -5 },
            { ...makeVariant(), qtyInStock: 4 },
          ],
        },
      };
      expect(totalStock(parseProduct(json, 'test') as NonNullable<ReturnType<typeof parseProduct>>)).toBe(4);
    });

    it('is unlimited when any variant is unlimited', () => {
      const product = makeProduct({
        structuredContent: { variants: [makeVariant({ qtyInStock: 1 }), makeVariant({ unlimited: true })] },
      });
      expect(totalStock(product)).toBe(Number.MAX_SAFE_INTEGER);
    });

    it('is unlimited for digital products and gift cards', () => {
      expect(totalStock(makeDigital())).toBe(Number.MAX_SAFE_INTEGER);
      const giftCard = makeProduct({
        structuredContent: { productType: ProductType.GiftCard, variants: [makeVariant({ qtyInStock: 0 })] },
      });
      expect(totalStock(giftCard)).toBe(Number.MAX_SAFE_INTEGER);
    });

    it('is 0 for a sold-out product', () => {
      expect(totalStock(makeSoldOut())).toBe(0);
    });

    it('never exceeds the maximum safe integer', () => {
      const product = makeProduct({
        structuredContent: {
          variants: [
            makeVariant({ qtyInStock: Number.MAX_SAFE_INTEGER }),
            makeVariant({ qtyInStock: Number.MAX_SAFE_INTEGER }),
          ],
        },
      });
      expect(totalStock(product)).toBe(Number.MAX_SAFE_INTEGER);
    });
  });

  describe('isVariantInStock', () => {
    it('is in stock when stock covers the quantity', () => {
      expect(isVariantInStock(makeVariant({ qtyInStock: 3 }), 3)).toBe(true);
      expect(isVariantInStock(makeVariant({ qtyInStock: 3 }), 4)).toBe(false);
    });

    it('asks for one by default', () => {
      expect(isVariantInStock(makeVariant({ qtyInStock: 1 }))).toBe(true);
      expect(isVariantInStock(makeVariant({ qtyInStock: 0 }))).toBe(false);
    });

    it('counts what is already in the cart', () => {
      const variant = makeVariant({ qtyInStock: 5 });
      expect(isVariantInStock(variant, 2, 3)).toBe(true);
      expect(isVariantInStock(variant, 3, 3)).toBe(false);
    });

    it('is always in stock when unlimited', () => {
      expect(isVariantInStock(makeVariant({ unlimited: true, qtyInStock: 0 }), 9999, 9999)).toBe(true);
    });
  });

  describe('showsQuantityInput', () => {
    it('shows for a physical product with more than one in stock', () => {
      expect(showsQuantityInput(makeShirt(), { multipleQuantityAllowedForServices: true })).toBe(true);
    });

    it('hides when total stock is 1 or less', () => {
      const one = makeSingleVariant({ structuredContent: { variants: [makeVariant({ qtyInStock: 1 })] } });
      expect(showsQuantityInput(one, { multipleQuantityAllowedForServices: true })).toBe(false);
      expect(showsQuantityInput(makeSoldOut(), { multipleQuantityAllowedForServices: true })).toBe(false);
    });

    it('hides for subscribable products', () => {
      const product = makeShirt({ structuredContent: { isSubscribable: true } });
      expect(showsQuantityInput(product, { multipleQuantityAllowedForServices: true })).toBe(false);
    });

    it('shows for services only when multiple quantity is allowed', () => {
      expect(showsQuantityInput(makeService(), { multipleQuantityAllowedForServices: true })).toBe(true);
      expect(showsQuantityInput(makeService(), { multipleQuantityAllowedForServices: false })).toBe(false);
    });

    it('treats an absent services setting as allowed', () => {
      expect(showsQuantityInput(makeService(), {})).toBe(true);
      expect(showsQuantityInput(makeService())).toBe(true);
    });

    it('hides for digital products, gift cards and other types', () => {
      const settings = { multipleQuantityAllowedForServices: true };
      expect(showsQuantityInput(makeDigital(), settings)).toBe(false);
      for (const productType of [ProductType.GiftCard, ProductType.Paywall, 77]) {
        const product = makeProduct({
          structuredContent: { productType, variants: [makeVariant({ unlimited: true })] },
        });
        expect(showsQuantityInput(product, settings)).toBe(false);
      }
    });
  });

  describe('showsVariantPicker', () => {
    it('shows with more than one variant', () => {
      expect(showsVariantPicker(makeShirt())).toBe(true);
      expect(showsVariantPicker(makeSoldOut())).toBe(true);
    });

    it('hides with one variant or none', () => {
      expect(showsVariantPicker(makeSingleVariant())).toBe(false);
      expect(showsVariantPicker(makeProduct({ structuredContent: { variants: [] } }))).toBe(false);
    });
  });
});
