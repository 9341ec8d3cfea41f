import { Fragment, useEffect, useId, useRef, useState } from 'react';
import { useModal } from '../../src/dialogs/modal';
import type { ApiError } from '../../src/api/client';
import { formatMessage, type Messages } from '../../src/messages';
import type { CallMessages } from '../../src/purchase/call-messages';
import { describeAddError } from '../../src/purchase/errors';
import type { SignUp, SignUpGroup } from '../../src/api/restock';
import { $sessionStarted } from '../../stores/page-context';
import type { RestockCalls } from './restock-calls';
import type { RESTOCK_MANAGER_MESSAGES } from './restock-manager.messages';

/** Every text the restock manager shows, resolved for the page. */
export type RestockManagerTexts = CallMessages &
  Pick<Messages, 'checkConnection'> & { readonly [K in keyof typeof RESTOCK_MANAGER_MESSAGES]: string };

/** Props of `<sq-restock-manager>`'s view. */
export interface RestockManagerViewProps {
  readonly texts: RestockManagerTexts;
  /** The page's language, for dates (in the owner's own time zone) and plurals. */
  readonly locale: string;
  /** The platform calls; null on the server, which renders the loading state. */
  readonly calls: RestockCalls | null;
}

/** A confirmation on screen: what it asks, and what it sends. */
interface Asking {
  readonly question: string;
  readonly groups: readonly SignUpGroup[];
  readonly all: boolean;
}

/** An open list of sign-ups: null while it loads. */
interface Opened {
  readonly signUps: readonly SignUp[] | null;
  readonly error: string;
}

const keyOf = (group: SignUpGroup) => `${group.productId}/${group.variantId}`;

/**
 * The owner's restock sign-ups: every page of groups loaded (with progress), then a table of
 * products and variants with their counts, each with its sign-ups and a send, and Send all. Each
 * send asks first in a modal dialog, then says how many notices went out and loads the counts
 * again. A failure says what failed and keeps the table.
 */
