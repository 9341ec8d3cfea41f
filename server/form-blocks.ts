/**
 * Form blocks and newsletter sign-ups on the dev platform: the
 * definitions of demo/form-blocks.ts (checked with `FormDefinitionSchema` once when the server
 * starts), the single-use submission keys of `POST /api/form/FormSubmissionKey`, and the
 * submissions `POST /api/form/SaveFormSubmission` takes, checked with the one validation of
 * server/forms.ts (`answerErrors`) and kept in the shop database (tables `form_submission_keys`
 * and `form_submissions`). Every write runs in one immediate transaction, as the cart's do.
 */
import { randomBytes } from 'node:crypto';
import { formBlocks as demoFormBlocks, type FormBlockKind, type FormBlockSeed } from '../demo/form-blocks';
import { CAPTCHA_ACTIONS } from '../src/captcha/captcha';
import { FORM_BLOCK_MESSAGES } from '../src/forms/block-messages';
import type { FormDefinition } from '../src/forms/definition';
import { FORM_MESSAGES } from '../src/forms/messages';
import { submittedAnswers, summarize, type AnswerValue, type FormAnswers } from '../src/forms/values';
import type { CaptchaTokens } from './captcha';
import type { Db } from './db';
import {
  ANSWER_MESSAGES,
  ANSWERS_INVALID,
  answerErrors,
  FORM_NOT_CONFIGURED,
  parseAnswers,
  parseFormDefinitions,
  type AnswerMessages,
} from './forms';
import { SUBMISSION_BODY_MESSAGES, type SaveFormSubmissionInput } from '../src/api/forms';
import { HttpError } from './http';
import { randomId } from './ids';
import { ADDRESS_FACTOR, createRateLimiter, type RateLimitOptions, type RateLimitResult } from './rate-limit';
import { shopSettings } from './settings';

/** How long a submission key is good for after it is issued: ten minutes. */
export const DEFAULT_FORM_KEY_MAX_AGE_MS = 10 * 60 * 1000;

/** How long a key is kept after it expires (so it reads "expired", not "not valid"): a day. */
const KEY_RETENTION_MS = 24 * 60 * 60 * 1000;

/** Submissions of one form per visitor: 5 a minute (one address may make ten times as many). */
export const DEFAULT_FORM_RATE_LIMIT: RateLimitOptions = { max: 5, windowMs: 60_000 };

/** How many submissions the owner's page lists (newest first). */
export const SUBMISSIONS_PAGE_LIMIT = 200;

/**
 * An answer (or part of one: a first name, an address line) that is exactly this makes the save
 * fail with 500, so the demo and the tests can show the form's "Unable to send form" state.
 */
export const FORCE_FAILURE_ANSWER = '__fail__';

/** What the submission calls answer when they refuse (400 unless said). */
export const FORM_SUBMISSION_MESSAGES = {
  /** 404: a form id the shop has no form block for, in the platform's words. */
  notConfigured: FORM_NOT_CONFIGURED,
  /** No key in the body. */
  keyMissing: SUBMISSION_BODY_MESSAGES.keyMissing,
  /** A key this shop never issued (or issued more than a day before it expired). */
  keyUnknown: 'This form submission key is not valid. Please reload the page and try again.',
  /** A key a submission used already. */
  keyUsed: 'This form submission key has been used already: each submission needs a new one. Please try again.',
  /** A key older than its maximum age (ten minutes). */
  keyExpired: 'This form submission key has expired. Please try again.',
  /** `form` that is not JSON text of answers by field id, in the platform's words. */
  unparsable: SUBMISSION_BODY_MESSAGES.formUnparsable,
  /** With `errors`: answers that break a rule of the form, in the platform's words. */
  fieldsInvalid: ANSWERS_INVALID,
  /** 429: a burst of submissions of one form. */
  rateLimited: 'Too many submissions of this form. Please try again in a minute.',
  /** 500: an answer was `__fail__`. */
  forcedFailure: `The demo shop failed this submission on purpose: an answer was "${FORCE_FAILURE_ANSWER}".`,
} as const;

/**
 * The per-field texts of a form block: the product forms' (`ANSWER_MESSAGES`), with the form
 * block's own words for a text past its limit and an email that is not one (also said of a
 * required email field left empty).
 */
export const FORM_BLOCK_ANSWER_MESSAGES: AnswerMessages = {
  ...ANSWER_MESSAGES,
  tooLong: () => FORM_BLOCK_MESSAGES.formCharacterLimit,
  email: FORM_BLOCK_MESSAGES.formEmailInvalid.replace('{email}', FORM_BLOCK_MESSAGES.formEmailExample),
  emailWhenRequired: true,
};

/** One form block, its definition as `FormDefinitionSchema` parses it. */
export interface FormBlock {
  readonly kind: FormBlockKind;
  readonly definition: FormDefinition;
}

/** The captcha action of a form block's kind. */
export function captchaActionOf(kind: FormBlockKind): string {
  return kind === 'newsletter' ? CAPTCHA_ACTIONS.newsletter : CAPTCHA_ACTIONS.formBlock;
}

