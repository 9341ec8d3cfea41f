// @vitest-environment node
import Database from 'better-sqlite3';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_SUCCESS_TEXT,
  FORM_BLOCK_IDS,
  FORM_PAGES,
  formBlocks,
  type FormBlockSeed,
} from '../../demo/form-blocks';
import { CAPTCHA_MESSAGES } from '../../server/captcha';
import { FORM_SUBMISSION_MESSAGES, loadFormBlocks, shopFormBlocks } from '../../server/form-blocks';
import { PageContextSchema } from '../../src/context/page-context';
import { FIELD_TYPES, FormDefinitionSchema } from '../../src/forms/definition';
import { api, newVisitor, ownerFetch, useServer, type Visitor } from './helpers';
import { withoutServerMarks } from '../markup';

const KEY_PATH = '/api/form/FormSubmissionKey';
const SAVE_PATH = '/api/form/SaveFormSubmission';
const FORM_ACTION = 'FORM_BLOCK_SUBMISSION';
const NEWSLETTER_ACTION = 'NEWSLETTER_BLOCK_SUBMISSION';

/** Captcha on (the demo's stand-in), 5 submissions of a form per visitor a minute. */
const shop = useServer();
/** Keys good for 300 ms. */
const shortKeys = useServer({ formKeyMaxAgeMs: 300 });
const noCaptcha = useServer({ captcha: null });
/** The owner's page, from no submissions on. */
const owner = useServer({ captcha: null });

async function issueKey(base: string, visitor: Visitor): Promise<string> {
  const answer = await api(base, visitor, 'POST', KEY_PATH);
  expect(answer.status).toBe(200);
  return answer.json.key as string;
}

