// @vitest-environment node
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { AnalyticsContextSchema, hitRefusal } from '../../src/analytics/context';
import { FORM_BLOCK_IDS } from '../../demo/form-blocks';
import { createApp } from '../../server/app';
import { openDatabase } from '../../server/db';
import {
  createOwnerAuth,
  OWNER_COOKIE,
  OWNER_ROUTES,
  OWNER_SESSION_SECONDS,
  OWNER_SIGN_IN_REQUIRED,
  sameSitePath,
  SIGN_IN_MESSAGES,
} from '../../server/owner';
import {
  api,
  newVisitor,
  OWNER_PASSWORD,
  ownerOf,
  productItem,
  removeDir,
  setCookies,
  signInOwner,
  startShopProcess,
  tempDir,
  useServer,
  type Visitor,
} from './helpers';

/** Captcha off, so visitors' sign-ups and submissions need no token; failed sign-ins barely limited. */
const shop = useServer({ captcha: null, signInRateLimit: { max: 1000, windowMs: 60_000 } });
/** Three failed sign-ins a minute per address. */
const limited = useServer({ signInRateLimit: { max: 3, windowMs: 60_000 } });

const RESTOCK = '/api/site-users/account/notifications/restock';
const OWNER_PAGES = ['/config/restock', '/config/outbox', '/config/form-submissions', '/config/analytics'];
/** An e-mail address anywhere in a text. */
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
/** What visitors leave with the shop in these tests: the owner's pages show it, nobody else's. */
const VISITOR_EMAIL = 'private-reader@example.com';

/** The sold-out Seasonal Mystery Box, which visitors can sign up for. */
async function mysteryBox(base: string) {
  const item = await productItem(base, 'seasonal-mystery-box');
  const variant = item.structuredContent.variants[0];
  if (!variant) throw new Error('the mystery box has no variant');
  return { productId: item.id, variantId: variant.id };
}

/** A visitor's restock sign-up and newsletter submission (so every owner's page has an address), then a sent notice. */
async function seed(base: string): Promise<void> {
  const visitor = await newVisitor(base);
  const box = await mysteryBox(base);
  const signUp = await api(base, visitor, 'POST', RESTOCK, {
    ...box,
    isJoinMailingList: false,
    siteVisitorEmail: VISITOR_EMAIL,
  });
  expect(signUp).toMatchObject({ status: 200, json: {} });
  const key = await api(base, visitor, 'POST', '/api/form/FormSubmissionKey');
  expect(key.status).toBe(200);
  const submission = await api(base, visitor, 'POST', '/api/form/SaveFormSubmission', {
    formId: FORM_BLOCK_IDS.newsletter,
    key: key.json.key,
    form: JSON.stringify({ email: VISITOR_EMAIL }),
  });
  expect(submission).toMatchObject({ status: 200, json: {} });
  const owner = await ownerOf(base);
  expect(await api(base, owner, 'POST', `${RESTOCK}/send`, box)).toMatchObject({ status: 200 });
  // A page view whose referrer carries the address (a web mail's link): the report lists referrers.
  const hit = await fetch(`${base}/api/census/RecordHit`, {
    method: 'POST',
    body: new URLSearchParams({
      event: 'View',
      data: JSON.stringify({
        websiteId: 'demo-site',
        templateId: 'fieldhouse',
        website_locale: 'en-US',
        userAgent: 'Mozilla/5.0 (test)',
        clientDate: Date.now(),
        viewportInnerWidth: 1280,
        viewportInnerHeight: 900,
        screenWidth: 1920,
        screenHeight: 1080,
        url: `${base}/`,
        title: 'Shop',
        itemId: 'item-1',
        recordType: 11,
        collectionId: 'collection-1',
        localStorageSupported: true,
        queryString: '',
        referrer: `https://mail.example/read?from=${VISITOR_EMAIL}`,
      }),
      ss_cvr: 'seed|1700000000000|1700000100000|1700000200000|1',
    }),
  });
  expect(hit.status, await hit.clone().text()).toBe(204);
}

/** Posts the sign-in form as a browser would. */
function postSignIn(base: string, visitor: Visitor | undefined, fields: Record<string, string>, cookie?: string) {
  return fetch(`${base}/config/sign-in`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      ...((cookie ?? visitor?.cookie) ? { Cookie: cookie ?? visitor?.cookie ?? '' } : {}),
    },
    body: new URLSearchParams({ ...(visitor ? { crumb: visitor.crumb } : {}), ...fields }),
  });
}

