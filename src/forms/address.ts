/**
 * An address's parts by country (ISO 3166-1 alpha-2, any case): what the region and postal code
 * parts are called, and the rule a postal code follows, from each country's public postal format.
 * Every text is a key of FORM_MESSAGES (src/forms/messages.ts), so a page can translate it.
 *
 * A postal code is checked in one of two modes:
 * - `full`: a whole code, as an address field takes it;
 * - `region`: a delivery region's code, the part of a code a shipping or tax region is drawn by
 *   (a Canadian FSA, a British outcode, an Irish routing key, a few leading digits), or the
 *   whole code where a country's regions are drawn by whole codes.
 *
 * First, in both modes and for every country: a code with a character other than an ASCII
 * letter, a digit, a space or a hyphen, over 10 characters (spaces at its ends dropped, runs of
 * spaces as one), or not starting and ending with a letter or digit is "Invalid postal code.".
 * Letters may be either case. A blank code has no problem (the required check speaks for it).
 *
 * | Country | Region / postal code label | Full code (else message) | Region code (else message) | Examples |
 * | --- | --- | --- | --- | --- |
 * | US | State / ZIP Code | 5 digits, or ZIP+4 `12345-6789` (ZIP Codes need to be 5 digits.) | 5 digits (same) | 94107 · 94107 |
 * | CA | Province / Postal Code | `A1A 1A1`, space optional, Canada Post's letters (Invalid postal code.) | FSA `A1A` (An FSA code is invalid.) | K1A 0B1 · K1A |
 * | GB | County / Postcode | `A9 9AA` … `AA9A 9AA` or `GIR 0AA`, space optional (Invalid postal code.) | outcode `A9` … `AA9A`, or area `A`/`AA` (Enter only the 1-4 character outcode portion of postcodes.) | SW1A 1AA · SW1A |
 * | IE | County / Eircode | routing key + 4 `A65 F4E2`, space optional, An Post's letters (Invalid postal code.) | routing key `A65` or `D6W` (Enter only the first three characters of the Eircode.) | D02 X285 · D02 |
 * | AU | State / Postcode | 4 digits (Postcodes need to be 4 digits.) | 1–3 leading digits (Enter up to 3 digits of the postcode.) | 2000 · 20 |
 * | NZ | Region / Postcode | 4 digits (Postcodes need to be 4 digits.) | 1–3 leading digits (Enter up to 3 digits of the postcode.) | 6011 · 60 |
 * | DE | State / Postal Code | 5 digits (Postal Codes need to be 5 digits.) | 5 digits (same) | 10115 · 10115 |
 * | FR | Region / Postal Code | 5 digits (Postal Codes need to be 5 digits.) | 5 digits (same) | 75008 · 75008 |
 * | ES | Province / Postal Code | 5 digits (Postal Codes need to be 5 digits.) | 5 digits (same) | 28013 · 28013 |
 * | IT | Province / Postal Code | 5 digits (Postal Codes need to be 5 digits.) | 5 digits (same) | 00184 · 00184 |
 * | NL | Province / Postal Code | 4 digits + 2 letters `1012 JS`, space optional (Invalid postal code.) | 4 digits (Postal Codes need to be 4 digits.) | 1012 JS · 1012 |
 * | BE | Province / Postal Code | 4 digits (Postal Codes need to be 4 digits.) | 4 digits (same) | 1000 · 1000 |
 * | AT | State / Postal Code | 4 digits (Postal Codes need to be 4 digits.) | 4 digits (same) | 1010 · 1010 |
 * | CH | Region / Postal Code | 4 digits (Postal Codes need to be 4 digits.) | 4 digits (same) | 8001 · 8001 |
 * | DK | Region / Postal Code | 4 digits (Postal Codes need to be 4 digits.) | 4 digits (same) | 1050 · 1050 |
 * | NO | County / Postal Code | 4 digits (Postal Codes need to be 4 digits.) | 4 digits (same) | 0150 · 0150 |
 * | any other, or none | Region / Postal Code | the first check only (Invalid postal code.) | the same | none |
 *
 * Every country's other labels are Address, Address 2, City and Country. A delivery region's code
 * is labelled FSA (CA), Outcode (GB), Routing Key (IE), else as the postal code. Australia's
 * region is labelled "State" (its territories fill the same part; "Territory" is in the catalogue
 * for pages that list them). Each label has a plural, its key plus `Plural` ("ZIP Codes").
 */
