import type { CartJson } from './carts';
import { renderElementTag, type RenderInput } from '../src/server/render';
import { escapeHtml, jsonForScript } from './html';
import { formatMoney } from './money';
import { PAGE_TYPE, pageContext, type PageContextInput } from './page-context';
import { productImageUrl, productJson, productUrl } from './product-json';
import type { ShopProduct } from './products';

/** The demo shop's name, shown in the header and page titles. */
export const SHOP_NAME = 'Demo Shop';

const STYLES = `
:root { color-scheme: light; --shop-text: #1f2328; --shop-muted: #57606a; --shop-line: #d0d7de; --shop-link: #0b5cad; }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--shop-text); background: #fff; }
a { color: var(--shop-link); }
img { display: block; max-width: 100%; height: auto; }
.skip-link { position: absolute; left: -10000px; top: 0; padding: .5rem 1rem; background: #fff; }
.skip-link:focus { left: 1rem; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.site-header { display: flex; align-items: center; justify-content: space-between; gap: 1rem; min-height: 4.5rem; padding: 1rem 1.5rem; border-bottom: 1px solid var(--shop-line); }
.site-name { font-size: 1.25rem; font-weight: 700; color: var(--shop-text); text-decoration: none; }
.site-main { max-width: 72rem; margin: 0 auto; padding: 1.5rem; }
.site-footer { max-width: 72rem; margin: 0 auto; padding: 1.5rem; color: var(--shop-muted); border-top: 1px solid var(--shop-line); }
.product-grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr)); gap: 2rem 1.5rem; margin: 0; padding: 0; list-style: none; }
.product-card__link { color: inherit; text-decoration: none; }
.product-card__link:hover .product-card__title, .product-card__link:focus-visible .product-card__title { text-decoration: underline; }
.product-card__title { margin: .75rem 0 .25rem; font-size: 1.05rem; overflow-wrap: anywhere; }
.product-card img { aspect-ratio: 1; width: 100%; }
.breadcrumb { margin-bottom: 1rem; }
.product-page { display: grid; grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr)); gap: 2rem; align-items: start; }
.product-page__image { aspect-ratio: 1; width: 100%; }
.product-page__details { display: flex; flex-direction: column; gap: 1rem; align-items: flex-start; }
.product-page__title { margin: 0; overflow-wrap: anywhere; }
.product-page__description { margin: 0; color: var(--shop-muted); }
.cart-table { width: 100%; border-collapse: collapse; }
.cart-table th, .cart-table td { padding: .75rem .5rem; border-bottom: 1px solid var(--shop-line); text-align: left; vertical-align: top; }
.cart-table .cart-table__number { text-align: right; }
.cart-subtotal { font-size: 1.1rem; text-align: right; }
`;

/** The page's `<html lang>`; the elements read it for the shopper's language. */
const LANG = 'en';

interface LayoutInput {
  readonly title: string;
  readonly body: string;
  /** The page context block, as `pageContextFor` builds it. */
  readonly context: ReturnType<typeof pageContext>;
  /** The visitor's cart, for the pill's first markup. */
  readonly cart?: CartJson | null;
}

/** The page context of a page, and how to render an element's first markup on it (through dist/server.js's renderer). */
function pageFor(input: PageContextInput) {
  const context = pageContext(input);
  const element = (tag: string, more: RenderInput = {}) =>
    renderElementTag(tag, { pageContext: context, lang: LANG, ...more });
  return { context, element };
}

/** The document every demo page shares: head with the library's files, header, main, footer, page context. */
function layout({ title, body, context, cart = null }: LayoutInput): string {
  const pill = renderElementTag('sq-cart-pill', { pageContext: context, lang: LANG, cart });
  return `<!doctype html>
<html lang="${LANG}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · ${SHOP_NAME}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/dist/storefront.css">
<style>${STYLES}</style>
<script src="/dist/storefront.iife.js" defer></script>
</head>
<body>
<a class="skip-link" href="#main">Skip to content</a>
<header class="site-header">
<a class="site-name" href="/">${SHOP_NAME}</a>
${pill}
</header>
<main id="main" class="site-main" tabindex="-1">
${body}
</main>
<footer class="site-footer"><p>A demo shop for storefront-elements. Prices are in US dollars.</p></footer>
<script type="application/json" id="sq-page-context">${jsonForScript(context)}</script>
</body>
</html>
`;
}

