import r2wc from '@r2wc/core';
import { atom, type ReadableAtom } from 'nanostores';
import type { Cart } from '../api/cart';
import type { PageContext } from '../context/page-context';
import { booleanAttributeValue, parseAttributes, type AttributeProps, type ElementMeta } from '../lib/element-meta';
import type { Product } from '../product/product';
import { $cart } from '../../stores/cart';
import { $pageContext, $sessionStarted } from '../../stores/page-context';
import {
  EMPTY_SELECTION,
  IDLE_PURCHASE,
  type ProductPageType,
  type ProductScope,
  type ProductSelection,
  type PurchaseState,
} from '../../stores/product-state';
import { ASK_AGAIN, createContext, requestContext } from './context';
import { isServerRendered, releaseView, showView, wakeView } from './mount';
import { sleep } from './resume';
import { startStorefront } from './start';
import type { ElementView, Island } from './view';

/** The context key `<sq-product>` answers with its scope: the product's stores, handed to every element inside it. */
export const productContext = createContext<ProductScope>('storefront-elements/product');

/**
 * Everything an element's view may depend on. The client reads it from the stores; the server
 * (src/server/render.tsx) builds it from what the page will hold. Both render the same view from it.
 */
export interface ElementState<M extends ElementMeta = ElementMeta, F = unknown> {
  readonly attributes: AttributeProps<M>;
  /** The page context; its visitor texts come from `resolveMessages(context.messages)` (src/messages.ts). */
  readonly context: PageContext;
  /** The shopper's language (BCP 47). */
  readonly locale: string;
  /** The product of the surrounding `<sq-product>`, or null (none, or its JSON is unusable). */
  readonly product: Product | null;
  readonly pageType: ProductPageType;
  readonly selection: ProductSelection;
  readonly purchase: PurchaseState;
  readonly cart: Cart | null;
  /** Whether the visitor had a session when the page started (how a failed call is explained). */
  readonly sessionStarted: boolean;
  /**
   * The value of the element's own flow store (`spec.flow`: a signup's phase, a list being
   * loaded): null on the server, where no flow has started, and for an element without one.
   */
  readonly flow: F | null;
  /**
   * On the server, the JSON the element will hold in its own child script (a form block's
   * definition); in the browser the element reads its script itself (`adopt`).
   */
  readonly json?: unknown;
}

/**
 * How one element renders: its public description, what it reads, its view, and the one function
 * from a state to the view's props that the server and the client both use.
 */
export interface ElementSpec<
  M extends ElementMeta = ElementMeta,
  P extends object = object,
  A = unknown,
  F = unknown,
  S extends ReadableAtom<F> = ReadableAtom<F>,
> {
  readonly meta: M;
  /** Whether it belongs to the surrounding `<sq-product>` (and follows its scope). */
  readonly product?: boolean;
  /** Whether it follows the visitor's choices for its product (options, quantity, flagged options). */
  readonly selection?: boolean;
  /** Whether it follows its product's page type. */
  readonly pageType?: boolean;
  /** Whether it follows the purchase under way (its product's phase, message and dialog). */
  readonly purchase?: boolean;
  /** Whether it follows the cart (and the changes under way in it). */
  readonly cart?: boolean;
  /**
   * The actions its view calls, bound to its product scope (the empty one outside any
   * `<sq-product>`), host and flow store (when it has one; client only).
   */
  readonly actions?: (scope: ProductScope, host: HTMLElement, flow: S) => A;
  /**
   * The store of its own flow (its phase: a signup sending, a list loading, a dialog's load),
   * changed only by the flow's actions and followed like the product's stores: its value reaches
   * `props` as `state.flow`, so neither the binding nor the view reads a store itself. Asked once
   * per element and product scope (client only), with its actions, which receive it.
   */
  readonly flow?: (scope: ProductScope, host: HTMLElement) => S;
  /**
   * Runs once per element as it comes alive (client only), with its product's scope once it has
   * one: what the page should hear of it once (the census of a rendered button or form, a cart view).
   */
  readonly start?: (host: HTMLElement, scope: ProductScope) => void;
  /**
   * Reads what the server rendered into the host (a JSON script, say), before the element's own
   * markup replaces it: called in the same task as every render request, while it is still there.
   */
  readonly adopt?: (host: HTMLElement) => void;
  /** The view's props for a state; `actions` is null on the server. */
  readonly props: (state: ElementState<M, F>, actions: A | null) => P;
  /**
   * The view: props in, markup out (a function component), loaded when the element must first
   * draw (React comes with it): `() => import('./XView').then((m) => m.XView)`. An element the
   * server rendered never loads it until it wakes (src/runtime/resume.ts).
   */
  readonly view: () => ElementView<P> | Promise<ElementView<P>>;
  /**
   * What to start loading when a visitor reaches for the element while it sleeps (pointer over or
   * down, touch, focus, a key): code its first use needs besides its view (the add-to-cart flow),
   * fetched beside React and the view instead of after them. Its awake view asks for it again on
   * its own (a button's pointer over), which then costs nothing.
   */
  readonly reach?: (host: HTMLElement) => void;
  /** The host's `data-state` for the view's props. */
  readonly hostState?: (props: P) => string;
  /**
   * Whether a server-rendered element must wake as soon as it is defined, for a view with work of
   * its own at start (an autoplay, a load, a kept draft): it is hydrated then, nothing redrawn.
   * Otherwise it sleeps until its props change or a visitor reaches for it.
   */
  readonly awake?: (host: HTMLElement, props: P) => boolean;
  /**
   * Whether the host carries `hidden` for the view's props. `undefined` means "as the page has
   * it": the server renders the host hidden (it takes no space), and in the browser the host keeps
   * what it had, so an element rendered without server markup never gives up the space it held
   * (nothing moves) and one the server hid stays hidden until it shows something.
   */
  readonly hidden?: (props: P) => boolean | undefined;
}

