import type { ElementDocs, ElementMeta } from '../../src/lib/element-meta';

/** Public description of `<sq-restock-form>`. */
export const meta = {
  tag: 'sq-restock-form',
  attributes: {},
} as const satisfies ElementMeta;

/** Documentation of `<sq-restock-form>` for the manifest and README (not in the bundle; `npm run docs` after a change). */
export const docs = {
  className: 'SqRestockFormElement',
  summary:
    'The restock signup of the surrounding <sq-product>: shown for the chosen variant when the product\'s merchandising context lists it in restockNotificationViews (before a choice, the first view with hiddenByDefault false), following the choice. The shop\'s restockNotificationMessages (CTAText, placeholderText, buttonText, mailingListDescription, successText) or defaults; the mailing-list checkbox when mailingListSignUpEnabled (checked when mailingListOptInByDefault); the captcha notice when the page\'s captchaSettings has a siteKey. "Email cannot be blank", "Email is invalid" at the field (focus moves to it); the signup posts to /api/site-users/account/notifications/restock with a reCAPTCHA Enterprise token (action PRODUCT_WAITLIST_SUBMISSION) when the site needs one, and `language` when the page has a translation widget. Success replaces the form with the success text (announced); a failure shows the server\'s message or "Unable to submit form. Please try again later." and keeps the email.',
  attributes: {},
  events: [
    {
      name: 'sq-restock-signup',
      detail: '{ productId, variantId }',
      description: 'A signup went through.',
    },
  ],
  cssClasses: [
    { name: 'sq-restock-form__form', description: 'The form.' },
    { name: 'sq-restock-form__cta', description: 'The call to action (describes the email field).' },
    { name: 'sq-restock-form__row', description: 'The email field and the button.' },
    { name: 'sq-restock-form__email', description: 'The email field.' },
    { name: 'sq-restock-form__submit', description: 'The submit button ("Submitting…" while it is sent).' },
    { name: 'sq-restock-form__error', description: 'The error at the field, or the failure (role="alert").' },
    { name: 'sq-restock-form__mailing-list', description: 'The mailing-list checkbox and its text.' },
    { name: 'sq-restock-form__captcha', description: "The captcha area: reCAPTCHA's notice." },
    { name: 'sq-restock-form__success', description: 'The success text (role="status"), which replaces the form.' },
    { name: 'sq-visually-hidden', description: "The email field's label." },
  ],
  cssProperties: [
    { name: '--sq-restock-form-border', default: '#767676', description: 'The email field border.' },
    {
      name: '--sq-add-to-cart-background',
      default: '#111',
      description: 'Button background (shared with add-to-cart).',
    },
    { name: '--sq-add-to-cart-color', default: '#fff', description: 'Button text colour (shared with add-to-cart).' },
    {
      name: '--sq-add-to-cart-error-color',
      default: '#b00020',
      description: 'Error text colour (shared with add-to-cart).',
    },
    { name: '--sq-focus-color', default: '#1a73e8', description: 'Focus ring colour (shared by every element).' },
  ],
  states: ['shown', 'none'],
} as const satisfies ElementDocs;
