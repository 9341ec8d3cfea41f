import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { FORM_BLOCK_MESSAGES } from '../src/forms/block-messages';
import { formBlockErrors } from '../src/forms/checks';
import type { FormDefinition } from '../src/forms/definition';
import { FORM_MESSAGES } from '../src/forms/messages';
import { FORM_PATHS } from '../src/api/forms';
import { submitForm } from '../src/forms/submission';
import { givenSessionCookies } from './render';
import { server } from './setup';

const texts = { ...FORM_MESSAGES, ...FORM_BLOCK_MESSAGES };

const field = (overrides: Partial<FormDefinition['fields'][number]>): FormDefinition['fields'][number] => ({
  id: 'f',
  type: 'text',
  title: '',
  required: false,
  options: [],
  questions: [],
  ...overrides,
});

const CONTACT: FormDefinition = {
  id: 'contact',
  collectionId: 'c1',
  objectName: 'block-7',
  captcha: false,
  disableValidation: false,
  fields: [
    field({ id: 'name', type: 'name', title: 'Name', required: true }),
    field({ id: 'email', type: 'email', title: 'Email', required: true }),
    field({ id: 'alt', type: 'email', title: 'Other email' }),
    field({ id: 'message', type: 'textarea', title: 'Message', maxLength: 10 }),
    field({ id: 'intro', type: 'section', title: 'About you' }),
  ],
};

const EMAIL_MESSAGE = 'Email is not valid. Email addresses should follow the format user@domain.com.';

describe('the checks of a form block', () => {
  it('say "Required" for an empty required field, whatever its shape, and the email message for a required email', () => {
    // The email rule applies to an email field when it is required or non-empty.
    expect(formBlockErrors(CONTACT, { name: ['', ' '], email: '' }, texts)).toEqual({
      name: 'Required',
      email: EMAIL_MESSAGE,
    });
    expect(Object.keys(formBlockErrors(CONTACT, { email: '  ' }, texts))).toEqual(['name', 'email']);
    expect(formBlockErrors(CONTACT, { name: ['Sam', 'Lee'] }, texts)).toEqual({ email: EMAIL_MESSAGE });
  });

  it('say "You have exceeded the character limit." past maxLength, counting characters, and accept it at the limit', () => {
    const answers = { name: ['Sam', 'Lee'], email: 'sam@example.com' };
    expect(formBlockErrors(CONTACT, { ...answers, message: '12345678901' }, texts)).toEqual({
      message: 'You have exceeded the character limit.',
    });
    expect(formBlockErrors(CONTACT, { ...answers, message: '😀😀😀😀😀😀😀😀😀😀' }, texts)).toEqual({});
    expect(formBlockErrors(CONTACT, { ...answers, message: '' }, texts)).toEqual({});
  });

  it('check an email field that is required or filled in: 3 to 256 characters, an address', () => {
    const base = { name: ['Sam', 'Lee'] };
    expect(formBlockErrors(CONTACT, { ...base, email: 'sam@' }, texts)).toEqual({ email: EMAIL_MESSAGE });
    expect(formBlockErrors(CONTACT, { ...base, email: 'sam@example.com', alt: 'nope' }, texts)).toEqual({
      alt: EMAIL_MESSAGE,
    });
    expect(formBlockErrors(CONTACT, { ...base, email: 'sam@example.com', alt: '' }, texts)).toEqual({});
    const long = `${'a'.repeat(250)}@example.com`;
    expect(formBlockErrors(CONTACT, { ...base, email: long }, texts)).toEqual({ email: EMAIL_MESSAGE });
  });

  it('are skipped when the definition turns client validation off', () => {
    expect(formBlockErrors({ ...CONTACT, disableValidation: true }, { email: 'x' }, texts)).toEqual({});
  });

  it('keep a field id named __proto__ as a field of its own', () => {
    const form = { ...CONTACT, fields: [field({ id: '__proto__', type: 'email', title: 'Email' })] };
    const errors = formBlockErrors(form, JSON.parse('{"__proto__": "x"}') as Record<string, string>, texts);
    expect(Object.keys(errors)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(errors)).toBe(Object.prototype);
  });
});

/** The platform's form calls; `save` answers the save call, and every body is kept. */
function platform(
  save: () => Response = () => HttpResponse.json({}),
  key: () => Response = () => HttpResponse.json({ key: 'k1' }),
) {
  const bodies: unknown[] = [];
  server.use(
    http.post(FORM_PATHS.key, () => key()),
    http.post(FORM_PATHS.save, async ({ request }) => {
      bodies.push(await request.json());
      return save();
    }),
  );
  return bodies;
}

