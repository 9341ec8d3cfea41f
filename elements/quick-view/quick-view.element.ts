import type { WritableAtom } from 'nanostores';
import { messagesFor } from '../../src/messages';
import { defineElement, type ElementSpec, type ElementState } from '../../src/runtime/element';
import { closeQuickView, openQuickView, quickViewPhaseStore, type QuickViewPhase } from '../../stores/quick-view';
import { meta as quickViewMeta } from './quick-view.meta';
import { QUICK_VIEW_MESSAGES } from './quick-view.messages';
import type { QuickViewContent, QuickViewViewProps } from './QuickViewView';

type State = ElementState<typeof quickViewMeta, QuickViewPhase>;
type Actions = { readonly open: () => void; readonly close: () => void };

/** What the dialog shows for a load's phase; null while it is closed. */
function contentOf(phase: QuickViewPhase | null): QuickViewContent | null {
  if (!phase || phase.phase === 'idle') return null;
  return phase.phase === 'loaded' ? { phase: 'loaded', ...phase.value } : phase;
}

/** The button (and, once opened, the dialog) for a state. */
export function quickViewProps(
  { attributes, context, product, flow }: State,
  actions: Actions | null,
): QuickViewViewProps {
  const messages = messagesFor(QUICK_VIEW_MESSAGES, context.messages);
  return {
    label: messages.quickView,
    name: product?.title ?? '',
    href: attributes.href ?? '',
    closeText: messages.quickViewClose,
    loadingText: messages.quickViewLoading,
    failedText: messages.quickViewFailed,
    detailsText: messages.quickViewDetails,
    content: contentOf(flow),
    onOpen: actions?.open,
    onClose: actions?.close,
  };
}

/** `<sq-quick-view>`. */
export const spec: ElementSpec<
  typeof quickViewMeta,
  QuickViewViewProps,
  Actions,
  QuickViewPhase,
  WritableAtom<QuickViewPhase>
> = {
  meta: quickViewMeta,
  product: true,
  flow: quickViewPhaseStore,
  actions: (_scope, host, $phase: WritableAtom<QuickViewPhase>) => ({
    open: () => void openQuickView($phase, host.getAttribute('href') ?? ''),
    close: () => closeQuickView($phase),
  }),
  props: quickViewProps,
  view: () => import('./QuickViewView').then((module) => module.QuickViewView),
};

/** Defines `<sq-quick-view>`. */
export const define = () => defineElement(spec);

/** The element's tag and attributes. */
export { quickViewMeta as meta };
