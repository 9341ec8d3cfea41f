/**
 * The demo shop's pages, as React components rendered with `react-dom/server`: every text and
 * attribute is escaped by React, and each element's first markup comes from `dist/server.js`'s
 * renderer (the same views the browser renders), so nothing moves when the scripts start.
 */
import { type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { serverElement, type RenderInput } from '../src/server/render';
import { SHOP_NAME, WEBSITE_ID } from '../demo/shop';
import { catalogue } from '../demo/catalogue';
import { FORM_PAGES, type FormPage } from '../demo/form-blocks';
import { articleUrl, type JournalArticle } from '../demo/journal';
import { CART_MESSAGES } from '../elements/cart/cart.messages';
import type { CartJson } from './carts';
import { submissionLines, type FormBlock, type FormBlockDefinitions, type StoredSubmission } from './form-blocks';
import { jsonForScript } from './html';
import { formatMoney } from './money';
import { PAGE_COLLECTION_TYPE, PAGE_TYPE, pageContext } from './page-context';
import { productPhotoSrcset, productPhotoUrl } from './images';
import { productImageUrl, productJson, productUrl } from './product-json';
import type { ShopProduct, ShopVariant } from './products';
import type { OutboxNotice } from './restock';
import { belowMinimum, minimumOrderMessage, shopSettings } from './settings';
import { billingText, type SubscriptionCart } from './subscriptions';

/** The page's `<html lang>`; the elements read it for the shopper's language. */
export const LANG = 'en';

/** A page's context block, as `pageContext` makes it. */
export type PageContextJson = ReturnType<typeof pageContext>;

/** JSON in a `<script type="application/json">`: `jsonForScript` makes it safe there, React must not escape it again. */
export function JsonScript({ value, id }: { value: unknown; id?: string }) {
  return <script type="application/json" id={id} dangerouslySetInnerHTML={{ __html: jsonForScript(value) }} />;
}

/** An element's first markup on this page. */
function Element({ tag, context, ...input }: RenderInput & { tag: string; context: PageContextJson }) {
  return serverElement(tag, { pageContext: context, lang: LANG, ...input });
}

/** The header's links. */
export type NavLink = 'shop' | 'journal' | 'lookbook' | 'contact' | 'cart';

/** What a page gives the shared document. */
export interface LayoutProps {
  readonly title: string;
  readonly context: PageContextJson;
  /** The visitor's cart, for the pill's first markup. */
  readonly cart?: CartJson | null;
  /** Which of the header's links is this page. */
  readonly current?: NavLink;
  /** Which of the header's links leads to the part of the shop this page is in (a journal article: the journal). */
  readonly within?: NavLink;
  readonly children: ReactNode;
}

/** The document every demo page shares: head with the library's files, header, main, footer, page context. */
export function Layout({ title, context, cart = null, current, within, children }: LayoutProps) {
  // `page` on the link to this very page, `true` on the link to the section it belongs to.
  const currentOf = (link: NavLink) => (current === link ? 'page' : within === link ? 'true' : undefined);
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
              <a href="/" aria-current={currentOf('shop')}>
                Shop
              </a>
              <a href="/journal" aria-current={currentOf('journal')}>
                Journal
              </a>
              <a href="/gallery" aria-current={currentOf('lookbook')}>
                Lookbook
              </a>
              <a href="/contact" aria-current={currentOf('contact')}>
                Contact
              </a>
              <a href="/cart" aria-current={currentOf('cart')}>
                Cart
              </a>
            </nav>
            <div className="site-header__cart">
              {/* Everywhere but the cart page, the pill opens the cart in a drawer beside the page. */}
              <Element
                tag="sq-cart-pill"
                context={context}
                cart={cart}
                attributes={current === 'cart' ? {} : { drawer: true }}
              />
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
            <nav className="site-footer__owner" aria-label="Owner">
              {'Owner: '}
              <a href="/config/restock">restock sign-ups</a>
              {' · '}
              <a href="/config/outbox">sent notices</a>
              {' · '}
              <a href="/config/form-submissions">form submissions</a>
              {' · '}
              <a href="/config/analytics">analytics</a>
            </nav>
          </div>
        </footer>
        <JsonScript id="sq-page-context" value={context} />
      </body>
    </html>
  );
}

