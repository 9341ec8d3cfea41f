import type { ElementDocs, ElementMeta } from '../../src/lib/element-meta';

/** Public description of `<sq-cart>`. */
export const meta = {
  tag: 'sq-cart',
  attributes: {
    shopHref: { name: 'shop-href', type: 'string', default: '/' },
  },
} as const satisfies ElementMeta;

/** Documentation of `<sq-cart>` for the manifest and README (not in the bundle; `npm run docs` after a change). */
export const docs = {
  className: 'SqCartElement',
  summary:
    'The cart page\'s contents: every entry with its picture, title, options, custom form answers (Edit reopens the form), quantity (1 to 9999; typing waits 600 ms, so "12" is one call) and price; Remove, with Undo for 6 seconds; subtotal, discount, shipping, tax and total as the platform computed them; the minimum subtotal\'s message with Checkout disabled below it; Checkout to /commerce/goto-checkout. A failed change shows a popup ("Unable to update quantity", ...) and keeps what was typed. The server renders the cart into a child JSON script so the first client render matches.',
  attributes: { shopHref: 'Where the empty cart\'s "Continue Shopping" link goes.' },
  events: [
    {
      name: 'sq-cart-recalculate-start',
      detail: '{ reason, entryId }: reason is quantity, remove, restore or form',
      description: 'A change was sent: the platform recalculates the cart.',
    },
    {
      name: 'sq-cart-recalculate-end',
      detail: '{ reason, entryId, ok }',
      description: 'The platform answered (ok: it took the change, and the cart on the page is its new one).',
    },
    {
      name: 'sq-cart-change',
      detail: '{ cart }',
      description: 'Fired on the document by every cart change, from any element.',
    },
  ],
  cssClasses: [
    { name: 'sq-cart__body', description: 'Everything inside the element (focused after an Undo).' },
    { name: 'sq-cart__entries', description: 'The list of entries.' },
    { name: 'sq-cart__entry', description: 'One entry.' },
    { name: 'sq-cart__image', description: "The entry's picture." },
    { name: 'sq-cart__title', description: 'Its title (a link to the product).' },
    { name: 'sq-cart__details', description: 'Its title, options, answers and Edit button.' },
    { name: 'sq-cart__options', description: 'Its chosen options.' },
    { name: 'sq-cart__answers', description: "Its custom form's answers (a <dl>)." },
    { name: 'sq-cart__edit', description: 'The button that reopens the form.' },
    { name: 'sq-cart__quantity', description: 'The quantity field.' },
    { name: 'sq-cart__price', description: "The line's price." },
    { name: 'sq-cart__remove', description: 'The remove button.' },
    { name: 'sq-cart__undo', description: 'The "… removed. Undo" line after a removal.' },
    {
      name: 'sq-cart__totals',
      description: 'The totals (a <dl>); each row `sq-cart__total--{subtotal|discount|shipping|tax|total}`.',
    },
    { name: 'sq-cart__undo-button', description: 'The Undo button.' },
    {
      name: 'sq-cart__checkout-form',
      description: 'The form around Checkout (a GET to the checkout) and the minimum message.',
    },
    { name: 'sq-cart__minimum', description: 'The minimum subtotal message.' },
    { name: 'sq-cart__checkout', description: 'The Checkout button.' },
    { name: 'sq-cart__empty', description: 'The empty cart.' },
    { name: 'sq-cart__shop', description: 'Its "Continue Shopping" link.' },
  ],
  cssProperties: [
    { name: '--sq-cart-border', default: '#ddd', description: 'Lines between entries.' },
    {
      name: '--sq-add-to-cart-background',
      default: '#111',
      description: 'Checkout button background (shared with add-to-cart).',
    },
    {
      name: '--sq-add-to-cart-color',
      default: '#fff',
      description: 'Checkout button text colour (shared with add-to-cart).',
    },
    { name: '--sq-focus-color', default: '#1a73e8', description: 'Focus ring colour (shared by every element).' },
  ],
  states: ['filled', 'empty'],
} as const satisfies ElementDocs;
