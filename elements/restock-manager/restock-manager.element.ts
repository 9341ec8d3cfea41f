import { messagesFor, resolveMessages } from '../../src/messages';
import { CALL_MESSAGES } from '../../src/purchase/call-messages';
import { defineElement, type ElementSpec, type ElementState } from '../../src/runtime/element';
import { RESTOCK_CALLS, type RestockCalls } from './restock-calls';
import { meta as restockManagerMeta } from './restock-manager.meta';
import { RESTOCK_MANAGER_MESSAGES } from './restock-manager.messages';
import type { RestockManagerViewProps } from './RestockManagerView';

type State = ElementState<typeof restockManagerMeta>;

/**
 * The view's props: the texts and the page's language. The server has no calls and renders the
 * loading state, which is also the browser's first render (the lists load in the browser only).
 */
export function restockManagerProps({ context, locale }: State, calls: RestockCalls | null): RestockManagerViewProps {
  const overrides = context.messages;
  return {
    texts: {
      ...messagesFor(CALL_MESSAGES, overrides),
      checkConnection: resolveMessages(overrides).checkConnection,
      ...messagesFor(RESTOCK_MANAGER_MESSAGES, overrides),
    },
    locale,
    calls,
  };
}

/** `<sq-restock-manager>`. */
export const spec: ElementSpec<typeof restockManagerMeta, RestockManagerViewProps, RestockCalls> = {
  meta: restockManagerMeta,
  actions: () => RESTOCK_CALLS,
  props: restockManagerProps,
  // It loads the sign-ups as it starts.
  awake: () => true,
  view: () => import('./RestockManagerView').then((module) => module.RestockManagerView),
  // Always shown: its loading state is its server markup.
  hidden: () => false,
};

/** Defines `<sq-restock-manager>`. */
export const define = () => defineElement(spec);

/** The element's tag and attributes. */
export { restockManagerMeta as meta };
