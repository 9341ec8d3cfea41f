import { formatMessage, messagesFor } from '../../src/messages';
import { defineElement, type ElementSpec, type ElementState } from '../../src/runtime/element';
import {
  $restockManager,
  askToSend,
  askToSendAll,
  cancelSend,
  confirmSend,
  LOADING_SIGN_UPS,
  loadSignUpGroups,
  resetRestockManager,
  retryRestockLoad,
  signUpGroupKey,
  toggleSignUps,
  waitingGroups,
  type AskedSend,
  type RestockManagerState,
  type RestockStatus,
} from '../../stores/restock-manager';
import type { SignUpGroup } from '../../src/api/restock';
import { meta as restockManagerMeta } from './restock-manager.meta';
import { RESTOCK_MANAGER_MESSAGES } from '../../src/restock/manager-messages';
import type { RestockGroupRow, RestockManagerTexts, RestockManagerViewProps } from './RestockManagerView';

type State = ElementState<typeof restockManagerMeta, RestockManagerState>;

type Actions = Required<
  Pick<RestockManagerViewProps, 'onStart' | 'onRetry' | 'onToggle' | 'onSend' | 'onSendAll' | 'onConfirm' | 'onCancel'>
>;

/** A text with a count: `…One` when the page's language calls the count singular, else `…Other`. */
function plural(locale: string, count: number, one: string, other: string): string {
  return formatMessage(new Intl.PluralRules(locale).select(count) === 'one' ? one : other, { count });
}

/** What the status line says: "Loading sign-ups…", "… (13 so far)", "Sent 3 notices.", "Notices sent.", or ''. */
function statusText(status: RestockStatus, texts: RestockManagerTexts, locale: string): string {
  if (!status) return '';
  if (status.kind === 'loading')
    return status.soFar === null
      ? texts.restockManagerLoading
      : formatMessage(texts.restockManagerLoadingCount, { count: status.soFar });
  return status.count === null
    ? texts.restockManagerSent
    : plural(locale, status.count, texts.restockManagerSentOne, texts.restockManagerSentOther);
}

/** A group's product, as the table shows it: its title, or its id when the platform gives none. */
const titleOf = (group: SignUpGroup) => group.productTitle || group.productId;

/** A group's product and variant, as the buttons, captions and questions name them: "Linen Shirt (M, Sand)". */
function nameOf(group: SignUpGroup, texts: RestockManagerTexts): string {
  return group.variantLabel
    ? formatMessage(texts.restockManagerProductVariant, { title: titleOf(group), variant: group.variantLabel })
    : titleOf(group);
}

/**
 * The question before a send: how many people (or everyone, when the platform gave no count) for
 * which product, or for every in-stock product (Send all); a variant still out of stock is said so.
 */
function question({ groups: [group], all, count }: AskedSend, texts: RestockManagerTexts, locale: string) {
  if (all || !group)
    return count === null
      ? texts.restockManagerConfirmAllUncounted
      : plural(locale, count, texts.restockManagerConfirmAllOne, texts.restockManagerConfirmAllOther);
  const asked = formatMessage(
    count === null
      ? texts.restockManagerConfirmUncounted
      : plural(locale, count, texts.restockManagerConfirmOne, texts.restockManagerConfirmOther),
    { product: nameOf(group, texts) },
  );
  return group.inStock === false ? `${asked} ${texts.restockManagerStillOut}` : asked;
}

/**
 * The view's props for where the sign-ups stand: the texts, the status line, the rows with their
 * names and open lists, and the confirmation. The server has no flow and renders the loading
 * state, which is also the browser's first render (the lists load in the browser only).
 */
export function restockManagerProps(
  { context, locale, flow }: State,
  actions: Actions | null,
): RestockManagerViewProps {
  const texts = messagesFor(RESTOCK_MANAGER_MESSAGES, context.messages);
  const { groups, status, error, opened, asking, sending } = flow ?? LOADING_SIGN_UPS;
  const rows =
    groups?.map((group): RestockGroupRow => {
      const key = signUpGroupKey(group);
      return { key, group, title: titleOf(group), name: nameOf(group, texts), list: opened[key] ?? null };
    }) ?? null;
  return {
    texts,
    locale,
    status: statusText(status, texts, locale),
    error,
    rows,
    canSendAll: waitingGroups(groups).length > 0,
    confirm: asking ? { question: question(asking, texts, locale), sending } : null,
    ...actions,
  };
}

/** `<sq-restock-manager>`. */
export const spec: ElementSpec<typeof restockManagerMeta, RestockManagerViewProps, Actions, RestockManagerState> = {
  meta: restockManagerMeta,
  flow: () => $restockManager,
  // Each manager starts from the loading state (what the server rendered) …
  start: resetRestockManager,
  actions: () => ({
    // … and loads the sign-ups once its view is on screen.
    onStart: loadSignUpGroups,
    onRetry: retryRestockLoad,
    onToggle: toggleSignUps,
    onSend: (group) => askToSend([group]),
    onSendAll: askToSendAll,
    onConfirm: confirmSend,
    onCancel: cancelSend,
  }),
  props: restockManagerProps,
  // It loads the sign-ups as it starts: it wakes at once, and its view starts the load once drawn.
  awake: () => true,
  view: () => import('./RestockManagerView').then((module) => module.RestockManagerView),
  // Always shown: its loading state is its server markup.
  hidden: () => false,
};

/** Defines `<sq-restock-manager>`. */
export const define = () => defineElement(spec);

/** The element's tag and attributes. */
export { restockManagerMeta as meta };
