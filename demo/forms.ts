/**
 * The demo shop's custom product forms (additional fields), in the form definition shape (the
 * same a form block holds): what `GET /api/template/GetTemplateSchema?type=9&formId={id}` answers
 * for a product whose seed names the form (`formId` in demo/catalogue.ts). Written as the input of
 * `FormDefinitionSchema` and checked with it once when the server starts (server/forms.ts).
 * Browser-safe: data only.
 *
 * Between them the two forms use every field type a product form plausibly asks for: text,
 * textarea, select, date, checkbox, email and section (the mug); text, radio, number, website,
 * name, phone, time and hidden (the patch).
 */
import type * as v from 'valibot';
import type { FormDefinitionSchema } from '../src/forms/definition';

/** A form definition as written here, before `FormDefinitionSchema` fills in its defaults. */
export type FormDefinitionInput = v.InferInput<typeof FormDefinitionSchema>;

/** The ids of the demo shop's product forms. */
export const FORM_IDS = {
  /** The Engraved Camp Mug's engraving and gift details. */
  campMugEngraving: 'form-camp-mug-engraving',
  /** The Custom Leather Patch's stamp and proof contact. */
  leatherPatch: 'form-leather-patch',
} as const;

/** The most characters an engraving takes (the mug's engraving field). */
export const ENGRAVING_MAX_LENGTH = 24;

/** Every product form of the demo shop. */
export const productForms: readonly FormDefinitionInput[] = [
  {
    id: FORM_IDS.campMugEngraving,
    title: 'Engraving',
    fields: [
      {
        id: 'engraving-heading',
        type: 'section',
        title: 'Your engraving',
        description: 'Laser-engraved on the side facing away from the handle.',
      },
      {
        id: 'engraving',
        type: 'text',
        title: 'Engraving text',
        required: true,
        maxLength: ENGRAVING_MAX_LENGTH,
        placeholder: 'Base Camp 2026',
        description: `Up to ${ENGRAVING_MAX_LENGTH} characters: letters, numbers, spaces and . , ' & -`,
      },
      { id: 'font', type: 'select', title: 'Font', required: true, options: ['Serif', 'Sans', 'Script'] },
      {
        id: 'gift-heading',
        type: 'section',
        title: 'Sending it as a gift?',
        description: 'All optional.',
      },
      {
        id: 'gift-message',
        type: 'textarea',
        title: 'Gift message',
        maxLength: 200,
        placeholder: 'Happy trails!',
        description: 'Handwritten on a card in the box.',
      },
      {
        id: 'recipient-email',
        type: 'email',
        title: "Recipient's email",
        placeholder: 'name@example.com',
        description: 'We let them know when it ships.',
      },
      {
        id: 'deliver-by',
        type: 'date',
        title: 'Deliver by',
        description: 'Engraving takes two working days.',
      },
      { id: 'gift-wrap', type: 'checkbox', title: 'Gift wrap', options: ['Wrap it in kraft paper and twine'] },
    ],
  },
  {
    id: FORM_IDS.leatherPatch,
    title: 'Your patch',
    fields: [
      {
        id: 'initials',
        type: 'text',
        title: 'Initials',
        required: true,
        maxLength: 3,
        placeholder: 'JMB',
        description: 'Up to 3 letters, stamped in the middle.',
      },
      {
        id: 'stitching',
        type: 'radio',
        title: 'Stitching',
        required: true,
        options: ['Natural', 'Black', 'Red'],
      },
      {
        id: 'year',
        type: 'number',
        title: 'Year under the initials',
        maxLength: 4,
        placeholder: '2026',
        description: 'Optional: an "established" year.',
      },
      {
        id: 'artwork-link',
        type: 'website',
        title: 'Link to a logo to match',
        placeholder: 'https://example.com/logo.png',
        description: 'Optional: we match its colours and send you a proof first.',
      },
      { id: 'proof-heading', type: 'section', title: 'Who do we ask about the proof?' },
      { id: 'contact-name', type: 'name', title: 'Name', required: true },
      {
        id: 'contact-phone',
        type: 'phone',
        title: 'Phone',
        description: 'Only if we have a question about your design.',
      },
      { id: 'call-time', type: 'time', title: 'Best time to call' },
      // Where the visitor came from, when the address says (`?ref=journal`): never shown.
      { id: 'referral', type: 'hidden', name: 'ref', defaultValue: 'shop' },
    ],
  },
];