/** The shop's form blocks, by id. */
export interface FormBlockDefinitions {
  byId(id: string): FormBlock | undefined;
  all(): readonly FormBlock[];
}

/**
 * The form blocks of `seeds`, each definition parsed with `FormDefinitionSchema`; throws (the
 * server does not start) as `parseFormDefinitions` does (a definition the schema refuses, repeated
 * ids, a server rule naming a missing field).
 */
export function loadFormBlocks(seeds: readonly FormBlockSeed[] = demoFormBlocks): FormBlockDefinitions {
  const forms = parseFormDefinitions(
    seeds.map((seed) => seed.definition),
    'demo/form-blocks.ts',
  );
  const blocks = new Map<string, FormBlock>();
  for (const seed of seeds) {
    const definition = forms.get(String(seed.definition.id));
    if (definition) blocks.set(definition.id, { kind: seed.kind, definition });
  }
  return { byId: (id) => blocks.get(id), all: () => [...blocks.values()] };
}

/** The demo shop's form blocks, checked once when the server starts (this module loads). */
export const shopFormBlocks: FormBlockDefinitions = loadFormBlocks();

/** One kept submission. */
export interface StoredSubmission {
  readonly id: string;
  readonly formId: string;
  /** The answers as kept: the form's fields in order, each in its shape (`submittedAnswers`). */
  readonly answers: Readonly<Record<string, AnswerValue>>;
  readonly collectionId: string | null;
  readonly objectName: string | null;
  readonly pageId: string | null;
  readonly pagePath: string | null;
  readonly pageTitle: string | null;
  /** Epoch ms. */
  readonly created: number;
}

/** One line of a submission as the owner reads it: "Email: sam@example.com". */
export interface SubmissionLine {
  readonly title: string;
  readonly value: string;
}

/**
 * A submission's answered fields as "title: value" lines, in the form's order (`summarize`; its
 * likert labels from `FORM_MESSAGES`), then its hidden fields by their URL parameter's name.
 */
export function submissionLines(form: FormDefinition, answers: FormAnswers): SubmissionLine[] {
  const shown = summarize(form.fields, answers, FORM_MESSAGES)
    .filter((field) => field.value !== '')
    .map((field) => ({ title: field.rawTitle, value: field.value }));
  const hidden = form.fields
    .filter((field) => field.type === 'hidden')
    .flatMap((field) => {
      const value = Object.hasOwn(answers, field.id) ? answers[field.id] : undefined;
      return typeof value === 'string' && value !== '' ? [{ title: field.name || field.title || field.id, value }] : [];
    });
  return [...shown, ...hidden];
}

/** Form blocks' keys and submissions. */
export interface FormBlocks extends FormBlockDefinitions {
  /** A new single-use submission key, good for the key maximum age from `now`. */
  issueKey(now?: number): string;
  /**
   * Takes a submission from `visitor` (an issued cart cookie, else the address) at `address`:
   * its form (404), its rate limit (429), its key (400; used up by this call whatever follows),
   * its captcha when the form and the site have one (400), its answers (400 when they are not JSON
   * of answers by field id, 500 for `__fail__`, 400 `{ message, errors }` when they break a rule of
   * the form), then keeps it. Throws `HttpError` for each refusal.
   */
  submit(input: SaveFormSubmissionInput, visitor: string, address: string, now?: number): StoredSubmission;
  /** The latest submissions, newest first. */
  submissions(limit?: number): StoredSubmission[];
}

/** How the app sets form blocks up. */
export interface FormBlockOptions {
  /** How long a submission key is good for; default ten minutes. */
  readonly keyMaxAgeMs?: number;
  /** Submissions of one form per visitor in a sliding window; default 5 a minute. */
  readonly rateLimit?: RateLimitOptions;
  /** The form blocks; default the demo shop's. */
  readonly definitions?: FormBlockDefinitions;
}

interface KeyRow {
  created: number;
  used_on: number | null;
}

interface SubmissionRow {
  id: string;
  form_id: string;
  answers: string;
  collection_id: string | null;
  object_name: string | null;
  page_id: string | null;
  page_path: string | null;
  page_title: string | null;
  created: number;
}

/** Whether an answer, or a part of one, is `__fail__`. */
function asksToFail(answers: FormAnswers): boolean {
  const fails = (text: string) => text.trim() === FORCE_FAILURE_ANSWER;
  return Object.values(answers).some((answer) =>
    typeof answer === 'string'
      ? fails(answer)
      : Array.isArray(answer)
        ? (answer as readonly string[]).some(fails)
        : Object.values(answer).some(fails),
  );
}

/** Refuses a submission its limiter did not allow. */
function allow(result: RateLimitResult): void {
  if (!result.allowed) {
    throw new HttpError(429, FORM_SUBMISSION_MESSAGES.rateLimited, {
      'Retry-After': String(result.retryAfterSeconds),
    });
  }
}

