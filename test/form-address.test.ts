import { cleanup, render, screen, within } from '@testing-library/react';
import { createElement } from 'react';
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ADDRESS_COUNTRIES,
  addressLabels,
  pluralLabel,
  postalCodeExample,
  postalCodeLabel,
  postalCodeProblem,
  type AddressLabelKey,
  type PostalCodeMode,
  type PostalCodeProblem,
} from '../src/forms/address';
import { FormFieldSchema } from '../src/forms/definition';
import { addressPartLabels, FormFields } from '../src/forms/FormFields';
import { FORM_MESSAGES } from '../src/forms/messages';

const text = (key: keyof typeof FORM_MESSAGES) => FORM_MESSAGES[key];

/** The platform's messages of delivery-region inputs, to the letter. */
const SPEC_MESSAGES = [
  'Postal Codes need to be 4 digits.',
  'Postcodes need to be 4 digits.',
  'Postal Codes need to be 5 digits.',
  'ZIP Codes need to be 5 digits.',
  'Invalid postal code.',
  'An FSA code is invalid.',
  'Enter only the 1-4 character outcode portion of postcodes.',
  'Enter only the first three characters of the Eircode.',
  'Enter up to 3 digits of the postcode.',
];

/**
 * Each country's codes: valid and invalid ones, in each mode, with the message of the invalid
 * ones (the text, not the key: the tests read as the visitor does).
 */
