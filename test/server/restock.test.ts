// @vitest-environment node
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { DEMO_SIGN_UPS } from '../../demo/restock';
import { openDatabase } from '../../server/db';
import { CAPTCHA_MESSAGES, CAPTCHA_TOKEN_MAX_AGE_MS, createCaptchaTokens } from '../../server/captcha';
import { RESTOCK_MESSAGES } from '../../server/restock';
import { DEMO_CAPTCHA_SITE_KEY, DEFAULT_CAPTCHA_SETTINGS, parseSiteOrigin } from '../../server/settings';
import { createApp } from '../../server/app';
import {
  api,
  newVisitor,
  OWNER_PASSWORD,
  ownerFetch,
  ownerOf,
  productItem,
  rawHttpRequest,
  removeDir,
  startShopProcess,
  tempDir,
  useServer,
  type Visitor,
} from './helpers';

const PATH = '/api/site-users/account/notifications/restock';
const WAITLIST = 'PRODUCT_WAITLIST_SUBMISSION';

/** Visitors sign up here (captcha on, the demo's site key). */
const shop = useServer();
/** The owner's lists and sends, on the demo's own sign-ups: 2 groups and 2 sign-ups a page. */
const owner = useServer({ restockPageSizes: { groups: 2, signUps: 2 } });
const noCaptcha = useServer({ captcha: null });
/** A shop told its own origin; and one left to the default, for calls with a hostile Host header. */
const configured = useServer({ siteOrigin: 'https://fieldhouse.example/' });
const unconfigured = useServer();
const noSiteKey = useServer({ captcha: { ...DEFAULT_CAPTCHA_SETTINGS, siteKey: null } });