/** A whole document as HTML text. */
export function html(page: ReactNode): string {
  return `<!doctype html>\n${renderToStaticMarkup(page)}\n`;
}

/** How wide a card's photograph shows: a column of the grid (two on a phone). */
const CARD_SIZES = '(max-width: 40rem) 50vw, (max-width: 76rem) 33vw, 18rem';
/** How wide a product page's photograph shows: half the page, or all of it on a phone. */
const PAGE_SIZES = '(max-width: 52rem) 100vw, 40rem';
/** How wide a product block's photograph shows: a third of the article's column, or all of it on a phone. */
const BLOCK_SIZES = '(max-width: 40rem) 100vw, 14rem';
/** How wide an add-on row's photograph shows. */
const ADD_ON_SIZES = '4.5rem';

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
        <Element tag="sq-add-to-cart" {...input} attributes={addToCartAttributes(product)} />
        <Element tag="sq-quick-view" {...input} attributes={{ href: productUrl(product) }} />
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

/** One compact row of a product page's "Goes well with": photo, title, price and a round add button. */
function AddOnRow({ product, context }: { product: ShopProduct; context: PageContextJson }) {
  const input = { context, product: productJson(product), pageType: 'add-on' } as const;
  return (
    <li className="add-on">
      <sq-product page-type="add-on">
        <JsonScript value={input.product} />
        <ProductPhoto product={product} className="add-on__image" alt="" sizes={ADD_ON_SIZES} lazy />
        <div className="add-on__details">
          <h3 className="add-on__title">
            <a href={productUrl(product)}>{product.title}</a>
          </h3>
          <Element tag="sq-product-price" {...input} />
        </div>
        <Element tag="sq-add-to-cart" {...input} attributes={addToCartAttributes(product)} />
      </sq-product>
    </li>
  );
}

/** `GET /shop/p/{slug}`: one product's page, and below it the add-ons that go well with it. */
export function productPage(
  product: ShopProduct,
  cart: CartJson | null = null,
  addOns: readonly ShopProduct[] = [],
): string {
  const context = pageContext({ pageType: PAGE_TYPE.contentItem, products: [product, ...addOns], item: product });
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
            <Element tag="sq-afterpay-badge" {...input} />
            <Element tag="sq-scarcity" {...input} />
            {(input.product.structuredContent.productSubscriptionOptions?.length ?? 0) > 1 ? (
              <Element tag="sq-subscription-picker" {...input} />
            ) : null}
            <Element tag="sq-variant-picker" {...input} attributes={{ display: product.pickerDisplay }} />
            <Element tag="sq-quantity-input" {...input} />
            <Element tag="sq-add-to-cart" {...input} attributes={addToCartAttributes(product)} />
            <Element tag="sq-restock-form" {...input} />
            <p className="product-page__description">{product.description}</p>
          </div>
        </div>
      </sq-product>
      {addOns.length > 0 ? (
        <section className="add-ons" aria-labelledby="add-ons-title">
          <h2 id="add-ons-title" className="add-ons__title">
            Goes well with
          </h2>
          <ul className="add-ons__list" role="list">
            {addOns.map((addOn) => (
              <AddOnRow key={addOn.id} product={addOn} context={context} />
            ))}
          </ul>
        </section>
      ) : null}
    </Layout>,
  );
}

