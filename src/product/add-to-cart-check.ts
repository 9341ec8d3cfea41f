import type { Messages } from '../messages';
import { optionNames, ownValue, type Product } from './product';

/** The error types an add-to-cart press reports. */
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

/** The options of a product the visitor has not chosen yet (none when there is a single variant). */
export function unselectedOptions(product: Product, chosen: Readonly<Record<string, string>>): string[] {
  if (product.structuredContent.variants.length <= 1) return [];
  return optionNames(product).filter((name) => !ownValue(chosen, name));
}
