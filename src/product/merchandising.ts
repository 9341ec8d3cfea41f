import * as v from 'valibot';
import type { PageContext } from '../context/page-context';
import { reportProblem } from '../lib/schemas';
import { parseTolerant } from '../lib/tolerant';

/**
 * Merchandising settings for one product, validated when an
 * element reads them. Only the fields an element reads are listed: the restock and scarcity
 * elements add theirs.
 */
export const MerchandisingSchema = v.object({
  customSoldOutText: v.nullish(v.string()),
});

/** Merchandising settings for one product. */
export type Merchandising = v.InferOutput<typeof MerchandisingSchema>;

const reportedNotObjects = new WeakMap<object, Set<string>>();

/**
 * A reader of one part of a product's merchandising entry (the badge's text here; the scarcity
 * and restock elements make their own): validated tolerantly once per entry, the part's fields of
 * the wrong shape dropped (their defaults apply) with one console error naming them; an entry
 * that is not an object at all is null, named once whichever part reads it first.
 */
export function merchandisingReader<S extends v.GenericSchema>(
  schema: S,
  part: string,
): (context: PageContext, productId: string) => v.InferOutput<S> | null {
  const read = new WeakMap<object, v.InferOutput<S> | null>();
  return (context, productId) => {
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
      settings = parseTolerant(schema, structuredClone(raw), dropped);
      if (dropped.length > 0)
        reportProblem(
          `merchandising for product ${productId} has ${part}fields of the wrong shape, ignored: ${dropped.join('; ')}`,
        );
      read.set(raw, settings);
    }
    return settings;
  };
}

/** The merchandising settings of one product the badge reads (its sold-out text). */
export const merchandisingFor = merchandisingReader(MerchandisingSchema, '');