/** The sign-in page's form, and what it says. */
function signInForm(html: string) {
  return {
    next: /<input type="hidden" name="next" value="([^"]*)"/.exec(html)?.[1],
    alert: /<p class="sign-in__error" id="sign-in-error" role="alert">([^<]*)<\/p>/.exec(html)?.[1],
  };
}

/** Whether `cookie` still gets the sign-in page instead of the owner's outbox. */
async function stillRefused(base: string, cookie: string): Promise<boolean> {
  const res = await fetch(`${base}/config/outbox`, { redirect: 'manual', headers: { Cookie: cookie } });
  await res.text();
  return res.status === 303 && (res.headers.get('location') ?? '').startsWith('/config/sign-in?');
}

/** The owner's session cookie with each part of it changed. */
function tampered(session: string): string[] {
  const [expires = '', random = '', mac = ''] = session.split('.');
  const flip = (text: string) => `${text.slice(0, -1)}${text.endsWith('A') ? 'B' : 'A'}`;
  // The signature changed in its first character: its last one carries padding bits too (`A` and
  // `B` there can decode to the same bytes).
  const flipFirst = (text: string) => `${text.startsWith('A') ? 'B' : 'A'}${text.slice(1)}`;
  return [
    `${expires}.${random}.${flipFirst(mac)}`,
    `${expires}.${flip(random)}.${mac}`,
    `${(Number.parseInt(expires, 36) + 86_400).toString(36)}.${random}.${mac}`,
    `${expires}.${random}`,
    'zzzzzzzzzz.AAAAAAAAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    '1',
  ];
}

