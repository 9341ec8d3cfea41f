import { isVariantInStock, tracksStock } from '../format/product-status';
import { formatMessage } from '../messages';
import { unselectedOptions, type TrackedErrorType } from '../product/add-to-cart-check';
import { clampQuantity } from '../lib/quantity';
import { findVariant, ProductType, type Product, type Variant } from '../product/product';
import type { PurchaseMessages } from './messages';

/** "Please select the … option(s)." for the options still to choose, in three forms (one, two, or more names). */
export function unselectedOptionsMessage(options: readonly string[], messages: PurchaseMessages): string {
  if (options.length <= 1) return formatMessage(messages.selectOneOption, { option: options[0] ?? '' });
  if (options.length === 2) {
    return formatMessage(messages.selectTwoOptions, { option1: options[0] ?? '', option2: options[1] ?? '' });
  }
  return formatMessage(messages.selectManyOptions, {
    optionsList: options.slice(0, -1).join(', '),
    lastOption: options[options.length - 1] ?? '',
  });
}

/** A failed check: what to track and what to tell the visitor. */
export interface CheckFailure {
  readonly ok: false;
  readonly type: TrackedErrorType;
  readonly message: string;
  readonly unselected: readonly string[];
}

/** A passed check: the variant and whole quantity to add. */
export interface CheckSuccess {
  readonly ok: true;
  readonly variant: Variant;
  readonly quantity: number;
}

/**
 * The four checks an add-to-cart press runs first, in that order: unselected options (a gift card's
 * denomination), no variant, not in stock (counting what the cart already holds), quantity not a
 * number or not whole.
 */
export function checkAddToCart(
  product: Product,
  chosen: Readonly<Record<string, string>>,
  quantityText: string,
  alreadyInCart: (sku: string) => number,
  messages: PurchaseMessages,
): CheckSuccess | CheckFailure {
  const unselected = unselectedOptions(product, chosen);
  const content = product.structuredContent;
  if (unselected.length > 0) {
    return {
      ok: false,
      type: 'NO_VARIANT_SELECTED',
      message:
        content.productType === ProductType.GiftCard
          ? messages.selectDenomination
          : unselectedOptionsMessage(unselected, messages),
      unselected,
    };
  }
  const variant = findVariant(product, chosen);
  if (!variant) {
    return { ok: false, type: 'VARIANT_UNAVAILABLE', message: messages.variantUnavailable, unselected };
  }
  return checkVariant(product, variant, quantityText, alreadyInCart, messages, unselected);
}

/** A variant as a script names it: its id, its SKU, or its options (`{ Size: "M" }`). */
export type VariantRef = string | Readonly<Record<string, string>>;

/** The product's variant a script names by id, SKU or options; undefined when none matches. */
export function resolveVariant(product: Product, ref: VariantRef): Variant | undefined {
  const variants = product.structuredContent.variants;
  if (typeof ref === 'string')
    return variants.find((variant) => variant.id === ref) ?? variants.find((variant) => variant.sku === ref);
  return findVariant(product, ref);
}

/**
 * Checks 2 to 4 of an add that names its variant (a theme's script): the variant must be one of the
 * product's, in stock counting what the cart holds, and the quantity a whole number. A product
 * known only by its id (no `<sq-product>` on the page holds it) has nothing to check a variant or
 * its stock against: a text is taken as the SKU, and the platform judges the add; the quantity is
 * still checked, as it is sent.
 */
export function checkEntry(
  product: Product,
  ref: VariantRef,
  quantityText: string,
  alreadyInCart: (sku: string) => number,
  messages: PurchaseMessages,
): CheckSuccess | CheckFailure {
  const known = product.structuredContent.variants.length > 0;
  const variant = known
    ? resolveVariant(product, ref)
    : typeof ref === 'string' && ref
      ? unknownVariant(ref)
      : undefined;
  if (!variant) return { ok: false, type: 'VARIANT_UNAVAILABLE', message: messages.variantUnavailable, unselected: [] };
  return checkVariant(product, variant, quantityText, alreadyInCart, messages, []);
}

/** A variant known only by its SKU. */
function unknownVariant(sku: string): Variant {
  return {
    id: '',
    sku,
    attributes: {},
    onSale: false,
    unlimited: true,
    qtyInStock: 0,
    pricingOptions: [],
  };
}

/** Checks 3 and 4 for a resolved variant: in stock (counting what the cart holds), the quantity a whole number. */
function checkVariant(
  product: Product,
  variant: Variant,
  quantityText: string,
  alreadyInCart: (sku: string) => number,
  messages: PurchaseMessages,
  unselected: readonly string[],
): CheckSuccess | CheckFailure {
  const content = product.structuredContent;
  const trimmed = quantityText.trim();
  const quantity = trimmed === '' ? Number.NaN : Number(trimmed);
  const stockQuantity = Number.isInteger(quantity) ? clampQuantity(quantity) : 1;
  if (tracksStock(product) && !isVariantInStock(variant, stockQuantity, alreadyInCart(variant.sku))) {
    return { ok: false, type: 'OUT_OF_STOCK', message: messages.outOfStock, unselected };
  }
  if (!Number.isFinite(quantity)) {
    return { ok: false, type: 'QUANTITY_NOT_A_NUMBER', message: messages.quantityNotANumber, unselected };
  }
  if (!Number.isInteger(quantity)) {
    // The same words for a subscription's quantity, tracked as its own type.
    const type = content.isSubscribable ? 'SUB_QUANTITY_NOT_A_WHOLE_NUMBER' : 'QUANTITY_NOT_A_NUMBER';
    return { ok: false, type, message: messages.quantityNotWhole, unselected };
  }
  return { ok: true, variant, quantity: clampQuantity(quantity) };
}
