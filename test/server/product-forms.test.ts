// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { productArtwork } from '../../demo/artwork';
import { catalogue, formIdOf, listedSeeds } from '../../demo/catalogue';
import { FORM_IDS, productForms, type FormDefinitionInput } from '../../demo/forms';
import { CartSchema } from '../../src/api/cart';
import { FIELD_TYPES, FormDefinitionSchema } from '../../src/forms/definition';
import { openDatabase } from '../../server/db';
import {
  ADDITIONAL_FIELDS_INVALID,
  ANSWER_MESSAGES,
  ANSWERS_BODY_INVALID,
  ANSWERS_INVALID,
  ANSWERS_MISSING,
  answerErrors,
  FORM_NOT_CONFIGURED,
  loadProductForms,
  shopForms,
  type ProductForms,
} from '../../server/forms';
import {
  CART_LIMIT_MESSAGES,
  MAX_CART_ANSWERS_CHARS,
  MAX_CART_ENTRIES,
  MAX_ENTRY_ANSWERS_CHARS,
} from '../../server/carts';
import { HttpError } from '../../server/http';
import { createProducts } from '../../server/products';
import { createSubscriptions } from '../../server/subscriptions';
import { api, newVisitor, productItem, skuOf, useServer, type Visitor } from './helpers';

const shop = useServer();

const MUG = FORM_IDS.campMugEngraving;
const PATCH = FORM_IDS.leatherPatch;
const ENTRIES = '/api/commerce/shopping-cart/entries';
const TEMPLATE = '/api/template/GetTemplateSchema';
const validate = (visitor: Visitor, formId: string, body: unknown) =>
  api(shop.base, visitor, 'POST', `/api/rest/forms/validate/${formId}`, body);

/** The mug's required answers, and whatever else is given. */
const mugAnswers = (more: Record<string, unknown> = {}) => ({ engraving: 'Base Camp 2026', font: 'Serif', ...more });

/** The patch's required answers, and whatever else is given. */
const patchAnswers = (more: Record<string, unknown> = {}) => ({
  initials: 'JMB',
  stitching: 'Red',
  'contact-name': ['Jo', 'Bloggs'],
  ...more,
});

async function addMug(visitor: Visitor, additionalFields: unknown, quantity = 1) {
  const mug = await skuOf(shop.base, 'engraved-camp-mug');
  return api(shop.base, visitor, 'POST', ENTRIES, {
    itemId: mug.itemId,
    sku: mug.sku,
    quantity,
    additionalFields:
      typeof additionalFields === 'string' || additionalFields === null
        ? additionalFields
        : JSON.stringify(additionalFields),
  });
}

describe('the products with a custom form', () => {
  it('are listed, and their product JSON names their form', async () => {
    const listed = listedSeeds().map((seed) => seed.slug);
    expect(listed).toEqual(expect.arrayContaining(['engraved-camp-mug', 'custom-leather-patch']));
    expect(catalogue.filter((seed) => seed.formId !== undefined).map((seed) => [seed.slug, seed.formId])).toEqual([
      ['engraved-camp-mug', MUG],
      ['custom-leather-patch', PATCH],
    ]);
    const mug = await productItem(shop.base, 'engraved-camp-mug');
    expect(mug).toMatchObject({
      title: 'Engraved Camp Mug',
      structuredContent: { additionalFieldsFormId: MUG, variants: [{ sku: 'CAMP-MUG-ENGRAVED', qtyInStock: 60 }] },
    });
    expect((await productItem(shop.base, 'custom-leather-patch')).structuredContent).toMatchObject({
      additionalFieldsFormId: PATCH,
    });
    expect((await productItem(shop.base, 'canvas-tote')).structuredContent).not.toHaveProperty(
      'additionalFieldsFormId',
    );
    expect(formIdOf('canvas-tote')).toBeNull();
  });

  it('have artwork and photographs', async () => {
    for (const slug of ['engraved-camp-mug', 'custom-leather-patch']) {
      const { id } = await productItem(shop.base, slug);
      const svg = await fetch(`${shop.base}/assets/products/${id}.svg`);
      expect(svg.status).toBe(200);
      expect(svg.headers.get('content-type')).toBe('image/svg+xml');
      // Drawn for the product, not the parcel every undrawn product gets.
      expect(await svg.text()).not.toBe(productArtwork('no-such-product'));
      const photo = await fetch(`${shop.base}/assets/products/${id}/100w.webp`);
      expect(photo.status).toBe(200);
      expect(photo.headers.get('content-type')).toBe('image/webp');
    }
  });

  it('use, between the two forms, every field type but address and likert', () => {
    const used = new Set(productForms.flatMap((form) => form.fields.map((field) => field.type)));
    expect(FIELD_TYPES.filter((type) => !used.has(type))).toEqual(['address', 'likert']);
  });
});

