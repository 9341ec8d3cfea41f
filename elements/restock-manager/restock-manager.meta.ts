import type { ElementDocs, ElementMeta } from '../../src/lib/element-meta';

/** Public description of `<sq-restock-manager>`. */
export const meta = {
  tag: 'sq-restock-manager',
  attributes: {},
} as const satisfies ElementMeta;

/** Documentation of `<sq-restock-manager>` for the manifest and README (not in the bundle; `npm run docs` after a change). */
export const docs = {
  className: 'SqRestockManagerElement',
  summary:
    'For shop owners, on an account page: the restock sign-ups. It loads every page of sign-up groups (GET /api/site-users/account/notifications/restock/groups, following nextPageCursor; "Loading sign-ups… (n so far)" is shown and announced meanwhile), then shows a table of products and variants with how many people wait, how many were told, and whether the variant is in stock. "View sign-ups" opens a variant\'s list (every page: email, date signed up, mailing-list choice, notified or waiting); "Send notices" sends for one variant (POST …/restock/send) and "Send all" for every in-stock variant with people waiting (POST …/restock/send/all; out-of-stock ones are left out, as their notice would be wrong). A group the platform gives without counts or stock (only productId and variantId) is listed with blank cells, named by its product id when untitled, and may be sent (Send all includes it); a page without hasNextPage goes on while it names a cursor; a send answered without a count says "Notices sent.". Each send asks first in a modal dialog (focus on Cancel, Escape cancels), then announces "Sent 3 notices." and loads the counts again. A failure says what failed ("Could not send notices: …") and keeps the table. The server renders the loading state; the lists load in the browser.',
  attributes: {},
  events: [],
  cssClasses: [
    { name: 'sq-restock-manager__body', description: 'Everything inside the element.' },
    {
      name: 'sq-restock-manager__status',
      description: 'The role="status" line: the loading progress, then the result of a send ("Sent 3 notices.").',
    },
    {
      name: 'sq-restock-manager__error',
      description: 'A role="alert" failure ("Could not load sign-ups: …", "Could not send notices: …").',
    },
    { name: 'sq-restock-manager__retry', description: '"Try again" after a first load that failed.' },
    { name: 'sq-restock-manager__empty', description: 'The text shown when no one has signed up.' },
    { name: 'sq-restock-manager__scroll', description: 'Around the table: scrolls sideways on narrow screens.' },
    { name: 'sq-restock-manager__groups', description: 'The table of products and variants (with a caption).' },
    { name: 'sq-restock-manager__group', description: 'One row: a product and variant, its counts and buttons.' },
    { name: 'sq-restock-manager__actions', description: "The row's cell with its two buttons." },
    {
      name: 'sq-restock-manager__view',
      description: 'The "View sign-ups" toggle (aria-expanded), named after the product and variant.',
    },
    {
      name: 'sq-restock-manager__send',
      description: 'The "Send notices" button; aria-disabled="true" when no one is waiting.',
    },
    { name: 'sq-restock-manager__sign-ups-row', description: 'The row below a group holding its open sign-ups.' },
    { name: 'sq-restock-manager__sign-ups', description: "The table of a variant's sign-ups." },
    {
      name: 'sq-restock-manager__send-all',
      description:
        'The "Send all" button; aria-disabled="true" when no variant in stock (or of unknown stock) has people waiting (or an unknown count).',
    },
    {
      name: 'sq-alert-dialog',
      description: 'The confirmation before a send: a modal role="alertdialog" on the native <dialog>.',
    },
    { name: 'sq-alert-dialog__title', description: 'Its title ("Send restock notices?").' },
    { name: 'sq-alert-dialog__message', description: 'Its question ("Send restock notices to 3 people for …?").' },
    { name: 'sq-form-dialog__actions', description: 'Its buttons.' },
    { name: 'sq-form-dialog__submit', description: 'Its Send button ("Sending…" while the call runs).' },
    { name: 'sq-form-dialog__cancel', description: 'Its Cancel button (focused when it opens).' },
  ],
  cssProperties: [
    { name: '--sq-restock-manager-border', default: '#ddd', description: 'Lines between table rows.' },
    { name: '--sq-restock-manager-error-color', default: '#b00020', description: 'Colour of a failure.' },
    { name: '--sq-focus-color', default: '#1a73e8', description: 'Focus ring colour (shared by every element).' },
    { name: '--sq-alert-dialog-background', default: '#fff', description: 'Confirmation dialog background.' },
    { name: '--sq-alert-dialog-color', default: '#111', description: 'Confirmation dialog text colour.' },
    { name: '--sq-alert-dialog-radius', default: '8px', description: 'Confirmation dialog corner radius.' },
  ],
} as const satisfies ElementDocs;