const CODES: Record<string, Record<PostalCodeMode, { valid: string[]; invalid: [string, string][] }>> = {
  US: {
    full: {
      valid: ['94107', '02134', '94107-1234', ' 94107 '],
      invalid: [
        ['9410', 'ZIP Codes need to be 5 digits.'],
        ['941071', 'ZIP Codes need to be 5 digits.'],
        ['94107-12', 'ZIP Codes need to be 5 digits.'],
        ['941071234', 'ZIP Codes need to be 5 digits.'],
        ['ABCDE', 'ZIP Codes need to be 5 digits.'],
        ['94107_1234', 'Invalid postal code.'],
      ],
    },
    region: {
      valid: ['94107', '00501'],
      invalid: [
        ['941', 'ZIP Codes need to be 5 digits.'],
        ['94107-1234', 'ZIP Codes need to be 5 digits.'],
      ],
    },
  },
  CA: {
    full: {
      valid: ['K1A 0B1', 'k1a0b1', 'M5V  3L9', 'T2X 1V4', 'H3Z 2Y7'],
      invalid: [
        ['K1A', 'Invalid postal code.'],
        ['D1A 0B1', 'Invalid postal code.'],
        ['W1A 0B1', 'Invalid postal code.'],
        ['K1O 0B1', 'Invalid postal code.'],
        ['K1A 0B', 'Invalid postal code.'],
        ['K1A-0B1', 'Invalid postal code.'],
        ['123 456', 'Invalid postal code.'],
      ],
    },
    region: {
      valid: ['K1A', 'm5v', 'X0A'],
      invalid: [
        ['K1A 0B1', 'An FSA code is invalid.'],
        ['K1', 'An FSA code is invalid.'],
        ['Q1A', 'An FSA code is invalid.'],
        ['Z1A', 'An FSA code is invalid.'],
        ['1AA', 'An FSA code is invalid.'],
      ],
    },
  },
  GB: {
    full: {
      valid: ['SW1A 1AA', 'sw1a1aa', 'M1 1AE', 'B33 8TH', 'CR2 6XH', 'DN55 1PT', 'W1A 0AX', 'EC1A 1BB', 'GIR 0AA'],
      invalid: [
        ['SW1A', 'Invalid postal code.'],
        ['SW1A 1A', 'Invalid postal code.'],
        ['1AA 1AA', 'Invalid postal code.'],
        ['SW1A 11A', 'Invalid postal code.'],
        ['ABC1 1AA', 'Invalid postal code.'],
      ],
    },
    region: {
      valid: ['SW1A', 'M1', 'B33', 'DN55', 'cr2', 'EC', 'B', 'GIR'],
      invalid: [
        ['SW1A 1AA', 'Enter only the 1-4 character outcode portion of postcodes.'],
        ['SW1A1', 'Enter only the 1-4 character outcode portion of postcodes.'],
        ['ABC', 'Enter only the 1-4 character outcode portion of postcodes.'],
        ['12', 'Enter only the 1-4 character outcode portion of postcodes.'],
      ],
    },
  },
  IE: {
    full: {
      valid: ['D02 X285', 'A65F4E2', 'd6w 1234', 'T12 AC0W'],
      invalid: [
        ['D02', 'Invalid postal code.'],
        ['B02 X285', 'Invalid postal code.'],
        ['D02 X28', 'Invalid postal code.'],
        ['D02 B285', 'Invalid postal code.'],
        ['D6X 1234', 'Invalid postal code.'],
      ],
    },
    region: {
      valid: ['D02', 'a65', 'D6W'],
      invalid: [
        ['D02 X285', 'Enter only the first three characters of the Eircode.'],
        ['D2', 'Enter only the first three characters of the Eircode.'],
        ['B02', 'Enter only the first three characters of the Eircode.'],
        ['0D2', 'Enter only the first three characters of the Eircode.'],
      ],
    },
  },
  AU: {
    full: {
      valid: ['2000', '0800'],
      invalid: [
        ['200', 'Postcodes need to be 4 digits.'],
        ['20000', 'Postcodes need to be 4 digits.'],
        ['NSW', 'Postcodes need to be 4 digits.'],
      ],
    },
    region: {
      valid: ['2', '20', '200'],
      invalid: [
        ['2000', 'Enter up to 3 digits of the postcode.'],
        ['2A', 'Enter up to 3 digits of the postcode.'],
      ],
    },
  },
  NZ: {
    full: {
      valid: ['6011', '0110'],
      invalid: [['601', 'Postcodes need to be 4 digits.']],
    },
    region: {
      valid: ['6', '60', '601'],
      invalid: [['6011', 'Enter up to 3 digits of the postcode.']],
    },
  },
  ...Object.fromEntries(
    ['DE', 'FR', 'ES', 'IT'].map((country) => {
      const rule = {
        valid: ['10115', '01067'],
        invalid: [
          ['1011', 'Postal Codes need to be 5 digits.'],
          ['101155', 'Postal Codes need to be 5 digits.'],
          ['F-75008', 'Postal Codes need to be 5 digits.'],
        ] as [string, string][],
      };
      return [country, { full: rule, region: rule }];
    }),
  ),
  NL: {
    full: {
      valid: ['1012 JS', '1012js', '9999 ZZ'],
      invalid: [
        ['1012', 'Invalid postal code.'],
        ['1012 J', 'Invalid postal code.'],
        ['JS 1012', 'Invalid postal code.'],
      ],
    },
    region: {
      valid: ['1012'],
      invalid: [
        ['1012 JS', 'Postal Codes need to be 4 digits.'],
        ['101', 'Postal Codes need to be 4 digits.'],
      ],
    },
  },
  ...Object.fromEntries(
    ['BE', 'AT', 'CH', 'DK', 'NO'].map((country) => {
      const rule = {
        valid: ['1000', '0150'],
        invalid: [
          ['100', 'Postal Codes need to be 4 digits.'],
          ['10000', 'Postal Codes need to be 4 digits.'],
          ['CH-8001', 'Postal Codes need to be 4 digits.'],
        ] as [string, string][],
      };
      return [country, { full: rule, region: rule }];
    }),
  ),
};

/** Each country's region and postal code labels, and the label of a region's code. */
const LABELS: Record<string, [region: string, postalCode: string, regionCode: string]> = {
  US: ['State', 'ZIP Code', 'ZIP Code'],
  CA: ['Province', 'Postal Code', 'FSA'],
  GB: ['County', 'Postcode', 'Outcode'],
  IE: ['County', 'Eircode', 'Routing Key'],
  AU: ['State', 'Postcode', 'Postcode'],
  NZ: ['Region', 'Postcode', 'Postcode'],
  DE: ['State', 'Postal Code', 'Postal Code'],
  FR: ['Region', 'Postal Code', 'Postal Code'],
  ES: ['Province', 'Postal Code', 'Postal Code'],
  IT: ['Province', 'Postal Code', 'Postal Code'],
  NL: ['Province', 'Postal Code', 'Postal Code'],
  BE: ['Province', 'Postal Code', 'Postal Code'],
  AT: ['State', 'Postal Code', 'Postal Code'],
  CH: ['Region', 'Postal Code', 'Postal Code'],
  DK: ['Region', 'Postal Code', 'Postal Code'],
  NO: ['County', 'Postal Code', 'Postal Code'],
};

