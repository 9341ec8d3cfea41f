/**
 * The demo shop's pages, as React components rendered with `react-dom/server`: every text and
 * attribute is escaped by React, and each element's first markup comes from `dist/server.js`'s
 * renderer (the same views the browser renders), so nothing moves when the scripts start.
 */
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { serverElement, type RenderInput } from '../src/server/render';
import { SHOP_NAME } from '../demo/shop';
import type { CartJson } from './carts';
import { jsonForScript } from './html';
import { formatMoney } from './money';
import { PAGE_TYPE, pageContext } from './page-context';
import { productPhotoSrcset, productPhotoUrl } from './images';
import { productJson, productUrl } from './product-json';
import type { ShopProduct } from './products';

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
  /** Which of the header's links is this page. */
  readonly current?: 'shop' | 'cart';
  readonly children: ReactNode;
}

/** The document every demo page shares: head with the library's files, header, main, footer, page context. */
function Layout({ title, context, cart = null, current, children }: LayoutProps) {
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
          <div className="site-header__inner">
            <a className="site-name" href="/">
              {SHOP_NAME}
              <span className="site-name__mark" aria-hidden="true">
                .
              </span>
            </a>
            <nav className="site-nav" aria-label="Shop">
              <a href="/" aria-current={current === 'shop' ? 'page' : undefined}>
                Shop
              </a>
              <a href="/cart" aria-current={current === 'cart' ? 'page' : undefined}>
                Cart
              </a>
            </nav>
            <div className="site-header__cart">
              <Element tag="sq-cart-pill" context={context} cart={cart} />
            </div>
          </div>
        </header>
        <main id="main" className="site-main" tabIndex={-1}>
          {children}
        </main>
        <footer className="site-footer">
          <div className="site-footer__inner">
            <p>{SHOP_NAME}: a demo shop for storefront-elements. Nothing here ships.</p>
            <p>Prices are in US dollars. Free returns within 30 days.</p>
          </div>
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

/** How wide a card's photograph shows: a column of the grid (two on a phone). */
const CARD_SIZES = '(max-width: 40rem) 50vw, (max-width: 76rem) 33vw, 18rem';
/** How wide a product page's photograph shows: half the page, or all of it on a phone. */
const PAGE_SIZES = '(max-width: 52rem) 100vw, 40rem';

/** A product's photograph at every width of SPEC.md section 9; the browser picks one for `sizes`. */
function ProductPhoto({
  product,
  className,
  alt,
  sizes,
  lazy = false,
}: {
  product: ShopProduct;
  className: string;
  alt: string;
  sizes: string;
  lazy?: boolean;
}) {
  return (
    <img
      className={className}
      src={productPhotoUrl(product.id, 500)}
      srcSet={productPhotoSrcset(product.id)}
      sizes={sizes}
      alt={alt}
      width={1000}
      height={1000}
      loading={lazy ? 'lazy' : undefined}
      decoding="async"
    />
  );
}

function ProductCard({ product, context }: { product: ShopProduct; context: PageContextJson }) {
  const input = { context, product: productJson(product), pageType: 'plp' } as const;
  return (
    <li className="product-card">
      <sq-product page-type="plp">
        <JsonScript value={input.product} />
        <a className="product-card__link" href={productUrl(product)}>
          <ProductPhoto product={product} className="product-card__image" alt="" sizes={CARD_SIZES} lazy />
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
    <Layout title="Shop" context={context} cart={cart} current="shop">
      <div className="page-intro">
        <h1>Shop</h1>
        <p>Everyday goods, made to last: clothes, kitchen and home, and a few things for the road.</p>
      </div>
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
          <ProductPhoto product={product} className="product-page__image" alt={product.title} sizes={PAGE_SIZES} />
          <div className="product-page__details">
            <h1 className="product-page__title">{product.title}</h1>
            <Element tag="sq-product-status" {...input} />
            <Element tag="sq-product-price" {...input} />
            <Element tag="sq-scarcity" {...input} />
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
        <div className="cart-item">
          <img src={entry.imageUrl} alt="" width={64} height={64} />
          <a href={entry.fullUrl}>{entry.title}</a>
        </div>
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
      <div className="empty-cart">
        <p>Your cart is empty.</p>
        <p>
          <a href="/">Continue shopping</a>
        </p>
      </div>
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
    <Layout title="Cart" context={pageContext({ pageType: PAGE_TYPE.cart, products: [] })} cart={cart} current="cart">
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
