/**
 * `dist/server.js`: the first markup of any element, rendered on the server with
 * `react-dom/server` from the same view and the same state-to-props function the element uses in
 * the browser, so a page does not move when scripts start and reads sensibly without them.
 * For the dev platform, template formatters and any server that renders pages.
 */
import { renderToString } from 'react-dom/server';
import { createElement, type ReactElement } from 'react';
import { readCart, type Cart } from '../api/cart';
import { parsePageContext, type PageContext } from '../context/page-context';
import { booleanAttributeValue, parseAttribute, type AttributeMeta } from '../lib/element-meta';
import { parseProduct, ProductSchema, type Product } from '../product/product';
import { shopperLocale, type AnyElementSpec, type ElementState, type ElementView } from '../runtime/element';
import { SERVER_ATTRIBUTE } from '../runtime/mount';
import { ELEMENTS } from '../../elements/registry';
import {
  EMPTY_SELECTION,
  IDLE_PURCHASE,
  PRODUCT_PAGE_TYPES,
  type ProductPageType,
  type ProductSelection,
  type PurchaseState,
} from '../../stores/product';

/** What the page will hold around an element: everything optional. */
/**
 * The snippet to inline at the start of a page's `<head>` (`<script>${HOLD_SCRIPT}</script>`,
 * about 0.5 KB): a press on a server-rendered button before even the loader has run is kept and
 * made once the element is awake.
 */
export { HOLD_SCRIPT } from '../runtime/hold';

/** What the page will hold around an element: everything optional. */
export interface RenderInput {
  /** The product item JSON of the surrounding `<sq-product>` (as it will be in its script). */
  readonly product?: unknown;
  /** The surrounding `<sq-product>`'s `page-type`; default `pdp`. */
  readonly pageType?: ProductPageType;
  /** The page context JSON (as in `#sq-page-context`). */
  readonly pageContext?: unknown;
  /** The element's attributes, as markup writes them (`true` for a bare boolean attribute). */
  readonly attributes?: Readonly<Record<string, string | boolean | null | undefined>>;
  /** The page's `<html lang>`, used when the page context names no shopper language. */
  readonly lang?: string;
  /** The cart JSON, for elements that show it. */
  readonly cart?: unknown;
  /** The JSON an element holds in its own child script (a form block's definition). */
  readonly json?: unknown;
  /** A later state of the visitor's choices (previews, tests). */
  readonly selection?: Partial<ProductSelection>;
  /** A later state of the purchase (previews, tests). */
  readonly purchase?: Partial<PurchaseState>;
}

/** An element's server markup: its inner HTML and the attributes its host carries. */
export interface RenderedElement {
  readonly html: string;
  /** `data-state` and `hidden`, as the element sets them. */
  readonly hostAttributes: Readonly<Record<string, string | true>>;
}

const specs = new Map<string, AnyElementSpec>();
for (const module of ELEMENTS) if ('spec' in module) specs.set(module.meta.tag, module.spec);

/** Every element's view, loaded once as the module loads (in the browser each loads on first use). */
const views = new Map<string, ElementView<object>>(
  await Promise.all([...specs].map(async ([tag, spec]) => [tag, (await spec.view()) as ElementView<object>] as const)),
);

/** Every tag the server renders markup for (`sq-product` keeps what the page puts in it). */
export const RENDERED_TAGS: readonly string[] = [...specs.keys()];

/** What an element's first markup is made from (a product around it, the cart, or neither), and the attributes it declares. */
export function elementInputs(
  tag: string,
): { readonly product: boolean; readonly cart: boolean; readonly attributes: readonly string[] } | null {
  const spec = specs.get(tag);
  if (!spec) return null;
  const attributes = Object.values(spec.meta.attributes as Record<string, AttributeMeta>).map(({ name }) => name);
  return { product: Boolean(spec.product), cart: Boolean(spec.cart), attributes };
}

const products = new WeakMap<object, Product | null>();
const contexts = new WeakMap<object, PageContext>();
const carts = new WeakMap<object, Cart | null>();

function once<T>(cache: WeakMap<object, T>, input: unknown, parse: () => T): T {
  if (typeof input !== 'object' || input === null) return parse();
  if (!cache.has(input)) cache.set(input, parse());
  return cache.get(input) as T;
}

/** The state an element starts from on a page holding `input`. */
export function initialState(tag: string, input: RenderInput = {}): ElementState {
  const spec = specs.get(tag);
  if (!spec) throw new TypeError(`storefront-elements: no element renders <${tag}>.`);
  const context = once(contexts, input.pageContext, () =>
    input.pageContext === undefined ? parsePageContext(null) : parsePageContext(JSON.stringify(input.pageContext)),
  );
  const attributes: Record<string, unknown> = {};
  for (const [prop, attribute] of Object.entries(spec.meta.attributes as Record<string, AttributeMeta>)) {
    const raw = input.attributes?.[attribute.name];
    const text = typeof raw === 'boolean' ? booleanAttributeValue(attribute, raw) : raw == null ? null : raw;
    attributes[prop] = parseAttribute(attribute, text);
  }
  return {
    attributes: attributes as ElementState['attributes'],
    context,
    locale: shopperLocale(context, input.lang),
    product: spec.product
      ? once(products, input.product, () =>
          input.product == null ? null : parseProduct(structuredClone(input.product), 'renderElement was given'),
        )
      : null,
    pageType: (spec.pageType && PRODUCT_PAGE_TYPES.find((type) => type === input.pageType)) || 'pdp',
    selection: spec.selection ? { ...EMPTY_SELECTION, ...input.selection } : EMPTY_SELECTION,
    purchase: spec.purchase ? { ...IDLE_PURCHASE, ...input.purchase } : IDLE_PURCHASE,
    cart: spec.cart
      ? once(carts, input.cart, () => (input.cart == null ? null : readCart(input.cart, 'renderElement was given')))
      : null,
    // How a failed call is explained depends on the visitor's session, which a page rendered for
    // anyone does not know: it is drawn as for a visitor without one.
    sessionStarted: false,
    // No flow has started on the server.
    flow: null,
    json: input.json,
  };
}

