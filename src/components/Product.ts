import { productScopeFor, readPageType } from '../context/product-context';
import type { ProductPageType } from '../../stores/product';
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

  /** Where the product stands on the page. */
  get pageType(): ProductPageType {
    return readPageType(this);
  }

  set pageType(value: ProductPageType) {
    this.setAttribute('page-type', value);
  }
}

/** Defines `<sq-product>` unless a tag of that name exists already. */
export function defineProductElement(registry: CustomElementRegistry = customElements): typeof SqProductElement {
  const existing = registry.get('sq-product');
  if (existing) return existing as typeof SqProductElement;
  registry.define('sq-product', SqProductElement);
  return SqProductElement;
}
