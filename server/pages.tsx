/**
 * The demo shop's pages, as React components rendered with `react-dom/server`: every text and
 * attribute is escaped by React, and each element's first markup comes from `dist/server.js`'s
 * renderer (the same views the browser renders), so nothing moves when the scripts start.
 */
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { serverElement, type RenderInput } from '../src/server/render';
import type { CartJson } from './carts';
import { jsonForScript } from './html';
import { formatMoney } from './money';
import { PAGE_TYPE, pageContext } from './page-context';
import { productImageUrl, productJson, productUrl } from './product-json';
import type { ShopProduct } from './products';

/** The demo shop's name, shown in the header and page titles. */
export const SHOP_NAME = 'Demo Shop';

/** The page's `<html lang>`; the elements read it for the shopper's language. */
const LANG = 'en';

type PageContextJson = ReturnType<typeof pageContext>;

/** JSON in a `<script type="application/json">`: `jsonForScript` makes it safe there, React must not escape it again. */
function JsonScript({ value, id }: { value: unknown; id?: string }) {
  return <script type="application/json" id={id} dangerouslySetInnerHTML={{ __html: jsonForScript(value) }} />;
}

/** An element's first markup on this page. */
function Element({ tag, context, ...input }: RenderInput & { tag: string; context: PageContextJson }) {
  return serverElement(tag, { pageContext: context, lang: LANG, ...input });
}

interface LayoutProps {
  readonly title: string;
  readonly context: PageContextJson;
  /** The visitor's cart, for the pill's first markup. */
  readonly cart?: CartJson | null;
  readonly children: ReactNode;
}

/** The document every demo page shares: head with the library's files, header, main, footer, page context. */
function Layout({ title, context, cart = null, children }: LayoutProps) {
  return (
    <html lang={LANG}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`${title} · ${SHOP_NAME}`}</title>
        <link rel="icon" href="data:," />
        <link rel="stylesheet" href="/dist/storefront.css" />
        <link rel="stylesheet" href="/assets/shop.css" />
        <script src="/dist/storefront.iife.js" defer />
      </head>
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <header className="site-header">
          <a className="site-name" href="/">
            {SHOP_NAME}
          </a>
          <Element tag="sq-cart-pill" context={context} cart={cart} />
        </header>
        <main id="main" className="site-main" tabIndex={-1}>
          {children}
        </main>
        <footer className="site-footer">
          <p>A demo shop for storefront-elements. Prices are in US dollars.</p>
        </footer>
        <JsonScript id="sq-page-context" value={context} />
      </body>
    </html>
  );
}

/** A whole document as HTML text. */
function html(page: ReactNode): string {
  return `<!doctype html>\n${renderToStaticMarkup(page)}\n`;
}

function ProductCard({ product, context }: { product: ShopProduct; context: PageContextJson }) {
  const input = { context, product: productJson(product), pageType: 'plp' } as const;
  return (
    <li className="product-card">
      <sq-product page-type="plp">
        <JsonScript value={input.product} />
        <a className="product-card__link" href={productUrl(product)}>
          <img src={productImageUrl(product)} alt="" width={600} height={600} loading="lazy" />
          <h2 className="product-card__title">{product.title}</h2>
        </a>
        <Element tag="sq-product-status" {...input} />
        <Element tag="sq-product-price" {...input} />
        <Element tag="sq-add-to-cart" {...input} />
      </sq-product>
    </li>
  );
}

/** `GET /`: the product list page, a grid of every product. */
export function productListPage(products: readonly ShopProduct[], cart: CartJson | null = null): string {
  const context = pageContext({ pageType: PAGE_TYPE.collection, products });
  return html(
    <Layout title="Shop" context={context} cart={cart}>
      <h1>Shop</h1>
      <ul className="product-grid" role="list">
        {products.map((product) => (
          <ProductCard key={product.id} product={product} context={context} />
        ))}
      </ul>
    </Layout>,
  );
}

/** `GET /shop/p/{slug}`: one product's page. */
export function productPage(product: ShopProduct, cart: CartJson | null = null): string {
  const context = pageContext({ pageType: PAGE_TYPE.contentItem, products: [product], item: product });
  const input = { context, product: productJson(product), pageType: 'pdp' } as const;
  return html(
    <Layout title={product.title} context={context} cart={cart}>
      <nav className="breadcrumb" aria-label="Breadcrumb">
        <a href="/">Shop</a>
      </nav>
      <sq-product page-type="pdp">
        <JsonScript value={input.product} />
        <div className="product-page">
          <img className="product-page__image" src={productImageUrl(product)} alt={product.title} width={600} height={600} />
          <div className="product-page__details">
            <h1 className="product-page__title">{product.title}</h1>
            <Element tag="sq-product-status" {...input} />
            <Element tag="sq-product-price" {...input} />
            <Element tag="sq-variant-picker" {...input} attributes={{ display: product.pickerDisplay }} />
            <Element tag="sq-quantity-input" {...input} />
            <Element tag="sq-add-to-cart" {...input} />
            <p className="product-page__description">{product.description}</p>
          </div>
        </div>
      </sq-product>
    </Layout>,
  );
}

function CartRow({ entry }: { entry: CartJson['entries'][number] }) {
  const options = Object.entries(entry.chosenVariant.attributes)
    .map(([name, value]) => `${name}: ${value}`)
    .join(', ');
  return (
    <tr>
      <td>
        <a href={entry.fullUrl}>{entry.title}</a>
      </td>
      <td>{options}</td>
      <td className="cart-table__number">{entry.quantity}</td>
      <td className="cart-table__number">{formatMoney(entry.subTotal)}</td>
    </tr>
  );
}

function CartContents({ cart }: { cart: CartJson }) {
  if (cart.entries.length === 0) {
    return (
      <>
        <p>Your cart is empty.</p>
        <p>
          <a href="/">Continue shopping</a>
        </p>
      </>
    );
  }
  return (
    <>
      <table className="cart-table">
        <caption className="visually-hidden">Items in your cart</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Options</th>
            <th scope="col" className="cart-table__number">
              Quantity
            </th>
            <th scope="col" className="cart-table__number">
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {cart.entries.map((entry) => (
            <CartRow key={entry.id} entry={entry} />
          ))}
        </tbody>
      </table>
      <p className="cart-subtotal">
        Subtotal: <strong>{formatMoney(cart.subtotalCents)}</strong>
      </p>
    </>
  );
}

/** `GET /cart`: the cart page, rendered from the visitor's cart. */
export function cartPage(cart: CartJson): string {
  return html(
    <Layout title="Cart" context={pageContext({ pageType: PAGE_TYPE.cart, products: [] })} cart={cart}>
      <h1>Cart</h1>
      <div className="cart">
        <CartContents cart={cart} />
      </div>
    </Layout>,
  );
}

/** The page for an address the shop does not have. */
export function notFoundPage(): string {
  return html(
    <Layout title="Page not found" context={pageContext({ pageType: PAGE_TYPE.notFound, products: [] })}>
      <h1>Page not found</h1>
      <p>
        There is nothing at this address. <a href="/">Back to the shop</a>
      </p>
    </Layout>,
  );
}
