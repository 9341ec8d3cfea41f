/**
 * The answers of a form, in the value shapes the platform takes, and the rules every form
 * checks before it asks the server: one module for custom product forms and form blocks.
 *
 * Shapes (a form's answers map each field id to one):
 * - text, email, textarea, number, website, radio, select, hidden: a string;
 * - name `[first, last]`; address `[line1, line2, city, region, postalCode, country]`;
 *   date `[month, day, year]`; time `[hour, minute, second, ampm]`; phone
 *   `[countryCode, areaCode, prefix, line]` (a list of 3 gets an empty string in front);
 * - checkbox: the checked options; likert: question to answer (`"-2"` to `"2"`);
 * - section: no answer.
 */
import * as v from 'valibot';
import { isObject } from '../lib/schemas';
import type { FieldType, FormField } from './definition';

/** One answer. */
export type AnswerValue = string | readonly string[] | Readonly<Record<string, string>>;

/** A form's answers by field id (the `additionalFields` JSON of a cart entry, the `form` of a submission). */
export type FormAnswers = Readonly<Record<string, AnswerValue>>;

/** Any of the shapes above, as JSON brings it. */
const AnswerValueSchema = v.union([
  v.string(),
  v.array(v.string()),
  v.custom<Record<string, string>>(
    (input) => isObject(input) && Object.values(input).every((value) => typeof value === 'string'),
    'Expected text, a list of texts or a map of texts',
  ),
]);

/** A form's answers as JSON: field id to text, a list of texts, or a map of texts. */
export const FormAnswersSchema = v.record(v.string(), AnswerValueSchema);

/** How many parts a field of each list type has. */
export const PART_COUNTS = { name: 2, address: 6, date: 3, time: 4, phone: 4 } as const satisfies Partial<
  Record<FieldType, number>
>;

/** A field type whose answer is a list of parts. */
export type PartsType = keyof typeof PART_COUNTS;

/** Whether a field's answer is a list of parts. */
export function hasParts(type: FieldType): type is PartsType {
  return Object.hasOwn(PART_COUNTS, type);
}

/** The likert scale, lowest first: the value sent, and the key of its label (src/forms/messages.ts). */
export const LIKERT_SCALE = [
  { value: '-2', label: 'stronglyDisagree' },
  { value: '-1', label: 'disagree' },
  { value: '0', label: 'neutral' },
  { value: '1', label: 'agree' },
  { value: '2', label: 'stronglyAgree' },
] as const;

/** Sets an own key, even `__proto__` (a field id or likert question is the site's text; assigning would set the prototype). */
function put<T>(target: Record<string, T>, key: string, value: T): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** Whether a field takes an answer at all (a section is a heading). */
export function isAnswered(field: FormField): boolean {
  return field.type !== 'section';
}

/**
 * A field's answer in its shape, from whatever `value` holds (a stored answer, a default, nothing):
 * a list type always gets its count of parts (a phone of 3 an empty string in front), a checkbox a
 * list of its own options, a likert field a map of its own questions to scale values.
 */
export function normalizeAnswer(field: FormField, value: unknown): AnswerValue {
  if (hasParts(field.type)) {
    const count = PART_COUNTS[field.type];
    const parts = Array.isArray(value) ? value.map((part) => (typeof part === 'string' ? part : '')) : [];
    if (field.type === 'phone' && parts.length === 3) parts.unshift('');
    return Array.from({ length: count }, (_, i) => parts[i] ?? '');
  }
  if (field.type === 'checkbox') {
    const checked = Array.isArray(value) ? value : typeof value === 'string' && value ? [value] : [];
    return field.options.filter((option) => checked.includes(option));
  }
  if (field.type === 'likert') {
    const answers: Record<string, string> = {};
    if (isObject(value)) {
      for (const question of field.questions) {
        const answer = Object.hasOwn(value, question) ? value[question] : undefined;
        if (LIKERT_SCALE.some((step) => step.value === answer)) put(answers, question, answer as string);
      }
    }
    return answers;
  }
  if (field.type === 'radio' || field.type === 'select') {
    return typeof value === 'string' && field.options.includes(value) ? value : '';
  }
  return typeof value === 'string' ? value : '';
}

/**
 * The first answers of a form: a hidden field's from the same-named URL query parameter of
 * `search` (else its default), every other field's from `stored` (an entry's answers being
 * edited) or its default.
 */
