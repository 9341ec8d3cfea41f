/**
 * A form definition: what a form block, a newsletter sign-up and a custom
 * product form (`GET /api/template/GetTemplateSchema?type=9`) are made of. One valibot schema,
 * read by the elements and by the dev platform, and published as a JSON Schema.
 */
import * as v from 'valibot';
import { parseTolerant, reportProblem } from '../lib/schemas';

/** Every field type a form may have, as the platform spells them. */
export const FIELD_TYPES = [
  'text',
  'email',
  'textarea',
  'number',
  'website',
  'name',
  'address',
  'phone',
  'date',
  'time',
  'checkbox',
  'radio',
  'select',
  'likert',
  'hidden',
  'section',
] as const;

/** One field type. */
export type FieldType = (typeof FIELD_TYPES)[number];

const Text = v.nullish(v.string());
const TextList = v.nullish(v.array(v.string()), []);

/** One field of a form. `required`, `maxLength`, `placeholder` and `description` apply where they make sense. */
export const FormFieldSchema = v.object({
  id: v.pipe(v.string(), v.nonEmpty('Expected a field id')),
  type: v.picklist(FIELD_TYPES, `Expected one of ${FIELD_TYPES.join(', ')}`),
  title: v.nullish(v.string(), ''),
  required: v.nullish(v.boolean(), false),
  /** The most characters a text field takes (the form block counts them down). */
  maxLength: v.nullish(
    v.pipe(
      v.number(),
      v.check((n) => Number.isInteger(n) && n > 0, 'Expected a whole number above 0'),
    ),
  ),
  placeholder: Text,
  description: Text,
  /** The choices of a checkbox, radio or select field. */
  options: TextList,
  /** The rows of a likert field. */
  questions: TextList,
  /** A hidden field's name: its value comes from the URL query parameter of that name. */
  name: Text,
  /** A hidden field's value when the address has no such parameter (and any field's first value). */
  defaultValue: Text,
  /** An address field's country (ISO 3166-1 alpha-2), which names its parts. */
  country: Text,
});

/** One field of a form. */
export type FormField = v.InferOutput<typeof FormFieldSchema>;

/** What happens after a successful form block submission: one of these. */
const SuccessSchema = v.union([
  v.object({ text: v.string() }),
  v.object({ html: v.string() }),
  v.object({ redirect: v.string() }),
]);

/** A whole form. */
export const FormDefinitionSchema = v.object({
  id: v.pipe(v.string(), v.nonEmpty('Expected a form id')),
  collectionId: Text,
  objectName: Text,
  title: Text,
  submitButtonText: Text,
  captcha: v.nullish(v.boolean(), false),
  disableValidation: v.nullish(v.boolean(), false),
  success: v.nullish(SuccessSchema),
  fields: v.array(FormFieldSchema),
});

/** A whole form. */
export type FormDefinition = v.InferOutput<typeof FormDefinitionSchema>;

/**
 * Reads a form definition the way the platform's data is read elsewhere: a field of the wrong
 * shape (an unknown type, a list that is not one) is dropped with one console error naming it,
 * never the whole form; null (with the error) when no form is left: not an object, or no id.
 * `json` is changed as it is read: pass data of your own.
 */
export function parseFormDefinition(json: unknown, where: string): FormDefinition | null {
  const dropped: string[] = [];
  const form = Array.isArray(json) ? null : parseTolerant(FormDefinitionSchema, json, dropped);
  if (!form) reportProblem(`${where}: not a form definition (an object with an id and fields).`);
  else if (dropped.length > 0) reportProblem(`${where}: parts of the wrong shape, ignored: ${dropped.join('; ')}`);
  return form;
}
