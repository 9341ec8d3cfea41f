import { atom } from 'nanostores';
import { DEFAULT_PAGE_CONTEXT, type PageContext } from '../src/context/page-context';

/** The page context, read once from the page's `#sq-page-context` block. */
export const $pageContext = atom<PageContext>(DEFAULT_PAGE_CONTEXT);

/** Whether the visitor had a session (a `crumb` cookie) when the page started. */
export const $sessionStarted = atom<boolean>(false);

/** Sets the page context; called once when the library starts. */
export function setPageContext(context: PageContext, sessionStarted: boolean): void {
  $pageContext.set(context);
  $sessionStarted.set(sessionStarted);
}

/** Adds one product's merchandising (a quick view's, loaded after the page) to the page context's. */
export function addMerchandising(productId: string, merchandising: Readonly<Record<string, unknown>>): void {
  const context = $pageContext.get();
  $pageContext.set({ ...context, merchandising: { ...context.merchandising, [productId]: merchandising } });
}
