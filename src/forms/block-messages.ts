/**
 * The form block area of the catalogue of visitor texts (src/messages.ts says how a page
 * replaces them): the checks and failures of a form block or newsletter submission, in the
 * platform's words. It comes with the code that sends a form.
 */
export const FORM_BLOCK_MESSAGES = {
  /** A text past its field's `maxLength`. */
  formCharacterLimit: 'You have exceeded the character limit.',
  /** An email field, required or filled in, that holds no address; `{email}` is the example. */
  formEmailInvalid: 'Email is not valid. Email addresses should follow the format {email}.',
  /** The example address in the message above. */
  formEmailExample: 'user@domain.com',
  /** A form with a captcha sent before the captcha was completed. */
  formCaptchaIncomplete: 'Complete CAPTCHA before submitting.',
  /** The submit button while the form is sent. */
  formSubmitting: 'Submitting…',
  /** The platform answered 401 (and the fallback for a form it could not take). */
  formUnauthorized: 'Unable to submit form. Please try again later.',
  /** The platform answered 404. */
  formNotConfigured: 'This form has not been configured yet.',
  /** The platform answered 429. */
  formRateLimited: 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
  /** The platform answered 500. */
  formServerError: 'Unable to send form. Please try again later.',
  /** Any other failure without a message of the platform's. */
  formUnknownError: 'Unknown error, please try again later.',
  /** The platform marked fields, or the form's own checks did. */
  formFieldsInvalid: 'One or more fields is invalid, please check your entries.',
  /** The submission key call failed. */
  formNoKey: 'Could not get a form submission key, please try again later.',
  /** The platform's 400 message for answers it cannot read (the form block shows the platform's own words). */
  formUnparsable: 'Could not parse the form fields, please check your entries.',
  /** Anything else that went wrong on the way (an answer the library could not read). */
  formProcessingError: 'Error processing form submission. Please reload and try again.',
  /** Above the form when it has errors. */
  formProblemAbove: 'Your form has encountered a problem. Please scroll down to review.',
  /** Below the form when it has errors. */
  formProblemBelow: 'Your form has encountered a problem. Please scroll up to review.',
} as const;

/** The form block texts, resolved for a page. */
export type FormBlockMessages = { readonly [K in keyof typeof FORM_BLOCK_MESSAGES]: string };
