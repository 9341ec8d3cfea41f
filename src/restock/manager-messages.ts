/**
 * The restock manager area of the catalogue of texts (src/messages.ts says how a page replaces
 * them): it comes with `<sq-restock-manager>`'s own code. A text with a count has two keys, `…One`
 * for a count the page's language calls singular (Intl.PluralRules "one") and `…Other` for any
 * other.
 */
export const RESTOCK_MANAGER_MESSAGES = {
  /** Shown and announced while the sign-ups load, before the first page arrives. */
  restockManagerLoading: 'Loading sign-ups…',
  /** Shown and announced while more pages follow; `{count}` is the sign-ups loaded so far. */
  restockManagerLoadingCount: 'Loading sign-ups… ({count} so far)',
  /** No one signed up for any product. */
  restockManagerEmpty: 'No one has asked to hear about a restock yet.',
  /** The caption of the table of products and variants. */
  restockManagerCaption: 'Restock sign-ups',
  /** The table's column headers. */
  restockManagerProduct: 'Product',
  restockManagerVariant: 'Variant',
  restockManagerPending: 'Waiting',
  restockManagerNotified: 'Notified',
  restockManagerStock: 'Stock',
  restockManagerActions: 'Actions',
  /** A variant back in stock, or not. */
  restockManagerInStock: 'In stock',
  restockManagerOutOfStock: 'Out of stock',
  /** A product and its variant, as the buttons, captions and questions name them. */
  restockManagerProductVariant: '{title} ({variant})',
  /** A row's toggle that shows its sign-ups, and its accessible name. */
  restockManagerView: 'View sign-ups',
  restockManagerViewLabel: 'View sign-ups for {product}',
  /** A row's send button, and its accessible name. */
  restockManagerSend: 'Send notices',
  restockManagerSendLabel: 'Send notices for {product}',
  /** Sends notices for every in-stock variant with people waiting. */
  restockManagerSendAll: 'Send all',
  /** The caption of a variant's list of sign-ups, and its column headers. */
  restockManagerSignUps: 'Sign-ups for {product}',
  restockManagerEmail: 'Email',
  restockManagerSignedUp: 'Signed up',
  restockManagerMailingList: 'Mailing list',
  restockManagerStatus: 'Status',
  /** Whether a visitor joined the mailing list. */
  restockManagerYes: 'Yes',
  restockManagerNo: 'No',
  /** A sign-up told already (`{date}` is when), or still waiting. */
  restockManagerNotifiedOn: 'Notified {date}',
  restockManagerWaiting: 'Waiting',
  /** The confirmation's title. */
  restockManagerConfirmTitle: 'Send restock notices?',
  /** The confirmation of one variant's send. */
  restockManagerConfirmOne: 'Send a restock notice to {count} person for {product}?',
  restockManagerConfirmOther: 'Send restock notices to {count} people for {product}?',
  /** The confirmation of Send all. */
  restockManagerConfirmAllOne: 'Send a restock notice to {count} person waiting for an in-stock product?',
  restockManagerConfirmAllOther: 'Send restock notices to {count} people waiting for in-stock products?',
  /** The questions when the platform gives no count of who is waiting. */
  restockManagerConfirmUncounted: 'Send restock notices to everyone waiting for {product}?',
  restockManagerConfirmAllUncounted: 'Send restock notices to everyone waiting for an in-stock product?',
  /** Added to the confirmation of a variant that is not back in stock. */
  restockManagerStillOut: 'This variant is still out of stock.',
  /** The confirmation's buttons; "Sending…" while the call runs. */
  restockManagerConfirm: 'Send',
  restockManagerSending: 'Sending…',
  restockManagerCancel: 'Cancel',
  /** Announced after a send, from the platform's count. */
  restockManagerSentOne: 'Sent {count} notice.',
  restockManagerSentOther: 'Sent {count} notices.',
  /** After a send whose answer gives no count. */
  restockManagerSent: 'Notices sent.',
  /** A load or a send failed; `{reason}` says why ("Please check your internet connection."). */
  restockManagerLoadFailed: 'Could not load sign-ups: {reason}',
  restockManagerSendFailed: 'Could not send notices: {reason}',
  /** Loads the list again after a failed first load. */
  restockManagerRetry: 'Try again',
} as const;
