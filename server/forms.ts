/**
 * Custom product forms on the dev platform: the definitions of demo/forms.ts, checked with
 * `FormDefinitionSchema` once when the server starts, and the one validation of a form's answers
 * that `POST /api/rest/forms/validate/{formId}`, the cart's adds and edits, the subscription
 * call and form block submissions (server/form-blocks.ts) all use. The server checks what the
 * client checks (required fields, lengths, emails, numbers, web addresses, dates) and more: some
 * answers only the server refuses (the mug's engraving, the contact form's order number), so a
 * visitor sees per-field errors that come from the server alone.
 */
import * as v from 'valibot';
import { catalogue, type ProductSeed } from '../demo/catalogue';
import { FORM_BLOCK_IDS } from '../demo/form-blocks';
import { FORM_IDS, productForms, type FormDefinitionInput } from '../demo/forms';
import { FormDefinitionSchema, type FormDefinition, type FormField } from '../src/forms/definition';
import { FORM_MESSAGES } from '../src/forms/messages';
import {
  FormAnswersSchema,
  hasParts,
  isAnswered,
  isBlank,
  LIKERT_SCALE,
  PART_COUNTS,
  requiredErrors,
  submittedAnswers,
  summarize,
  type AnswerValue,
  type FormAnswers,
  type SummaryField,
} from '../src/forms/values';
import { isEmail } from '../src/lib/email';
import { HttpError } from './http';

/** `type` of `GetTemplateSchema` for a custom product form. */
export const PRODUCT_FORM_TEMPLATE_TYPE = 9;

/** 404: a form id the shop has no form for, in the platform's words. */
export const FORM_NOT_CONFIGURED = 'This form has not been configured yet.';
/** 400: `GetTemplateSchema` without `type=9`. */
export const TEMPLATE_TYPE_REQUIRED = 'type must be 9 (a custom product form).';
/** 400: `GetTemplateSchema` without a `formId`. */
export const FORM_ID_REQUIRED = 'formId query parameter is required.';
/** 400: a validation call whose body is not a map of answers. */
export const ANSWERS_BODY_INVALID =
  'Request body must be a JSON object of answers by field id: text, a list of texts or a map of texts.';
/** 400: an add or edit whose `additionalFields` is JSON but not a map of answers. */
export const ADDITIONAL_FIELDS_INVALID =
  'additionalFields must be JSON text of an object of answers by field id: text, a list of texts or a map of texts.';
/** 400 (with `errors`): an add of a product with a form, without its answers. */
export const ANSWERS_MISSING = 'This product has a form to fill in before it goes in the cart.';
/** 400 (with `errors`): answers that break a rule of their form, in the platform's words. */
export const ANSWERS_INVALID = 'One or more fields is invalid, please check your entries.';

/** The per-field texts of the server's checks (beside `FORM_MESSAGES.required` and `.surveyInvalid`). */
export const ANSWER_MESSAGES = {
  tooLong: (max: number) => `Must be ${max} characters or fewer.`,
  email: 'Email is not valid. Email addresses should follow the format user@domain.com.',
  number: 'Must be a number.',
  website: 'Must be a web address, such as example.com.',
  date: 'Must be a real date.',
  time: 'Must be a real time.',
  phone: 'Phone numbers can use digits, spaces, +, - and brackets only.',
  option: 'Must be one of the options.',
  shape: 'Not a valid answer for this field.',
  engraving: "Engraving can use letters, numbers, spaces and . , ' & - only.",
  initials: 'Initials can use letters only.',
  orderNumber: 'Order numbers look like FH-12345.',
} as const;

/** The texts `answerErrors` speaks with: `ANSWER_MESSAGES`, or a form block's (server/form-blocks.ts). */
export interface AnswerMessages {
  readonly tooLong: (max: number) => string;
  readonly email: string;
  readonly number: string;
  readonly website: string;
  readonly date: string;
  readonly time: string;
  readonly phone: string;
  readonly option: string;
  readonly shape: string;
  /**
   * Whether a required email field left empty is told `email` rather than "Required": a form
   * block's rule (the email check applies when the field is required or non-empty).
   */
  readonly emailWhenRequired?: boolean;
}

