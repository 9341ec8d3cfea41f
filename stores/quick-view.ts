import type { WritableAtom } from 'nanostores';
import { track } from '../src/analytics/channel';
import { parseProduct, type Product } from '../src/product/product';
import { loadPhaseStore, resetLoad, runLoad, type LoadPhase } from './load';
import { addMerchandising } from './page-context';

/** A quick view's product once loaded: the product, and its JSON for the dialog's `<sq-product>`. */
export interface QuickViewProduct {
  readonly product: Product;
  /** The item's JSON, safe inside a `<script>` (no `<`). */
  readonly json: string;
}

/** Where one quick view's load stands. */
export type QuickViewPhase = LoadPhase<QuickViewProduct>;

/** The phase store of one `<sq-quick-view>` (each loads its own product). */
export const quickViewPhaseStore = (): WritableAtom<QuickViewPhase> => loadPhaseStore<QuickViewProduct>();

/**
 * Opens a quick view: `loading` at once, then loads its product (`{href}?format=json`, with the
 * call's code, src/api/quick-view.ts, which comes on the first opening); its
 * merchandising joins the page context's so the dialog's elements see it, and the analytics module
 * records the view (`POST /api/census/RecordQuickView/{id}`). The item is checked here first, so a
 * broken one says so in the dialog instead of an empty product; a failure is logged once.
 */
export function openQuickView($phase: WritableAtom<QuickViewPhase>, href: string): Promise<void> {
  return runLoad(
    $phase,
    async () => {
      const { fetchQuickView } = await import('../src/api/quick-view');
      const answer = await fetchQuickView(href);
      const product = parseProduct(structuredClone(answer.item), 'the quick view of', href);
      if (!product) throw new Error('no usable product');
      if (answer.merchandising) addMerchandising(product.id, answer.merchandising);
      track({ type: 'quick-view', productId: product.id });
      return { product, json: JSON.stringify(answer.item).replace(/</g, '\\u003c') };
    },
    (error) => console.error('storefront-elements: <sq-quick-view> could not load', href, error),
  );
}

/** Closes a quick view: the next opening loads its product again. */
export function closeQuickView($phase: WritableAtom<QuickViewPhase>): void {
  resetLoad($phase);
}
