/**
 * The cart and custom product forms in a real browser against the demo shop: a product with a form
 * added by keyboard alone ("Required", the server's own per-field error after "Saving…"), its
 * answers on /cart and edited there (with the recalculate events), a typed quantity (one call, the
 * server's totals), remove and Undo, the minimum order subtotal, a refused and an offline change
 * (the cart's popup, nothing typed lost), the cart drawer by keyboard, axe with each dialog open,
 * and the server's cart shown while the visitor's loads (nothing flashes empty).
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it, onTestFinished } from 'vitest';
import { CART_TIMINGS } from '../../stores/cart-edits';
import {
  addThroughApi,
  callLog,
  expectNoViolations,
  expectTimer,
  inputLog,
  launchBrowser,
  newPage,
  openShopPage,
  recordCalls,
  recordLabels,
  timerLate,
  useBrowser,
  waitForLabels,
} from './support';

const fresh = useBrowser();

const ENTRIES = '/api/commerce/shopping-cart/entries';
/** One entry's own path: its quantity (PUT) and its removal (DELETE). */
const ENTRY = /^\/api\/commerce\/shopping-cart\/entries\/[^/]+$/;

/** Chromium logs failed calls as console errors; the tests that provoke one allow it. */
const FAILED_CALL =
  /Failed to load resource: (the server responded with a status of (400|409)|net::ERR_INTERNET_DISCONNECTED)/;

const MUG = 'Engraved Camp Mug';
const TOTE = 'Canvas Tote';
const PRINT = 'Limited Edition Print';
/** The server's own engraving rule (server/README.md): the client cannot predict it. */
const ENGRAVING_RULE = "Engraving can use letters, numbers, spaces and . , ' & - only.";
/** Answers to the mug's form, as the API takes them. */
const MUG_ANSWERS = { engraving: 'Base Camp 2026', font: 'Serif' } as const;
/** The mug's answer rows on /cart for MUG_ANSWERS-like answers: every visible field, "N/A" when empty. */
const answerRows = (engraving: string, font: string) => [
  ['Engraving text', engraving],
  ['Font', font],
  ['Gift message', 'N/A'],
  ["Recipient's email", 'N/A'],
  ['Deliver by', 'N/A'],
  ['Gift wrap', 'N/A'],
];

/** The answer of the visitor's cart call (`GET /api/commerce/shopping-cart`) a page about to load makes. */
const cartLoaded = (page: Page) =>
  page.waitForResponse(
    (response) =>
      response.request().method() === 'GET' && new URL(response.url()).pathname === '/api/commerce/shopping-cart',
  );

/**
 * Opens /cart (a page without add buttons) and waits for the cart and the pill to be live and the
 * visitor's cart to have loaded (until it has, the elements show an empty cart: see the last test).
 */
async function openCart(page: Page): Promise<void> {
  const loaded = cartLoaded(page);
  await page.goto('/cart');
  await loaded;
  await page.waitForFunction(() =>
    ['sq-cart', 'sq-cart-pill'].every((tag) => document.querySelector(tag)?.matches(':defined')),
  );
}

/** A cart entry (in the page's one `<sq-cart>`) by its title. */
const entryOf = (page: Page, title: string) =>
  page.locator('sq-cart .sq-cart__entry').filter({ has: page.getByRole('link', { name: title, exact: true }) });
const quantityOf = (page: Page, title: string) => page.getByLabel(`Quantity of ${title}`, { exact: true });
const priceOf = (page: Page, title: string) => entryOf(page, title).locator('.sq-cart__price').textContent();

/** An entry's answer rows, [title, value]. */
const answersOf = (entry: Locator) =>
  entry
    .locator('.sq-cart__answers > div')
    .evaluateAll((rows) =>
      rows.map((row) => [row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent]),
    );

/** The cart's totals, one "Label value" text a row. */
const totalsOf = (page: Page) =>
  page
    .locator('sq-cart .sq-cart__total')
    .evaluateAll((rows) =>
      rows.map((row) => `${row.querySelector('dt')?.textContent} ${row.querySelector('dd')?.textContent}`),
    );

