import * as v from 'valibot';
import { track } from '../../src/analytics/channel';
import { isObject } from '../../src/lib/schemas';
import { messagesFor } from '../../src/messages';
import { parseProduct } from '../../src/product/product';
import { defineElement, type ElementSpec, type ElementState } from '../../src/runtime/element';
import { $pageContext } from '../../stores/page-context';
import { meta as quickViewMeta } from './quick-view.meta';
import { QUICK_VIEW_MESSAGES } from './quick-view.messages';
import type { QuickViewContent, QuickViewViewProps } from './QuickViewView';

type State = ElementState<typeof quickViewMeta>;
type Actions = { readonly load: () => Promise<QuickViewContent> };

/** What `{href}?format=json` answers: the product item and its merchandising. */
const QuickViewJsonSchema = v.object({
  item: v.custom<object>(isObject, 'Expected the product item'),
  merchandising: v.nullish(v.custom<Record<string, unknown>>(isObject, 'Expected an object')),
});

/**
 * Loads a product for the quick view: `{href}?format=json`, validated; its merchandising joins the
 * page context's so the dialog's elements see it; the analytics module records the view
 * (`POST /api/census/RecordQuickView/{id}`, src/analytics/census.ts).
 */
export async function loadQuickView(href: string): Promise<QuickViewContent> {
  try {
    const url = new URL(href, document.baseURI);
    if (url.origin !== location.origin) throw new Error(`${href} is not on this site`);
    url.searchParams.set('format', 'json');
    const response = await fetch(url, { headers: { Accept: 'application/json' }, credentials: 'same-origin' });
    if (!response.ok) throw new Error(`${url.pathname} answered ${response.status}`);
    const json = v.parse(QuickViewJsonSchema, await response.json());
    // The dialog's <sq-product> reads the item from its script; checked here first, so a broken
    // one says so in the dialog instead of an empty product.
    const product = parseProduct(structuredClone(json.item), 'the quick view of', href);
    if (!product) throw new Error('no usable product');
    if (json.merchandising) {
      const context = $pageContext.get();
      $pageContext.set({ ...context, merchandising: { ...context.merchandising, [product.id]: json.merchandising } });
    }
    track({ type: 'quick-view', productId: product.id });
    return { phase: 'loaded', product, json: JSON.stringify(json.item).replace(/</g, '\\u003c') };
  } catch (error) {
    console.error('storefront-elements: <sq-quick-view> could not load', href, error);
    return { phase: 'failed' };
  }
}

/** The button (and, once opened, the dialog) for a state. */
export function quickViewProps({ attributes, context, product }: State, actions: Actions | null): QuickViewViewProps {
  const messages = messagesFor(QUICK_VIEW_MESSAGES, context.messages);
  return {
    label: messages.quickView,
    name: product?.title ?? '',
    href: attributes.href ?? '',
    closeText: messages.quickViewClose,
    loadingText: messages.quickViewLoading,
    failedText: messages.quickViewFailed,
    detailsText: messages.quickViewDetails,
    onLoad: actions?.load,
  };
}

/** `<sq-quick-view>`. */
export const spec: ElementSpec<typeof quickViewMeta, QuickViewViewProps, Actions> = {
  meta: quickViewMeta,
  product: true,
  actions: (_scope, host) => ({ load: () => loadQuickView(host.getAttribute('href') ?? '') }),
  props: quickViewProps,
  view: () => import('./QuickViewView').then((module) => module.QuickViewView),
};

/** Defines `<sq-quick-view>`. */
export const define = () => defineElement(spec);

/** The element's tag and attributes. */
export { quickViewMeta as meta };
