// @vitest-environment node
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeDir, startServer, tempDir, type TestServer, rawHttpRequest } from './helpers';

let server: TestServer;
let dir: string;

beforeAll(async () => {
  dir = tempDir();
  const dist = join(dir, 'dist');
  mkdirSync(join(dist, 'chunks'), { recursive: true });
  writeFileSync(join(dist, 'storefront.iife.js'), 'console.log("hi");');
  writeFileSync(join(dist, 'storefront.css'), 'sq-product{display:block}');
  writeFileSync(join(dist, 'custom-elements.json'), '{"schemaVersion":"1.0.0"}');
  writeFileSync(join(dist, 'storefront.js.map'), '{"version":3}');
  writeFileSync(join(dist, 'chunks', 'a.js'), 'export {};');
  mkdirSync(join(dist, 'lazy'), { recursive: true });
  writeFileSync(join(dist, 'lazy', 'runtime-AbC123.js'), 'export {};');
  writeFileSync(join(dist, '.env'), 'SECRET=1');
  writeFileSync(join(dir, 'secret.txt'), 'top secret');
  server = await startServer({ dir, distDir: dist });
});

afterAll(async () => {
  await server.close();
  removeDir(dir);
});

/** A request with the path sent exactly as written (fetch would normalise `..`). */
function rawGet(path: string): Promise<{ status: number; body: string }> {
  const url = new URL(server.base);
  return new Promise((resolve, reject) => {
    const req = rawHttpRequest({ host: url.hostname, port: url.port, path, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('/dist/ files', () => {
  it.each([
    ['storefront.iife.js', 'text/javascript; charset=utf-8', 'console.log("hi");'],
    ['storefront.css', 'text/css; charset=utf-8', 'sq-product{display:block}'],
    ['custom-elements.json', 'application/json; charset=utf-8', '{"schemaVersion":"1.0.0"}'],
    ['storefront.js.map', 'application/json; charset=utf-8', '{"version":3}'],
    ['chunks/a.js', 'text/javascript; charset=utf-8', 'export {};'],
  ])('serves %s as %s', async (file, type, body) => {
    const res = await fetch(`${server.base}/dist/${file}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(type);
    expect(await res.text()).toBe(body);
  });

  it('caches the content-hashed modules forever and makes pages revalidate the loader and the stylesheet', async () => {
    const lazy = await fetch(`${server.base}/dist/lazy/runtime-AbC123.js`);
    expect(lazy.status).toBe(200);
    expect(lazy.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(lazy.headers.get('content-type')).toMatch(/javascript/);
    for (const file of ['storefront.iife.js', 'storefront.css']) {
      expect((await fetch(`${server.base}/dist/${file}`)).headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('answers HEAD with the length and no body, and 304 for a matching ETag', async () => {
    const head = await fetch(`${server.base}/dist/storefront.css`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe('25');
    expect(await head.text()).toBe('');
    const etag = head.headers.get('etag') ?? '';
    const again = await fetch(`${server.base}/dist/storefront.css`, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  });

  it('answers 404 for missing files, folders and dotfiles', async () => {
    for (const path of ['/dist/nope.js', '/dist/chunks', '/dist/', '/dist/.env']) {
      expect((await fetch(`${server.base}${path}`)).status, path).toBe(404);
    }
  });

  it('refuses path traversal', async () => {
    for (const path of [
      '/dist/../secret.txt',
      '/dist/..%2fsecret.txt',
      '/dist/%2e%2e/secret.txt',
      '/dist/%2e%2e%2fsecret.txt',
      '/dist/chunks/..%2f..%2fsecret.txt',
      '/dist/..%5csecret.txt',
      '/dist/%2fetc%2fpasswd',
      '/dist/storefront.css%00.js',
      '/dist/%E0%A4%A',
    ]) {
      const res = await rawGet(path);
      expect(res.status, path).toBe(404);
      expect(res.body, path).not.toContain('top secret');
      expect(res.body, path).not.toContain('root:');
    }
  });
});