/** Each country's examples, full and region. */
const EXAMPLES: Record<string, [full: string, region: string]> = {
  US: ['e.g. 94107', 'e.g. 94107'],
  CA: ['e.g. K1A 0B1', 'e.g. K1A'],
  GB: ['e.g. SW1A 1AA', 'e.g. SW1A'],
  IE: ['e.g. D02 X285', 'e.g. D02'],
  AU: ['e.g. 2000', 'e.g. 20'],
  NZ: ['e.g. 6011', 'e.g. 60'],
  DE: ['e.g. 10115', 'e.g. 10115'],
  FR: ['e.g. 75008', 'e.g. 75008'],
  ES: ['e.g. 28013', 'e.g. 28013'],
  IT: ['e.g. 00184', 'e.g. 00184'],
  NL: ['e.g. 1012 JS', 'e.g. 1012'],
  BE: ['e.g. 1000', 'e.g. 1000'],
  AT: ['e.g. 1010', 'e.g. 1010'],
  CH: ['e.g. 8001', 'e.g. 8001'],
  DK: ['e.g. 1050', 'e.g. 1050'],
  NO: ['e.g. 0150', 'e.g. 0150'],
};

/** The problem of `value`, as the visitor reads it (null when none). */
const problem = (country: string | null | undefined, value: string, mode?: PostalCodeMode) => {
  const key = postalCodeProblem(country, value, mode);
  return key && text(key);
};

describe('address labels', () => {
  it('cover every country with rules, and only those', () => {
    expect([...ADDRESS_COUNTRIES].sort()).toEqual(Object.keys(LABELS).sort());
    expect(Object.keys(CODES).sort()).toEqual(Object.keys(LABELS).sort());
    expect(Object.keys(EXAMPLES).sort()).toEqual(Object.keys(LABELS).sort());
  });

  it.each(Object.entries(LABELS))('name the parts of an address in %s', (country, [region, postalCode, regionCode]) => {
    const keys = addressLabels(country);
    expect(Object.keys(keys)).toEqual(['line1', 'line2', 'city', 'region', 'postalCode', 'country']);
    expect(addressPartLabels(country, FORM_MESSAGES)).toEqual([
      'Address',
      'Address 2',
      'City',
      region,
      postalCode,
      'Country',
    ]);
    expect(text(postalCodeLabel(country))).toBe(postalCode);
    expect(text(postalCodeLabel(country, 'full'))).toBe(postalCode);
    expect(text(postalCodeLabel(country, 'region'))).toBe(regionCode);
  });

  it('read the country in any case and spacing', () => {
    expect(addressLabels(' ca ')).toEqual(addressLabels('CA'));
    expect(postalCodeProblem('gb', 'SW1A', 'region')).toBeNull();
  });

  it.each([null, undefined, '', 'ZZ', 'JP', 'USA', '__proto__', 'constructor', 'toString'])(
    'fall back to generic labels for a country of %j',
    (country) => {
      expect(addressPartLabels(country, FORM_MESSAGES)).toEqual([
        'Address',
        'Address 2',
        'City',
        'Region',
        'Postal Code',
        'Country',
      ]);
      expect(text(postalCodeLabel(country, 'region'))).toBe('Postal Code');
    },
  );

  it('are message keys, so a page translates them', () => {
    const messages = { ...FORM_MESSAGES, addressProvince: 'Provincia', addressPostalCodeGeneric: 'Código postal' };
    expect(addressPartLabels('ES', messages)).toEqual([
      'Address',
      'Address 2',
      'City',
      'Provincia',
      'Código postal',
      'Country',
    ]);
  });

  it('each have a plural, the key plus "Plural"', () => {
    const plurals: Record<AddressLabelKey, string> = {
      addressLine1: 'Addresses',
      addressLine2: 'Address 2 Lines',
      addressCity: 'Cities',
      addressCountry: 'Countries',
      addressRegion: 'States',
      addressRegionGeneric: 'Regions',
      addressProvince: 'Provinces',
      addressTerritory: 'Territories',
      addressCounty: 'Counties',
      addressPostalCode: 'ZIP Codes',
      addressPostalCodeGeneric: 'Postal Codes',
      addressPostcode: 'Postcodes',
      addressFsa: 'FSAs',
      addressEircode: 'Eircodes',
      addressOutcode: 'Outcodes',
      addressRoutingKey: 'Routing Keys',
    };
    for (const [key, plural] of Object.entries(plurals) as [AddressLabelKey, string][]) {
      expect(pluralLabel(key)).toBe(`${key}Plural`);
      expect(text(pluralLabel(key))).toBe(plural);
    }
    // Every plural in the catalogue belongs to a label.
    const inCatalogue = Object.keys(FORM_MESSAGES).filter((key) => key.endsWith('Plural'));
    expect(inCatalogue.sort()).toEqual(
      Object.keys(plurals)
        .map((key) => `${key}Plural`)
        .sort(),
    );
  });

  it('exist in the singular for each address label the platform has (address, address 2, postal code, ZIP code, …)', () => {
    const singular = Object.keys(FORM_MESSAGES)
      .filter((key) => key.startsWith('address') && !key.endsWith('Plural'))
      .map((key) => text(key as keyof typeof FORM_MESSAGES).toLowerCase());
    for (const label of [
      'address',
      'address 2',
      'postal code',
      'zip code',
      'postcode',
      'fsa',
      'eircode',
      'outcode',
      'routing key',
      'region',
      'state',
      'province',
      'territory',
      'county',
      'city',
    ])
      expect(singular).toContain(label);
  });
});

