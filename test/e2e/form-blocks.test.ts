/**
 * Form blocks and newsletter sign-ups (docs/forms.md and server/README.md, "Form blocks and
 * newsletter sign-ups") in a real browser against the demo shop: the contact form filled and sent
 * by keyboard alone (the captcha stand-in loaded only at submit, the submission on the owner's
 * page), the checks before sending (axe with the errors showing), a 500 that keeps
 * every value and a retry, the server's own order-number rule at its field, a `javascript:` success
 * redirect refused, the catalogue request's redirect, the newsletter, axe as loaded, and the draft
 * kept across a reload.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  CATALOGUE_REQUEST_REDIRECT,
  CONTACT_SUCCESS_TEXT,
  FORM_PAGES,
  NEWSLETTER_SUCCESS_TEXT,
} from '../../demo/form-blocks';
import { expectNoViolations, signInAsOwner, useBrowser, watchModules } from './support';

const fresh = useBrowser();

const PROBLEM_ABOVE = 'Your form has encountered a problem. Please scroll down to review.';
const PROBLEM_BELOW = 'Your form has encountered a problem. Please scroll up to review.';
const SERVER_ERROR = 'Unable to send form. Please try again later.';
const FIELDS_INVALID = 'One or more fields is invalid, please check your entries.';
/** The contact form's rule only the server has (server/README.md). */
const ORDER_NUMBER_RULE = 'Order numbers look like FH-12345.';
const EMAIL_INVALID = 'Email is not valid. Email addresses should follow the format user@domain.com.';
/** Chromium logs failed calls as console errors; the tests that provoke one allow it. */
const FAILED_CALL = /Failed to load resource: the server responded with a status of (400|500)/;
const CAPTCHA_SCRIPT = '/captcha/enterprise.js';

/** Opens a page with form blocks and waits until every `sq-*` element is defined and its form rendered. */
async function openFormPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForForms(page);
}

/** Waits until every `sq-*` element on the page is defined and each form block has rendered its form. */
async function waitForForms(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const all = [...document.querySelectorAll('*')].filter((element) => element.localName.startsWith('sq-'));
    const blocks = [...document.querySelectorAll('sq-form-block, sq-newsletter')];
    return (
      blocks.length > 0 &&
      all.every((element) => element.matches(':defined')) &&
      blocks.every((block) => block.querySelector('form button[type="submit"]'))
    );
  });
}

/** The contact form's controls (in the page's one `<sq-form-block>`). */
function contactForm(page: Page) {
  const form = page.locator('sq-form-block');
  return {
    form,
    firstName: form.getByRole('textbox', { name: 'First Name', exact: true }),
    lastName: form.getByRole('textbox', { name: 'Last Name', exact: true }),
    email: form.getByRole('textbox', { name: 'Email', exact: true }),
    topic: form.getByRole('combobox', { name: 'Topic', exact: true }),
    orderNumber: form.getByRole('textbox', { name: 'Order number', exact: true }),
    items: form.getByRole('textbox', { name: 'How many items is it about?', exact: true }),
    message: form.getByRole('textbox', { name: 'Message', exact: true }),
    replyByPhone: form.getByRole('radio', { name: 'Phone', exact: true }),
    workshops: form.getByRole('checkbox', { name: 'Workshops', exact: true }),
    submit: form.getByRole('button', { name: 'Send message', exact: true }),
    success: form.locator('.sq-form-block__success'),
    problem: form.locator('.sq-form-block__problem'),
    problemBelow: form.locator('.sq-form-block__problem-below'),
  };
}

/** A field's wrapper (`.sq-field`) holding `control`. */
const fieldOf = (control: Locator) =>
  control.locator('xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " sq-field ")][1]');

/** Whether `control` has the focus. */
const isFocused = (control: Locator) => control.evaluate((element) => element === document.activeElement);

