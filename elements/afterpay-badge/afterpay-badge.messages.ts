/**
 * The instalment messaging area of the catalogue of visitor texts (src/messages.ts says how a page
 * replaces them): it comes with `<sq-afterpay-badge>`'s own code (the modal's texts come with the
 * modal: afterpay-modal-messages.ts). `{brand}` is the provider's name (Afterpay, or Clearpay in
 * GB); `{amount}` one instalment.
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
} as const;