/** A token from the captcha stand-in, as its script gets one. */
async function captchaToken(base: string, action: string): Promise<string> {
  const res = await fetch(`${base}/captcha/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ siteKey: 'demo-captcha-site-key', action }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** Answers to the contact form that pass every check. */
function contactAnswers(changes: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: ['Sam', 'Rivera'],
    email: 'sam@example.com',
    phone: ['', '555', '010', '1234'],
    address: ['1 Main St', '', 'Springfield', 'IL', '62701', 'US'],
    website: 'example.com',
    topic: 'An order',
    'order-number': 'FH-12345',
    items: '2',
    message: 'Where is my order?',
    'reply-by': 'Email',
    'best-day': ['5', '14', '2026'],
    'best-time': ['9', '30', '', 'AM'],
    interests: ['Workshops'],
    service: { 'Speed of reply': '2', Helpfulness: '1' },
    'utm-source': 'journal',
    ...changes,
  };
}

const catalogueAnswers = (changes: Record<string, unknown> = {}) => ({
  name: ['Alex', 'Moss'],
  address: ['2 Oak Ave', '', 'Portland', 'OR', '97201', 'US'],
  catalogues: ['Autumn and winter'],
  email: '',
  ...changes,
});

const PAGE_FIELDS = {
  contact: { pageId: FORM_PAGES.contact.id, pagePath: '/contact', pageTitle: 'Contact' },
  catalogueRequest: {
    pageId: FORM_PAGES.catalogueRequest.id,
    pagePath: '/catalogue-request',
    pageTitle: 'Request a catalogue',
  },
};

interface SubmitOptions {
  /** The captcha action to get a token for; null for none. */
  readonly action?: string | null;
  /** Fields of the body to change (or remove, with undefined). */
  readonly body?: Record<string, unknown>;
}

/** Submits `answers` to `formId` the way the form block does: a key, a captcha token, then the save. */
async function submit(
  base: string,
  visitor: Visitor,
  formId: string,
  answers: unknown,
  { action = formId === FORM_BLOCK_IDS.newsletter ? NEWSLETTER_ACTION : FORM_ACTION, body = {} }: SubmitOptions = {},
) {
  const block = shopFormBlocks.byId(formId);
  const page = formId === FORM_BLOCK_IDS.catalogueRequest ? PAGE_FIELDS.catalogueRequest : PAGE_FIELDS.contact;
  return api(base, visitor, 'POST', SAVE_PATH, {
    form: typeof answers === 'string' ? answers : JSON.stringify(answers),
    key: await issueKey(base, visitor),
    ...(action ? { captchaKey: await captchaToken(base, action) } : {}),
    formId,
    collectionId: block?.definition.collectionId ?? null,
    objectName: block?.definition.objectName ?? null,
    ...page,
    ...body,
  });
}

/** The submissions the shop on `dbPath` keeps, newest first. */
function storedSubmissions(dbPath: string) {
  const db = new Database(dbPath, { readonly: true });
  try {
    return db.prepare('SELECT * FROM form_submissions ORDER BY seq DESC').all() as Record<string, unknown>[];
  } finally {
    db.close();
  }
}

/** A page; the owner's pages (`/config/…`) as the signed-in owner. */
async function page(base: string, path: string) {
  const res = path.startsWith('/config/') ? await ownerFetch(base, path) : await fetch(`${base}${path}`);
  return { res, html: withoutServerMarks(await res.text()) };
}

function contextOf(html: string) {
  const match = /<script type="application\/json" id="sq-page-context">([\s\S]*?)<\/script>/.exec(html);
  const context: unknown = JSON.parse(match?.[1] ?? 'null');
  expect(v.safeParse(PageContextSchema, context).issues).toBeUndefined();
  return context as Record<string, unknown>;
}

/** The definition in each `<sq-{tag}>` of a page. */
function definitionsIn(html: string, tag: string) {
  // The element's first markup: the definition in the script it writes first thing.
  const pattern = new RegExp(
    `<${tag} data-state="ready"><div class="sq-form-block__body"><script type="application/json">([\\s\\S]*?)</script>`,
    'g',
  );
  return [...html.matchAll(pattern)].map((match) => v.parse(FormDefinitionSchema, JSON.parse(match[1] ?? 'null')));
}

describe('the demo form blocks', () => {
  it('are valid definitions: a contact form with every field type, a newsletter and a redirecting form', () => {
    const contact = shopFormBlocks.byId(FORM_BLOCK_IDS.contact)!;
    expect(contact.kind).toBe('form');
    expect(new Set(contact.definition.fields.map((field) => field.type))).toEqual(new Set(FIELD_TYPES));
    expect(contact.definition).toMatchObject({ captcha: true, success: { text: CONTACT_SUCCESS_TEXT } });
    expect(contact.definition.fields.find((field) => field.id === 'message')?.maxLength).toBe(
      CONTACT_MESSAGE_MAX_LENGTH,
    );
    expect(contact.definition.fields.find((field) => field.type === 'address')?.country).toBe('US');
    expect(contact.definition.fields.find((field) => field.type === 'hidden')).toMatchObject({
      name: 'utm_source',
      defaultValue: 'direct',
    });
    const newsletter = shopFormBlocks.byId(FORM_BLOCK_IDS.newsletter)!;
    expect(newsletter.kind).toBe('newsletter');
    expect(newsletter.definition.captcha).toBe(true);
    expect(newsletter.definition.fields.map((field) => [field.type, field.required])).toEqual([
      ['email', true],
      ['name', false],
    ]);
    expect(shopFormBlocks.byId(FORM_BLOCK_IDS.catalogueRequest)?.definition.success).toEqual({
      redirect: '/journal',
    });
  });

  it('refuse, at start-up, a definition the schema refuses, repeated ids and a server rule without its field', () => {
    const contact = formBlocks[0] as FormBlockSeed;
    const broken = { ...contact, definition: { ...contact.definition, fields: [{ id: 'x', type: 'colour' }] } };
    expect(() => loadFormBlocks([broken as unknown as FormBlockSeed])).toThrow(
      /demo\/form-blocks\.ts: form "form-contact" is not a valid form definition: fields\.0\.type/,
    );
    expect(() => loadFormBlocks([contact, contact])).toThrow('two forms have the id "form-contact"');
    const noOrderNumber = {
      ...contact,
      definition: {
        ...contact.definition,
        fields: contact.definition.fields.filter((field) => field.id !== 'order-number'),
      },
    };
    expect(() => loadFormBlocks([noOrderNumber])).toThrow('has no field "order-number"');
  });
});

describe('POST /api/form/FormSubmissionKey', () => {
  it('answers a new key each time, with the CSRF header only', async () => {
    const visitor = await newVisitor(shop.base);
    const first = await issueKey(shop.base, visitor);
    const second = await issueKey(shop.base, visitor);
    expect(first).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(second).not.toBe(first);
    const noCsrf = await api(shop.base, undefined, 'POST', KEY_PATH, undefined, { Cookie: visitor.cookie });
    expect(noCsrf).toMatchObject({ status: 403, json: { crumbFail: true } });
    expect((await api(shop.base, visitor, 'GET', KEY_PATH)).status).toBe(405);
  });

  it('gives keys that work once', async () => {
    const visitor = await newVisitor(shop.base);
    const key = await issueKey(shop.base, visitor);
    const body = {
      form: JSON.stringify(catalogueAnswers()),
      key,
      formId: FORM_BLOCK_IDS.catalogueRequest,
      ...PAGE_FIELDS.catalogueRequest,
    };
    expect(await api(shop.base, visitor, 'POST', SAVE_PATH, body)).toMatchObject({ status: 200, json: {} });
    expect(await api(shop.base, visitor, 'POST', SAVE_PATH, body)).toMatchObject({
      status: 400,
      json: { message: FORM_SUBMISSION_MESSAGES.keyUsed },
    });
    expect(await api(shop.base, visitor, 'POST', SAVE_PATH, { ...body, key: 'made-up' })).toMatchObject({
      status: 400,
      json: { message: FORM_SUBMISSION_MESSAGES.keyUnknown },
    });
    const { key: _key, ...keyless } = body;
    expect(await api(shop.base, visitor, 'POST', SAVE_PATH, keyless)).toMatchObject({
      status: 400,
      json: { message: FORM_SUBMISSION_MESSAGES.keyMissing },
    });
    expect(await api(shop.base, visitor, 'POST', SAVE_PATH, { ...body, key: '' })).toMatchObject({
      status: 400,
      json: { message: FORM_SUBMISSION_MESSAGES.keyMissing },
    });
  });

  it('gives keys that expire', async () => {
    // The shop (in this process) reads the time from Date: held still and moved by the test, a key
    // is 450 ms old, or fresh, however slow the machine is between the calls.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const visitor = await newVisitor(shortKeys.base);
      const key = await issueKey(shortKeys.base, visitor);
      vi.setSystemTime(Date.now() + 450);
      const late = await api(shortKeys.base, visitor, 'POST', SAVE_PATH, {
        form: JSON.stringify(catalogueAnswers()),
        key,
        formId: FORM_BLOCK_IDS.catalogueRequest,
      });
      expect(late).toMatchObject({ status: 400, json: { message: FORM_SUBMISSION_MESSAGES.keyExpired } });
      expect(storedSubmissions(shortKeys.server.dbPath)).toEqual([]);
      // A fresh key is good.
      expect((await submit(shortKeys.base, visitor, FORM_BLOCK_IDS.catalogueRequest, catalogueAnswers())).status).toBe(
        200,
      );
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('POST /api/form/SaveFormSubmission', () => {
  it('keeps a contact form submission, answers normalised, with its page fields, and answers {}', async () => {
    const visitor = await newVisitor(shop.base);
    const before = Date.now();
    const answer = await submit(shop.base, visitor, FORM_BLOCK_IDS.contact, {
      ...contactAnswers(),
      phone: ['555', '010', '1234'],
      'not-a-field': 'ignored',
    });
    expect(answer).toMatchObject({ status: 200, json: {} });
    const [row] = storedSubmissions(shop.server.dbPath);
    expect(row).toMatchObject({
      form_id: FORM_BLOCK_IDS.contact,
      collection_id: FORM_PAGES.contact.id,
      object_name: 'block-contact-form',
      page_id: FORM_PAGES.contact.id,
      page_path: '/contact',
      page_title: 'Contact',
    });
    expect(row!.created).toBeGreaterThanOrEqual(before);
    const answers = JSON.parse(row!.answers as string) as Record<string, unknown>;
    expect(answers).toEqual(contactAnswers());
    expect(Object.keys(answers)).toEqual(Object.keys(contactAnswers()));
  });

  it('keeps a newsletter sign-up with its own captcha action, and a catalogue request with none', async () => {
    const visitor = await newVisitor(shop.base);
    const signUp = await submit(shop.base, visitor, FORM_BLOCK_IDS.newsletter, {
      email: 'news@example.com',
      name: ['', ''],
    });
    expect(signUp).toMatchObject({ status: 200, json: {} });
    expect(storedSubmissions(shop.server.dbPath)[0]).toMatchObject({ form_id: FORM_BLOCK_IDS.newsletter });
    const request = await submit(shop.base, visitor, FORM_BLOCK_IDS.catalogueRequest, catalogueAnswers(), {
      action: null,
    });
    expect(request).toMatchObject({ status: 200, json: {} });
    expect(storedSubmissions(shop.server.dbPath)[0]).toMatchObject({
      form_id: FORM_BLOCK_IDS.catalogueRequest,
      page_path: '/catalogue-request',
    });
  });

  it('answers 404 for a form the shop does not have', async () => {
    const visitor = await newVisitor(shop.base);
    for (const formId of ['form-nope', 'form-camp-mug-engraving']) {
      expect(await submit(shop.base, visitor, formId, {})).toMatchObject({
        status: 404,
        json: { message: 'This form has not been configured yet.' },
      });
    }
  });

  it('refuses form fields that are not JSON text of answers by field id', async () => {
    const visitor = await newVisitor(shop.base);
    for (const form of ['{"name": ', '[]', '"text"', '{"name": 3}', '{"service": {"Speed of reply": 2}}']) {
      expect(await submit(shop.base, visitor, FORM_BLOCK_IDS.catalogueRequest, form), form).toMatchObject({
        status: 400,
        json: { message: 'Could not parse the form fields, please check your entries.' },
      });
    }
    for (const form of [undefined, { name: ['A', 'B'] }]) {
      expect(await submit(shop.base, visitor, FORM_BLOCK_IDS.catalogueRequest, '{}', { body: { form } })).toMatchObject(
        { status: 400, json: { message: 'Could not parse the form fields, please check your entries.' } },
      );
    }
    expect(await api(shop.base, visitor, 'POST', SAVE_PATH, 'not json')).toMatchObject({ status: 400 });
  });

  it('needs a captcha token for this form: none, made up, or for another action is refused', async () => {
    const visitor = await newVisitor(shop.base);
    const none = await submit(shop.base, visitor, FORM_BLOCK_IDS.contact, contactAnswers(), { action: null });
    expect(none).toMatchObject({ status: 400, json: { message: CAPTCHA_MESSAGES.missing } });
    const madeUp = await submit(shop.base, visitor, FORM_BLOCK_IDS.contact, contactAnswers(), {
      body: { captchaKey: 'abc.def' },
    });
    expect(madeUp).toMatchObject({ status: 400, json: { message: CAPTCHA_MESSAGES.invalid } });
    for (const [formId, action] of [
      [FORM_BLOCK_IDS.contact, NEWSLETTER_ACTION],
      [FORM_BLOCK_IDS.contact, 'PRODUCT_WAITLIST_SUBMISSION'],
      [FORM_BLOCK_IDS.newsletter, FORM_ACTION],
    ] as const) {
      const wrong = await submit(shop.base, visitor, formId, contactAnswers(), { action });
      expect(wrong, `${formId} with ${action}`).toMatchObject({
        status: 400,
        json: { message: CAPTCHA_MESSAGES.wrongAction },
      });
    }
    // A shop without a captcha takes the form without a token.
    const off = await newVisitor(noCaptcha.base);
    expect(await submit(noCaptcha.base, off, FORM_BLOCK_IDS.contact, contactAnswers(), { action: null })).toMatchObject(
      { status: 200, json: {} },
    );
  });

  it('marks each field the answers break: required, email, character limit, and the order number only the server knows', async () => {
    const visitor = await newVisitor(shop.base);
    const blank = await submit(shop.base, visitor, FORM_BLOCK_IDS.contact, {
      'utm-source': 'direct',
    });
    expect(blank).toEqual({
      status: 400,
      headers: expect.anything(),
      json: {
        message: 'One or more fields is invalid, please check your entries.',
        // A required email field left empty is told the email rule, as when non-empty.
        errors: {
          name: 'Required',
          email: 'Email is not valid. Email addresses should follow the format user@domain.com.',
          topic: 'Required',
          message: 'Required',
        },
      },
    });
    const invalid = await submit(
      shop.base,
      visitor,
      FORM_BLOCK_IDS.contact,
      contactAnswers({
        email: 'sam@example',
        message: 'x'.repeat(CONTACT_MESSAGE_MAX_LENGTH + 1),
        'order-number': 'FH-1234',
        items: 'two',
        website: 'not a site',
        'best-day': ['2', '30', '2026'],
        topic: 'Complaints',
      }),
    );
    expect(invalid.status).toBe(400);
    expect(invalid.json.errors).toEqual({
      email: 'Email is not valid. Email addresses should follow the format user@domain.com.',
      website: 'Must be a web address, such as example.com.',
      topic: 'Must be one of the options.',
      'order-number': 'Order numbers look like FH-12345.',
      items: 'Must be a number.',
      message: 'You have exceeded the character limit.',
      'best-day': 'Must be a real date.',
    });
    // At the limit (in characters, as the counter counts: an emoji is one) is fine.
    const atLimit = await submit(
      shop.base,
      visitor,
      FORM_BLOCK_IDS.contact,
      contactAnswers({ message: '🏕'.repeat(CONTACT_MESSAGE_MAX_LENGTH), 'order-number': '' }),
    );
    expect(atLimit).toMatchObject({ status: 200, json: {} });
    const newsletter = await submit(shop.base, visitor, FORM_BLOCK_IDS.newsletter, { email: '  ' });
    expect(newsletter.json).toEqual({
      message: 'One or more fields is invalid, please check your entries.',
      errors: { email: 'Email is not valid. Email addresses should follow the format user@domain.com.' },
    });
  });

  it('fails with 500 when an answer is __fail__, and keeps nothing', async () => {
    const visitor = await newVisitor(shop.base);
    const before = storedSubmissions(shop.server.dbPath).length;
    for (const answers of [contactAnswers({ message: '__fail__' }), contactAnswers({ name: ['__fail__', 'X'] })]) {
      expect(await submit(shop.base, visitor, FORM_BLOCK_IDS.contact, answers)).toMatchObject({
        status: 500,
        json: { message: FORM_SUBMISSION_MESSAGES.forcedFailure },
      });
    }
    expect(storedSubmissions(shop.server.dbPath)).toHaveLength(before);
  });

  it('answers 429 to a burst of submissions of one form by one visitor, and to no one else', async () => {
    const visitor = await newVisitor(shop.base);
    for (let i = 0; i < 5; i += 1) {
      const answer = await submit(shop.base, visitor, FORM_BLOCK_IDS.catalogueRequest, catalogueAnswers());
      expect(answer.status, `submission ${i + 1}`).toBe(200);
    }
    const sixth = await submit(shop.base, visitor, FORM_BLOCK_IDS.catalogueRequest, catalogueAnswers());
    expect(sixth).toMatchObject({ status: 429, json: { message: FORM_SUBMISSION_MESSAGES.rateLimited } });
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // Refused ones count too, the same visitor's other forms and other visitors do not.
    expect((await submit(shop.base, visitor, FORM_BLOCK_IDS.newsletter, { email: 'a@example.com' })).status).toBe(200);
    const other = await newVisitor(shop.base);
    expect((await submit(shop.base, other, FORM_BLOCK_IDS.catalogueRequest, catalogueAnswers())).status).toBe(200);
  });
});

describe('pages with form blocks', () => {
  it('render /contact: the contact form and the newsletter, with their definitions, and page fields in the context', async () => {
    const { res, html } = await page(shop.base, '/contact');
    expect(res.status).toBe(200);
    expect(html).toContain('<h1>Contact</h1>');
    expect(definitionsIn(html, 'sq-form-block')).toEqual([shopFormBlocks.byId(FORM_BLOCK_IDS.contact)!.definition]);
    expect(definitionsIn(html, 'sq-newsletter')).toEqual([shopFormBlocks.byId(FORM_BLOCK_IDS.newsletter)!.definition]);
    expect(contextOf(html)).toMatchObject({
      pageType: 2,
      collection: { id: FORM_PAGES.contact.id, title: 'Contact', type: 10 },
      captchaSettings: { siteKey: 'demo-captcha-site-key' },
    });
    expect(html).toContain('<a href="/contact" aria-current="page">Contact</a>');
    expect(html).toContain('<a href="/catalogue-request">Request a catalogue</a>');
  });

  it('render /catalogue-request with its redirecting form', async () => {
    const { res, html } = await page(shop.base, '/catalogue-request');
    expect(res.status).toBe(200);
    expect(html).toContain('<h1>Request a catalogue</h1>');
    const [definition] = definitionsIn(html, 'sq-form-block');
    expect(definition).toMatchObject({ id: FORM_BLOCK_IDS.catalogueRequest, success: { redirect: '/journal' } });
    expect(contextOf(html)).toMatchObject({
      pageType: 2,
      collection: { id: FORM_PAGES.catalogueRequest.id, title: 'Request a catalogue', type: 10 },
    });
  });

  it('link Contact from the header of every page', async () => {
    for (const path of ['/', '/journal', '/cart']) {
      expect((await page(shop.base, path)).html, path).toContain('<a href="/contact">Contact</a>');
    }
  });

  it('list the submissions for the owner, newest first, each answer with its title', async () => {
    const { html: empty } = await page(owner.base, '/config/form-submissions');
    expect(empty).toContain('No submissions yet.');

    const visitor = await newVisitor(owner.base);
    expect(
      (
        await submit(owner.base, visitor, FORM_BLOCK_IDS.contact, contactAnswers({ message: 'First <b>message</b>' }), {
          action: null,
        })
      ).status,
    ).toBe(200);
    expect(
      (await submit(owner.base, visitor, FORM_BLOCK_IDS.newsletter, { email: 'later@example.com' }, { action: null }))
        .status,
    ).toBe(200);
    const { res, html } = await page(owner.base, '/config/form-submissions');
    expect(res.status).toBe(200);
    expect(html).toContain('<h1>Form submissions</h1>');
    const items = [...html.matchAll(/<li class="form-submission">([\s\S]*?)<\/li>/g)].map((match) => match[1]!);
    expect(items).toHaveLength(2);
    expect(items[0]).toContain('Field notes by email <code>form-newsletter</code>');
    expect(items[0]).toContain('<dt>Email</dt><dd>later@example.com</dd>');
    expect(items[1]).toContain('Contact us <code>form-contact</code>');
    expect(items[1]).toContain('<a href="/contact">Contact</a>');
    for (const line of [
      '<dt>Name</dt><dd>Sam Rivera</dd>',
      '<dt>Message</dt><dd>First &lt;b&gt;message&lt;/b&gt;</dd>',
      '<dt>Best day to reach you</dt><dd>5/14/2026</dd>',
      '<dt>Also tell me about</dt><dd>Workshops</dd>',
      '<dt>How did we do last time?</dt><dd>Speed of reply: Strongly Agree; Helpfulness: Agree</dd>',
      '<dt>utm_source</dt><dd>journal</dd>',
    ]) {
      expect(items[1]).toContain(line);
    }
    expect(html).toMatch(
      /<nav class="site-footer__owner" aria-label="Owner">Owner: .*<a href="\/config\/form-submissions">form submissions<\/a>.*<\/nav>/,
    );
  });

  it("link a submission's page only when the visitor's browser named a page of this site", async () => {
    const visitor = await newVisitor(owner.base);
    for (const pagePath of [
      'https://evil.example/login',
      '//evil.example/x',
      '/\\evil.example/x',
      'javascript:alert(1)',
    ]) {
      const body = { pagePath, pageTitle: 'Sign in' };
      const answer = await submit(
        owner.base,
        visitor,
        FORM_BLOCK_IDS.newsletter,
        { email: 'a@example.com' },
        {
          action: null,
          body,
        },
      );
      expect(answer.status).toBe(200);
      const { html } = await page(owner.base, '/config/form-submissions');
      const [newest] = [...html.matchAll(/<li class="form-submission">([\s\S]*?)<\/li>/g)].map((match) => match[1]!);
      expect(newest).not.toContain('<a href=');
      expect(newest).toContain(` · from Sign in (${pagePath})`);
    }
  });
});
