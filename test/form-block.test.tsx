import { fireEvent } from '@testing-library/dom';
import { http, HttpResponse } from 'msw';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FormSubmitDetail } from '../src/events';
import { renderElementTag } from '../src/server/render';
import { flush, givenPageContext, givenSessionCookies, mount, reportedErrors, typeInto } from './render';
import { server } from './setup';

const CONTACT = {
  id: 'contact',
  collectionId: 'c1',
  objectName: 'block-7',
  submitButtonText: 'Send',
  success: { text: 'Thanks! We will reply soon.' },
  fields: [
    { id: 'email', type: 'email', title: 'Email', required: true },
    { id: 'message', type: 'textarea', title: 'Message', maxLength: 20 },
    { id: 'source', type: 'hidden', name: 'utm_source', defaultValue: 'direct' },
  ],
};

const markup = (definition: unknown) =>
  `<sq-form-block><script type="application/json">${JSON.stringify(definition).replace(/</g, '\\u003c')}</script></sq-form-block>`;

/** The form calls; `save` answers the save, every body kept. */
function platform(save: () => Response | Promise<Response> = () => HttpResponse.json({})) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post('/api/form/FormSubmissionKey', () => HttpResponse.json({ key: 'k1' })),
    http.post('/api/form/SaveFormSubmission', async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      return save();
    }),
  );
  return bodies;
}

async function showForm(definition: unknown = CONTACT) {
  const root = await mount(markup(definition));
  await flush();
  const element = root.querySelector('sq-form-block')!;
  const sent: FormSubmitDetail[] = [];
  element.addEventListener('sq-form-submit', (event) => sent.push(event.detail));
  const field = (label: string) =>
    [...element.querySelectorAll<HTMLInputElement>('input, textarea, select')].find((control) =>
      control.labels?.[0]?.textContent?.startsWith(label),
    )!;
  const submit = async () => {
    await act(async () => {
      fireEvent.submit(element.querySelector('form')!);
    });
    await flush();
  };
  return { root, element, sent, field, submit };
}

beforeAll(async () => {
  await import('../src/captcha/captcha');
});
afterEach(() => {
  sessionStorage.clear();
});

