import { defineProductElement, SqProductElement } from '../src/components/Product';

defineProductElement();

export { SqProductElement };

declare global {
  interface HTMLElementTagNameMap {
    'sq-product': SqProductElement;
  }
}
