import type { Preview, StoryContext } from '@storybook/react-vite';
import type { CSSProperties, ReactNode } from 'react';
import { expect, fireEvent, waitFor, within } from 'storybook/test';
import { productArtwork } from '../demo/artwork';
import { catalogue } from '../demo/catalogue';
import { SHOP_NAME } from '../demo/shop';
import { $cart, refreshCart } from '../stores/cart';
import { resetCartEdits } from '../stores/cart-edits';
import { setPageContext } from '../stores/page-context';
import type { ProductPageType } from '../stores/product';
import { parsePageContext } from '../src/context/page-context';
import type { Product } from '../src/product/product';

/** What a story sets up on the page before it renders: `parameters.storefront`. */
export interface StorefrontParameters {
  /** The page context block, as the server would render it (parsed like the real one). */
  readonly pageContext?: Record<string, unknown>;
  /** Whether the visitor had a session (a crumb cookie) when the page started; default true. */
  readonly sessionStarted?: boolean;
  /** The `crumb` and `CART` cookies; null leaves one out. Both are set by default. */
  readonly cookies?: { readonly crumb?: string | null; readonly cart?: string | null };
  /** Load the cart from the (mocked) platform before rendering, as a page with a cart does at start. */
  readonly loadCart?: boolean;
}

const SESSION_COOKIES = ['crumb', 'CART'] as const;

