// @vitest-environment node
import { existsSync, mkdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressDir } from '../../scripts/compress';
import { acceptsEncoding } from '../../server/site';
import { removeDir, startServer, tempDir, type TestServer, rawHttpRequest } from './helpers';

/** A module worth compressing (the forms of a few bytes are larger than they are, and not kept). */
const BIG = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(',')}];\n`;

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
  writeFileSync(join(dist, 'lazy', 'big-Q1w2.js'), BIG);
  writeFileSync(join(dist, 'lazy', 'stale-Z9.js'), BIG);
  writeFileSync(join(dist, '.env'), 'SECRET=1');
  writeFileSync(join(dir, 'secret.txt'), 'top secret');
  await compressDir(dist);
  // Rebuilt after its forms were made: they are older than it.
  const later = new Date(Date.now() + 60_000);
  utimesSync(join(dist, 'lazy', 'stale-Z9.js'), later, later);
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

  it('sends the best compressed form the build made that the browser accepts, and the file to one that accepts none', async () => {
    const url = `${server.base}/dist/lazy/big-Q1w2.js`;
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['br;q=0.5, gzip', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['*', 'br'],
      ['identity', null],
    ] as const) {
      const res = await fetch(url, { headers: { 'Accept-Encoding': accept } });
      expect(res.status, accept).toBe(200);
      expect(res.headers.get('content-encoding'), accept).toBe(encoding);
      expect(res.headers.get('vary'), accept).toBe('Accept-Encoding');
      expect(res.headers.get('content-type'), accept).toBe('text/javascript; charset=utf-8');
      expect(res.headers.get('cache-control'), accept).toBe('public, max-age=31536000, immutable');
      expect(await res.text(), accept).toBe(BIG);
    }
    const br = await fetch(url, { method: 'HEAD', headers: { 'Accept-Encoding': 'br' } });
    expect(br.headers.get('content-length')).toBe(String(readFileSync(`${dir}/dist/lazy/big-Q1w2.js.br`).length));
    expect(Number(br.headers.get('content-length'))).toBeLessThan(BIG.length / 3);
    expect(await br.text()).toBe('');
  });

  it('sends a file rebuilt after its compressed forms as it is, and a range of the file itself', async () => {
    const stale = await fetch(`${server.base}/dist/lazy/stale-Z9.js`, { headers: { 'Accept-Encoding': 'br' } });
    expect(stale.headers.get('content-encoding')).toBeNull();
    expect(await stale.text()).toBe(BIG);
    const range = await fetch(`${server.base}/dist/lazy/big-Q1w2.js`, {
      headers: { 'Accept-Encoding': 'br', Range: 'bytes=0-9' },
    });
    expect(range.status).toBe(206);
    expect(range.headers.get('content-encoding')).toBeNull();
    expect(await range.text()).toBe(BIG.slice(0, 10));
  });

  it('answers 304 for the ETag of any form, with Vary', async () => {
    const first = await fetch(`${server.base}/dist/lazy/big-Q1w2.js`, { headers: { 'Accept-Encoding': 'br' } });
    const again = await fetch(`${server.base}/dist/lazy/big-Q1w2.js`, {
      headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': first.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get('vary')).toBe('Accept-Encoding');
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

describe("compressDir (the build's last step)", () => {
  it('writes brotli and gzip forms that decode to each script, stylesheet and JSON file, and removes those of a file gone', async () => {
    const folder = tempDir();
    try {
      mkdirSync(join(folder, 'lazy'));
      writeFileSync(join(folder, 'lazy', 'a-1.js'), BIG);
      writeFileSync(join(folder, 'a.css'), BIG);
      writeFileSync(join(folder, 'a.json'), JSON.stringify(BIG));
      writeFileSync(join(folder, 'a.js.map'), JSON.stringify(BIG));
      writeFileSync(join(folder, 'tiny.js'), 'export {};');
      writeFileSync(join(folder, 'lazy', 'gone-0.js.br'), 'old');
      writeFileSync(join(folder, 'lazy', 'gone-0.js.gz'), 'old');
      const totals = await compressDir(folder);
      expect(totals.files).toBe(3);
      for (const file of ['lazy/a-1.js', 'a.css', 'a.json']) {
        const body = readFileSync(join(folder, file));
        expect(brotliDecompressSync(readFileSync(join(folder, `${file}.br`))).equals(body), file).toBe(true);
        expect(gunzipSync(readFileSync(join(folder, `${file}.gz`))).equals(body), file).toBe(true);
      }
      // Source maps stay as they are; a form no smaller than its file is not kept.
      for (const file of [
        'a.js.map.br',
        'a.js.map.gz',
        'tiny.js.br',
        'tiny.js.gz',
        'lazy/gone-0.js.br',
        'lazy/gone-0.js.gz',
      ]) {
        expect(existsSync(join(folder, file)), file).toBe(false);
      }
    } finally {
      removeDir(folder);
    }
  });
});

describe('acceptsEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br', true],
    ['gzip;q=1.0, br;q=0', 'br', false],
    ['BR', 'br', true],
    ['*;q=0.1', 'gzip', true],
    ['*, gzip;q=0', 'gzip', false],
    ['identity', 'gzip', false],
    [undefined, 'gzip', false],
    ['br;q=nonsense', 'br', false],
  ] as const)('%s accepts %s: %s', (header, encoding, accepted) => {
    expect(acceptsEncoding(header, encoding)).toBe(accepted);
  });
});
