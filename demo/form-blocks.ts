/**
 * The demo shop's form blocks and newsletter sign-up, as form definitions: what `<sq-form-block>`
 * and `<sq-newsletter>` hold on the pages that show them, and what `POST /api/form/SaveFormSubmission` checks answers against. Written as the input
 * of `FormDefinitionSchema` and checked with it once when the server starts (server/form-blocks.ts).
 * Browser-safe: data only.
 *
 * - The contact form (`/contact`) uses every field type, with a captcha, a text success message
 *   and an order number the server alone checks (`FH-` and 5 digits).
 * - The newsletter sign-up (`/contact`, beside it): an email (required) and a name, with a captcha.
 * - The catalogue request (`/catalogue-request`): no captcha; success sends the visitor to `/journal`.
 */
import { stableId } from './ids';
import type { FormDefinitionInput } from './forms';

/** Whether a form is a form block (captcha action `FORM_BLOCK_SUBMISSION`) or a newsletter (`NEWSLETTER_BLOCK_SUBMISSION`). */
export type FormBlockKind = 'form' | 'newsletter';

/** The ids of the demo shop's form blocks. */
export const FORM_BLOCK_IDS = {
  /** The contact form: every field type. */
  contact: 'form-contact',
  /** The newsletter sign-up. */
  newsletter: 'form-newsletter',
  /** The catalogue request: success redirects. */
  catalogueRequest: 'form-catalogue-request',
} as const;

/** A content page that shows form blocks: its address, and the page collection the page context names. */
export interface FormPage {
  readonly path: string;
  /** The page's collection id (page context `collection.id`, sent as `pageId` and each form's `collectionId`). */
  readonly id: string;
  readonly title: string;
}

/** The pages with form blocks. */
export const FORM_PAGES = {
  contact: { path: '/contact', id: stableId('page', 'contact'), title: 'Contact' },
  catalogueRequest: {
    path: '/catalogue-request',
    id: stableId('page', 'catalogue-request'),
    title: 'Request a catalogue',
  },
} as const satisfies Record<string, FormPage>;

/** The most characters the contact form's message takes. */
export const CONTACT_MESSAGE_MAX_LENGTH = 500;

/** The contact form's success text. */
export const CONTACT_SUCCESS_TEXT = "Thanks! We'll reply within two working days.";

/** The newsletter's success text. */
export const NEWSLETTER_SUCCESS_TEXT = "You're on the list: the next field notes arrive at the start of the month.";

/** Where the catalogue request sends the visitor once it is sent. */
export const CATALOGUE_REQUEST_REDIRECT = '/journal';

/** One form block of the demo shop. */
export interface FormBlockSeed {
  readonly kind: FormBlockKind;
  readonly definition: FormDefinitionInput;
}

/** Every form block of the demo shop. */
export const formBlocks: readonly FormBlockSeed[] = [
  {
    kind: 'form',
    definition: {
      id: FORM_BLOCK_IDS.contact,
      collectionId: FORM_PAGES.contact.id,
      objectName: 'block-contact-form',
      title: 'Contact us',
      submitButtonText: 'Send message',
      captcha: true,
      success: { text: CONTACT_SUCCESS_TEXT },
      fields: [
        { id: 'about-you', type: 'section', title: 'About you' },
        { id: 'name', type: 'name', title: 'Name', required: true },
        {
          id: 'email',
          type: 'email',
          title: 'Email',
          required: true,
          placeholder: 'name@example.com',
          description: 'We reply to this address.',
        },
        { id: 'phone', type: 'phone', title: 'Phone', description: 'Only if you would rather we called.' },
        {
          id: 'address',
          type: 'address',
          title: 'Address',
          country: 'US',
          description: 'For a return or a repair we collect.',
        },
        { id: 'website', type: 'website', title: 'Website', placeholder: 'example.com', description: 'For wholesale.' },
        { id: 'your-message', type: 'section', title: 'Your message' },
        {
          id: 'topic',
          type: 'select',
          title: 'Topic',
          required: true,
          options: ['An order', 'A return', 'Wholesale', 'Something else'],
        },
        {
          id: 'order-number',
          type: 'text',
          title: 'Order number',
          placeholder: 'FH-12345',
          description: 'If it is about an order: it is on your confirmation email.',
        },
        {
          id: 'items',
          type: 'number',
          title: 'How many items is it about?',
          placeholder: '1',
        },
        {
          id: 'message',
          type: 'textarea',
          title: 'Message',
          required: true,
          maxLength: CONTACT_MESSAGE_MAX_LENGTH,
          placeholder: 'How can we help?',
        },
        { id: 'reply-by', type: 'radio', title: 'How should we reply?', options: ['Email', 'Phone'] },
        { id: 'best-day', type: 'date', title: 'Best day to reach you' },
        { id: 'best-time', type: 'time', title: 'Best time to reach you' },
        {
          id: 'interests',
          type: 'checkbox',
          title: 'Also tell me about',
          options: ['New products', 'Workshops', 'Repairs'],
        },
        {
          id: 'service',
          type: 'likert',
          title: 'How did we do last time?',
          questions: ['Speed of reply', 'Helpfulness'],
        },
        // Where the visitor came from, when the address says (`?utm_source=journal`): never shown.
        { id: 'utm-source', type: 'hidden', name: 'utm_source', defaultValue: 'direct' },
      ],
    },
  },
  {
    kind: 'newsletter',
    definition: {
      id: FORM_BLOCK_IDS.newsletter,
      collectionId: FORM_PAGES.contact.id,
      objectName: 'block-newsletter',
      title: 'Field notes by email',
      submitButtonText: 'Sign up',
      captcha: true,
      success: { text: NEWSLETTER_SUCCESS_TEXT },
      fields: [
        {
          id: 'email',
          type: 'email',
          title: 'Email',
          required: true,
          placeholder: 'name@example.com',
        },
        { id: 'name', type: 'name', title: 'Name' },
      ],
    },
  },
  {
    kind: 'form',
    definition: {
      id: FORM_BLOCK_IDS.catalogueRequest,
      collectionId: FORM_PAGES.catalogueRequest.id,
      objectName: 'block-catalogue-request',
      title: 'Request a catalogue',
      submitButtonText: 'Send me a catalogue',
      success: { redirect: CATALOGUE_REQUEST_REDIRECT },
      fields: [
        { id: 'name', type: 'name', title: 'Name', required: true },
        { id: 'address', type: 'address', title: 'Postal address', country: 'US', required: true },
        {
          id: 'catalogues',
          type: 'checkbox',
          title: 'Which catalogues?',
          required: true,
          options: ['Spring and summer', 'Autumn and winter'],
        },
        {
          id: 'email',
          type: 'email',
          title: 'Email',
          placeholder: 'name@example.com',
          description: 'Optional: we tell you when it is posted.',
        },
      ],
    },
  },
];
