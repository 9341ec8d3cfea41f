import { reportProblem } from '../../src/lib/schemas';
import { parseProduct, type Product } from '../../src/product/product';
import { askAgainWithin, provideContext } from '../../src/runtime/context';
import { productContext } from '../../src/runtime/element';
import { startStorefront } from '../../src/runtime/start';
import {
  createProductScope,
  PRODUCT_PAGE_TYPES,
  productShown,
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

/**
 * The scopes of `shared` products on the page, by page type and product id, with the shared
 * elements that hold each: a template's formatters write one `<sq-product shared>` around each
 * element they write alone (or one around a block's elements: product-scope-open), and the picker
 * in one must still drive the price and the button in the others.
 */
const sharedScopes = new Map<string, { scope: ProductScope; members: Set<Element> }>();

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
  /** Whether the page's one product observer follows this element's children. */
  #observed = false;
  /** The `shared` key this element holds a scope under, while connected. */
  #sharedKey: string | null = null;
  /** The script whose text the observer follows for this element. */
  #watched: Element | null = null;

  /**
   * One observer for every `<sq-product>` of the page (not two per element): a product's own
   * children (a script put in or taken out) and its script's text. Records for a script the
   * element no longer reads are ignored (an observer cannot let go of one node alone).
   */
  static #observer: MutationObserver | null = null;
  static #scriptOwners = new WeakMap<Node, SqProductElement>();

  static #observe(): MutationObserver {
    SqProductElement.#observer ??= new MutationObserver((records) => {
      const changed = new Map<SqProductElement, boolean>();
      for (const record of records) {
        if (record.target instanceof SqProductElement) {
          if (!changed.has(record.target)) changed.set(record.target, false);
          continue;
        }
        let node: Node | null = record.target;
        while (node && !SqProductElement.#scriptOwners.has(node)) node = node.parentNode;
        const owner = node && SqProductElement.#scriptOwners.get(node);
        if (owner && owner.#watched === node) changed.set(owner, true);
      }
      for (const [element, textChanged] of changed) {
        // One product's failure leaves the others' updates standing (it is still thrown, apart).
        try {
          element.#update(textChanged);
        } catch (error) {
          queueMicrotask(() => {
            throw error;
          });
        }
      }
    });
    return SqProductElement.#observer;
  }

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

  /** Reflects `shared`. */
  get shared(): boolean {
    return this.hasAttribute('shared');
  }

  set shared(value: boolean) {
    this.toggleAttribute('shared', value);
  }

  connectedCallback() {
    this.#update(false);
    if (!this.#observed) {
      this.#observed = true;
      SqProductElement.#observe().observe(this, { childList: true });
    }
    this.#stop ??= provideContext(this, productContext, () => this.scope);
  }

  disconnectedCallback() {
    this.#leave();
  }

  attributeChangedCallback() {
    this.#scope?.$pageType.set(readPageType(this));
  }

  /**
   * A `shared` element's first product joins the scope another shared element of the same page
   * type and product id holds (true: that scope keeps its product and the visitor's choices), or
   * offers its own to those that come later. A changed JSON later replaces the shared product.
   */
  #join(product: Product): boolean {
    if (!this.hasAttribute('shared') || !this.isConnected) return false;
    const key = `${readPageType(this)}:${product.id}`;
    if (this.#sharedKey === key) return false;
    this.#leave();
    const entry = sharedScopes.get(key);
    this.#sharedKey = key;
    if (entry && entry.scope !== this.#scope) {
      this.#scope = entry.scope;
      entry.members.add(this);
      return true;
    }
    if (entry) entry.members.add(this);
    else sharedScopes.set(key, { scope: this.scope, members: new Set([this]) });
    return false;
  }

  /** Leaves the shared scope (removed from the page); the last to leave forgets it. */
  #leave() {
    const key = this.#sharedKey;
    if (key === null) return;
    this.#sharedKey = null;
    const entry = sharedScopes.get(key);
    if (!entry) return;
    entry.members.delete(this);
    if (entry.members.size === 0) sharedScopes.delete(key);
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
      const joined = !changed && product !== null && this.#join(product);
      if (!joined) setProduct(this.scope, product);
      // Its elements were given the scope it had before (connected without its JSON): they ask
      // again, and get the shared one.
      else askAgainWithin(this);
      if (product && !joined) productShown(product, readPageType(this));
    }
    if (this.#sharedKey === null && this.hasAttribute('shared') && this.product) this.#join(this.product);
    if (script !== this.#watched) {
      this.#watched = script;
      if (script) {
        SqProductElement.#scriptOwners.set(script, this);
        SqProductElement.#observe().observe(script, { childList: true, characterData: true, subtree: true });
      }
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
