// @vitest-environment node
import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  newVisitor,
  removeDir,
  skuOf,
  startServer,
  startShopProcess,
  tempDir,
  type ShopProcess,
  type TestServer,
} from './helpers';

const dir = tempDir();
const dbPath = join(dir, 'data', 'shop.sqlite');
let shop: ShopProcess;
let child: ChildProcess;
let childBase: string;
let inProcess: TestServer;

beforeAll(async () => {
  shop = await startShopProcess(dbPath, '1000/10000');
  child = shop.child;
  childBase = shop.base;
  inProcess = await startServer({ dir, dbPath });
}, 15_000);

afterAll(async () => {
  if (child.exitCode === null) child.kill('SIGKILL');
  await inProcess.close();
  removeDir(dir);
});

describe('server/main.ts', () => {
  it('prints its address and serves the shop', async () => {
    expect(shop.output()).toMatch(/^Demo shop: http:\/\/localhost:\d+\/$/m);
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
          additionalFields: null,
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