describe('GET /api/template/GetTemplateSchema', () => {
  it('answers each form as FormDefinitionSchema parses it', async () => {
    for (const input of productForms) {
      const { status, json } = await api(shop.base, undefined, 'GET', `${TEMPLATE}?type=9&formId=${input.id}`);
      expect(status).toBe(200);
      expect(json).toEqual(JSON.parse(JSON.stringify(v.parse(FormDefinitionSchema, input))));
      expect(v.parse(FormDefinitionSchema, json)).toEqual(json);
    }
    const { json } = await api(shop.base, undefined, 'GET', `${TEMPLATE}?type=9&formId=${MUG}`);
    expect(json.fields.find((field: { id: string }) => field.id === 'engraving')).toEqual({
      id: 'engraving',
      type: 'text',
      title: 'Engraving text',
      required: true,
      maxLength: 24,
      placeholder: 'Base Camp 2026',
      description: "Up to 24 characters: letters, numbers, spaces and . , ' & -",
      options: [],
      questions: [],
    });
  });

  it('answers 400 without type 9 or a formId, and 404 for a form it does not have', async () => {
    for (const query of ['', `?formId=${MUG}`, `?type=8&formId=${MUG}`, `?type=nine&formId=${MUG}`]) {
      expect(await api(shop.base, undefined, 'GET', `${TEMPLATE}${query}`), query).toMatchObject({
        status: 400,
        json: { message: 'type must be 9 (a custom product form).' },
      });
    }
    for (const query of ['?type=9', '?type=9&formId=']) {
      expect(await api(shop.base, undefined, 'GET', `${TEMPLATE}${query}`), query).toMatchObject({
        status: 400,
        json: { message: 'formId query parameter is required.' },
      });
    }
    expect(await api(shop.base, undefined, 'GET', `${TEMPLATE}?type=9&formId=nope`)).toEqual(
      expect.objectContaining({ status: 404, json: { message: FORM_NOT_CONFIGURED } }),
    );
    expect(FORM_NOT_CONFIGURED).toBe('This form has not been configured yet.');
  });
});

