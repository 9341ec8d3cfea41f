import type { ElementDocs, ElementMeta } from '../../src/lib/element-meta';

/** Public description of `<sq-form-block>`. */
export const meta = {
  tag: 'sq-form-block',
  attributes: {},
} as const satisfies ElementMeta;

/** Documentation of `<sq-form-block>` for the manifest and README (not in the bundle; `npm run docs` after a change). */
export const docs = {
  className: 'SqFormBlockElement',
  summary:
    'A form block: its definition (id, fields, submitButtonText, captcha, disableValidation, success { text | html | redirect }) is JSON in a child script; a definition that cannot be read shows "This form cannot be shown right now." (and one console error). Every field type of the shared renderer; before sending, "Required", "You have exceeded the character limit." and the email rule (skipped with disableValidation), errors at their fields and "Your form has encountered a problem. Please scroll down to review." above with "…scroll up to review." below, focus on the first; then "Submitting…", a submission key, a captcha token when the definition asks for one (FORM_BLOCK_SUBMISSION), and the answers. On success the form hides and the success text shows, or its HTML runs, or the visitor goes to its redirect (http, https or same-site only); on failure its message shows and every value typed stays. A draft of the answers survives a reload in the same tab (cleared on success).',
  attributes: {},
  events: [{ name: 'sq-form-submit', detail: '{ formId }', description: 'The form was sent.' }],
  cssClasses: [
    { name: 'sq-form-block__body', description: 'Everything inside the element.' },
    { name: 'sq-form-block__form', description: 'The form.' },
    { name: 'sq-form-block__problem', description: 'The problem said above the form (role="alert").' },
    { name: 'sq-form-block__problem-below', description: 'The problem said below the fields.' },
    { name: 'sq-form-block__submit', description: 'The submit button ("Submitting…" while sent).' },
    { name: 'sq-form-block__success', description: 'The success text or HTML (role="status").' },
    { name: 'sq-form-block__broken', description: 'The message in place of a definition that cannot be read.' },
  ],
  cssProperties: [
    {
      name: '--sq-add-to-cart-background',
      default: '#111',
      description: 'Submit button background (shared with add-to-cart).',
    },
    {
      name: '--sq-add-to-cart-color',
      default: '#fff',
      description: 'Submit button text colour (shared with add-to-cart).',
    },
    {
      name: '--sq-field-error-color',
      default: '#b00020',
      description: 'Problem text colour (shared with the fields).',
    },
  ],
  states: ['ready', 'broken'],
} as const satisfies ElementDocs;
