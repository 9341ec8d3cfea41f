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
  /** The likert scale's -2 (it runs -2 to 2). */
  stronglyDisagree: 'Strongly Disagree',
  /** The likert scale's -1. */
  disagree: 'Disagree',
  /** The likert scale's 0. */
  neutral: 'Neutral',
  /** The likert scale's 1. */
  agree: 'Agree',
  /** The likert scale's 2. */
  stronglyAgree: 'Strongly Agree',
  /** After a required field's title (spoken where its controls do not say "required" themselves). */
  requiredMark: '(required)',
  /** A text field's character counter, under it. */
  characterCount: '{count} / {max}',
  /** A name field's first part. */
  firstName: 'First Name',
  /** A name field's second part. */
  lastName: 'Last Name',
  /** An address field's first line. */
  addressLine1: 'Address',
  /** An address field's second line. */
  addressLine2: 'Address 2',
  /** An address field's city. */
  addressCity: 'City',
  /** An address field's state or region. */
  addressRegion: 'State',
  /** An address field's postal code. */
  addressPostalCode: 'ZIP Code',
  /** An address field's country. */
  addressCountry: 'Country',
  /** A phone field's country code. */
  phoneCountryCode: 'Country Code',
  /** A phone field's area code. */
  phoneAreaCode: 'Area Code',
  /** A phone field's number, its first digits. */
  phoneNumber: 'Phone Number',
  /** A phone field's number, its last digits. */
  phoneLine: 'Last Digits',
  /** A date field's month. */
  dateMonth: 'Month',
  /** A date field's day. */
  dateDay: 'Day',
  /** A date field's year. */
  dateYear: 'Year',
  /** A time field's hour. */
  timeHour: 'Hour',
  /** A time field's minute. */
  timeMinute: 'Minute',
  /** A time field's second. */
  timeSecond: 'Second',
  /** A time field's choice of half of the day. */
  timeAmPm: 'AM/PM',
  /** A time before noon. */
  timeAm: 'AM',
  /** A time after noon. */
  timePm: 'PM',
  /** The custom product form dialog's submit button while its answers are checked and saved. */
  saving: 'Saving…',
  /** The submit button of a cart entry's form being edited. */
  save: 'Save',
  /** A save that failed without a reason. */
  saveFailed: 'Something went wrong',
  /** The button that closes a form dialog without saving. */
  cancel: 'Cancel',
} as const;

/** The forms texts, resolved for a page. */
export type FormMessages = { readonly [K in keyof typeof FORM_MESSAGES]: string };
