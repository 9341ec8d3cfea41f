import { $cart, followOtherTabs, refreshCart } from '../../stores/cart';
import { setPageContext } from '../../stores/page-context';
import { hasCartCookie, readCrumb, readSiteUserInfo } from '../context/cookies';
import { PAGE_CONTEXT_ID, readPageContext, type PageContext } from '../context/page-context';
import { emit } from '../events';
import { listenForUncaught } from '../analytics/channel';

/** Marks a document as started, shared by every copy of the library on the page. */
const STARTED = Symbol.for('storefront-elements.started');

/** Whether the visitor's cart should be loaded: signed in, or a cart cookie exists. */
export function shouldLoadCart(context: PageContext): boolean {
  return Boolean(context.authenticatedAccount) || readSiteUserInfo().authenticated || hasCartCookie();
}

/** Announces every cart change on a target as `sq-cart-change`; returns the unsubscribe function. */
export function announceCartChanges(target: EventTarget): () => void {
  return $cart.listen((cart) => {
    if (cart) emit(target, 'sq-cart-change', { cart });
  });
}

/**
 * Starts the library once per document (whichever copy of it comes first): once the markup has
 * been parsed, reads the page context, announces cart changes and loads the cart when the visitor may
 * have one (shouldLoadCart: signed in, or a cart cookie), and again whenever another open tab of
 * the shop changes it.
 */
export function startStorefront(doc: Document = document): void {
  const marked = doc as Document & { [STARTED]?: true };
  if (marked[STARTED]) return;
  marked[STARTED] = true;
  const begin = () => {
    // The library's own errors are caught from the start (the analytics module reports them).
    listenForUncaught(window);
    const context = readPageContext(doc);
    setPageContext(context, Boolean(readCrumb()));
    announceCartChanges(doc);
    if (shouldLoadCart(context)) void refreshCart();
    followOtherTabs(window);
  };
  if (doc.readyState === 'loading' && !doc.getElementById(PAGE_CONTEXT_ID)) {
    doc.addEventListener('DOMContentLoaded', begin, { once: true });
  } else {
    begin();
  }
}
