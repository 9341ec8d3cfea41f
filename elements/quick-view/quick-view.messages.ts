/**
 * The quick view area of the catalogue of visitor texts (src/messages.ts says how a page
 * replaces them): it comes with `<sq-quick-view>`'s own code.
 */
export const QUICK_VIEW_MESSAGES = {
  /** The button that opens a product's quick view. */
  quickView: 'Quick View',
  /** The quick view's close button (its accessible name). */
  quickViewClose: 'Close',
  /** While the quick view loads the product. */
  quickViewLoading: 'Loading…',
  /** The product could not be loaded. */
  quickViewFailed: 'Unable to load. Try again.',
  /** The quick view's link to the whole product page. */
  quickViewDetails: 'View full details',
} as const;
