/**
 * The checks a form block runs before it sends: required fields, the maximum
 * length of a text, email addresses, the captcha. A definition with `disableValidation` skips
 * them (the platform still checks). One function, for the form block and the newsletter.
 */
import { formatMessage } from '../messages';
import { isEmail } from '../lib/email';
import type { FormBlockMessages } from './block-messages';
import type { FormDefinition } from './definition';
import type { FormMessages } from './messages';
import { requiredErrors, type FormAnswers } from './values';

/** The texts the checks speak with. */
export type CheckTexts = Pick<FormMessages, 'required' | 'surveyInvalid'> &
  Pick<FormBlockMessages, 'formCharacterLimit' | 'formEmailInvalid' | 'formEmailExample'>;

/**
 * How many characters a text holds for a field's `maxLength`, in code points (an emoji such as 😀
 * is one, not its two UTF-16 units). The check and the live counter both count with it.
 */
export function characterCount(text: string): number {
  return [...text].length;
}

/**
 * Each field's problem, by field id, in the form's order; empty when the form may be sent:
 * "You have exceeded the character limit." for a text past its `maxLength`, then "Email is not
 * valid. …" for an email field that is required or filled in and holds no address of 3 to 256
 * characters (a required email field left empty is told so too, rather than
 * "Required"), then "Required" (and the survey's message) for any other required field left empty.
 */
export function formBlockErrors(form: FormDefinition, answers: FormAnswers, texts: CheckTexts): Record<string, string> {
  if (form.disableValidation) return {};
  const required = requiredErrors(form.fields, answers, texts);
  const errors: Record<string, string> = {};
  for (const field of form.fields) {
    const answer = Object.hasOwn(answers, field.id) ? answers[field.id] : undefined;
    const text = typeof answer === 'string' ? answer : answer === undefined ? '' : null;
    let problem: string | null = null;
    // The platform's order: the limit, then the email rule (which a required email field left
    // empty breaks too), then "Required".
    if (text !== null && field.maxLength && characterCount(text) > field.maxLength) problem = texts.formCharacterLimit;
    else if (field.type === 'email' && text !== null && (field.required || text.trim() !== '') && !isEmail(text.trim()))
      problem = formatMessage(texts.formEmailInvalid, { email: texts.formEmailExample });
    else if (Object.hasOwn(required, field.id)) problem = required[field.id] as string;
    if (problem)
      Object.defineProperty(errors, field.id, { value: problem, enumerable: true, writable: true, configurable: true });
  }
  return errors;
}
