/**
 * The platform calls of a custom product form: its definition, and the
 * server's check of the answers. Loaded with the form dialog, never with a page that shows none.
 */
import * as v from 'valibot';
import { request, type ApiResult } from '../api/client';
import { isObject, StringMapSchema } from '../lib/schemas';
import { parseFormDefinition, type FormDefinition } from './definition';
import type { FormAnswers } from './values';

/** The `type` of GetTemplateSchema that names a custom product form. */
export const PRODUCT_FORM_TYPE = 9;

/**
 * `GET /api/template/GetTemplateSchema?type=9&formId=…`: the form, read tolerantly (a field of the
 * wrong shape is dropped with a console error); an answer that is no form at all is a failure.
 */
export async function fetchProductForm(formId: string): Promise<ApiResult<FormDefinition>> {
  const result = await request('/api/template/GetTemplateSchema', {
    query: { type: PRODUCT_FORM_TYPE, formId },
    schema: v.custom<Record<string, unknown>>(isObject, 'Expected a form definition'),
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
