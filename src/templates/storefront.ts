/**
 * Template formatters that put our live elements on a page, with the markup `dist/server.js`
 * renders inside them, so nothing moves when scripts start:
 *
 * - `{item|element sq-afterpay-badge}`: any element, given the node it shows (a product item for
 *   the elements that sit in a product, the cart for those that show it, else the element's own
 *   JSON) and its attributes as further arguments (`name=value`, or `name` alone for a boolean, or
 *   `...path` for the attributes an object in the data holds).
 * - `{@|page-context}`: the page context block (`#sq-page-context`), which the layout writes once.
 *
 * - `{item|product-scope-open [page-type]}` … `{@|product-scope-close}`: one `<sq-product shared>`
 *   holding the product JSON once, around a block's elements of that product.
 *
 * An element that shows a product comes inside its own `<sq-product shared>`, holding the product
 * JSON: every shared `<sq-product>` of one product and page type is one product in the browser,
 * so `{item|product-price}`, `{item|variants-select}` and `{item|add-to-cart-btn}` written apart
 * still act as one product, as they do on the platform. Inside a product scope a block opened
 * (`product-scope-open`), the elements of that product are written bare: the scope's one
 * `<sq-product>` holds them all, and the page holds the product's JSON once per card, not once per
 * element.
 *
 * The page context comes from the data's `pageContext` when it has one (the page context block's
 * shape, as the dev platform builds it), else from the platform's own fields (`website`,
 * `websiteSettings.storeSettings`, `collection`, `item`, `productMerchandisingContext`). Either
 * way, the shop's own wording in the platform's `localizedStrings` becomes the page context's
 * `messages`, so the elements say what the engine's formatters said.
 */
import { Formatter, splitVariable, type Context, type Variable } from '@squarespace/template-engine';
import { elementInputs, jsonForScript, productJsonForPage, renderElementTag } from '../server/render';
import { PRODUCT_PAGE_TYPES, type ProductPageType } from '../product/page-type';

/** The data a template renders, as a plain object (the engine's root node). */
type Data = Readonly<Record<string, unknown>>;

const isObject = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The root of the data, however deep in sections (or inside a private partial) a formatter runs. */
export function dataRoot(ctx: Context): Data {
  const stack = (ctx as unknown as { stack: readonly { node: { value: unknown } }[] }).stack;
  const root = stack[0]?.node.value;
  return isObject(root) ? root : {};
}

const pick = (value: unknown, keys: readonly string[]): Data | undefined =>
  isObject(value) ? Object.fromEntries(keys.filter((key) => key in value).map((key) => [key, value[key]])) : undefined;

/**
 * The platform's `localizedStrings` keys the engine's commerce formatters read, and the key of our
 * visitor text (src/messages.ts) that says the same thing. Both write a value's place the same
 * way (`from {fromPrice}`, `Select {variantName}`), so a text moves over as it is. The
 * subscription price texts (`productPrice__singlePrice__1Monthly__indefinite`, …) have no
 * counterpart: ours put a period the shopper's language words into one text, theirs are one text
 * per period and duration.
 */
export const LOCALIZED_STRING_MESSAGES: Readonly<Record<string, string>> = {
  productAddToCartText: 'addToCart',
  productSubscribeText: 'subscribe',
  productSoldOutText: 'statusSoldOut',
  productSaleText: 'statusSale',
  salePriceText: 'salePrice',
  originalPriceText: 'originalPrice',
  productPriceFromText: 'fromPrice',
  productPriceUnavailable: 'priceUnavailable',
  productQuantityInputLabel: 'quantity',
  productVariantSelectText: 'selectVariant',
  giftCardVariantSelectText: 'selectValue',
  giftCardValueDisplayText: 'giftCardValue',
  productQuickViewText: 'quickView',
  productSummaryFormNoAnswerText: 'notAnswered',
  productAnswerMapStronglyDisagree: 'stronglyDisagree',
  productAnswerMapDisagree: 'disagree',
  productAnswerMapNeutral: 'neutral',
  productAnswerMapAgree: 'agree',
  productAnswerMapStronglyAgree: 'stronglyAgree',
};

/**
 * The visitor texts a page's `localizedStrings` set, keyed as the page context's `messages`. A
 * blank one is left out: the engine's formatters fall back to their default for it, as ours do.
 */
