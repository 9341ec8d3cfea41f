/**
 * The cart drawer's area of the catalogue of visitor texts (src/messages.ts says how a page
 * replaces them): the drawer `<sq-cart-pill drawer>` opens. It comes with the drawer's code
 * (cart-drawer.tsx), loaded when a visitor first reaches for the pill. Named `-messages.ts` like a
 * flow's texts in src/: the build puts a shop element's `.messages.ts` in the shop module, with
 * the element's own code (vite.config.ts, SHOP_ELEMENT).
 */
export const CART_DRAWER_MESSAGES = {
  /** The cart drawer's title. */
  cartDrawerTitle: 'Your cart',
  /** The drawer's close button (its accessible name). */
  cartDrawerClose: 'Close cart',
  /** The drawer's link to the whole cart page. */
  cartDrawerViewCart: 'View full cart',
} as const;