describe('the owner pages and calls, without signing in', () => {
  it('send each owner page to the sign-in page, which shows no e-mail address', async () => {
    await seed(shop.base);
    const owner = await ownerOf(shop.base);
    for (const path of OWNER_PAGES) {
      // The owner sees visitors' addresses on these pages (the restock manager loads its lists
      // with the calls below)...
      const signedIn = await fetch(`${shop.base}${path}`, { headers: { Cookie: owner.cookie } });
      expect(signedIn.status, path).toBe(200);
      const shown = await signedIn.text();
      if (path === '/config/restock') expect(shown).toContain('<h1>Restock sign-ups</h1>');
      else expect(shown, path).toContain(VISITOR_EMAIL);
      // ...anyone else (a new visitor, or a visitor with the shop's cookies) is sent to sign in.
      const visitor = await newVisitor(shop.base);
      for (const headers of [{}, { Cookie: visitor.cookie }] as Record<string, string>[]) {
        const res = await fetch(`${shop.base}${path}?x=1`, { redirect: 'manual', headers });
        expect(res.status, path).toBe(303);
        expect(res.headers.get('location'), path).toBe(`/config/sign-in?next=${encodeURIComponent(`${path}?x=1`)}`);
        expect(await res.text(), path).toBe('');
      }
      const followed = await fetch(`${shop.base}${path}`);
      expect(followed.status, path).toBe(200);
      expect(followed.url, path).toBe(`${shop.base}/config/sign-in?next=${encodeURIComponent(path)}`);
      const html = await followed.text();
      expect(html, path).toContain('<h1>Owner sign-in</h1>');
      expect(html, path).not.toMatch(EMAIL);
      expect(signInForm(html).next, path).toBe(path);
    }
  });

  it('guard the same pages with a trailing slash, percent-encoded letters and HEAD', async () => {
    for (const path of ['/config/outbox/', '/config/%6Futbox', '/config/form-submissions/']) {
      const res = await fetch(`${shop.base}${path}`, { redirect: 'manual' });
      expect(res.status, path).toBe(303);
      expect(await res.text(), path).toBe('');
    }
    const head = await fetch(`${shop.base}/config/outbox`, { method: 'HEAD', redirect: 'manual' });
    expect(head.status).toBe(303);
  });

  it('answer each owner call 401 with a JSON message and no e-mail address', async () => {
    const { productId, variantId } = await mysteryBox(shop.base);
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/analytics/summary'],
      ['GET', '/api/analytics/summary/'],
      ['GET', '/api/census/quick-views'],
      ['GET', `${RESTOCK}/groups`],
      ['GET', `${RESTOCK}?productId=${productId}&variantId=${variantId}`],
      ['GET', `${RESTOCK}/?productId=${productId}&variantId=${variantId}`],
      ['POST', `${RESTOCK}/send`, { productId, variantId }],
      ['POST', `${RESTOCK}/send/all`, { sendRequests: [{ productId, variantId }] }],
    ];
    const visitor = await newVisitor(shop.base);
    for (const [method, path, body] of calls) {
      for (const caller of [undefined, visitor]) {
        const answer = await api(shop.base, caller, method, path, body);
        expect(answer.status, `${method} ${path}`).toBe(401);
        expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
        expect(answer.json, `${method} ${path}`).toEqual({ message: OWNER_SIGN_IN_REQUIRED });
        expect(JSON.stringify(answer.json)).not.toMatch(/example\.com/);
      }
    }
    // Signed in, the same calls answer (the list names real routes).
    const owner = await ownerOf(shop.base);
    for (const [method, path] of calls.filter(([method]) => method === 'GET')) {
      expect((await api(shop.base, owner, method, path)).status, path).toBe(200);
    }
    const list = await api(shop.base, owner, 'GET', `${RESTOCK}?productId=${productId}&variantId=${variantId}`);
    expect(JSON.stringify(list.json)).toMatch(EMAIL);
  });

  it("leave the visitors' own calls open", async () => {
    const visitor = await newVisitor(shop.base);
    const box = await mysteryBox(shop.base);
    expect(
      await api(shop.base, visitor, 'POST', RESTOCK, {
        ...box,
        isJoinMailingList: true,
        siteVisitorEmail: 'v@example.com',
      }),
    ).toMatchObject({ status: 200, json: {} });
    const linen = await productItem(shop.base, 'linen-shirt');
    const variant = linen.structuredContent.variants.find((candidate) => candidate.qtyInStock > 0);
    const added = await api(shop.base, visitor, 'POST', '/api/commerce/shopping-cart/entries', {
      itemId: linen.id,
      sku: variant?.sku,
      quantity: 1,
      additionalFields: null,
    });
    expect(added.status).toBe(200);
    expect((await api(shop.base, visitor, 'POST', '/api/form/FormSubmissionKey')).status).toBe(200);
    expect((await fetch(`${shop.base}/api/census/RecordQuickView/${linen.id}`, { method: 'POST' })).status).toBe(204);
    for (const path of ['/', '/contact', '/cart', '/shop/p/seasonal-mystery-box']) {
      expect((await fetch(`${shop.base}${path}`)).status, path).toBe(200);
    }
  });

  it('list every owner page of the footer', () => {
    const guarded = OWNER_ROUTES.filter((route) => route.method === 'GET').map((route) => route.path);
    for (const path of OWNER_PAGES) expect(guarded).toContain(path);
  });
});

