import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ModalDialog, ModalTitle } from '../dialogs/ModalDialog';
import type { FormField } from './definition';
import { fieldElementId, FormFields } from './FormFields';
import type { FormMessages } from './messages';
import { requiredErrors, type AnswerValue, type FormAnswers } from './values';

/** What saving a form's answers came to: done, or what to show (errors at their fields, a message above them). */
export type FormSaveOutcome =
  | { readonly ok: true }
  | { readonly ok: false; readonly errors?: Readonly<Record<string, string>>; readonly message?: string };

/** Props of the custom product form dialog. */
export interface FormDialogProps {
  /** What the dialog is named by: the product's title. */
  readonly heading: string;
  readonly fields: readonly FormField[];
  /** The answers it opens with (defaults, the URL's hidden values, or an entry's stored answers). */
  readonly initial: FormAnswers;
  /** The submit button's text: "Add To Cart" (or the product's own) when adding, "Save" when editing. */
  readonly submitText: string;
  readonly messages: FormMessages;
  /** Checks and keeps the answers; the dialog stays open, every answer kept, until it says ok. */
  readonly onSave: (answers: FormAnswers) => Promise<FormSaveOutcome>;
  /** Closes it (Escape, Cancel, or a save that went through). */
  readonly onClose: () => void;
}

/**
 * A custom product form in a native modal dialog: focus moves to
 * its first field, stays inside, and returns to what opened it on close. Submit checks the required
 * fields first ("Required", "Survey is not valid. Missing a required question."), then saves
 * ("Saving…"); every error shows at its field, focus moves to the first, and nothing typed is lost.
 * A click outside does not close it: a stray click must not throw away what the visitor typed.
 */
export function FormDialog({ heading, fields, initial, submitText, messages, onSave, onClose }: FormDialogProps) {
  const id = useId();
  const messageRef = useRef<HTMLParagraphElement>(null);
  const [answers, setAnswers] = useState(initial);
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [message, setMessage] = useState('');
  const [saving, setSaving] = useState(false);

  // Where focus goes once React has drawn the errors (and the fields are enabled again after a
  // save): the first field with an error, announced with its message, else the message above.
  const [focusTarget, setFocusTarget] = useState<{ readonly fieldId: string | null } | null>(null);
  useEffect(() => {
    if (!focusTarget) return;
    const target = focusTarget.fieldId
      ? document.getElementById(fieldElementId(id, focusTarget.fieldId))
      : messageRef.current;
    target?.focus();
  }, [focusTarget, id]);

  /** Shows errors and moves focus to the first field that has one (else to the message). */
  const show = (found: Readonly<Record<string, string>>, text: string) => {
    setErrors(found);
    setMessage(text);
    setFocusTarget({ fieldId: fields.find((field) => Object.hasOwn(found, field.id))?.id ?? null });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const missing = requiredErrors(fields, answers, messages);
    if (Object.keys(missing).length > 0) {
      show(missing, '');
      return;
    }
    setSaving(true);
    setMessage('');
    const outcome = await onSave(answers).catch((): FormSaveOutcome => ({ ok: false, message: messages.saveFailed }));
    setSaving(false);
    if (outcome.ok) return;
    const known = Object.fromEntries(
      Object.entries(outcome.errors ?? {}).filter(([fieldId]) => fields.some((field) => field.id === fieldId)),
    );
    // Errors about fields this form does not show are said above the form, not lost.
    const unknown = Object.entries(outcome.errors ?? {})
      .filter(([fieldId]) => !Object.hasOwn(known, fieldId))
      .map(([, text]) => text);
    show(known, [outcome.message ?? '', ...unknown].filter(Boolean).join(' '));
  };

  const change = (fieldId: string, value: AnswerValue) => {
    setAnswers((before) => ({ ...before, [fieldId]: value }));
  };

  return (
    // Escape closes it, except while saving; a click outside never does. Focus goes into the
    // first field (not the empty message above the fields, which only takes focus to be read).
    <ModalDialog
      className="sq-form-dialog"
      focus={'input:not([type="hidden"]), select, textarea, button'}
      dismissible={!saving}
      onClose={onClose}
    >
      <form className="sq-form-dialog__form" noValidate onSubmit={(event) => void submit(event)}>
        <ModalTitle className="sq-form-dialog__title">{heading}</ModalTitle>
        <p className="sq-form-dialog__message" role="alert" tabIndex={-1} ref={messageRef}>
          {message}
        </p>
        <FormFields
          fields={fields}
          answers={answers}
          errors={errors}
          onChange={change}
          messages={messages}
          idPrefix={id}
          disabled={saving}
        />
        <div className="sq-form-dialog__actions">
          <button type="button" className="sq-form-dialog__cancel" onClick={onClose} disabled={saving}>
            {messages.cancel}
          </button>
          <button type="submit" className="sq-form-dialog__submit" aria-disabled={saving || undefined}>
            {saving ? messages.saving : submitText}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
