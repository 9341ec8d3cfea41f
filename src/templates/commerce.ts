/**
 * The platform's commerce formatters, replaced by ones that emit our live elements with their
 * server markup (storefront.ts's `emitElement`), so a theme written for the platform puts working
 * elements on the page without a change:
 *
 * | formatter | emits |
 * |---|---|
 * | `add-to-cart-btn` | `<sq-add-to-cart>` |
 * | `product-price` | `<sq-product-price>` |
 * | `product-status` | `<sq-product-status>` |
 * | `variants-select` | `<sq-variant-picker>` |
 * | `quantity-input` | `<sq-quantity-input>` |
 * | `product-scarcity` | `<sq-scarcity>` |
 * | `product-restock-notification` | `<sq-restock-form>` |
 * | `product-quick-view` | `<sq-quick-view href="{item.fullUrl}">` |
 * | `product-checkout` | `<sq-variant-picker>`, `<sq-quantity-input>` and `<sq-add-to-cart>` in one `<sq-product>` |
 * | `summary-form-field` | the engine's markup, every value escaped |
 *
 * Each element that shows a product comes inside a shared `<sq-product>` holding the product JSON:
 * the shared ones of one product and page type are one product in the browser, so a price, a
 * picker and a button written apart act together, as on the platform. The first argument may name
 * the page type (`{item|add-to-cart-btn plp}`), else it comes from where the product is in the
 * data (storefront.ts's `pageTypeOf`); `name=value` (or a bare `name`) arguments become the
 * element's attributes, as with the `element` formatter (`{item|variants-select display=radio}`,
 * `{item|add-to-cart-btn express-checkout}`).
 *
 * Kept as the engine has them: `cart-url` (the address `/cart` on every page, which is
 * CART_PATH too), `cart-quantity` (see the note at COMMERCE_FORMATTERS), and the price numbers
 * (`from-price`, `normal-price`, `sale-price`, `subscription-price`, `variant-descriptor`, money
 * formats), which are text for a template to place, not elements.
 */
import { Formatter, Formatters, type Context, type Variable } from '@squarespace/template-engine';
import { PRODUCT_PAGE_TYPES, type ProductPageType } from '../product/page-type';
import { elementInputs, escapeHtml } from '../server/render';
import { attributesOf, emitElements, type ElementRequest } from './storefront';

type Attributes = Record<string, string | true>;

const problem = (ctx: Context, message: string) => ctx.error({ type: 'engine', message } as never);

/** What a formatter's arguments ask for: where the product stands, and the elements' attributes. */
interface Placement {
  readonly pageType?: ProductPageType;
  readonly attributes: Attributes;
}

/**
 * Reads a formatter's arguments: a page type first (`plp`) or as `page-type=plp`, then attributes
 * (`name=value`, or a bare `name` for a boolean). `leading` takes a bare first argument the
 * engine's formatter gave a meaning of its own (the quick view's group). An argument that is none
 * of these (the engine's money options, `style:code`) is a problem and left out.
 */
function placementOf(formatter: string, args: readonly string[], ctx: Context, leading = false): Placement {
  let rest = args;
  let pageType = PRODUCT_PAGE_TYPES.find((type) => type === rest[0]);
  if (pageType) rest = rest.slice(1);
  else if (leading && rest[0] !== undefined && !rest[0].includes('=')) rest = rest.slice(1);
  for (const arg of rest) {
    const name = arg.split('=', 1)[0] ?? '';
    if (!/^[a-z][a-z0-9-]*$/.test(name) || name === '__proto__')
      problem(ctx, `"${arg}" is not an attribute, so ${formatter} left it out.`);
  }
  const { 'page-type': named, ...attributes } = attributesOf(rest);
  if (named !== undefined) {
    const type = PRODUCT_PAGE_TYPES.find((candidate) => candidate === named);
    if (type) pageType = type;
    else problem(ctx, `Unknown page-type "${String(named)}" for ${formatter}.`);
  }
  return { pageType, attributes };
}

