/**
 * The call area of the catalogue of visitor texts (src/messages.ts says how a page replaces
 * them): why a call to the platform failed, for the add flow and the cart alike. It comes with
 * the code that makes those calls, never with a page that only shows products.
 */
export const CALL_MESSAGES = {
  /** A CSRF failure when the visitor had a session, or an add without a cart cookie. */
  sessionExpired: 'Your session has expired. Please reload the page and try again.',
  /** A CSRF failure without a session. */
  enableCookies: 'Please enable cookies in your browser, reload the page, and try again.',
  /** The platform answered 429. */
  rateLimited: 'Please try again in a few seconds.',
  /** A failure the platform did not explain. */
  somethingWentWrong: 'Something went wrong',
} as const;

/** The call texts, resolved for a page. */
export type CallMessages = { readonly [K in keyof typeof CALL_MESSAGES]: string };
