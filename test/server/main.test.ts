// @vitest-environment node
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../server/paths';
import { api, newVisitor, removeDir, skuOf, startServer, tempDir, type TestServer } from './helpers';

const dir = tempDir();
const dbPath = join(dir, 'data', 'shop.sqlite');
let child: ChildProcess;
let childBase: string;
let output = '';
let inProcess: TestServer;

beforeAll(async () => {
  child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: '0', SQ_DB_PATH: dbPath, SQ_RATE_LIMIT: '1000/10000' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  childBase = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server/main.ts did not start:\n${output}`)), 10_000);
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
    child.on('exit', (code) => reject(new Error(`server/main.ts exited with ${code}:\n${output}`)));
  });
  inProcess = await startServer({ dir, dbPath });
}, 15_000);

afterAll(async () => {
  if (child.exitCode === null) child.kill('SIGKILL');
  await inProcess.close();
  removeDir(dir);
});

describe('server/main.ts', () => {
  it('prints its address and serves the shop', async () => {
    expect(output).toMatch(/^Demo shop: http:\/\/localhost:\d+\/$/m);
    const res = await fetch(`${childBase}/`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<h1>Shop</h1>');
  });

  it('never exceeds stock when two processes take adds for one cart at once', async () => {
    const visitor = await newVisitor(childBase);
    const shirt = await skuOf(childBase, 'linen-shirt', { Size: 'S', Colour: 'Sand' });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        api(i % 2 ? childBase : inProcess.base, visitor, 'POST', '/api/commerce/shopping-cart/entries', {
          itemId: shirt.itemId,
          sku: shirt.sku,
          quantity: 1,
          additionalFields: i % 4 < 2 ? null : '{"gift":true}',
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([...Array(3).fill(200), ...Array(17).fill(409)]);
    const cart = await api(childBase, visitor, 'GET', '/api/commerce/shopping-cart');
    expect(cart.json.totalQuantity).toBe(3);
  });

  it('shuts down cleanly on SIGTERM', async () => {
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
