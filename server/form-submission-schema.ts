/**
 * The body of `POST /api/form/SaveFormSubmission`: one valibot schema,
 * pure (no Node), so it can move to `src/forms/` for the client's request type to come from it, as
 * `src/api/requests.ts` does for the cart's calls.
 *
 * `{ formId, key, form, captchaKey?, collectionId?, objectName?, pageId?, pagePath?, pageTitle? }`:
 * `form` is JSON text of the answers by field id (the value shapes of src/forms/values.ts), `key` the
 * answer of `POST /api/form/FormSubmissionKey`, `captchaKey` the captcha's token when the form has
 * one; the rest say where the form is: its block (`collectionId`, `objectName`, as in the form
 * definition) and its page (the page context's `collection.id` or `item.id`, `location.pathname`,
 * `collection.title` or `item.title`).
 */
import * as v from 'valibot';
import { FORM_BLOCK_MESSAGES } from '../src/forms/block-messages';

/** 400 messages of the body (visitor-visible: the form block shows a 400's message). */
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

/** `POST /api/form/SaveFormSubmission`'s body. */
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