/** Presses Tab (only the keyboard) until `control` has the focus. */
async function tabTo(page: Page, control: Locator, most = 80): Promise<void> {
  for (let i = 0; i < most; i += 1) {
    if (await isFocused(control)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${String(control)}`);
}

/** Fills the contact form's required fields (not by keyboard: the keyboard test does that). */
async function fillRequired(page: Page, message: string): Promise<void> {
  const c = contactForm(page);
  await c.firstName.fill('Ada');
  await c.lastName.fill('Lovelace');
  await c.email.fill('ada@example.com');
  await c.topic.selectOption('A return');
  await c.message.fill(message);
}

describe('form blocks', () => {
  it('sends the contact form by keyboard alone, loads the captcha only when reached for and sent, and the owner sees it', async () => {
    const { page, expectNoErrors } = await fresh();
    const captchaRequests: number[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === CAPTCHA_SCRIPT) captchaRequests.push(Date.now());
    });
    const captchaModule = watchModules(page, 'captcha');
    await openFormPage(page, FORM_PAGES.contact.path);
    const c = contactForm(page);
    const email = `keys-${Date.now()}@example.com`;
    const message = `Sent by keyboard ${Date.now()}: where is my parcel?`;
    expect(captchaModule, 'the captcha module waits for a visitor to reach for the form').toHaveLength(0);

    await tabTo(page, c.firstName);
    // Focus in the form starts loading the captcha's module (the form asks for a captcha and the
    // site has one), so the send waits for no download; the provider's script waits for the send.
    await expect.poll(() => captchaModule.length).toBe(1);
    await page.keyboard.type('Grace');
    await page.keyboard.press('Tab');
    expect(await isFocused(c.lastName)).toBe(true);
    await page.keyboard.type('Hopper');
    await page.keyboard.press('Tab');
    expect(await isFocused(c.email)).toBe(true);
    await page.keyboard.type(email);
    await tabTo(page, c.topic);
    await page.keyboard.press('ArrowDown');
    await tabTo(page, c.message);
    await page.keyboard.type(message);
    await tabTo(page, c.submit);
    expect(await c.topic.inputValue()).toBe('An order');
    expect(captchaRequests, 'the captcha script is not loaded before the visitor sends').toEqual([]);

    // Every text the submit button shows, recorded as it changes.
    await page.evaluate(() => {
      const host = document.querySelector('sq-form-block')!;
      const log: string[] = [];
      const read = () => (host.querySelector('button[type="submit"]')?.textContent ?? '').trim();
      log.push(read());
      new MutationObserver(() => {
        const now = read();
        if (now !== log.at(-1)) log.push(now);
      }).observe(host, { subtree: true, childList: true, characterData: true, attributes: true });
      (window as unknown as { __sqButton: string[] }).__sqButton = log;
    });
    await page.keyboard.press('Enter');
    await expect.poll(() => c.success.textContent()).toBe(CONTACT_SUCCESS_TEXT);
    await expect.poll(() => c.form.locator('form').count()).toBe(0);
    const labels = await page.evaluate(() => (window as unknown as { __sqButton: string[] }).__sqButton);
    expect(labels.slice(0, 2)).toEqual(['Send message', 'Submitting…']);
    expect(captchaRequests.length, 'the captcha script is loaded once the visitor sends').toBeGreaterThanOrEqual(1);
    expect(captchaModule, 'the send loads no module of its own again').toHaveLength(1);
    expectNoErrors();

    await signInAsOwner(page, '/config/form-submissions');
    const body = await page.locator('body').innerText();
    expect(body).toContain(email);
    expect(body).toContain(message);
    expect(body).toContain('form-contact');
  });

  it('checks before sending: messages around the form, "Required" (or the email rule) at each field, focus on the first; axe clean', async () => {
    const { page, expectNoErrors } = await fresh();
    await openFormPage(page, FORM_PAGES.contact.path);
    const c = contactForm(page);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/form/')) sent.push(request.url());
    });
    await c.submit.click();
    await expect.poll(() => c.problem.textContent()).toContain(PROBLEM_ABOVE);
    expect(await c.problem.textContent()).not.toContain('scroll up');
    expect(await c.problemBelow.textContent()).toBe(PROBLEM_BELOW);
    for (const control of [c.firstName, c.email, c.topic, c.message]) {
      // A required email field left empty is told the email rule, as when non-empty.
      expect(await fieldOf(control).locator('.sq-field__error').textContent()).toBe(
        control === c.email
          ? 'Email is not valid. Email addresses should follow the format user@domain.com.'
          : 'Required',
      );
      expect(await control.getAttribute('aria-invalid')).toBe('true');
    }
    // Optional fields say nothing.
    expect(await fieldOf(c.orderNumber).locator('.sq-field__error').count()).toBe(0);
    await expect.poll(() => isFocused(c.firstName)).toBe(true);
    expect(sent, 'nothing is sent while a check fails').toEqual([]);
    await expectNoViolations(page, '/contact with the form showing its errors');
    expectNoErrors();
  });

  it('keeps every typed value after a 500, and a retry succeeds', async () => {
    const { page, expectNoErrors } = await fresh();
    await openFormPage(page, FORM_PAGES.contact.path);
    const c = contactForm(page);
    await fillRequired(page, '__fail__');
    await c.orderNumber.fill('FH-24680');
    await c.items.fill('3');
    await c.replyByPhone.check();
    await c.workshops.check();
    await c.submit.click();
    await expect.poll(() => c.problem.textContent()).toContain(SERVER_ERROR);
    expect(await c.problem.textContent()).toContain(PROBLEM_ABOVE);
    expect(await c.success.textContent()).toBe('');
    expect(await c.submit.textContent()).toBe('Send message');
    expect({
      firstName: await c.firstName.inputValue(),
      lastName: await c.lastName.inputValue(),
      email: await c.email.inputValue(),
      topic: await c.topic.inputValue(),
      orderNumber: await c.orderNumber.inputValue(),
      items: await c.items.inputValue(),
      message: await c.message.inputValue(),
      replyByPhone: await c.replyByPhone.isChecked(),
      workshops: await c.workshops.isChecked(),
    }).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      topic: 'A return',
      orderNumber: 'FH-24680',
      items: '3',
      message: '__fail__',
      replyByPhone: true,
      workshops: true,
    });

    await c.message.fill('The strap on my tote came loose.');
    await c.submit.click();
    await expect.poll(() => c.success.textContent()).toBe(CONTACT_SUCCESS_TEXT);
    expectNoErrors(FAILED_CALL);
  });

  it("shows the server's order-number rule at the order-number field", async () => {
    const { page, expectNoErrors } = await fresh();
    await openFormPage(page, FORM_PAGES.contact.path);
    const c = contactForm(page);
    await fillRequired(page, 'Where is order 12345?');
    await c.orderNumber.fill('12345');
    await c.submit.click();
    await expect.poll(() => fieldOf(c.orderNumber).locator('.sq-field__error').textContent()).toBe(ORDER_NUMBER_RULE);
    expect(await c.orderNumber.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await c.orderNumber.getAttribute('aria-describedby')) ?? '';
    const errorId = await fieldOf(c.orderNumber).locator('.sq-field__error').getAttribute('id');
    expect(describedBy.split(' ')).toContain(errorId);
    expect(await c.problem.textContent()).toContain(FIELDS_INVALID);
    // Only the order number is marked; what was typed stays.
    expect(await c.form.locator('[aria-invalid="true"]').count()).toBe(1);
    expect(await c.orderNumber.inputValue()).toBe('12345');
    await expect.poll(() => isFocused(c.orderNumber)).toBe(true);
    expectNoErrors(FAILED_CALL);
  });

  it('never follows a javascript: success redirect; the catalogue request goes to /journal', async () => {
    const { page, consoleErrors, pageErrors } = await fresh();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.route('**/api/form/SaveFormSubmission', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{}' }),
    );
    await openFormPage(page, FORM_PAGES.contact.path);
    const before = page.url();
    await page.evaluate(() => {
      const definition = {
        id: 'form-injected-redirect',
        title: 'Injected',
        captcha: false,
        success: { redirect: 'javascript:alert(1)' },
        fields: [{ id: 'note', type: 'text', title: 'Note' }],
      };
      const wrapper = document.createElement('div');
      wrapper.innerHTML =
        `<sq-form-block id="injected"><script type="application/json">${JSON.stringify(definition)}</script>` +
        '</sq-form-block>';
      document.body.append(wrapper);
    });
    const injected = page.locator('#injected');
    const note = injected.getByRole('textbox', { name: 'Note', exact: true });
    await note.fill('hello');
    const saved = page.waitForResponse((response) => response.url().includes('/api/form/SaveFormSubmission'));
    await injected.getByRole('button').click();
    await saved;
    await expect.poll(() => injected.locator('.sq-form-block__success').textContent()).toBe('Thank you!');
    await page.waitForTimeout(300);
    expect(page.url()).toBe(before);
    expect(dialogs, 'no dialog opened').toEqual([]);
    expect(pageErrors).toEqual([]);
    expect(consoleErrors.filter((text) => /form-injected-redirect/.test(text))).toHaveLength(1);
    expect(consoleErrors).toHaveLength(1);
    expect(consoleErrors[0]).toMatch(/redirect.*refused/);

    await page.unroute('**/api/form/SaveFormSubmission');
    await openFormPage(page, FORM_PAGES.catalogueRequest.path);
    const form = page.locator('sq-form-block');
    await form.getByRole('textbox', { name: 'First Name', exact: true }).fill('Mary');
    await form.getByRole('textbox', { name: 'Last Name', exact: true }).fill('Shelley');
    await form.getByRole('textbox', { name: 'Address', exact: true }).fill('1 Main Street');
    await form.getByRole('textbox', { name: 'City', exact: true }).fill('San Francisco');
    await form.getByRole('textbox', { name: 'State', exact: true }).fill('CA');
    await form.getByRole('textbox', { name: 'ZIP Code', exact: true }).fill('94107');
    await form.getByRole('textbox', { name: 'Country', exact: true }).fill('US');
    await form.getByRole('checkbox', { name: 'Autumn and winter', exact: true }).check();
    await Promise.all([
      page.waitForURL((url) => url.pathname === CATALOGUE_REQUEST_REDIRECT),
      form.getByRole('button', { name: 'Send me a catalogue', exact: true }).click(),
    ]);
    expect(new URL(page.url()).pathname).toBe(CATALOGUE_REQUEST_REDIRECT);
    expect(dialogs).toEqual([]);
  });

  it('signs up for the newsletter, and says when the email is not valid', async () => {
    const { page, expectNoErrors } = await fresh();
    await openFormPage(page, FORM_PAGES.contact.path);
    const form = page.locator('sq-newsletter');
    const email = form.getByRole('textbox', { name: 'Email', exact: true });
    const signUp = form.getByRole('button', { name: 'Sign up', exact: true });
    await email.fill('not-an-address');
    await signUp.click();
    await expect.poll(() => fieldOf(email).locator('.sq-field__error').textContent()).toBe(EMAIL_INVALID);
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    await email.fill(`news-${Date.now()}@example.com`);
    await signUp.click();
    await expect.poll(() => form.locator('.sq-form-block__success').textContent()).toBe(NEWSLETTER_SUCCESS_TEXT);
    // The contact form beside it is untouched.
    expect(await contactForm(page).form.locator('form').count()).toBe(1);
    expectNoErrors();
  });

  it('is axe clean on /contact, the sign-in page and /config/form-submissions as loaded', async () => {
    const { page, expectNoErrors } = await fresh();
    await openFormPage(page, FORM_PAGES.contact.path);
    await expectNoViolations(page, '/contact');
    await page.goto('/config/form-submissions');
    await expectNoViolations(page, '/config/sign-in');
    await signInAsOwner(page, '/config/form-submissions');
    await expectNoViolations(page, '/config/form-submissions');
    expectNoErrors();
  });

  it('keeps a draft of the message across a reload', async () => {
    const { page, expectNoErrors } = await fresh();
    await openFormPage(page, FORM_PAGES.contact.path);
    const c = contactForm(page);
    await c.message.focus();
    await page.keyboard.type('Half a thought, then the tab reloaded');
    await page.reload();
    await waitForForms(page);
    expect(await contactForm(page).message.inputValue()).toBe('Half a thought, then the tab reloaded');
    expectNoErrors();
  });
});