describe('POST /api/rest/forms/validate/{formId}', () => {
  it('answers 200 with no errors for valid answers to each form', async () => {
    const visitor = await newVisitor(shop.base);
    const full = mugAnswers({
      'gift-message': 'Happy trails, Sam!\nLove, Jo',
      'recipient-email': 'sam@example.com',
      'deliver-by': ['2', '29', '2028'],
      'gift-wrap': ['Wrap it in kraft paper and twine'],
    });
    expect(await validate(visitor, MUG, full)).toMatchObject({ status: 200, json: { errors: {} } });
    expect(await validate(visitor, MUG, mugAnswers())).toMatchObject({ status: 200, json: { errors: {} } });
    const patch = patchAnswers({
      year: '1987',
      'artwork-link': 'example.com/logo.png',
      'contact-phone': ['555', '123', '4567'],
      'call-time': ['9', '30', '', 'AM'],
      referral: 'journal',
      'not-a-field': 'ignored',
    });
    const answer = await validate(visitor, PATCH, patch);
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ errors: {} });
  });

  it('answers 400 with "Required" for each empty required field, in the form\'s order', async () => {
    const visitor = await newVisitor(shop.base);
    const empty = await validate(visitor, MUG, {});
    expect(empty.status).toBe(400);
    expect(empty.json).toEqual({ errors: { engraving: 'Required', font: 'Required' } });
    expect(Object.keys(empty.json.errors)).toEqual(['engraving', 'font']);
    const blank = await validate(visitor, PATCH, { initials: '  ', stitching: '', 'contact-name': ['', ''] });
    expect(blank.json).toEqual({ errors: { initials: 'Required', stitching: 'Required', 'contact-name': 'Required' } });
  });

  it.each<[string, string, Record<string, unknown>, Record<string, string>]>([
    [
      'a text over its maxLength',
      MUG,
      mugAnswers({ engraving: 'A'.repeat(25) }),
      { engraving: 'Must be 24 characters or fewer.' },
    ],
    [
      'a textarea over its maxLength',
      MUG,
      mugAnswers({ 'gift-message': 'x'.repeat(201) }),
      { 'gift-message': 'Must be 200 characters or fewer.' },
    ],
    [
      'initials over 3 letters',
      PATCH,
      patchAnswers({ initials: 'ABCD' }),
      { initials: 'Must be 3 characters or fewer.' },
    ],
    [
      'an email without a domain',
      MUG,
      mugAnswers({ 'recipient-email': 'sam@example' }),
      { 'recipient-email': ANSWER_MESSAGES.email },
    ],
    [
      'an email with a space',
      MUG,
      mugAnswers({ 'recipient-email': 'sam @example.com' }),
      { 'recipient-email': ANSWER_MESSAGES.email },
    ],
    ['a number in words', PATCH, patchAnswers({ year: 'ten' }), { year: 'Must be a number.' }],
    [
      'a web address with a space',
      PATCH,
      patchAnswers({ 'artwork-link': 'my logo.png' }),
      { 'artwork-link': ANSWER_MESSAGES.website },
    ],
    [
      'a web address without a domain',
      PATCH,
      patchAnswers({ 'artwork-link': 'logo' }),
      { 'artwork-link': ANSWER_MESSAGES.website },
    ],
    [
      'an ftp address',
      PATCH,
      patchAnswers({ 'artwork-link': 'ftp://example.com/a' }),
      { 'artwork-link': ANSWER_MESSAGES.website },
    ],
    ['30 February', MUG, mugAnswers({ 'deliver-by': ['2', '30', '2026'] }), { 'deliver-by': 'Must be a real date.' }],
    ['month 13', MUG, mugAnswers({ 'deliver-by': ['13', '1', '2026'] }), { 'deliver-by': 'Must be a real date.' }],
    [
      'a date without its day',
      MUG,
      mugAnswers({ 'deliver-by': ['5', '', '2026'] }),
      { 'deliver-by': 'Must be a real date.' },
    ],
    ['a two-digit year', MUG, mugAnswers({ 'deliver-by': ['5', '1', '26'] }), { 'deliver-by': 'Must be a real date.' }],
    ['13 PM', PATCH, patchAnswers({ 'call-time': ['13', '00', '', 'PM'] }), { 'call-time': 'Must be a real time.' }],
    ['minute 60', PATCH, patchAnswers({ 'call-time': ['9', '60', '', ''] }), { 'call-time': 'Must be a real time.' }],
    [
      'a phone with letters',
      PATCH,
      patchAnswers({ 'contact-phone': ['', '555', 'CALL', 'ME'] }),
      { 'contact-phone': ANSWER_MESSAGES.phone },
    ],
    ['a font that is not an option', MUG, mugAnswers({ font: 'Comic' }), { font: 'Must be one of the options.' }],
    [
      'a stitching that is not an option',
      PATCH,
      patchAnswers({ stitching: 'Purple' }),
      { stitching: 'Must be one of the options.' },
    ],
    [
      'a checkbox that is not an option',
      MUG,
      mugAnswers({ 'gift-wrap': ['Bubble wrap'] }),
      { 'gift-wrap': 'Must be one of the options.' },
    ],
    ['a list for a text field', MUG, mugAnswers({ engraving: ['Base', 'Camp'] }), { engraving: ANSWER_MESSAGES.shape }],
    [
      'text for a name field',
      PATCH,
      patchAnswers({ 'contact-name': 'Jo Bloggs' }),
      { 'contact-name': ANSWER_MESSAGES.shape },
    ],
    ['a date of two parts', MUG, mugAnswers({ 'deliver-by': ['5', '1'] }), { 'deliver-by': ANSWER_MESSAGES.shape }],
    ['a map for a select field', MUG, mugAnswers({ font: { a: 'b' } }), { font: ANSWER_MESSAGES.shape }],
    ['an engraving with <3', MUG, mugAnswers({ engraving: 'I <3 camping' }), { engraving: ANSWER_MESSAGES.engraving }],
    ['an engraving with an emoji', MUG, mugAnswers({ engraving: 'Camp 🏕' }), { engraving: ANSWER_MESSAGES.engraving }],
    ['an engraving with a slash', MUG, mugAnswers({ engraving: 'Jo/Sam' }), { engraving: ANSWER_MESSAGES.engraving }],
    ['initials with a dot', PATCH, patchAnswers({ initials: 'J.M' }), { initials: ANSWER_MESSAGES.initials }],
  ])("answers 400 with the field's error for %s", async (_name, formId, answers, errors) => {
    const visitor = await newVisitor(shop.base);
    const { status, json } = await validate(visitor, formId, answers);
    expect(status).toBe(400);
    expect(json).toEqual({ errors });
  });

  it('says what the server alone refuses in the texts server/README.md gives', () => {
    expect(ANSWER_MESSAGES.engraving).toBe("Engraving can use letters, numbers, spaces and . , ' & - only.");
    expect(ANSWER_MESSAGES.tooLong(24)).toBe('Must be 24 characters or fewer.');
  });

  it.each(["Zoë & Sam's - 2026.", 'Dad’s mug', 'ÉTÉ 1999'])('accepts the engraving %s', async (engraving) => {
    const visitor = await newVisitor(shop.base);
    expect(await validate(visitor, MUG, mugAnswers({ engraving }))).toMatchObject({
      status: 200,
      json: { errors: {} },
    });
  });

  it('accepts times on either clock, a phone of three parts and web addresses with or without a scheme', async () => {
    const visitor = await newVisitor(shop.base);
    for (const more of [
      { 'call-time': ['23', '15', '', ''] },
      { 'call-time': ['12', '', '', 'pm'] },
      { 'contact-phone': ['+44', '20 7946', '0958'] },
      { 'artwork-link': 'https://www.example.co.uk/logo.png?size=2' },
      { year: '-3.5' },
    ]) {
      expect(await validate(visitor, PATCH, patchAnswers(more)), JSON.stringify(more)).toMatchObject({ status: 200 });
    }
  });

  it('reports every broken field at once', async () => {
    const visitor = await newVisitor(shop.base);
    const { status, json } = await validate(visitor, MUG, {
      engraving: '<3',
      'recipient-email': 'nope',
      'deliver-by': ['2', '30', '2026'],
    });
    expect(status).toBe(400);
    expect(json.errors).toEqual({
      engraving: ANSWER_MESSAGES.engraving,
      font: 'Required',
      'recipient-email': ANSWER_MESSAGES.email,
      'deliver-by': 'Must be a real date.',
    });
  });

  it('answers 404 for an unknown form and 400 { message } for a body that is not a map of answers', async () => {
    const visitor = await newVisitor(shop.base);
    expect(await validate(visitor, 'nope', {})).toMatchObject({ status: 404, json: { message: FORM_NOT_CONFIGURED } });
    for (const body of [[], ['a'], { engraving: 5 }, { engraving: null }, { font: { a: 1 } }, 'text']) {
      const res = await validate(visitor, MUG, body === 'text' ? '"text"' : body);
      expect(res, JSON.stringify(body)).toMatchObject({ status: 400, json: { message: ANSWERS_BODY_INVALID } });
      expect(res.json).not.toHaveProperty('errors');
    }
    expect(await validate(visitor, MUG, '{"engraving": ')).toMatchObject({
      status: 400,
      json: { message: 'Request body is not valid JSON.' },
    });
  });

  it('needs the CSRF header like every other call that is not a GET', async () => {
    const visitor = await newVisitor(shop.base);
    const res = await api(shop.base, visitor, 'POST', `/api/rest/forms/validate/${MUG}`, mugAnswers(), {
      'X-CSRF-Token': 'wrong',
    });
    expect(res).toMatchObject({ status: 403, json: { crumbFail: true } });
  });
});