import { formatMessage } from '../messages';
import { FORM_MESSAGES } from './messages';

/** Keys of the forms texts (a key not there fails to compile). */
type Keys<T extends keyof typeof FORM_MESSAGES> = T;

/** The key of an address label, each with a plural (`pluralLabel`). */
export type AddressLabelKey = Keys<
  | 'addressLine1'
  | 'addressLine2'
  | 'addressCity'
  | 'addressCountry'
  | 'addressRegion'
  | 'addressRegionGeneric'
  | 'addressProvince'
  | 'addressTerritory'
  | 'addressCounty'
  | 'addressPostalCode'
  | 'addressPostalCodeGeneric'
  | 'addressPostcode'
  | 'addressFsa'
  | 'addressEircode'
  | 'addressOutcode'
  | 'addressRoutingKey'
>;

/** The key of a postal code's problem. */
export type PostalCodeProblem = Keys<
  | 'postalCodeFourDigits'
  | 'postcodeFourDigits'
  | 'postalCodeFiveDigits'
  | 'zipCodeFiveDigits'
  | 'postalCodeInvalid'
  | 'fsaInvalid'
  | 'outcodeOnly'
  | 'eircodeRoutingKeyOnly'
  | 'postcodePrefix'
>;

/** A whole postal code (an address field's) or a delivery region's code (see above). */
export type PostalCodeMode = 'full' | 'region';

/** The label keys of an address's six parts, in answer order (src/forms/values.ts). */
export interface AddressLabels {
  readonly line1: AddressLabelKey;
  readonly line2: AddressLabelKey;
  readonly city: AddressLabelKey;
  readonly region: AddressLabelKey;
  readonly postalCode: AddressLabelKey;
  readonly country: AddressLabelKey;
}

/** A rule: the pattern a code (upper case, runs of spaces as one) matches, else the problem. */
type Rule = readonly [pattern: RegExp, problem: PostalCodeProblem];

/** One country: its region and postal code labels, full and region rules, examples, region code label. */
type Country = readonly [
  region: AddressLabelKey,
  postal: AddressLabelKey,
  full: Rule,
  part: Rule,
  fullExample: string,
  partExample: string,
  partLabel?: AddressLabelKey,
];

/** Any postal code: ASCII letters, digits, spaces and hyphens, at most 10, a letter or digit at each end. */
const ANY: Rule = [/^[A-Za-z\d](?:[A-Za-z\d -]{0,8}[A-Za-z\d])?$/, 'postalCodeInvalid'];
const ZIP: Rule = [/^\d{5}$/, 'zipCodeFiveDigits'];
const FIVE: Rule = [/^\d{5}$/, 'postalCodeFiveDigits'];
const FOUR: Rule = [/^\d{4}$/, 'postalCodeFourDigits'];
const POSTCODE: Rule = [/^\d{4}$/, 'postcodeFourDigits'];
const PREFIX: Rule = [/^\d{1,3}$/, 'postcodePrefix'];
// Canada Post: no D F I O Q U; no W or Z first. An Post: A C D E F H K N P R T V W X Y.
const FSA = '[ABCEGHJ-NPRSTVXY]\\d[ABCEGHJ-NPRSTV-Z]';
const ROUTING = '(?:[AC-FHKNPRTV-Y]\\d\\d|D6W)';
const OUTCODE = '[A-Z]{1,2}\\d[A-Z\\d]?';

/** A country of "Postal Codes" whose regions are drawn by whole codes. */
const whole = (region: AddressLabelKey, rule: Rule, example: string): Country => [
  region,
  'addressPostalCodeGeneric',
  rule,
  rule,
  example,
  example,
];

