import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Cart, CartEntry } from '../../src/api/cart';
import type { ApiError, ApiResult } from '../../src/api/client';
import { QUANTITY_MAX } from '../../src/product/add-to-cart-check';
import { AlertDialog } from '../../src/dialogs/AlertDialog';
import type { FormField } from '../../src/forms/definition';
import type { FormDialogProps } from '../../src/forms/FormDialog';
import type { FormMessages } from '../../src/forms/messages';
import type { FormAnswers } from '../../src/forms/values';
import { formatMessage, messagesFor, type Messages } from '../../src/messages';
import { describeAddError } from '../../src/purchase/errors';
import type { CallMessages } from '../../src/purchase/call-messages';
import { $sessionStarted } from '../../stores/page-context';
import { CART_TIMINGS } from './cart-edits';
import type { CART_MESSAGES } from './cart.messages';

/** Every text the cart shows, resolved for the page. */
export type CartTexts = CallMessages & Messages & { readonly [K in keyof typeof CART_MESSAGES]: string };

type CartCall = Promise<ApiResult<{ shoppingCart: Cart }>>;

/** What the cart's view can do (absent on the server). */
export interface CartActions {
  /** The cart the server rendered into the element, shown until the page's cart is known. */
  readonly seed: Cart | null;
  readonly changeQuantity: (entry: CartEntry, quantity: number) => CartCall;
  readonly remove: (entry: CartEntry) => CartCall;
  readonly restore: (entry: CartEntry) => CartCall;
  /** Saves an entry's answers (JSON text). */
  readonly changeAnswers: (entry: CartEntry, additionalFields: string) => CartCall;
}

/** One entry as the cart shows it. */
export interface CartEntryView {
  readonly entry: CartEntry;
  readonly title: string;
  /** The product page, when its address is safe to link. */
  readonly href: string | null;
  readonly image: string | null;
  /** "Size: M, Colour: Navy", or ''. */
  readonly options: string;
  /** The custom form's answers as the order shows them ("N/A" for an empty one). */
  readonly answers: readonly { readonly title: string; readonly value: string }[];
  readonly quantity: number;
  /** The line's price. */
  readonly price: string;
  /** Whether its answers can be edited (it names its form). */
  readonly editable: boolean;
}

/** Props of `<sq-cart>`'s view. */
export interface CartViewProps {
  readonly entries: readonly CartEntryView[];
  readonly totals: readonly { readonly key: string; readonly label: string; readonly value: string }[];
  /** The minimum subtotal's message while the cart is below it (Checkout is then disabled), else null. */
  readonly minimum: string | null;
  readonly shopHref: string;
  readonly checkoutHref: string;
  /** The cart shown, as JSON (the browser's first render starts from the server's copy). */
  readonly json: string | null;
  readonly texts: CartTexts;
  /** The page's replacements for visitor texts (the form dialog's come with its code). */
  readonly overrides: Readonly<Record<string, string>>;
  readonly actions: CartActions | null;
}

type Forms = typeof import('../../src/forms/product-form');

/** An entry's answers being edited: the dialog's module, the form and the answers it opens with. */
interface Editing {
  readonly entry: CartEntry;
  readonly forms: Forms;
  readonly fields: readonly FormField[];
  readonly formId: string;
  readonly initial: FormAnswers;
  readonly messages: FormMessages;
}

/** The answers an entry holds, as a map (stored JSON text that is not one counts as none). */
function storedAnswers(entry: CartEntry): FormAnswers {
  try {
    const answers: unknown = JSON.parse(entry.additionalFields ?? '{}');
    return typeof answers === 'object' && answers !== null && !Array.isArray(answers) ? (answers as FormAnswers) : {};
  } catch {
    return {};
  }
}

/** A typed quantity as the whole number to send, or null when it is not one (the entry keeps its quantity). */
export function typedQuantity(text: string): number | null {
  if (!/^\s*\d+\s*$/.test(text)) return null;
  return Math.min(QUANTITY_MAX, Math.max(1, Number(text)));
}

/**
 * The cart: every entry with its picture, title, options, form answers, quantity, price and remove
 * button; Undo for a few seconds after a removal; the totals the platform computed; the minimum
 * subtotal's message; Checkout. A failed change says so in a popup ("Unable to update quantity",
 * ...) and keeps what the visitor typed.
 */
