/**
 * The layout's data (`layoutJson`), and the pages the theme does not render: the owner's pages,
 * the checkout stand-ins and the 404 page, as React components rendered with `react-dom/server`
 * (every text and attribute escaped by React) into the theme's layout. Each element's first
 * markup comes from `dist/server.js`'s renderer (the same views the browser renders), so nothing
 * moves when the scripts start. The storefront pages come from the theme: server/theme-pages.ts.
 */
import { type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { HOLD_SCRIPT, serverElement, type RenderInput } from '../src/server/render';
import { SHOP_NAME, WEBSITE_ID } from '../demo/shop';
import { FORM_PAGES } from '../demo/form-blocks';
import { CART_MESSAGES } from '../src/cart/messages';
import type { CartJson } from './carts';
import { submissionLines, type FormBlock, type FormBlockDefinitions, type StoredSubmission } from './form-blocks';
import { jsonForScript } from './html';
import { themed } from './theme';
import { formatMoney } from './money';
import { PAGE_TYPE, pageContext } from './page-context';
import { productImageUrl, productUrl } from './product-json';
import type { ShopProduct, ShopVariant } from './products';
import type { OutboxNotice } from './restock';
import { belowMinimum, minimumOrderMessage, shopSettings } from './settings';
import { billingText, type SubscriptionCart } from './subscriptions';
import { sitePath } from './site-path';

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

/**
 * Marks a page's content and where it stands in the shop; `html` renders the content into the
 * theme's layout (theme/site.region: head with the library's files, header, main, footer, page
 * context), the one layout every page shares, whether its content comes from a theme template or
 * from React.
 */
export function Layout({ children }: LayoutProps) {
  return children;
}

const NAV: readonly { readonly link: NavLink; readonly href: string; readonly label: string }[] = [
  { link: 'shop', href: '/', label: 'Shop' },
  { link: 'journal', href: '/journal', label: 'Journal' },
  { link: 'lookbook', href: '/gallery', label: 'Lookbook' },
  { link: 'contact', href: '/contact', label: 'Contact' },
  { link: 'cart', href: '/cart', label: 'Cart' },
];

/** The data the theme's layout reads, for a page placed as `props` says. */
export function layoutJson({ title, context, cart = null, current, within }: Omit<LayoutProps, 'children'>) {
  return {
    lang: LANG,
    title,
    website: { id: WEBSITE_ID, siteTitle: SHOP_NAME, timeZone: context.website.timeZone },
    // `page` on the link to this very page, `true` on the link to the section it belongs to.
    nav: NAV.map(({ link, href, label }) => ({
      href,
      label,
      current: current === link ? 'page' : within === link ? 'true' : null,
    })),
    onCartPage: current === 'cart',
    cart,
    pageContext: context,
    // Inlined at the start of <head>: a press before the loader has run is kept (src/runtime/hold.ts).
    holdScript: HOLD_SCRIPT,
  };
}

/** A whole document as HTML text. */
export function html(page: ReactElement<LayoutProps>): string {
  const { children, ...layout } = page.props;
  return themed({ content: renderToStaticMarkup(<>{children}</>), json: layoutJson(layout) });
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
          <p>Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.</p>
          <p>
            Turn cookies on, then <a href="/">go back to the shop</a> and add your items again.
          </p>
        </div>
      )}
    </Layout>,
  );
}