/** The view, its props and the host attributes of an element's first markup. */
function prepare(tag: string, input: RenderInput) {
  const state = initialState(tag, input);
  const spec = specs.get(tag) as AnyElementSpec;
  const props = spec.props(state, null);
  const hostAttributes: Record<string, string | true> = {};
  const dataState = spec.hostState?.(props);
  if (dataState !== undefined) hostAttributes['data-state'] = dataState;
  // `undefined` ("as the page has it"): the server's page starts without the element's space.
  if (spec.hidden && spec.hidden(props) !== false) hostAttributes.hidden = true;
  return { view: createElement(views.get(tag) as ElementView<object>, props), hostAttributes };
}

let rendered = 0;

/**
 * Renders an element's view on its own, as React hydrates it in the browser (an island of its own:
 * src/runtime/hydrate.ts), with ids (a label's `for`, a control's `id`) no other rendering of this
 * process shares, so elements rendered one by one into one page never repeat an id. Returns the
 * markup and the id prefix, which the host carries in `data-sq-server` for the browser's hydration.
 */
function renderAlone(node: ReactElement): { html: string; prefix: string } {
  rendered += 1;
  const prefix = `sq${rendered.toString(36)}-`;
  const html = renderToString(node, { identifierPrefix: prefix });
  // React's server renderer puts preload links for a document's first images in front of what it
  // renders: an element's markup is a part of a page, whose own head decides what to preload.
  return { html: html.replace(/^(?:<link rel="preload"[^>]*\/>)+/, ''), prefix };
}

/**
 * Renders an element's first markup: the same view, from the same state, as in the browser. The
 * host attributes include `data-sq-server`: with it, the element resumes from this markup in the
 * browser (no React until it must change); a host written without it is drawn again there.
 */
export function renderElement(tag: string, input: RenderInput = {}): RenderedElement {
  const { view, hostAttributes } = prepare(tag, input);
  const { html, prefix } = renderAlone(view);
  return { html, hostAttributes: { ...hostAttributes, [SERVER_ATTRIBUTE]: prefix } };
}

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);
}

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const pick = (value: Readonly<Record<string, unknown>>, keys: readonly string[]): Record<string, unknown> =>
  Object.fromEntries(keys.filter((key) => Object.hasOwn(value, key)).map((key) => [key, value[key]]));

const ITEM_KEYS = Object.keys(ProductSchema.entries);
const CONTENT_KEYS = Object.keys(ProductSchema.entries.structuredContent.entries);

/**
 * The fields of a platform product item the elements read (those of the product schema), as the
 * item has them: the rest (its body, images, SEO data…) can be many kilobytes, and each element a
 * template writes carries its own copy of the JSON. Any server that writes product JSON into a
 * page can use it.
 */
export function productJsonForPage(item: unknown): unknown {
  if (!isRecord(item)) return item;
  const picked = pick(item, ITEM_KEYS);
  if (isRecord(item.structuredContent)) picked.structuredContent = pick(item.structuredContent, CONTENT_KEYS);
  return picked;
}

/**
 * Serialises a value as JSON that is safe inside `<script type="application/json">`:
 * `<`, `>` and `&` become \u escapes (so no `</script>` or `<!--` can appear), and so do
 * U+2028 and U+2029. JSON.parse reads the result back unchanged.
 */
export function jsonForScript(value: unknown): string {
  return (JSON.stringify(value) ?? 'null').replace(
    /[<>&\u2028\u2029]/g,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * A whole element, `<sq-tag …attributes>markup</sq-tag>`, as a React node, for pages that are
 * themselves rendered with `react-dom/server` (no string pasting, no hand escaping).
 */
export function serverElement(tag: string, input: RenderInput = {}): ReactElement {
  const { html, hostAttributes } = renderElement(tag, input);
  const known = Object.values((specs.get(tag) as AnyElementSpec).meta.attributes as Record<string, AttributeMeta>);
  const host: Record<string, string | true> = {};
  for (const [name, value] of Object.entries({ ...input.attributes, ...hostAttributes })) {
    if (!/^[a-z][a-z0-9-]*$/.test(name) || value == null) continue;
    // A boolean as the element reads it back: `auto-crop: false` is written `auto-crop="false"`.
    const attribute = known.find((candidate) => candidate.name === name);
    const text =
      typeof value === 'boolean'
        ? attribute
          ? booleanAttributeValue(attribute, value)
          : value
            ? ''
            : null
        : String(value);
    if (text !== null) host[name] = text;
  }
  // The view's markup as rendered alone (hydratable as an island), not as part of the page's tree.
  return createElement(tag, { ...host, dangerouslySetInnerHTML: { __html: html } });
}

/** Renders a whole element, `<sq-tag …attributes>markup</sq-tag>`, ready to put in a page. */
export function renderElementTag(tag: string, input: RenderInput = {}): string {
  return renderToString(serverElement(tag, input));
}
