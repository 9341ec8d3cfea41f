import { ProductStatus } from '../src/components/ProductStatus';
import { productStatusMeta } from '../src/components/product-status.meta';
import { defineElement, type ElementInstance } from '../src/lib/define';

/** `<sq-product-status>`: see the README. */
export const SqProductStatusElement = defineElement(productStatusMeta, ProductStatus);

/** An `<sq-product-status>` element. */
export type SqProductStatusElement = ElementInstance<typeof productStatusMeta>;

declare global {
  interface HTMLElementTagNameMap {
    'sq-product-status': SqProductStatusElement;
  }
}