describe('signing in', () => {
  it('shows a labelled password field, and refuses a wrong password with an alert', async () => {
    const visitor = await newVisitor(shop.base);
    const page = await fetch(`${shop.base}/config/sign-in?next=%2Fconfig%2Foutbox`, {
      headers: { Cookie: visitor.cookie },
    });
    const html = await page.text();
    expect(html).toContain('<label for="owner-password">Password</label>');
    expect(html).toMatch(/<input id="owner-password" type="password"[^>]* required=""[^>]* name="password"\/>/);
    expect(html).toContain(`<input type="hidden" name="crumb" value="${visitor.crumb}"/>`);
    expect(signInForm(html)).toEqual({ next: '/config/outbox', alert: undefined });

    for (const password of ['wrong', '', `${OWNER_PASSWORD} `, OWNER_PASSWORD.toUpperCase()]) {
      const res = await postSignIn(shop.base, visitor, { password, next: '/config/outbox' });
      expect(res.status, password).toBe(401);
      expect(setCookies(res).has(OWNER_COOKIE), password).toBe(false);
      const refused = await res.text();
      expect(signInForm(refused)).toEqual({ next: '/config/outbox', alert: SIGN_IN_MESSAGES.wrongPassword });
      expect(refused).toContain('aria-describedby="sign-in-error"');
      expect(refused).toContain('aria-invalid="true"');
      expect(refused).toContain(`<title>Not signed in: ${SIGN_IN_MESSAGES.wrongPassword}`);
      expect(refused).not.toMatch(EMAIL);
    }
    expect(await stillRefused(shop.base, visitor.cookie)).toBe(true);
  });

  it('refuses a form without the crumb (CSRF), even with the right password', async () => {
    const visitor = await newVisitor(shop.base);
    for (const cookie of [visitor.cookie, undefined]) {
      const res = await postSignIn(shop.base, undefined, { password: OWNER_PASSWORD, crumb: 'x'.repeat(32) }, cookie);
      expect(res.status).toBe(403);
      expect(setCookies(res).has(OWNER_COOKIE)).toBe(false);
      expect(signInForm(await res.text()).alert).toBe(SIGN_IN_MESSAGES.expired);
    }
    expect(await stillRefused(shop.base, visitor.cookie)).toBe(true);
  });

  it('sets an HttpOnly, SameSite=Strict session cookie for the whole site, and goes back to the page asked for', async () => {
    const visitor = await newVisitor(shop.base);
    expect(await stillRefused(shop.base, visitor.cookie)).toBe(true);
    const res = await postSignIn(shop.base, visitor, { password: OWNER_PASSWORD, next: '/config/outbox?x=1' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/config/outbox?x=1');
    const header = res.headers.getSetCookie().find((cookie) => cookie.startsWith(`${OWNER_COOKIE}=`)) ?? '';
    const attributes = header.split(/;\s*/).slice(1);
    expect(attributes).toEqual(
      expect.arrayContaining(['HttpOnly', 'SameSite=Strict', 'Path=/', `Max-Age=${OWNER_SESSION_SECONDS}`]),
    );
    const session = setCookies(res).get(OWNER_COOKIE);
    const outbox = await fetch(`${shop.base}/config/outbox`, {
      headers: { Cookie: `${visitor.cookie}; ${OWNER_COOKIE}=${session}` },
    });
    expect(outbox.status).toBe(200);
    expect(outbox.headers.get('cache-control')).toBe('no-store');
    const html = await outbox.text();
    expect(html).toContain('<h1>Sent notices</h1>');
    // The sign-out button posts the crumb back.
    expect(html).toContain(
      `<form class="owner-sign-out" action="/config/sign-out" method="post"><input type="hidden" name="crumb" value="${visitor.crumb}"/>`,
    );
    // Signed in already: the sign-in page leads straight on.
    const again = await fetch(`${shop.base}/config/sign-in?next=%2Fconfig%2Fanalytics`, {
      redirect: 'manual',
      headers: { Cookie: `${visitor.cookie}; ${OWNER_COOKIE}=${session}` },
    });
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe('/config/analytics');
  });

  it('goes back only to a path on this site', async () => {
    const visitor = await newVisitor(shop.base);
    // The guard sends the visitor to sign in for the page asked for, and signing in leads back to it.
    const asked = await fetch(`${shop.base}/config/outbox?x=1`, {
      redirect: 'manual',
      headers: { Cookie: visitor.cookie },
    });
    const form = signInForm(await (await fetch(`${shop.base}${asked.headers.get('location') ?? '/'}`)).text());
    expect(form.next).toBe('/config/outbox?x=1');
    const back = await postSignIn(shop.base, visitor, { password: OWNER_PASSWORD, next: form.next ?? '' });
    expect(back.headers.get('location')).toBe('/config/outbox?x=1');
    const offSite = [
      'https://evil.example/',
      '//evil.example/config/restock',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      'http:/evil.example',
      ' /config/outbox',
      '/config/\noutbox',
      '/./..//evil.example',
      '',
    ];
    for (const next of offSite) {
      const res = await postSignIn(shop.base, visitor, { password: OWNER_PASSWORD, next });
      expect(res.status, next).toBe(303);
      expect(res.headers.get('location'), next).toBe('/config/restock');
      const page = await fetch(`${shop.base}/config/sign-in?next=${encodeURIComponent(next)}`);
      expect(signInForm(await page.text()).next, next).toBe('/config/restock');
    }
    const onSite = await postSignIn(shop.base, visitor, { password: OWNER_PASSWORD, next: '/cart?x=%2F%2Fy#z' });
    expect(onSite.headers.get('location')).toBe('/cart?x=%2F%2Fy');
    expect(sameSitePath('/config/analytics')).toBe('/config/analytics');
    expect(sameSitePath('/config/../cart')).toBe('/cart');
    for (const next of ['/./..//evil.example', '/..//evil.example/', '/%2F%2Fevil.example']) {
      expect(sameSitePath(next), next).not.toMatch(/^\/\//);
    }
  });

  it('refuses a forged or tampered session cookie', async () => {
    const owner = await signInOwner(shop.base);
    const session = /sq_owner=([^;]+)/.exec(owner.cookie)?.[1] ?? '';
    const visitor = await newVisitor(shop.base);
    // A session from another shop (another secret), with the same password.
    const other = await signInOwner(limited.base);
    const foreign = /sq_owner=([^;]+)/.exec(other.cookie)?.[1] ?? '';
    for (const value of [...tampered(session), foreign]) {
      const cookie = `${visitor.cookie}; ${OWNER_COOKIE}=${value}`;
      const page = await fetch(`${shop.base}/config/outbox`, { redirect: 'manual', headers: { Cookie: cookie } });
      expect(page.status, value).toBe(303);
      const call = await api(shop.base, undefined, 'GET', '/api/analytics/summary', undefined, { Cookie: cookie });
      expect(call.status, value).toBe(401);
    }
    expect((await api(shop.base, owner, 'GET', '/api/analytics/summary')).status).toBe(200);
  });

  it('rate-limits failed sign-ins by address: after 3 wrong passwords, even the right one waits', async () => {
    const visitor = await newVisitor(limited.base);
    for (let i = 0; i < 3; i += 1) {
      expect((await postSignIn(limited.base, visitor, { password: `guess ${i}` })).status).toBe(401);
    }
    // Another visitor from the same address is refused too, as is the right password.
    for (const who of [visitor, await newVisitor(limited.base)]) {
      const res = await postSignIn(limited.base, who, { password: OWNER_PASSWORD });
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(setCookies(res).has(OWNER_COOKIE)).toBe(false);
      expect(signInForm(await res.text()).alert).toBe(SIGN_IN_MESSAGES.tooMany(1));
      expect(await stillRefused(limited.base, who.cookie)).toBe(true);
    }
  });
});

describe('signing out', () => {
  it('needs the crumb, then clears the session cookie and says so', async () => {
    const owner = await signInOwner(shop.base);
    const post = (body: Record<string, string>, headers: Record<string, string> = {}) =>
      fetch(`${shop.base}/config/sign-out`, {
        method: 'POST',
        redirect: 'manual',
        headers: { Cookie: owner.cookie, 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
        body: new URLSearchParams(body),
      });
    for (const refused of [await post({}), await post({ crumb: 'not-the-crumb-at-all' })]) {
      expect(refused.status).toBe(403);
      expect(setCookies(refused).has(OWNER_COOKIE)).toBe(false);
    }
    const byHeader = await fetch(`${shop.base}/config/sign-out`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Cookie: owner.cookie, 'X-CSRF-Token': owner.crumb },
    });
    expect(byHeader.status).toBe(303);
    const res = await post({ crumb: owner.crumb });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/config/sign-in?signed-out');
    const cleared = res.headers.getSetCookie().find((cookie) => cookie.startsWith(`${OWNER_COOKIE}=`)) ?? '';
    expect(cleared).toMatch(/^sq_owner=;/);
    expect(cleared.split(/;\s*/)).toEqual(
      expect.arrayContaining(['Max-Age=0', 'Path=/', 'HttpOnly', 'SameSite=Strict']),
    );
    // The browser drops the cookie: the visitor is a visitor again.
    expect(await stillRefused(shop.base, `crumb=${owner.crumb}; CART=${owner.cart}`)).toBe(true);
    const page = await (await fetch(`${shop.base}/config/sign-in?signed-out`)).text();
    expect(page).toContain('<p class="sign-in__status" role="status">You have signed out.</p>');
  });
});

describe("the owner's own visits", () => {
  it("name the owner's account and admin role in the page context, so the library records no page view of them", async () => {
    const contextOf = async (cookie?: string) => {
      const html = await (await fetch(`${shop.base}/`, cookie ? { headers: { Cookie: cookie } } : {})).text();
      const json = /<script type="application\/json" id="sq-page-context">([\s\S]*?)<\/script>/.exec(html)?.[1];
      return v.parse(AnalyticsContextSchema, JSON.parse(json ?? 'null'));
    };
    const owner = await signInOwner(shop.base);
    const signedIn = await contextOf(owner.cookie);
    expect(signedIn).toMatchObject({ authenticatedAccount: { id: expect.any(String) }, websiteRoles: [1] });
    expect(hitRefusal(signedIn, '/')).toBe('signed-in');
    const visitor = await contextOf((await newVisitor(shop.base)).cookie);
    expect(visitor).toMatchObject({ authenticatedAccount: null, websiteRoles: [] });
    expect(hitRefusal(visitor, '/')).toBeNull();
  });
});

describe('a session that signed out', () => {
  it('signs no one in again, even from a copy of its cookie, while the other sessions go on', async () => {
    const [kept, leaving] = [await signInOwner(shop.base), await signInOwner(shop.base)];
    const res = await fetch(`${shop.base}/config/sign-out`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Cookie: leaving.cookie, 'X-CSRF-Token': leaving.crumb },
    });
    expect(res.status).toBe(303);
    // The copy a browser (or anyone) kept of the signed-out session's cookie.
    expect(await stillRefused(shop.base, leaving.cookie)).toBe(true);
    const call = await fetch(`${shop.base}/api/analytics/summary`, { headers: { Cookie: leaving.cookie } });
    expect(call.status).toBe(401);
    expect(await stillRefused(shop.base, kept.cookie)).toBe(false);
  });
});

