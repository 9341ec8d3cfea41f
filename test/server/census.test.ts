// @vitest-environment node
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { api, newVisitor, ownerFetch, removeDir, skuOf, startServer, useServer } from './helpers';

const shop = useServer();

const RECORD = '/api/census/RecordQuickView';
const COUNTS = '/api/census/quick-views';

/** The page fields a quick view call carries (QuickViewCensusSchema). */
const PAGE_FIELDS = {
  visitorCookie: 'v1|1700000000000|1700000000000|1700000000000|1',
  websiteId: 'demo-site',
  pageTitle: 'Canvas Tote',
  pageId: 'item-1',
  contentSource: 'i',
  pagePath: '/shop/p/canvas-tote',
  pagePermissionTypeValue: 1,
};

/** A census call as a beacon sends it: no cookies, no CSRF header. */
function beacon(base: string, productId: string, body?: string, headers: Record<string, string> = {}) {
  return fetch(`${base}${RECORD}/${productId}`, { method: 'POST', body, headers });
}

async function counts(base: string): Promise<Record<string, number>> {
  const res = await ownerFetch(base, COUNTS);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
  return ((await res.json()) as { counts: Record<string, number> }).counts;
}

describe('POST /api/census/RecordQuickView/{id}', () => {
  it('records a quick view with an empty body and no CSRF header, answers 204, and the count rises', async () => {
    const { itemId } = await skuOf(shop.base, 'wool-beanie');
    const before = (await counts(shop.base))[itemId] ?? 0;
    const res = await beacon(shop.base, itemId);
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    expect((await counts(shop.base))[itemId]).toBe(before + 1);
  });

  it('takes a JSON body of page fields, and a call with cookies and the CSRF header too', async () => {
    const { itemId } = await skuOf(shop.base, 'canvas-tote');
    const json = await beacon(shop.base, itemId, JSON.stringify(PAGE_FIELDS), {
      'Content-Type': 'application/json',
    });
    expect(json.status).toBe(204);
    const visitor = await newVisitor(shop.base);
    expect((await api(shop.base, visitor, 'POST', `${RECORD}/${itemId}`, PAGE_FIELDS)).status).toBe(204);
    expect((await counts(shop.base))[itemId]).toBe(2);
  });

  it('answers 400 naming the field for a JSON body that is not the page fields, and records nothing', async () => {
    const { itemId } = await skuOf(shop.base, 'ceramic-mug');
    const wrong = await beacon(shop.base, itemId, JSON.stringify({ ...PAGE_FIELDS, contentSource: 'x' }));
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { message: string }).message).toMatch(/^contentSource: /);
    const missing = await beacon(shop.base, itemId, JSON.stringify({ href: '/shop/p/canvas-tote' }));
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { message: string }).message).toBe('visitorCookie is required.');
    expect((await counts(shop.base))[itemId]).toBeUndefined();
  });

  it('keeps each view in the quick_views table: product id and time', async () => {
    const { itemId } = await skuOf(shop.base, 'gift-box');
    const before = Date.now();
    expect((await beacon(shop.base, itemId)).status).toBe(204);
    const db = new Database(shop.server.dbPath, { readonly: true });
    try {
      const rows = db.prepare('SELECT product_id, created FROM quick_views WHERE product_id = ?').all(itemId) as {
        product_id: string;
        created: number;
      }[];
      expect(rows).toHaveLength(1);
      expect(rows[0]?.created).toBeGreaterThanOrEqual(before);
      expect(rows[0]?.created).toBeLessThanOrEqual(Date.now());
    } finally {
      db.close();
    }
  });

  it('answers 404 { message } for an unknown product, and records nothing', async () => {
    const res = await beacon(shop.base, 'no-such-product');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(((await res.json()) as { message: string }).message).toBe('Product not found.');
    expect(await counts(shop.base)).not.toHaveProperty('no-such-product');
  });

  it('answers 400 for a body that is not JSON, 413 over 64 KB, and 405 with Allow for GET', async () => {
    const { itemId } = await skuOf(shop.base, 'notebook-set');
    const bad = await beacon(shop.base, itemId, '{not json', { 'Content-Type': 'application/json' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(/not valid JSON/);
    const big = await beacon(shop.base, itemId, JSON.stringify({ note: 'x'.repeat(70 * 1024) }));
    expect(big.status).toBe(413);
    const get = await fetch(`${shop.base}${RECORD}/${itemId}`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect(((await get.json()) as { message: string }).message).toBeTruthy();
    expect((await counts(shop.base))[itemId]).toBeUndefined();
  });

  it('still needs the CSRF header on the other API calls', async () => {
    const visitor = await newVisitor(shop.base);
    const res = await fetch(`${shop.base}/api/commerce/shopping-cart/entries`, {
      method: 'POST',
      headers: { Cookie: visitor.cookie, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(403);
  });

  it('is rate-limited like every API call, by address when there is no cookie', async () => {
    const server = await startServer({ rateLimit: { max: 2, windowMs: 60_000 } });
    try {
      const { itemId } = await skuOf(server.base, 'canvas-tote');
      const answers = [];
      // One address may make ten times a visitor's budget; without a cookie the visitor is the address.
      for (let i = 0; i < 3; i += 1) answers.push((await beacon(server.base, itemId)).status);
      expect(answers).toEqual([204, 204, 429]);
      const limited = await beacon(server.base, itemId);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    } finally {
      await server.close();
      removeDir(server.dir);
    }
  });
});
