import { useEffect, useId, useRef } from 'react';
import { ConfirmDialog } from '../../src/dialogs/ConfirmDialog';
import { formatMessage } from '../../src/messages';
import type { SignUp, SignUpGroup } from '../../src/api/restock';
import type { OpenedSignUps } from '../../stores/restock-manager';
import type { RESTOCK_MANAGER_MESSAGES } from '../../src/restock/manager-messages';

/** What a button of the dialog does where the view was drawn without actions (on the server). */
const nothing = () => {};

/** Every text the restock manager shows, resolved for the page. */
export type RestockManagerTexts = { readonly [K in keyof typeof RESTOCK_MANAGER_MESSAGES]: string };

/** One product and variant of the table, named as its buttons, captions and questions name it. */
export interface RestockGroupRow {
  /** Its key among the rows (its product and variant). */
  readonly key: string;
  readonly group: SignUpGroup;
  /** The product's title, or its id when the platform gives none. */
  readonly title: string;
  /** The product and its variant: "Linen Shirt (M, Sand)". */
  readonly name: string;
  /** Its open list of sign-ups, or null when closed. */
  readonly list: OpenedSignUps | null;
}

/** Props of `<sq-restock-manager>`'s view. */
export interface RestockManagerViewProps {
  readonly texts: RestockManagerTexts;
  /** The page's language, for dates (in the owner's own time zone). */
  readonly locale: string;
  /** The status line: the loading progress, or what a send did; ''. */
  readonly status: string;
  /** The failure on screen, or ''. */
  readonly error: string;
  /** The table's rows; null until the groups loaded (the server renders that loading state). */
  readonly rows: readonly RestockGroupRow[] | null;
  /** Whether Send all has anything to send. */
  readonly canSendAll: boolean;
  /** The confirmation before a send (its question, whether it is sending), or null. */
  readonly confirm: { readonly question: string; readonly sending: boolean } | null;
  /** Starts loading the sign-ups: called once the view is on screen, so their progress shows as it comes. */
  readonly onStart?: () => void;
  readonly onRetry?: () => void;
  readonly onToggle?: (group: SignUpGroup) => void;
  readonly onSend?: (group: SignUpGroup) => void;
  readonly onSendAll?: () => void;
  readonly onConfirm?: () => void;
  readonly onCancel?: () => void;
}

/**
 * The owner's restock sign-ups: the status line (loading progress, then what a send did), a
 * failure and Try again after a failed first load, then a table of products and variants with
 * their counts, each with its sign-ups and a send, and Send all; the confirmation before a send.
 */
export function RestockManagerView({
  texts,
  locale,
  status,
  error,
  rows,
  canSendAll,
  confirm,
  onStart,
  onRetry,
  onToggle,
  onSend,
  onSendAll,
  onConfirm,
  onCancel,
}: RestockManagerViewProps) {
  const root = useRef<HTMLDivElement>(null);
  const retried = useRef(false);
  // The failure stays on screen (and Try again under focus) until the list is there; then focus
  // goes to the element, Try again being gone.
  useEffect(() => {
    if (rows && retried.current && !root.current?.contains(document.activeElement)) root.current?.focus();
    retried.current = false;
  }, [rows]);
  useEffect(() => {
    onStart?.();
    // Once, when the element is first drawn in the browser (the server has no actions).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const retry = () => {
    retried.current = true;
    onRetry?.();
  };

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
      {error && !rows ? (
        <button type="button" className="sq-restock-manager__retry" onClick={retry}>
          {texts.restockManagerRetry}
        </button>
      ) : null}
      {rows?.length === 0 ? <p className="sq-restock-manager__empty">{texts.restockManagerEmpty}</p> : null}
      {rows?.length ? (
        <>
          <GroupsTable texts={texts} locale={locale} rows={rows} onToggle={onToggle} onSend={onSend} />
          <button
            type="button"
            className="sq-restock-manager__send-all"
            aria-disabled={!canSendAll || undefined}
            onClick={onSendAll}
          >
            {texts.restockManagerSendAll}
          </button>
        </>
      ) : null}
      {confirm ? (
        // Focus starts on Cancel (notices cannot be taken back) and returns to the button that
        // opened it; while the send runs, Send says "Sending…" and nothing closes it.
        <ConfirmDialog
          title={texts.restockManagerConfirmTitle}
          message={confirm.question}
          confirmText={texts.restockManagerConfirm}
          busyText={texts.restockManagerSending}
          cancelText={texts.restockManagerCancel}
          busy={confirm.sending}
          onConfirm={onConfirm ?? nothing}
          onCancel={onCancel ?? nothing}
        />
      ) : null}
    </div>
  );
}

interface GroupsTableProps extends Pick<RestockManagerViewProps, 'texts' | 'locale' | 'onToggle' | 'onSend'> {
  readonly rows: readonly RestockGroupRow[];
}

