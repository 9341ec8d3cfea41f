// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PURCHASE_MESSAGES } from '../src/purchase/messages';
import { checkAddToCart, unselectedOptionsMessage } from '../src/purchase/checks';
import { makeDigital, makeShirt, makeVariant, makeProduct } from './factories/product';

describe('add-to-cart checks', () => {
  it('words one, two and many unselected options: "the Size option", "the Size and Colour options", "the Size, Colour, Fit, and Length options"', () => {
    expect(unselectedOptionsMessage(['Size'], PURCHASE_MESSAGES)).toBe('Please select the Size option.');
    expect(unselectedOptionsMessage(['Size', 'Colour'], PURCHASE_MESSAGES)).toBe(
      'Please select the Size and Colour options.',
    );
    expect(unselectedOptionsMessage(['Size', 'Colour', 'Fit', 'Length'], PURCHASE_MESSAGES)).toBe(
      'Please select the Size, Colour, Fit, and Length options.',
    );
  });

  it('clamps a whole quantity into 1..9999', () => {
    const product = makeProduct({ structuredContent: { variants: [makeVariant({ unlimited: true })] } });
    expect(checkAddToCart(product, {}, '0', () => 0, PURCHASE_MESSAGES)).toMatchObject({ ok: true, quantity: 1 });
    expect(checkAddToCart(product, {}, '99999', () => 0, PURCHASE_MESSAGES)).toMatchObject({
      ok: true,
      quantity: 9999,
    });
  });

  it('never counts a digital product out of stock', () => {
    expect(checkAddToCart(makeDigital(), {}, '3', () => 0, PURCHASE_MESSAGES)).toMatchObject({ ok: true, quantity: 3 });
  });

  it('refuses more than the stock, counting the cart', () => {
    const product = makeShirt();
    const variant = product.structuredContent.variants.find((candidate) => candidate.qtyInStock === 3)!;
    const chosen = variant.attributes;
    expect(checkAddToCart(product, chosen, '3', () => 0, PURCHASE_MESSAGES)).toMatchObject({ ok: true });
    expect(checkAddToCart(product, chosen, '4', () => 0, PURCHASE_MESSAGES)).toMatchObject({
      ok: false,
      type: 'OUT_OF_STOCK',
    });
    expect(checkAddToCart(product, chosen, '1', () => 3, PURCHASE_MESSAGES)).toMatchObject({
      ok: false,
      type: 'OUT_OF_STOCK',
    });
  });

  it('treats a huge or hostile quantity as not a number', () => {
    const product = makeProduct({ structuredContent: { variants: [makeVariant({ unlimited: true })] } });
    expect(checkAddToCart(product, {}, '1e400', () => 0, PURCHASE_MESSAGES)).toMatchObject({
      ok: false,
      type: 'QUANTITY_NOT_A_NUMBER',
      message: 'Quantity must be a number.',
    });
    expect(checkAddToCart(product, {}, '<script>', () => 0, PURCHASE_MESSAGES)).toMatchObject({
      ok: false,
      message: 'Quantity must be a number.',
    });
  });
});