/** The countries with their own labels and rules (the table above). */
const COUNTRIES: Readonly<Record<string, Country>> = {
  US: ['addressRegion', 'addressPostalCode', [/^\d{5}(?:-\d{4})?$/, 'zipCodeFiveDigits'], ZIP, '94107', '94107'],
  CA: [
    'addressProvince',
    'addressPostalCodeGeneric',
    [new RegExp(`^${FSA} ?\\d[ABCEGHJ-NPRSTV-Z]\\d$`), 'postalCodeInvalid'],
    [new RegExp(`^${FSA}$`), 'fsaInvalid'],
    'K1A 0B1',
    'K1A',
    'addressFsa',
  ],
  GB: [
    'addressCounty',
    'addressPostcode',
    [new RegExp(`^(?:${OUTCODE} ?\\d[A-Z]{2}|GIR ?0AA)$`), 'postalCodeInvalid'],
    [new RegExp(`^(?:${OUTCODE}|[A-Z]{1,2}|GIR)$`), 'outcodeOnly'],
    'SW1A 1AA',
    'SW1A',
    'addressOutcode',
  ],
  IE: [
    'addressCounty',
    'addressEircode',
    [new RegExp(`^${ROUTING} ?[\\dAC-FHKNPRTV-Y]{4}$`), 'postalCodeInvalid'],
    [new RegExp(`^${ROUTING}$`), 'eircodeRoutingKeyOnly'],
    'D02 X285',
    'D02',
    'addressRoutingKey',
  ],
  AU: ['addressRegion', 'addressPostcode', POSTCODE, PREFIX, '2000', '20'],
  NZ: ['addressRegionGeneric', 'addressPostcode', POSTCODE, PREFIX, '6011', '60'],
  DE: whole('addressRegion', FIVE, '10115'),
  FR: whole('addressRegionGeneric', FIVE, '75008'),
  ES: whole('addressProvince', FIVE, '28013'),
  IT: whole('addressProvince', FIVE, '00184'),
  NL: [
    'addressProvince',
    'addressPostalCodeGeneric',
    [/^\d{4} ?[A-Z]{2}$/, 'postalCodeInvalid'],
    FOUR,
    '1012 JS',
    '1012',
  ],
  BE: whole('addressProvince', FOUR, '1000'),
  AT: whole('addressRegion', FOUR, '1010'),
  CH: whole('addressRegionGeneric', FOUR, '8001'),
  DK: whole('addressRegionGeneric', FOUR, '1050'),
  NO: whole('addressCounty', FOUR, '0150'),
};

/** A country none of the above: generic labels, the first check only, no example. */
const OTHER: Country = ['addressRegionGeneric', 'addressPostalCodeGeneric', ANY, ANY, '', ''];

/** The countries with their own labels and rules, as ISO 3166-1 alpha-2 codes. */
export const ADDRESS_COUNTRIES: readonly string[] = Object.keys(COUNTRIES);

/** A country's row, its code in any case and spaced; OTHER when unknown or absent. */
function countryOf(country: string | null | undefined): Country {
  const code = (country ?? '').trim().toUpperCase();
  return Object.hasOwn(COUNTRIES, code) ? COUNTRIES[code]! : OTHER;
}

/** The label keys of an address's six parts in `country` (the generic ones for another or none). */
export function addressLabels(country: string | null | undefined): AddressLabels {
  const [region, postalCode] = countryOf(country);
  return {
    line1: 'addressLine1',
    line2: 'addressLine2',
    city: 'addressCity',
    region,
    postalCode,
    country: 'addressCountry',
  };
}

/** The label key of a postal code in `mode`: a region's code may have its own name (FSA, Outcode, Routing Key). */
export function postalCodeLabel(country: string | null | undefined, mode: PostalCodeMode = 'full'): AddressLabelKey {
  const row = countryOf(country);
  return (mode === 'region' && row[6]) || row[1];
}

/** The key of a label's plural ("ZIP Code" → "ZIP Codes"). */
export function pluralLabel(key: AddressLabelKey): Keys<`${AddressLabelKey}Plural`> {
  return `${key}Plural`;
}

/**
 * What is wrong with `value` as a postal code of `country` in `mode`: a message key, or null when
 * nothing is (a blank value included).
 */
export function postalCodeProblem(
  country: string | null | undefined,
  value: string,
  mode: PostalCodeMode = 'full',
): PostalCodeProblem | null {
  const code = value.trim().replace(/ +/g, ' ');
  if (code === '') return null;
  if (!ANY[0].test(code)) return ANY[1];
  const [pattern, problem] = countryOf(country)[mode === 'region' ? 3 : 2];
  return pattern.test(code.toUpperCase()) ? null : problem;
}

/** The hint of a postal code box in `mode` ("e.g. 94107"), null for a country without an example. */
export function postalCodeExample(
  country: string | null | undefined,
  mode: PostalCodeMode = 'full',
  messages: { readonly postalCodeExample: string } = FORM_MESSAGES,
): string | null {
  const example = countryOf(country)[mode === 'region' ? 5 : 4];
  return example ? formatMessage(messages.postalCodeExample, { example }) : null;
}
