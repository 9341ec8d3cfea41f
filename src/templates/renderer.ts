import { createTemplateRenderer, type TemplateRendererOptions } from './engine';
import { COMMERCE_FORMATTERS } from './commerce';
import { ELEMENT_FORMATTERS, finishProductScopes } from './storefront';

/**
 * A renderer whose commerce formatters (`add-to-cart-btn`, `product-price`, …) emit our elements,
 * with `element`, `page-context` and the product scope (`product-scope-open`, `product-scope-close`)
 * besides; `options.formatters` still win over all of them. A product scope a template leaves open
 * is closed at the end of the page, and a problem.
 */
export function createStorefrontRenderer(options: TemplateRendererOptions = {}) {
  return createTemplateRenderer({
    ...options,
    formatters: { ...COMMERCE_FORMATTERS, ...ELEMENT_FORMATTERS, ...options.formatters },
    finish: (ctx) => {
      const own = finishProductScopes(ctx);
      const theirs = options.finish?.(ctx);
      return theirs ? { text: own.text + theirs.text, problems: [...own.problems, ...theirs.problems] } : own;
    },
  });
}