function clearSessionCookies(): void {
  for (const name of SESSION_COOKIES) {
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

/**
 * Runs before every story (after msw's loader has installed the story's handlers): empties `$cart`
 * and the cart's changes under way (an Undo, a failure's popup, their timers), sets the page context and the session cookies, and loads the cart when the story asks.
 */
export async function storefrontBeforeEach({ parameters }: StoryContext): Promise<() => void> {
  const options: StorefrontParameters = parameters.storefront ?? {};
  resetCartEdits();
  $cart.set(null);
  setPageContext(parsePageContext(JSON.stringify(options.pageContext ?? {})), options.sessionStarted ?? true);
  clearSessionCookies();
  const { crumb = 'crumb-token', cart = 'cart-token' } = options.cookies ?? {};
  if (crumb) document.cookie = `crumb=${crumb}; path=/`;
  if (cart) document.cookie = `CART=${cart}; path=/`;
  if (options.loadCart) await refreshCart();
  return () => {
    resetCartEdits();
    $cart.set(null);
    clearSessionCookies();
  };
}

/** The project annotations Storybook and the stories test share (msw is wired up by each of them). */
export const storefrontAnnotations = {
  beforeEach: [storefrontBeforeEach],
  decorators: [
    (Story) => (
      <div style={{ fontFamily: 'system-ui, sans-serif' }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    layout: 'padded',
    // Every element's attributes and custom properties, with their descriptions (stories/controls.tsx).
    controls: { expanded: true },
  },
} satisfies Preview;

// Each element's Docs page (stories/controls.tsx) shows its stories that need nothing of their
// own; a story with a play function, or with a page context, cookies, cart or platform answers of
// its own, is tagged '!autodocs' and stays in the sidebar only: the stories of one Docs page share
// the page's stores, and their play functions do not run there. (Storybook reads tags from each
// stories file itself, so they are written out there.)

/** The product JSON as a page embeds it in a script: `<` escaped so the text cannot close the script. */
export function productJson(product: Product): string {
  return JSON.stringify(product).replace(/</g, '\\u003c');
}

/** Props of ProductMarkup. */
export interface ProductMarkupProps {
  readonly product: Product;
  readonly pageType?: ProductPageType;
  readonly children?: ReactNode;
}

/** `<sq-product>` with its product JSON script and the given elements and markup inside, as a template renders it. */
export function ProductMarkup({ product, pageType = 'pdp', children }: ProductMarkupProps) {
  return (
    <sq-product page-type={pageType}>
      <script type="application/json" dangerouslySetInnerHTML={{ __html: productJson(product) }} />
      {children}
    </sq-product>
  );
}

const cardStyle: CSSProperties = {
  display: 'grid',
  gap: '0.5rem',
  inlineSize: '16rem',
  padding: '1rem',
  border: '1px solid #ddd',
  borderRadius: '8px',
};

const imageStyle: CSSProperties = {
  display: 'block',
  inlineSize: '100%',
  aspectRatio: '1',
  borderRadius: '4px',
  background: 'linear-gradient(135deg, #e8e2d6, #c9bfae)',
};

/** A product's picture: the demo shop's drawing of it (by its page address, `/shop/p/{slug}`), else a plain tile. */
function ProductImage({ product, style }: { readonly product: Product; readonly style?: CSSProperties }) {
  const slug = /^\/shop\/p\/([^/?#]+)$/.exec(product.fullUrl ?? '')?.[1];
  const drawn = slug !== undefined && catalogue.some((seed) => seed.slug === slug);
  return drawn ? (
    <img
      src={`data:image/svg+xml,${encodeURIComponent(productArtwork(slug))}`}
      alt=""
      style={{ ...imageStyle, ...style }}
    />
  ) : (
    <div style={{ ...imageStyle, ...style }} />
  );
}

/** A product card of a list page: image, title, status badge, price and add-to-cart button. */
export function ProductCard({
  product,
  pageType = 'plp',
}: {
  readonly product: Product;
  readonly pageType?: ProductPageType;
}) {
  return (
    <ProductMarkup product={product} pageType={pageType}>
      <div style={cardStyle}>
        <a href={product.fullUrl ?? undefined} style={{ color: 'inherit', textDecoration: 'none' }}>
          <ProductImage product={product} />
          <h2 style={{ fontSize: '1rem', margin: '0.5rem 0 0' }}>{product.title}</h2>
        </a>
        <sq-product-status />
        <sq-product-price />
        <sq-add-to-cart />
      </div>
    </ProductMarkup>
  );
}

/** A product page: image, title, status, price, variant picker, quantity, add-to-cart button and description. */
export function ProductPage({
  product,
  display = 'dropdown',
  pageType = 'pdp',
  description,
}: {
  readonly product: Product;
  readonly display?: 'dropdown' | 'radio';
  readonly pageType?: ProductPageType;
  /** The product's description (the demo catalogue's `description`). */
  readonly description?: string;
}) {
  return (
    <ProductMarkup product={product} pageType={pageType}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '2rem' }}>
        <ProductImage product={product} style={{ inlineSize: '20rem' }} />
        <div style={{ display: 'grid', gap: '0.75rem', alignContent: 'start', maxInlineSize: '24rem' }}>
          <h1 style={{ margin: 0 }}>{product.title}</h1>
          <sq-product-status />
          <sq-product-price />
          <sq-variant-picker display={display} />
          <sq-quantity-input />
          <sq-add-to-cart />
          {description && <p style={{ margin: 0 }}>{description}</p>}
        </div>
      </div>
    </ProductMarkup>
  );
}

/** A site header with the cart pill, as the demo shop lays it out. */
export function SiteHeader({ children }: { readonly children?: ReactNode }) {
  return (
    <header
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: '1rem',
        padding: '0.75rem 1rem',
        borderBlockEnd: '1px solid #ddd',
      }}
    >
      <a href="/" style={{ fontWeight: 700, color: 'inherit', textDecoration: 'none' }}>
        {SHOP_NAME}
      </a>
      {children}
    </header>
  );
}

/** The add-to-cart button once its element has rendered. */
export async function addButton(canvasElement: HTMLElement): Promise<HTMLButtonElement> {
  return waitFor(() => {
    const button = canvasElement.querySelector<HTMLButtonElement>('sq-add-to-cart .sq-add-to-cart__button');
    expect(button).toBeTruthy();
    return button as HTMLButtonElement;
  });
}

/** Presses the add-to-cart button, as a visitor would. */
export async function pressAdd(canvasElement: HTMLElement): Promise<void> {
  fireEvent.click(await addButton(canvasElement));
}

/** Chooses a value in the dropdown labelled `label`. */
export async function pickOption(canvasElement: HTMLElement, label: string, value: string): Promise<void> {
  const select = await within(canvasElement).findByLabelText<HTMLSelectElement>(label, { selector: 'select' });
  fireEvent.change(select, { target: { value } });
}

/** Types a quantity into the quantity input. */
export async function enterQuantity(canvasElement: HTMLElement, value: string): Promise<void> {
  const input = await within(canvasElement).findByLabelText<HTMLInputElement>('Quantity');
  fireEvent.input(input, { target: { value } });
}

/** Waits until the add-to-cart button says `text`. */
export async function expectButtonText(canvasElement: HTMLElement, text: string, timeout = 1000): Promise<void> {
  const button = await addButton(canvasElement);
  await waitFor(() => expect(button.textContent).toBe(text), { timeout });
}

/** Waits until the add-to-cart message (`role="alert"`) says `text`. */
export async function expectAlert(canvasElement: HTMLElement, text: string): Promise<void> {
  await waitFor(() => expect(canvasElement.querySelector('sq-add-to-cart [role="alert"]')?.textContent).toBe(text));
}

/** Waits until the "Unable to Add Item" alert dialog shows `message`. */
export async function expectAlertDialog(canvasElement: HTMLElement, message: string): Promise<void> {
  await waitFor(() => {
    const dialog = canvasElement.querySelector('[role="alertdialog"]');
    expect(dialog?.querySelector('.sq-alert-dialog__title')?.textContent).toBe('Unable to Add Item');
    expect(dialog?.querySelector('.sq-alert-dialog__message')?.textContent).toBe(message);
  });
}
