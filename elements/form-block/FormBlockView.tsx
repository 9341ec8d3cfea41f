import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import type { FormBlockMessages } from '../../src/forms/block-messages';
import type { FormDefinition } from '../../src/forms/definition';
import { fieldElementId, FormFields } from '../../src/forms/FormFields';
import type { FormMessages } from '../../src/forms/messages';
import type { AnswerValue } from '../../src/forms/values';
import type { FormBlockState } from '../../stores/form-block';
import { useFocusKept } from '../../src/runtime/use-focus-kept';
import type { FORM_BLOCK_ELEMENT_MESSAGES } from './form-block.messages';

/** Every text a form block shows. */
export type FormBlockTexts = FormMessages &
  FormBlockMessages & { readonly [K in keyof typeof FORM_BLOCK_ELEMENT_MESSAGES]: string };

/** Props of a form block's view. */
export interface FormBlockViewProps {
  /** The definition; null: it could not be read (a message shows in place of the form). */
  readonly form: FormDefinition | null;
  /** The definition as the child script holds it (server and browser write the same). */
  readonly json: string | null;
  readonly texts: FormBlockTexts;
  /** Where its submission stands (stores/form-block.ts): its phase, answers, messages and failures. */
  readonly state: FormBlockState;
  /** Called once as the form starts in the browser: its first answers (a draft, the address's values). */
  readonly onStart?: () => void;
  /** One answer changed. */
  readonly onChange?: (fieldId: string, value: AnswerValue) => void;
  /** The form was sent. */
  readonly onSubmit?: () => void;
  /** A visitor reaches for the form (pointer over, focus): what its send needs starts loading. */
  readonly onPrepare?: () => void;
}

/**
 * A form block: the fields of its definition, checked before sending; the
 * button locked with "Submitting…" while it is sent; on success the form hides and its success
 * shows (a text, or HTML from the definition); on failure every message is shown at its field and
 * around the form, and every value typed stays. What it draws comes from its props (its
 * submission's state); what it does is the store's actions, called through its props.
 */
export function FormBlockView({
  form,
  json,
  texts,
  state,
  onStart,
  onChange,
  onSubmit,
  onPrepare,
}: FormBlockViewProps) {
  const id = useId();
  const { phase, answers, errors, message, failures } = state;
  // The store starts from the server's answers (none: it knows no draft and no address), so that
  // a form the server rendered is taken over as it stands; its own start (a draft, the address's
  // values) comes before the first paint.
  useLayoutEffect(() => {
    onStart?.();
    // Once, as it starts in the browser.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const success = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  // When the success text replaces the form the visitor was in, focus goes to that text.
  const keep = useFocusKept(phase === 'done', success);

  // Each failure moves the focus to its first problem: the first field with a message, else the
  // message above the form.
  useEffect(() => {
    if (failures === 0 || !form) return;
    const fieldId = form.fields.find((field) => Object.hasOwn(errors, field.id))?.id ?? null;
    const target = fieldId
      ? document.getElementById(fieldElementId(id, fieldId))
      : rootRef.current?.querySelector<HTMLElement>('.sq-form-block__problem');
    target?.focus();
    // On a new failure only, not as answers change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failures]);

  // Post-submit HTML from the definition (never from an answer of the platform's) runs once shown.
  useEffect(() => {
    const html = form?.success && 'html' in form.success ? form.success.html : null;
    if (phase !== 'done' || html === null || !success.current) return;
    success.current.replaceChildren(document.createRange().createContextualFragment(html));
  }, [phase, form]);

  const script = json ? <script type="application/json" dangerouslySetInnerHTML={{ __html: json }} /> : null;
  if (!form) {
    return (
      <div className="sq-form-block__body">
        {script}
        <p className="sq-form-block__broken" role="alert">
          {texts.formBroken}
        </p>
      </div>
    );
  }

  const change = (fieldId: string, value: AnswerValue) => onChange?.(fieldId, value);

  const done = phase === 'done' || phase === 'leaving';
  const successText = form.success && 'text' in form.success ? form.success.text : texts.formThankYou;
  const problem = Object.keys(errors).length > 0 || message !== '';
  return (
    <div className="sq-form-block__body" ref={rootRef}>
      {script}
      <div className="sq-form-block__success" role="status" ref={success} tabIndex={phase === 'done' ? -1 : undefined}>
        {phase === 'done' && !(form.success && 'html' in form.success) ? successText : null}
      </div>
      {done ? null : (
        <form
          className="sq-form-block__form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit?.();
          }}
          onPointerOver={onPrepare}
          onFocus={() => (keep.onFocus(), onPrepare?.())}
          onBlur={keep.onBlur}
        >
          <div className="sq-form-block__problem" role="alert" tabIndex={-1}>
            {problem ? (
              <>
                <p>{texts.formProblemAbove}</p>
                {message ? <p>{message}</p> : null}
              </>
            ) : null}
          </div>
          <FormFields
            fields={form.fields}
            answers={answers}
            errors={errors}
            onChange={change}
            messages={texts}
            idPrefix={id}
          />
          {problem ? <p className="sq-form-block__problem-below">{texts.formProblemBelow}</p> : null}
          <button type="submit" className="sq-form-block__submit" aria-disabled={phase === 'submitting' || undefined}>
            {phase === 'submitting' ? texts.formSubmitting : form.submitButtonText?.trim() || texts.formSubmit}
          </button>
        </form>
      )}
    </div>
  );
}
