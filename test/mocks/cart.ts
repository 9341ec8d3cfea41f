import type { Cart, CartEntry } from '../../src/api/cart';
import type { FormDefinition } from '../../src/forms/definition';
import type { Product } from '../../src/product/product';
import { variantPrices } from '../../src/format/price';
import { moneyToMinor } from '../../src/format/money';

/** An empty cart as the platform sends it. */
export function emptyCart(overrides: Partial<Cart> = {}): Cart {
  return {
    id: 'cart-1',
    websiteId: 'demo-site',
    orderId: null,
    created: 1_700_000_000_000,
    isPurchased: false,
    entries: [],
    subtotalCents: 0,
    taxCents: 0,
    shippingCostCents: 0,
    discountCents: 0,
    grandTotalCents: 0,
    totalQuantity: 0,
    hasDigital: false,
    purelyDigital: false,
    requiresShipping: false,
    ...overrides,
  };
}

/** A cart holding `count` items worth `subtotalCents` in total, in one entry. */
export function cartWith(count: number, subtotalCents: number): Cart {
  const entry: CartEntry = {
    id: 'entry-1',
    itemId: 'item-1',
    quantity: count,
    chosenVariant: { sku: 'SKU-1', attributes: {} },
    title: 'Canvas Tote',
    subTotal: subtotalCents,
    purchasePriceCents: count > 0 ? Math.round(subtotalCents / count) : 0,
    formSubmission: [],
  };
  return emptyCart({
    entries: count > 0 ? [entry] : [],
    totalQuantity: count,
    subtotalCents,
    grandTotalCents: subtotalCents,
  });
}

/** Adds a line for a product variant to a cart, as the platform would (merging the same sku). */
export function addLine(cart: Cart, product: Product, sku: string, quantity: number): { cart: Cart; entry: CartEntry } {
  const variant = product.structuredContent.variants.find((candidate) => candidate.sku === sku);
  const prices = variantPrices(variant, product, 'USD');
  const unit = prices.onSale && prices.salePrice ? prices.salePrice : prices.price;
  const unitCents = unit ? Number(moneyToMinor(unit)) : 0;
  const existing = cart.entries.find((entry) => entry.itemId === product.id && entry.chosenVariant.sku === sku);
  const entry: CartEntry = existing
    ? { ...existing, quantity: existing.quantity + quantity, subTotal: (existing.quantity + quantity) * unitCents }
    : {
        id: `entry-${cart.entries.length + 1}`,
        itemId: product.id,
        quantity,
        chosenVariant: { sku, attributes: variant?.attributes ?? {} },
        title: product.title,
        subTotal: quantity * unitCents,
        purchasePriceCents: unitCents,
        formSubmission: [],
      };
  const entries = existing ? cart.entries.map((line) => (line === existing ? entry : line)) : [...cart.entries, entry];
  const subtotalCents = entries.reduce((sum, line) => sum + line.subTotal, 0);
  return {
    entry,
    cart: {
      ...cart,
      entries,
      subtotalCents,
      grandTotalCents: subtotalCents,
      totalQuantity: entries.reduce((sum, line) => sum + line.quantity, 0),
    },
  };
}

/** The Camp Mug's custom form: a required engraving and an optional gift note. */
export const MUG_FORM: FormDefinition = {
  id: 'form-mug',
  captcha: false,
  disableValidation: false,
  fields: [
    { id: 'text', type: 'text', title: 'Engraving', required: true, options: [], questions: [] },
    { id: 'note', type: 'textarea', title: 'Gift note', required: false, options: [], questions: [] },
  ],
};

/** A cart entry: two navy Canvas Totes unless overridden. */
export function cartEntry(overrides: Partial<CartEntry> = {}): CartEntry {
  return {
    id: 'e1',
    itemId: 'tote',
    quantity: 2,
    chosenVariant: { sku: 'TOTE-NAVY', attributes: { Colour: 'Navy' } },
    title: 'Canvas Tote',
    subTotal: 5000,
    purchasePriceCents: 2500,
    fullUrl: '/shop/p/canvas-tote',
    imageUrl: '/assets/products/tote.svg',
    formSubmission: [],
    ...overrides,
  };
}

/** A Camp Mug entry whose engraving form (`MUG_FORM`) was answered. */
export const mugEntry = (): CartEntry =>
  cartEntry({
    id: 'e2',
    itemId: 'mug',
    quantity: 1,
    chosenVariant: { sku: 'MUG-1', attributes: {} },
    title: 'Camp Mug',
    subTotal: 2800,
    purchasePriceCents: 2800,
    additionalFields: JSON.stringify({ text: 'For Sam', note: '' }),
    additionalFieldsFormId: 'form-mug',
    formSubmission: [
      { type: 'text', rawTitle: 'Engraving', value: 'For Sam', values: ['For Sam'] },
      { type: 'textarea', rawTitle: 'Gift note', value: '', values: [] },
    ],
  });

/** A cart of these entries with totals the way the dev platform adds them up (8% tax, $6 shipping). */
export function cartOf(entries: CartEntry[]): Cart {
  const subtotalCents = entries.reduce((sum, line) => sum + line.subTotal, 0);
  const taxCents = Math.round(subtotalCents * 0.08);
  const shippingCostCents = entries.length > 0 ? 600 : 0;
  return emptyCart({
    entries,
    subtotalCents,
    taxCents,
    shippingCostCents,
    grandTotalCents: subtotalCents + taxCents + shippingCostCents,
    totalQuantity: entries.reduce((sum, line) => sum + line.quantity, 0),
    requiresShipping: entries.length > 0,
  });
}
