import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useFocusKept } from '../../src/runtime/use-focus-kept';

/** What the form says, resolved from the shop's texts and the defaults. */
export interface RestockFormTexts {
  readonly cta: string;
  readonly button: string;
  readonly placeholder: string;
  readonly emailLabel: string;
  readonly mailingList: string;
  readonly success: string;
  readonly submitting: string;
  readonly captchaNotice: string;
}

/** Props of `<sq-restock-form>`'s view. */
export interface RestockFormViewProps {
  /** The variant a signup is for; null: nothing to show. */
  readonly variantId: string | null;
  readonly texts: RestockFormTexts;
  /** Whether the mailing-list checkbox shows, and whether it starts checked. */
  readonly mailingList: { readonly shown: boolean; readonly checked: boolean };
  /** Whether the site has a captcha site key (the captcha area and its notice show). */
  readonly captcha: boolean;
  /** A signup is being sent: presses do nothing, the button says "Submitting…". */
  readonly busy: boolean;
  /** The signup went through for this variant: its success text replaces the form. */
  readonly done: boolean;
  /** What is wrong with the address, at the field ("Email cannot be blank", ...), or ''. */
  readonly fieldError: string;
  /** Why the signup failed, above the mailing list, or ''. */
  readonly message: string;
  /** How many times a check put an error at the field: each new one moves focus to the field. */
  readonly fieldErrors: number;
  /** Sends the signup (absent on the server). */
  readonly onSubmit?: (email: string, joinMailingList: boolean, variantId: string) => void;
  /** The visitor reaches for the form (pointer over, focus): its sending code starts loading. */
  readonly onPrepare?: () => void;
}

/**
 * The restock signup: idle, then an error (at the field, or above it), or the
 * shop's success text in place of the form (announced). What was typed stays through a failure,
 * and through a change of variant.
 */
export function RestockFormView({
  variantId,
  texts,
  mailingList,
  captcha,
  busy,
  done,
  fieldError,
  message,
  fieldErrors,
  onSubmit,
  onPrepare,
}: RestockFormViewProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [join, setJoin] = useState(mailingList.checked);
  // Focus goes to the field for each new error a check put there (not for one it had when drawn).
  const focused = useRef(fieldErrors);
  useEffect(() => {
    if (fieldErrors === focused.current) return;
    focused.current = fieldErrors;
    input.current?.focus();
  }, [fieldErrors]);
  // When the success text replaces the form the visitor was in, focus goes to that text.
  const statusRef = useRef<HTMLParagraphElement>(null);
  const keep = useFocusKept(done, statusRef);

  if (!variantId) return null;
  // A live region that is there before the signup goes through: its text replacing the form is announced.
  const status = (
    <p className="sq-restock-form__success" role="status" ref={statusRef} tabIndex={done ? -1 : undefined}>
      {done ? texts.success : ''}
    </p>
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || !onSubmit) return;
    onSubmit(email, mailingList.shown && join, variantId);
  };

  const describedBy = [fieldError ? `${id}-error` : '', `${id}-cta`].filter(Boolean).join(' ');
  return (
    <>
      {status}
      {done ? null : (
        <form
          className="sq-restock-form__form"
          noValidate
          onSubmit={submit}
          onPointerOver={onPrepare}
          onFocus={() => (keep.onFocus(), onPrepare?.())}
          onBlur={keep.onBlur}
        >
          <p className="sq-restock-form__cta" id={`${id}-cta`}>
            {texts.cta}
          </p>
          <div className="sq-restock-form__row">
            <label className="sq-visually-hidden" htmlFor={`${id}-email`}>
              {texts.emailLabel}
            </label>
            <input
              ref={input}
              id={`${id}-email`}
              className="sq-restock-form__email"
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              placeholder={texts.placeholder}
              value={email}
              aria-invalid={fieldError ? 'true' : undefined}
              aria-describedby={describedBy}
              onChange={(event) => setEmail(event.target.value)}
            />
            <button type="submit" className="sq-restock-form__submit" aria-disabled={busy || undefined}>
              {busy ? texts.submitting : texts.button}
            </button>
          </div>
          <p className="sq-restock-form__error" id={`${id}-error`} role="alert">
            {fieldError || message}
          </p>
          {mailingList.shown ? (
            <label className="sq-restock-form__mailing-list">
              <input type="checkbox" checked={join} onChange={(event) => setJoin(event.target.checked)} />{' '}
              {texts.mailingList}
            </label>
          ) : null}
          {captcha ? <p className="sq-restock-form__captcha">{texts.captchaNotice}</p> : null}
        </form>
      )}
    </>
  );
}