/** An element's view: props in, markup out (src/runtime/view.ts). */
export type { ElementView };

/** Any element spec. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyElementSpec = ElementSpec<any, any, any, any, any>;

/** The shopper's language: the PDP context's, else the page's `lang`, else en-US. */
export function shopperLocale(context: PageContext, pageLang: string | undefined): string {
  return context.pdp?.shopperLanguage || pageLang || 'en-US';
}

/** Stands in for the scope of an element placed outside any `<sq-product>`: no product. */
const NO_SCOPE: ProductScope = {
  $product: atom(null),
  $selection: atom(EMPTY_SELECTION),
  $pageType: atom('pdp'),
  $purchase: atom(IDLE_PURCHASE),
};

/** The stores an element's spec names, and its own flow's store when it has one. */
function followedAtoms(spec: AnyElementSpec, stores: ProductScope, flow: ReadableAtom<unknown> | null) {
  return [
    spec.product && stores.$product,
    spec.selection && stores.$selection,
    spec.pageType && stores.$pageType,
    spec.purchase && stores.$purchase,
    spec.cart && $cart,
    flow,
  ].filter((atom): atom is ReadableAtom<unknown> => Boolean(atom));
}

/**
 * The state the element follows now (what its spec does not name stays at its default): a few
 * reads of the stores, cheap; the props are made from it only when they are needed.
 */
function currentState(
  spec: AnyElementSpec,
  host: HTMLElement,
  stores: ProductScope,
  flow: ReadableAtom<unknown> | null,
): ElementState {
  const context = $pageContext.get();
  return {
    // Read on every render (a few attributes; the element renders again when one changes).
    attributes: parseAttributes(spec.meta, host),
    context,
    locale: shopperLocale(context, host.ownerDocument.documentElement.lang),
    product: spec.product ? stores.$product.get() : null,
    pageType: spec.pageType ? stores.$pageType.get() : 'pdp',
    selection: spec.selection ? stores.$selection.get() : EMPTY_SELECTION,
    purchase: spec.purchase ? stores.$purchase.get() : IDLE_PURCHASE,
    cart: spec.cart ? $cart.get() : null,
    flow: flow ? flow.get() : null,
    sessionStarted: $sessionStarted.get(),
  };
}

/**
 * Whether two states (both made by currentState: the same fields) are the same: the stores' values
 * by identity (a store holds a new value when it changes), the attributes by value (they are read
 * afresh each time).
 */
function sameState(a: ElementState, b: ElementState): boolean {
  return (Object.keys(a) as (keyof ElementState)[]).every((key) =>
    key === 'attributes' ? sameProps(a.attributes, b.attributes) : a[key] === b[key],
  );
}

/**
 * Writes the host's own state for the view's props: `data-state`, and `hidden` where the spec
 * says; only what changed (a page's own mutation observers hear of real changes alone).
 */
function writeHost(spec: AnyElementSpec, host: HTMLElement, props: object): void {
  const dataState = spec.hostState?.(props);
  const hidden = spec.hidden?.(props);
  // getAttribute/setAttribute rather than `dataset`: no DOMStringMap made per host.
  if (dataState !== undefined && host.getAttribute('data-state') !== dataState)
    host.setAttribute('data-state', dataState);
  if (hidden !== undefined && host.hidden !== hidden) host.hidden = hidden;
}

/**
 * Whether two props of a view draw the same: the same values, compared through plain objects and
 * arrays (a product is the same object until its JSON changes); functions (the actions) draw
 * nothing and always match.
 */