describe('answerErrors on the types no demo form uses', () => {
  const survey = v.parse(FormDefinitionSchema, {
    id: 'survey',
    fields: [
      { id: 'service', type: 'likert', title: 'Service', required: true, questions: ['Speed', 'Care'] },
      { id: 'home', type: 'address', title: 'Address' },
    ],
  });

  it('asks for every question of a required likert field, on the scale', () => {
    expect(answerErrors(survey, { service: { Speed: '2' } })).toEqual({
      service: 'Survey is not valid. Missing a required question.',
    });
    expect(answerErrors(survey, { service: { Speed: '2', Care: '5' } })).toEqual({ service: ANSWER_MESSAGES.option });
    expect(answerErrors(survey, { service: { Speed: '2', Care: '-1', Price: '0' } })).toEqual({
      service: ANSWER_MESSAGES.option,
    });
    expect(answerErrors(survey, { service: { Speed: '2', Care: '-1' } })).toEqual({});
  });

  it('takes an address of six parts', () => {
    const answers = { service: { Speed: '0', Care: '0' } };
    expect(answerErrors(survey, { ...answers, home: ['1 Main St', '', 'Springfield', 'IL', '62701', 'US'] })).toEqual(
      {},
    );
    expect(answerErrors(survey, { ...answers, home: ['1 Main St'] })).toEqual({ home: ANSWER_MESSAGES.shape });
  });
});

