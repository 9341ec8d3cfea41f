import * as v from 'valibot';
import type { PageContext } from '../context/page-context';
import { describeIssues, reportProblem } from '../lib/schemas';

/**
 * Merchandising settings for one product (SPEC.md section 3, CONTRACT section 8), validated when an
 * element reads them. Only the fields an element reads are listed: the restock and scarcity
 * elements add theirs.
 */
export const MerchandisingSchema = v.object({
  customSoldOutText: v.nullish(v.string()),
});

/** Merchandising settings for one product. */
export type Merchandising = v.InferOutput<typeof MerchandisingSchema>;

/** The merchandising settings of one product, validated when read; null when absent or of the wrong shape. */
export function merchandisingFor(context: PageContext, productId: string): Merchandising | null {
  const raw = Object.hasOwn(context.merchandising, productId) ? context.merchandising[productId] : undefined;
  if (raw === undefined) return null;
  const result = v.safeParse(MerchandisingSchema, raw);
  if (result.success) return result.output;
  reportProblem(`merchandising for product ${productId} has the wrong shape (${describeIssues(result.issues)}).`);
  return null;
}