/** A product block in an article: the product, its price and choices, and an add to the cart in place. */
function ProductBlock({ product, context }: { product: ShopProduct; context: PageContextJson }) {
  const input = { context, product: productJson(product), pageType: 'product-block' } as const;
  const titleId = `product-block-${product.slug}`;
  return (
    <section className="product-block" aria-labelledby={titleId}>
      <sq-product page-type="product-block">
        <JsonScript value={input.product} />
        <div className="product-block__inner">
          <ProductPhoto product={product} className="product-block__image" alt="" sizes={BLOCK_SIZES} lazy />
          <div className="product-block__details">
            <p className="product-block__kicker">From the shop</p>
            <h2 id={titleId} className="product-block__title">
              {product.title}
            </h2>
            <Element tag="sq-product-status" {...input} />
            <Element tag="sq-product-price" {...input} />
            {product.variants.length > 1 ? (
              <Element tag="sq-variant-picker" {...input} attributes={{ display: product.pickerDisplay }} />
            ) : null}
            <Element tag="sq-quantity-input" {...input} />
            <Element tag="sq-add-to-cart" {...input} attributes={addToCartAttributes(product)} />
            <a className="product-block__link" href={productUrl(product)}>
              {`More about the ${product.title}`}
            </a>
          </div>
        </div>
      </sq-product>
    </section>
  );
}