describe('postal codes', () => {
  describe.each(Object.entries(CODES))('of %s', (country, modes) => {
    it.each(['full', 'region'] as const)('in %s mode, pass when valid and say what is wrong when not', (mode) => {
      const { valid, invalid } = modes[mode];
      for (const code of valid) expect(problem(country, code, mode), `${code} (${mode})`).toBeNull();
      for (const [code, message] of invalid) expect(problem(country, code, mode), `${code} (${mode})`).toBe(message);
    });
  });

  it('are checked as full codes unless told otherwise', () => {
    expect(postalCodeProblem('CA', 'K1A 0B1')).toBeNull();
    expect(postalCodeProblem('CA', 'K1A')).toBe('postalCodeInvalid');
  });

  it("give each of the platform's nine postal code messages, to the letter", () => {
    const given = new Set<string>();
    for (const [country, modes] of Object.entries(CODES))
      for (const mode of ['full', 'region'] as const)
        for (const [code] of modes[mode].invalid) given.add(problem(country, code, mode)!);
    expect([...given].sort()).toEqual([...SPEC_MESSAGES].sort());
    const keys: PostalCodeProblem[] = [
      'postalCodeFourDigits',
      'postcodeFourDigits',
      'postalCodeFiveDigits',
      'zipCodeFiveDigits',
      'postalCodeInvalid',
      'fsaInvalid',
      'outcodeOnly',
      'eircodeRoutingKeyOnly',
      'postcodePrefix',
    ];
    expect(keys.map(text)).toEqual(SPEC_MESSAGES);
  });

  it('have no problem when blank (the required check speaks for those)', () => {
    for (const country of [...ADDRESS_COUNTRIES, 'ZZ'])
      for (const mode of ['full', 'region'] as const) {
        expect(postalCodeProblem(country, '', mode)).toBeNull();
        expect(postalCodeProblem(country, '   ', mode)).toBeNull();
      }
  });

  it.each([null, undefined, 'ZZ', 'JP', '__proto__'])(
    'of a country of %j, take letters, digits, spaces and hyphens, up to 10',
    (country) => {
      for (const mode of ['full', 'region'] as const) {
        for (const code of ['100-0001', '1000', 'SE-11351', 'AB12 3CD', 'a', '1234567890', ' 12  34 '])
          expect(problem(country, code, mode), code).toBeNull();
        for (const code of ['12345678901', '-123', '123-', '12_34', '12.34', '12/34', 'Ⅻ', 'ß1', '１２３'])
          expect(problem(country, code, mode), code).toBe('Invalid postal code.');
      }
    },
  );

  it('refuse hostile input with "Invalid postal code." in every country and mode', () => {
    const hostile = [
      '<script>alert(1)</script>',
      '<b>94107</b>',
      '94107"><img src=x onerror=alert(1)>',
      '9'.repeat(100_000),
      'A'.repeat(11),
      `${'1 '.repeat(50_000)}!`,
      '94\n107',
      '941\u000007',
      '94\t107',
      '94107\u200b',
      'K1A 0B1; DROP TABLE',
      '{{constructor}}',
    ];
    for (const country of [...ADDRESS_COUNTRIES, 'ZZ', null])
      for (const mode of ['full', 'region'] as const)
        for (const code of hostile)
          expect(problem(country, code, mode), `${country} ${mode} ${code.slice(0, 20)}`).toBe('Invalid postal code.');
  });
});

