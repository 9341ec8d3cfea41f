/**
 * The cart area of the catalogue of visitor texts (src/messages.ts says how a page replaces
 * them): it comes with `<sq-cart>`'s own code.
 */
export const CART_MESSAGES = {
  /** The name of the list of entries. */
  cartItems: 'Items in your cart',
  /** A cart with nothing in it. */
  cartEmpty: 'Your cart is empty.',
  /** The empty cart's link back to the shop. */
  continueShopping: 'Continue Shopping',
  /** An entry's quantity field (its accessible name). */
  cartQuantityOf: 'Quantity of {title}',
  /** An entry's remove button. */
  cartRemove: 'Remove',
  /** An entry's remove button (its accessible name). */
  cartRemoveLabel: 'Remove {title}',
  /** A form answer the visitor left empty. */
  notAnswered: 'N/A',
  /** An entry's button that opens its custom form to change the answers. */
  cartEdit: 'Edit',
  /** The edit button's accessible name. */
  cartEditLabel: 'Edit {title}',
  /** Said, with an Undo button, for a few seconds after an entry is removed. */
  cartRemoved: '{title} removed.',
  /** Puts a removed entry back. */
  cartUndo: 'Undo',
  /** Announced once the platform has recalculated the cart after a change. */
  cartUpdated: 'Cart updated.',
  /** The totals. */
  cartSubtotal: 'Subtotal',
  cartDiscount: 'Discount',
  cartShipping: 'Shipping',
  cartTax: 'Tax',
  cartTotal: 'Total',
  /** Goes to the platform's checkout. */
  checkout: 'Checkout',
  /** Below the store's minimum order subtotal (`storeSettings.minimumOrderSubtotal`); Checkout is disabled. */
  minimumSubtotal: 'To check out, your order subtotal must be {subtotal} or more.',
  /** The popup titles of a failed change. */
  unableToUpdateQuantity: 'Unable to update quantity',
  unableToRemoveItem: 'Unable to remove item',
  unableToUpdateForm: 'Unable to update form',
  unableToOpenCartForm: 'Unable to open form',
  /** A failure the platform did not explain. */
  cartSomethingWentWrong: 'Something went wrong',
} as const;
