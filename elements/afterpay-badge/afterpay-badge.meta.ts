import type { ElementDocs, ElementMeta } from '../../src/lib/element-meta';

/** Public description of `<sq-afterpay-badge>`. */
export const meta = {
  tag: 'sq-afterpay-badge',
  attributes: {},
} as const satisfies ElementMeta;

/** Documentation of `<sq-afterpay-badge>` for the manifest and README (not in the bundle; `npm run docs` after a change). */
export const docs = {
  className: 'SqAfterpayBadgeElement',
  summary:
    'Instalment messaging for the chosen variant of the surrounding <sq-product>: "or 4 interest-free payments of {amount} with Afterpay" (Clearpay when pdp.stripeAccountCountry is GB), one instalment being the price (the sale price when on sale; before a choice among variants, the lowest) divided by 4 and rounded half to even to the cent, as the provider does. Shown only for a physical product that is not a subscription, when pdp.afterPayAvailable, and the price is above pdp.afterPayMin and not above pdp.afterPayMax (same currency; no upper limit without one); the country (US when none is given) must be one the provider serves: US, CA, AU, NZ or GB; otherwise the host is hidden and empty. The logo and the info (an "i" in a circle) buttons open a native modal dialog with the provider\'s page, fetched when first opened from pdp.afterPayModalUrl (default https://static.afterpay.com/modal/{locale}.html; {locale} en_US, en_CA, fr_CA, en_AU, en_NZ or en_GB), sanitised and shown in a sandboxed frame where no script runs; if it cannot be loaded (logged once to the console), a built-in summary. Focus moves in, stays in, and returns to the button; the page behind holds still while it is open; Escape, the close button and a click outside close it.',
  attributes: {},
  events: [],
  cssClasses: [
    { name: 'sq-afterpay-badge__message', description: 'The instalment message (a paragraph holding both buttons).' },
    { name: 'sq-afterpay-badge__amount', description: 'One instalment, formatted (<strong>).' },
    {
      name: 'sq-afterpay-badge__logo',
      description: 'The provider\'s name as a pill button ("Afterpay", "Clearpay"); opens the modal.',
    },
    {
      name: 'sq-afterpay-badge__info',
      description: 'The info button (an "i" in a circle, named "Learn more about Afterpay"); opens the modal.',
    },
    { name: 'sq-afterpay-badge__info-icon', description: "The info button's icon (an SVG in currentColor)." },
    { name: 'sq-afterpay-badge__dialog', description: 'The modal <dialog>.' },
    { name: 'sq-afterpay-badge__close', description: "The dialog's close button." },
    { name: 'sq-afterpay-badge__status', description: '"Loading…", while the provider\'s page loads.' },
    { name: 'sq-afterpay-badge__frame', description: "The sandboxed <iframe> showing the provider's page." },
    {
      name: 'sq-afterpay-badge__title',
      description: "The built-in summary's heading, when the page cannot be loaded.",
    },
    { name: 'sq-afterpay-badge__summary', description: "The built-in summary's text." },
  ],
  cssProperties: [
    { name: '--sq-afterpay-badge-logo-background', default: '#b2fce4', description: "The logo pill's background." },
    { name: '--sq-afterpay-badge-logo-color', default: '#000', description: "The logo pill's text colour." },
    {
      name: '--sq-alert-dialog-background',
      default: '#fff',
      description: 'Dialog background (shared with the alert dialog).',
    },
    {
      name: '--sq-alert-dialog-color',
      default: '#111',
      description: 'Dialog text colour (shared with the alert dialog).',
    },
    {
      name: '--sq-alert-dialog-radius',
      default: '8px',
      description: 'Dialog corner radius (shared with the alert dialog).',
    },
    { name: '--sq-focus-color', default: '#1a73e8', description: 'Focus ring colour (shared by every element).' },
  ],
  states: ['shown', 'none'],
} as const satisfies ElementDocs;
