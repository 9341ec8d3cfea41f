/**
 * Sending a form block or newsletter sign-up: a submission key,
 * then the answers with the page's fields; every failure said with its catalogue text, the
 * platform's per-field errors kept by field id.
 */
import type { ApiError } from '../api/client';
import { requestFormKey, saveFormSubmission } from '../api/forms';
import type { FormBlockMessages } from './block-messages';
import type { FormDefinition } from './definition';
import { submittedAnswers, type FormAnswers } from './values';

/** What the page says of where a form is (sent with every submission). */
export interface PageFields {
  readonly pageId: string;
  readonly pagePath: string;
  readonly pageTitle: string;
}

/** How a submission ended. */
export type SubmissionOutcome =
  | { readonly ok: true }
  | { readonly ok: false; readonly message: string; readonly fieldErrors: Readonly<Record<string, string>> };

/** A failed save in the visitor's words: by status, the platform's per-field errors, its message, else unknown. */
export function describeFormError(error: ApiError, texts: FormBlockMessages): SubmissionOutcome & { ok: false } {
  const fail = (message: string, fieldErrors: Readonly<Record<string, string>> = {}) => ({
    ok: false as const,
    message,
    fieldErrors,
  });
  switch (error.kind) {
    case 'validation':
      return fail(texts.formFieldsInvalid, error.errors);
    case 'rate-limited':
      return fail(texts.formRateLimited);
    case 'invalid-response':
      return fail(texts.formProcessingError);
    case 'http':
      if (error.status === 401) return fail(texts.formUnauthorized);
      if (error.status === 404) return fail(texts.formNotConfigured);
      if (error.status === 500) return fail(texts.formServerError);
      // Any other status (a 400 without per-field errors, a 502, a 503...): the platform's own words.
      return fail(error.message ?? texts.formUnknownError);
    case 'csrf':
      return fail(error.message ?? texts.formUnknownError);
    case 'network':
      return fail(texts.formUnknownError);
  }
}

/**
 * Sends a form: `POST /api/form/FormSubmissionKey`, then `POST /api/form/SaveFormSubmission` with
 * `form` (the answers in their shapes, as JSON text), `key`, `captchaKey` when there is one, and
 * the form's and page's fields.
 */
export async function submitForm(
  form: FormDefinition,
  answers: FormAnswers,
  page: PageFields,
  captchaKey: string | null,
  texts: FormBlockMessages,
): Promise<SubmissionOutcome> {
  const key = await requestFormKey();
  if (!key.ok) return { ok: false, message: texts.formNoKey, fieldErrors: {} };
  const formText = JSON.stringify(submittedAnswers(form.fields, answers));
  const saved = await saveFormSubmission({
    form: formText,
    key: key.data.key,
    ...(captchaKey ? { captchaKey } : {}),
    formId: form.id,
    collectionId: form.collectionId ?? null,
    objectName: form.objectName ?? null,
    ...page,
  });
  return saved.ok ? { ok: true } : describeFormError(saved.error, texts);
}
