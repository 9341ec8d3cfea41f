/**
 * The cart pill's area of the catalogue of visitor texts (src/messages.ts says how a page
 * replaces them): the drawer `<sq-cart-pill drawer>` opens. It comes with the pill's own code.
 */
export const CART_PILL_MESSAGES = {
  /** The cart drawer's title. */
  cartDrawerTitle: 'Your cart',
  /** The drawer's close button (its accessible name). */
  cartDrawerClose: 'Close cart',
  /** The drawer's link to the whole cart page. */
  cartDrawerViewCart: 'View full cart',
} as const;