/** A check some text field of a form gets on the server only. */
interface ServerRule {
  readonly pattern: RegExp;
  readonly message: string;
}

/**
 * What the server alone refuses, by form id and field id. The engraving laser cuts letters (any
 * alphabet, with their accents), digits, spaces and . , ' & - (a typographic ’ too, which phone
 * keyboards type for '), nothing else: `<3` or an emoji gets a per-field error the client never
 * predicts. The patch's stamp has letters only. The contact form's order number is the shop's
 * (`FH-` and five digits, as on the order confirmation).
 */
const SERVER_RULES: Readonly<Record<string, Readonly<Record<string, ServerRule>>>> = {
  [FORM_IDS.campMugEngraving]: {
    engraving: { pattern: /^[\p{L}\p{M}\p{Nd} .,'’&-]*$/u, message: ANSWER_MESSAGES.engraving },
  },
  [FORM_IDS.leatherPatch]: {
    initials: { pattern: /^[\p{L}\p{M}]*$/u, message: ANSWER_MESSAGES.initials },
  },
  [FORM_BLOCK_IDS.contact]: {
    'order-number': { pattern: /^FH-\d{5}$/i, message: ANSWER_MESSAGES.orderNumber },
  },
};

/** A plain decimal number: 12, -3, 4.5. */
const NUMBER = /^[-+]?(\d+(\.\d*)?|\.\d+)$/;
/** The characters a phone number's parts may hold. */
const PHONE = /^[\d\s+()-]*$/;
/** A whole number of up to `digits` digits. */
const wholeNumber = (text: string, digits: number) => new RegExp(`^\\d{1,${digits}}$`).test(text.trim());

/** Whether `text` is a web address: `example.com`, `www.example.com/x` or with http(s)://. */
function isWebsite(text: string): boolean {
  const trimmed = text.trim();
  if (/\s/.test(trimmed)) return false;
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(trimmed) ? trimmed : `http://${trimmed}`;
  try {
    const url = new URL(withScheme);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      /^([a-z\d]([a-z\d-]*[a-z\d])?\.)+[a-z\d-]{2,}$/i.test(url.hostname)
    );
  } catch {
    return false;
  }
}

/** Whether `[month, day, year]` is a date the calendar has (a four-digit year). */
function isRealDate([month = '', day = '', year = '']: readonly string[]): boolean {
  if (!wholeNumber(month, 2) || !wholeNumber(day, 2) || !/^\d{4}$/.test(year.trim())) return false;
  const [m, d, y] = [Number(month), Number(day), Number(year)];
  if (m < 1 || m > 12 || d < 1) return false;
  return d <= new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** Whether `[hour, minute, second, ampm]` is a time of day: 1–12 with AM or PM, else 0–23; minutes and seconds 0–59. */
function isRealTime([hour = '', minute = '', second = '', ampm = '']: readonly string[]): boolean {
  const half = ampm.trim().toUpperCase();
  if (half !== '' && half !== 'AM' && half !== 'PM') return false;
  if (!wholeNumber(hour, 2)) return false;
  const h = Number(hour);
  if (half === '' ? h > 23 : h < 1 || h > 12) return false;
  const inMinute = (part: string) => part.trim() === '' || (wholeNumber(part, 2) && Number(part) <= 59);
  return inMinute(minute) && inMinute(second);
}

/** Whether an answer has the shape its field's type takes (src/forms/values.ts). */
function hasShape(field: FormField, answer: AnswerValue): boolean {
  if (hasParts(field.type)) {
    const count = PART_COUNTS[field.type];
    // A phone of 3 parts gets an empty country code in front: a phone is always 4 parts.
    return Array.isArray(answer) && (answer.length === count || (field.type === 'phone' && answer.length === 3));
  }
  if (field.type === 'checkbox') return Array.isArray(answer) || typeof answer === 'string';
  if (field.type === 'likert') return typeof answer === 'object' && !Array.isArray(answer);
  return typeof answer === 'string';
}

/** What is wrong with one non-blank answer of the right shape, or undefined. */
function answerProblem(
  field: FormField,
  answer: AnswerValue,
  rule: ServerRule | undefined,
  texts: AnswerMessages,
): string | undefined {
  if (typeof answer === 'string') {
    if (field.type === 'radio' || field.type === 'select') {
      return field.options.includes(answer) ? undefined : texts.option;
    }
    if (field.type === 'checkbox') return field.options.includes(answer) ? undefined : texts.option;
    // Characters as the form block's counter counts them (code points: an emoji is one).
    if (field.maxLength != null && [...answer].length > field.maxLength) return texts.tooLong(field.maxLength);
    const text = answer.trim();
    // The library's own email rule, so the server and the form's checks agree on every address.
    if (field.type === 'email' && !isEmail(text)) {
      return texts.email;
    }
    if (field.type === 'number' && !NUMBER.test(text)) return texts.number;
    if (field.type === 'website' && !isWebsite(text)) return texts.website;
    if (rule && !rule.pattern.test(text)) return rule.message;
    return undefined;
  }
  if (Array.isArray(answer)) {
    const parts = answer as readonly string[];
    if (field.type === 'checkbox') {
      return parts.every((part) => field.options.includes(part)) ? undefined : texts.option;
    }
    if (field.type === 'date') return isRealDate(parts) ? undefined : texts.date;
    if (field.type === 'time') return isRealTime(parts) ? undefined : texts.time;
    if (field.type === 'phone') return parts.every((part) => PHONE.test(part)) ? undefined : texts.phone;
    return undefined;
  }
  // A likert answer: each question the field asks, rated on the scale.
  const rated = answer as Readonly<Record<string, string>>;
  const onScale = (value: string) => LIKERT_SCALE.some((step) => step.value === value);
  return Object.entries(rated).every(([question, value]) => field.questions.includes(question) && onScale(value))
    ? undefined
    : texts.option;
}

/**
 * The one validation of a form's answers: what is wrong with each field, by field id in the
 * form's order; `{}` when all is well. A field's answer of the wrong shape, then an empty required
 * field ("Required"; "Survey is not valid. Missing a required question." for a likert field),
 * then the rules of its type (length, email, number, web address, date, time, phone, options),
 * then the server's own rules. Answers to ids the form does not have are ignored. `texts` are the
 * per-field messages: a product form's (`ANSWER_MESSAGES`) unless a form block passes its own.
 */
export function answerErrors(
  form: FormDefinition,
  answers: FormAnswers,
  texts: AnswerMessages = ANSWER_MESSAGES,
): Record<string, string> {
  const required = requiredErrors(form.fields, answers, FORM_MESSAGES);
  const rules = SERVER_RULES[form.id] ?? {};
  const errors: Record<string, string> = {};
  for (const field of form.fields) {
    if (!isAnswered(field)) continue;
    const answer = Object.hasOwn(answers, field.id) ? answers[field.id] : undefined;
    let problem: string | undefined;
    if (answer !== undefined && !hasShape(field, answer)) problem = texts.shape;
    else if (required[field.id] !== undefined)
      problem = field.type === 'email' && texts.emailWhenRequired ? texts.email : required[field.id];
    else if (answer !== undefined && !isBlank(answer) && field.type !== 'hidden') {
      problem = answerProblem(field, answer, Object.hasOwn(rules, field.id) ? rules[field.id] : undefined, texts);
    }
    if (problem !== undefined) errors[field.id] = problem;
  }
  return errors;
}

/** A form's answers from JSON, or undefined when it is not a map of field id to text, texts or a map of texts. */
export function parseAnswers(json: unknown): FormAnswers | undefined {
  // `v.record` takes a list for a map of its indexes: a list of answers is not a map by field id.
  if (Array.isArray(json)) return undefined;
  const parsed = v.safeParse(FormAnswersSchema, json);
  return parsed.success ? parsed.output : undefined;
}

/**
 * The answers an add, an edit or a subscription of a product with `form` stores: `additionalFields`
 * (JSON text, or null) checked by `answerErrors` and normalised (`submittedAnswers`: each field of
 * the form in its order and shape, nothing else), as JSON text, so equal answers compare equal.
 * Refuses with 400 `{ message, errors }` answers that are missing or break a rule, and with 400
 * `{ message }` JSON that is not a map of answers.
 */
export function acceptAnswers(form: FormDefinition, additionalFields: string | null | undefined): string {
  if (additionalFields === null || additionalFields === undefined) {
    throw new HttpError(400, ANSWERS_MISSING, {}, { errors: answerErrors(form, {}) });
  }
  let json: unknown;
  try {
    json = JSON.parse(additionalFields);
  } catch {
    throw new HttpError(400, ADDITIONAL_FIELDS_INVALID);
  }
  const answers = parseAnswers(json);
  if (!answers) throw new HttpError(400, ADDITIONAL_FIELDS_INVALID);
  const errors = answerErrors(form, answers);
  if (Object.keys(errors).length > 0) throw new HttpError(400, ANSWERS_INVALID, {}, { errors });
  return JSON.stringify(submittedAnswers(form.fields, answers));
}

/** A cart entry's answers as the order shows them (`formSubmission`): [] without a form or answers. */
export function formSubmission(form: FormDefinition | undefined, additionalFields: string | null): SummaryField[] {
  if (!form || additionalFields === null) return [];
  let answers: unknown;
  try {
    answers = JSON.parse(additionalFields);
  } catch {
    return [];
  }
  return summarize(form.fields, answers, FORM_MESSAGES);
}

/** The shop's product forms. */
export interface ProductForms {
  /** The form of this id, as `FormDefinitionSchema` parses it. */
  byId(id: string): FormDefinition | undefined;
  /** The form of the product with this slug, if it has one. */
  ofProduct(slug: string): FormDefinition | undefined;
}

/** Why a form definition of `file` cannot be used, naming the form and the field. */
function definitionProblem(file: string, input: FormDefinitionInput, issues: readonly v.BaseIssue<unknown>[]): string {
  const problems = issues.map((issue) => `${v.getDotPath(issue) ?? '(form)'}: ${issue.message}`);
  return `${file}: form "${String(input.id)}" is not a valid form definition: ${problems.join('; ')}`;
}

/**
 * The forms of `definitions` (written in `file`) by id, each parsed with `FormDefinitionSchema`;
 * throws (the server does not start) on a definition the schema refuses, two forms or two fields
 * of one form with the same id, or a server rule naming a field its form does not have.
 */
export function parseFormDefinitions(
  definitions: readonly FormDefinitionInput[],
  file: string,
): Map<string, FormDefinition> {
  const forms = new Map<string, FormDefinition>();
  for (const input of definitions) {
    const parsed = v.safeParse(FormDefinitionSchema, input);
    if (!parsed.success) throw new Error(definitionProblem(file, input, parsed.issues));
    const form = parsed.output;
    if (forms.has(form.id)) throw new Error(`${file}: two forms have the id "${form.id}".`);
    const ids = form.fields.map((field) => field.id);
    const repeated = ids.find((id, index) => ids.indexOf(id) !== index);
    if (repeated !== undefined) throw new Error(`${file}: form "${form.id}" has two fields "${repeated}".`);
    for (const fieldId of Object.keys(SERVER_RULES[form.id] ?? {})) {
      if (!ids.includes(fieldId)) throw new Error(`server/forms.ts: form "${form.id}" has no field "${fieldId}".`);
    }
    forms.set(form.id, form);
  }
  return forms;
}

/**
 * The product forms of `definitions`, each parsed with `FormDefinitionSchema`; throws (the server
 * does not start) as `parseFormDefinitions` does, and on a product naming a form that does not exist.
 */
export function loadProductForms(
  definitions: readonly FormDefinitionInput[] = productForms,
  seeds: readonly ProductSeed[] = catalogue,
): ProductForms {
  const forms = parseFormDefinitions(definitions, 'demo/forms.ts');
  const bySlug = new Map<string, FormDefinition>();
  for (const seed of seeds) {
    if (seed.formId === undefined) continue;
    const form = forms.get(seed.formId);
    if (!form)
      throw new Error(`demo/catalogue.ts: ${seed.slug} names the form "${seed.formId}", which does not exist.`);
    bySlug.set(seed.slug, form);
  }
  return { byId: (id) => forms.get(id), ofProduct: (slug) => bySlug.get(slug) };
}

/** The demo shop's product forms, checked once when the server starts (this module loads). */
export const shopForms: ProductForms = loadProductForms();