export function sameProps(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a === 'function' && typeof b === 'function') return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  return keys.every((key) => Object.hasOwn(right, key) && sameProps(left[key], right[key]));
}

/**
 * What renders each element on the page again: all of them when the page context changes (once,
 * as the library starts), through one subscription for all.
 */
const pageContextFollowers = new Set<() => void>();
let followingPageContext = false;

/** Calls `changed` whenever the page context changes, until it is taken out of the set. */
function followPageContext(changed: () => void): void {
  pageContextFollowers.add(changed);
  if (followingPageContext) return;
  followingPageContext = true;
  $pageContext.listen(() => {
    for (const follower of pageContextFollowers) follower();
  });
}

/** The instance type of a defined element: an HTMLElement with a reflecting property per attribute. */
export type ElementInstance<M extends ElementMeta> = HTMLElement & AttributeProps<M>;

/** The constructor `defineElement` returns. */
export type ElementClass<M extends ElementMeta> = new () => ElementInstance<M>;

/** What an element does as it leaves the page (a symbol: no method of its own on the page's element). */
const LEAVE = Symbol('leave');

/**
 * Defines a custom element for a spec with r2wc, drawn into the light DOM by React when it must
 * (src/runtime/mount.ts: at once without server markup; on waking with it). Attributes follow HTML's rules (see parseAttributes) and every attribute has a
 * reflecting property. Defining a tag that is already defined does nothing and returns the
 * existing class. Defining the first element starts the library (page context, cart).
 */
