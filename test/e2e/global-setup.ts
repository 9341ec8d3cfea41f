/**
 * Global setup of the end-to-end run: checks the library is built, starts the demo shop
 * (server/app.ts) on a free port with a throwaway SQLite file and a known owner's password, and
 * provides its base URL and that password to the tests as `inject('baseUrl')` and
 * `inject('ownerPassword')`. The returned function stops it again.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
import { createApp } from '../../server/app';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The demo shop's base URL, e.g. `http://127.0.0.1:41234`. */
    baseUrl: string;
    /** The owner's password of that shop (`signInAsOwner` types it into the sign-in page). */
    ownerPassword: string;
  }
}

const ROOT = resolve(import.meta.dirname, '../..');
/** The owner's password the tests' shop is given, as `SQ_OWNER_PASSWORD` gives it to `npm run serve`. */
const OWNER_PASSWORD = 'e2e owner password';
const DIST = join(ROOT, 'dist');

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  for (const file of ['storefront.iife.js', 'storefront.css']) {
    if (!existsSync(join(DIST, file))) {
      throw new Error(
        `End-to-end tests need the built library, but dist/${file} is missing. Run \`npm run build\` first ` +
          '(or at least `npx vite build && npx vite build --mode iife`).',
      );
    }
  }
  const dir = mkdtempSync(join(tmpdir(), 'sq-e2e-'));
  const app = createApp({
    dbPath: join(dir, 'shop.sqlite'),
    distDir: DIST,
    quiet: true,
    ownerPassword: OWNER_PASSWORD,
  });
  await new Promise<void>((done, fail) => {
    app.server.once('error', fail);
    app.server.listen(0, '127.0.0.1', () => {
      app.server.off('error', fail);
      done();
    });
  });
  const { port } = app.server.address() as AddressInfo;
  project.provide('baseUrl', `http://127.0.0.1:${port}`);
  project.provide('ownerPassword', OWNER_PASSWORD);
  return async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  };
}
