import { useEffect, useId, useRef, useState, type FormEvent } from 'react';

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

/** The outcome of one signup: done, or what to say at the field (a check) or above it (a failure). */
export type RestockOutcome =
  { readonly ok: true } | { readonly ok: false; readonly fieldError?: string; readonly message?: string };

/** Props of `<sq-restock-form>`'s view. */
export interface RestockFormViewProps {
  /** The variant a signup is for; null: nothing to show. */
  readonly variantId: string | null;
  readonly texts: RestockFormTexts;
  /** Whether the mailing-list checkbox shows, and whether it starts checked. */
  readonly mailingList: { readonly shown: boolean; readonly checked: boolean };
  /** Whether the site has a captcha site key (the captcha area and its notice show). */
  readonly captcha: boolean;
  /** What is wrong with an address before it is sent ("Email cannot be blank", ...), or null. */
  readonly onCheck?: (email: string) => string | null;
  /** Sends the signup (absent on the server). */
  readonly onSubmit?: (email: string, joinMailingList: boolean, variantId: string) => Promise<RestockOutcome>;
}

/**
 * The restock signup: idle, then an error (at the field, or above it), or the
 * shop's success text in place of the form (announced). What was typed stays through a failure,
 * and through a change of variant.
 */
export function RestockFormView({ variantId, texts, mailingList, captcha, onCheck, onSubmit }: RestockFormViewProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [join, setJoin] = useState(mailingList.checked);
  const [fieldError, setFieldError] = useState('');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [doneFor, setDoneFor] = useState<string | null>(null);
  const [focusField, setFocusField] = useState(0);
  useEffect(() => {
    if (focusField > 0) input.current?.focus();
  }, [focusField]);

  if (!variantId) return null;
  const done = doneFor === variantId;
  // A live region that is there before the signup goes through: its text replacing the form is announced.
  const status = (
    <p className="sq-restock-form__success" role="status">
      {done ? texts.success : ''}
    </p>
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !onSubmit) return;
    // Checked at once, in the press's own turn: the error and the focus come with it.
    const problem = onCheck?.(email) ?? null;
    if (problem) {
      setMessage('');
      setFieldError(problem);
      setFocusField((n) => n + 1);
      return;
    }
    setBusy(true);
    setMessage('');
    const outcome = await onSubmit(email, mailingList.shown && join, variantId);
    setBusy(false);
    if (outcome.ok) {
      setDoneFor(variantId);
      setFieldError('');
      return;
    }
    setFieldError(outcome.fieldError ?? '');
    setMessage(outcome.message ?? '');
    if (outcome.fieldError) setFocusField((n) => n + 1);
  };

  const describedBy = [fieldError ? `${id}-error` : '', `${id}-cta`].filter(Boolean).join(' ');
  return (
    <>
      {status}
      {done ? null : (
        <form className="sq-restock-form__form" noValidate onSubmit={(event) => void submit(event)}>
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