export function initialAnswers(fields: readonly FormField[], search = '', stored: FormAnswers = {}): FormAnswers {
  const query = new URLSearchParams(search);
  const answers: Record<string, AnswerValue> = {};
  for (const field of fields) {
    if (!isAnswered(field)) continue;
    if (field.type === 'hidden') {
      const fromQuery = field.name ? query.get(field.name) : null;
      put(answers, field.id, fromQuery ?? field.defaultValue ?? '');
      continue;
    }
    const own = Object.hasOwn(stored, field.id) ? stored[field.id] : field.defaultValue;
    put(answers, field.id, normalizeAnswer(field, own));
  }
  return answers;
}

/** Whether an answer says nothing: blank text, every part blank, nothing checked or rated. */
export function isBlank(value: AnswerValue | undefined): boolean {
  if (value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.every((part: string) => part.trim() === '');
  return Object.keys(value).length === 0;
}

/** The texts the required-field check gives (src/forms/messages.ts has them with the rest). */
export interface RequiredMessages {
  /** An empty required field. */
  readonly required: string;
  /** A required likert field with a row unanswered. */
  readonly surveyInvalid: string;
}

/**
 * The first check of a custom product form: each required field left empty gets
 * "Required"; a required likert field with any question unanswered gets "Survey is not valid.
 * Missing a required question." Errors by field id, in the form's order; empty when all is well.
 */
export function requiredErrors(
  fields: readonly FormField[],
  answers: FormAnswers,
  messages: RequiredMessages,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    if (!field.required || !isAnswered(field) || field.type === 'hidden') continue;
    const answer = Object.hasOwn(answers, field.id) ? answers[field.id] : undefined;
    if (field.type === 'likert') {
      const rated = isObject(answer) ? answer : {};
      if (field.questions.some((question) => !Object.hasOwn(rated, question) || !rated[question]))
        put(errors, field.id, messages.surveyInvalid);
    } else if (isBlank(answer)) {
      put(errors, field.id, messages.required);
    }
  }
  return errors;
}

/** The answers sent for a form: each answered field's answer in its shape (a section sends none). */
export function submittedAnswers(fields: readonly FormField[], answers: FormAnswers): Record<string, AnswerValue> {
  const sent: Record<string, AnswerValue> = {};
  for (const field of fields) {
    if (!isAnswered(field)) continue;
    put(sent, field.id, normalizeAnswer(field, Object.hasOwn(answers, field.id) ? answers[field.id] : undefined));
  }
  return sent;
}

/**
 * One answered field as an order shows it (the platform's summary field): its type, title, the answer
 * as one line of text (`''` when unanswered: shown as "N/A") and its parts.
 */
export interface SummaryField {
  readonly type: FieldType;
  readonly rawTitle: string;
  readonly value: string;
  readonly values: readonly string[];
}

/** The texts a summary writes a likert answer with. */
export type LikertLabels = Readonly<Record<(typeof LIKERT_SCALE)[number]['label'], string>>;

/** An answer's parts as one line: a date as 5/14/2026, a time as 9:30 AM, a name with spaces, the rest with commas. */
function joinParts(type: FieldType, parts: readonly string[]): string {
  const filled = parts.filter((part) => part.trim() !== '');
  if (filled.length === 0) return '';
  if (type === 'date') return parts.filter(Boolean).join('/');
  if (type === 'time') {
    const [hour = '', minute = '', second = '', ampm = ''] = parts;
    const clock = [hour, minute.padStart(2, '0'), ...(second ? [second.padStart(2, '0')] : [])].join(':');
    return `${clock}${ampm ? ` ${ampm}` : ''}`;
  }
  if (type === 'name' || type === 'phone') return filled.join(' ');
  return filled.join(', ');
}

/**
 * The summary of a form's answers, one row per visible field (sections and hidden fields are not
 * shown to the visitor), in the form's order: what a cart entry shows of its form.
 */
export function summarize(fields: readonly FormField[], answers: unknown, labels: LikertLabels): SummaryField[] {
  const given = isObject(answers) ? answers : {};
  return fields
    .filter((field) => isAnswered(field) && field.type !== 'hidden')
    .map((field) => {
      const answer = normalizeAnswer(field, Object.hasOwn(given, field.id) ? given[field.id] : undefined);
      let values: string[];
      let value: string;
      if (typeof answer === 'string') {
        values = answer ? [answer] : [];
        value = answer;
      } else if (Array.isArray(answer)) {
        values = [...(answer as readonly string[])];
        value = field.type === 'checkbox' ? values.join(', ') : joinParts(field.type, values);
      } else {
        const rated = answer as Readonly<Record<string, string>>;
        values = field.questions
          .filter((q) => Object.hasOwn(rated, q))
          .map((q) => {
            const step = LIKERT_SCALE.find((s) => s.value === rated[q]);
            return `${q}: ${step ? labels[step.label] : rated[q]}`;
          });
        value = values.join('; ');
      }
      return { type: field.type, rawTitle: field.title, value, values };
    });
}