function productScript(product: ShopProduct): string {
  return `<script type="application/json">${jsonForScript(productJson(product))}</script>`;
}

function productCard(product: ShopProduct, element: ReturnType<typeof pageFor>['element']): string {
  const input = { product: productJson(product), pageType: 'plp' } as const;
  return `<li class="product-card">
<sq-product page-type="plp">
${productScript(product)}
<a class="product-card__link" href="${escapeHtml(productUrl(product))}"><img src="${escapeHtml(productImageUrl(product))}" alt="" width="600" height="600" loading="lazy"><h2 class="product-card__title">${escapeHtml(product.title)}</h2></a>
${element('sq-product-status', input)}
${element('sq-product-price', input)}
${element('sq-add-to-cart', input)}
</sq-product>
</li>`;
}

/** `GET /`: the product list page, a grid of every product. */
export function productListPage(products: readonly ShopProduct[], cart: CartJson | null = null): string {
  const { context, element } = pageFor({ pageType: PAGE_TYPE.collection, products });
  return layout({
    title: 'Shop',
    context,
    cart,
    body: `<h1>Shop</h1>
<ul class="product-grid" role="list">
${products.map((product) => productCard(product, element)).join('\n')}
</ul>`,
  });
}

/** `GET /shop/p/{slug}`: one product's page. */
export function productPage(product: ShopProduct, cart: CartJson | null = null): string {
  const title = escapeHtml(product.title);
  const { context, element } = pageFor({ pageType: PAGE_TYPE.contentItem, products: [product], item: product });
  const input = { product: productJson(product), pageType: 'pdp' } as const;
  return layout({
    title: product.title,
    context,
    cart,
    body: `<nav class="breadcrumb" aria-label="Breadcrumb"><a href="/">Shop</a></nav>
<sq-product page-type="pdp">
${productScript(product)}
<div class="product-page">
<img class="product-page__image" src="${escapeHtml(productImageUrl(product))}" alt="${title}" width="600" height="600">
<div class="product-page__details">
<h1 class="product-page__title">${title}</h1>
${element('sq-product-status', input)}
${element('sq-product-price', input)}
${element('sq-variant-picker', { ...input, attributes: { display: product.pickerDisplay } })}
${element('sq-quantity-input', input)}
${element('sq-add-to-cart', input)}
<p class="product-page__description">${escapeHtml(product.description)}</p>
</div>
</div>
</sq-product>`,
  });
}

function cartRow(entry: CartJson['entries'][number]): string {
  const options = Object.entries(entry.chosenVariant.attributes)
    .map(([name, value]) => `${escapeHtml(name)}: ${escapeHtml(value)}`)
    .join(', ');
  return `<tr>
<td><a href="${escapeHtml(entry.fullUrl)}">${escapeHtml(entry.title)}</a></td>
<td>${options}</td>
<td class="cart-table__number">${entry.quantity}</td>
<td class="cart-table__number">${escapeHtml(formatMoney(entry.subTotal))}</td>
</tr>`;
}

function cartContents(cart: CartJson): string {
  if (cart.entries.length === 0) {
    return `<p>Your cart is empty.</p>
<p><a href="/">Continue shopping</a></p>`;
  }
  return `<table class="cart-table">
<caption class="visually-hidden">Items in your cart</caption>
<thead><tr><th scope="col">Item</th><th scope="col">Options</th><th scope="col" class="cart-table__number">Quantity</th><th scope="col" class="cart-table__number">Total</th></tr></thead>
<tbody>
${cart.entries.map(cartRow).join('\n')}
</tbody>
</table>
<p class="cart-subtotal">Subtotal: <strong>${escapeHtml(formatMoney(cart.subtotalCents))}</strong></p>`;
}

/** `GET /cart`: the cart page, rendered from the visitor's cart. */
export function cartPage(cart: CartJson): string {
  return layout({
    title: 'Cart',
    context: pageContext({ pageType: PAGE_TYPE.cart, products: [] }),
    cart,
    body: `<h1>Cart</h1>
<sq-cart>
${cartContents(cart)}
</sq-cart>`,
  });
}

/** The page for an address the shop does not have. */
export function notFoundPage(): string {
  return layout({
    title: 'Page not found',
    context: pageContext({ pageType: PAGE_TYPE.notFound, products: [] }),
    body: `<h1>Page not found</h1>
<p>There is nothing at this address. <a href="/">Back to the shop</a></p>`,
  });
}
