// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRateLimiter, parseRateLimit } from '../../server/rate-limit';
import { api, newVisitor, removeDir, startServer, type TestServer } from './helpers';

let server: TestServer;

beforeAll(async () => {
  server = await startServer({ rateLimit: { max: 5, windowMs: 60_000 } });
});

afterAll(async () => {
  await server.close();
  removeDir(server.dir);
});

describe('rate limit', () => {
  it('answers 429 with Retry-After once a visitor exceeds the burst', async () => {
    const visitor = await newVisitor(server.base);
    const answers = [];
    for (let i = 0; i < 7; i += 1) answers.push(await api(server.base, visitor, 'GET', '/api/commerce/shopping-cart'));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 429, 429]);
    const limited = answers[5];
    expect(limited?.json).toEqual({ message: 'Too many requests. Please try again in a few seconds.' });
    expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(limited?.headers.get('retry-after'))).toBeLessThanOrEqual(60);
  });

  it('counts each visitor separately and leaves pages alone', async () => {
    const other = await newVisitor(server.base);
    expect((await api(server.base, other, 'GET', '/api/commerce/shopping-cart')).status).toBe(200);
    for (let i = 0; i < 8; i += 1)
      expect((await fetch(`${server.base}/cart`, { headers: { Cookie: other.cookie } })).status).toBe(200);
  });

  it('slides the window: calls free up as old ones age out', () => {
    const limiter = createRateLimiter({ max: 2, windowMs: 1000 });
    expect(limiter.hit('a', 0).allowed).toBe(true);
    expect(limiter.hit('a', 400).allowed).toBe(true);
    expect(limiter.hit('a', 500)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(limiter.hit('b', 500).allowed).toBe(true);
    expect(limiter.hit('a', 1001).allowed).toBe(true);
    expect(limiter.hit('a', 1200).allowed).toBe(false);
    expect(limiter.hit('a', 1401).allowed).toBe(true);
  });

  it('checks without recording a call', () => {
    const limiter = createRateLimiter({ max: 2, windowMs: 1000 });
    for (let i = 0; i < 5; i += 1) expect(limiter.check('a', 0).allowed).toBe(true);
    limiter.hit('a', 0);
    expect(limiter.check('a', 100).allowed).toBe(true);
    limiter.hit('a', 100);
    expect(limiter.check('a', 200)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(limiter.check('a', 1001).allowed).toBe(true);
    expect(limiter.check('b', 200).allowed).toBe(true);
  });

  it('parses SQ_RATE_LIMIT text', () => {
    expect(parseRateLimit('30/10000')).toEqual({ max: 30, windowMs: 10000 });
    expect(() => parseRateLimit('30')).toThrow(/max\/windowMs/);
    expect(() => parseRateLimit('0/100')).toThrow();
  });
});