/** An article's date as the journal prints it: "18 October 2024". */
function publishedText(isoDate: string): string {
  return new Date(`${isoDate}T12:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** `GET /journal`: the journal's articles, newest first. */
export function journalPage(articles: readonly JournalArticle[], cart: CartJson | null = null): string {
  return html(
    <Layout
      title="Journal"
      context={pageContext({ pageType: PAGE_TYPE.page, products: [] })}
      cart={cart}
      current="journal"
    >
      <div className="page-intro">
        <h1>Journal</h1>
        <p>Notes from the workshop and the trail: how we use what we sell, and what we pack.</p>
      </div>
      <ul className="journal-list" role="list">
        {articles.map((article) => (
          <li key={article.slug} className="journal-list__item">
            <h2 className="journal-list__title">
              <a href={articleUrl(article)}>{article.title}</a>
            </h2>
            <p className="journal-list__meta">
              <time dateTime={article.published}>{publishedText(article.published)}</time>
            </p>
            <p>{article.summary}</p>
          </li>
        ))}
      </ul>
    </Layout>,
  );
}

/** `GET /journal/{slug}`: a journal article, with its product block between its paragraphs. */
export function articlePage(article: JournalArticle, product: ShopProduct, cart: CartJson | null = null): string {
  const context = pageContext({ pageType: PAGE_TYPE.page, products: [product] });
  return html(
    <Layout title={article.title} context={context} cart={cart} within="journal">
      <nav className="breadcrumb" aria-label="Breadcrumb">
        <a href="/journal">Journal</a>
      </nav>
      <article className="article">
        <header className="article__header">
          <h1 className="article__title">{article.title}</h1>
          <p className="article__meta">
            {`By ${article.author} · `}
            <time dateTime={article.published}>{publishedText(article.published)}</time>
          </p>
        </header>
        {article.before.map((paragraph, index) => (
          <p key={`before-${index}`}>{paragraph}</p>
        ))}
        <ProductBlock product={product} context={context} />
        {article.after.map((paragraph, index) => (
          <p key={`after-${index}`}>{paragraph}</p>
        ))}
      </article>
    </Layout>,
  );
}

/** The add-to-cart button's attributes: `express-checkout` for the products the catalogue sells in one step. */
function addToCartAttributes(product: ShopProduct): { 'express-checkout'?: true } {
  return catalogue.find((seed) => seed.slug === product.slug)?.expressCheckout ? { 'express-checkout': true } : {};
}

/** A variant's options as text: "Size: M, Colour: Navy" ('' when it has none). */
function optionsText(attributes: Readonly<Record<string, string>>): string {
  return Object.entries(attributes)
    .map(([name, value]) => `${name}: ${value}`)
    .join(', ');
}

/** An entry's answers to its product's form, as the order shows them ("N/A" for a field left empty). */
function FormAnswers({ entry }: { entry: CartJson['entries'][number] }) {
  if (entry.formSubmission.length === 0) return null;
  return (
    <dl className="cart-answers">
      {entry.formSubmission.map((field, index) => (
        <div key={index} className="cart-answers__row">
          <dt>{field.rawTitle}</dt>
          <dd>{field.value || CART_MESSAGES.notAnswered}</dd>
        </div>
      ))}
    </dl>
  );
}

function CartRow({ entry }: { entry: CartJson['entries'][number] }) {
  const options = optionsText(entry.chosenVariant.attributes);
  return (
    <tr>
      <td>
        <div className="cart-item">
          <img src={entry.imageUrl} alt="" width={64} height={64} />
          <a href={entry.fullUrl}>{entry.title}</a>
        </div>
        <FormAnswers entry={entry} />
      </td>
      <td>{options}</td>
      <td className="cart-table__number">{entry.quantity}</td>
      <td className="cart-table__number">{formatMoney(entry.subTotal)}</td>
    </tr>
  );
}

/** A cart's totals as the server computed them (server/carts.ts `TOTALS_RULES`). */
function CartTotals({ cart }: { cart: CartJson }) {
  const shipping =
    cart.shippingCostCents > 0 ? formatMoney(cart.shippingCostCents) : cart.requiresShipping ? 'Free' : 'None needed';
  return (
    <dl className="checkout-summary cart-totals">
      <SummaryRow term="Subtotal">{formatMoney(cart.subtotalCents)}</SummaryRow>
      <SummaryRow term="Discount">
        {cart.discountCents > 0 ? `−${formatMoney(cart.discountCents)}` : formatMoney(0)}
      </SummaryRow>
      <SummaryRow term="Shipping">{shipping}</SummaryRow>
      <SummaryRow term="Tax">{formatMoney(cart.taxCents)}</SummaryRow>
      <SummaryRow term="Total">
        <strong>{formatMoney(cart.grandTotalCents)}</strong>
      </SummaryRow>
    </dl>
  );
}

/** A cart's entries, then its subtotal, or with `totals` every total of the order. */
function CartContents({ cart, totals = false }: { cart: CartJson; totals?: boolean }) {
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
      {totals ? (
        <CartTotals cart={cart} />
      ) : (
        <p className="cart-subtotal">
          Subtotal: <strong>{formatMoney(cart.subtotalCents)}</strong>
        </p>
      )}
    </>
  );
}

/** `GET /cart`: the cart page, rendered from the visitor's cart. */
export function cartPage(cart: CartJson): string {
  const context = pageContext({ pageType: PAGE_TYPE.cart, products: [] });
  return html(
    <Layout title="Cart" context={context} cart={cart} current="cart">
      <h1>Cart</h1>
      <div className="cart">
        <Element tag="sq-cart" context={context} cart={cart} />
      </div>
    </Layout>,
  );
}

/** What every checkout stand-in says about itself. */
function CheckoutNote() {
  return (
    <p className="checkout-note">
      This is the demo shop&apos;s stand-in for the platform&apos;s checkout: nothing is charged and no order is placed.
    </p>
  );
}

/** One line of a checkout summary. */
function SummaryRow({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="checkout-summary__row">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A checkout page's item: its picture and a summary of what was received. */
function CheckoutItem({ productId, children }: { productId: string; children: ReactNode }) {
  return (
    <div className="checkout">
      <img className="checkout__image" src={productImageUrl({ id: productId })} alt="" width={160} height={160} />
      <dl className="checkout-summary">{children}</dl>
    </div>
  );
}

/** A checkout page that cannot show what it was asked for: its heading, why, and the way back. */
function checkoutProblemPage(title: string, message: string, cart: CartJson | null): string {
  return html(
    <Layout title={title} context={pageContext({ pageType: PAGE_TYPE.notFound, products: [] })} cart={cart}>
      <h1>{title}</h1>
      <p>{message}</p>
      <p>
        <a href="/">Back to the shop</a>
      </p>
    </Layout>,
  );
}

/** `GET /checkout/subscribe?cartToken=…`: the subscription cart the subscription call made. */
export function subscriptionCheckoutPage(subscription: SubscriptionCart, cart: CartJson | null = null): string {
  const options = optionsText(subscription.attributes);
  const billing = billingText(subscription.plan);
  const cycles = subscription.plan.numBillingCycles;
  return html(
    <Layout
      title="Subscription checkout"
      context={pageContext({ pageType: PAGE_TYPE.checkout, products: [] })}
      cart={cart}
    >
      <h1>Subscription checkout</h1>
      <CheckoutNote />
      <CheckoutItem productId={subscription.productId}>
        <SummaryRow term="Subscription">
          <a href={productUrl(subscription)}>{subscription.title}</a>
        </SummaryRow>
        {options ? <SummaryRow term="Options">{options}</SummaryRow> : null}
        <SummaryRow term="Quantity">{subscription.quantity}</SummaryRow>
        <SummaryRow term="Billing">{billing}</SummaryRow>
        <SummaryRow term="Payments">{cycles > 0 ? `${cycles}` : 'Until you cancel'}</SummaryRow>
        <SummaryRow term="Price">{`${formatMoney(subscription.unitPriceCents)} each`}</SummaryRow>
        <SummaryRow term="Charged each time">
          <strong>{formatMoney(subscription.unitPriceCents * subscription.quantity)}</strong>
        </SummaryRow>
      </CheckoutItem>
    </Layout>,
  );
}

/** The 404 page for a subscription checkout address whose token names no subscription cart. */
export function subscriptionNotFoundPage(token: string | undefined, cart: CartJson | null = null): string {
  return checkoutProblemPage(
    'Subscription checkout not found',
    token
      ? 'This subscription checkout link is not valid. Go back to the product and press Subscribe again.'
      : 'This address needs a cartToken, which the shop gives when you press Subscribe on a product.',
    cart,
  );
}

/** What the gift card checkout received. */
export interface GiftCardCheckout {
  readonly product: ShopProduct;
  readonly variant: ShopVariant;
  /** The `websiteId` of the address, as given. */
  readonly websiteId: string | undefined;
}

/** `GET /checkout/giftcard?websiteId=…&giftCardProductId=…&sku=…`: the gift card and amount chosen. */
export function giftCardCheckoutPage(
  { product, variant, websiteId }: GiftCardCheckout,
  cart: CartJson | null = null,
): string {
  return html(
    <Layout
      title="Gift card checkout"
      context={pageContext({ pageType: PAGE_TYPE.checkout, products: [] })}
      cart={cart}
    >
      <h1>Gift card checkout</h1>
      <CheckoutNote />
      <CheckoutItem productId={product.id}>
        <SummaryRow term="Gift card">
          <a href={productUrl(product)}>{product.title}</a>
        </SummaryRow>
        <SummaryRow term="Denomination">
          <strong>{formatMoney(variant.salePriceCents ?? variant.priceCents)}</strong>
        </SummaryRow>
        <SummaryRow term="SKU">
          <code>{variant.sku}</code>
        </SummaryRow>
        <SummaryRow term="Website id">
          {websiteId ? <code>{websiteId}</code> : 'none given'}
          {websiteId === WEBSITE_ID ? null : (
            <span className="checkout-summary__warning">{` (this shop's website id is ${WEBSITE_ID})`}</span>
          )}
        </SummaryRow>
      </CheckoutItem>
    </Layout>,
  );
}