describe('adding a product with a form', () => {
  it('refuses an add without answers, 400 with the required fields, and adds nothing', async () => {
    const visitor = await newVisitor(shop.base);
    for (const additionalFields of [null, '']) {
      const res = await addMug(visitor, additionalFields);
      expect(res).toMatchObject({ status: 400 });
      expect(res.json).toEqual({ message: ANSWERS_MISSING, errors: { engraving: 'Required', font: 'Required' } });
    }
    const mug = await skuOf(shop.base, 'engraved-camp-mug');
    const absent = await api(shop.base, visitor, 'POST', ENTRIES, { itemId: mug.itemId, sku: mug.sku, quantity: 1 });
    expect(absent.json).toEqual({ message: ANSWERS_MISSING, errors: { engraving: 'Required', font: 'Required' } });
    expect((await api(shop.base, visitor, 'GET', '/api/commerce/shopping-cart')).json.entries).toEqual([]);
  });

  it('refuses invalid answers, 400 with the errors of the validation call', async () => {
    const visitor = await newVisitor(shop.base);
    const res = await addMug(visitor, mugAnswers({ engraving: 'I <3 mugs', font: 'Comic' }));
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      message: ANSWERS_INVALID,
      errors: { engraving: ANSWER_MESSAGES.engraving, font: 'Must be one of the options.' },
    });
    expect(await addMug(visitor, '[1, 2]')).toMatchObject({
      status: 400,
      json: { message: ADDITIONAL_FIELDS_INVALID },
    });
    expect(await addMug(visitor, '{"engraving": 3}')).toMatchObject({
      status: 400,
      json: { message: ADDITIONAL_FIELDS_INVALID },
    });
    expect((await api(shop.base, visitor, 'GET', '/api/commerce/shopping-cart')).json.entries).toEqual([]);
  });

  it('stores valid answers normalised and shows them as summary rows', async () => {
    const visitor = await newVisitor(shop.base);
    const res = await addMug(visitor, mugAnswers({ 'gift-wrap': ['Wrap it in kraft paper and twine'], extra: 'x' }), 2);
    expect(res.status).toBe(200);
    const entry = res.json.newlyAdded;
    expect(entry).toMatchObject({
      title: 'Engraved Camp Mug',
      quantity: 2,
      subTotal: 5600,
      additionalFieldsFormId: MUG,
    });
    expect(JSON.parse(entry.additionalFields)).toEqual({
      engraving: 'Base Camp 2026',
      font: 'Serif',
      'gift-message': '',
      'recipient-email': '',
      'deliver-by': ['', '', ''],
      'gift-wrap': ['Wrap it in kraft paper and twine'],
    });
    expect(entry.formSubmission).toEqual([
      { type: 'text', rawTitle: 'Engraving text', value: 'Base Camp 2026', values: ['Base Camp 2026'] },
      { type: 'select', rawTitle: 'Font', value: 'Serif', values: ['Serif'] },
      { type: 'textarea', rawTitle: 'Gift message', value: '', values: [] },
      { type: 'email', rawTitle: "Recipient's email", value: '', values: [] },
      { type: 'date', rawTitle: 'Deliver by', value: '', values: ['', '', ''] },
      {
        type: 'checkbox',
        rawTitle: 'Gift wrap',
        value: 'Wrap it in kraft paper and twine',
        values: ['Wrap it in kraft paper and twine'],
      },
    ]);
    const cart = await api(shop.base, visitor, 'GET', '/api/commerce/shopping-cart');
    expect(cart.json.entries[0]).toEqual(entry);
    expect(v.safeParse(CartSchema, cart.json).success).toBe(true);
  });

  it('summarises every answer type of the patch: names, phones, times and numbers; never the hidden field', async () => {
    const visitor = await newVisitor(shop.base);
    const patch = await skuOf(shop.base, 'custom-leather-patch');
    const res = await api(shop.base, visitor, 'POST', ENTRIES, {
      itemId: patch.itemId,
      sku: patch.sku,
      quantity: 1,
      additionalFields: JSON.stringify(
        patchAnswers({
          year: '1987',
          'artwork-link': 'example.com/logo.png',
          'contact-phone': ['555', '123', '4567'],
          'call-time': ['9', '5', '', 'AM'],
          referral: 'journal',
        }),
      ),
    });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.json.newlyAdded.additionalFields)).toMatchObject({
      'contact-phone': ['', '555', '123', '4567'],
      referral: 'journal',
    });
    expect(
      res.json.newlyAdded.formSubmission.map((row: { rawTitle: string; value: string }) => [row.rawTitle, row.value]),
    ).toEqual([
      ['Initials', 'JMB'],
      ['Stitching', 'Red'],
      ['Year under the initials', '1987'],
      ['Link to a logo to match', 'example.com/logo.png'],
      ['Name', 'Jo Bloggs'],
      ['Phone', '555 123 4567'],
      ['Best time to call', '9:05 AM'],
    ]);
  });

  it('merges an add with the same answers and keeps different answers in their own entry', async () => {
    const visitor = await newVisitor(shop.base);
    const first = await addMug(visitor, mugAnswers());
    // The same answers, written differently: other key order, an unknown key, an explicit blank.
    const same = await addMug(
      visitor,
      { font: 'Serif', 'gift-message': '', engraving: 'Base Camp 2026', other: 'x' },
      2,
    );
    expect(same.status).toBe(200);
    expect(same.json.newlyAdded.id).toBe(first.json.newlyAdded.id);
    expect(same.json.newlyAdded.quantity).toBe(3);
    const other = await addMug(visitor, mugAnswers({ font: 'Script' }));
    expect(other.json.newlyAdded.id).not.toBe(first.json.newlyAdded.id);
    const entries = other.json.shoppingCart.entries as { quantity: number; formSubmission: { value: string }[] }[];
    expect(entries.map((e) => [e.quantity, e.formSubmission[1]?.value])).toEqual([
      [3, 'Serif'],
      [1, 'Script'],
    ]);
  });

  it('gives entries of products without a form no form id and no summary, and refuses answers for them', async () => {
    const visitor = await newVisitor(shop.base);
    const tote = await skuOf(shop.base, 'canvas-tote');
    const res = await api(shop.base, visitor, 'POST', ENTRIES, { ...tote, quantity: 1, additionalFields: null });
    expect(res.json.newlyAdded).toMatchObject({
      additionalFields: null,
      additionalFieldsFormId: null,
      formSubmission: [],
    });
    for (const additionalFields of ['{"Monogram":"AB"}', '{}']) {
      const refused = await api(shop.base, visitor, 'POST', ENTRIES, { ...tote, quantity: 1, additionalFields });
      expect(refused).toMatchObject({ status: 400, json: { message: CART_LIMIT_MESSAGES.noForm('Canvas Tote') } });
    }
    const id = res.json.newlyAdded.id as string;
    const edit = await api(shop.base, visitor, 'PUT', `${ENTRIES}/${id}/additionalFields`, {
      ...tote,
      additionalFields: '{"Monogram":"AB"}',
    });
    expect(edit).toMatchObject({ status: 400, json: { message: CART_LIMIT_MESSAGES.noForm('Canvas Tote') } });
  });
});

