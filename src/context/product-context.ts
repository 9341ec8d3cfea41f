import * as v from 'valibot';
import { createProductScope, PRODUCT_PAGE_TYPES, type ProductPageType, type ProductScope } from '../../stores/product';
import { describeIssues, reportProblem } from '../lib/schemas';
import { ProductSchema, type Product } from '../product/product';

/** The tag of the element that scopes one product. */
export const PRODUCT_TAG = 'sq-product';

const scopes = new WeakMap<Element, ProductScope>();

/** The page type an `<sq-product>` declares; `pdp` when absent or unknown. */
export function readPageType(element: Element): ProductPageType {
  const value = element.getAttribute('page-type');
  return PRODUCT_PAGE_TYPES.find((type) => type === value) ?? 'pdp';
}

function productScript(element: Element): HTMLScriptElement | null {
  return element.querySelector(':scope > script[type="application/json"]');
}

/** Parses the product JSON of an `<sq-product>`; null, with one console error, when it is missing or malformed. */
export function readProduct(element: Element): Product | null {
  const script = productScript(element);
  if (!script) return null;
  let json: unknown;
  try {
    json = JSON.parse(script.textContent ?? '');
  } catch {
    reportProblem('<sq-product> holds product JSON that does not parse.', element);
    return null;
  }
  const result = v.safeParse(ProductSchema, json);
  if (result.success) return result.output;
  reportProblem(
    `<sq-product> holds a product of the wrong shape (${describeIssues(result.issues)}).`,
    element,
  );
  return null;
}

/** The product scope of the `<sq-product>` around an element (or the element itself); null outside any. */
export function productScopeFor(host: Element): ProductScope | null {
  const element = host.closest(PRODUCT_TAG);
  if (!element) return null;
  let scope = scopes.get(element);
  if (!scope) {
    const created = createProductScope(readProduct(element), readPageType(element));
    scopes.set(element, created);
    watchProduct(element, created);
    scope = created;
  }
  return scope;
}

/** Follows later changes: a product script inserted or replaced, the page type changed. */
function watchProduct(element: Element, scope: ProductScope): void {
  let script = productScript(element);
  new MutationObserver(() => {
    scope.setPageType(readPageType(element));
    const current = productScript(element);
    if (current !== script) {
      script = current;
      scope.setProduct(readProduct(element));
    }
  }).observe(element, { attributes: true, attributeFilter: ['page-type'], childList: true });
}
