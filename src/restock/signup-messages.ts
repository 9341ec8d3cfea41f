/**
 * The restock form's area of the catalogue of visitor texts (src/messages.ts says how a page
 * replaces them). The shop's own texts (the merchandising context's `restockNotificationMessages`)
 * come first; these are the defaults when it has none.
 */
export const RESTOCK_FORM_MESSAGES = {
  /** The call to action above the field (`CTAText`). */
  restockCta: 'Sign up to be notified when this item is back in stock.',
  /** The submit button (`buttonText`). */
  restockButton: 'Notify Me',
  /** The email field's placeholder (`placeholderText`). */
  restockPlaceholder: 'Email Address',
  /** The email field's label (read by screen readers; the placeholder is only a hint). */
  restockEmailLabel: 'Email address',
  /** The mailing-list checkbox (`mailingListDescription`). */
  restockMailingList: 'Sign up for news and updates',
  /** What replaces the form once the signup went through (`successText`). */
  restockSuccess: "Thanks! We'll let you know when it's back in stock.",
  /** The button while the signup is sent. */
  restockSubmitting: 'Submitting…',
  /** An empty email field. */
  restockEmailBlank: 'Email cannot be blank',
  /** An email field that holds no address. */
  restockEmailInvalid: 'Email is invalid',
  /** A failure the platform did not explain. */
  restockFailed: 'Unable to submit form. Please try again later.',
  /** The captcha area's notice (reCAPTCHA runs without a widget, so its terms are shown here). */
  restockCaptchaNotice:
    'This site is protected by reCAPTCHA Enterprise and the Google Privacy Policy and Terms of Service apply.',
} as const;
