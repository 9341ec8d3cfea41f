// @vitest-environment node
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { catalogue } from '../../demo/catalogue';
import { api, newVisitor, removeDir, skuOf, startServer, tempDir } from './helpers';

const dir = tempDir();
const dbPath = join(dir, 'nested', 'shop.sqlite');

afterAll(() => removeDir(dir));

describe('persistence', () => {
  it('keeps carts across a restart on the same file, without seeding twice', async () => {
    const first = await startServer({ dir, dbPath });
    const visitor = await newVisitor(first.base);
    const tote = await skuOf(first.base, 'canvas-tote');
    const added = await api(first.base, visitor, 'POST', '/api/commerce/shopping-cart/entries', {
      itemId: tote.itemId,
      sku: tote.sku,
      quantity: 3,
      additionalFields: null,
    });
    expect(added.status).toBe(200);
    await first.close();

    const second = await startServer({ dir, dbPath });
    try {
      const cart = await api(second.base, visitor, 'GET', '/api/commerce/shopping-cart');
      expect(cart.json.id).toBe(added.json.shoppingCart.id);
      expect(cart.json.created).toBe(added.json.shoppingCart.created);
      expect(cart.json.entries).toEqual(added.json.shoppingCart.entries);
      expect((await skuOf(second.base, 'canvas-tote')).itemId).toBe(tote.itemId);
    } finally {
      await second.close();
    }
    const db = new Database(dbPath, { readonly: true });
    expect(db.prepare('SELECT COUNT(*) FROM products').pluck().get()).toBe(catalogue.length);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    db.close();
  });

  it('keeps stock safe when two servers share one file', async () => {
    const a = await startServer({ dir, dbPath });
    const b = await startServer({ dir, dbPath });
    try {
      const visitor = await newVisitor(a.base);
      const shirt = await skuOf(a.base, 'linen-shirt', { Size: 'S', Colour: 'Sand' });
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          api(i % 2 ? a.base : b.base, visitor, 'POST', '/api/commerce/shopping-cart/entries', {
            itemId: shirt.itemId,
            sku: shirt.sku,
            quantity: 1,
            additionalFields: null,
          }),
        ),
      );
      expect(answers.filter((x) => x.status === 200)).toHaveLength(3);
      expect((await api(b.base, visitor, 'GET', '/api/commerce/shopping-cart')).json.totalQuantity).toBe(3);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it("adds the catalogue's new products to an older shop on start, leaving the others' stock alone", async () => {
    const old = new Database(dbPath);
    old.prepare("DELETE FROM variants WHERE product_id = (SELECT id FROM products WHERE slug = 'gift-box')").run();
    old.prepare("DELETE FROM products WHERE slug = 'gift-box'").run();
    old.prepare("UPDATE variants SET qty_in_stock = 7 WHERE sku = 'TOTE'").run();
    old.close();
    const server = await startServer({ dir, dbPath });
    try {
      expect((await skuOf(server.base, 'gift-box')).qtyInStock).toBe(12);
      expect((await skuOf(server.base, 'canvas-tote')).qtyInStock).toBe(7);
    } finally {
      await server.close();
    }
  });
});
