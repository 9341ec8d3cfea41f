import { isVariantInStock, tracksStock } from '../format/product-status';
import { formatMessage, type Messages } from '../messages';
import { findVariant, optionNames, ownValue, type Product, type Variant } from './product';

/** The tracked error types of SPEC.md section 8. */
export type TrackedErrorType =
  | 'NO_VARIANT_SELECTED'
  | 'VARIANT_UNAVAILABLE'
  | 'OUT_OF_STOCK'
  | 'QUANTITY_NOT_A_NUMBER'
  | 'SUB_WITH_FORM_FAILURE'
  | 'SUB_QUANTITY_NOT_A_WHOLE_NUMBER'
  | 'SUB_API_FAILURE'
  | 'EXPRESS_CHECKOUT_FAILURE'
  | 'CUSTOM_FORM_RENDER_ERROR'
  | 'CUSTOM_FORM_RENDER_ERROR_OUT_OF_STOCK'
  | 'API_FAILURE';

/** The idle label: the product's custom text, "Subscribe" for subscriptions, else "Add To Cart". */
export function addButtonText(product: Product | null, messages: Messages): string {
  const content = product?.structuredContent;
  if (content?.useCustomAddButtonText && content.customAddButtonText?.trim()) return content.customAddButtonText;
  if (content?.isSubscribable) return messages.subscribe;
  return messages.addToCart;
}

/** "Please select the … option(s)." for the options still to choose, in SPEC.md section 5's three forms. */
export function unselectedOptionsMessage(options: readonly string[], messages: Messages): string {
  if (options.length <= 1) return formatMessage(messages.selectOneOption, { option: options[0] ?? '' });
  if (options.length === 2) {
    return formatMessage(messages.selectTwoOptions, { option1: options[0] ?? '', option2: options[1] ?? '' });
  }
  return formatMessage(messages.selectManyOptions, {
    optionsList: options.slice(0, -1).join(', '),
    lastOption: options[options.length - 1] ?? '',
  });
}

/** The options of a product the visitor has not chosen yet (none when there is a single variant). */
export function unselectedOptions(product: Product, chosen: Readonly<Record<string, string>>): string[] {
  if (product.structuredContent.variants.length <= 1) return [];
  return optionNames(product).filter((name) => !ownValue(chosen, name));
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

/** The quantity bounds of SPEC.md section 5. */
export const QUANTITY_MIN = 1;
/** The quantity bounds of SPEC.md section 5. */
export const QUANTITY_MAX = 9999;

/** Clamps a whole quantity into 1..9999. */
export function clampQuantity(quantity: number): number {
  return Math.min(QUANTITY_MAX, Math.max(QUANTITY_MIN, Math.trunc(quantity)));
}

/**
 * Checks 1 to 4 of SPEC.md section 4, in that order: unselected options, no variant,
 * not in stock (counting what the cart already holds), quantity not a number or not whole.
 */
export function checkAddToCart(
  product: Product,
  chosen: Readonly<Record<string, string>>,
  quantityText: string,
  alreadyInCart: (sku: string) => number,
  messages: Messages,
): CheckSuccess | CheckFailure {
  const unselected = unselectedOptions(product, chosen);
  if (unselected.length > 0) {
    return {
      ok: false,
      type: 'NO_VARIANT_SELECTED',
      message: unselectedOptionsMessage(unselected, messages),
      unselected,
    };
  }
  const variant = findVariant(product, chosen);
  if (!variant) {
    return { ok: false, type: 'VARIANT_UNAVAILABLE', message: messages.variantUnavailable, unselected };
  }
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
    return { ok: false, type: 'QUANTITY_NOT_A_NUMBER', message: messages.quantityNotWhole, unselected };
  }
  return { ok: true, variant, quantity: clampQuantity(quantity) };
}
