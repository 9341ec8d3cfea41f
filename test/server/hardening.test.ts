// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { createCarts } from '../../server/carts';
import { openDatabase } from '../../server/db';
import { createProducts, type Products } from '../../server/products';
import { api, newVisitor, removeDir, skuOf, startServer, startShopProcess, tempDir, type Visitor } from './helpers';

const ENTRIES = '/api/commerce/shopping-cart/entries';
const dirs: string[] = [];
afterAll(() => dirs.forEach(removeDir));

function cartRows(dbPath: string): number {
  const db = new Database(dbPath, { readonly: true });
  try {
    return db.prepare('SELECT COUNT(*) FROM carts').pluck().get() as number;
  } finally {
    db.close();
  }
}

describe('cookies the shop did not issue', () => {
  it('make no cart, and count against the address rather than buying a fresh budget each', async () => {
    const server = await startServer({ rateLimit: { max: 5, windowMs: 60_000 } });
    dirs.push(server.dir);
    try {
      const { crumb } = await newVisitor(server.base);
      const tote = await skuOf(server.base, 'canvas-tote');
      const statuses: number[] = [];
      for (let i = 0; i < 20; i += 1) {
        const madeUp =
          i % 2 ? randomBytes(24).toString('base64url') : `${randomBytes(24).toString('base64url')}.${'A'.repeat(22)}`;
        const forger: Visitor = { crumb, cart: madeUp, cookie: `crumb=${crumb}; CART=${madeUp}` };
        const answer = await api(server.base, forger, 'POST', ENTRIES, { ...tote, quantity: 1 });
        statuses.push(answer.status);
        if (answer.status === 400) expect(answer.json.message).toBe('No cart cookie; reload the page.');
      }
      expect(statuses).toEqual([...Array(5).fill(400), ...Array(15).fill(429)]);
      expect(cartRows(server.dbPath)).toBe(0);
    } finally {
      await server.close();
    }
  });

  it('accept an issued cookie, but not one with its signature altered', async () => {
    const server = await startServer();
    dirs.push(server.dir);
    try {
      const visitor = await newVisitor(server.base);
      const tote = await skuOf(server.base, 'canvas-tote');
      expect((await api(server.base, visitor, 'POST', ENTRIES, { ...tote, quantity: 1 })).status).toBe(200);
      const last = visitor.cart.at(-1) === 'A' ? 'B' : 'A';
      const altered = `${visitor.cart.slice(0, -1)}${last}`;
      const forger = { ...visitor, cart: altered, cookie: `crumb=${visitor.crumb}; CART=${altered}` };
      expect((await api(server.base, forger, 'POST', ENTRIES, { ...tote, quantity: 1 })).status).toBe(400);
      expect((await api(server.base, forger, 'GET', '/api/commerce/shopping-cart')).json.entries).toEqual([]);
      // A page load replaces the altered cookie with an issued one.
      const page = await fetch(`${server.base}/`, { headers: { Cookie: forger.cookie } });
      expect(page.headers.getSetCookie().some((header) => header.startsWith('CART='))).toBe(true);
      expect(cartRows(server.dbPath)).toBe(1);
    } finally {
      await server.close();
    }
  });

  it('hold a ceiling per address over cookies it issued to fresh visitors', async () => {
    const server = await startServer({ rateLimit: { max: 5, windowMs: 60_000 } });
    dirs.push(server.dir);
    try {
      const visitors = await Promise.all(Array.from({ length: 60 }, () => newVisitor(server.base)));
      const statuses: number[] = [];
      for (const visitor of visitors)
        statuses.push((await api(server.base, visitor, 'GET', '/api/commerce/shopping-cart')).status);
      // Each visitor is within its own budget of 5; the address may make 10 × 5.
      expect(statuses).toEqual([...Array(50).fill(200), ...Array(10).fill(429)]);
    } finally {
      await server.close();
    }
  });
});

describe('transactions', () => {
  it('keep a cart within stock when another connection adds between the stock check and the write', async () => {
    const dir = tempDir();
    dirs.push(dir);
    const path = join(dir, 'shop.sqlite');
    const dbA = openDatabase(path);
    const dbB = openDatabase(path);
    dbB.pragma('busy_timeout = 0');
    try {
      const productsA = createProducts(dbA);
      const shirt = productsA.bySlug('linen-shirt');
      const variant = shirt?.variants.find((v) => v.attributes.Size === 'S' && v.attributes.Colour === 'Sand');
      if (!shirt || !variant) throw new Error('the catalogue has no S/Sand linen shirt');
      expect(variant.qtyInStock).toBe(3);
      const input = { itemId: shirt.id, sku: variant.sku, quantity: 2, additionalFields: null };
      const token = 'interleaved-cart-token';
      const cartsB = createCarts(dbB, createProducts(dbB));

      // Connection A's products: the first read of the variant's stock, which comes after A has
      // counted what the cart holds and before it writes, runs a whole add on connection B.
      let other: 'added' | 'refused' | undefined;
      const interleaving: Products = {
        ...productsA,
        byId(id) {
          const product = productsA.byId(id);
          if (!product) return product;
          const variants = product.variants.map((v) => {
            if (v.id !== variant.id) return v;
            const copy = { ...v };
            Object.defineProperty(copy, 'qtyInStock', {
              get() {
                if (other === undefined) {
                  try {
                    cartsB.addEntry(token, input);
                    other = 'added';
                  } catch {
                    other = 'refused';
                  }
                }
                return v.qtyInStock;
              },
            });
            return copy;
          });
          return { ...product, variants };
        },
      };
      const cartsA = createCarts(dbA, interleaving);
      let mine: 'added' | 'refused';
      try {
        cartsA.addEntry(token, input);
        mine = 'added';
      } catch {
        mine = 'refused';
      }
      expect(other).toBeDefined();
      // Exactly one of the two adds of 2 (stock 3) went through.
      expect([mine, other].filter((outcome) => outcome === 'added')).toHaveLength(1);
      expect(cartsA.cart(token).totalQuantity).toBe(2);
    } finally {
      dbA.close();
      dbB.close();
    }
  });
});

describe('durability', () => {
  it('keeps every acknowledged add through kill -9, with an intact database', async () => {
    const dir = tempDir();
    dirs.push(dir);
    const dbPath = join(dir, 'shop.sqlite');
    const { child, base } = await startShopProcess(dbPath, '100000/10000');
    const exited = new Promise((resolve) => child.once('exit', resolve));
    const visitor = await newVisitor(base);
    const guide = await skuOf(base, 'field-guide-pdf');

    let acknowledged = 0;
    let sent = 0;
    let killed = false;
    const worker = async () => {
      while (!killed) {
        sent += 1;
        try {
          const answer = await api(base, visitor, 'POST', ENTRIES, { ...guide, quantity: 1 });
          if (answer.status === 200) acknowledged += 1;
          if (acknowledged >= 60 && !killed) {
            killed = true;
            child.kill('SIGKILL');
          }
        } catch {
          // The connection died with the server: this add was never acknowledged.
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    await exited;
    expect(acknowledged).toBeGreaterThanOrEqual(60);

    const db = new Database(dbPath, { readonly: false });
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    db.close();
    const restarted = await startServer({ dir, dbPath });
    try {
      const cart = await api(restarted.base, visitor, 'GET', '/api/commerce/shopping-cart');
      expect(cart.json.totalQuantity).toBeGreaterThanOrEqual(acknowledged);
      expect(cart.json.totalQuantity).toBeLessThanOrEqual(sent);
    } finally {
      await restarted.close();
    }
  }, 30_000);
});
