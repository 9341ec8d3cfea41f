/**
 * The platform's form calls, with their request and answer schemas: a custom product form's
 * definition and the server's check of its answers; a form block's or newsletter's single-use
 * submission key and the submission itself. The dev platform validates the submission's body with
 * the same schema the library sends it with, so one definition of the payload exists.
 */
import * as v from 'valibot';
import { FORM_BLOCK_MESSAGES } from '../forms/block-messages';
import { parseFormDefinition, type FormDefinition } from '../forms/definition';
import type { FormAnswers } from '../forms/values';
import { isObject, StringMapSchema } from '../lib/schemas';
import { request, type ApiResult } from './client';

/** The `type` of GetTemplateSchema that names a custom product form. */
export const PRODUCT_FORM_TYPE = 9;

/** The paths of a form block's submission calls. */
export const FORM_PATHS = {
  key: '/api/form/FormSubmissionKey',
  save: '/api/form/SaveFormSubmission',
} as const;

/** 400 messages of the submission body (visitor-visible: the form block shows a 400's message). */
export const SUBMISSION_BODY_MESSAGES = {
  formId: 'formId must be a non-empty string.',
  /** No key at all. */
  keyMissing: 'This form submission has no submission key. Please reload the page and try again.',
  /** `form` missing, not text, not JSON, or JSON that is not answers by field id, in the platform's words. */
  formUnparsable: FORM_BLOCK_MESSAGES.formUnparsable,
  captchaKey: 'captchaKey must be a string, or absent.',
  text: (name: string, max: number) => `${name} must be a string of at most ${max} characters, or absent.`,
} as const;

/** The longest page path, title or id kept. */
const MAX_PAGE_FIELD = 2048;

const optionalText = (name: string) =>
  v.nullish(
    v.pipe(
      v.string(SUBMISSION_BODY_MESSAGES.text(name, MAX_PAGE_FIELD)),
      v.maxLength(MAX_PAGE_FIELD, SUBMISSION_BODY_MESSAGES.text(name, MAX_PAGE_FIELD)),
    ),
  );

/**
 * `POST /api/form/SaveFormSubmission`'s body: `form` is JSON text of the answers by field id (the
 * value shapes of src/forms/values.ts), `key` the answer of `POST /api/form/FormSubmissionKey`,
 * `captchaKey` the captcha's token when the form has one; the rest say where the form is: its block
 * (`collectionId`, `objectName`, as in the form definition) and its page (the page context's
 * `collection.id` or `item.id`, `location.pathname`, the document's title).
 */
export const SaveFormSubmissionRequestSchema = v.object({
  /** The form's id (its definition's `id`). */
  formId: v.pipe(v.string(SUBMISSION_BODY_MESSAGES.formId), v.nonEmpty(SUBMISSION_BODY_MESSAGES.formId)),
  /** The single-use key of `POST /api/form/FormSubmissionKey`. */
  key: v.pipe(v.string(SUBMISSION_BODY_MESSAGES.keyMissing), v.nonEmpty(SUBMISSION_BODY_MESSAGES.keyMissing)),
  /** The answers by field id, as JSON text (parsed by the server). */
  form: v.string(SUBMISSION_BODY_MESSAGES.formUnparsable),
  /** The captcha's token, when the form has a captcha. */
  captchaKey: v.nullish(v.string(SUBMISSION_BODY_MESSAGES.captchaKey)),
  /** The form block's collection and object name, as its definition has them. */
  collectionId: optionalText('collectionId'),
  objectName: optionalText('objectName'),
  /** The page the form is on: its id, its path (`/contact`) and its title. */
  pageId: optionalText('pageId'),
  pagePath: optionalText('pagePath'),
  pageTitle: optionalText('pageTitle'),
});

/** What `SaveFormSubmission` sends. */
export type SaveFormSubmissionRequest = v.InferInput<typeof SaveFormSubmissionRequestSchema>;

/** What `SaveFormSubmission` takes, once checked. */
export type SaveFormSubmissionInput = v.InferOutput<typeof SaveFormSubmissionRequestSchema>;

/** `POST /api/form/FormSubmissionKey`'s answer: a single-use key. */
export const FormKeyResponseSchema = v.object({ key: v.pipe(v.string(), v.nonEmpty()) });

/** The key call's answer. */
export type FormKeyResponse = v.InferOutput<typeof FormKeyResponseSchema>;

/** The definition call's answer before it is read as a form: any JSON object. */
const FormDefinitionResponseSchema = v.custom<Record<string, unknown>>(isObject, 'Expected a form definition');

/**
 * `GET /api/template/GetTemplateSchema?type=9&formId=…`: the form, read tolerantly (a field of the
 * wrong shape is dropped with a console error); an answer that is no form at all is a failure.
 */
export async function fetchProductForm(formId: string): Promise<ApiResult<FormDefinition>> {
  const result = await request('/api/template/GetTemplateSchema', {
    query: { type: PRODUCT_FORM_TYPE, formId },
    schema: FormDefinitionResponseSchema,
  });
  if (!result.ok) return result;
  const form = parseFormDefinition(result.data, `the custom product form ${formId}`);
  return form
    ? { ok: true, data: form }
    : { ok: false, error: { kind: 'invalid-response', status: 200, detail: 'not a form definition' } };
}

/**
 * `POST /api/rest/forms/validate/{formId}` with the answers: ok when the server has nothing to say;
 * its errors by field id come back as a `validation` failure, whether it sent
 * them with a 400 or with a 200 (`{ "errors": { "f1": "…" } }`).
 */
export async function validateAnswers(formId: string, answers: FormAnswers): Promise<ApiResult<unknown>> {
  const result = await request(`/api/rest/forms/validate/${encodeURIComponent(formId)}`, {
    method: 'POST',
    json: answers,
    schema: v.unknown(),
  });
  if (!result.ok || !isObject(result.data)) return result;
  const errors = v.safeParse(StringMapSchema, result.data.errors);
  if (!errors.success || Object.keys(errors.output).length === 0) return result;
  return { ok: false, error: { kind: 'validation', status: 200, errors: errors.output } };
}

/** `POST /api/form/FormSubmissionKey`: a single-use key for one submission. */
export function requestFormKey(): Promise<ApiResult<FormKeyResponse>> {
  return request(FORM_PATHS.key, { method: 'POST', schema: FormKeyResponseSchema });
}

/**
 * `POST /api/form/SaveFormSubmission`. A success's body is not shown: a 2xx with any JSON body, or
 * none, is a success (a body that is no JSON, a login page say, is not the platform's answer).
 */
export function saveFormSubmission(body: SaveFormSubmissionRequest): Promise<ApiResult<unknown>> {
  return request(FORM_PATHS.save, { method: 'POST', json: body, schema: v.unknown() });
}