describe('editing the answers of an entry', () => {
  async function edit(visitor: Visitor, entryId: string, additionalFields: unknown) {
    const mug = await skuOf(shop.base, 'engraved-camp-mug');
    return api(shop.base, visitor, 'PUT', `${ENTRIES}/${entryId}/additionalFields`, {
      itemId: mug.itemId,
      sku: mug.sku,
      additionalFields: additionalFields === null ? null : JSON.stringify(additionalFields),
    });
  }

  it('changes valid answers and their summary', async () => {
    const visitor = await newVisitor(shop.base);
    const id = (await addMug(visitor, mugAnswers())).json.newlyAdded.id as string;
    const res = await edit(visitor, id, mugAnswers({ engraving: 'Summit Club', 'deliver-by': ['12', '24', '2026'] }));
    expect(res.status).toBe(200);
    expect(res.json.updatedEntry).toMatchObject({ id, additionalFieldsFormId: MUG });
    expect(res.json.updatedEntry.formSubmission[0]).toMatchObject({ value: 'Summit Club' });
    expect(res.json.updatedEntry.formSubmission[4]).toMatchObject({ rawTitle: 'Deliver by', value: '12/24/2026' });
    const cart = await api(shop.base, visitor, 'GET', '/api/commerce/shopping-cart');
    expect(JSON.parse(cart.json.entries[0].additionalFields)).toMatchObject({ engraving: 'Summit Club' });
  });

  it('refuses invalid or missing answers, 400 with the errors, and keeps the old answers', async () => {
    const visitor = await newVisitor(shop.base);
    const added = (await addMug(visitor, mugAnswers())).json.newlyAdded;
    const invalid = await edit(visitor, added.id, mugAnswers({ engraving: 'Camp 🏕', 'gift-message': 'y'.repeat(300) }));
    expect(invalid.status).toBe(400);
    expect(invalid.json).toEqual({
      message: ANSWERS_INVALID,
      errors: { engraving: ANSWER_MESSAGES.engraving, 'gift-message': 'Must be 200 characters or fewer.' },
    });
    const missing = await edit(visitor, added.id, null);
    expect(missing.json).toEqual({ message: ANSWERS_MISSING, errors: { engraving: 'Required', font: 'Required' } });
    const cart = await api(shop.base, visitor, 'GET', '/api/commerce/shopping-cart');
    expect(cart.json.entries).toEqual([added]);
  });
});

