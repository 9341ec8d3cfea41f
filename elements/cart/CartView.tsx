import { useEffect, useId, useRef, useState, type ComponentType, type KeyboardEvent } from 'react';
import type { Cart, CartEntry } from '../../src/api/cart';
import { QUANTITY_MAX } from '../../src/lib/quantity';
import { AlertDialog } from '../../src/dialogs/AlertDialog';
import type { FormField } from '../../src/forms/definition';
import type { FormDialogProps } from '../../src/forms/FormDialog';
import type { FormMessages } from '../../src/forms/messages';
import type { FormAnswers } from '../../src/forms/values';
import { formatMessage, type Messages } from '../../src/messages';
import type { CallMessages } from '../../src/purchase/call-messages';
import type { CART_MESSAGES } from '../../src/cart/messages';

/** Every text the cart shows, resolved for the page. */
export type CartTexts = CallMessages & Messages & { readonly [K in keyof typeof CART_MESSAGES]: string };

/** What the cart's view can do (absent on the server): the cart's actions (stores/cart-edits.ts), bound to the element. */
export interface CartActions {
  /** The cart the server rendered into the element, shown until the page's cart is known. */
  readonly seed: Cart | null;
  /** A keystroke in an entry's quantity field (sent once typing stops). */
  readonly type: (entryId: string, text: string) => void;
  /**
   * Sends an entry's typed quantity now: Enter, or `leaving` the field (which sends nothing already
   * refused with nothing typed since: the failure's popup takes focus from the field).
   */
  readonly commit: (entryId: string, leaving?: boolean) => void;
  readonly remove: (entryId: string) => void;
  /** Puts the entry just removed back; true once taken. */
  readonly undo: () => Promise<boolean>;
  /** Opens an entry's answers for editing. */
  readonly edit: (entryId: string) => void;
  readonly save: FormDialogProps['onSave'];
  readonly closeEditing: () => void;
  readonly dismissPopup: () => void;
  /** Whether Checkout may go on now. */
  readonly checkout: () => boolean;
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
  /** The quantity field's text as the visitor typed it, until the platform takes it (else null). */
  readonly draft: string | null;
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
  /** What the live region says ("Cart updated" once a change was taken), or ''. */
  readonly status: string;
  /** Whether a change is on its way (Checkout waits for it). */
  readonly busy: boolean;
  /** The title of the entry just removed while Undo is offered, else null. */
  readonly removedTitle: string | null;
  /** Until when that Undo is offered (epoch ms): each removal's own, else null. */
  readonly removedUntil: number | null;
  /** A failed change's popup; `overForm`: over the answers' dialog, focus goes back to its button. */
  readonly popup: { readonly title: string; readonly message: string; readonly overForm: boolean } | null;
  /** The answers being edited, or null. */
  readonly editing: {
    readonly heading: string;
    readonly fields: readonly FormField[];
    readonly initial: FormAnswers;
    readonly messages: FormMessages;
  } | null;
  /** The answers' dialog, once the forms' code has loaded. */
  readonly FormDialog: ComponentType<FormDialogProps> | null;
  readonly actions: CartActions | null;
}

/**
 * The cart: every entry with its picture, title, options, form answers, quantity, price and remove
 * button; Undo for a few seconds after a removal; the totals the platform computed; the minimum
 * subtotal's message; Checkout. A failed change says so in a popup ("Unable to update quantity",
 * ...) and keeps what the visitor typed.
 */
export function CartView(props: CartViewProps) {
  const { entries, totals, minimum, shopHref, checkoutHref, json, texts, actions } = props;
  const { status, busy, removedTitle, removedUntil, popup, editing, FormDialog } = props;
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  // The form's button, where focus goes back when a failed save's popup closes (whatever had focus
  // while it was saving).
  const [formButton, setFormButton] = useState<HTMLElement | undefined>(undefined);
  // The removed entry's button is gone: focus goes to Undo. Only for a removal made while this view
  // shows (a cart opened later, in the drawer say, offers the same Undo without taking focus).
  const undoShown = useRef(removedUntil);
  useEffect(() => {
    if (removedUntil !== null && removedUntil !== undoShown.current)
      rootRef.current?.querySelector<HTMLElement>('.sq-cart__undo-button')?.focus();
    undoShown.current = removedUntil;
  }, [removedUntil]);

  const undo = async () => {
    if (actions && (await actions.undo())) rootRef.current?.focus();
  };

  const enter = (event: KeyboardEvent<HTMLInputElement>, entryId: string) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      actions?.commit(entryId);
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
                      onClick={() => actions?.edit(entry.id)}
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
                  value={view.draft ?? String(view.quantity)}
                  onChange={(event) => actions?.type(entry.id, event.target.value)}
                  onBlur={() => actions?.commit(entry.id, true)}
                  onKeyDown={(event) => enter(event, entry.id)}
                />
                <p className="sq-cart__price">{view.price}</p>
                <button
                  type="button"
                  className="sq-cart__remove"
                  aria-label={formatMessage(texts.cartRemoveLabel, { title: view.title })}
                  onClick={() => actions?.remove(entry.id)}
                >
                  {texts.cartRemove}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {removedTitle !== null ? (
        <p className="sq-cart__undo">
          {formatMessage(texts.cartRemoved, { title: removedTitle })}{' '}
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
            aria-disabled={busy || undefined}
            aria-describedby={minimum ? `${id}-minimum` : undefined}
            onClick={(event) => {
              // A change still on its way first: checkout must see the cart the visitor sees.
              if (actions && !actions.checkout()) event.preventDefault();
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
          opener={popup.overForm ? formButton : undefined}
          closeText={texts.dialogClose}
          onClose={() => actions?.dismissPopup()}
        />
      ) : null}
      {editing && FormDialog && actions ? (
        <FormDialog
          heading={editing.heading}
          fields={editing.fields}
          initial={editing.initial}
          submitText={editing.messages.save}
          messages={editing.messages}
          onSave={(answers) => {
            setFormButton(rootRef.current?.querySelector<HTMLElement>('.sq-form-dialog__submit') ?? undefined);
            return actions.save(answers);
          }}
          onClose={actions.closeEditing}
        />
      ) : null}
    </div>
  );
}
