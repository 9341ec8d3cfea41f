import * as v from 'valibot';
import type { PageContext } from '../context/page-context';
import { reportProblem } from '../lib/schemas';
import { parseTolerant } from '../lib/tolerant';

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

const read = new WeakMap<object, Merchandising | null>();
const reportedNotObjects = new WeakMap<object, Set<string>>();

/**
 * The merchandising settings of one product, validated once per page context entry: a field of
 * the wrong shape is dropped (its default applies) with one console error naming it; an entry
 * that is not an object at all is null, with one console error.
 */
export function merchandisingFor(context: PageContext, productId: string): Merchandising | null {
  const raw = Object.hasOwn(context.merchandising, productId) ? context.merchandising[productId] : undefined;
  if (raw === undefined) return null;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    let reported = reportedNotObjects.get(context.merchandising);
    if (!reported) reportedNotObjects.set(context.merchandising, (reported = new Set()));
    if (!reported.has(productId)) {
      reported.add(productId);
      reportProblem(`merchandising for product ${productId} is not an object; ignored.`);
    }
    return null;
  }
  let settings = read.get(raw);
  if (settings === undefined) {
    const dropped: string[] = [];
    settings = parseTolerant(MerchandisingSchema, structuredClone(raw), dropped);
    if (dropped.length > 0)
      reportProblem(
        `merchandising for product ${productId} has fields of the wrong shape, ignored: ${dropped.join('; ')}`,
      );
    read.set(raw, settings);
  }
  return settings;
}