describe('the product forms at start-up', () => {
  const mug = productForms[0] as FormDefinitionInput;

  it('loads the shop forms, by id and by product', () => {
    expect(shopForms.byId(MUG)?.fields.map((field) => field.id)).toContain('engraving');
    expect(shopForms.ofProduct('custom-leather-patch')?.id).toBe(PATCH);
    expect(shopForms.ofProduct('canvas-tote')).toBeUndefined();
    expect(shopForms.byId('nope')).toBeUndefined();
  });

  it('refuses a definition the schema refuses, repeated ids, and a product naming a missing form', () => {
    const broken = { ...mug, fields: [{ id: 'x', type: 'colour' }] } as unknown as FormDefinitionInput;
    expect(() => loadProductForms([broken], [])).toThrow(
      /form "form-camp-mug-engraving" is not a valid form definition: fields\.0\.type/,
    );
    expect(() => loadProductForms([mug, mug], [])).toThrow('two forms have the id "form-camp-mug-engraving"');
    const twice = { ...mug, fields: [...mug.fields, { id: 'font', type: 'text' as const }] };
    expect(() => loadProductForms([twice], [])).toThrow('has two fields "font"');
    const seed = { ...catalogue[0]!, formId: 'missing' };
    expect(() => loadProductForms([mug], [seed])).toThrow('names the form "missing", which does not exist');
    const noEngraving = { ...mug, fields: mug.fields.filter((field) => field.id !== 'engraving') };
    expect(() => loadProductForms([noEngraving], [])).toThrow('has no field "engraving"');
  });
});

describe('a subscription product with a form', () => {
  it('is refused without valid answers and keeps them normalised', () => {
    const db = openDatabase(':memory:');
    try {
      const products = createProducts(db);
      const form = shopForms.byId(MUG)!;
      const forms: ProductForms = {
        byId: (id) => (id === MUG ? form : undefined),
        ofProduct: (slug) => (slug === 'firewood-bundle-delivery' ? form : undefined),
      };
      const subscriptions = createSubscriptions(db, products, forms);
      const firewood = products.bySlug('firewood-bundle-delivery')!;
      const input = { itemId: firewood.id, sku: firewood.variants[0]!.sku, qty: 1, subscriptionOptionId: null };
      const refusal = (additionalFields: string | null) => {
        try {
          subscriptions.create({ ...input, additionalFields });
        } catch (error) {
          return error as HttpError;
        }
        throw new Error('the subscription was not refused');
      };
      expect(refusal(null)).toMatchObject({
        status: 400,
        message: ANSWERS_MISSING,
        extra: { errors: { engraving: 'Required', font: 'Required' } },
      });
      expect(refusal(JSON.stringify(mugAnswers({ engraving: '<3' })))).toMatchObject({
        status: 400,
        message: ANSWERS_INVALID,
        extra: { errors: { engraving: ANSWER_MESSAGES.engraving } },
      });
      const { cartToken } = subscriptions.create({ ...input, additionalFields: JSON.stringify(mugAnswers()) });
      expect(JSON.parse(subscriptions.byToken(cartToken)!.additionalFields!)).toMatchObject({
        engraving: 'Base Camp 2026',
        'deliver-by': ['', '', ''],
      });
    } finally {
      db.close();
    }
  });

  it('none of the shop has one: its subscriptions take any answers as before', () => {
    expect(catalogue.filter((seed) => seed.subscription && seed.formId)).toEqual([]);
  });
});