/** The 404 page for a gift card checkout address that names no gift card, or no amount of it. */
export function giftCardNotFoundPage(message: string, cart: CartJson | null = null): string {
  return checkoutProblemPage('Gift card not found', message, cart);
}

/** What checkout shows a cart below the minimum order subtotal: the minimum, the way back, what the cart holds and its subtotal. */
function BelowMinimum({ cart }: { cart: CartJson }) {
  return (
    <>
      <div className="empty-cart checkout-minimum">
        <p>{minimumOrderMessage(shopSettings().minimumOrderSubtotalCents)}</p>
        <p>
          <a href="/cart">Back to your cart</a>
        </p>
      </div>
      <div className="cart">
        <CartContents cart={cart} />
      </div>
    </>
  );
}

/**
 * `GET /commerce/goto-checkout`: the visitor's cart, as express checkout sends it (entries with
 * their options and form answers, quantities, line prices and every total); `null` when the
 * visitor has no cart cookie (the session expired, or cookies are off). A cart below the shop's
 * minimum order subtotal (server/settings.ts) gets the minimum and a link back to the cart instead.
 */
export function checkoutPage(cart: CartJson | null): string {
  return html(
    <Layout title="Checkout" context={pageContext({ pageType: PAGE_TYPE.checkout, products: [] })} cart={cart}>
      <h1>Checkout</h1>
      {cart && belowMinimum(cart) ? (
        <BelowMinimum cart={cart} />
      ) : cart ? (
        <>
          <CheckoutNote />
          <div className="cart">
            <CartContents cart={cart} totals />
          </div>
        </>
      ) : (
        <div className="empty-cart">
          <p>
            Either your session has expired or your browser does not accept cookies, so there is no cart to check out.
          </p>
          <p>
            Turn cookies on, then <a href="/">go back to the shop</a> and add your items again.
          </p>
        </div>
      )}
    </Layout>,
  );
}