const pillCount = (page: Page) => page.locator('sq-cart-pill .sq-cart-pill__count').textContent();
const pillSubtotal = (page: Page) => page.locator('sq-cart-pill .sq-cart-pill__subtotal').textContent();

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/** Replaces an entry's quantity by typing `text`, key by key, as a visitor does. */
async function typeQuantity(page: Page, title: string, text: string): Promise<void> {
  await quantityOf(page, title).focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type(text, { delay: 50 });
}

/** Calls made with `method` to a path matching `path`, with their bodies, from now on (their times: `recordCalls`). */
function watchCalls(page: Page, method: string, path: RegExp): { path: string; body: unknown }[] {
  const calls: { path: string; body: unknown }[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() === method && path.test(pathname)) {
      calls.push({ path: pathname, body: request.postDataJSON() });
    }
  });
  return calls;
}

/** The answer of the next call with `method` to a path matching `path`. */
const answerOf = (page: Page, method: string, path: RegExp) =>
  page.waitForResponse(
    (response) => response.request().method() === method && path.test(new URL(response.url()).pathname),
  );

/**
 * Records, on the page's clock, every text the first element matching `selector` shows (null while
 * there is none), with a MutationObserver (so a text shown for a moment is caught). Read it with
 * `textLog`.
 */
