/**
 * The instalment messaging area of the catalogue of visitor texts (src/messages.ts says how a page
 * replaces them): it comes with `<sq-afterpay-badge>`'s own code. `{brand}` is the provider's name
 * (Afterpay, or Clearpay in GB); `{amount}` one instalment.
 */
export const AFTERPAY_BADGE_MESSAGES = {
  /** The instalment message: `{brand}` is where the logo button goes (at the end when left out). */
  afterpayMessage: 'or 4 interest-free payments of {amount} with {brand}',
  /** The provider's name outside GB: the logo button's text. */
  afterpayBrand: 'Afterpay',
  /** The provider's name in GB. */
  afterpayBrandClearpay: 'Clearpay',
  /** The info button's accessible name, which also names the modal and its content. */
  afterpayInfo: 'Learn more about {brand}',
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
