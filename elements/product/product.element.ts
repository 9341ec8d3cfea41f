import { trackProductView } from '../../src/analytics/commerce-events';
import { reportProblem } from '../../src/lib/schemas';
import { $pageContext } from '../../stores/page-context';
import { parseProduct, type Product } from '../../src/product/product';
import { provideContext } from '../../src/runtime/context';
import { productContext } from '../../src/runtime/element';
import { startStorefront } from '../../src/runtime/start';
import {
  createProductScope,
  PRODUCT_PAGE_TYPES,
  setProduct,
  type ProductPageType,
  type ProductScope,
} from '../../stores/product';
import { meta as productMeta } from './product.meta';

/** The page type an `<sq-product>` declares; `pdp` when absent or unknown. */
export function readPageType(element: Element): ProductPageType {
  const value = element.getAttribute('page-type');
  return PRODUCT_PAGE_TYPES.find((type) => type === value) ?? 'pdp';
}

/** Parses product JSON text; null, with one console error naming the element, when it is malformed. */
export function readProduct(text: string, element?: Element): Product | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    reportProblem('<sq-product> holds product JSON that does not parse.', element);
    return null;
  }
  return parseProduct(json, '<sq-product> holds', element);
}

function productScript(element: Element): HTMLScriptElement | null {
  return element.querySelector(':scope > script[type="application/json"]');
}

/**
 * `<sq-product>`: a plain element (not React), so its server-rendered content stays. It owns the
 * scope of one product (product, page type, the visitor's choices, the purchase under way), reads
 * and validates its JSON once when connected (and again only when that JSON changes), and hands
 * the scope to the elements inside it through the context protocol. (On a server, where there is
 * no HTMLElement, the module still loads: server rendering reads the registry.)
 */
export class SqProductElement extends (globalThis.HTMLElement ?? (Object as unknown as typeof HTMLElement)) {
  static get observedAttributes() {
    return ['page-type'];
  }

  #scope: ProductScope | null = null;
  /** The script whose JSON the scope holds (undefined before the first read). */
  #read: Element | null | undefined = undefined;
  // Set once the scope is provided (the provider lives as long as the element); never called.
  // eslint-disable-next-line no-unused-private-class-members
  #stop: (() => void) | null = null;
  #own: MutationObserver | null = null;
  #inner: MutationObserver | null = null;
  #watched: Element | null = null;

  /** The scope of this product, created on first use. */
  get scope(): ProductScope {
    this.#scope ??= createProductScope(null, readPageType(this));
    return this.#scope;
  }

  /** The validated product, or null when its JSON is missing or malformed. */
  get product(): Product | null {
    return this.scope.$product.get();
  }

  /** Reflects `page-type`. */
  get pageType(): ProductPageType {
    return readPageType(this);
  }

  set pageType(value: ProductPageType) {
    this.setAttribute('page-type', value);
  }

  connectedCallback() {
    this.#update(false);
    this.#own ??= new MutationObserver(() => this.#update(false));
    this.#own.observe(this, { childList: true });
    this.#stop ??= provideContext(this, productContext, () => this.scope);
  }

  attributeChangedCallback() {
    this.#scope?.$pageType.set(readPageType(this));
  }

  /**
   * Reads the product JSON when its script is new (or `changed`), and follows that script's text.
   * The observers stay while the element lives, so a move keeps them and a change made while it
   * was out of the page is still seen.
   */
  #update(changed: boolean) {
    const script = productScript(this);
    if (changed || script !== this.#read) {
      this.#read = script;
      const product = script ? readProduct(script.textContent ?? '', this) : null;
      setProduct(this.scope, product);
      if (product) {
        const context = $pageContext.get();
        trackProductView(
          product,
          readPageType(this),
          context.storeSettings.selectedCurrency,
          context.collection?.id ?? '',
        );
      }
    }
    if (script !== this.#watched) {
      this.#inner ??= new MutationObserver(() => this.#update(true));
      this.#inner.disconnect();
      this.#watched = script;
      if (script) this.#inner.observe(script, { childList: true, characterData: true, subtree: true });
    }
  }
}

/** Defines `<sq-product>` unless a tag of that name exists already. */
export function define(): typeof SqProductElement {
  startStorefront(document);
  const existing = customElements.get(productMeta.tag);
  if (existing) return existing as typeof SqProductElement;
  customElements.define(productMeta.tag, SqProductElement);
  return SqProductElement;
}

/** The element's tag and attributes. */
export { productMeta as meta };