/** `GET /config/restock`: the owner's restock sign-ups, loaded and sent by `<sq-restock-manager>` in the browser. */
export function restockManagerPage(cart: CartJson | null = null, owner?: OwnerSession): string {
  const context = pageContext({ pageType: PAGE_TYPE.page, products: [] });
  return html(
    <Layout title="Restock sign-ups" context={context} cart={cart}>
      <OwnerSignOut owner={owner} />
      <div className="page-intro">
        <h1>Restock sign-ups</h1>
        <p>
          Who asked to hear when a sold-out item is back, and the notices to send them. The notices go to the{' '}
          <a href="/config/outbox">outbox</a>: the demo shop sends no mail. This is the shop owner&apos;s page: only a
          signed-in owner may open it.
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
export function outboxPage(
  notices: readonly OutboxNotice[],
  cart: CartJson | null = null,
  owner?: OwnerSession,
): string {
  const context = pageContext({ pageType: PAGE_TYPE.page, products: [] });
  return html(
    <Layout title="Sent notices" context={context} cart={cart}>
      <OwnerSignOut owner={owner} />
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

/** One kept submission, as the owner reads it: its form, when, from which page, then each answer. */
function SubmissionItem({ submission, block }: { submission: StoredSubmission; block: FormBlock | undefined }) {
  const lines = block ? submissionLines(block.definition, submission.answers) : [];
  const link = sitePath(submission.pagePath);
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
            {/* The visitor's browser says which page it was: a link only when that is a page of this site. */}
            {link !== null ? (
              <a href={link}>{submission.pageTitle || submission.pagePath}</a>
            ) : (
              `${submission.pageTitle || submission.pagePath} (${submission.pagePath})`
            )}
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
  owner?: OwnerSession,
): string {
  const context = pageContext({ pageType: PAGE_TYPE.page, products: [] });
  return html(
    <Layout title="Form submissions" context={context} cart={cart}>
      <OwnerSignOut owner={owner} />
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

/** Where the owner signs in and out (server/owner.ts). */
export const OWNER_PATHS = { signIn: '/config/sign-in', signOut: '/config/sign-out' } as const;

/** What an owner's page needs to offer a sign-out: the visitor's crumb, posted back as the CSRF check. */
export interface OwnerSession {
  readonly crumb: string;
}

/** The owner's sign-out button, at the top of each owner's page. */
export function OwnerSignOut({ owner }: { owner: OwnerSession | undefined }) {
  if (!owner) return null;
  return (
    <form method="post" action={OWNER_PATHS.signOut} className="owner-sign-out">
      <input type="hidden" name="crumb" value={owner.crumb} />
      <p>
        Signed in as the shop&apos;s owner. <button type="submit">Sign out</button>
      </p>
    </form>
  );
}

/** What the sign-in page shows. */
export interface SignInPageProps {
  /** The visitor's crumb, posted back with the password (the CSRF check). */
  readonly crumb: string;
  /** The same-site path to go back to once signed in. */
  readonly next: string;
  /** Why the last try failed (a wrong password, too many tries, an expired form). */
  readonly error?: string;
  /** Whether the owner has just signed out. */
  readonly signedOut?: boolean;
}

/**
 * `GET /config/sign-in`: the owner's password, then back to the page asked for. A failed try
 * comes back with its reason in an alert (announced when the page loads), named in the title and
 * tied to the field, which has the focus.
 */
export function signInPage({ crumb, next, error, signedOut = false }: SignInPageProps, cart: CartJson | null = null) {
  const context = pageContext({ pageType: PAGE_TYPE.page, products: [] });
  return html(
    <Layout title={error ? `Not signed in: ${error}` : 'Owner sign-in'} context={context} cart={cart}>
      <div className="page-intro">
        <h1>Owner sign-in</h1>
        <p>
          Restock sign-ups, sent notices, form submissions and analytics are the shop owner&apos;s pages. Sign in with
          the owner password: the one in <code>SQ_OWNER_PASSWORD</code>, or the one the server printed when it started.
        </p>
      </div>
      {signedOut && !error ? (
        <p className="sign-in__status" role="status">
          You have signed out.
        </p>
      ) : null}
      <form method="post" action={OWNER_PATHS.signIn} className="sign-in">
        {error ? (
          <p className="sign-in__error" id="sign-in-error" role="alert">
            {error}
          </p>
        ) : null}
        <input type="hidden" name="crumb" value={crumb} />
        <input type="hidden" name="next" value={next} />
        <label htmlFor="owner-password">Password</label>
        <input
          id="owner-password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          autoFocus
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'sign-in-error' : undefined}
        />
        <button type="submit">Sign in</button>
      </form>
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
