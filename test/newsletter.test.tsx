import { fireEvent } from '@testing-library/dom';
import { http, HttpResponse } from 'msw';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { flush, givenPageContext, givenSessionCookies, mount, typeInto } from './render';
import { server } from './setup';

const NEWSLETTER = {
  id: 'newsletter',
  submitButtonText: 'Sign up',
  captcha: true,
  success: { text: 'You are on the list.' },
  fields: [
    { id: 'email', type: 'email', title: 'Email', required: true },
    { id: 'name', type: 'text', title: 'First name' },
  ],
};

const markup = (definition: unknown) =>
  `<sq-newsletter><script type="application/json">${JSON.stringify(definition)}</script></sq-newsletter>`;

beforeAll(async () => {
  await import('../src/captcha/captcha');
});
afterEach(() => {
  delete window.grecaptcha;
  sessionStorage.clear();
});

describe('<sq-newsletter>', () => {
  it('sends a sign-up with a captcha token for NEWSLETTER_BLOCK_SUBMISSION and shows its success text', async () => {
    givenPageContext({ captchaSettings: { siteKey: 'site', scriptUrl: '/captcha/enterprise.js?render={siteKey}' } });
    givenSessionCookies();
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.post('/api/form/FormSubmissionKey', () => HttpResponse.json({ key: 'k9' })),
      http.post('/api/form/SaveFormSubmission', async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json({});
      }),
    );
    // The provider's script is caught on its way into the head and its load played out by hand.
    vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      for (const node of nodes)
        if (node instanceof HTMLScriptElement) queueMicrotask(() => node.dispatchEvent(new Event('load')));
    });
    window.grecaptcha = {
      enterprise: {
        ready: (callback) => callback(),
        execute: (key, { action }) => Promise.resolve(`${key}:${action}`),
      },
    };
    const root = await mount(markup(NEWSLETTER));
    await flush();
    const element = root.querySelector('sq-newsletter')!;
    expect(element.querySelector('.sq-form-block__submit')?.textContent).toBe('Sign up');
    await typeInto(element.querySelector<HTMLInputElement>('input[type="email"]')!, 'sam@example.com');
    await act(async () => {
      fireEvent.submit(element.querySelector('form')!);
    });
    await vi.waitFor(() => expect(bodies).toHaveLength(1), { timeout: 5000 });
    await flush();
    expect(bodies[0]).toMatchObject({
      captchaKey: 'site:NEWSLETTER_BLOCK_SUBMISSION',
      formId: 'newsletter',
      key: 'k9',
    });
    expect(element.querySelector('.sq-form-block__success')?.textContent).toBe('You are on the list.');
  });

  it('says "Email is not valid. …" for an address that is not one, and sends nothing', async () => {
    givenPageContext();
    const root = await mount(markup({ ...NEWSLETTER, captcha: false }));
    await flush();
    const element = root.querySelector('sq-newsletter')!;
    await typeInto(element.querySelector<HTMLInputElement>('input[type="email"]')!, 'sam');
    await act(async () => {
      fireEvent.submit(element.querySelector('form')!);
    });
    expect(element.querySelector('.sq-field__error')?.textContent).toBe(
      'Email is not valid. Email addresses should follow the format user@domain.com.',
    );
  });
});
