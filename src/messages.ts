/**
 * The visitor texts every product element shows, keyed, with the platform's wording as the default:
 * the core area of the one catalogue of visitor texts (src/messages.docs.ts lists the others). A page replaces any of them with the page context's `messages` map
 * (the page context's fields plus this library's `messages` field), so a shop in another language
 * needs no fork. `{name}` marks where a value goes.
 */
export const DEFAULT_MESSAGES = {
  /** The add-to-cart button's idle label. */
  addToCart: 'Add To Cart',
  /** The idle label of a subscription product. */
  subscribe: 'Subscribe',
  /** The button while the add call runs (announced as `addingStatus`). */
  adding: 'Adding…',
  /** The button after a successful add (announced as `addedStatus`). */
  added: 'Added!',
  /** The disabled button of a sold-out product. */
  soldOut: 'Sold Out',
  /** The 2-second flash on a list page when options are still to choose. */
  selectOption: 'Select Option',
  /** Said (not shown) while the add call runs; `{title}` is the product's. */
  addingStatus: 'Adding {title} to the cart',
  /** Said (not shown) with "Added!". */
  addedStatus: 'Added {title} to the cart',
  /** Said (not shown) with the list page's "Select Option" flash. */
  selectOptionStatus: 'Choose the options for {title}',
  /** A call that never reached the platform (or code that could not be loaded). */
  checkConnection: 'Please check your internet connection.',
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
  /** A subscription's price and billing period ("$10.00 every 2 weeks"); `{period}` is in the shopper's language. */
  subscriptionPrice: '{price} every {period}',
  /** A subscription's price, billing period and duration ("$10.00 every month for 1 year"). */
  subscriptionPriceFor: '{price} every {period} for {duration}',
  /** The price of a subscription whose plan has no billing period. */
  priceUnavailable: 'Unavailable',
  /** The name of the group of subscription options. */
  subscriptionOptions: 'Subscription',
  /** The quantity input's label. */
  quantity: 'Quantity',
  /** A choice of a variant picker that has run out (given the other choices). */
  soldOutChoice: '{value} (sold out)',
  /** The empty choice of a variant dropdown. */
  selectVariant: 'Select {variantName}',
  /** A gift card's one option, its denominations, whatever the shop named it. */
  giftCardValue: 'Value',
  /** The empty choice of a gift card's denominations. */
  selectValue: 'Select Value',
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

const resolved = new WeakMap<object, WeakMap<object, Readonly<Record<string, string>>>>();

/**
 * One area's texts for a page: the area's defaults with the page's replacements (the page
 * context's `messages`) on top, resolved once per map. The catalogue has areas so that code a
 * page loads only when it is used (the purchase paths, say) brings its texts with it; the page's
 * one `messages` map replaces texts of every area, and a key that names no text is ignored (the
 * page context's JSON Schema, `dist/schemas/page-context.json`, lists every key).
 */
export function messagesFor<T extends Readonly<Record<string, string>>>(
  defaults: T,
  overrides: Readonly<Record<string, string>>,
): { readonly [K in keyof T]: string } {
  let pages = resolved.get(defaults);
  if (!pages) resolved.set(defaults, (pages = new WeakMap()));
  let texts = pages.get(overrides);
  if (!texts) {
    const merged: Record<string, string> = { ...defaults };
    // Only the area's own keys are looked up: `__proto__` and friends in the page's map are inert.
    for (const key of Object.keys(defaults)) if (Object.hasOwn(overrides, key)) merged[key] = overrides[key] as string;
    pages.set(overrides, (texts = merged));
  }
  return texts as { readonly [K in keyof T]: string };
}

/** The core texts for a page (the ones every product element shows). */
export function resolveMessages(overrides: Readonly<Record<string, string>>): Messages {
  return messagesFor(DEFAULT_MESSAGES, overrides);
}

/** Puts values into a text's `{name}` places; a place without a value stays as written. */
export function formatMessage(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (place, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : place,
  );
}
