/**
 * Restock notifications and instalment messaging in a real browser against the demo shop: a visitor
 * signs up on a sold-out variant by keyboard alone ("Email cannot be blank", "Email is invalid",
 * the captcha script loaded only on the first send, the signup call, the success text announced,
 * `sq-restock-signup`); a single-variant sold-out product and the Ceramic Mug show their form (and
 * the shop's texts) before any choice; a failed signup keeps the address; the owner pages through
 * the groups, opens a variant's sign-ups and sends its notices after a confirmation, and the outbox
 * lists them; the Afterpay badge (shown within the shop's price range, in 4 payments), its modal by
 * keyboard and mouse with the provider's page inert, the built-in summary when that page cannot be
 * loaded, and the amount following the chosen variant. axe on every state a visitor or the owner
 * sees.
 */
import type { Locator, Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoProductJson } from '../../demo/products';
import {
  baseUrl,
  expectNoViolations,
  openShopPage,
  pageScrolls,
  signInAsOwner,
  useBrowser,
  watchModules,
} from './support';

const fresh = useBrowser();

const SIGNUP = '/api/site-users/account/notifications/restock';
const GROUPS = `${SIGNUP}/groups`;
const CAPTCHA_SCRIPT = '/captcha/enterprise.js';
const AFTERPAY_PAGE = '/assets/afterpay/en_US.html';

/** Chromium logs a refused call as a console error; the tests that provoke one allow it. */
const FAILED_CALL = /Failed to load resource: (the server responded with a status of (409|500)|net::ERR_FAILED)/;

/** The library's default restock texts (src/restock/signup-messages.ts). */
const DEFAULTS = {
  button: 'Notify Me',
  placeholder: 'Email Address',
  mailingList: 'Sign up for news and updates',
  captcha: 'This site is protected by reCAPTCHA Enterprise and the Google Privacy Policy and Terms of Service apply.',
};
/** The shop's own texts (demo/restock.ts). */
const LINEN = {
  cta: 'This size and colour is sold out. Get an email when it is back.',
  success: 'Done: we will email you when it is back in stock.',
};
const MYSTERY = {
  cta: "This season's boxes are gone. Sign up to hear when the next batch is packed.",
  button: 'Notify me',
};
const MUG = {
  cta: 'Every glaze comes out of the kiln in small batches. Leave your email and we will tell you when the next one is out.',
  button: 'Tell me',
  placeholder: 'you@example.com',
  mailingList: 'Also send me the Fieldhouse newsletter (once a month).',
  success: 'Thank you! We will email you as soon as this glaze is back.',
};

/** The id of the variant of `slug` with these attributes (demo/catalogue.ts). */
function variantIdOf(slug: string, attributes: Record<string, string>): string {
  const variant = demoProductJson(slug).structuredContent.variants.find((candidate) =>
    Object.entries(attributes).every(([name, value]) => candidate.attributes[name] === value),
  );
  if (!variant) throw new Error(`${slug} has no variant ${JSON.stringify(attributes)}`);
  return variant.id;
}

/** An address no other test (nor run) uses. */
let addresses = 0;
const uniqueEmail = (who: string) => `${who}-${Date.now().toString(36)}-${(addresses += 1)}@example.org`;

/** The page's restock form and its parts. */
function restockForm(page: Page) {
  const host = page.locator('sq-product[page-type="pdp"] sq-restock-form');
  return {
    host,
    form: host.locator('form.sq-restock-form__form'),
    cta: host.locator('.sq-restock-form__cta'),
    email: host.locator('input.sq-restock-form__email'),
    submit: host.locator('button.sq-restock-form__submit'),
    error: host.locator('.sq-restock-form__error'),
    mailingList: host.locator('.sq-restock-form__mailing-list'),
    captcha: host.locator('.sq-restock-form__captcha'),
    status: host.locator('[role="status"]'),
  };
}

/** What the focused element is called: `tag:name` (its aria-label, its label, else its text). */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'body';
    const label = (element as HTMLInputElement).labels?.[0]?.textContent?.trim();
    const name = element.getAttribute('aria-label') ?? label ?? element.textContent?.trim() ?? '';
    return `${element.localName}:${name}`;
  });
}

