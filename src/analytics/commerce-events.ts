/**
 * The commerce events about products, as the elements fire them where they
 * happen: what each one says about a product (its price in major units: cents divided by 100), and the
 * once-per-page product views (a product page's `pdp_visit`, one
 * `plp_visit` for a list's cards, one `related_products` for a product page's add-ons).
 */
import { moneyToNumber } from '../format/money';
import { effectivePrice, variantPrices } from '../format/price';
import type { Product, Variant } from '../product/product';
import type { ProductPageType } from '../product/page-type';
import { channel, trackEvent } from './channel';
import type { EventContent } from './schemas';

/** What an event says about a product (and the variant chosen, when there is one). */
export function productContent(
  product: Product,
  variant: Variant | undefined,
  currency: string,
  extra: EventContent = {},
): EventContent {
  const { variants } = product.structuredContent;
  const chosen = variant ?? (variants.length === 1 ? variants[0] : undefined);
  const paid = effectivePrice(variantPrices(chosen ?? variants[0], product, currency));
  return {
    productId: product.id,
    productName: product.title ?? '',
    sku: chosen?.sku ?? null,
    price: paid ? moneyToNumber(paid) : null,
    currency: paid?.currency ?? currency,
    ...extra,
  };
}

/** Whether `key` is seen for the first time on this page (the same product shown twice is one view). */
function firstTime(key: string): boolean {
  const { seen } = channel();
  if (seen.has(key)) return false;
  seen.add(key);
  return true;
}

/** Product ids gathered in one task, per list event, sent together at its end. */
const gathering = new Map<'plp_visit' | 'related_products', string[]>();

function gather(name: 'plp_visit' | 'related_products', productId: string, extra: EventContent): void {
  let ids = gathering.get(name);
  if (!ids) {
    const list: string[] = [];
    ids = list;
    gathering.set(name, list);
    queueMicrotask(() => {
      gathering.delete(name);
      trackEvent(name, { ...extra, productIds: list.slice(0, 200), count: list.length });
    });
  }
  ids.push(productId);
}

/**
 * A product came alive on the page: a product page's product is a `pdp_visit`; the cards of a list
 * are one `plp_visit` (with every product id), a product page's add-ons one `related_products`.
 */
export function trackProductView(
  product: Product,
  pageType: ProductPageType,
  currency: string,
  collectionId: string,
): void {
  if (!firstTime(`${pageType}:${product.id}`)) return;
  if (pageType === 'pdp') trackEvent('pdp_visit', productContent(product, undefined, currency));
  else if (pageType === 'plp') gather('plp_visit', product.id, { collectionId });
  else if (pageType === 'add-on') gather('related_products', product.id, { collectionId });
}
