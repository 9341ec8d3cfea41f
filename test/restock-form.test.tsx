import { fireEvent } from '@testing-library/dom';
import { http, HttpResponse } from 'msw';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SITE_KEY_NOT_FOUND } from '../src/captcha/captcha';
import type { RestockSignupDetail } from '../src/events';
import { findVariant, type Product } from '../src/product/product';
import { translationLanguage } from '../elements/restock-form/restock-form.element';
import { SERVER_ATTRIBUTE } from '../src/runtime/mount';
import { isAsleep } from '../src/runtime/resume';
import { renderElementTag } from '../src/server/render';
import { createProductScope } from '../stores/product';
import { signUp } from '../stores/restock-form';
import { makeShirt, makeSoldOut } from './factories/product';
import {
  flush,
  givenPageContext,
  givenSessionCookies,
  mount,
  productMarkup,
  reportedErrors,
  selectValue,
  typeInto,
  until,
} from './render';
import { server } from './setup';

/** The platform's restock settings for a product (its merchandising context). */
function restock(product: Product, views: { variantId: string; hiddenByDefault?: boolean }[], more = {}) {
  return { merchandising: { [product.id]: { restockNotificationViews: views, ...more } } };
}

const SHOP_TEXTS = {
  CTAText: 'Back soon: want a note?',
  buttonText: 'Tell me',
  placeholderText: 'you@example.com',
  mailingListDescription: 'Also send me the newsletter',
  successText: 'Done. Watch your inbox.',
};