/** Presses Tab until `target` (as `focused` names it) has focus; fails with the path taken. */
async function tabTo(page: Page, target: string, most = 25): Promise<void> {
  const path: string[] = [];
  for (let i = 0; i < most; i += 1) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    path.push(now);
    if (now === target) return;
  }
  throw new Error(`Tab never reached ${target}; focus went ${path.join(' → ')}`);
}

/**
 * Where focus is with a modal open: inside it (`selector`), outside the page's controls (the
 * browser's own: the page has no focus, or, on the way back from them, the document itself with
 * no element focused), or on a control of the page behind it.
 */
function focusPlace(page: Page, selector: string): Promise<'inside' | 'browser' | 'page behind'> {
  return page.evaluate((wanted) => {
    const active = document.activeElement;
    if (!document.hasFocus() || !active || active === document.body) return 'browser';
    return active.closest(wanted) ? 'inside' : 'page behind';
  }, selector);
}

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/** Requests whose path is `path` (any method), from now on. */
function watchRequests(page: Page, path: string, method?: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path && (!method || request.method() === method)) seen.push(request);
  });
  return seen;
}

/** The answer of the next call with `method` to `path`. */
const answerOf = (page: Page, method: string, path: string) =>
  page.waitForResponse(
    (response) => response.request().method() === method && new URL(response.url()).pathname === path,
  );

/** Records every `sq-restock-signup` on the page (read with `signupEvents`). */
async function recordSignups(page: Page): Promise<void> {
  await page.evaluate(() => {
    const log: unknown[] = [];
    (window as unknown as { __sqSignups: unknown[] }).__sqSignups = log;
    document.addEventListener('sq-restock-signup', (event) => {
      const { bubbles, composed } = event;
      log.push({
        detail: (event as CustomEvent).detail,
        bubbles,
        composed,
        target: (event.target as Element).localName,
      });
    });
  });
}
const signupEvents = (page: Page) => page.evaluate(() => (window as unknown as { __sqSignups: unknown[] }).__sqSignups);

/** Signs up on the open product page with the mouse (the form must show). */
async function signUpWithMouse(page: Page, email: string): Promise<void> {
  const { email: field, submit, status } = restockForm(page);
  await field.fill(email);
  const answered = answerOf(page, 'POST', SIGNUP);
  await submit.click();
  expect((await answered).status()).toBe(200);
  await expect.poll(() => status.textContent()).not.toBe('');
}