export function messagesOfLocalizedStrings(strings: unknown): Record<string, string> {
  const messages: Record<string, string> = {};
  if (!isObject(strings)) return messages;
  for (const [name, key] of Object.entries(LOCALIZED_STRING_MESSAGES)) {
    const text = Object.hasOwn(strings, name) ? strings[name] : undefined;
    if (typeof text === 'string' && text.trim() !== '') messages[key] = text;
  }
  return messages;
}

/** Page contexts by data root: every element of a page parses the same object once (src/server/render.tsx). */
const pageContexts = new WeakMap<Data, Data>();

/** The page context of a page rendered from `root`, with the page context block's field names. */
export function pageContextOf(root: Data): Data {
  let context = pageContexts.get(root);
  if (!context) pageContexts.set(root, (context = buildPageContext(root)));
  return context;
}

function buildPageContext(root: Data): Data {
  const localized = messagesOfLocalizedStrings(root.localizedStrings);
  const hasLocalized = Object.keys(localized).length > 0;
  if (isObject(root.pageContext)) {
    // The page context's own texts are this library's, written for these elements: they win over
    // the platform's, which fill in the rest. A `messages` of the wrong shape stays as it is, for
    // the page context's reader to report.
    const own = root.pageContext.messages;
    if (!hasLocalized || (own != null && !isObject(own))) return root.pageContext;
    return { ...root.pageContext, messages: { ...localized, ...own } };
  }
  const website = isObject(root.website) ? root.website : {};
  const settings = isObject(root.websiteSettings) ? root.websiteSettings : {};
  const context: Record<string, unknown> = {
    website: pick(website, ['id', 'timeZone']),
    collection: pick(root.collection, ['id', 'title', 'type', 'permissionType']),
    item: pick(root.item, ['id', 'title', 'recordType']),
    storeSettings: settings.storeSettings,
    merchandising: root.productMerchandisingContext,
    captchaSettings: website.captchaSettings,
    messages: hasLocalized ? localized : undefined,
  };
  return Object.fromEntries(Object.entries(context).filter(([, value]) => value !== undefined));
}

/** How a formatter wants an element made. */
export interface EmitOptions {
  /** The element's attributes (`true` for a bare boolean attribute). */
  readonly attributes?: Readonly<Record<string, string | true>>;
  /** The `page-type` of the `<sq-product>` around it; by default from the data (see `pageTypeOf`). */
  readonly pageType?: ProductPageType;
}

/**
 * Where a product stands on the page rendered from `root`: `pdp` for the page's own item,
 * `plp` for one of the page's items (a list), else `product-block` (a product on a content page).
 */
export function pageTypeOf(root: Data, product: unknown): ProductPageType {
  const id = isObject(product) ? product.id : undefined;
  if (id === undefined) return 'pdp';
  if (isObject(root.item) && root.item.id === id) return 'pdp';
  if (Array.isArray(root.items) && root.items.some((item) => isObject(item) && item.id === id)) return 'plp';
  return 'product-block';
}

const PROBLEM_PREFIX = 'storefront-elements: ';

/**
 * Runs `render` with the library's console errors about bad input (a product of the wrong shape,
 * say) turned into template problems: the theme author sees them beside the template's own.
 */
function collectingProblems<T>(ctx: Context, tag: string, render: () => T): T {
  const original = console.error;
  console.error = (first: unknown, ...rest: unknown[]) => {
    if (typeof first === 'string' && first.startsWith(PROBLEM_PREFIX)) {
      const message = first
        .slice(PROBLEM_PREFIX.length)
        .replace(/^renderElement was given/, `The template gave <${tag}>`);
      ctx.error({ type: 'engine', message } as never);
    } else original(first, ...rest);
  };
  try {
    return render();
  } finally {
    console.error = original;
  }
}

/** One element a formatter puts on the page: its tag and attributes. */
export interface ElementRequest {
  readonly tag: string;
  /** Its attributes (`true` for a bare boolean attribute). */
  readonly attributes?: Readonly<Record<string, string | true>>;
}

/**
 * An element, `<sq-tag …>server markup</sq-tag>`, for the node a formatter was given; one that
 * shows a product comes inside a shared `<sq-product>` holding that product's JSON.
 */
export function emitElement(ctx: Context, tag: string, node: unknown, options: EmitOptions = {}): string {
  return emitElements(ctx, [{ tag, attributes: options.attributes }], node, options.pageType);
}

/** A product scope a template opened (`product-scope-open`) and has not closed yet. */
interface OpenScope {
  /** The product it holds; null when it was given none (then it wrote nothing, and closes nothing). */
  readonly product: Data | null;
  readonly pageType: ProductPageType;
}