export function CartView(props: CartViewProps) {
  const { entries, totals, minimum, shopHref, checkoutHref, json, texts, overrides, actions } = props;
  const id = useId();
  const [drafts, setDrafts] = useState<Readonly<Record<string, string>>>({});
  const [popup, setPopup] = useState<{
    readonly title: string;
    readonly message: string;
    /** Where focus goes when it closes (else where it was when it opened). */
    readonly opener?: HTMLElement;
  } | null>(null);
  const [removed, setRemoved] = useState<CartEntryView | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [status, setStatus] = useState('');
  const [pending, setPending] = useState(0);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const undoTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const rootRef = useRef<HTMLDivElement>(null);
  // The latest entries, for a quantity sent after the visitor stopped typing.
  const latest = useRef(entries);
  useEffect(() => {
    latest.current = entries;
  });
  useEffect(() => {
    const pendingTimers = timers.current;
    return () => {
      pendingTimers.forEach(clearTimeout);
      clearTimeout(undoTimer.current);
    };
  }, []);

  const reason = (error: ApiError, title: string) =>
    describeAddError(error, $sessionStarted.get(), texts, title).message;

  /** Runs one change; on failure, the popup with its title. */
  const run = async (call: CartCall, title: string): Promise<boolean> => {
    setPending((n) => n + 1);
    setStatus('');
    const result = await call;
    setPending((n) => n - 1);
    if (result.ok) {
      setStatus(texts.cartUpdated);
      return true;
    }
    setPopup({ title, message: reason(result.error, title) });
    return false;
  };

  const forget = (entryId: string) =>
    setDrafts((before) => Object.fromEntries(Object.entries(before).filter(([key]) => key !== entryId)));

  /** Sends the typed quantity of an entry now (a whole number from 1 to 9999), if it changed. */
  const commit = async (entryId: string) => {
    clearTimeout(timers.current.get(entryId));
    timers.current.delete(entryId);
    const view = latest.current.find((candidate) => candidate.entry.id === entryId);
    const text = drafts[entryId];
    if (!view || !actions || text === undefined) return;
    const quantity = typedQuantity(text);
    if (quantity === null || quantity === view.quantity) {
      if (quantity === view.quantity || text.trim() === '') forget(entryId);
      return;
    }
    // Kept as typed until the platform agrees: a failure loses nothing.
    if (await run(actions.changeQuantity(view.entry, quantity), texts.unableToUpdateQuantity)) forget(entryId);
  };

  const type = (entryId: string, text: string) => {
    setDrafts((before) => ({ ...before, [entryId]: text }));
    clearTimeout(timers.current.get(entryId));
    timers.current.set(
      entryId,
      setTimeout(() => void commitRef.current(entryId), CART_TIMINGS.quantityDebounce),
    );
  };
  // The debounced send reads the drafts of its own moment, not the keystroke's.
  const commitRef = useRef(commit);
  useEffect(() => {
    commitRef.current = commit;
  });

  const remove = async (view: CartEntryView) => {
    if (!actions || !(await run(actions.remove(view.entry), texts.unableToRemoveItem))) return;
    forget(view.entry.id);
    setRemoved(view);
    clearTimeout(undoTimer.current);
    undoTimer.current = setTimeout(() => setRemoved(null), CART_TIMINGS.undoDuration);
  };
  // The removed entry's button is gone: focus goes to Undo.
  useEffect(() => {
    if (removed) rootRef.current?.querySelector<HTMLElement>('.sq-cart__undo-button')?.focus();
  }, [removed]);

  const undo = async () => {
    if (!actions || !removed) return;
    clearTimeout(undoTimer.current);
    if (await run(actions.restore(removed.entry), texts.unableToRemoveItem)) {
      setRemoved(null);
      rootRef.current?.focus();
    }
  };

  const edit = async (view: CartEntryView) => {
    const formId = view.entry.additionalFieldsFormId;
    if (!formId) return;
    let forms: Forms;
    try {
      forms = await import('../../src/forms/product-form');
    } catch {
      setPopup({ title: texts.unableToOpenCartForm, message: texts.checkConnection });
      return;
    }
    const loaded = await forms.fetchProductForm(formId);
    if (!loaded.ok) {
      setPopup({ title: texts.unableToOpenCartForm, message: reason(loaded.error, texts.unableToOpenCartForm) });
      return;
    }
    const { fields } = loaded.data;
    setEditing({
      entry: view.entry,
      forms,
      fields,
      formId,
      initial: forms.initialAnswers(fields, '', storedAnswers(view.entry)),
      messages: messagesFor(forms.FORM_MESSAGES, overrides),
    });
  };

  const save: FormDialogProps['onSave'] = async (answers) => {
    if (!editing || !actions) return { ok: false };
    const sent = editing.forms.submittedAnswers(editing.fields, answers);
    const checked = await editing.forms.validateAnswers(editing.formId, sent);
    const result = checked.ok ? await actions.changeAnswers(editing.entry, JSON.stringify(sent)) : checked;
    if (result.ok) {
      setStatus(texts.cartUpdated);
      setEditing(null);
      return { ok: true };
    }
    const { error } = result;
    if (error.kind === 'validation') return { ok: false, errors: error.errors, message: error.message };
    // The cart's popup says it ("Unable to update form"), over the form, which stays open with every
    // answer as typed; closing the popup puts focus back in the form.
    setPopup({
      title: texts.unableToUpdateForm,
      message: reason(error, texts.unableToUpdateForm),
      // Back to the form's button, whatever had focus while it was saving.
      opener: rootRef.current?.querySelector<HTMLElement>('.sq-form-dialog__submit') ?? undefined,
    });
    return { ok: false };
  };

  const enter = (event: KeyboardEvent<HTMLInputElement>, entryId: string) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void commit(entryId);
    }
  };

  return (
    <div className="sq-cart__body" ref={rootRef} tabIndex={-1}>
      {json ? <script type="application/json" dangerouslySetInnerHTML={{ __html: json }} /> : null}
      <p className="sq-visually-hidden" role="status">
        {status}
      </p>
      {entries.length === 0 ? (
        <div className="sq-cart__empty">
          <p>{texts.cartEmpty}</p>
          <a className="sq-cart__shop" href={shopHref}>
            {texts.continueShopping}
          </a>
        </div>
      ) : (
        <ul className="sq-cart__entries" aria-label={texts.cartItems}>
          {entries.map((view) => {
            const { entry } = view;
            const inputId = `${id}-${entry.id}-quantity`;
            return (
              <li className="sq-cart__entry" key={entry.id}>
                {view.image ? (
                  <img className="sq-cart__image" src={view.image} alt="" width={96} height={96} loading="lazy" />
                ) : (
                  <span className="sq-cart__image" />
                )}
                <div className="sq-cart__details">
                  {view.href ? (
                    <a className="sq-cart__title" href={view.href}>
                      {view.title}
                    </a>
                  ) : (
                    <span className="sq-cart__title">{view.title}</span>
                  )}
                  {view.options ? <p className="sq-cart__options">{view.options}</p> : null}
                  {view.answers.length > 0 ? (
                    <dl className="sq-cart__answers">
                      {view.answers.map((answer, index) => (
                        <div key={index}>
                          <dt>{answer.title}</dt>
                          <dd>{answer.value}</dd>
                        </div>
                      ))}
                    </dl>
                  ) : null}
                  {view.editable ? (
                    <button
                      type="button"
                      className="sq-cart__edit"
                      aria-haspopup="dialog"
                      aria-label={formatMessage(texts.cartEditLabel, { title: view.title })}
                      onClick={() => void edit(view)}
                    >
                      {texts.cartEdit}
                    </button>
                  ) : null}
                </div>
                <input
                  id={inputId}
                  className="sq-cart__quantity"
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={QUANTITY_MAX}
                  step={1}
                  aria-label={formatMessage(texts.cartQuantityOf, { title: view.title })}
                  value={drafts[entry.id] ?? String(view.quantity)}
                  onChange={(event) => type(entry.id, event.target.value)}
                  onBlur={() => void commit(entry.id)}
                  onKeyDown={(event) => enter(event, entry.id)}
                />
                <p className="sq-cart__price">{view.price}</p>
                <button
                  type="button"
                  className="sq-cart__remove"
                  aria-label={formatMessage(texts.cartRemoveLabel, { title: view.title })}
                  onClick={() => void remove(view)}
                >
                  {texts.cartRemove}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {removed ? (
        <p className="sq-cart__undo">
          {formatMessage(texts.cartRemoved, { title: removed.title })}{' '}
          <button type="button" className="sq-cart__undo-button" onClick={() => void undo()}>
            {texts.cartUndo}
          </button>
        </p>
      ) : null}
      {totals.length > 0 ? (
        <dl className="sq-cart__totals">
          {totals.map((row) => (
            <div className={`sq-cart__total sq-cart__total--${row.key}`} key={row.key}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {entries.length > 0 ? (
        <form className="sq-cart__checkout-form" method="get" action={checkoutHref}>
          {minimum ? (
            <p className="sq-cart__minimum" id={`${id}-minimum`}>
              {minimum}
            </p>
          ) : null}
          <button
            type="submit"
            className="sq-cart__checkout"
            disabled={Boolean(minimum)}
            aria-disabled={pending > 0 || undefined}
            aria-describedby={minimum ? `${id}-minimum` : undefined}
            onClick={(event) => {
              // A change still on its way first: checkout must see the cart the visitor sees.
              if (pending > 0) event.preventDefault();
            }}
          >
            {texts.checkout}
          </button>
        </form>
      ) : null}
      {popup ? (
        <AlertDialog
          title={popup.title}
          message={popup.message}
          opener={popup.opener}
          closeText={texts.dialogClose}
          onClose={() => setPopup(null)}
        />
      ) : null}
      {editing ? (
        <editing.forms.FormDialog
          heading={editing.entry.title}
          fields={editing.fields}
          initial={editing.initial}
          submitText={editing.messages.save}
          messages={editing.messages}
          onSave={save}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}
