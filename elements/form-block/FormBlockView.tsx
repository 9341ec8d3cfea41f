import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import type { FormBlockMessages } from '../../src/forms/block-messages';
import type { FormDefinition } from '../../src/forms/definition';
import { fieldElementId, FormFields } from '../../src/forms/FormFields';
import type { FormMessages } from '../../src/forms/messages';
import type { SubmissionOutcome } from '../../src/forms/submission';
import type { AnswerValue, FormAnswers } from '../../src/forms/values';
import type { FORM_BLOCK_ELEMENT_MESSAGES } from './form-block.messages';

/** Every text a form block shows. */
export type FormBlockTexts = FormMessages &
  FormBlockMessages & { readonly [K in keyof typeof FORM_BLOCK_ELEMENT_MESSAGES]: string };

/** What a form block does (absent on the server). */
export interface FormBlockActions {
  /** The first answers: defaults, the URL's hidden values, and a draft kept from before a reload. */
  readonly initial: (form: FormDefinition) => FormAnswers;
  /** Keeps a draft of the answers for this browser tab (until the form is sent). */
  readonly keepDraft: (form: FormDefinition, answers: FormAnswers) => void;
  /** The checks before sending, by field id (empty: send). */
  readonly check: (form: FormDefinition, answers: FormAnswers) => Record<string, string>;
  /** Sends the form (a captcha token first when it needs one). */
  readonly submit: (form: FormDefinition, answers: FormAnswers) => Promise<SubmissionOutcome>;
  /**
   * After a success: the draft cleared, the event fired, a redirect followed (when safe). True
   * when the page is leaving for the redirect (nothing more is said here).
   */
  readonly succeed: (form: FormDefinition) => boolean;
}

/** Props of a form block's view. */
export interface FormBlockViewProps {
  /** The definition; null: it could not be read (a message shows in place of the form). */
  readonly form: FormDefinition | null;
  /** The definition as the child script holds it (server and browser write the same). */
  readonly json: string | null;
  readonly texts: FormBlockTexts;
  readonly actions: FormBlockActions | null;
}

/**
 * A form block: the fields of its definition, checked before sending; the
 * button locked with "Submitting…" while it is sent; on success the form hides and its success
 * shows (a text, or HTML from the definition); on failure every message is shown at its field and
 * around the form, and every value typed stays.
 */
export function FormBlockView({ form, json, texts, actions }: FormBlockViewProps) {
  const id = useId();
  // The first answers: defaults, the URL's hidden values, a draft from before a reload (in the browser).
  // The server's answers first (none: it knows no draft and no address), so that a form the server
  // rendered is taken over as it stands; its own start (a draft, the address's values) before the
  // first paint.
  const [answers, setAnswers] = useState<FormAnswers>({});
  useLayoutEffect(() => {
    // Set once as it mounts, from what only the browser knows: what hydration cannot start from.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (form && actions) setAnswers(actions.initial(form));
    // Once, as it starts in the browser.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [message, setMessage] = useState('');
  const [phase, setPhase] = useState<'idle' | 'submitting' | 'done' | 'leaving'>('idle');
  const [focus, setFocus] = useState<{ readonly fieldId: string | null } | null>(null);
  const success = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!focus) return;
    const target = focus.fieldId
      ? document.getElementById(fieldElementId(id, focus.fieldId))
      : rootRef.current?.querySelector<HTMLElement>('.sq-form-block__problem');
    target?.focus();
  }, [focus, id]);

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

  const shown = answers;
  const change = (fieldId: string, value: AnswerValue) => {
    const next = { ...shown, [fieldId]: value };
    setAnswers(next);
    actions?.keepDraft(form, next);
  };

  const fail = (found: Readonly<Record<string, string>>, text: string) => {
    setErrors(found);
    setMessage(text);
    setFocus({ fieldId: form.fields.find((field) => Object.hasOwn(found, field.id))?.id ?? null });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!actions || phase !== 'idle') return;
    const found = actions.check(form, shown);
    if (Object.keys(found).length > 0) {
      fail(found, texts.formFieldsInvalid);
      return;
    }
    setPhase('submitting');
    setMessage('');
    const outcome = await actions.submit(form, shown);
    if (outcome.ok) {
      // One of three: the text, the post-submit HTML, or the redirect alone.
      setPhase(actions.succeed(form) ? 'leaving' : 'done');
      return;
    }
    setPhase('idle');
    fail(outcome.fieldErrors, outcome.message);
  };

  const done = phase === 'done' || phase === 'leaving';
  const successText = form.success && 'text' in form.success ? form.success.text : texts.formThankYou;
  const problem = Object.keys(errors).length > 0 || message !== '';
  return (
    <div className="sq-form-block__body" ref={rootRef}>
      {script}
      <div className="sq-form-block__success" role="status" ref={success}>
        {phase === 'done' && !(form.success && 'html' in form.success) ? successText : null}
      </div>
      {done ? null : (
        <form className="sq-form-block__form" noValidate onSubmit={(event) => void submit(event)}>
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
            answers={shown}
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