/** The product scopes open in each render, innermost last (a render is one engine context). */
const openScopes = new WeakMap<Context, OpenScope[]>();

/**
 * The scope open around a formatter that can hold `node`'s elements: the innermost one, when it
 * holds the same product (the same item, or one of the same id) at the page type asked for (any,
 * when none is asked for). An outer scope cannot: the innermost `<sq-product>` is the one an
 * element finds.
 */
function enclosingScope(ctx: Context, node: unknown, placed: ProductPageType | undefined): OpenScope | null {
  const scope = openScopes.get(ctx)?.at(-1);
  if (!scope?.product || !isObject(node)) return null;
  const same = scope.product === node || (node.id !== undefined && scope.product.id === node.id);
  return same && (placed === undefined || placed === scope.pageType) ? scope : null;
}

/** `<sq-product shared page-type="…">` and the product's JSON (productJsonForPage), left open. */
function productOpening(node: unknown, pageType: ProductPageType): string {
  return (
    `<sq-product shared page-type="${pageType}">` +
    `<script type="application/json">${jsonForScript(productJsonForPage(node))}</script>`
  );
}

/**
 * Elements side by side, each with its server markup; those that show a product share one
 * `<sq-product shared>` around them all, holding the product's JSON once (`product-checkout`'s
 * picker, quantity and button, say). Inside a product scope open for the same product (see
 * `product-scope-open`) they are written bare: the scope's `<sq-product>` holds them, and its
 * page type is theirs unless they ask for another (then they get their own). A tag no element
 * renders is a problem, and left out.
 */
export function emitElements(
  ctx: Context,
  requests: readonly ElementRequest[],
  node: unknown,
  placed?: ProductPageType,
): string {
  const root = dataRoot(ctx);
  const pageContext = pageContextOf(root);
  const scope = enclosingScope(ctx, node, placed);
  const pageType = scope?.pageType ?? placed ?? pageTypeOf(root, node);
  // The renderer's locale stands in for the page's `<html lang>` (a shopper language wins).
  const lang = ctx.cldr?.General.locale().id;
  let inProduct = '';
  let outside = '';
  for (const { tag, attributes } of requests) {
    const inputs = elementInputs(tag);
    if (!inputs) {
      ctx.error({ type: 'engine', message: `No element renders <${tag}>.` } as never);
      continue;
    }
    const markup = collectingProblems(ctx, tag, () =>
      renderElementTag(tag, {
        pageContext,
        attributes,
        lang,
        ...(inputs.product ? { product: node, pageType } : inputs.cart ? { cart: node } : { json: node }),
      }),
    );
    if (inputs.product) inProduct += markup;
    else outside += markup;
  }
  if (!inProduct || scope) return inProduct + outside;
  return `${productOpening(node, pageType)}${inProduct}</sq-product>${outside}`;
}

/** Formatter arguments as attributes: `name=value`, or a bare `name` for a boolean attribute. */
export function attributesOf(args: readonly string[]): Record<string, string | true> {
  const attributes: Record<string, string | true> = {};
  for (const arg of args) {
    const at = arg.indexOf('=');
    const name = at < 0 ? arg : arg.slice(0, at);
    if (!/^[a-z][a-z0-9-]*$/.test(name) || name === '__proto__') continue;
    attributes[name] = at < 0 ? true : arg.slice(at + 1);
  }
  return attributes;
}

/**
 * Attributes from the data, for `...path`: an object's entries, each `name: value` (a string or a
 * number), `name: true` / `name: false` for a boolean (written as the element reads it back:
 * absent, or `auto-crop="false"` for one that is on by default), and left out when null.
 */
export function attributesFromData(value: unknown): Record<string, string | boolean> | null {
  if (!isObject(value)) return null;
  const attributes: Record<string, string | boolean> = {};
  for (const [name, entry] of Object.entries(value)) {
    if (!/^[a-z][a-z0-9-]*$/.test(name)) continue;
    if (typeof entry === 'boolean') attributes[name] = entry;
    else if (typeof entry === 'string' || (typeof entry === 'number' && Number.isFinite(entry)))
      attributes[name] = String(entry);
  }
  return attributes;
}

/**
 * `{node|element sq-tag [name=value | name | ...path]…}`: any element, `page-type=` placing its
 * product. `...path` spreads the attributes of an object in the data (a gallery block's settings,
 * say), found as a variable is; later arguments win over earlier ones.
 */
