import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { request } from '../src/api/client';
import { fetchStock } from '../src/api/stock';
import { givenSessionCookies } from './render';
import { server } from './setup';

const Schema = v.object({ ok: v.boolean() });

describe('platform client', () => {
  it('sends the crumb as X-CSRF-Token on non-GET calls only', async () => {
    givenSessionCookies({ crumb: 'tok%20en' });
    const seen: Array<[string, string | null]> = [];
    server.use(
      http.all('*/api/thing', ({ request: req }) => {
        seen.push([req.method, req.headers.get('X-CSRF-Token')]);
        return HttpResponse.json({ ok: true });
      }),
    );
    await request('/api/thing', { schema: Schema });
    await request('/api/thing', { method: 'POST', json: {}, schema: Schema });
    expect(seen).toEqual([
      ['GET', null],
      ['POST', 'tok en'],
    ]);
  });

  it('returns the validated data', async () => {
    server.use(http.get('*/api/thing', () => HttpResponse.json({ ok: true, extra: 1 })));
    expect(await request('/api/thing', { schema: Schema })).toEqual({ ok: true, data: { ok: true } });
  });

  it('detects crumbFail in any status', async () => {
    server.use(http.post('*/api/thing', () => HttpResponse.json({ crumbFail: true }, { status: 200 })));
    const result = await request('/api/thing', { method: 'POST', json: {}, schema: Schema });
    expect(result).toEqual({ ok: false, error: { kind: 'csrf', message: undefined } });
  });

  it('types 429 as rate limited', async () => {
    server.use(http.get('*/api/thing', () => HttpResponse.json({ message: 'slow down' }, { status: 429 })));
    expect(await request('/api/thing', { schema: Schema })).toEqual({
      ok: false,
      error: { kind: 'rate-limited', message: 'slow down' },
    });
  });

  it("keeps the server's message on other failures", async () => {
    server.use(http.get('*/api/thing', () => HttpResponse.json({ message: 'Product not found.' }, { status: 404 })));
    expect(await request('/api/thing', { schema: Schema })).toEqual({
      ok: false,
      error: { kind: 'http', status: 404, message: 'Product not found.' },
    });
  });

  it('ignores a message that is not text', async () => {
    server.use(http.get('*/api/thing', () => HttpResponse.json({ message: { html: '<b>x</b>' } }, { status: 500 })));
    expect(await request('/api/thing', { schema: Schema })).toEqual({
      ok: false,
      error: { kind: 'http', status: 500, message: undefined },
    });
  });

  it('types field errors of a 400 as validation errors', async () => {
    server.use(http.post('*/api/thing', () => HttpResponse.json({ errors: { f1: 'Required' } }, { status: 400 })));
    expect(await request('/api/thing', { method: 'POST', json: {}, schema: Schema })).toEqual({
      ok: false,
      error: { kind: 'validation', status: 400, errors: { f1: 'Required' } },
    });
  });

  it('types an unreachable platform as a network failure', async () => {
    server.use(http.get('*/api/thing', () => HttpResponse.error()));
    expect(await request('/api/thing', { schema: Schema })).toEqual({ ok: false, error: { kind: 'network' } });
  });

  it('types a body that is not JSON or of the wrong shape as an invalid response, with one console error', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get('*/api/thing', () => new HttpResponse('<html>oops</html>', { status: 200 })));
    const result = await request('/api/thing', { schema: Schema });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.kind).toBe('invalid-response');
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('calls the stock endpoint under the API root', async () => {
    const urls: string[] = [];
    server.use(
      http.get('*/shop-api/commerce/inventory/stock/', ({ request: req }) => {
        urls.push(new URL(req.url).search);
        return HttpResponse.json({ results: [{ qtyInStock: 3, unlimited: false }] });
      }),
    );
    const result = await fetchStock('/shop-api/', 'item 1');
    expect(urls).toEqual(['?itemId=item+1']);
    expect(result).toEqual({ ok: true, data: { results: [{ qtyInStock: 3, unlimited: false }] } });
  });
});
