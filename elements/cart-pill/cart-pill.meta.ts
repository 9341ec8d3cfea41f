import type { ElementDocs, ElementMeta } from '../../src/lib/element-meta';

/** Public description of `<sq-cart-pill>`. */
export const meta = {
  tag: 'sq-cart-pill',
  attributes: {
    variant: {
      name: 'variant',
      type: 'string',
      values: ['inline', 'floating'],
      default: 'inline',
    },
    drawer: { name: 'drawer', type: 'boolean' },
  },
} as const satisfies ElementMeta;

/** Documentation of `<sq-cart-pill>` for the manifest and README (not in the bundle). */
export const docs = {
  className: 'SqCartPillElement',
  summary:
    'A link to /cart with the item count and subtotal; carries `hidden` while the cart is empty and follows every cart change on the page.',
  attributes: {
    variant: 'inline (in the header) or floating (fixed in a corner of the window).',
    drawer:
      'Opens the cart in a modal side drawer (the same contents as sq-cart; the page behind holds still while it is open) instead of going to /cart; a click with a modifier key still opens the page.',
  },
  events: [],
  cssClasses: [
    { name: 'sq-cart-pill__link', description: 'The link to /cart.' },
    { name: 'sq-cart-pill__icon', description: 'The cart icon.' },
    { name: 'sq-cart-pill__count', description: 'The item count ("100+" above 100).' },
    { name: 'sq-cart-pill__subtotal', description: 'The subtotal.' },
    { name: 'sq-cart-drawer', description: 'The drawer: a modal side <dialog>, in a box at the end of the body.' },
    { name: 'sq-cart-drawer__panel', description: "The drawer's contents." },
    { name: 'sq-cart-drawer__header', description: 'Its title and close button.' },
    { name: 'sq-cart-drawer__title', description: 'The title, which names the drawer.' },
    { name: 'sq-cart-drawer__close', description: 'The close button.' },
    { name: 'sq-cart-drawer__view', description: 'The link to the cart page.' },
    { name: 'sq-visually-hidden', description: 'The spoken count ("3 items in cart", "More than 100 items in cart").' },
  ],
  cssProperties: [
    { name: '--sq-cart-pill-background', default: '#111', description: 'Pill background.' },
    { name: '--sq-cart-pill-color', default: '#fff', description: 'Pill text colour.' },
    { name: '--sq-cart-pill-radius', default: '999px', description: 'Pill corner radius.' },
    { name: '--sq-cart-pill-offset', default: '1rem', description: 'Distance from the window corner (floating).' },
    { name: '--sq-focus-color', default: '#1a73e8', description: 'Focus ring colour (shared by every element).' },
  ],
  states: ['empty', 'filled'],
} as const satisfies ElementDocs;