async function recordTexts(page: Page, selector: string): Promise<void> {
  await page.evaluate((wanted) => {
    const read = () => document.querySelector(wanted)?.textContent ?? null;
    const log = [{ text: read(), t: performance.now() }];
    new MutationObserver(() => {
      const now = read();
      if (now !== log.at(-1)?.text) log.push({ text: now, t: performance.now() });
    }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    const holder = window as unknown as { __sqTexts?: Record<string, typeof log> };
    holder.__sqTexts = { ...holder.__sqTexts, [wanted]: log };
  }, selector);
}

const textLog = (page: Page, selector: string) =>
  page.evaluate(
    (wanted) =>
      (window as unknown as { __sqTexts: Record<string, { text: string | null; t: number }[]> }).__sqTexts[wanted] ??
      [],
    selector,
  );

/** The open alert popup: its title and message. */
async function popupOf(page: Page): Promise<{ title: string | null; message: string | null }> {
  const popup = page.locator('[role="alertdialog"]');
  await popup.waitFor({ state: 'visible', timeout: 8000 });
  return {
    title: await popup.locator('.sq-alert-dialog__title').textContent(),
    message: await popup.locator('.sq-alert-dialog__message').textContent(),
  };
}

describe('a product with a custom form', () => {
  it('is added by keyboard alone: "Required", then the server\'s own error after "Saving…", then the add', async () => {
    const { page, expectNoErrors } = await fresh();
    await openShopPage(page, '/shop/p/engraved-camp-mug');
    const add = page.locator('sq-add-to-cart button').first();
    expect(await add.textContent()).toBe('Add To Cart');
    const validations = watchCalls(page, 'POST', /^\/api\/rest\/forms\/validate\//);
    const adds = watchCalls(page, 'POST', /^\/api\/commerce\/shopping-cart\/entries$/);

    await add.focus();
    await page.keyboard.press('Enter');
    const dialog = page.locator('dialog.sq-form-dialog[open]');
    await dialog.waitFor();
    expect(await page.getByRole('dialog', { name: MUG }).count()).toBe(1);
    const engraving = dialog.getByLabel('Engraving text');
    const font = dialog.getByLabel('Font');
    const giftMessage = dialog.getByLabel('Gift message');
    const submit = dialog.locator('button[type="submit"]');
    await expect.poll(() => isFocused(engraving), { timeout: 2000 }).toBe(true);
    expect(await submit.textContent()).toBe('Add To Cart');
    await expectNoViolations(page, 'the product page with the form dialog open');

    // Nothing typed: "Required" at both required fields, focus to the first, nothing sent.
    await submit.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.locator('.sq-field__error').allTextContents()).toEqual(['Required', 'Required']);
    expect(await dialog.locator('.sq-field--text .sq-field__error').textContent()).toBe('Required');
    expect(await dialog.locator('.sq-field--select .sq-field__error').textContent()).toBe('Required');
    expect(await engraving.getAttribute('aria-invalid')).toBe('true');
    expect(await font.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => isFocused(engraving), { timeout: 2000 }).toBe(true);
    expect(validations).toHaveLength(0);
    await expectNoViolations(page, 'the form dialog showing "Required"');

    // An engraving only the server refuses: its message at the field after "Saving…", answers kept.
    await page.keyboard.type('For <3 Sam');
    await page.keyboard.press('Tab');
    expect(await isFocused(font)).toBe(true);
    await page.keyboard.press('ArrowDown');
    expect(await font.inputValue()).toBe('Serif');
    await page.keyboard.press('Tab');
    expect(await isFocused(giftMessage)).toBe(true);
    await page.keyboard.type('Happy trails!');
    await recordTexts(page, 'dialog.sq-form-dialog button[type="submit"]');
    await submit.focus();
    const refused = answerOf(page, 'POST', /^\/api\/rest\/forms\/validate\//);
    await page.keyboard.press('Enter');
    expect((await refused).status()).toBe(400);
    await expect.poll(() => dialog.locator('.sq-field--text .sq-field__error').textContent()).toBe(ENGRAVING_RULE);
    expect(await dialog.locator('.sq-field__error').count()).toBe(1);
    await expect.poll(() => submit.textContent()).toBe('Add To Cart');
    const labels = (await textLog(page, 'dialog.sq-form-dialog button[type="submit"]')).map((entry) => entry.text);
    expect(labels, `submit labels: ${JSON.stringify(labels)}`).toEqual(['Add To Cart', 'Saving…', 'Add To Cart']);
    expect(await engraving.inputValue()).toBe('For <3 Sam');
    expect(await font.inputValue()).toBe('Serif');
    expect(await giftMessage.inputValue()).toBe('Happy trails!');
    await expect.poll(() => isFocused(engraving), { timeout: 2000 }).toBe(true);
    expect(adds).toHaveLength(0);

    // Fixed, another font by keyboard, Enter in the engraving field: closes, focus back, the add.
    await page.keyboard.press('Control+A');
    await page.keyboard.type('For Sam & Jo, 2026');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown');
    expect(await font.inputValue()).toBe('Sans');
    await page.keyboard.press('Shift+Tab');
    expect(await isFocused(engraving)).toBe(true);
    await recordLabels(page);
    const added = answerOf(page, 'POST', /^\/api\/commerce\/shopping-cart\/entries$/);
    await page.keyboard.press('Enter');
    expect((await added).status()).toBe(200);
    expect(adds).toHaveLength(1);
    const sent = adds[0]?.body as { additionalFields: string };
    expect(JSON.parse(sent.additionalFields)).toMatchObject({
      engraving: 'For Sam & Jo, 2026',
      font: 'Sans',
      'gift-message': 'Happy trails!',
    });
    await page.locator('dialog.sq-form-dialog').waitFor({ state: 'detached' });
    await expect.poll(() => isFocused(add), { timeout: 2000 }).toBe(true);
    await waitForLabels(page, ['Adding…', 'Added!']);
    await expect.poll(() => pillCount(page), { timeout: 8000 }).toBe('1');
    expect(await pillSubtotal(page)).toBe('$28.00');
    expectNoErrors(FAILED_CALL);
  });

  it('shows its answers on /cart and edits them in the same dialog, announcing the recalculation', async () => {
    const { page, expectNoErrors } = await fresh();
    await page.goto('/cart');
    await addThroughApi(page, 'engraved-camp-mug', { answers: MUG_ANSWERS });
    await openCart(page);
    const entry = entryOf(page, MUG);
    expect(await answersOf(entry)).toEqual(answerRows('Base Camp 2026', 'Serif'));
    await page.evaluate(() => {
      const log: { type: string; detail: unknown }[] = [];
      const cart = document.querySelector('sq-cart');
      for (const type of ['sq-cart-recalculate-start', 'sq-cart-recalculate-end']) {
        cart?.addEventListener(type, (event) => log.push({ type, detail: (event as CustomEvent).detail }));
      }
      (window as unknown as { __sqRecalculations: typeof log }).__sqRecalculations = log;
    });

    const edit = page.locator(`button[aria-label="Edit ${MUG}"]`);
    expect(await edit.textContent()).toBe('Edit');
    await edit.click();
    const dialog = page.locator('dialog.sq-form-dialog[open]');
    await dialog.waitFor();
    expect(await page.getByRole('dialog', { name: MUG }).count()).toBe(1);
    const engraving = dialog.getByLabel('Engraving text');
    expect(await engraving.inputValue()).toBe('Base Camp 2026');
    expect(await dialog.getByLabel('Font').inputValue()).toBe('Serif');
    expect(await dialog.getByLabel('Gift message').inputValue()).toBe('');
    const submit = dialog.locator('button[type="submit"]');
    expect(await submit.textContent()).toBe('Save');
    await expect.poll(() => isFocused(engraving), { timeout: 2000 }).toBe(true);

    await engraving.fill('Summit Club 2026');
    const saved = answerOf(page, 'PUT', /^\/api\/commerce\/shopping-cart\/entries\/[^/]+\/additionalFields$/);
    await submit.click();
    expect((await saved).status()).toBe(200);
    await page.locator('dialog.sq-form-dialog').waitFor({ state: 'detached' });
    await expect.poll(() => answersOf(entry)).toEqual(answerRows('Summit Club 2026', 'Serif'));
    await expect.poll(() => isFocused(edit), { timeout: 2000 }).toBe(true);
    const events = await page.evaluate(
      () => (window as unknown as { __sqRecalculations: { type: string }[] }).__sqRecalculations,
    );
    expect(events.map((event) => event.type)).toEqual(['sq-cart-recalculate-start', 'sq-cart-recalculate-end']);

    await openCart(page);
    expect(await answersOf(entryOf(page, MUG))).toEqual(answerRows('Summit Club 2026', 'Serif'));
    expectNoErrors();
  });
});

describe('the cart', () => {
  it('sends one call for a typed "12", then shows the server\'s line price and totals, and the pill follows', async () => {
    const { page, expectNoErrors } = await fresh();
    await page.goto('/cart');
    const id = await addThroughApi(page, 'canvas-tote');
    await openCart(page);
    expect(await totalsOf(page)).toEqual(['Subtotal $18.00', 'Shipping $6.00', 'Tax $1.44', 'Total $25.44']);
    expect(await pillCount(page)).toBe('1');

    const puts = watchCalls(page, 'PUT', ENTRY);
    await recordCalls(page);
    const answered = answerOf(page, 'PUT', ENTRY);
    await typeQuantity(page, TOTE, '12');
    expect((await answered).status()).toBe(200);
    expect(puts).toEqual([{ path: `${ENTRIES}/${id}`, body: { quantity: 12 } }]);
    // Sent once the visitor stopped typing (CART_TIMINGS.quantityDebounce), not per keystroke:
    // from the last keystroke's input to the call, on the page's clock.
    const [sent] = await callLog(page, 'PUT', ENTRY);
    const typed = (await inputLog(page)).filter((input) => input.type === 'input' && input.t < sent!.sent).at(-1);
    expectTimer(sent!.sent - typed!.t, CART_TIMINGS.quantityDebounce, 'from the last keystroke to the PUT');

    // 12 × $18.00 = $216.00: 10% off from $200.00, free shipping from $75.00, 8% tax on the rest.
    await expect.poll(() => priceOf(page, TOTE)).toBe('$216.00');
    expect(await totalsOf(page)).toEqual([
      'Subtotal $216.00',
      'Discount −$21.60',
      'Shipping $0.00',
      'Tax $15.55',
      'Total $209.95',
    ]);
    await expect.poll(() => pillCount(page)).toBe('12');
    expect(await pillSubtotal(page)).toBe('$216.00');
    await page.waitForTimeout(CART_TIMINGS.quantityDebounce + 300);
    expect(puts).toHaveLength(1);
    expect(await quantityOf(page, TOTE).inputValue()).toBe('12');
    expectNoErrors();
  });

  it('removes an entry with one call at once, puts it back with Undo (focused), and drops Undo after 6 s', async () => {
    const { page, expectNoErrors } = await fresh();
    await page.goto('/cart');
    await addThroughApi(page, 'engraved-camp-mug', { quantity: 2, answers: MUG_ANSWERS });
    await addThroughApi(page, 'canvas-tote');
    await openCart(page);
    const mug = entryOf(page, MUG);
    expect(await answersOf(mug)).toEqual(answerRows('Base Camp 2026', 'Serif'));
    expect(await quantityOf(page, MUG).inputValue()).toBe('2');

    const deletes = watchCalls(page, 'DELETE', ENTRY);
    await recordCalls(page);
    await page.locator(`button[aria-label="Remove ${MUG}"]`).click();
    await mug.waitFor({ state: 'detached' });
    expect(deletes).toHaveLength(1);
    // At once: the press itself sends it (in the click's task, before any timer), not a timer later.
    const [removal] = await callLog(page, 'DELETE', ENTRY);
    expect(removal?.during?.type, 'the DELETE leaves at once').toBe('click');
    const line = page.locator('sq-cart .sq-cart__undo');
    expect(await line.evaluate((element) => element.firstChild?.textContent)).toBe(`${MUG} removed.`);
    expect(await line.textContent()).toBe(`${MUG} removed. Undo`);
    const undo = line.getByRole('button', { name: 'Undo', exact: true });
    await expect.poll(() => isFocused(undo), { timeout: 2000 }).toBe(true);
    expect(await page.locator('sq-cart .sq-cart__entry').count()).toBe(1);
    await expect.poll(() => pillCount(page)).toBe('1');

    const restored = answerOf(page, 'POST', /^\/api\/commerce\/shopping-cart\/entries$/);
    await page.keyboard.press('Enter');
    expect((await restored).status()).toBe(200);
    await mug.waitFor();
    expect(await quantityOf(page, MUG).inputValue()).toBe('2');
    expect(await answersOf(mug)).toEqual(answerRows('Base Camp 2026', 'Serif'));
    expect(await priceOf(page, MUG)).toBe('$56.00');
    await line.waitFor({ state: 'detached' });
    await expect.poll(() => pillCount(page)).toBe('3');
    expect(deletes).toHaveLength(1);

    // Removed again and left alone: the Undo line goes after CART_TIMINGS.undoDuration.
    await page.evaluate(() => {
      const seen: { shown?: number; hidden?: number } = {};
      new MutationObserver(() => {
        const open = document.querySelector('sq-cart .sq-cart__undo');
        if (open && seen.shown === undefined) seen.shown = performance.now();
        if (!open && seen.shown !== undefined && seen.hidden === undefined) seen.hidden = performance.now();
      }).observe(document.body, { childList: true, subtree: true });
      (window as unknown as { __sqUndo: typeof seen }).__sqUndo = seen;
    });
    await page.locator(`button[aria-label="Remove ${TOTE}"]`).click();
    await line.waitFor();
    expect(await line.evaluate((element) => element.firstChild?.textContent)).toBe(`${TOTE} removed.`);
    await line.waitFor({
      state: 'detached',
      timeout: CART_TIMINGS.undoDuration + timerLate(CART_TIMINGS.undoDuration) + 3000,
    });
    const { shown, hidden } = await page.evaluate(
      () => (window as unknown as { __sqUndo: { shown?: number; hidden?: number } }).__sqUndo,
    );
    expectTimer(hidden! - shown!, CART_TIMINGS.undoDuration, 'how long Undo stays');
    expect(await page.locator('sq-cart .sq-cart__entry').count()).toBe(1);
    expect(await entryOf(page, TOTE).count()).toBe(0);
    expect(deletes).toHaveLength(2);
    expectNoErrors();
  });

  it('holds checkout below the $15.00 minimum order subtotal and lets it through above', async () => {
    const { page, expectNoErrors } = await fresh();
    await openShopPage(page, '/shop/p/enamel-pin');
    expect(await page.locator('sq-add-to-cart button').first().textContent()).toBe('Buy Now');
    // Buy Now is express checkout: the $9 pin goes in through the API, from the page's own product JSON.
    const status = await page.evaluate(async () => {
      const script = document.querySelector('sq-product > script[type="application/json"]');
      const item = JSON.parse(script?.textContent ?? '{}');
      const crumb = /(?:^|;\s*)crumb=([^;]+)/.exec(document.cookie)?.[1] ?? '';
      const response = await fetch('/api/commerce/shopping-cart/entries', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': decodeURIComponent(crumb) },
        body: JSON.stringify({
          itemId: item.id,
          sku: item.structuredContent.variants[0].sku,
          quantity: 1,
          additionalFields: null,
        }),
      });
      return response.status;
    });
    expect(status).toBe(200);

    await openCart(page);
    const minimum = page.locator('sq-cart .sq-cart__minimum');
    const checkout = page.getByRole('button', { name: 'Checkout', exact: true });
    expect(await minimum.textContent()).toBe('To check out, your order subtotal must be $15.00 or more.');
    expect(await checkout.isDisabled()).toBe(true);
    expect(await checkout.getAttribute('aria-describedby')).toBe(await minimum.getAttribute('id'));

    const answered = answerOf(page, 'PUT', ENTRY);
    await typeQuantity(page, 'Enamel Pin', '2');
    expect((await answered).status()).toBe(200);
    await minimum.waitFor({ state: 'detached' });
    expect(await checkout.isEnabled()).toBe(true);
    expect(await priceOf(page, 'Enamel Pin')).toBe('$18.00');

    const landed = page.waitForResponse((response) => new URL(response.url()).pathname === '/commerce/goto-checkout');
    await checkout.click();
    expect((await landed).status()).toBe(200);
    await page.waitForURL(/\/commerce\/goto-checkout\??$/);
    expect(await page.locator('h1').textContent()).toBe('Checkout');
    const main = (await page.locator('main').textContent()) ?? '';
    expect(main).toContain('Enamel Pin');
    expect(main).toContain('$18.00');
    expect(main).not.toContain('subtotal must be');
    expectNoErrors();
  });

  it('loses nothing typed when a quantity change is refused or made offline', async () => {
    const { page, context, expectNoErrors } = await fresh();
    await page.goto('/cart');
    await addThroughApi(page, 'canvas-tote');
    await openCart(page);
    const quantity = quantityOf(page, TOTE);
    const puts = watchCalls(page, 'PUT', ENTRY);

    // Beyond the tote's stock of 50: the server's message under "Unable to update quantity".
    const refused = answerOf(page, 'PUT', ENTRY);
    await typeQuantity(page, TOTE, '51');
    expect((await refused).status()).toBe(409);
    expect(await popupOf(page)).toEqual({
      title: 'Unable to update quantity',
      message: 'Sorry, we do not have enough of that item available.',
    });
    expect(await page.getByRole('alertdialog', { name: 'Unable to update quantity' }).count()).toBe(1);
    expect(await quantity.inputValue()).toBe('51');
    expect(await priceOf(page, TOTE)).toBe('$18.00');
    await page.keyboard.press('Escape');
    await page.locator('[role="alertdialog"]').waitFor({ state: 'detached' });
    expect(await quantity.inputValue()).toBe('51');
    expect(await pillCount(page)).toBe('1');

    // Offline: "Please check your internet connection.", the typed value kept, sent once back online.
    await context.setOffline(true);
    await typeQuantity(page, TOTE, '3');
    expect(await popupOf(page)).toEqual({
      title: 'Unable to update quantity',
      message: 'Please check your internet connection.',
    });
    expect(await quantity.inputValue()).toBe('3');
    await page.locator('[role="alertdialog"] button').click();
    await page.locator('[role="alertdialog"]').waitFor({ state: 'detached' });
    expect(await quantity.inputValue()).toBe('3');
    expect(await priceOf(page, TOTE)).toBe('$18.00');

    await context.setOffline(false);
    const answered = answerOf(page, 'PUT', ENTRY);
    await quantity.focus();
    await page.keyboard.press('Enter');
    expect((await answered).status()).toBe(200);
    await expect.poll(() => priceOf(page, TOTE)).toBe('$54.00');
    expect(await quantity.inputValue()).toBe('3');
    await expect.poll(() => pillCount(page)).toBe('3');
    // One call each: the popup taking focus from the field sends nothing again.
    expect(puts.map((call) => call.body)).toEqual([{ quantity: 51 }, { quantity: 3 }, { quantity: 3 }]);
    expectNoErrors(FAILED_CALL);
  });

  it('holds the page behind the drawer still, without moving it sideways, and lets it scroll again once closed', async () => {
    // A browser that draws its scrollbars beside the page, as a desktop one does.
    const browser = await launchBrowser({ scrollbars: true });
    onTestFinished(() => browser.close());
    const { page, expectNoErrors, close } = await newPage(browser);
    onTestFinished(close);
    await page.setViewportSize({ width: 800, height: 400 });
    await page.goto('/cart');
    await addThroughApi(page, 'canvas-tote');
    await openShopPage(page, '/shop/p/linen-shirt');
    const scroll = () =>
      page.evaluate(async () => {
        // A wheel scrolls on the compositor: two frames later the page's offset says where it went.
        await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
        return { y: scrollY, width: document.body.clientWidth };
      });
    expect(await page.evaluate(() => document.documentElement.scrollHeight > innerHeight)).toBe(true);
    const atRest = await scroll();
    expect(await page.evaluate(() => innerWidth)).toBeGreaterThan(atRest.width); // a scrollbar beside the page

    const pill = page.locator('sq-cart-pill a.sq-cart-pill__link');
    await pill.hover();
    await page.waitForFunction(() => !document.querySelector('sq-cart-pill')?.hasAttribute('data-sq-server'));
    await pill.click();
    await page.locator('dialog.sq-cart-drawer[open] sq-cart .sq-cart__entry').waitFor();
    const open = await scroll();
    // The page's scrollbar is gone while it is open, its room kept: nothing behind moved.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    expect(open.width).toBe(atRest.width);
    await page.mouse.move(10, 300);
    await page.mouse.wheel(0, 300);
    expect((await scroll()).y).toBe(open.y);

    await page.keyboard.press('Escape');
    await page.locator('dialog.sq-cart-drawer').waitFor({ state: 'detached' });
    expect((await scroll()).width).toBe(atRest.width);
    await page.mouse.wheel(0, 300);
    await expect.poll(async () => (await scroll()).y).toBeGreaterThan(open.y);
    expectNoErrors();
  });

  it('opens in a drawer from the pill by keyboard, keeps focus in, and closes on Escape and outside', async () => {
    const { page, expectNoErrors } = await fresh();
    await page.goto('/cart');
    await addThroughApi(page, 'canvas-tote');
    const loaded = cartLoaded(page);
    await openShopPage(page, '/shop/p/linen-shirt');
    await loaded;
    const pill = page.locator('sq-cart-pill a.sq-cart-pill__link');
    await expect.poll(() => pillCount(page)).toBe('1');
    const path: string[] = [];
    for (let i = 0; i < 12 && !(await isFocused(pill)); i += 1) {
      await page.keyboard.press('Tab');
      path.push(await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 60) ?? 'none'));
    }
    expect(await isFocused(pill), `Tab went ${path.join(' → ')}`).toBe(true);
    // Focus wakes the server-rendered pill (a press before that is held until it is awake: the
    // phone tests in resume.test.ts): Enter once it is awake, as a visitor's Tab and Enter come apart.
    await page.waitForFunction(() => !document.querySelector('sq-cart-pill')?.hasAttribute('data-sq-server'));

    await page.keyboard.press('Enter');
    const drawer = page.locator('dialog.sq-cart-drawer[open]');
    await drawer.waitFor();
    expect(await page.getByRole('dialog', { name: 'Your cart' }).count()).toBe(1);
    await drawer.locator('sq-cart .sq-cart__entry').waitFor();
    const close = drawer.getByRole('button', { name: 'Close cart', exact: true });
    await expect.poll(() => isFocused(close), { timeout: 2000 }).toBe(true);
    await expectNoViolations(page, 'a product page with the cart drawer open');

    const seen: string[] = [];
    for (let i = 0; i < 15; i += 1) {
      await page.keyboard.press('Tab');
      const where = await page.evaluate(() => {
        const active = document.activeElement;
        if (!active || active === document.body) return 'body';
        const inside = document.querySelector('dialog.sq-cart-drawer')?.contains(active);
        return `${inside ? 'in' : 'OUT'} ${active.outerHTML.slice(0, 60)}`;
      });
      seen.push(where);
      expect(where.startsWith('OUT'), `focus left the drawer after ${i + 1} Tabs: ${seen.join(' → ')}`).toBe(false);
    }
    expect(seen.filter((where) => where.includes('sq-cart-drawer__close')).length).toBeGreaterThan(0);

    // A quantity changed in the drawer updates the pill behind it.
    const answered = answerOf(page, 'PUT', ENTRY);
    await typeQuantity(page, TOTE, '3');
    expect((await answered).status()).toBe(200);
    await expect.poll(() => pillCount(page)).toBe('3');
    expect(await pillSubtotal(page)).toBe('$54.00');
    expect(await priceOf(page, TOTE)).toBe('$54.00');

    await page.keyboard.press('Escape');
    await page.locator('dialog.sq-cart-drawer').waitFor({ state: 'detached' });
    await expect.poll(() => isFocused(pill), { timeout: 2000 }).toBe(true);

    await page.keyboard.press('Enter');
    await drawer.waitFor();
    await page.mouse.click(10, 300);
    await page.locator('dialog.sq-cart-drawer').waitFor({ state: 'detached' });
    expect(await pillCount(page)).toBe('3');
    expectNoErrors();
  });

  it('has no axe violations on /cart with entries (one with answers) and with the popup open', async () => {
    const { page, expectNoErrors } = await fresh();
    await page.goto('/cart');
    await addThroughApi(page, 'engraved-camp-mug', { answers: MUG_ANSWERS });
    await addThroughApi(page, 'canvas-tote');
    await addThroughApi(page, 'limited-edition-print');
    await openCart(page);
    expect(await page.locator('sq-cart .sq-cart__entry').count()).toBe(3);
    await expectNoViolations(page, '/cart with three entries');

    const refused = answerOf(page, 'PUT', ENTRY);
    await typeQuantity(page, PRINT, '2');
    expect((await refused).status()).toBe(409);
    expect(await popupOf(page)).toEqual({
      title: 'Unable to update quantity',
      message: `Limit 1 per order for ${PRINT}.`,
    });
    await expectNoViolations(page, '/cart with the "Unable to update quantity" popup open');
    await page.locator('[role="alertdialog"] button').click();
    await page.locator('[role="alertdialog"]').waitFor({ state: 'detached' });
    await expect.poll(() => isFocused(quantityOf(page, PRINT)), { timeout: 2000 }).toBe(true);
    expect(await quantityOf(page, PRINT).inputValue()).toBe('2');
    expectNoErrors(FAILED_CALL);
  });

  it("shows the server's cart while the visitor's cart loads: never an empty cart, the pill stays", async () => {
    const { page, expectNoErrors } = await fresh();
    await page.goto('/cart');
    await addThroughApi(page, 'engraved-camp-mug', { answers: MUG_ANSWERS });
    await addThroughApi(page, 'canvas-tote');
    // Every state of the live (defined) cart and pill from the first markup on, on each page.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __sqSeen: string[] }).__sqSeen = seen;
      const read = () => {
        const cart = document.querySelector('sq-cart:defined');
        const pill = document.querySelector<HTMLElement>('sq-cart-pill:defined');
        const parts: string[] = [];
        if (cart) {
          const empty = cart.querySelector('.sq-cart__empty p')?.textContent;
          parts.push(`cart: ${cart.querySelectorAll('.sq-cart__entry').length} entries${empty ? ` "${empty}"` : ''}`);
        }
        if (pill)
          parts.push(`pill: ${pill.hidden ? 'hidden' : pill.querySelector('.sq-cart-pill__count')?.textContent}`);
        return parts.join(', ');
      };
      new MutationObserver(() => {
        const now = read();
        if (now && now !== seen.at(-1)) seen.push(now);
      }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
    });
    // A slow connection: the visitor's cart answers 400 ms late.
    await page.route(/\/api\/commerce\/shopping-cart\?/, async (route) => {
      await new Promise((done) => setTimeout(done, 400));
      await route.continue();
    });
    const seenOn = async (path: string, expected: string) => {
      const loaded = cartLoaded(page);
      await page.goto(path);
      await loaded;
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { __sqSeen: string[] }).__sqSeen.at(-1)))
        .toBe(expected);
      return page.evaluate(() => (window as unknown as { __sqSeen: string[] }).__sqSeen);
    };
    // The server rendered both entries and the pill's 2: the elements start from that, nothing flashes.
    const onCart = await seenOn('/cart', 'cart: 2 entries, pill: 2');
    expect
      .soft(
        onCart.filter((state) => !['pill: 2', 'cart: 2 entries, pill: 2'].includes(state)),
        `states on /cart: ${onCart.join(' → ')}`,
      )
      .toEqual([]);
    const onProduct = await seenOn('/shop/p/linen-shirt', 'pill: 2');
    expect(onProduct, `states on a product page: ${onProduct.join(' → ')}`).toEqual(['pill: 2']);
    expectNoErrors();
  });
});