/** Form blocks over the shop database (tables made by `openDatabase`), checking captchas with `captcha`. */
export function createFormBlocks(db: Db, captcha: CaptchaTokens, options: FormBlockOptions = {}): FormBlocks {
  const definitions = options.definitions ?? shopFormBlocks;
  const maxAge = options.keyMaxAgeMs ?? DEFAULT_FORM_KEY_MAX_AGE_MS;
  if (!Number.isSafeInteger(maxAge) || maxAge < 1) {
    throw new Error(`the form submission key's maximum age must be a whole number of ms above 0; got ${maxAge}.`);
  }
  const limit = options.rateLimit ?? DEFAULT_FORM_RATE_LIMIT;
  const visitorLimiter = createRateLimiter(limit);
  const addressLimiter = createRateLimiter({ ...limit, max: limit.max * ADDRESS_FACTOR });

  const insertKey = db.prepare('INSERT INTO form_submission_keys (key, created) VALUES (?, ?)');
  const forgetKeys = db.prepare('DELETE FROM form_submission_keys WHERE created < ?');
  const keyRow = db.prepare<[string], KeyRow>('SELECT created, used_on FROM form_submission_keys WHERE key = ?');
  const useKey = db.prepare('UPDATE form_submission_keys SET used_on = ? WHERE key = ? AND used_on IS NULL');
  const insertSubmission = db.prepare(
    `INSERT INTO form_submissions (id, form_id, answers, collection_id, object_name, page_id, page_path, page_title, created)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const submissionRows = db.prepare<[number], SubmissionRow>(
    `SELECT id, form_id, answers, collection_id, object_name, page_id, page_path, page_title, created
       FROM form_submissions ORDER BY seq DESC LIMIT ?`,
  );

  /** Uses up `key` at `now`, or says why it cannot be used. */
  const spendKey = (key: string, now: number): void =>
    db
      .transaction(() => {
        const row = keyRow.get(key);
        if (!row) throw new HttpError(400, FORM_SUBMISSION_MESSAGES.keyUnknown);
        if (row.used_on !== null) throw new HttpError(400, FORM_SUBMISSION_MESSAGES.keyUsed);
        if (now - row.created > maxAge) throw new HttpError(400, FORM_SUBMISSION_MESSAGES.keyExpired);
        useKey.run(now, key);
      })
      .immediate();

  const toStored = (row: SubmissionRow): StoredSubmission => ({
    id: row.id,
    formId: row.form_id,
    answers: JSON.parse(row.answers) as Record<string, AnswerValue>,
    collectionId: row.collection_id,
    objectName: row.object_name,
    pageId: row.page_id,
    pagePath: row.page_path,
    pageTitle: row.page_title,
    created: row.created,
  });

  return {
    ...definitions,

    issueKey(now = Date.now()) {
      const key = randomBytes(24).toString('base64url');
      db.transaction(() => {
        forgetKeys.run(now - maxAge - KEY_RETENTION_MS);
        insertKey.run(key, now);
      }).immediate();
      return key;
    },

    submit(input, visitor, address, now = Date.now()) {
      const block = definitions.byId(input.formId);
      if (!block) throw new HttpError(404, FORM_SUBMISSION_MESSAGES.notConfigured);
      const form = block.definition;
      allow(addressLimiter.hit(`${address}:${form.id}`, now));
      allow(visitorLimiter.hit(`${visitor}:${form.id}`, now));
      spendKey(input.key, now);

      const site = shopSettings().captcha;
      if (form.captcha && site) {
        const problem = captcha.check(input.captchaKey, { siteKey: site.siteKey, action: captchaActionOf(block.kind) });
        if (problem) throw new HttpError(400, problem);
      }

      let json: unknown;
      try {
        json = JSON.parse(input.form);
      } catch {
        throw new HttpError(400, FORM_SUBMISSION_MESSAGES.unparsable);
      }
      const answers = parseAnswers(json);
      if (!answers) throw new HttpError(400, FORM_SUBMISSION_MESSAGES.unparsable);
      if (asksToFail(answers)) throw new HttpError(500, FORM_SUBMISSION_MESSAGES.forcedFailure);
      const errors = answerErrors(form, answers, FORM_BLOCK_ANSWER_MESSAGES);
      if (Object.keys(errors).length > 0) {
        throw new HttpError(400, FORM_SUBMISSION_MESSAGES.fieldsInvalid, {}, { errors });
      }

      const stored: StoredSubmission = {
        id: randomId(),
        formId: form.id,
        answers: submittedAnswers(form.fields, answers),
        collectionId: input.collectionId ?? null,
        objectName: input.objectName ?? null,
        pageId: input.pageId ?? null,
        pagePath: input.pagePath ?? null,
        pageTitle: input.pageTitle ?? null,
        created: now,
      };
      db.transaction(() => {
        insertSubmission.run(
          stored.id,
          stored.formId,
          JSON.stringify(stored.answers),
          stored.collectionId,
          stored.objectName,
          stored.pageId,
          stored.pagePath,
          stored.pageTitle,
          stored.created,
        );
      }).immediate();
      return stored;
    },

    submissions: (limit = SUBMISSIONS_PAGE_LIMIT) => submissionRows.all(limit).map(toStored),
  };
}
