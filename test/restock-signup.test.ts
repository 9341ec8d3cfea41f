import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createProductScope } from '../stores/product';
import { IDLE_SIGNUP, restockSignup, signUp, type RestockSignupState } from '../stores/restock-form';
import { makeSoldOut } from './factories/product';
import { SIGNUP_EMAIL_PROBLEMS } from '../src/api/restock';
import { RESTOCK_FORM_MESSAGES } from '../src/restock/signup-messages';
import { givenPageContext } from './render';
import { server } from './setup';

const PATH = '/api/site-users/account/notifications/restock';

/** Serves the signup call with `answer`; records its bodies. */
function signupCall(answer: () => Response = () => HttpResponse.json({})) {
  const bodies: unknown[] = [];
  server.use(
    http.post(PATH, async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

/** A form of its own (its key) for the demo Ceramic Mug, its first glaze, and every phase its store went through. */
function mugForm() {
  givenPageContext();
  const mug = makeSoldOut();
  const variantId = mug.structuredContent.variants[0]!.id;
  const form = {};
  const scope = createProductScope(mug);
  const phases: RestockSignupState[] = [];
  restockSignup(form).listen((state) => phases.push(state));
  return { mug, variantId, form, scope, phases, state: () => restockSignup(form).get() };
}

describe("the platform's answer to a refused address", () => {
  it("uses the restock form's own words for the same checks", () => {
    expect(SIGNUP_EMAIL_PROBLEMS).toEqual({
      blank: RESTOCK_FORM_MESSAGES.restockEmailBlank,
      invalid: RESTOCK_FORM_MESSAGES.restockEmailInvalid,
    });
  });
});

describe('restock signup (stores/restock-form.ts)', () => {
  it('starts idle, one store per form', () => {
    const { form, state } = mugForm();
    expect(state()).toEqual(IDLE_SIGNUP);
    expect(restockSignup(form)).toBe(restockSignup(form));
    expect(restockSignup({})).not.toBe(restockSignup(form));
  });

  it('checks the address in the same turn: "Email cannot be blank", then "Email is invalid", sending nothing', async () => {
    const bodies = signupCall();
    const { form, scope, variantId, state } = mugForm();
    const blank = signUp(form, scope, { email: '   ', isJoinMailingList: false, variantId });
    // Before any await: the error is there for the press that caused it (and focus goes to the field).
    expect(state()).toMatchObject({
      phase: 'failed',
      fieldError: 'Email cannot be blank',
      message: '',
      fieldErrors: 1,
    });
    await blank;
    await signUp(form, scope, { email: 'not-an-address', isJoinMailingList: false, variantId });
    expect(state()).toMatchObject({ phase: 'failed', fieldError: 'Email is invalid', fieldErrors: 2 });
    expect(bodies).toEqual([]);
  });

  it('goes from sending to signed up for the variant, sends the trimmed address and tells the page', async () => {
    const bodies = signupCall();
    const { mug, form, scope, variantId, phases, state } = mugForm();
    const heard: unknown[] = [];
    await signUp(
      form,
      scope,
      { email: ' sam@example.com ', isJoinMailingList: true, variantId, language: 'fr' },
      (detail) => heard.push({ detail, phase: state().phase }),
    );
    expect(phases.map(({ phase }) => phase)).toEqual(['sending', 'signed-up']);
    expect(state()).toEqual({ ...IDLE_SIGNUP, phase: 'signed-up', signedUpFor: variantId });
    expect(bodies).toEqual([
      {
        isJoinMailingList: true,
        productId: mug.id,
        siteVisitorEmail: 'sam@example.com',
        variantId,
        recaptchaEnterpriseV3Token: null,
        language: 'fr',
      },
    ]);
    // The page hears of it before the form shows its success text.
    expect(heard).toEqual([{ detail: { productId: mug.id, variantId }, phase: 'sending' }]);
  });

  it('fails with the server\'s message, or "Unable to submit form. Please try again later."', async () => {
    let answer = () => HttpResponse.json({ message: 'You are already on the list.' }, { status: 409 });
    signupCall(() => answer());
    const { form, scope, variantId, phases, state } = mugForm();
    const heard: unknown[] = [];
    const input = { email: 'sam@example.com', isJoinMailingList: false, variantId };
    await signUp(form, scope, input, (detail) => heard.push(detail));
    expect(phases.map(({ phase }) => phase)).toEqual(['sending', 'failed']);
    expect(state()).toMatchObject({ phase: 'failed', fieldError: '', message: 'You are already on the list.' });
    answer = () => HttpResponse.json({}, { status: 500 });
    await signUp(form, scope, input);
    expect(state()).toMatchObject({ phase: 'failed', message: 'Unable to submit form. Please try again later.' });
    answer = () => HttpResponse.error();
    await signUp(form, scope, input);
    expect(state()).toMatchObject({ phase: 'failed', message: 'Unable to submit form. Please try again later.' });
    expect(state().signedUpFor).toBeNull();
    expect(heard).toEqual([]);
  });

  it('clears the last failure as it sends again, and keeps the error at the field until the answer', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    signupCall(() => HttpResponse.json({ message: 'Try later.' }, { status: 503 }));
    const { form, scope, variantId, state } = mugForm();
    await signUp(form, scope, { email: 'sam@example.com', isJoinMailingList: false, variantId });
    await signUp(form, scope, { email: '', isJoinMailingList: false, variantId });
    expect(state()).toMatchObject({ fieldError: 'Email cannot be blank', message: '' });
    server.use(
      http.post(PATH, async () => {
        await held;
        return HttpResponse.json({});
      }),
    );
    const sent = signUp(form, scope, { email: 'sam@example.com', isJoinMailingList: false, variantId });
    expect(state()).toMatchObject({ phase: 'sending', fieldError: 'Email cannot be blank', message: '' });
    release();
    await sent;
    expect(state()).toMatchObject({ phase: 'signed-up', fieldError: '', message: '' });
  });

  it('ignores a signup while one is sending: one in flight per form', async () => {
    const bodies = signupCall();
    const { form, scope, variantId, phases } = mugForm();
    const input = { email: 'sam@example.com', isJoinMailingList: false, variantId };
    await Promise.all([signUp(form, scope, input), signUp(form, scope, input)]);
    expect(bodies).toHaveLength(1);
    expect(phases.map(({ phase }) => phase)).toEqual(['sending', 'signed-up']);
  });

  it('fails with the generic message for a form without a product, sending nothing', async () => {
    const bodies = signupCall();
    const { form, variantId, state } = mugForm();
    await signUp(form, createProductScope(null), { email: 'sam@example.com', isJoinMailingList: false, variantId });
    expect(state()).toMatchObject({ phase: 'failed', message: 'Unable to submit form. Please try again later.' });
    expect(bodies).toEqual([]);
  });
});
