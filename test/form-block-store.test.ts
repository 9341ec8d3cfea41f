import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { FORM_PATHS } from '../src/api/forms';
import { FORM_BLOCK_MESSAGES } from '../src/forms/block-messages';
import type { FormDefinition } from '../src/forms/definition';
import { FORM_MESSAGES } from '../src/forms/messages';
import {
  changeAnswer,
  formBlockStore,
  startFormBlock,
  submitForm,
  type FormBlockState,
  type SubmitFormOptions,
} from '../stores/form-block';
import { givenSessionCookies } from './render';
import { server } from './setup';

const texts = { ...FORM_MESSAGES, ...FORM_BLOCK_MESSAGES };

const CONTACT: FormDefinition = {
  id: 'contact',
  captcha: false,
  disableValidation: false,
  fields: [
    { id: 'name', type: 'text', title: 'Name', required: true, options: [], questions: [] },
    { id: 'email', type: 'email', title: 'Email', required: true, options: [], questions: [] },
  ],
};

/** A fresh form owner per test (an element on a page): its state goes with it. */
function freshForm(): object {
  return {};
}

/** The options of a submission with a `succeed` that stays on the page. */
function options(succeed: SubmitFormOptions['succeed'] = () => false): SubmitFormOptions {
  return {
    texts,
    page: { pageId: 'p1', pagePath: '/contact', pageTitle: 'Contact' },
    captchaAction: 'FORM_BLOCK_SUBMISSION',
    succeed,
  };
}

/** The platform's two calls: the key, then the save (its answer from `save`); the bodies saved. */
function platform(save: () => Response | Promise<Response> = () => HttpResponse.json({})): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    http.post(FORM_PATHS.key, () => HttpResponse.json({ key: 'k1' })),
    http.post(FORM_PATHS.save, async ({ request }) => {
      bodies.push(await request.json());
      return save();
    }),
  );
  return bodies;
}

/** Fills the contact form in. */
function fill(id: object): void {
  changeAnswer(id, 'name', 'Sam');
  changeAnswer(id, 'email', 'sam@example.com');
}

describe('the form block store', () => {
  it('goes from idle to submitting to done, calling succeed once', async () => {
    givenSessionCookies();
    const bodies = platform();
    const id = freshForm();
    const phases: FormBlockState['phase'][] = [];
    formBlockStore(id).subscribe(({ phase }) => phases.push(phase));
    fill(id);
    const succeed = vi.fn(() => false);
    const sent = submitForm(id, CONTACT, options(succeed));
    expect(formBlockStore(id).get().phase).toBe('submitting');
    await sent;
    expect(formBlockStore(id).get().phase).toBe('done');
    expect(succeed).toHaveBeenCalledTimes(1);
    expect(bodies).toHaveLength(1);
    expect(phases.filter((phase, i) => phase !== phases[i - 1])).toEqual(['idle', 'submitting', 'done']);
  });

  it('is leaving when succeed says the page leaves', async () => {
    givenSessionCookies();
    platform();
    const id = freshForm();
    fill(id);
    await submitForm(
      id,
      CONTACT,
      options(() => true),
    );
    expect(formBlockStore(id).get().phase).toBe('leaving');
  });

  it('keeps every answer after a failed call, with its message, and is idle again', async () => {
    givenSessionCookies();
    platform(() => HttpResponse.json({}, { status: 500 }));
    const id = freshForm();
    fill(id);
    await submitForm(id, CONTACT, options());
    expect(formBlockStore(id).get()).toEqual({
      phase: 'idle',
      answers: { name: 'Sam', email: 'sam@example.com' },
      errors: {},
      message: 'Unable to send form. Please try again later.',
      failures: 1,
    });
  });

  it("keeps the platform's field errors of a 400 by field id", async () => {
    givenSessionCookies();
    platform(() => HttpResponse.json({ errors: { email: 'We cannot reach this address.' } }, { status: 400 }));
    const id = freshForm();
    fill(id);
    await submitForm(id, CONTACT, options());
    expect(formBlockStore(id).get().errors).toEqual({ email: 'We cannot reach this address.' });
    expect(formBlockStore(id).get().answers).toEqual({ name: 'Sam', email: 'sam@example.com' });
  });

  it('ignores a second submit while one is in flight: one key, one save', async () => {
    givenSessionCookies();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const bodies = platform(async () => {
      await held;
      return HttpResponse.json({});
    });
    const id = freshForm();
    fill(id);
    const succeed = vi.fn(() => false);
    const first = submitForm(id, CONTACT, options(succeed));
    await submitForm(id, CONTACT, options(succeed));
    expect(formBlockStore(id).get().phase).toBe('submitting');
    release();
    await first;
    await submitForm(id, CONTACT, options(succeed));
    expect(bodies).toHaveLength(1);
    expect(succeed).toHaveBeenCalledTimes(1);
    expect(formBlockStore(id).get().phase).toBe('done');
  });

  it('checks before sending: no call, the messages at their fields, the answers kept', async () => {
    const bodies = platform();
    const id = freshForm();
    changeAnswer(id, 'name', 'Sam');
    await submitForm(id, CONTACT, options());
    expect(bodies).toEqual([]);
    expect(formBlockStore(id).get()).toMatchObject({
      phase: 'idle',
      answers: { name: 'Sam' },
      errors: { email: 'Email is not valid. Email addresses should follow the format user@domain.com.' },
      message: 'One or more fields is invalid, please check your entries.',
      failures: 1,
    });
  });

  it('starts from the first answers only while nothing was typed', () => {
    const id = freshForm();
    startFormBlock(id, { name: 'Draft' });
    expect(formBlockStore(id).get().answers).toEqual({ name: 'Draft' });
    changeAnswer(id, 'name', 'Typed');
    startFormBlock(id, { name: 'Draft' });
    expect(formBlockStore(id).get().answers).toEqual({ name: 'Typed' });
  });
});