export function defineElement<M extends ElementMeta, P extends object, A, F, S extends ReadableAtom<F>>(
  spec: ElementSpec<M, P, A, F, S>,
): ElementClass<M> {
  startStorefront(document);
  const existing = customElements.get(spec.meta.tag);
  if (existing) return existing as unknown as ElementClass<M>;
  const names = Object.values(spec.meta.attributes).map((attribute) => attribute.name);
  const started = new WeakSet<HTMLElement>();

  class Element extends (r2wc(
    () => null,
    { props: [] },
    {
      mount: (container) => {
        (container as Element).refresh();
        return container;
      },
      update: (container) => (container as Element).refresh(),
      unmount: (container) => (container as Element)[LEAVE](),
    },
  ) as unknown as { new (): HTMLElement & { connectedCallback(): void; disconnectedCallback(): void } }) {
    static get observedAttributes() {
      return names;
    }
    #scope: ProductScope | null = null;
    /** Its subscriptions to the stores it follows (null while it has none), and their scope. */
    #stops: (() => void)[] | null = null;
    #followedScope: ProductScope | null = null;
    /** Its own flow's store (`spec.flow`), for the scope it follows; null without one. */
    #flow: ReadableAtom<unknown> | null = null;
    /** What renders it again when a store it follows (or the page context) changes. */
    #changed: (() => void) | null = null;
    /** Its actions, and the scope they were made for. */
    #actions: unknown = undefined;
    #actionsScope: ProductScope | null = null;
    /** While it connects: an answer that comes at once is rendered by the connection itself. */
    #connecting = false;
    /**
     * How it draws: `asleep` while its host still holds the server's markup and nothing asked it
     * to change (no React), `live` once React draws it (rendered in the browser, or woken).
     */
    #mode: 'new' | 'asleep' | 'live' = 'new';
    /** While asleep: the state the server's markup shows (its props are made only when needed). */
    #drawnState: ElementState | null = null;
    /** Once woken: what React needs to take its markup over and follow it. */
    #island: Island | null = null;

    override connectedCallback() {
      // Asked on every connection: an element moved into another <sq-product> follows that one,
      // and one whose <sq-product> is defined or inserted later renders when it answers.
      this.#connecting = true;
      // Out of every <sq-product> now, it has no product (until one answers).
      if (spec.product) this.#scope = null;
      this[ASK_AGAIN]();
      this.#connecting = false;
      // r2wc mounts (or, for an element that stayed mounted, updates): both render it once.
      super.connectedCallback();
    }

    /** Asks for its product's scope (again, when a nearer <sq-product> appears around it). */
    [ASK_AGAIN]() {
      if (!spec.product) return;
      requestContext(this, productContext, (scope) => {
        if (scope === this.#scope) return;
        this.#scope = scope;
        if (this.isConnected && !this.#connecting) this.refresh();
      });
    }

    attributeChangedCallback(_name: string, before: string | null, after: string | null) {
      if (before !== after && this.isConnected) this.refresh();
    }

    override disconnectedCallback() {
      super.disconnectedCallback();
      this.#unfollow();
    }

    /** Leaves the page: a live view is released (kept if the element is back by the end of the task). */
    [LEAVE]() {
      if (this.#mode === 'live') releaseView(this);
    }

    #unfollow() {
      this.#stops?.forEach((stop) => stop());
      this.#stops = null;
      if (this.#changed) pageContextFollowers.delete(this.#changed);
    }

    /** Renders (again) with the current attributes and scope; the first time with its scope, starts it. */
    refresh() {
      spec.adopt?.(this);
      if (spec.start && !started.has(this) && (this.#scope || !spec.product)) {
        started.add(this);
        spec.start(this, this.#scope ?? NO_SCOPE);
      }
      this.#render();
    }

    /**
     * Its props from the stores now, its host's state written, and its view drawn (by the page's
     * root, or by its own island once woken: src/runtime/mount.ts); it renders again whenever what
     * it follows changes. While it sleeps, a change that draws nothing new leaves it asleep.
     */
    #render() {
      const scope = this.#scope;
      const stores = scope ?? NO_SCOPE;
      if (this.#actions === undefined || this.#actionsScope !== scope) {
        // Its flow's store and its actions, made together for one scope: the actions change that store.
        this.#flow = spec.flow?.(stores, this) ?? null;
        this.#actions = spec.actions ? spec.actions(stores, this, this.#flow as S) : null;
        this.#actionsScope = scope;
      }
      if (!this.#stops || this.#followedScope !== scope) {
        this.#unfollow();
        // A store change needs only the view again (adopt and start belong to connections).
        const changed = () => {
          if (this.isConnected) this.#render();
        };
        this.#changed = changed;
        this.#stops = followedAtoms(spec, stores, this.#flow).map((atom) => atom.listen(changed));
        this.#followedScope = scope;
        followPageContext(changed);
      }
      const serverMarkup = this.#mode === 'new' && isServerRendered(this);
      // The server drew it with its product: until that answers, its markup stands as it is.
      if (serverMarkup && spec.product && !scope) return;
      const state = currentState(spec, this, stores, this.#flow);
      if (serverMarkup) {
        // The server's markup is this view for this state (and its host has its state): it stays,
        // with no React and no props made, until what it draws changes or the visitor reaches for it.
        this.#mode = 'asleep';
        this.#drawnState = state;
        sleep(this, () => {
          spec.reach?.(this);
          this.#wake();
        });
        // A view with work of its own at start (an autoplay, a load, a kept draft) wakes now.
        if (spec.awake?.(this, this.#props(state) as P)) this.#wake();
        return;
      }
      if (this.#mode === 'asleep') {
        const drawn = this.#drawnState as ElementState;
        if (sameState(drawn, state)) return;
        // Something it follows changed: does it draw anything new?
        if (sameProps(this.#props(drawn), this.#props(state))) {
          this.#drawnState = state;
          return;
        }
        this.#wake();
        return;
      }
      const props = this.#props(state);
      if (this.#mode === 'new') this.#mode = 'live';
      const island = this.#island;
      if (!island) {
        writeHost(spec, this, props);
        showView(this, spec, props);
        return;
      }
      island.props = props;
      if (island.update) {
        writeHost(spec, this, props);
        island.update();
      } else wakeView(island);
    }

    /** Its view's props for a state. */
    #props(state: ElementState): object {
      return (spec as AnyElementSpec).props(state, this.#actions);
    }

    /**
     * Hands its markup to React (hydrated, nothing redrawn), which draws it from now on: with the
     * props of the state the server drew, then the current ones. Again after a failed load: its
     * view and React are asked for once more.
     */
    #wake() {
      if (this.#mode === 'asleep') {
        this.#mode = 'live';
        const serverProps = this.#props(this.#drawnState as ElementState);
        const island: Island = {
          host: this,
          spec,
          props: serverProps,
          serverProps,
          // The host's state goes with what React has drawn, not before (no frame shows a state
          // the markup does not).
          drawn: () => writeHost(spec, this, island.props),
        };
        this.#island = island;
        this.#drawnState = null;
        // The current props (this render sets them).
        this.#render();
        return;
      }
      if (this.#island) wakeView(this.#island);
    }
  }

  for (const [prop, attribute] of Object.entries(spec.meta.attributes)) {
    Object.defineProperty(Element.prototype, prop, {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement) {
        return parseAttributes(spec.meta, this)[prop as keyof AttributeProps<M>];
      },
      set(this: HTMLElement, value: unknown) {
        // The attribute's text for the value; null takes the attribute off.
        const text =
          attribute.type === 'boolean'
            ? booleanAttributeValue(attribute, Boolean(value))
            : value === null || value === undefined
              ? null
              : String(value);
        if (text === null) this.removeAttribute(attribute.name);
        else this.setAttribute(attribute.name, text);
      },
    });
  }
  customElements.define(spec.meta.tag, Element);
  return Element as unknown as ElementClass<M>;
}
