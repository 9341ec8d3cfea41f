/**
 * The instalment modal's area of the catalogue of visitor texts (src/messages.ts says how a page
 * replaces them): it comes with the modal's code (afterpay-modal.tsx), loaded when a visitor first
 * opens it, so a product page carries only the badge's own texts (afterpay-badge.messages.ts).
 * `{brand}` is the provider's name (Afterpay, or Clearpay in GB). Named `-messages.ts` like a
 * flow's texts in src/: the build puts a shop element's `.messages.ts` in the shop module, with
 * the element's own code (vite.config.ts, SHOP_ELEMENT).
 */
export const AFTERPAY_MODAL_MESSAGES = {
  /** The modal's close button (its accessible name). */
  afterpayClose: 'Close',
  /** While the modal loads the provider's page. */
  afterpayLoading: 'Loading…',
  /** The heading of the built-in summary, shown when the provider's page cannot be loaded. */
  afterpaySummaryTitle: 'Pay in 4 interest-free payments',
  /** The built-in summary's text. */
  afterpaySummary:
    'Split your purchase into 4 payments, one every 2 weeks. No interest, and no fees when you pay on time. Choose {brand} at checkout; eligibility criteria apply.',
} as const;
