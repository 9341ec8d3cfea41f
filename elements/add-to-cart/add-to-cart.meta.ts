import type { ElementDocs, ElementMeta } from '../../src/lib/element-meta';

/** Public description of `<sq-add-to-cart>`. */
export const meta = {
  tag: 'sq-add-to-cart',
  attributes: {
    expressCheckout: { name: 'express-checkout', type: 'boolean' },
  },
} as const satisfies ElementMeta;

/** Documentation of `<sq-add-to-cart>` for the manifest and README (not in the bundle). */
export const docs = {
  className: 'SqAddToCartElement',
  summary:
    'The add-to-cart button of the surrounding <sq-product> and its whole flow: checks, states, timings and error messages, and every purchase path (cart, express checkout, gift card, subscription). On a list page it is named for its product and shows a popover after an add; as an add-on it is a round icon button. Its progress is said to screen readers in the page\'s one live region (#sq-announcer, at the end of the body): "Adding {title} to the cart", "Added {title} to the cart".',
  attributes: {
    expressCheckout:
      'After a successful add, the whole window goes to checkout (/commerce/goto-checkout), as the store setting expressCheckout does for every button.',
  },
  events: [
    {
      name: 'sq-add-to-cart',
      detail: 'AddToCartDetail',
      description: 'Before an add is sent, on every press. Cancelable: preventDefault() stops the add.',
    },
    {
      name: 'sq-add-to-cart-error',
      detail: 'AddToCartErrorDetail',
      description: 'An add failed: { type, message }, type one of the tracked error types.',
    },
  ],
  cssClasses: [
    { name: 'sq-add-to-cart__button', description: 'The button.' },
    { name: 'sq-add-to-cart__label', description: 'The button text.' },
    { name: 'sq-add-to-cart__message', description: 'The role="alert" text for validation and error messages.' },
    {
      name: 'sq-add-to-cart__icon',
      description:
        'An add-on\'s icon (page-type="add-on"), in place of the text: sq-add-to-cart__icon--plus, --spinner (turning while adding) or --check (added).',
    },
    {
      name: 'sq-added-popover',
      description:
        'The popover after an add from a list page (the native popover, top right): __heading ("Added to cart"), __title (the product), __count (the cart\'s count), __link ("View Cart"), __close.',
    },
    {
      name: 'sq-alert-dialog',
      description: 'The role="alertdialog" (a modal <dialog>) for failures with a title ("Unable to Add Item").',
    },
    { name: 'sq-alert-dialog__title', description: 'The dialog title.' },
    { name: 'sq-alert-dialog__message', description: "The dialog text: the server's message." },
    { name: 'sq-alert-dialog__close', description: 'The OK button that closes the dialog.' },
  ],
  cssProperties: [
    { name: '--sq-add-to-cart-background', default: '#111', description: 'Button background.' },
    { name: '--sq-add-to-cart-color', default: '#fff', description: 'Button text colour.' },
    { name: '--sq-add-to-cart-radius', default: '4px', description: 'Button corner radius.' },
    { name: '--sq-add-to-cart-padding', default: '0.75em 1.5em', description: 'Button padding.' },
    { name: '--sq-add-to-cart-error-color', default: '#b00020', description: 'Colour of the error message.' },
    {
      name: '--sq-add-to-cart-disabled-color',
      default: '#fff',
      description: 'Text colour of the disabled (Sold Out) button.',
    },
    {
      name: '--sq-add-to-cart-disabled-background',
      default: '#6b6b6b',
      description: 'Background of the disabled (Sold Out) button.',
    },
    { name: '--sq-focus-color', default: '#1a73e8', description: 'Focus ring colour (shared by every element).' },
    { name: '--sq-alert-dialog-background', default: '#fff', description: 'Alert dialog background.' },
    { name: '--sq-alert-dialog-color', default: '#111', description: 'Alert dialog text colour.' },
    { name: '--sq-alert-dialog-radius', default: '8px', description: 'Alert dialog corner radius.' },
  ],
  states: ['idle', 'adding', 'added', 'sold-out'],
} as const satisfies ElementDocs;