describe('restock signup', () => {
  it('signs a visitor up on a sold-out variant (M / Navy) with the keyboard alone', async () => {
    const { page, expectNoErrors } = await fresh();
    const captchaLoads = watchRequests(page, CAPTCHA_SCRIPT);
    const signups = watchRequests(page, SIGNUP, 'POST');
    const sendingCode = ['send-signup', 'restock', 'captcha'].map((name) => watchModules(page, name));
    await openShopPage(page, '/shop/p/linen-shirt');
    await recordSignups(page);
    const restock = restockForm(page);

    // Before a choice (and with an in-stock one) there is no form.
    expect(await restock.host.getAttribute('data-state')).toBe('none');
    expect(await restock.host.isHidden()).toBe(true);
    expect(await restock.form.count()).toBe(0);

    await tabTo(page, 'select:Size');
    await page.keyboard.press('ArrowDown'); // "Select Size" → S
    await page.keyboard.press('ArrowDown'); // → M
    await tabTo(page, 'select:Colour');
    await page.keyboard.press('ArrowDown'); // "Select Colour" → Sand
    expect(await page.getByLabel('Colour').inputValue()).toBe('Sand');
    expect(await restock.host.isHidden(), 'M / Sand is in stock: no form').toBe(true);
    await page.keyboard.press('ArrowDown'); // → Navy (sold out)
    expect(await page.getByLabel('Size').inputValue()).toBe('M');
    expect(await page.getByLabel('Colour').inputValue()).toBe('Navy');

    await expect.poll(() => restock.host.isVisible()).toBe(true);
    expect(await restock.host.getAttribute('data-state')).toBe('shown');
    expect(await restock.cta.textContent()).toBe(LINEN.cta);
    expect(await restock.submit.textContent()).toBe(DEFAULTS.button);
    expect(await restock.email.getAttribute('placeholder')).toBe(DEFAULTS.placeholder);
    expect(await restock.mailingList.textContent()).toBe(` ${DEFAULTS.mailingList}`);
    expect(await restock.mailingList.locator('input[type="checkbox"]').isChecked()).toBe(false);
    expect(await restock.captcha.textContent()).toBe(DEFAULTS.captcha);
    expect(await page.getByRole('textbox', { name: 'Email address', exact: true }).count()).toBe(1);
    await expectNoViolations(page, 'the Linen Shirt with the restock form shown');

    expect(
      sendingCode.map((requests) => requests.length),
      'the sending code waits for a visitor to reach for the form',
    ).toEqual([0, 0, 0]);

    // Nothing typed: the field says so, and keeps focus; nothing is sent, no captcha loads.
    await tabTo(page, 'input:Email address');
    // Focus in the form starts loading its sending code (and this site's captcha module) at once,
    // side by side, so the first send waits for none of it.
    await expect.poll(() => sendingCode.map((requests) => requests.length)).toEqual([1, 1, 1]);
    await page.keyboard.press('Enter');
    await expect.poll(() => restock.error.textContent()).toBe('Email cannot be blank');
    expect(await restock.email.getAttribute('aria-invalid')).toBe('true');
    expect(await restock.email.getAttribute('aria-describedby')).toContain(await restock.error.getAttribute('id'));
    expect(await restock.error.getAttribute('role')).toBe('alert');
    await expect.poll(() => isFocused(restock.email)).toBe(true);

    await page.keyboard.type('shopper@');
    await page.keyboard.press('Enter');
    await expect.poll(() => restock.error.textContent()).toBe('Email is invalid');
    expect(await restock.email.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => isFocused(restock.email)).toBe(true);
    expect(signups, 'no signup call for a bad address').toHaveLength(0);
    expect(captchaLoads, 'the captcha script is not loaded before a signup is sent').toHaveLength(0);
    expect(await page.locator(`script[src*="${CAPTCHA_SCRIPT}"]`).count()).toBe(0);

    // A real address, the mailing list joined with Space, Enter in the field: the captcha, then the call.
    const email = uniqueEmail('keyboard');
    await page.keyboard.press('Control+A');
    await page.keyboard.type(email);
    await page.keyboard.press('Tab'); // the button
    await page.keyboard.press('Tab'); // the checkbox
    expect(await focused(page)).toBe(`input:${DEFAULTS.mailingList}`);
    await page.keyboard.press('Space');
    expect(await restock.mailingList.locator('input').isChecked()).toBe(true);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect.poll(() => isFocused(restock.email)).toBe(true);
    const answered = answerOf(page, 'POST', SIGNUP);
    await page.keyboard.press('Enter');
    const response = await answered;
    expect(response.status()).toBe(200);

    expect(captchaLoads, 'the captcha script loads once, on the first send').toHaveLength(1);
    expect(
      sendingCode.map((requests) => requests.length),
      'the send loaded none of its code again',
    ).toEqual([1, 1, 1]);
    expect(new URL(captchaLoads[0]!.url()).searchParams.get('render')).toBe('demo-captcha-site-key');
    expect(signups).toHaveLength(1);
    const body = signups[0]!.postDataJSON() as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual([
      'isJoinMailingList',
      'productId',
      'recaptchaEnterpriseV3Token',
      'siteVisitorEmail',
      'variantId',
    ]);
    expect(body).toMatchObject({
      isJoinMailingList: true,
      productId: demoProductJson('linen-shirt').id,
      siteVisitorEmail: email,
      variantId: variantIdOf('linen-shirt', { Size: 'M', Colour: 'Navy' }),
    });
    expect(typeof body.recaptchaEnterpriseV3Token).toBe('string');
    expect(body.recaptchaEnterpriseV3Token).not.toBe('');

    // The form gives way to the shop's success text, in a live region.
    await expect.poll(() => restock.status.textContent()).toBe(LINEN.success);
    expect(await page.getByRole('status').filter({ hasText: LINEN.success }).count()).toBe(1);
    expect(await restock.form.count()).toBe(0);
    expect(await signupEvents(page)).toEqual([
      {
        detail: {
          productId: demoProductJson('linen-shirt').id,
          variantId: variantIdOf('linen-shirt', { Size: 'M', Colour: 'Navy' }),
        },
        bubbles: true,
        composed: true,
        target: 'sq-restock-form',
      },
    ]);
    await expectNoViolations(page, 'the Linen Shirt after the restock signup');
    expectNoErrors();
  });

  it('shows the form at once for a sold-out single-variant product, and the Ceramic Mug its own texts before a choice', async () => {
    const { page, expectNoErrors } = await fresh();
    // The server's markup has it already, so it shows before any script runs.
    for (const slug of ['seasonal-mystery-box', 'ceramic-mug']) {
      const markup = await (await page.request.get(`/shop/p/${slug}`)).text();
      expect(markup, slug).toMatch(
        /<sq-restock-form data-state="shown" data-sq-server="sq[0-9a-z]+-"><p class="sq-restock-form__success" role="status"><\/p><form /,
      );
    }
    await openShopPage(page, '/shop/p/seasonal-mystery-box');
    let restock = restockForm(page);
    expect(await restock.host.isVisible()).toBe(true);
    expect(await restock.host.getAttribute('data-state')).toBe('shown');
    expect(await restock.cta.textContent()).toBe(MYSTERY.cta);
    expect(await restock.submit.textContent()).toBe(MYSTERY.button);
    expect(await restock.email.getAttribute('placeholder')).toBe(DEFAULTS.placeholder);
    expect(await restock.mailingList.textContent()).toBe(` ${DEFAULTS.mailingList}`);
    expect(await page.locator('sq-add-to-cart button').first().textContent()).toBe('Sold Out');
    await expectNoViolations(page, 'the Seasonal Mystery Box with its restock form');

    await openShopPage(page, '/shop/p/ceramic-mug');
    restock = restockForm(page);
    await recordSignups(page);
    expect(await page.getByLabel('Glaze').inputValue()).toBe('');
    expect(await restock.host.isVisible()).toBe(true);
    expect(await restock.cta.textContent()).toBe(MUG.cta);
    expect(await restock.submit.textContent()).toBe(MUG.button);
    expect(await restock.email.getAttribute('placeholder')).toBe(MUG.placeholder);
    expect(await restock.mailingList.textContent()).toBe(` ${MUG.mailingList}`);
    await expectNoViolations(page, 'the Ceramic Mug with its restock form');

    // Before a choice the signup is for White, the first view shown by default.
    const signups = watchRequests(page, SIGNUP, 'POST');
    await signUpWithMouse(page, uniqueEmail('mug'));
    expect(await restock.status.textContent()).toBe(MUG.success);
    const white = variantIdOf('ceramic-mug', { Glaze: 'White' });
    expect(signups[0]?.postDataJSON()).toMatchObject({ variantId: white, isJoinMailingList: false });
    expect(await signupEvents(page)).toMatchObject([
      { detail: { productId: demoProductJson('ceramic-mug').id, variantId: white } },
    ]);
    expectNoErrors();
  });

  it("keeps the address through a failed signup and shows the server's message as text", async () => {
    const { page, expectNoErrors } = await fresh();
    await openShopPage(page, '/shop/p/seasonal-mystery-box');
    const restock = restockForm(page);
    const email = uniqueEmail('failed');
    let answer = { status: 500, body: '{}' };
    await page.route(`**${SIGNUP}`, (route) =>
      route.fulfill({ status: answer.status, body: answer.body, contentType: 'application/json' }),
    );

    await restock.email.fill(email);
    let answered = answerOf(page, 'POST', SIGNUP);
    await restock.submit.click();
    expect((await answered).status()).toBe(500);
    await expect.poll(() => restock.error.textContent()).toBe('Unable to submit form. Please try again later.');
    expect(await restock.email.inputValue()).toBe(email);
    expect(await restock.form.count()).toBe(1);
    expect(await restock.status.textContent()).toBe('');
    await expect.poll(() => restock.submit.textContent()).toBe(MYSTERY.button);
    await expectNoViolations(page, 'the restock form after a failed signup');

    answer = { status: 409, body: JSON.stringify({ message: 'Already <b>on</b> the list.' }) };
    answered = answerOf(page, 'POST', SIGNUP);
    await restock.submit.click();
    expect((await answered).status()).toBe(409);
    await expect.poll(() => restock.error.textContent()).toBe('Already <b>on</b> the list.');
    expect(await restock.error.locator('b').count(), 'the message is text, not markup').toBe(0);
    expect(await restock.email.inputValue()).toBe(email);
    expect(await restock.form.count()).toBe(1);
    expectNoErrors(FAILED_CALL);
  });
});