const isProduct = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A formatter that emits elements for the product it is given, each with the attributes it
 * declares; `extra` adds attributes from the product (the quick view's address).
 */
class ProductElementsFormatter extends Formatter {
  constructor(
    private readonly name: string,
    private readonly tags: readonly string[],
    private readonly options: {
      /** A bare first argument the engine's formatter took for something of its own. */
      readonly leading?: boolean;
      readonly extra?: (product: Readonly<Record<string, unknown>>) => Attributes;
    } = {},
  ) {
    super();
  }

  apply(args: string[], vars: Variable[], ctx: Context): void {
    const first = vars[0];
    if (!first) return;
    const product = first.node.value as unknown;
    if (!isProduct(product)) {
      // The engine would write a button for no product (or a "sold out" badge); a live element
      // needs one, so nothing is written and the theme author is told.
      problem(ctx, `${this.name} was given no product.`);
      first.set('');
      return;
    }
    const { pageType, attributes } = placementOf(this.name, args, ctx, this.options.leading);
    const given = { ...this.options.extra?.(product), ...attributes };
    const requests: ElementRequest[] = this.tags.map((tag) => ({ tag, attributes: {} }));
    if (this.tags.length === 1) {
      requests[0] = { tag: this.tags[0] ?? '', attributes: given };
    } else {
      // Several elements: each attribute goes to the ones that declare it (`display` to the
      // picker, `express-checkout` to the button).
      for (const [name, value] of Object.entries(given)) {
        const takers = requests.filter(({ tag }) => elementInputs(tag)?.attributes.includes(name));
        if (takers.length === 0) problem(ctx, `No element ${this.name} writes has the attribute "${name}".`);
        for (const taker of takers) (taker.attributes as Attributes)[name] = value;
      }
    }
    first.set(emitElements(ctx, requests, product, pageType));
  }
}

/** Every string of a JSON value escaped for HTML, object keys too (a likert field's questions). */
function escapedDeep(value: unknown): unknown {
  if (typeof value === 'string') return escapeHtml(value);
  if (Array.isArray(value)) return value.map(escapedDeep);
  if (isProduct(value))
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [escapeHtml(key), escapedDeep(entry)]));
  return value;
}

const ENGINE_SUMMARY_FORM_FIELD = Formatters['summary-form-field'] as Formatter;

/**
 * `summary-form-field`: the engine's markup exactly (a form answer in a cart or order summary), but
 * with every value escaped. The engine writes the field's title and answers, and the shop's
 * `localizedStrings` (the likert answers, "N/A"), into the page as they are, so a visitor's answer
 * `<img src=x onerror=…>` would run. Its own formatter does the writing, given escaped copies: the
 * field, and the page's `localizedStrings` in a frame on top of the stack, which is where its
 * lookup of them finds them first.
 */
class SummaryFormFieldFormatter extends Formatter {
  apply(args: string[], vars: Variable[], ctx: Context): void {
    const first = vars[0];
    if (!first) return;
    first.set(escapedDeep(first.node.value));
    const strings = ctx.resolve(['localizedStrings']).value as unknown;
    ctx.pushNode(ctx.newNode({ localizedStrings: escapedDeep(isProduct(strings) ? strings : {}) }));
    try {
      ENGINE_SUMMARY_FORM_FIELD.apply(args, [first], ctx);
    } finally {
      ctx.pop();
    }
  }
}

const quickViewHref = (product: Readonly<Record<string, unknown>>): Attributes =>
  typeof product.fullUrl === 'string' ? { href: product.fullUrl } : {};

/**
 * The commerce formatters used in place of the engine's own of the same name.
 *
 * `cart-quantity` stays the engine's `<span class="sqs-cart-quantity">3</span>`: a theme puts it
 * inside its own cart link (`<a href="{cart|cart-url}">Cart {cart|cart-quantity}</a>` is the
 * platform's idiom), where a `<sq-cart-pill>` would put a link inside a link, add an icon and a
 * subtotal the author did not write, and hide at 0 where the theme says "0". There is no pill
 * that is only a count. The count the author asked for is written as it was; a live count that
 * follows every add is `{cart|element sq-cart-pill}`.
 */
export const COMMERCE_FORMATTERS: Readonly<Record<string, Formatter>> = {
  'add-to-cart-btn': new ProductElementsFormatter('add-to-cart-btn', ['sq-add-to-cart']),
  'product-price': new ProductElementsFormatter('product-price', ['sq-product-price']),
  'product-status': new ProductElementsFormatter('product-status', ['sq-product-status']),
  'variants-select': new ProductElementsFormatter('variants-select', ['sq-variant-picker']),
  'quantity-input': new ProductElementsFormatter('quantity-input', ['sq-quantity-input']),
  'product-scarcity': new ProductElementsFormatter('product-scarcity', ['sq-scarcity']),
  'product-restock-notification': new ProductElementsFormatter('product-restock-notification', ['sq-restock-form']),
  // The engine's first argument is a group of products the platform's quick view pages through;
  // ours shows one product, so a group is accepted and has no effect.
  'product-quick-view': new ProductElementsFormatter('product-quick-view', ['sq-quick-view'], {
    leading: true,
    extra: quickViewHref,
  }),
  'product-checkout': new ProductElementsFormatter('product-checkout', [
    'sq-variant-picker',
    'sq-quantity-input',
    'sq-add-to-cart',
  ]),
  'summary-form-field': new SummaryFormFieldFormatter(),
};