/** A token from the captcha stand-in, as its script gets one. */
async function captchaToken(base: string, action = WAITLIST, siteKey = DEMO_CAPTCHA_SITE_KEY): Promise<string> {
  const res = await fetch(`${base}/captcha/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ siteKey, action }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** Captcha tokens signed as the shop on `dbPath` signs them, to make ones its route would not. */
function shopCaptcha(dbPath: string) {
  const db = new Database(dbPath);
  try {
    const secret = db.prepare("SELECT value FROM settings WHERE name = 'cookie-secret'").pluck().get() as string;
    return createCaptchaTokens(Buffer.from(secret, 'base64url'), db);
  } finally {
    db.close();
  }
}

/** The id of the product `slug` and of its variant with these attributes. */
async function ids(base: string, slug: string, attributes: Record<string, string> = {}) {
  const item = await productItem(base, slug);
  const variant = item.structuredContent.variants.find((candidate) =>
    Object.entries(attributes).every(([name, value]) => candidate.attributes[name] === value),
  );
  if (!variant) throw new Error(`no variant of ${slug} with ${JSON.stringify(attributes)}`);
  return { productId: item.id, variantId: variant.id };
}

async function signUp(base: string, visitor: Visitor, body: Record<string, unknown>) {
  return api(base, visitor, 'POST', PATH, body);
}

/** Every page of the groups, following the cursors; the pages as they came. */
async function allGroupPages(base: string) {
  const pages: any[] = [];
  let cursor = '';
  for (let i = 0; i < 50; i += 1) {
    const answer = await api(base, await ownerOf(base), 'GET', `${PATH}/groups?cursor=${encodeURIComponent(cursor)}`);
    expect(answer.status).toBe(200);
    pages.push(answer.json);
    if (!answer.json.hasNextPage) return pages;
    cursor = answer.json.nextPageCursor;
  }
  throw new Error('the groups never ended');
}

async function allGroups(base: string) {
  return (await allGroupPages(base)).flatMap((page) => page.signUpGroups);
}

async function groupOf(base: string, target: { productId: string; variantId: string }) {
  return (await allGroups(base)).find((g) => g.productId === target.productId && g.variantId === target.variantId);
}

async function signUpsOf(base: string, target: { productId: string; variantId: string }) {
  const query = new URLSearchParams(target).toString();
  const answer = await api(base, await ownerOf(base), 'GET', `${PATH}?${query}`);
  expect(answer.status).toBe(200);
  return answer.json.signUps as any[];
}

describe('restock signup', () => {
  it('keeps a sign-up for a sold-out variant, the email lower-cased, and answers {}', async () => {
    const visitor = await newVisitor(shop.base);
    const mNavy = await ids(shop.base, 'linen-shirt', { Size: 'M', Colour: 'Navy' });
    const before = await groupOf(shop.base, mNavy);
    const answer = await signUp(shop.base, visitor, {
      isJoinMailingList: false,
      ...mNavy,
      siteVisitorEmail: 'River@Example.COM',
      recaptchaEnterpriseV3Token: await captchaToken(shop.base),
      language: 'en',
    });
    expect(answer).toMatchObject({ status: 200, json: {} });
    expect(await groupOf(shop.base, mNavy)).toMatchObject({
      productTitle: 'Linen Shirt',
      variantLabel: 'Size: M, Colour: Navy',
      inStock: false,
      pendingCount: before.pendingCount + 1,
      notifiedCount: 0,
    });
    const mine = (await signUpsOf(shop.base, mNavy)).filter((s) => s.email === 'river@example.com');
    expect(mine).toEqual([
      {
        id: expect.any(String),
        email: 'river@example.com',
        createdOn: expect.any(Number),
        isJoinMailingList: false,
        notifiedOn: null,
      },
    ]);
  });

  it('takes a repeat without error: one sign-up, the first kept, the mailing list joined but never left', async () => {
    const visitor = await newVisitor(shop.base);
    const box = await ids(shop.base, 'seasonal-mystery-box');
    const send = async (email: string, isJoinMailingList: boolean) =>
      signUp(shop.base, visitor, {
        isJoinMailingList,
        ...box,
        siteVisitorEmail: email,
        recaptchaEnterpriseV3Token: await captchaToken(shop.base),
      });
    expect((await send('repeat@example.com', false)).status).toBe(200);
    const [first] = (await signUpsOf(shop.base, box)).filter((s) => s.email === 'repeat@example.com');
    expect((await send('REPEAT@Example.com', true)).status).toBe(200);
    expect((await send('repeat@example.com', false)).status).toBe(200);
    const after = (await signUpsOf(shop.base, box)).filter((s) => s.email === 'repeat@example.com');
    expect(after).toEqual([{ ...first, isJoinMailingList: true }]);
  });

  it('refuses a bad email, an unknown product, a variant of another product and one that offers no signup', async () => {
    const visitor = await newVisitor(shop.base);
    const box = await ids(shop.base, 'seasonal-mystery-box');
    const call = async (body: Record<string, unknown>) =>
      signUp(shop.base, visitor, {
        isJoinMailingList: false,
        ...box,
        siteVisitorEmail: 'someone@example.com',
        recaptchaEnterpriseV3Token: await captchaToken(shop.base),
        ...body,
      });
    expect(await call({ siteVisitorEmail: 'not an email' })).toMatchObject({
      status: 400,
      json: { message: 'Email is invalid' },
    });
    expect(await call({ siteVisitorEmail: '  ' })).toMatchObject({
      status: 400,
      json: { message: 'Email cannot be blank' },
    });
    expect(await call({ language: 'x'.repeat(36) })).toMatchObject({
      status: 400,
      json: { message: 'language must be a language tag of at most 35 characters.' },
    });
    expect(await call({ productId: 'no-such-product' })).toMatchObject({
      status: 404,
      json: { message: RESTOCK_MESSAGES.productNotFound },
    });
    const mug = await ids(shop.base, 'ceramic-mug', { Glaze: 'White' });
    expect(await call({ variantId: mug.variantId })).toMatchObject({
      status: 400,
      json: { message: RESTOCK_MESSAGES.variantNotOfProduct(mug.variantId) },
    });
    expect(await call(await ids(shop.base, 'linen-shirt', { Size: 'S', Colour: 'Sand' }))).toMatchObject({
      status: 400,
      json: { message: RESTOCK_MESSAGES.inStock },
    });
    expect(await call(await ids(shop.base, 'field-guide-pdf'))).toMatchObject({
      status: 400,
      json: { message: RESTOCK_MESSAGES.noSignUps },
    });
    expect(await call({ isJoinMailingList: 'yes' })).toMatchObject({
      status: 400,
      json: { message: 'isJoinMailingList must be true or false.' },
    });
  });

  it('needs the CSRF header, as every call that changes something', async () => {
    const visitor = await newVisitor(shop.base);
    const box = await ids(shop.base, 'seasonal-mystery-box');
    const answer = await api(
      shop.base,
      visitor,
      'POST',
      PATH,
      { isJoinMailingList: false, ...box, siteVisitorEmail: 'a@example.com', recaptchaEnterpriseV3Token: null },
      { 'X-CSRF-Token': 'wrong-crumb-wrong-crumb' },
    );
    expect(answer).toMatchObject({ status: 403, json: { crumbFail: true } });
  });

  it('checks the captcha token: missing, not one the shop made, altered, for another action or site key, or expired', async () => {
    const visitor = await newVisitor(shop.base);
    const box = await ids(shop.base, 'seasonal-mystery-box');
    const withToken = (token: unknown) =>
      signUp(shop.base, visitor, {
        isJoinMailingList: false,
        ...box,
        siteVisitorEmail: 'captcha@example.com',
        ...(token === undefined ? {} : { recaptchaEnterpriseV3Token: token }),
      });
    const refused = (message: string) => ({ status: 400, json: { message } });
    expect(await withToken(undefined)).toMatchObject(refused(CAPTCHA_MESSAGES.missing));
    expect(await withToken(null)).toMatchObject(refused(CAPTCHA_MESSAGES.missing));
    expect(await withToken('')).toMatchObject(refused(CAPTCHA_MESSAGES.missing));
    expect(await withToken('not-a-token')).toMatchObject(refused(CAPTCHA_MESSAGES.invalid));
    const good = await captchaToken(shop.base);
    expect(await withToken(`${good}x`)).toMatchObject(refused(CAPTCHA_MESSAGES.invalid));
    expect(await withToken(await captchaToken(shop.base, 'FORM_BLOCK_SUBMISSION'))).toMatchObject(
      refused(CAPTCHA_MESSAGES.wrongAction),
    );
    const forged = shopCaptcha(shop.server.dbPath);
    expect(await withToken(forged.issue('another-site-key', WAITLIST))).toMatchObject(
      refused(CAPTCHA_MESSAGES.invalid),
    );
    const old = Date.now() - CAPTCHA_TOKEN_MAX_AGE_MS - 5_000;
    expect(await withToken(forged.issue(DEMO_CAPTCHA_SITE_KEY, WAITLIST, old))).toMatchObject(
      refused(CAPTCHA_MESSAGES.expired),
    );
    // Another shop's secret (a token from another server) is not this shop's.
    const otherDb = openDatabase(':memory:');
    const other = createCaptchaTokens(Buffer.alloc(32, 7), otherDb);
    expect(await withToken(other.issue(DEMO_CAPTCHA_SITE_KEY, WAITLIST))).toMatchObject(
      refused(CAPTCHA_MESSAGES.invalid),
    );
    otherDb.close();
    expect(await withToken(good)).toMatchObject({ status: 200, json: {} });
    // One call per token, as the provider's: the same token again is refused.
    expect(await withToken(good)).toMatchObject(refused(CAPTCHA_MESSAGES.used));
  });

  it('needs no token when captcha is off, and refuses every signup when captcha is on without a site key', async () => {
    const visitor = await newVisitor(noCaptcha.base);
    const box = await ids(noCaptcha.base, 'seasonal-mystery-box');
    const body = {
      isJoinMailingList: true,
      ...box,
      siteVisitorEmail: 'off@example.com',
      recaptchaEnterpriseV3Token: null,
    };
    expect(await signUp(noCaptcha.base, visitor, body)).toMatchObject({ status: 200, json: {} });

    const keyless = await newVisitor(noSiteKey.base);
    expect(await signUp(noSiteKey.base, keyless, { ...body, recaptchaEnterpriseV3Token: 'anything' })).toMatchObject({
      status: 400,
      json: { message: CAPTCHA_MESSAGES.noSiteKey },
    });
  });
});

describe('the demo sign-ups', () => {
  it('are made once, when the restock tables are new: sign-ups the owner removed stay removed', () => {
    const dir = tempDir();
    const path = join(dir, 'shop.sqlite');
    try {
      const count = (db: Database.Database) => db.prepare('SELECT COUNT(*) FROM restock_signups').pluck().get();
      const db = openDatabase(path);
      expect(count(db)).toBe(DEMO_SIGN_UPS.length);
      db.prepare('DELETE FROM restock_signups').run();
      db.close();
      const again = openDatabase(path);
      expect(count(again)).toBe(0);
      again.close();
    } finally {
      removeDir(dir);
    }
  });
});

describe("the owner's restock calls", () => {
  it('page through every group with real cursors, in catalogue order, starting with the demo sign-ups', async () => {
    const pages = await allGroupPages(owner.base);
    expect(pages).toHaveLength(3);
    for (const [index, page] of pages.entries()) {
      expect(page.signUpGroups).toHaveLength(2);
      expect(page.hasNextPage).toBe(index < 2);
      if (index < 2) expect(page.nextPageCursor).toMatch(/^[A-Za-z0-9_-]+$/);
      else expect(page.nextPageCursor).toBeNull();
    }
    const groups = pages.flatMap((page) => page.signUpGroups);
    expect(groups.map((g) => [g.productTitle, g.variantLabel, g.inStock, g.pendingCount, g.notifiedCount])).toEqual([
      ['Linen Shirt', 'Size: S, Colour: Navy', true, 2, 0],
      ['Linen Shirt', 'Size: M, Colour: Navy', false, 3, 0],
      ['Ceramic Mug', 'Glaze: White', false, 2, 0],
      ['Ceramic Mug', 'Glaze: Speckled', false, 1, 0],
      ['Denim Jacket', 'Size: L', false, 1, 0],
      ['Seasonal Mystery Box', '', false, 2, 0],
    ]);
    expect(groups[0]).toMatchObject(await ids(owner.base, 'linen-shirt', { Size: 'S', Colour: 'Navy' }));
    // The first page is the same with no cursor, an empty one, or again.
    const first = await api(owner.base, await ownerOf(owner.base), 'GET', `${PATH}/groups`);
    expect(first.json).toEqual(pages[0]);
  });

  it('refuse a cursor they did not make (400)', async () => {
    const signUpsCursor = Buffer.from(JSON.stringify({ s: 1 })).toString('base64url');
    for (const cursor of ['not a cursor!', 'e30', Buffer.from('[1,2]').toString('base64url'), signUpsCursor]) {
      const answer = await api(
        owner.base,
        await ownerOf(owner.base),
        'GET',
        `${PATH}/groups?cursor=${encodeURIComponent(cursor)}`,
      );
      expect(answer, cursor).toMatchObject({ status: 400, json: { message: RESTOCK_MESSAGES.badCursor } });
    }
    const mNavy = await ids(owner.base, 'linen-shirt', { Size: 'M', Colour: 'Navy' });
    const groupsCursor = Buffer.from(JSON.stringify({ g: [0, 1] })).toString('base64url');
    const answer = await api(
      owner.base,
      await ownerOf(owner.base),
      'GET',
      `${PATH}?${new URLSearchParams({ ...mNavy, cursor: groupsCursor })}`,
    );
    expect(answer).toMatchObject({ status: 400, json: { message: RESTOCK_MESSAGES.badCursor } });
  });

  it("page through one variant's sign-ups, oldest first", async () => {
    const mNavy = await ids(owner.base, 'linen-shirt', { Size: 'M', Colour: 'Navy' });
    const first = await api(
      owner.base,
      await ownerOf(owner.base),
      'GET',
      `${PATH}?${new URLSearchParams({ ...mNavy, cursor: '' })}`,
    );
    expect(first.status).toBe(200);
    expect(first.json.signUps.map((s: any) => s.email)).toEqual(['linus@example.com', 'margaret@example.com']);
    expect(first.json.signUps[1]).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      email: 'margaret@example.com',
      createdOn: expect.any(Number),
      isJoinMailingList: true,
      notifiedOn: null,
    });
    expect(first.json.hasNextPage).toBe(true);
    const next = await api(
      owner.base,
      await ownerOf(owner.base),
      'GET',
      `${PATH}?${new URLSearchParams({ ...mNavy, cursor: first.json.nextPageCursor })}`,
    );
    expect(next.json).toEqual({
      signUps: [expect.objectContaining({ email: 'alan@example.com' })],
      hasNextPage: false,
      nextPageCursor: null,
    });
    expect(
      await api(owner.base, await ownerOf(owner.base), 'GET', `${PATH}?productId=${mNavy.productId}`),
    ).toMatchObject({
      status: 400,
      json: { message: RESTOCK_MESSAGES.idsRequired },
    });
    // The query is checked with the client's own schema (src/api/restock.ts): an empty id is no id.
    expect(
      await api(owner.base, await ownerOf(owner.base), 'GET', `${PATH}?productId=&variantId=${mNavy.variantId}`),
    ).toMatchObject({ status: 400, json: { message: RESTOCK_MESSAGES.idsRequired } });
    expect(
      await api(owner.base, await ownerOf(owner.base), 'GET', `${PATH}?productId=nope&variantId=${mNavy.variantId}`),
    ).toMatchObject({ status: 404 });
  });

  it('send notices to those waiting, write them to the outbox, and never tell anyone twice', async () => {
    const visitor = await ownerOf(owner.base);
    const mNavy = await ids(owner.base, 'linen-shirt', { Size: 'M', Colour: 'Navy' });
    const sNavy = await ids(owner.base, 'linen-shirt', { Size: 'S', Colour: 'Navy' });
    const white = await ids(owner.base, 'ceramic-mug', { Glaze: 'White' });
    const speckled = await ids(owner.base, 'ceramic-mug', { Glaze: 'Speckled' });
    const denim = await ids(owner.base, 'denim-jacket', { Size: 'L' });

    expect(await api(owner.base, visitor, 'POST', `${PATH}/send`, mNavy)).toMatchObject({
      status: 200,
      json: { sent: 3 },
    });
    expect(await api(owner.base, visitor, 'POST', `${PATH}/send`, mNavy)).toMatchObject({
      status: 200,
      json: { sent: 0 },
    });
    expect(await groupOf(owner.base, mNavy)).toMatchObject({ pendingCount: 0, notifiedCount: 3 });
    const told = await signUpsOf(owner.base, mNavy);
    expect(told.every((s) => typeof s.notifiedOn === 'number')).toBe(true);

    const outbox = async () => {
      const res = await ownerFetch(owner.base, '/config/outbox');
      expect(res.status).toBe(200);
      const html = await res.text();
      return [...html.matchAll(/<tr class="outbox__notice">([\s\S]*?)<\/tr>/g)].map((m) => m[1] ?? '');
    };
    const notices = await outbox();
    expect(notices).toHaveLength(3);
    for (const notice of notices) {
      expect(notice).toContain('Linen Shirt (M, Navy) is back in stock');
      expect(notice).toContain('<a href="/shop/p/linen-shirt">Linen Shirt</a>');
      // The site's own origin (by default localhost and the port it listens on), not the address called.
      expect(notice).toContain(`http://localhost:${new URL(owner.base).port}/shop/p/linen-shirt`);
    }
    expect(notices.map((n) => /<td>([^<]+@example\.com)<\/td>/.exec(n)?.[1]).sort()).toEqual([
      'alan@example.com',
      'linus@example.com',
      'margaret@example.com',
    ]);

    // All or nothing: an unknown product in the list sends no notice at all.
    const refused = await api(owner.base, visitor, 'POST', `${PATH}/send/all`, {
      sendRequests: [denim, { productId: 'no-such-product', variantId: denim.variantId }],
    });
    expect(refused).toMatchObject({ status: 404, json: { message: RESTOCK_MESSAGES.productNotFound } });
    expect(await groupOf(owner.base, denim)).toMatchObject({ pendingCount: 1, notifiedCount: 0 });

    const all = { sendRequests: [sNavy, white, speckled, mNavy, white] };
    expect(await api(owner.base, visitor, 'POST', `${PATH}/send/all`, all)).toMatchObject({
      status: 200,
      json: { sent: 5 },
    });
    expect(await api(owner.base, visitor, 'POST', `${PATH}/send/all`, all)).toMatchObject({
      status: 200,
      json: { sent: 0 },
    });
    const after = await outbox();
    expect(after).toHaveLength(8);
    // Newest first: the Ceramic Mug's came after the Linen Shirt's.
    expect(after[0]).toMatch(/Ceramic Mug \((White|Speckled)\) is back in stock/);
    expect(after.at(-1)).toContain('Linen Shirt (M, Navy) is back in stock');

    // Someone told who signs up again waits again (the variant is still sold out).
    const again = await api(owner.base, visitor, 'POST', PATH, {
      isJoinMailingList: false,
      ...mNavy,
      siteVisitorEmail: 'linus@example.com',
      recaptchaEnterpriseV3Token: await captchaToken(owner.base),
    });
    expect(again.status).toBe(200);
    expect(await groupOf(owner.base, mNavy)).toMatchObject({ pendingCount: 1, notifiedCount: 2 });
  });

  it('refuse a send without ids or with an empty list, and need the CSRF header', async () => {
    const visitor = await ownerOf(owner.base);
    expect(await api(owner.base, visitor, 'POST', `${PATH}/send`, { productId: 'x' })).toMatchObject({
      status: 400,
      json: { message: 'variantId must be a non-empty string.' },
    });
    expect(await api(owner.base, visitor, 'POST', `${PATH}/send/all`, { sendRequests: [] })).toMatchObject({
      status: 400,
      json: { message: 'sendRequests must name at least one product and variant.' },
    });
    const denim = await ids(owner.base, 'denim-jacket', { Size: 'L' });
    // The owner's session without the crumb header.
    expect(await api(owner.base, undefined, 'POST', `${PATH}/send`, denim, { Cookie: visitor.cookie })).toMatchObject({
      status: 403,
      json: { crumbFail: true },
    });
    expect(await api(owner.base, visitor, 'POST', `${PATH}/send`, { ...denim, variantId: 'nope' })).toMatchObject({
      status: 400,
      json: { message: RESTOCK_MESSAGES.variantNotOfProduct('nope') },
    });
  });
});

