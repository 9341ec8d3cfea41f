import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import http from 'node:http';
import { spawn, type ChildProcess } from 'node:child_process';
import { REPO_ROOT } from '../../server/paths';
import { afterAll, beforeAll } from 'vitest';
import { createApp, type AppOptions } from '../../server/app';

/** `http.request` as Node has it, for requests msw must not intercept. */
export const rawHttpRequest: typeof http.request = http.request;

/** A running test server. */
export interface TestServer {
  readonly base: string;
  readonly dir: string;
  readonly dbPath: string;
  close(): Promise<void>;
}

/** A fresh temporary folder, removed by `removeDir`. */
export function tempDir(): string {
  return mkdtempSync(join(tmpdir(), 'sq-server-test-'));
}

/** Removes a temporary folder. */
export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/** The owner's password of the test servers (`startServer`'s `ownerPassword` unless a test gives another). */
export const OWNER_PASSWORD = 'owner password for tests';

/**
 * Starts `createApp` on port 0 with a SQLite file in `dir` (a new temp folder by default), the
 * owner's password `OWNER_PASSWORD`.
 */
export async function startServer(options: Partial<AppOptions> & { dir?: string } = {}): Promise<TestServer> {
  const dir = options.dir ?? tempDir();
  const dbPath = options.dbPath ?? join(dir, 'shop.sqlite');
  const app = createApp({
    rateLimit: { max: 100_000, windowMs: 10_000 },
    quiet: true,
    ownerPassword: OWNER_PASSWORD,
    ...options,
    dbPath,
  });
  await new Promise<void>((resolve) => app.server.listen(0, '127.0.0.1', resolve));
  const { port } = app.server.address() as AddressInfo;
  return { base: `http://127.0.0.1:${port}`, dir, dbPath, close: () => app.close() };
}

/** A visitor's cookies, as a page load sets them. */
export interface Visitor {
  readonly crumb: string;
  readonly cart: string;
  readonly cookie: string;
}

/** The `name=value` pairs of a response's Set-Cookie headers. */
export function setCookies(res: Response): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const header of res.headers.getSetCookie()) {
    const pair = header.split(';')[0] ?? '';
    const eq = pair.indexOf('=');
    cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
  }
  return cookies;
}

/** Loads the home page as a new visitor and keeps the cookies it sets. */
export async function newVisitor(base: string): Promise<Visitor> {
  const res = await fetch(`${base}/`);
  await res.text();
  const cookies = setCookies(res);
  const crumb = cookies.get('crumb');
  const cart = cookies.get('CART');
  if (!crumb || !cart) throw new Error('the home page did not set crumb and CART');
  return { crumb, cart, cookie: `crumb=${crumb}; CART=${cart}` };
}

/**
 * Signs in as the shop's owner the way the sign-in form does (the password and the crumb, posted
 * as a form): a visitor whose cookies carry the owner's session too.
 */
export async function signInOwner(base: string, password = OWNER_PASSWORD): Promise<Visitor> {
  const visitor = await newVisitor(base);
  const res = await fetch(`${base}/config/sign-in`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Cookie: visitor.cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ password, crumb: visitor.crumb, next: '/config/restock' }),
  });
  await res.text();
  const session = setCookies(res).get('sq_owner');
  if (res.status !== 303 || !session) throw new Error(`the owner could not sign in at ${base}: ${res.status}`);
  return { ...visitor, cookie: `${visitor.cookie}; sq_owner=${session}` };
}

const owners = new Map<string, Promise<Visitor>>();

/** The owner, signed in once per server (`signInOwner`). */
export function ownerOf(base: string): Promise<Visitor> {
  let owner = owners.get(base);
  if (!owner) {
    owner = signInOwner(base);
    owners.set(base, owner);
  }
  return owner;
}

/** A page fetched as the signed-in owner (`ownerOf`). */
export async function ownerFetch(base: string, path: string, init: RequestInit = {}): Promise<Response> {
  const owner = await ownerOf(base);
  return fetch(`${base}${path}`, { ...init, headers: { ...init.headers, Cookie: owner.cookie } });
}

/** One API answer. */
export interface ApiAnswer {
  readonly status: number;
  readonly headers: Headers;
  readonly json: any;
}

/** Calls the API as a visitor: cookies, and the CSRF header on non-GET calls. */
export async function api(
  base: string,
  visitor: Visitor | undefined,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<ApiAnswer> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(visitor ? { Cookie: visitor.cookie } : {}),
      ...(visitor && method !== 'GET' ? { 'X-CSRF-Token': visitor.crumb } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, json: text ? JSON.parse(text) : undefined };
}

/** The `{ item }` JSON of a product page. */
export async function productItem(base: string, slug: string) {
  const res = await fetch(`${base}/shop/p/${slug}?format=json`);
  if (!res.ok) throw new Error(`no product ${slug}`);
  const { item } = (await res.json()) as {
    item: {
      id: string;
      title: string;
      structuredContent: {
        variants: { id: string; sku: string; qtyInStock: number; attributes: Record<string, string> }[];
      };
    };
  };
  return item;
}

/** The sku of the product's variant with these attributes (or its only variant). */
export async function skuOf(base: string, slug: string, attributes: Record<string, string> = {}) {
  const item = await productItem(base, slug);
  const variant = item.structuredContent.variants.find((v) =>
    Object.entries(attributes).every(([name, value]) => v.attributes[name] === value),
  );
  if (!variant) throw new Error(`no variant of ${slug} with ${JSON.stringify(attributes)}`);
  return { itemId: item.id, sku: variant.sku, qtyInStock: variant.qtyInStock };
}

/** Starts a test server (own temp folder and SQLite file) for the test file and removes it after. */
export function useServer(options: Partial<AppOptions> & { dir?: string } = {}): {
  readonly base: string;
  readonly server: TestServer;
} {
  let running: TestServer | undefined;
  beforeAll(async () => {
    running = await startServer(options);
  });
  afterAll(async () => {
    if (!running) return;
    await running.close();
    removeDir(running.dir);
  });
  return {
    get server() {
      if (!running) throw new Error('the test server has not started');
      return running;
    },
    get base() {
      return this.server.base;
    },
  };
}

/** `server/main.ts` running in a process of its own, as `npm start` runs it. */
export interface ShopProcess {
  readonly child: ChildProcess;
  /** Its address, from the line it prints. */
  readonly base: string;
  /** Everything it printed so far. */
  output(): string;
}

/**
 * Starts `server/main.ts` on a free port with this database and rate limit (and any other
 * environment variables in `env`), once it says where it listens.
 */
export async function startShopProcess(
  dbPath: string,
  rateLimit: string,
  env: Readonly<Record<string, string>> = {},
): Promise<ShopProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: '0', SQ_DB_PATH: dbPath, SQ_RATE_LIMIT: rateLimit, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const base = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server/main.ts did not start:\n${output}`)), 15_000);
    const onData = (chunk: Buffer): void => {
      output += chunk.toString();
      const match = /Demo shop: (http:\/\/localhost:\d+)\//.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1].replace('localhost', '127.0.0.1'));
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server/main.ts exited with ${code}:\n${output}`)));
  });
  return { child, base, output: () => output };
}