const PAGE = { pageId: 'page-1', pagePath: '/contact', pageTitle: 'Contact' };
const ANSWERS = { name: ['Sam', 'Lee'], email: 'sam@example.com', alt: '', message: 'Hi', intro: 'ignored' };

describe('a form submission', () => {
  it('asks for a key, then sends the answers as JSON text with the key, captcha and page fields', async () => {
    givenSessionCookies();
    const bodies = platform();
    expect(await submitForm(CONTACT, ANSWERS, PAGE, 'captcha-1', texts)).toEqual({ ok: true });
    expect(bodies).toEqual([
      {
        form: JSON.stringify({ name: ['Sam', 'Lee'], email: 'sam@example.com', alt: '', message: 'Hi' }),
        key: 'k1',
        captchaKey: 'captcha-1',
        formId: 'contact',
        collectionId: 'c1',
        objectName: 'block-7',
        pageId: 'page-1',
        pagePath: '/contact',
        pageTitle: 'Contact',
      },
    ]);
  });

  it('leaves the captcha key out when there is none', async () => {
    givenSessionCookies();
    const bodies = platform();
    await submitForm(CONTACT, ANSWERS, PAGE, null, texts);
    expect(Object.keys(bodies[0] as object)).not.toContain('captchaKey');
  });

  it.each([
    [401, {}, 'Unable to submit form. Please try again later.'],
    [404, { message: 'Not here' }, 'This form has not been configured yet.'],
    [429, {}, 'Unable to submit form. Submission rate limit exceeded. Please try again later.'],
    [500, { message: 'Database down' }, 'Unable to send form. Please try again later.'],
    [409, { message: 'Submissions are closed <b>today</b>.' }, 'Submissions are closed <b>today</b>.'],
    [418, {}, 'Unknown error, please try again later.'],
    [
      503,
      { message: 'The shop is busy. Please try again in a moment.' },
      'The shop is busy. Please try again in a moment.',
    ],
    [
      400,
      { message: 'Could not parse the form fields, please check your entries.' },
      'Could not parse the form fields, please check your entries.',
    ],
    [400, {}, 'Unknown error, please try again later.'],
  ])('says what a %i with %j means', async (status, body, message) => {
    givenSessionCookies();
    platform(() => HttpResponse.json(body, { status }));
    expect(await submitForm(CONTACT, ANSWERS, PAGE, null, texts)).toEqual({ ok: false, message, fieldErrors: {} });
  });

  it('says "Unknown error, please try again later." for a 502 without a body', async () => {
    givenSessionCookies();
    platform(() => new HttpResponse(null, { status: 502 }));
    expect(await submitForm(CONTACT, ANSWERS, PAGE, null, texts)).toEqual({
      ok: false,
      message: 'Unknown error, please try again later.',
      fieldErrors: {},
    });
  });

  it('keeps the per-field errors of a 400 with "One or more fields is invalid, please check your entries."', async () => {
    givenSessionCookies();
    platform(() => HttpResponse.json({ errors: { email: 'We cannot reach this address.' } }, { status: 400 }));
    expect(await submitForm(CONTACT, ANSWERS, PAGE, null, texts)).toEqual({
      ok: false,
      message: 'One or more fields is invalid, please check your entries.',
      fieldErrors: { email: 'We cannot reach this address.' },
    });
  });

  it('says "Could not get a form submission key, please try again later." and sends nothing when the key call fails', async () => {
    givenSessionCookies();
    const bodies = platform(undefined, () => HttpResponse.json({}, { status: 500 }));
    expect(await submitForm(CONTACT, ANSWERS, PAGE, null, texts)).toEqual({
      ok: false,
      message: 'Could not get a form submission key, please try again later.',
      fieldErrors: {},
    });
    expect(bodies).toEqual([]);
  });

  it('takes a success without a body (204, or an empty 200) or with any JSON as a success', async () => {
    givenSessionCookies();
    for (const answer of [
      () => new HttpResponse(null, { status: 204 }),
      () => new HttpResponse('', { status: 200 }),
      () => HttpResponse.json('saved'),
    ]) {
      platform(answer);
      expect(await submitForm(CONTACT, ANSWERS, PAGE, null, texts)).toEqual({ ok: true });
    }
  });

  it('says "Error processing form submission. Please reload and try again." for an answer that is not JSON', async () => {
    givenSessionCookies();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    platform(() => new HttpResponse('<html>ok</html>', { status: 200 }));
    expect(await submitForm(CONTACT, ANSWERS, PAGE, null, texts)).toEqual({
      ok: false,
      message: 'Error processing form submission. Please reload and try again.',
      fieldErrors: {},
    });
    expect(error).toHaveBeenCalledTimes(1);
  });
});
