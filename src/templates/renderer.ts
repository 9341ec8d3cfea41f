import { createTemplateRenderer, type TemplateRendererOptions } from './engine';
import { COMMERCE_FORMATTERS } from './commerce';
import { ELEMENT_FORMATTERS } from './storefront';

/**
 * A renderer whose commerce formatters (`add-to-cart-btn`, `product-price`, …) emit our elements,
 * with `element` and `page-context` besides; `options.formatters` still win over all of them.
 */
export function createStorefrontRenderer(options: TemplateRendererOptions = {}) {
  return createTemplateRenderer({
    ...options,
    formatters: { ...COMMERCE_FORMATTERS, ...ELEMENT_FORMATTERS, ...options.formatters },
  });
}
