import type { ElementDocs, ElementMeta } from '../../src/lib/element-meta';

/** Public description of `<sq-newsletter>`. */
export const meta = {
  tag: 'sq-newsletter',
  attributes: {},
} as const satisfies ElementMeta;

/** Documentation of `<sq-newsletter>` for the manifest and README (not in the bundle; `npm run docs` after a change). */
export const docs = {
  className: 'SqNewsletterElement',
  summary:
    "A newsletter sign-up: a form definition in a child JSON script (an email field, and a name if the shop wants one), shown, checked and sent as <sq-form-block> does, with the captcha action NEWSLETTER_BLOCK_SUBMISSION; its success is a text or a redirect. It uses the form block's classes, and lays out on one line where there is room.",
  attributes: {},
  events: [{ name: 'sq-form-submit', detail: '{ formId }', description: 'The sign-up was sent.' }],
  cssClasses: [],
  cssProperties: [],
  states: ['ready', 'broken'],
} as const satisfies ElementDocs;