/** `GET /config/restock`: the owner's restock sign-ups, loaded and sent by `<sq-restock-manager>` in the browser. */
export function restockManagerPage(cart: CartJson | null = null): string {
  const context = pageContext({ pageType: PAGE_TYPE.page, products: [] });
  return html(
    <Layout title="Restock sign-ups" context={context} cart={cart}>
      <div className="page-intro">
        <h1>Restock sign-ups</h1>
        <p>
          Who asked to hear when a sold-out item is back, and the notices to send them. The notices go to the{' '}
          <a href="/config/outbox">outbox</a>: the demo shop sends no mail. This is the shop owner&apos;s page; the demo
          has no accounts, so anyone may open it.
        </p>
      </div>
      <Element tag="sq-restock-manager" context={context} />
    </Layout>,
  );
}

/** A time as the outbox shows it: "2024-10-18 14:03 UTC". */
export function sentText(epochMs: number): string {
  return `${new Date(epochMs).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** `GET /config/outbox`: the restock notices the shop would have emailed, newest first. */
export function outboxPage(notices: readonly OutboxNotice[], cart: CartJson | null = null): string {
  const context = pageContext({ pageType: PAGE_TYPE.page, products: [] });
  return html(
    <Layout title="Sent notices" context={context} cart={cart}>
      <div className="page-intro">
        <h1>Sent notices</h1>
        <p>
          The restock notices sent from <a href="/config/restock">restock sign-ups</a>, newest first. The demo shop
          keeps them here instead of emailing them.
        </p>
      </div>
      {notices.length === 0 ? (
        <p className="outbox-empty">No notices sent yet.</p>
      ) : (
        <table className="cart-table outbox">
          <caption className="visually-hidden">Notices sent, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Sent</th>
              <th scope="col">To</th>
              <th scope="col">Subject</th>
              <th scope="col">Product</th>
            </tr>
          </thead>
          <tbody>
            {notices.map((notice) => (
              <tr key={notice.id} className="outbox__notice">
                <td>
                  <time dateTime={new Date(notice.sentOn).toISOString()}>{sentText(notice.sentOn)}</time>
                </td>
                <td>{notice.to}</td>
                <td>
                  <details>
                    <summary>{notice.subject}</summary>
                    <pre className="outbox__body">{notice.body}</pre>
                  </details>
                </td>
                <td>
                  <a href={notice.productUrl}>{notice.productTitle}</a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Layout>,
  );
}

/** The page context of a content page with form blocks: its own collection, whose id and title the forms send. */
function formPageContext(page: FormPage) {
  return pageContext({
    pageType: PAGE_TYPE.page,
    products: [],
    collection: { id: page.id, title: page.title, type: PAGE_COLLECTION_TYPE },
  });
}

/**
 * A form block: `<sq-newsletter>` for a newsletter sign-up, else `<sq-form-block>`, with its
 * definition in a child `<script type="application/json">`. The elements render the form in the
 * browser (no server markup of their own yet).
 */
function FormBlockElement({ block, context }: { block: FormBlock; context: PageContextJson }) {
  const tag = block.kind === 'newsletter' ? 'sq-newsletter' : 'sq-form-block';
  // The element's first markup holds the definition in its script, as the element writes it.
  return <Element tag={tag} context={context} json={block.definition} />;
}

/** `GET /contact`: the contact form (every field type) and the newsletter sign-up. */
export function contactPage(contact: FormBlock, newsletter: FormBlock, cart: CartJson | null = null): string {
  const context = formPageContext(FORM_PAGES.contact);
  return html(
    <Layout title={FORM_PAGES.contact.title} context={context} cart={cart} current="contact">
      <div className="page-intro">
        <h1>{FORM_PAGES.contact.title}</h1>
        <p>
          Questions about an order, a return or wholesale? Write to us here: we read every message. Prefer paper?{' '}
          <a href={FORM_PAGES.catalogueRequest.path}>Request a catalogue</a>.
        </p>
      </div>
      <section className="form-section" aria-labelledby="contact-form-title">
        <h2 id="contact-form-title" className="form-section__title">
          Send us a message
        </h2>
        <FormBlockElement block={contact} context={context} />
      </section>
      <section className="form-section" aria-labelledby="newsletter-title">
        <h2 id="newsletter-title" className="form-section__title">
          Field notes by email
        </h2>
        <p className="form-section__intro">Once a month: what is new in the shop, and what we packed for the trail.</p>
        <FormBlockElement block={newsletter} context={context} />
      </section>
    </Layout>,
  );
}

/** `GET /catalogue-request`: the catalogue request, whose success sends the visitor to the journal. */
export function catalogueRequestPage(request: FormBlock, cart: CartJson | null = null): string {
  const page = FORM_PAGES.catalogueRequest;
  const context = formPageContext(page);
  return html(
    <Layout title={page.title} context={context} cart={cart}>
      <div className="page-intro">
        <h1>{page.title}</h1>
        <p>
          Our printed catalogue comes out twice a year, and we post it free to US addresses. Once you have sent the
          form, we take you to the journal for something to read while it is on its way.
        </p>
      </div>
      <div className="form-section">
        <FormBlockElement block={request} context={context} />
      </div>
    </Layout>,
  );
}

/** One kept submission, as the owner reads it: its form, when, from which page, then each answer. */
function SubmissionItem({ submission, block }: { submission: StoredSubmission; block: FormBlock | undefined }) {
  const lines = block ? submissionLines(block.definition, submission.answers) : [];
  return (
    <li className="form-submission">
      <h2 className="form-submission__title">
        {block?.definition.title || submission.formId} <code>{submission.formId}</code>
      </h2>
      <p className="form-submission__meta">
        <time dateTime={new Date(submission.created).toISOString()}>{sentText(submission.created)}</time>
        {submission.pagePath ? (
          <>
            {' · from '}
            <a href={submission.pagePath}>{submission.pageTitle || submission.pagePath}</a>
          </>
        ) : null}
      </p>
      {block ? (
        lines.length > 0 ? (
          <dl className="form-submission__answers">
            {lines.map((line, index) => (
              <div key={index} className="form-submission__answer">
                <dt>{line.title}</dt>
                <dd>{line.value}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p>No answers.</p>
        )
      ) : (
        <pre className="form-submission__raw">{JSON.stringify(submission.answers, null, 2)}</pre>
      )}
    </li>
  );
}

/** `GET /config/form-submissions`: what visitors sent with the form blocks and the newsletter, newest first. */
export function formSubmissionsPage(
  submissions: readonly StoredSubmission[],
  blocks: FormBlockDefinitions,
  cart: CartJson | null = null,
): string {
  const context = pageContext({ pageType: PAGE_TYPE.page, products: [] });
  return html(
    <Layout title="Form submissions" context={context} cart={cart}>
      <div className="page-intro">
        <h1>Form submissions</h1>
        <p>
          What visitors sent with the <a href={FORM_PAGES.contact.path}>contact form</a>, the newsletter sign-up and the{' '}
          <a href={FORM_PAGES.catalogueRequest.path}>catalogue request</a>, newest first. The demo shop keeps them here
          instead of emailing them.
        </p>
      </div>
      {submissions.length === 0 ? (
        <p className="form-submissions-empty">No submissions yet.</p>
      ) : (
        <ol className="form-submissions" role="list">
          {submissions.map((submission) => (
            <SubmissionItem key={submission.id} submission={submission} block={blocks.byId(submission.formId)} />
          ))}
        </ol>
      )}
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