/** The table of products and variants (with a caption and column headers), each row's list below it. */
function GroupsTable({ texts, locale, rows, onToggle, onSend }: GroupsTableProps) {
  const id = useId();
  const headers = [
    texts.restockManagerProduct,
    texts.restockManagerVariant,
    texts.restockManagerPending,
    texts.restockManagerNotified,
    texts.restockManagerStock,
    texts.restockManagerActions,
  ];
  return (
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
          {rows.map((row, index) => (
            <GroupRow
              key={row.key}
              row={row}
              listId={`${id}-${index}`}
              columns={headers.length}
              texts={texts}
              locale={locale}
              onToggle={onToggle}
              onSend={onSend}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface GroupRowProps extends Pick<RestockManagerViewProps, 'texts' | 'locale' | 'onToggle' | 'onSend'> {
  readonly row: RestockGroupRow;
  /** The id of the cell holding its open list (the toggle controls it). */
  readonly listId: string;
  readonly columns: number;
}

/**
 * One product and variant: its counts (blank when the platform gives none), its stock, "View
 * sign-ups" and "Send notices" (aria-disabled when no one is waiting), and below it, when open,
 * its list.
 */
function GroupRow({
  row: { group, title, name, list },
  listId,
  columns,
  texts,
  locale,
  onToggle,
  onSend,
}: GroupRowProps) {
  const t = formatMessage;
  return (
    <>
      <tr className="sq-restock-manager__group">
        <th scope="row">{title}</th>
        <td>{group.variantLabel}</td>
        <td>{group.pendingCount}</td>
        <td>{group.notifiedCount}</td>
        <td>
          {group.inStock === null ? '' : group.inStock ? texts.restockManagerInStock : texts.restockManagerOutOfStock}
        </td>
        <td className="sq-restock-manager__actions">
          <button
            type="button"
            className="sq-restock-manager__view"
            aria-label={t(texts.restockManagerViewLabel, { product: name })}
            aria-expanded={Boolean(list)}
            aria-controls={list ? listId : undefined}
            onClick={() => onToggle?.(group)}
          >
            {texts.restockManagerView}
          </button>
          <button
            type="button"
            className="sq-restock-manager__send"
            aria-label={t(texts.restockManagerSendLabel, { product: name })}
            aria-disabled={group.pendingCount === 0 || undefined}
            onClick={() => onSend?.(group)}
          >
            {texts.restockManagerSend}
          </button>
        </td>
      </tr>
      {list ? (
        <tr className="sq-restock-manager__sign-ups-row">
          <td colSpan={columns} id={listId}>
            <SignUpsList list={list} name={name} texts={texts} locale={locale} />
          </td>
        </tr>
      ) : null}
    </>
  );
}

interface SignUpsListProps extends Pick<RestockManagerViewProps, 'texts' | 'locale'> {
  readonly list: OpenedSignUps;
  readonly name: string;
}

/** A variant's open list: loading, its failure, or its sign-ups in a table of their own. */
function SignUpsList({ list: { signUps, error }, name, texts, locale }: SignUpsListProps) {
  return (
    <>
      {signUps === null ? <p role="status">{texts.restockManagerLoading}</p> : null}
      {error ? (
        <p className="sq-restock-manager__error" role="alert">
          {error}
        </p>
      ) : null}
      {signUps?.length ? (
        <table className="sq-restock-manager__sign-ups">
          <caption>{formatMessage(texts.restockManagerSignUps, { product: name })}</caption>
          <thead>
            <tr>
              <th scope="col">{texts.restockManagerEmail}</th>
              <th scope="col">{texts.restockManagerSignedUp}</th>
              <th scope="col">{texts.restockManagerMailingList}</th>
              <th scope="col">{texts.restockManagerStatus}</th>
            </tr>
          </thead>
          <tbody>
            {signUps.map((signUp) => (
              <SignUpRow key={signUp.id} signUp={signUp} texts={texts} locale={locale} />
            ))}
          </tbody>
        </table>
      ) : null}
    </>
  );
}

interface SignUpRowProps extends Pick<RestockManagerViewProps, 'texts' | 'locale'> {
  readonly signUp: SignUp;
}

/** One sign-up: the address, when (a date in the page's language), the mailing-list choice, notified or waiting. */
function SignUpRow({ signUp, texts, locale }: SignUpRowProps) {
  const date = (time: number) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(time);
  return (
    <tr>
      <td>{signUp.email}</td>
      <td>{signUp.createdOn === null ? '' : date(signUp.createdOn)}</td>
      <td>{signUp.isJoinMailingList ? texts.restockManagerYes : texts.restockManagerNo}</td>
      <td>
        {signUp.notifiedOn === null
          ? texts.restockManagerWaiting
          : formatMessage(texts.restockManagerNotifiedOn, { date: date(signUp.notifiedOn) })}
      </td>
    </tr>
  );
}
