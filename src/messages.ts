import { reportProblem } from './lib/schemas';

/**
 * Every text a visitor can see or hear, keyed, with SPEC.md's wording as the default. A page
 * replaces any of them with the page context's `messages` map (CONTRACT section 2 plus this
 * library's `messages` field), so a shop in another language needs no fork. `{name}` marks where
 * a value goes.
 */
export const DEFAULT_MESSAGES = {
  /** The add-to-cart button's idle label. */
  addToCart: 'Add To Cart',
  /** The idle label of a subscription product. */
  subscribe: 'Subscribe',
  /** The button while the add call runs (also announced). */
  adding: 'Adding…',
  /** The button after a successful add (also announced). */
  added: 'Added!',
  /** The disabled button of a sold-out product. */
  soldOut: 'Sold Out',
  /** The 2-second flash on a list page when options are still to choose. */
  selectOption: 'Select Option',
  /** One option still to choose. */
  selectOneOption: 'Please select the {option} option.',
  /** Two options still to choose. */
  selectTwoOptions: 'Please select the {option1} and {option2} options.',
  /** Three or more options still to choose. */
  selectManyOptions: 'Please select the {optionsList}, and {lastOption} options.',
  /** No variant has the chosen options. */
  variantUnavailable: 'Sorry, that item variant is unavailable. Please select another variant.',
  /** Not enough stock, counting what the cart holds. */
  outOfStock: 'Sorry, we do not have enough of that item available.',
  /** The quantity is not a number. */
  quantityNotANumber: 'Quantity must be a number.',
  /** The quantity is not a whole number. */
  quantityNotWhole: 'Quantity must be a whole number',
  /** A CSRF failure when the visitor had a session, or no cart cookie. */
  sessionExpired: 'Your session has expired. Please reload the page and try again.',
  /** A CSRF failure without a session. */
  enableCookies: 'Please enable cookies in your browser, reload the page, and try again.',
  /** The platform answered 429. */
  rateLimited: 'Please try again in a few seconds.',
  /** The title of the alert dialog of a failed add. */
  unableToAddItem: 'Unable to Add Item',
  /** A call that never reached the platform. */
  checkConnection: 'Please check your internet connection.',
  /** A failure the platform did not explain. */
  somethingWentWrong: 'Something went wrong',
  /** The button that closes an alert dialog. */
  dialogClose: 'OK',
  /** The sold-out badge (the shop's `customSoldOutText` wins). */
  statusSoldOut: 'sold out',
  /** The sale badge. */
  statusSale: 'sale',
  /** Spoken before a sale price. */
  salePrice: 'Sale Price:',
  /** Spoken before the original price of an item on sale. */
  originalPrice: 'Original Price:',
  /** The lowest price of a product whose variants differ. */
  fromPrice: 'from {fromPrice}',
  /** The quantity input's label. */
  quantity: 'Quantity',
  /** The empty choice of a variant dropdown. */
  selectVariant: 'Select {variantName}',
  /** The cart pill's spoken count, one item. */
  cartCountOne: '{count} item in cart',
  /** The cart pill's spoken count. */
  cartCount: '{count} items in cart',
  /** The cart pill's spoken count above 100. */
  cartCountOverLimit: 'More than 100 items in cart',
  /** The cart pill's badge above 100. */
  cartBadgeOverLimit: '100+',
} as const;

/** The key of one visitor text. */
export type MessageKey = keyof typeof DEFAULT_MESSAGES;

/** Every visitor text, resolved for a page. */
export type Messages = { readonly [K in MessageKey]: string };

const resolved = new WeakMap<object, Messages>();

/**
 * The page's texts: the defaults with the page's replacements (the page context's `messages`) on
 * top, resolved once per map. Keys that name no text are ignored, with one console error.
 */
export function resolveMessages(overrides: Readonly<Record<string, string>>): Messages {
  let messages = resolved.get(overrides);
  if (!messages) {
    const texts: Record<string, string> = { ...DEFAULT_MESSAGES };
    const unknown: string[] = [];
    for (const [key, text] of Object.entries(overrides)) {
      if (Object.hasOwn(DEFAULT_MESSAGES, key)) texts[key] = text;
      else unknown.push(key);
    }
    if (unknown.length > 0) reportProblem(`#sq-page-context messages has unknown keys, ignored: ${unknown.join(', ')}`);
    messages = texts as Messages;
    resolved.set(overrides, messages);
  }
  return messages;
}

/** Puts values into a text's `{name}` places; a place without a value stays as written. */
export function formatMessage(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (place, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : place,
  );
}