export function RestockManagerView({ texts, locale, calls }: RestockManagerViewProps) {
  const id = useId();
  const [groups, setGroups] = useState<readonly SignUpGroup[] | null>(null);
  const [status, setStatus] = useState(texts.restockManagerLoading);
  const [error, setError] = useState('');
  const [opened, setOpened] = useState<Readonly<Record<string, Opened>>>({});
  const [asking, setAsking] = useState<Asking | null>(null);
  const [sending, setSending] = useState(false);
  // The latest load: an older one's answer is dropped.
  const latest = useRef(0);
  const root = useRef<HTMLDivElement>(null);
  const retried = useRef(false);

  const t = formatMessage;
  const plural = (count: number, one: string, other: string) =>
    t(new Intl.PluralRules(locale).select(count) === 'one' ? one : other, { count });
  const failure = (template: string, failed: ApiError) =>
    t(template, { reason: describeAddError(failed, $sessionStarted.get(), texts, '').message });
  // A group the platform gives no title for is named by its product id.
  const titleOf = (group: SignUpGroup) => group.productTitle || group.productId;
  const nameOf = (group: SignUpGroup) =>
    group.variantLabel
      ? t(texts.restockManagerProductVariant, { title: titleOf(group), variant: group.variantLabel })
      : titleOf(group);
  const date = (time: number) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(time);

  /** Loads every page of groups; the first load (and a retry) shows its progress. */
  const load = (first: boolean) => {
    const run = ++latest.current;
    return calls
      ?.groups((soFar) => {
        const count = soFar.reduce((sum, group) => sum + (group.pendingCount ?? 0) + group.notifiedCount, 0);
        if (first && run === latest.current) setStatus(t(texts.restockManagerLoadingCount, { count }));
      })
      .then((result) => {
        if (run !== latest.current) return;
        if (first) setStatus('');
        if (result.ok) {
          setGroups(result.data);
          setError('');
        } else setError(failure(texts.restockManagerLoadFailed, result.error));
      });
  };
  // The failure stays on screen (and Try again under focus) until the list is there; then focus
  // goes to the element, Try again being gone.
  const retry = () => {
    retried.current = true;
    setStatus(texts.restockManagerLoading);
    void load(true);
  };
  useEffect(() => {
    if (groups && retried.current && !root.current?.contains(document.activeElement)) root.current?.focus();
    retried.current = false;
  }, [groups]);
  useEffect(() => {
    void load(true);
    // Once, when the element starts in the browser.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** Opens a variant's sign-ups (every page), or loads them again. */
  const open = async (group: SignUpGroup) => {
    if (!calls) return;
    const key = keyOf(group);
    setOpened((all) => ({ ...all, [key]: { signUps: null, error: '' } }));
    const result = await calls.signUps(group);
    const done: Opened = result.ok
      ? { signUps: result.data, error: '' }
      : { signUps: [], error: failure(texts.restockManagerLoadFailed, result.error) };
    // Closed meanwhile: it stays closed.
    setOpened((all) => (all[key] ? { ...all, [key]: done } : all));
  };
  const toggle = (group: SignUpGroup) => {
    const key = keyOf(group);
    if (!opened[key]) void open(group);
    else setOpened(({ [key]: _closed, ...rest }) => rest);
  };

  const ask = (chosen: readonly SignUpGroup[], all: boolean) => {
    const count = chosen.reduce((sum, group) => sum + (group.pendingCount ?? 0), 0);
    // Without a count from the platform, someone may be waiting: the owner decides.
    const counted = chosen.every((group) => group.pendingCount !== null);
    if (counted && count === 0) return;
    const [group] = chosen;
    const question =
      all || !group
        ? counted
          ? plural(count, texts.restockManagerConfirmAllOne, texts.restockManagerConfirmAllOther)
          : texts.restockManagerConfirmAllUncounted
        : `${counted ? t(plural(count, texts.restockManagerConfirmOne, texts.restockManagerConfirmOther), { product: nameOf(group) }) : t(texts.restockManagerConfirmUncounted, { product: nameOf(group) })}${group.inStock === false ? ` ${texts.restockManagerStillOut}` : ''}`;
    setAsking({ question, groups: chosen, all });
  };

  const send = async ({ groups: chosen, all }: Asking) => {
    if (!calls || sending) return;
    setSending(true);
    setStatus('');
    setError('');
    const result = await calls.send(chosen, all);
    setSending(false);
    setAsking(null);
    if (!result.ok) {
      setError(failure(texts.restockManagerSendFailed, result.error));
      return;
    }
    const { sent } = result.data;
    setStatus(
      sent === null
        ? texts.restockManagerSent
        : plural(sent, texts.restockManagerSentOne, texts.restockManagerSentOther),
    );
    void load(false);
    for (const group of chosen) if (opened[keyOf(group)]) void open(group);
  };

  // Back in stock with someone waiting (or not known otherwise: the platform may not say).
  const waiting = (groups ?? []).filter((group) => group.inStock !== false && group.pendingCount !== 0);
  const headers = [
    texts.restockManagerProduct,
    texts.restockManagerVariant,
    texts.restockManagerPending,
    texts.restockManagerNotified,
    texts.restockManagerStock,
    texts.restockManagerActions,
  ];

  return (
    <div className="sq-restock-manager__body" ref={root} tabIndex={-1}>
      <p className="sq-restock-manager__status" role="status">
        {status}
      </p>
      {error ? (
        <p className="sq-restock-manager__error" role="alert">
          {error}
        </p>
      ) : null}
      {error && !groups ? (
        <button type="button" className="sq-restock-manager__retry" onClick={retry}>
          {texts.restockManagerRetry}
        </button>
      ) : null}
      {groups?.length === 0 ? <p className="sq-restock-manager__empty">{texts.restockManagerEmpty}</p> : null}
      {groups?.length ? (
        <>
          <div className="sq-restock-manager__scroll">
            <table className="sq-restock-manager__groups">
              <caption>{texts.restockManagerCaption}</caption>
              <thead>
                <tr>
                  {headers.map((header, index) => (
                    <th scope="col" key={index}>
                      {header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {groups.map((group, index) => {
                  const key = keyOf(group);
                  const list = opened[key];
                  const name = nameOf(group);
                  const listId = `${id}-${index}`;
                  return (
                    <Fragment key={key}>
                      <tr className="sq-restock-manager__group">
                        <th scope="row">{titleOf(group)}</th>
                        <td>{group.variantLabel}</td>
                        <td>{group.pendingCount}</td>
                        <td>{group.notifiedCount}</td>
                        <td>
                          {group.inStock === null
                            ? ''
                            : group.inStock
                              ? texts.restockManagerInStock
                              : texts.restockManagerOutOfStock}
                        </td>
                        <td className="sq-restock-manager__actions">
                          <button
                            type="button"
                            className="sq-restock-manager__view"
                            aria-label={t(texts.restockManagerViewLabel, { product: name })}
                            aria-expanded={Boolean(list)}
                            aria-controls={list ? listId : undefined}
                            onClick={() => toggle(group)}
                          >
                            {texts.restockManagerView}
                          </button>
                          <button
                            type="button"
                            className="sq-restock-manager__send"
                            aria-label={t(texts.restockManagerSendLabel, { product: name })}
                            aria-disabled={group.pendingCount === 0 || undefined}
                            onClick={() => ask([group], false)}
                          >
                            {texts.restockManagerSend}
                          </button>
                        </td>
                      </tr>
                      {list ? (
                        <tr className="sq-restock-manager__sign-ups-row">
                          <td colSpan={headers.length} id={listId}>
                            {list.signUps === null ? <p role="status">{texts.restockManagerLoading}</p> : null}
                            {list.error ? (
                              <p className="sq-restock-manager__error" role="alert">
                                {list.error}
                              </p>
                            ) : null}
                            {list.signUps?.length ? (
                              <table className="sq-restock-manager__sign-ups">
                                <caption>{t(texts.restockManagerSignUps, { product: name })}</caption>
                                <thead>
                                  <tr>
                                    <th scope="col">{texts.restockManagerEmail}</th>
                                    <th scope="col">{texts.restockManagerSignedUp}</th>
                                    <th scope="col">{texts.restockManagerMailingList}</th>
                                    <th scope="col">{texts.restockManagerStatus}</th>
                                  </tr>
                                </thead>
                                <tbody>
                                  {list.signUps.map((signUp) => (
                                    <tr key={signUp.id}>
                                      <td>{signUp.email}</td>
                                      <td>{signUp.createdOn === null ? '' : date(signUp.createdOn)}</td>
                                      <td>
                                        {signUp.isJoinMailingList ? texts.restockManagerYes : texts.restockManagerNo}
                                      </td>
                                      <td>
                                        {signUp.notifiedOn === null
                                          ? texts.restockManagerWaiting
                                          : t(texts.restockManagerNotifiedOn, { date: date(signUp.notifiedOn) })}
                                      </td>
                                    </tr>
                                  ))}
                                </tbody>
                              </table>
                            ) : null}
                          </td>
                        </tr>
                      ) : null}
                    </Fragment>
                  );
                })}
              </tbody>
            </table>
          </div>
          <button
            type="button"
            className="sq-restock-manager__send-all"
            aria-disabled={waiting.length === 0 || undefined}
            onClick={() => ask(waiting, true)}
          >
            {texts.restockManagerSendAll}
          </button>
        </>
      ) : null}
      {asking ? (
        <ConfirmDialog
          question={asking.question}
          texts={texts}
          sending={sending}
          onSend={() => void send(asking)}
          onCancel={() => setAsking(null)}
        />
      ) : null}
    </div>
  );
}

interface ConfirmDialogProps {
  readonly question: string;
  readonly texts: RestockManagerTexts;
  readonly sending: boolean;
  readonly onSend: () => void;
  readonly onCancel: () => void;
}

/**
 * The question before a send, a modal `role="alertdialog"` on the native `<dialog>`: focus starts
 * on Cancel (notices cannot be taken back), Escape and Cancel close it, focus returns to the
 * button that opened it. While the call runs, Send says "Sending…" and nothing closes it.
 */
function ConfirmDialog({ question, texts, sending, onSend, onCancel }: ConfirmDialogProps) {
  const ref = useModal('.sq-form-dialog__cancel');
  const id = useId();
  const unlessSending = (run: () => void) => () => {
    if (!sending) run();
  };
  return (
    <dialog
      ref={ref}
      className="sq-alert-dialog"
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-question`}
      onCancel={(event) => {
        event.preventDefault();
        unlessSending(onCancel)();
      }}
    >
      <h2 className="sq-alert-dialog__title" id={`${id}-title`}>
        {texts.restockManagerConfirmTitle}
      </h2>
      <p className="sq-alert-dialog__message" id={`${id}-question`}>
        {question}
      </p>
      <div className="sq-form-dialog__actions">
        <button
          type="button"
          className="sq-form-dialog__submit"
          aria-disabled={sending || undefined}
          onClick={unlessSending(onSend)}
        >
          {sending ? texts.restockManagerSending : texts.restockManagerConfirm}
        </button>
        <button
          type="button"
          className="sq-form-dialog__cancel"
          aria-disabled={sending || undefined}
          onClick={unlessSending(onCancel)}
        >
          {texts.restockManagerCancel}
        </button>
      </div>
    </dialog>
  );
}