describe('the owner password', () => {
  it('is made at the first start and kept, unless given; a new password ends the old sessions', () => {
    const dir = tempDir();
    try {
      const dbPath = join(dir, 'shop.sqlite');
      const first = createApp({ dbPath, quiet: true });
      const second = createApp({ dbPath, quiet: true });
      expect(first.owner.generated).toBe(true);
      expect(first.owner.password).toMatch(/^[A-Za-z0-9_-]{16}$/);
      expect(second.owner).toEqual(first.owner);
      expect(createApp({ dbPath, quiet: true, ownerPassword: 'given' }).owner).toEqual({
        password: 'given',
        generated: false,
      });
      const db = openDatabase(dbPath);
      const before = createOwnerAuth(db, 'one');
      const session = before.issue();
      expect(before.verify(session)).toBe(true);
      expect(createOwnerAuth(db, 'one').verify(session)).toBe(true);
      expect(createOwnerAuth(db, 'two').verify(session)).toBe(false);
      // Sessions end after OWNER_SESSION_SECONDS.
      const old = before.issue(Date.now() - OWNER_SESSION_SECONDS * 1000 - 1000);
      expect(before.verify(old)).toBe(false);
      db.close();
    } finally {
      removeDir(dir);
    }
  });

  it('is printed by server/main.ts with the sign-in address when the shop made it, never when given', async () => {
    const dir = tempDir();
    const made = await startShopProcess(join(dir, 'made.sqlite'), '1000/10000', { SQ_OWNER_PASSWORD: '' });
    const given = await startShopProcess(join(dir, 'given.sqlite'), '1000/10000', {
      SQ_OWNER_PASSWORD: 'a secret from the environment',
    });
    try {
      // The line comes right after "Demo shop:" (which startShopProcess waits for), maybe in a later chunk.
      for (const shop of [made, given])
        await vi.waitFor(() => expect(shop.output()).toMatch(/^Owner sign-in: .*$/m), { timeout: 5000 });
      const line = /^Owner sign-in: (http:\/\/localhost:\d+\/config\/sign-in), password (\S+)$/m.exec(made.output());
      expect(line?.[1]).toBe(`${made.base.replace('127.0.0.1', 'localhost')}/config/sign-in`);
      const printed = line?.[2] ?? '';
      expect((await signInOwner(made.base, printed)).cookie).toContain('sq_owner=');
      expect(given.output()).toMatch(
        /^Owner sign-in: http:\/\/localhost:\d+\/config\/sign-in, password from SQ_OWNER_PASSWORD$/m,
      );
      expect(given.output()).not.toContain('a secret from the environment');
      expect((await signInOwner(given.base, 'a secret from the environment')).cookie).toContain('sq_owner=');
    } finally {
      made.child.kill('SIGKILL');
      given.child.kill('SIGKILL');
      removeDir(dir);
    }
  }, 30_000);
});
