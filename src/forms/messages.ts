/**
 * The forms area of the catalogue of visitor texts (src/messages.ts holds the core area and says
 * how a page replaces texts): what the field renderer and the custom product form dialog say.
 * Loaded with the code that shows a form.
 */
export const FORM_MESSAGES = {
  /** An empty required field. */
  required: 'Required',
  /** A required likert field with a question unanswered. */
  surveyInvalid: 'Survey is not valid. Missing a required question.',
  /** The likert scale, -2 to 2. */
  stronglyDisagree: 'Strongly Disagree',
  disagree: 'Disagree',
  neutral: 'Neutral',
  agree: 'Agree',
  stronglyAgree: 'Strongly Agree',
  /** A summary field the visitor left empty. */
  notAnswered: 'N/A',
} as const;

/** The forms texts, resolved for a page. */
export type FormMessages = { readonly [K in keyof typeof FORM_MESSAGES]: string };
