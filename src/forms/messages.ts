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
  /** An address field's state or region, where the country calls it a state (US, AU, DE, AT; src/forms/address.ts). */
  addressRegion: 'State',
  /** An address field's postal code, where the country calls it a ZIP code (US). */
  addressPostalCode: 'ZIP Code',
  /** An address field's country. */
  addressCountry: 'Country',
  /** An address field's region, where the country calls it a region (NZ, FR, CH, DK), or names no country we know. */
  addressRegionGeneric: 'Region',
  /** An address field's region, where the country calls it a province (CA, ES, IT, NL, BE). */
  addressProvince: 'Province',
  /** A region that is a territory (Australia's, Canada's): no country's address label, for pages that list regions. */
  addressTerritory: 'Territory',
  /** An address field's region, where the country calls it a county (GB, IE, NO). */
  addressCounty: 'County',
  /** An address field's postal code, where the country calls it a postal code (CA, most of Europe), or names no country we know. */
  addressPostalCodeGeneric: 'Postal Code',
  /** An address field's postal code, where the country calls it a postcode (GB, AU, NZ). */
  addressPostcode: 'Postcode',
  /** A Canadian delivery region's code: the first three characters of a postal code. */
  addressFsa: 'FSA',
  /** An address field's postal code in Ireland. */
  addressEircode: 'Eircode',
  /** A British delivery region's code: the part of a postcode before the space. */
  addressOutcode: 'Outcode',
  /** An Irish delivery region's code: the first three characters of an Eircode. */
  addressRoutingKey: 'Routing Key',
  /** Many of `addressLine1` (a list's heading, a delivery region's rule). */
  addressLine1Plural: 'Addresses',
  /** Many of `addressLine2`. */
  addressLine2Plural: 'Address 2 Lines',
  /** Many of `addressCity`. */
  addressCityPlural: 'Cities',
  /** Many of `addressRegion`. */
  addressRegionPlural: 'States',
  /** Many of `addressPostalCode`. */
  addressPostalCodePlural: 'ZIP Codes',
  /** Many of `addressCountry`. */
  addressCountryPlural: 'Countries',
  /** Many of `addressRegionGeneric`. */
  addressRegionGenericPlural: 'Regions',
  /** Many of `addressProvince`. */
  addressProvincePlural: 'Provinces',
  /** Many of `addressTerritory`. */
  addressTerritoryPlural: 'Territories',
  /** Many of `addressCounty`. */
  addressCountyPlural: 'Counties',
  /** Many of `addressPostalCodeGeneric`. */
  addressPostalCodeGenericPlural: 'Postal Codes',
  /** Many of `addressPostcode`. */
  addressPostcodePlural: 'Postcodes',
  /** Many of `addressFsa`. */
  addressFsaPlural: 'FSAs',
  /** Many of `addressEircode`. */
  addressEircodePlural: 'Eircodes',
  /** Many of `addressOutcode`. */
  addressOutcodePlural: 'Outcodes',
  /** Many of `addressRoutingKey`. */
  addressRoutingKeyPlural: 'Routing Keys',
  /** A postal code that is not 4 digits, where the country calls it a postal code (NL's digits, BE, AT, CH, DK, NO). */
  postalCodeFourDigits: 'Postal Codes need to be 4 digits.',
  /** A postcode that is not 4 digits (AU, NZ). */
  postcodeFourDigits: 'Postcodes need to be 4 digits.',
  /** A postal code that is not 5 digits, where the country calls it a postal code (DE, FR, ES, IT). */
  postalCodeFiveDigits: 'Postal Codes need to be 5 digits.',
  /** A ZIP code that is not 5 digits (a full one may add `-` and 4 more; US). */
  zipCodeFiveDigits: 'ZIP Codes need to be 5 digits.',
  /** A postal code of the wrong form, or with characters no postal code has, or over 10 of them (any country). */
  postalCodeInvalid: 'Invalid postal code.',
  /** A Canadian delivery region's code that is not an FSA (letter, digit, letter). */
  fsaInvalid: 'An FSA code is invalid.',
  /** A British delivery region's code that is not an outcode (or a postcode area). */
  outcodeOnly: 'Enter only the 1-4 character outcode portion of postcodes.',
  /** An Irish delivery region's code that is not an Eircode routing key. */
  eircodeRoutingKeyOnly: 'Enter only the first three characters of the Eircode.',
  /** A delivery region's code that is not 1 to 3 leading digits of a postcode (AU, NZ). */
  postcodePrefix: 'Enter up to 3 digits of the postcode.',
  /** The hint in an empty postal code box; `{example}` is a code of the address's country. */
  postalCodeExample: 'e.g. {example}',
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
