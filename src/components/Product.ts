import { productScopeFor } from '../context/product-context';
import type { Product } from '../product/product';

/**
 * `<sq-product>`: a plain element (not React) so that its server-rendered children stay;
 * the elements inside it share its product and selection through productScopeFor.
 */
export class SqProductElement extends HTMLElement {
  /** The validated product, or null when its JSON is missing or malformed. */
  get product(): Product | null {
    return productScopeFor(this)?.$product.get() ?? null;
  }

}

/** Defines `<sq-product>` unless a tag of that name exists already. */
export function defineProductElement(): typeof SqProductElement {
  const existing = customElements.get('sq-product');
  if (existing) return existing as typeof SqProductElement;
  customElements.define('sq-product', SqProductElement);
  return SqProductElement;
}