describe("the owner's restock sign-ups", () => {
  it("lists every group, opens a variant's sign-ups and sends its notices after a confirmation", async () => {
    const { page, expectNoErrors } = await fresh();
    const productId = demoProductJson('linen-shirt').id;
    const variantId = variantIdOf('linen-shirt', { Size: 'M', Colour: 'Navy' });
    const email = uniqueEmail('owner');
    await openShopPage(page, '/shop/p/linen-shirt');
    await page.getByLabel('Size').selectOption('M');
    await page.getByLabel('Colour').selectOption('Navy');
    await restockForm(page).email.waitFor();
    await signUpWithMouse(page, email);

    // Every text the status line shows, from the first moment of the page.
    await page.addInitScript(() => {
      const log: string[] = [];
      (window as unknown as { __sqStatus: string[] }).__sqStatus = log;
      new MutationObserver(() => {
        const text = document.querySelector('sq-restock-manager .sq-restock-manager__status')?.textContent ?? null;
        if (text !== null && text !== log.at(-1)) log.push(text);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    const groupPages: { cursor: string | null; body: Promise<unknown> }[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname === GROUPS)
        groupPages.push({ cursor: url.searchParams.get('cursor'), body: response.json() as Promise<unknown> });
    });
    await signInAsOwner(page, '/config/restock');
    const manager = page.locator('sq-restock-manager');
    const table = manager.locator('table.sq-restock-manager__groups');
    await table.waitFor();

    type GroupsPage = {
      signUpGroups: { productId: string; variantId: string; pendingCount: number; notifiedCount: number }[];
      hasNextPage: boolean;
      nextPageCursor: string | null;
    };
    const pages = (await Promise.all(groupPages.map((p) => p.body))) as GroupsPage[];
    expect(pages.length, 'the demo sign-ups fill several pages').toBeGreaterThanOrEqual(2);
    expect(groupPages[0]?.cursor).toBe('');
    pages.forEach((p, index) => {
      expect(p.hasNextPage).toBe(index < pages.length - 1);
      if (index > 0) expect(groupPages[index]?.cursor).toBe(pages[index - 1]?.nextPageCursor);
    });
    const groups = pages.flatMap((p) => p.signUpGroups);
    const statusLog = await page.evaluate(() => (window as unknown as { __sqStatus: string[] }).__sqStatus);
    const progress = statusLog.filter((text) => text.startsWith('Loading sign-ups… ('));
    expect(progress.length, `status texts: ${JSON.stringify(statusLog)}`).toBeGreaterThanOrEqual(1);
    expect(progress.every((text) => /^Loading sign-ups… \(\d+ so far\)$/.test(text))).toBe(true);
    expect(await manager.locator('.sq-restock-manager__status').textContent()).toBe('');
    expect(await table.locator('caption').textContent()).toBe('Restock sign-ups');
    expect(await table.locator('tr.sq-restock-manager__group').count()).toBe(groups.length);

    const ours = groups.find((group) => group.productId === productId && group.variantId === variantId);
    expect(ours, 'the Linen Shirt (M, Navy) group').toBeDefined();
    const waiting = ours!.pendingCount;
    const notified = ours!.notifiedCount;
    expect(waiting).toBeGreaterThanOrEqual(1);
    const row = table
      .locator('tr.sq-restock-manager__group')
      .filter({ has: page.locator('th', { hasText: /^Linen Shirt$/ }) })
      .filter({ has: page.locator('td', { hasText: /^Size: M, Colour: Navy$/ }) });
    expect(await row.count()).toBe(1);
    const cells = () => row.locator('th, td').allTextContents();
    expect((await cells()).slice(0, 5)).toEqual([
      'Linen Shirt',
      'Size: M, Colour: Navy',
      String(waiting),
      String(notified),
      'Out of stock',
    ]);
    await expectNoViolations(page, '/config/restock');

    // The variant's sign-ups, the new one among them.
    const name = 'Linen Shirt (Size: M, Colour: Navy)';
    const view = page.getByRole('button', { name: `View sign-ups for ${name}`, exact: true });
    await view.click();
    expect(await view.getAttribute('aria-expanded')).toBe('true');
    const list = manager.locator('table.sq-restock-manager__sign-ups');
    await list.waitFor();
    expect(await list.locator('caption').textContent()).toBe(`Sign-ups for ${name}`);
    const mine = list.locator('tbody tr').filter({ has: page.locator('td', { hasText: email }) });
    expect(await mine.count()).toBe(1);
    expect(await mine.locator('td').nth(0).textContent()).toBe(email);
    expect(await mine.locator('td').nth(2).textContent()).toBe('No');
    expect(await mine.locator('td').nth(3).textContent()).toBe('Waiting');
    expect(await list.locator('tbody tr').count()).toBe(waiting + notified);

    // Send: a confirmation with focus on Cancel; Escape sends nothing and gives focus back.
    const sends = watchRequests(page, `${SIGNUP}/send`, 'POST');
    const sendButton = page.getByRole('button', { name: `Send notices for ${name}`, exact: true });
    await sendButton.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Send restock notices?' });
    await dialog.waitFor();
    const question =
      waiting === 1
        ? `Send a restock notice to 1 person for ${name}? This variant is still out of stock.`
        : `Send restock notices to ${waiting} people for ${name}? This variant is still out of stock.`;
    expect(await dialog.locator('.sq-alert-dialog__message').textContent()).toBe(question);
    const cancel = dialog.getByRole('button', { name: 'Cancel', exact: true });
    await expect.poll(() => isFocused(cancel)).toBe(true);
    await expectNoViolations(page, '/config/restock with the confirmation open');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => isFocused(sendButton)).toBe(true);
    expect(sends, 'Escape sends nothing').toHaveLength(0);

    // Again, and Send.
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    const sent = answerOf(page, 'POST', `${SIGNUP}/send`);
    const reloaded = answerOf(page, 'GET', GROUPS);
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    const sentResponse = await sent;
    expect(sentResponse.status()).toBe(200);
    expect(await sentResponse.json()).toEqual({ sent: waiting });
    expect(sends.map((request) => request.postDataJSON())).toEqual([{ productId, variantId }]);
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(() => manager.locator('.sq-restock-manager__status').textContent())
      .toBe(waiting === 1 ? 'Sent 1 notice.' : `Sent ${waiting} notices.`);
    await reloaded;
    await expect.poll(async () => (await cells()).slice(2, 4)).toEqual(['0', String(notified + waiting)]);
    await expect.poll(() => mine.locator('td').nth(3).textContent()).toMatch(/^Notified \w{3} \d{1,2}, \d{4}$/);
    expect(await sendButton.getAttribute('aria-disabled')).toBe('true');
    expectNoErrors();

    // The outbox holds the notice.
    await page.goto('/config/outbox');
    const notice = page.locator('tr.outbox__notice').filter({ has: page.locator('td', { hasText: email }) });
    expect(await notice.count()).toBe(1);
    expect(await notice.locator('td').nth(1).textContent()).toBe(email);
    expect(await notice.locator('summary').textContent()).toBe('Linen Shirt (M, Navy) is back in stock');
    expect(await notice.locator('td').nth(3).getByRole('link').textContent()).toBe('Linen Shirt');
    expect(await notice.locator('td').nth(3).getByRole('link').getAttribute('href')).toMatch(/\/shop\/p\/linen-shirt$/);
    await expectNoViolations(page, '/config/outbox');
    expectNoErrors();
  });
});

/** The badge's message as a visitor reads it: its text without what is hidden from assistive technology. */
function badgeText(page: Page): Promise<string> {
  return page
    .locator('sq-product[page-type="pdp"] sq-afterpay-badge .sq-afterpay-badge__message')
    .evaluate((message) => {
      const copy = message.cloneNode(true) as Element;
      for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
      return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
    });
}

const badgeOf = (page: Page) => page.locator('sq-product[page-type="pdp"] sq-afterpay-badge');

describe('instalments (Afterpay)', () => {
  it('shows 4 payments in range only, and opens its modal by keyboard and mouse without running its script', async () => {
    const { page, expectNoErrors } = await fresh();
    for (const slug of ['trail-sneakers', 'field-guide-pdf']) {
      await openShopPage(page, `/shop/p/${slug}`);
      const badge = badgeOf(page);
      expect(await badge.count(), slug).toBe(1);
      expect(await badge.isHidden(), `${slug}: no badge`).toBe(true);
      expect(await badge.getAttribute('data-state')).toBe('none');
      expect(await badge.locator('button').count()).toBe(0);
    }

    const modalRequests = watchRequests(page, AFTERPAY_PAGE);
    await openShopPage(page, '/shop/p/linen-shirt');
    await page.evaluate(() => {
      const messages: unknown[] = [];
      (window as unknown as { __sqMessages: unknown[] }).__sqMessages = messages;
      window.addEventListener('message', (event) => messages.push(event.data));
    });
    const badge = badgeOf(page);
    expect(await badge.isVisible()).toBe(true);
    expect(await badgeText(page)).toBe('or 4 interest-free payments of $12.00 with Afterpay');
    expect(await badge.locator('.sq-afterpay-badge__amount').textContent()).toBe('$12.00');
    const logo = badge.getByRole('button', { name: 'Afterpay', exact: true });
    const info = badge.getByRole('button', { name: 'Learn more about Afterpay', exact: true });
    expect(await logo.count()).toBe(1);
    expect(await info.count()).toBe(1);
    // The info button shows an "i" in a circle, hidden from assistive technology (its name says it).
    expect(await info.locator('[aria-hidden="true"]').count()).toBe(1);
    expect(modalRequests, 'the modal page loads only when the modal opens').toHaveLength(0);

    // By keyboard: Tab to ⓘ, Enter; focus on Close; Tab stays inside; Escape; focus back on ⓘ.
    await tabTo(page, 'button:Learn more about Afterpay');
    const loaded = answerOf(page, 'GET', AFTERPAY_PAGE);
    await page.keyboard.press('Enter');
    const dialog = page.locator('dialog.sq-afterpay-badge__dialog');
    await dialog.waitFor();
    expect((await loaded).status()).toBe(200);
    expect(modalRequests).toHaveLength(1);
    expect(await dialog.evaluate((element) => (element as HTMLDialogElement).open)).toBe(true);
    expect(await page.getByRole('dialog', { name: 'Learn more about Afterpay' }).count()).toBe(1);
    expect(await pageScrolls(page), 'the product page behind holds still').toBe(false);
    const close = dialog.getByRole('button', { name: 'Close', exact: true });
    await expect.poll(() => isFocused(close)).toBe(true);
    const frame = dialog.locator('iframe.sq-afterpay-badge__frame');
    await frame.waitFor();
    expect(await frame.getAttribute('title')).toBe('Learn more about Afterpay');
    expect(await frame.getAttribute('sandbox')).not.toContain('allow-scripts');
    const srcdoc = (await frame.getAttribute('srcdoc')) ?? '';
    expect(srcdoc).toContain('Pay in 4 interest-free payments every 2 weeks');
    expect(srcdoc).not.toMatch(/<script/i);
    // A native modal dialog: Tab and Shift+Tab go round its controls and the browser's own (where
    // the page has no focus at all), never to the page behind it.
    const places: string[] = [];
    for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      places.push(`${key} → ${await focusPlace(page, 'dialog.sq-afterpay-badge__dialog')} (${await focused(page)})`);
    }
    expect(
      places.filter((place) => place.includes('page behind')),
      places.join('; '),
    ).toEqual([]);
    expect(places.filter((place) => place.includes('inside')).length, places.join('; ')).toBeGreaterThan(0);
    for (let i = 0; i < 3 && !(await isFocused(close)); i += 1) await page.keyboard.press('Tab');
    expect(await isFocused(close), 'Tab comes back to Close').toBe(true);
    await expectNoViolations(page, 'the Linen Shirt with the Afterpay modal open');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => isFocused(info)).toBe(true);
    expect(await pageScrolls(page)).toBe(true);

    // By mouse: the logo pill opens it, the close button closes it (focus back on the pill).
    await logo.click();
    await dialog.waitFor();
    await expect.poll(() => isFocused(close)).toBe(true);
    await close.click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => isFocused(logo)).toBe(true);
    // And a click outside it (on the backdrop) closes it too.
    await logo.click();
    await dialog.waitFor();
    const box = await dialog.boundingBox();
    expect(box).not.toBeNull();
    await page.mouse.click(Math.max(2, box!.x / 2), Math.max(2, box!.y / 2));
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => isFocused(logo)).toBe(true);
    expect(modalRequests, 'the modal page is loaded once').toHaveLength(1);

    // Its script never ran: no message came, and the frame's body has no mark.
    // (The frame is gone with the dialog: open it once more to look inside.)
    await logo.click();
    await frame.waitFor();
    const contentFrame = await frame.elementHandle().then((handle) => handle?.contentFrame());
    expect(contentFrame).toBeTruthy();
    await expect.poll(() => contentFrame!.evaluate(() => document.body?.dataset.locale ?? null)).toBe('en_US');
    expect(await contentFrame!.evaluate(() => document.body.getAttribute('data-script-ran'))).toBeNull();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(modalRequests, 'the modal page is loaded once').toHaveLength(1);
    expect(await page.evaluate(() => (window as unknown as { __sqMessages: unknown[] }).__sqMessages)).not.toContain(
      'sq-afterpay-modal-script-ran',
    );
    expectNoErrors();
  });

  it('shows the built-in summary when the modal page cannot be loaded, logging it once', async () => {
    const { page, consoleErrors, pageErrors } = await fresh();
    await page.route(`**${AFTERPAY_PAGE}`, (route) => route.abort());
    await openShopPage(page, '/shop/p/linen-shirt');
    const badge = badgeOf(page);
    await badge.getByRole('button', { name: 'Learn more about Afterpay', exact: true }).click();
    const dialog = page.locator('dialog.sq-afterpay-badge__dialog');
    await dialog.waitFor();
    await expect
      .poll(() => dialog.locator('.sq-afterpay-badge__title').textContent())
      .toBe('Pay in 4 interest-free payments');
    expect(await dialog.locator('.sq-afterpay-badge__summary').textContent()).toBe(
      'Split your purchase into 4 payments, one every 2 weeks. No interest, and no fees when you pay on time. Choose Afterpay at checkout; eligibility criteria apply.',
    );
    expect(await dialog.locator('iframe').count()).toBe(0);
    await expect.poll(() => isFocused(dialog.getByRole('button', { name: 'Close', exact: true }))).toBe(true);
    await expectNoViolations(page, 'the Afterpay modal with the built-in summary');
    // Closed and opened again: the summary again, without another try (nor another error).
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await badge.getByRole('button', { name: 'Afterpay', exact: true }).click();
    await dialog.waitFor();
    expect(await dialog.locator('.sq-afterpay-badge__title').textContent()).toBe('Pay in 4 interest-free payments');
    expect(pageErrors).toEqual([]);
    // Chromium's own line for the aborted call aside, the badge logs exactly one error.
    const network = `Failed to load resource: net::ERR_FAILED (${baseUrl()}${AFTERPAY_PAGE}:0)`;
    expect(consoleErrors.filter((text) => text === network).length, JSON.stringify(consoleErrors)).toBeLessThanOrEqual(
      1,
    );
    const logged = consoleErrors.filter((text) => text !== network);
    expect(logged, `console errors: ${JSON.stringify(consoleErrors)}`).toHaveLength(1);
    expect(logged[0]).toContain(`could not load ${AFTERPAY_PAGE}`);
  });

  it('follows the chosen variant where prices differ (Stoneware Bowl: Small $18, Large $26)', async () => {
    const { page, expectNoErrors } = await fresh();
    await openShopPage(page, '/shop/p/stoneware-bowl');
    // Before a choice: the lowest price's instalment, as the "from" price.
    expect(await badgeText(page)).toBe('or 4 interest-free payments of $4.50 with Afterpay');
    await page.getByLabel('Size').selectOption('Large');
    await expect.poll(() => badgeText(page)).toBe('or 4 interest-free payments of $6.50 with Afterpay');
    await page.getByLabel('Size').selectOption('Small');
    await expect.poll(() => badgeText(page)).toBe('or 4 interest-free payments of $4.50 with Afterpay');
    expectNoErrors();
  });
});
