/**
 * The form block's own texts in the catalogue of visitor texts (src/messages.ts says how a page
 * replaces them); its checks and failures are in src/forms/block-messages.ts.
 */
export const FORM_BLOCK_ELEMENT_MESSAGES = {
  /** The submit button when the definition names none. */
  formSubmit: 'Submit',
  /** Said after a submission when the definition's success says nothing (or its redirect was refused). */
  formThankYou: 'Thank you!',
  /** In place of a form whose definition cannot be read. */
  formBroken: 'This form cannot be shown right now.',
} as const;