describe('the limits of a cart', () => {
  /** The leather patch's answers with a contact name of `length` characters (a name field has no length limit). */
  const longPatch = (length: number, initials = 'JMB') =>
    JSON.stringify(patchAnswers({ initials, 'contact-name': ['J'.repeat(length), 'B'] }));

  it(`hold at most ${MAX_CART_ENTRIES} entries; a full cart still takes more of an item it holds`, async () => {
    const visitor = await newVisitor(shop.base);
    const tote = await skuOf(shop.base, 'canvas-tote');
    const patch = await skuOf(shop.base, 'custom-leather-patch');
    expect((await api(shop.base, visitor, 'POST', ENTRIES, { ...tote, quantity: 1 })).status).toBe(200);
    // 59 engraved mugs and 40 patches, each with answers of its own: 100 entries.
    let last;
    for (let i = 0; i < 59; i += 1) {
      last = await addMug(visitor, { engraving: `Mug ${i}`, font: 'Serif' });
      expect(last.status, `mug ${i}`).toBe(200);
    }
    for (let i = 0; i < 40; i += 1) {
      const initials = `${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(65 + Math.floor(i / 26))}`;
      last = await api(shop.base, visitor, 'POST', ENTRIES, {
        ...patch,
        quantity: 1,
        additionalFields: JSON.stringify(patchAnswers({ initials })),
      });
      expect(last.status, `patch ${i}`).toBe(200);
    }
    expect(last?.json.shoppingCart.entries).toHaveLength(MAX_CART_ENTRIES);
    // A full cart of short answers is about 100 KB, not megabytes.
    expect(JSON.stringify(last?.json).length).toBeLessThan(128 * 1024);
    const beanie = await skuOf(shop.base, 'wool-beanie', { Colour: 'Rust' });
    expect(await api(shop.base, visitor, 'POST', ENTRIES, { ...beanie, quantity: 1 })).toMatchObject({
      status: 400,
      json: { message: CART_LIMIT_MESSAGES.entries },
    });
    const more = await api(shop.base, visitor, 'POST', ENTRIES, { ...tote, quantity: 2 });
    expect(more.status).toBe(200);
    expect(more.json.shoppingCart.entries).toHaveLength(MAX_CART_ENTRIES);
    expect(more.json.newlyAdded.quantity).toBe(3);
  });

  it(`keep each entry's answers to ${MAX_ENTRY_ANSWERS_CHARS} characters, and a cart's to ${MAX_CART_ANSWERS_CHARS}`, async () => {
    const visitor = await newVisitor(shop.base);
    const patch = await skuOf(shop.base, 'custom-leather-patch');
    const addPatch = (additionalFields: string) =>
      api(shop.base, visitor, 'POST', ENTRIES, { ...patch, quantity: 1, additionalFields });
    expect(await addPatch(longPatch(MAX_ENTRY_ANSWERS_CHARS))).toMatchObject({
      status: 400,
      json: { message: CART_LIMIT_MESSAGES.entryAnswers },
    });
    // Entries of nearly 4,000 characters of answers each, until the cart's answers would pass the limit.
    const perEntry = MAX_ENTRY_ANSWERS_CHARS - 200;
    let accepted = 0;
    let last;
    for (let i = 0; i < 20; i += 1) {
      last = await addPatch(longPatch(perEntry, `A${String.fromCharCode(65 + i)}`));
      if (last.status !== 200) break;
      accepted += 1;
    }
    expect(last).toMatchObject({ status: 400, json: { message: CART_LIMIT_MESSAGES.cartAnswers } });
    expect(accepted).toBeGreaterThanOrEqual(Math.floor(MAX_CART_ANSWERS_CHARS / MAX_ENTRY_ANSWERS_CHARS));
    expect(accepted).toBeLessThanOrEqual(Math.ceil(MAX_CART_ANSWERS_CHARS / perEntry));
    const cart = await api(shop.base, visitor, 'GET', '/api/commerce/shopping-cart');
    expect(cart.json.entries).toHaveLength(accepted);
    const stored = cart.json.entries.reduce(
      (sum: number, e: { additionalFields: string }) => sum + e.additionalFields.length,
      0,
    );
    expect(stored).toBeLessThanOrEqual(MAX_CART_ANSWERS_CHARS);
    // The answers show more than once (as text and in the order's summary): still about 100 KB in all.
    expect(JSON.stringify(cart.json).length).toBeLessThan(128 * 1024);
    // Editing an entry's answers counts the others too: a longer one is refused, a shorter one taken.
    const first = cart.json.entries[0].id as string;
    const edit = (additionalFields: string) =>
      api(shop.base, visitor, 'PUT', `${ENTRIES}/${first}/additionalFields`, { ...patch, additionalFields });
    expect(await edit(longPatch(MAX_ENTRY_ANSWERS_CHARS + 10))).toMatchObject({
      status: 400,
      json: { message: CART_LIMIT_MESSAGES.entryAnswers },
    });
    expect((await edit(longPatch(10))).status).toBe(200);
    expect((await addPatch(longPatch(perEntry, 'ZZ'))).status).toBe(200);
  });

  it('refuse answers for a subscription without a form, as the cart does', async () => {
    const visitor = await newVisitor(shop.base);
    const coffee = await productItem(shop.base, 'trailhead-coffee-subscription');
    const sku = coffee.structuredContent.variants[0]?.sku;
    const refused = await api(shop.base, visitor, 'POST', '/api/3/commerce/cart/subscription', {
      itemId: coffee.id,
      sku,
      qty: 1,
      additionalFields: '{"note":"x"}',
    });
    expect(refused).toMatchObject({ status: 400, json: { message: CART_LIMIT_MESSAGES.noForm(coffee.title) } });
  });
});