describe('<sq-form-block>', () => {
  it('renders the fields of its definition with its submit text, and the server renders the same', async () => {
    givenPageContext();
    const { element } = await showForm();
    expect(element.dataset.state).toBe('ready');
    expect(element.querySelector('.sq-form-block__submit')?.textContent).toBe('Send');
    expect(element.querySelectorAll('.sq-field')).toHaveLength(2);
    const html = renderElementTag('sq-form-block', { json: CONTACT, pageContext: {} });
    expect(html).toContain('<button type="submit" class="sq-form-block__submit">Send</button>');
  });

  it('says "This form cannot be shown right now." (and one console error) for a definition it cannot read', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    givenPageContext();
    const root = await mount('<sq-form-block><script type="application/json">{ not json</script></sq-form-block>');
    expect(root.querySelector('.sq-form-block__broken')?.textContent).toBe('This form cannot be shown right now.');
    expect(root.querySelector('sq-form-block')?.getAttribute('data-state')).toBe('broken');
    expect(error).toHaveBeenCalledTimes(1);
    const html = renderElementTag('sq-form-block', { json: { fields: 'none' }, pageContext: {} });
    expect(html).toContain('This form cannot be shown right now.');
    expect(html).toContain('data-state="broken"');
  });

  it('checks before sending: errors at their fields, the problem said above and below, focus on the first', async () => {
    givenPageContext();
    givenSessionCookies();
    const bodies = platform();
    const { element, field, submit } = await showForm();
    await typeInto(field('Message') as unknown as HTMLInputElement, 'x'.repeat(21));
    await submit();
    expect(bodies).toEqual([]);
    expect([...element.querySelectorAll('.sq-form-block__problem p')].map((p) => p.textContent)).toEqual([
      'Your form has encountered a problem. Please scroll down to review.',
      'One or more fields is invalid, please check your entries.',
    ]);
    expect(element.querySelector('.sq-form-block__problem-below')?.textContent).toBe(
      'Your form has encountered a problem. Please scroll up to review.',
    );
    // A required email field left empty is told the email rule, as when non-empty, not "Required".
    expect([...element.querySelectorAll('.sq-field__error')].map((error) => error.textContent)).toEqual([
      'Email is not valid. Email addresses should follow the format user@domain.com.',
      'You have exceeded the character limit.',
    ]);
    expect(document.activeElement).toBe(field('Email'));
    await typeInto(field('Email'), 'sam@');
    await submit();
    expect(element.querySelector('.sq-field__error')?.textContent).toBe(
      'Email is not valid. Email addresses should follow the format user@domain.com.',
    );
  });

  it('says "Submitting…" while it is sent, then shows its success text and fires sq-form-submit', async () => {
    givenPageContext({ item: { id: 'page-9' } });
    givenSessionCookies();
    history.replaceState(null, '', '/contact?utm_source=newsletter');
    // The platform answers once the test has seen "Submitting…".
    let answer = () => {};
    const answered = new Promise<void>((done) => (answer = done));
    const bodies = platform(async () => {
      await answered;
      return HttpResponse.json({});
    });
    try {
      const { element, field, sent } = await showForm();
      await act(async () => field('Email').focus());
      await typeInto(field('Email'), 'sam@example.com');
      await act(async () => {
        fireEvent.submit(element.querySelector('form')!);
        await vi.waitFor(() => expect(bodies).toHaveLength(1), { timeout: 5000 });
      });
      expect(element.querySelector('.sq-form-block__submit')?.textContent).toBe('Submitting…');
      answer();
      await flush();
      expect(element.querySelector('form')).toBeNull();
      expect(element.querySelector('.sq-form-block__success')?.textContent).toBe('Thanks! We will reply soon.');
      // The visitor was in the form it replaced: focus is on the text, not the page's body.
      expect(document.activeElement).toBe(element.querySelector('.sq-form-block__success'));
      expect(sent).toEqual([{ formId: 'contact' }]);
      expect(bodies).toEqual([
        expect.objectContaining({
          form: JSON.stringify({ email: 'sam@example.com', message: '', source: 'newsletter' }),
          key: 'k1',
          formId: 'contact',
          pageId: 'page-9',
          pagePath: '/contact',
        }),
      ]);
    } finally {
      history.replaceState(null, '', '/');
    }
  });

  it('keeps every value after a 500 ("Unable to send form. Please try again later."), and a retry goes through', async () => {
    givenPageContext();
    givenSessionCookies();
    let answer = () => HttpResponse.json({}, { status: 500 });
    platform(() => answer());
    const { element, field, submit } = await showForm();
    await typeInto(field('Email'), 'sam@example.com');
    await typeInto(field('Message') as unknown as HTMLInputElement, 'Hello there');
    await submit();
    expect(element.querySelector('.sq-form-block__problem')?.textContent).toContain(
      'Unable to send form. Please try again later.',
    );
    expect(field('Email').value).toBe('sam@example.com');
    expect(field('Message').value).toBe('Hello there');
    expect(element.querySelector('.sq-form-block__submit')?.textContent).toBe('Send');
    answer = () => HttpResponse.json({});
    await submit();
    expect(element.querySelector('.sq-form-block__success')?.textContent).toBe('Thanks! We will reply soon.');
  });

  it('keeps what was typed when taken out of the page and put back later, and a second form holds its own', async () => {
    givenPageContext();
    givenSessionCookies();
    platform();
    const { root, element, field } = await showForm();
    await typeInto(field('Email'), 'sam@example.com');
    element.remove();
    await flush();
    // Not from the tab's draft: from the element's own state, which went nowhere.
    sessionStorage.clear();
    root.append(element);
    await flush();
    expect(field('Email').value).toBe('sam@example.com');
    const other = await showForm();
    expect(other.field('Email').value).toBe('');
  });

  it('marks the fields of a 400', async () => {
    givenPageContext();
    givenSessionCookies();
    platform(() => HttpResponse.json({ errors: { email: 'We cannot reach this address.' } }, { status: 400 }));
    const { element, field, submit } = await showForm();
    await typeInto(field('Email'), 'sam@example.com');
    await submit();
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
    expect(element.querySelector('.sq-field__error')?.textContent).toBe('We cannot reach this address.');
  });

  it('keeps a draft through a reload of the tab, and forgets it once sent', async () => {
    givenPageContext();
    givenSessionCookies();
    platform();
    const first = await showForm();
    await typeInto(first.field('Email'), 'sam@example.com');
    first.root.remove();
    await flush();
    // The same form shown again on the same visit starts empty...
    const shownAgain = await showForm();
    expect(shownAgain.field('Email').value).toBe('');
    shownAgain.root.remove();
    await flush();
    // ...and comes back with what was typed after a reload.
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { type: 'reload' } as unknown as PerformanceNavigationTiming,
    ]);
    const again = await showForm();
    expect(again.field('Email').value).toBe('sam@example.com');
    await again.submit();
    expect(sessionStorage.length).toBe(0);
  });

  it('goes to a safe redirect, saying nothing while it leaves, and refuses (and reports) a javascript: one', async () => {
    givenPageContext();
    givenSessionCookies();
    platform();
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => {});
    const reported = reportedErrors();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const safe = await showForm({ ...CONTACT, success: { redirect: '/journal' } });
    await typeInto(safe.field('Email'), 'sam@example.com');
    await safe.submit();
    expect(assign).toHaveBeenCalledWith('/journal');
    // One of the three outcomes only: the redirect, with the form hidden and no thank-you text.
    expect(safe.element.querySelector('.sq-form-block__success')?.textContent).toBe('');
    expect(safe.element.querySelector('form')).toBeNull();
    safe.root.remove();
    // A #fragment of this same page does not leave it: the text is said.
    const here = await showForm({ ...CONTACT, id: 'here', success: { redirect: '#thanks' } });
    await typeInto(here.field('Email'), 'sam@example.com');
    await here.submit();
    expect(assign).toHaveBeenLastCalledWith('#thanks');
    expect(here.element.querySelector('.sq-form-block__success')?.textContent).toBe('Thank you!');
    here.root.remove();
    const hostile = await showForm({ ...CONTACT, id: 'other', success: { redirect: 'javascript:alert(1)' } });
    await typeInto(hostile.field('Email'), 'sam@example.com');
    await hostile.submit();
    expect(assign).toHaveBeenCalledTimes(2);
    expect(reported).toEqual(['form other: its success redirect is not an http(s) or same-site address; refused']);
    expect(hostile.element.querySelector('.sq-form-block__success')?.textContent).toBe('Thank you!');
  });

  it('shows the post-submit HTML of its definition', async () => {
    givenPageContext();
    givenSessionCookies();
    platform();
    const { element, field, submit } = await showForm({
      ...CONTACT,
      success: { html: '<p class="owner">See you <b>soon</b>.</p>' },
    });
    await typeInto(field('Email'), 'sam@example.com');
    await submit();
    expect(element.querySelector('.sq-form-block__success .owner b')?.textContent).toBe('soon');
  });

  it('says "Complete CAPTCHA before submitting." when a captcha is needed and cannot be had', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    givenPageContext({ captchaSettings: { siteKey: '' } });
    givenSessionCookies();
    const bodies = platform();
    const { element, field, submit } = await showForm({ ...CONTACT, captcha: true });
    await typeInto(field('Email'), 'sam@example.com');
    await submit();
    expect(element.querySelector('.sq-form-block__problem')?.textContent).toContain(
      'Complete CAPTCHA before submitting.',
    );
    expect(bodies).toEqual([]);
  });
});