class ElementFormatter extends Formatter {
  apply(args: string[], vars: Variable[], ctx: Context): void {
    const first = vars[0];
    const [tag = '', ...rest] = args;
    if (!first) return;
    const given: Record<string, string | true> = {};
    for (const arg of rest) {
      if (!arg.startsWith('...')) {
        Object.assign(given, attributesOf([arg]));
        continue;
      }
      const spread = attributesFromData(ctx.resolve(splitVariable(arg.slice(3))).value);
      if (spread) Object.assign(given, spread);
      else ctx.error({ type: 'engine', message: `"${arg.slice(3)}" holds no attributes for <${tag}>.` } as never);
    }
    const { 'page-type': pageType, ...attributes } = given;
    const placed = PRODUCT_PAGE_TYPES.find((type) => type === pageType);
    if (pageType !== undefined && !placed)
      ctx.error({ type: 'engine', message: `Unknown page-type "${String(pageType)}" for <${tag}>.` } as never);
    first.set(emitElement(ctx, tag, first.node.value, { attributes, pageType: placed }));
  }
}

/** `{@|page-context}`: the page context block, `<script type="application/json" id="sq-page-context">`. */
class PageContextFormatter extends Formatter {
  apply(_args: string[], vars: Variable[], ctx: Context): void {
    vars[0]?.set(
      `<script type="application/json" id="sq-page-context">${jsonForScript(pageContextOf(dataRoot(ctx)))}</script>`,
    );
  }
}

/**
 * `{item|product-scope-open [page-type]}`: opens one product scope, `<sq-product shared
 * page-type="…">` holding the product's JSON, for the elements of that product a block writes
 * before `{@|product-scope-close}`; each is written bare inside it (`emitElements`). The page type
 * is the first argument (or `page-type=`), else from where the product is in the data (`pageTypeOf`).
 * Scopes nest; one given no product is a problem and writes nothing (its close neither).
 */
class ProductScopeOpenFormatter extends Formatter {
  apply(args: string[], vars: Variable[], ctx: Context): void {
    const first = vars[0];
    if (!first) return;
    const product = first.node.value as unknown;
    const [given, ...rest] = args;
    const named = given?.startsWith('page-type=') ? given.slice('page-type='.length) : given;
    const placed = PRODUCT_PAGE_TYPES.find((type) => type === named);
    if (named !== undefined && !placed)
      ctx.error({ type: 'engine', message: `Unknown page-type "${named}" for product-scope-open.` } as never);
    if (rest.length > 0)
      ctx.error({
        type: 'engine',
        message: `product-scope-open takes a page type only; "${rest.join(' ')}" left out.`,
      } as never);
    const scopes = openScopes.get(ctx) ?? [];
    openScopes.set(ctx, scopes);
    if (!isObject(product)) {
      ctx.error({ type: 'engine', message: 'product-scope-open was given no product.' } as never);
      scopes.push({ product: null, pageType: placed ?? 'pdp' });
      first.set('');
      return;
    }
    const pageType = placed ?? pageTypeOf(dataRoot(ctx), product);
    scopes.push({ product, pageType });
    first.set(productOpening(product, pageType));
  }
}

/** `{@|product-scope-close}`: closes the product scope `product-scope-open` opened last. */
class ProductScopeCloseFormatter extends Formatter {
  apply(_args: string[], vars: Variable[], ctx: Context): void {
    const first = vars[0];
    if (!first) return;
    const scope = openScopes.get(ctx)?.pop();
    if (!scope) ctx.error({ type: 'engine', message: 'product-scope-close with no product scope open.' } as never);
    first.set(scope?.product ? '</sq-product>' : '');
  }
}

/**
 * Closes what a render left open when its template has run: each product scope no
 * `product-scope-close` closed is a problem, and closed at the end of the page.
 */
export function finishProductScopes(ctx: Context): { readonly text: string; readonly problems: readonly string[] } {
  const scopes = openScopes.get(ctx) ?? [];
  openScopes.delete(ctx);
  const problems = scopes.map(
    ({ product }) =>
      `product-scope-open${typeof product?.title === 'string' ? ` (${product.title})` : ''} with no product-scope-close.`,
  );
  return { text: scopes.map(({ product }) => (product ? '</sq-product>' : '')).join(''), problems };
}

/** The formatters that put elements on a page. */
export const ELEMENT_FORMATTERS: Readonly<Record<string, Formatter>> = {
  element: new ElementFormatter(),
  'page-context': new PageContextFormatter(),
  'product-scope-open': new ProductScopeOpenFormatter(),
  'product-scope-close': new ProductScopeCloseFormatter(),
};