describe('postal code examples', () => {
  it.each(Object.entries(EXAMPLES))('in %s, full and region', (country, [full, region]) => {
    expect(postalCodeExample(country)).toBe(full);
    expect(postalCodeExample(country, 'full')).toBe(full);
    expect(postalCodeExample(country, 'region')).toBe(region);
  });

  it('are codes their own rules take', () => {
    for (const country of ADDRESS_COUNTRIES)
      for (const mode of ['full', 'region'] as const) {
        const example = postalCodeExample(country, mode)!.replace(/^e\.g\. /, '');
        expect(postalCodeProblem(country, example, mode), `${country} ${mode}`).toBeNull();
      }
  });

  it('are none for a country without rules', () => {
    for (const country of [null, undefined, 'ZZ', '__proto__']) {
      expect(postalCodeExample(country)).toBeNull();
      expect(postalCodeExample(country, 'region')).toBeNull();
    }
  });

  it("say what the page's texts say", () => {
    expect(postalCodeExample('CA', 'region', { postalCodeExample: 'p. ex. {example}' })).toBe('p. ex. K1A');
  });
});

describe('an address field', () => {
  afterEach(() => cleanup());

  /** Address fields of these countries, rendered as a form renders them. */
  const renderAddresses = (...countries: (string | null)[]) =>
    render(
      createElement(FormFields, {
        fields: countries.map((country, index) =>
          v.parse(FormFieldSchema, { id: `a${index}`, type: 'address', title: `Address ${country}`, country }),
        ),
        answers: {},
        errors: {},
        onChange: () => {},
        messages: FORM_MESSAGES,
        idPrefix: 'form',
      }),
    );

  it("labels its parts as its country does, the postal code's box with an example", () => {
    renderAddresses('GB', 'CA', null);
    const gb = screen.getByRole('group', { name: 'Address GB' });
    expect(within(gb).getByLabelText('County').getAttribute('autocomplete')).toBe('address-level1');
    const postcode = within(gb).getByLabelText<HTMLInputElement>('Postcode');
    expect(postcode.placeholder).toBe('e.g. SW1A 1AA');
    expect(postcode.getAttribute('autocomplete')).toBe('postal-code');
    const ca = screen.getByRole('group', { name: 'Address CA' });
    expect(within(ca).getByLabelText<HTMLInputElement>('Postal Code').placeholder).toBe('e.g. K1A 0B1');
    expect(within(ca).getByLabelText('Province')).toBeTruthy();
    // No other part has a placeholder, and a field without a country has no example.
    const none = screen.getByRole('group', { name: 'Address null' });
    expect(within(none).getByLabelText('Region')).toBeTruthy();
    expect(within(none).getByLabelText('Postal Code').hasAttribute('placeholder')).toBe(false);
    expect(document.querySelectorAll('input[placeholder]')).toHaveLength(2);
  });
});
