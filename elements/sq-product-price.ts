import { ProductPrice } from '../src/components/ProductPrice';
import { productPriceMeta } from '../src/components/product-price.meta';
import { defineElement, type ElementInstance } from '../src/lib/define';

/** `<sq-product-price>`: see the README. */
export const SqProductPriceElement = defineElement(productPriceMeta, ProductPrice);

/** An `<sq-product-price>` element. */
export type SqProductPriceElement = ElementInstance<typeof productPriceMeta>;

declare global {
  interface HTMLElementTagNameMap {
    'sq-product-price': SqProductPriceElement;
  }
}