/** Serves the signup call; records its bodies. */
function signupCall(answer: () => Response = () => HttpResponse.json({})) {
  const bodies: unknown[] = [];
  server.use(
    http.post('/api/site-users/account/notifications/restock', async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

async function showForm(product: Product, inner = '<sq-restock-form></sq-restock-form>') {
  const root = await mount(productMarkup(product, inner));
  const element = root.querySelector('sq-restock-form')!;
  const signups: RestockSignupDetail[] = [];
  element.addEventListener('sq-restock-signup', (event) => signups.push(event.detail));
  const email = () => element.querySelector<HTMLInputElement>('.sq-restock-form__email');
  /** Submits the form and waits for the signup to end (the call's code loads on the first send). */
  const submit = async () => {
    await act(async () => {
      fireEvent.submit(element.querySelector('form')!);
    });
    await until(() => expect(element.querySelector('.sq-restock-form__submit[aria-disabled]')).toBeNull());
    await flush();
  };
  return { root, element, signups, email, submit };
}

// The captcha's code is fetched when a form that needs it is first sent; here it is ready before.
beforeAll(async () => {
  await import('../src/captcha/captcha');
});

afterEach(() => {
  delete window.grecaptcha;
});

describe('<sq-restock-form>', () => {
  it('shows for a chosen variant that has a restock view, and follows the choice', async () => {
    const shirt = makeShirt();
    const navyS = findVariant(shirt, { Size: 'S', Colour: 'Navy' })!;
    givenPageContext(restock(shirt, [{ variantId: navyS.id }]));
    const { root, element } = await showForm(
      shirt,
      '<sq-variant-picker></sq-variant-picker><sq-restock-form></sq-restock-form>',
    );
    expect(element.hidden).toBe(true);
    expect(element.dataset.state).toBe('none');
    const [size, colour] = [...root.querySelectorAll('select')];
    await selectValue(size!, 'S');
    await selectValue(colour!, 'Navy');
    expect(element.hidden).toBe(false);
    expect(element.dataset.state).toBe('shown');
    expect(element.querySelector('.sq-restock-form__cta')?.textContent).toBe(
      'Sign up to be notified when this item is back in stock.',
    );
    await selectValue(colour!, 'Sand');
    expect(element.hidden).toBe(true);
    expect(element.querySelector('form')).toBeNull();
  });

  it('shows before any choice for a view that is not hidden by default', async () => {
    const shirt = makeShirt();
    const navyS = findVariant(shirt, { Size: 'S', Colour: 'Navy' })!;
    givenPageContext(restock(shirt, [{ variantId: navyS.id, hiddenByDefault: false }]));
    const { element } = await showForm(shirt);
    expect(element.hidden).toBe(false);
  });

  it('uses the shop texts, the mailing list (checked by default when asked) and the captcha notice', async () => {
    const mug = makeSoldOut();
    const variant = mug.structuredContent.variants[0]!;
    givenPageContext({
      ...restock(mug, [{ variantId: variant.id, hiddenByDefault: false }], {
        restockNotificationMessages: SHOP_TEXTS,
        mailingListSignUpEnabled: true,
        mailingListOptInByDefault: true,
      }),
      captchaSettings: { siteKey: 'site-key' },
    });
    const { element, email } = await showForm(mug);
    expect(element.querySelector('.sq-restock-form__cta')?.textContent).toBe('Back soon: want a note?');
    expect(email()?.placeholder).toBe('you@example.com');
    expect(email()?.labels?.[0]?.textContent).toBe('Email address');
    expect(element.querySelector('.sq-restock-form__submit')?.textContent).toBe('Tell me');
    const list = element.querySelector('.sq-restock-form__mailing-list');
    expect(list?.textContent).toBe(' Also send me the newsletter');
    expect(list?.querySelector<HTMLInputElement>('input')?.checked).toBe(true);
    expect(element.querySelector('.sq-restock-form__captcha')?.textContent).toBe(
      'This site is protected by reCAPTCHA Enterprise and the Google Privacy Policy and Terms of Service apply.',
    );
  });

  it('has defaults for every text, no mailing list unless enabled, and no captcha area without settings', async () => {
    const mug = makeSoldOut();
    givenPageContext(restock(mug, [{ variantId: mug.structuredContent.variants[0]!.id, hiddenByDefault: false }]));
    const { element, email } = await showForm(mug);
    expect(email()?.placeholder).toBe('Email Address');
    expect(element.querySelector('.sq-restock-form__submit')?.textContent).toBe('Notify Me');
    expect(element.querySelector('.sq-restock-form__mailing-list')).toBeNull();
    expect(element.querySelector('.sq-restock-form__captcha')).toBeNull();
  });

  it.each([
    [{}, false],
    [{ siteKey: '' }, false],
    [{ siteKey: 'k' }, true],
  ])('with captchaSettings %j, shows a captcha area: %s', async (captchaSettings, shown) => {
    const mug = makeSoldOut();
    givenPageContext({
      ...restock(mug, [{ variantId: mug.structuredContent.variants[0]!.id, hiddenByDefault: false }]),
      captchaSettings,
    });
    const { element } = await showForm(mug);
    expect(element.querySelector('.sq-restock-form__captcha') !== null).toBe(shown);
  });

  it('says "Email cannot be blank" and "Email is invalid" at the field, focuses it, and sends nothing', async () => {
    givenSessionCookies();
    const mug = makeSoldOut();
    givenPageContext(restock(mug, [{ variantId: mug.structuredContent.variants[0]!.id, hiddenByDefault: false }]));
    const bodies = signupCall();
    const { element, email, submit } = await showForm(mug);
    await submit();
    const error = element.querySelector('.sq-restock-form__error')!;
    expect(error.textContent).toBe('Email cannot be blank');
    expect(email()?.getAttribute('aria-invalid')).toBe('true');
    expect(email()?.getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
    expect(document.activeElement).toBe(email());
    await typeInto(email()!, 'not-an-address');
    await submit();
    expect(error.textContent).toBe('Email is invalid');
    expect(bodies).toEqual([]);
  });

  it('signs up, replaces the form with the success text (announced) and fires sq-restock-signup', async () => {
    givenSessionCookies();
    const mug = makeSoldOut();
    const variant = mug.structuredContent.variants[0]!;
    givenPageContext(
      restock(mug, [{ variantId: variant.id, hiddenByDefault: false }], {
        restockNotificationMessages: SHOP_TEXTS,
        mailingListSignUpEnabled: true,
      }),
    );
    const bodies = signupCall();
    const { element, email, submit, signups } = await showForm(mug);
    const status = element.querySelector('[role="status"]');
    await typeInto(email()!, ' sam@example.com ');
    await act(async () => element.querySelector<HTMLInputElement>('.sq-restock-form__mailing-list input')!.click());
    await submit();
    expect(bodies).toEqual([
      {
        isJoinMailingList: true,
        productId: mug.id,
        siteVisitorEmail: 'sam@example.com',
        variantId: variant.id,
        recaptchaEnterpriseV3Token: null,
      },
    ]);
    expect(element.querySelector('form')).toBeNull();
    // The same live region, there before, now says it.
    expect(element.querySelector('[role="status"]')).toBe(status);
    expect(status?.textContent).toBe('Done. Watch your inbox.');
    expect(signups).toEqual([{ productId: mug.id, variantId: variant.id }]);
  });

  it('gives focus to the success text when it replaces the form the visitor was in', async () => {
    givenSessionCookies();
    const mug = makeSoldOut();
    const variant = mug.structuredContent.variants[0]!;
    givenPageContext(restock(mug, [{ variantId: variant.id, hiddenByDefault: false }]));
    signupCall();
    const { element, email, submit } = await showForm(mug);
    await act(async () => email()!.focus());
    await typeInto(email()!, 'sam@example.com');
    await submit();
    expect(element.querySelector('form')).toBeNull();
    const status = element.querySelector<HTMLElement>('[role="status"]')!;
    expect(document.activeElement).toBe(status);
    expect(status.tabIndex).toBe(-1);
  });

  it("shows the server's message, or the generic failure, and keeps the email", async () => {
    givenSessionCookies();
    const mug = makeSoldOut();
    givenPageContext(restock(mug, [{ variantId: mug.structuredContent.variants[0]!.id, hiddenByDefault: false }]));
    let answer = () => HttpResponse.json({ message: 'You are <b>already</b> on the list.' }, { status: 409 });
    signupCall(() => answer());
    const { element, email, submit, signups } = await showForm(mug);
    await typeInto(email()!, 'sam@example.com');
    await submit();
    const error = element.querySelector('.sq-restock-form__error')!;
    expect(error.textContent).toBe('You are <b>already</b> on the list.');
    expect(error.querySelector('b')).toBeNull();
    expect(email()?.value).toBe('sam@example.com');
    // A 400 with per-field errors and a message: the message.
    answer = () =>
      HttpResponse.json({ message: 'That address bounces.', errors: { siteVisitorEmail: 'Bounces' } }, { status: 400 });
    await submit();
    expect(error.textContent).toBe('That address bounces.');
    answer = () => HttpResponse.json({}, { status: 500 });
    await submit();
    expect(error.textContent).toBe('Unable to submit form. Please try again later.');
    answer = () => HttpResponse.error();
    await submit();
    expect(error.textContent).toBe('Unable to submit form. Please try again later.');
    expect(email()?.value).toBe('sam@example.com');
    expect(signups).toEqual([]);
  });

  it('sends a reCAPTCHA Enterprise token for PRODUCT_WAITLIST_SUBMISSION, its script loaded on first use', async () => {
    givenSessionCookies();
    const mug = makeSoldOut();
    givenPageContext({
      ...restock(mug, [{ variantId: mug.structuredContent.variants[0]!.id, hiddenByDefault: false }]),
      captchaSettings: { siteKey: 'key 1', scriptUrl: '/captcha/enterprise.js?render={siteKey}' },
    });
    const bodies = signupCall();
    const { email, submit } = await showForm(mug);
    // The provider's script: the page is offline here, so it is caught on its way into the head
    // and its load is played out by hand.
    const loaded: HTMLScriptElement[] = [];
    const append = document.head.append.bind(document.head);
    vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      for (const node of nodes) {
        if (node instanceof HTMLScriptElement) loaded.push(node);
        else append(node);
      }
    });
    window.grecaptcha = {
      enterprise: {
        ready: (callback) => callback(),
        execute: (siteKey, { action }) => Promise.resolve(`token:${siteKey}:${action}`),
      },
    };
    await typeInto(email()!, 'sam@example.com');
    // Nothing of the provider's until a form is sent.
    expect(document.head.querySelector('script[src*="captcha"]')).toBeNull();
    expect(loaded).toEqual([]);
    const sent = submit();
    await vi.waitFor(() => expect(loaded).toHaveLength(1), { timeout: 5000 });
    expect(loaded[0]?.getAttribute('src')).toBe('/captcha/enterprise.js?render=key%201');
    loaded[0]!.dispatchEvent(new Event('load'));
    await sent;
    await flush();
    expect(bodies).toEqual([
      expect.objectContaining({ recaptchaEnterpriseV3Token: 'token:key 1:PRODUCT_WAITLIST_SUBMISSION' }),
    ]);
  });

  it('without a site key where a captcha is needed, reports "Enterprise V3 ReCaptcha site key not found" and fails generically', async () => {
    givenSessionCookies();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const reported = reportedErrors();
    const mug = makeSoldOut();
    givenPageContext({
      ...restock(mug, [{ variantId: mug.structuredContent.variants[0]!.id, hiddenByDefault: false }]),
      captchaSettings: { siteKey: '' },
    });
    const bodies = signupCall();
    const { element, email, submit } = await showForm(mug);
    await typeInto(email()!, 'sam@example.com');
    await submit();
    expect(element.querySelector('.sq-restock-form__error')?.textContent).toBe(
      'Unable to submit form. Please try again later.',
    );
    expect(reported).toEqual([SITE_KEY_NOT_FOUND]);
    expect(error.mock.calls.some((call) => String(call[0]).includes(SITE_KEY_NOT_FOUND))).toBe(true);
    expect(bodies).toEqual([]);
  });

  it('sleeps in the server markup until its signup phase changes what it draws, then shows it', async () => {
    const mug = makeSoldOut();
    const variantId = mug.structuredContent.variants[0]!.id;
    const context = restock(mug, [{ variantId, hiddenByDefault: false }]);
    givenPageContext(context);
    const root = await mount(
      productMarkup(mug, renderElementTag('sq-restock-form', { product: mug, pageContext: context, lang: 'en' })),
    );
    await flush();
    const element = root.querySelector<HTMLElement>('sq-restock-form')!;
    expect(isAsleep(element)).toBe(true);
    // The form's phase store changes (a check put an error at the field): the element follows it.
    await act(async () => {
      void signUp(element, createProductScope(mug), { email: '', isJoinMailingList: false, variantId });
    });
    await flush();
    await flush();
    expect(element.hasAttribute(SERVER_ATTRIBUTE)).toBe(false);
    expect(element.querySelector('.sq-restock-form__error')?.textContent).toBe('Email cannot be blank');
  });

  it("sends the page's language when it has a translation widget", async () => {
    givenSessionCookies();
    const mug = makeSoldOut();
    givenPageContext(restock(mug, [{ variantId: mug.structuredContent.variants[0]!.id, hiddenByDefault: false }]));
    const bodies = signupCall();
    const { email, submit, root } = await showForm(mug);
    expect(translationLanguage()).toBeUndefined();
    const widget = document.createElement('select');
    widget.className = 'goog-te-combo';
    widget.innerHTML = '<option value="">Select Language</option><option value="fr">French</option>';
    widget.value = 'fr';
    root.append(widget);
    await typeInto(email()!, 'sam@example.com');
    await submit();
    expect(bodies).toEqual([expect.objectContaining({ language: 'fr' })]);
  });
});
