/**
 * The purchase area of the catalogue of visitor texts (src/messages.ts holds the core area and
 * says how a page replaces texts): what the add-to-cart flow and its paths tell the visitor. It
 * is loaded with the flow, when a visitor first reaches for an add-to-cart button.
 */
export const PURCHASE_MESSAGES = {
  /** One option still to choose. */
  selectOneOption: 'Please select the {option} option.',
  /** Two options still to choose. */
  selectTwoOptions: 'Please select the {option1} and {option2} options.',
  /** Three or more options still to choose. */
  selectManyOptions: 'Please select the {optionsList}, and {lastOption} options.',
  /** A gift card's denomination is still to choose. */
  selectDenomination: 'Select a denomination for the Gift Card',
  /** No variant has the chosen options. */
  variantUnavailable: 'Sorry, that item variant is unavailable. Please select another variant.',
  /** Not enough stock, counting what the cart holds. */
  outOfStock: 'Sorry, we do not have enough of that item available.',
  /** The quantity is not a number. */
  quantityNotANumber: 'Quantity must be a number.',
  /** The quantity is not a whole number. */
  quantityNotWhole: 'Quantity must be a whole number',
  /** The title of the alert dialog of a failed add. */
  unableToAddItem: 'Unable to Add Item',
  /** Express checkout without a cart cookie. */
  expressNoCookies:
    'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.',
  /** The title of the alert dialog of a failed express checkout. */
  unableToPurchaseItem: 'Unable to Purchase Item',
  /** The title of the alert dialog of a gift card that cannot be bought. */
  unableToPurchaseGiftCard: 'Unable to purchase Gift Card',
  /** A custom product form that could not be loaded (its stock check or its definition failed). */
  unableToOpenForm: 'Unable to open form',
  /** The heading of the popover after an add from a list page. */
  addedToCart: 'Added to cart',
  /** The popover's link to the cart. */
  viewCart: 'View Cart',
  /** The accessible name of the popover's close button. */
  closePopover: 'Close',
} as const;

/** The purchase texts, resolved for a page. */
export type PurchaseMessages = { readonly [K in keyof typeof PURCHASE_MESSAGES]: string };
