import type { ElementDocs, ElementMeta } from '../../src/lib/element-meta';

/** Public description of `<sq-quick-view>`. */
export const meta = {
  tag: 'sq-quick-view',
  attributes: {
    href: { name: 'href', type: 'string' },
  },
} as const satisfies ElementMeta;

/** Documentation of `<sq-quick-view>` for the manifest and README (not in the bundle; `npm run docs` after a change). */
export const docs = {
  className: 'SqQuickViewElement',
  summary:
    'A "Quick View" button that opens a product in a native modal dialog: it loads `{href}?format=json` ({ item, merchandising }) and shows the price, status, choices, quantity and add-to-cart (page-type="quick-view"), with a link to the whole page. Focus moves in, stays in, and returns to the button; the page behind holds still while it is open; Escape, the close button and a click outside close it; a failed load says so in the dialog.',
  attributes: { href: "The product page's address; the dialog loads `{href}?format=json`." },
  events: [],
  cssClasses: [
    { name: 'sq-quick-view__button', description: 'The "Quick View" button.' },
    { name: 'sq-quick-view__dialog', description: 'The modal <dialog>.' },
    { name: 'sq-quick-view__close', description: "The dialog's close button." },
    { name: 'sq-quick-view__status', description: '"Loading…", or the message of a failed load (role="alert").' },
    { name: 'sq-quick-view__title', description: 'The product title, which names the dialog.' },
    { name: 'sq-quick-view__details', description: 'The link to the whole product page.' },
  ],
  cssProperties: [
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
} as const satisfies ElementDocs;