/** A JSON POST over a socket with a `Host` header of the caller's choosing (fetch sets its own). */
function postWithHost(base: string, visitor: Visitor, path: string, body: unknown, host: string) {
  const url = new URL(base);
  const text = JSON.stringify(body);
  return new Promise<{ status: number; json: any }>((resolve, reject) => {
    const req = rawHttpRequest(
      {
        host: url.hostname,
        port: url.port,
        path,
        method: 'POST',
        headers: {
          Host: host,
          'X-Forwarded-Host': host,
          'X-Forwarded-Proto': 'https',
          Cookie: visitor.cookie,
          'X-CSRF-Token': visitor.crumb,
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(text),
        },
      },
      (res) => {
        let data = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (data += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, json: data ? JSON.parse(data) : undefined }));
      },
    );
    req.on('error', reject);
    req.end(text);
  });
}

async function outboxOf(base: string): Promise<string[]> {
  const res = await ownerFetch(base, '/config/outbox');
  expect(res.status).toBe(200);
  const html = await res.text();
  return [...html.matchAll(/<tr class="outbox__notice">([\s\S]*?)<\/tr>/g)].map((m) => m[1] ?? '');
}

describe("restock notices' links", () => {
  it("start with the site's configured origin, whatever Host the call names", async () => {
    const visitor = await ownerOf(configured.base);
    const mNavy = await ids(configured.base, 'linen-shirt', { Size: 'M', Colour: 'Navy' });
    const one = await postWithHost(configured.base, visitor, `${PATH}/send`, mNavy, 'evil.example:6666');
    expect(one).toMatchObject({ status: 200, json: { sent: 3 } });
    const white = await ids(configured.base, 'ceramic-mug', { Glaze: 'White' });
    const all = await postWithHost(
      configured.base,
      visitor,
      `${PATH}/send/all`,
      { sendRequests: [white] },
      'evil.example:6666',
    );
    expect(all.status).toBe(200);
    const notices = await outboxOf(configured.base);
    expect(notices.length).toBe(3 + (all.json.sent as number));
    for (const notice of notices) {
      expect(notice).toMatch(/https:\/\/fieldhouse\.example\/shop\/p\/(linen-shirt|ceramic-mug)/);
      expect(notice).not.toContain('evil.example');
    }
  });

  it('start with http://localhost and the port the shop listens on when no origin is set', async () => {
    const visitor = await ownerOf(unconfigured.base);
    const mNavy = await ids(unconfigured.base, 'linen-shirt', { Size: 'M', Colour: 'Navy' });
    const sent = await postWithHost(unconfigured.base, visitor, `${PATH}/send`, mNavy, 'evil.example:6666');
    expect(sent).toMatchObject({ status: 200, json: { sent: 3 } });
    const notices = await outboxOf(unconfigured.base);
    expect(notices).toHaveLength(3);
    for (const notice of notices) {
      expect(notice).toContain(`http://localhost:${new URL(unconfigured.base).port}/shop/p/linen-shirt`);
      expect(notice).not.toContain('evil.example');
    }
  });

  it('take SQ_SITE_ORIGIN when server/main.ts starts, which stops on a value that is not an origin', async () => {
    const dir = tempDir();
    const shopProcess = await startShopProcess(join(dir, 'a.sqlite'), '1000/10000', {
      SQ_SITE_ORIGIN: 'https://fieldhouse.example',
      SQ_OWNER_PASSWORD: OWNER_PASSWORD,
    });
    try {
      const visitor = await ownerOf(shopProcess.base);
      const mNavy = await ids(shopProcess.base, 'linen-shirt', { Size: 'M', Colour: 'Navy' });
      const sent = await postWithHost(shopProcess.base, visitor, `${PATH}/send`, mNavy, 'evil.example:6666');
      expect(sent).toMatchObject({ status: 200, json: { sent: 3 } });
      for (const notice of await outboxOf(shopProcess.base)) {
        expect(notice).toContain('https://fieldhouse.example/shop/p/linen-shirt');
      }
      await expect(
        startShopProcess(join(dir, 'b.sqlite'), '1000/10000', { SQ_SITE_ORIGIN: 'fieldhouse.example/shop' }),
      ).rejects.toThrow(/exited with 1:\nSQ_SITE_ORIGIN: expected an origin/);
    } finally {
      const exited = new Promise((resolve) => shopProcess.child.once('exit', resolve));
      shopProcess.child.kill('SIGTERM');
      await exited;
      removeDir(dir);
    }
  });

  it('take an origin only: a scheme of http or https, a host and a port', () => {
    expect(parseSiteOrigin('https://shop.example')).toBe('https://shop.example');
    expect(parseSiteOrigin(' https://Shop.Example:8443/ ')).toBe('https://shop.example:8443');
    expect(parseSiteOrigin('http://localhost:4173')).toBe('http://localhost:4173');
    for (const bad of [
      '',
      'shop.example',
      'ftp://shop.example',
      'https://shop.example/shop',
      'https://a:b@shop.example',
      'https://shop.example/?x',
      'javascript:alert(1)',
    ]) {
      expect(() => parseSiteOrigin(bad), bad).toThrow(/expected an origin/);
    }
    const dir = tempDir();
    try {
      expect(() => createApp({ dbPath: join(dir, 'shop.sqlite'), siteOrigin: 'evil' })).toThrow(/^siteOrigin: /);
    } finally {
      removeDir(dir);
    }
  });
});
