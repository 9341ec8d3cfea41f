import type { Db } from './db';

/** What the shop learns from the library's analytics calls (SPEC.md section 7, `/api/census/…`). */
export interface Census {
  /** Records that a visitor opened the quick view of `productId` (a product the shop has) at `now` (ms). */
  recordQuickView(productId: string, now?: number): void;
  /** How many times each product's quick view was opened, by product id (products never opened are absent). */
  quickViewCounts(): Record<string, number>;
}

/** The census over the shop database (table `quick_views`, made by `openDatabase`). */
export function createCensus(db: Db): Census {
  const insert = db.prepare<[string, number]>('INSERT INTO quick_views (product_id, created) VALUES (?, ?)');
  const counts = db.prepare<[], { product_id: string; n: number }>(
    'SELECT product_id, COUNT(*) AS n FROM quick_views GROUP BY product_id ORDER BY product_id',
  );
  return {
    recordQuickView(productId, now = Date.now()) {
      insert.run(productId, now);
    },
    quickViewCounts() {
      return Object.fromEntries(counts.all().map((row) => [row.product_id, row.n]));
    },
  };
}
