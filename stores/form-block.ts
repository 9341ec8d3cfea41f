/**
 * A form block's or newsletter's submission as store actions: one phase store per form on the
 * page, keyed by an id its element owns, holding plain data (the phase, the answers, the errors
 * and the message); the element's view draws it and calls the actions. A failure changes the
 * phase, errors and message only: every answer the visitor typed stays.
 */
import { atom, type ReadableAtom, type WritableAtom } from 'nanostores';
import type { FormBlockMessages } from '../src/forms/block-messages';
import type { CaptchaAction } from '../src/captcha/captcha';
import { loadCaptcha, preloadCaptcha } from '../src/captcha/load';
import { formBlockErrors } from '../src/forms/checks';
import type { FormDefinition } from '../src/forms/definition';
import type { FormMessages } from '../src/forms/messages';
import { submitForm as sendForm, type PageFields, type SubmissionOutcome } from '../src/forms/submission';
import type { AnswerValue, FormAnswers } from '../src/forms/values';
import { $pageContext } from './page-context';

/** Where one form's submission stands, and what the visitor has typed and is told. */
export interface FormBlockState {
  /**
   * `idle` (fill in, send), `submitting` (one submission in flight), `done` (the success shows),
   * `leaving` (a redirect took the page away: nothing more is said).
   */
  readonly phase: 'idle' | 'submitting' | 'done' | 'leaving';
  /** The answers by field id, kept through every failure. */
  readonly answers: FormAnswers;
  /** The messages at their fields, by field id. */
  readonly errors: Readonly<Record<string, string>>;
  /** The message about the whole form (a failed call's), or ''. */
  readonly message: string;
  /** How many times a submission has failed: each failure moves the focus to its first problem. */
  readonly failures: number;
}

/** A form before anything happened: the state the server renders, and the browser starts from. */
export const IDLE_FORM_BLOCK: FormBlockState = { phase: 'idle', answers: {}, errors: {}, message: '', failures: 0 };

/** The texts a submission says its checks and failures with. */
export type SubmissionTexts = FormMessages & FormBlockMessages;

/** What a submission needs of its element beyond the form and its answers. */
export interface SubmitFormOptions {
  readonly texts: SubmissionTexts;
  /** Where the form is: sent with the submission. */
  readonly page: PageFields;
  /** The captcha action the submission carries when the form has a captcha. */
  readonly captchaAction: CaptchaAction;
  /**
   * After a success, what only the element can do (the draft cleared, its event fired, a
   * redirect followed): true when the page is leaving.
   */
  readonly succeed: (form: FormDefinition) => boolean;
}

/**
 * What a form's state belongs to: its element. The state lives as long as the element does (an
 * element moved, or taken out and put back, keeps its answers; one dropped takes them with it).
 */
export type FormOwner = object;

const blocks = new WeakMap<FormOwner, WritableAtom<FormBlockState>>();

/** The phase store of the form `owner` holds (made on first use, idle). */
function blockStore(owner: FormOwner): WritableAtom<FormBlockState> {
  let store = blocks.get(owner);
  if (!store) {
    store = atom(IDLE_FORM_BLOCK);
    blocks.set(owner, store);
  }
  return store;
}

/** The phase store of the form `owner` holds, for its view to follow. */
export function formBlockStore(owner: FormOwner): ReadableAtom<FormBlockState> {
  return blockStore(owner);
}

/**
 * The first answers, once the form runs in the browser: defaults, the address's hidden values, a
 * draft from before a reload. Only while nothing was typed or sent: a form that already holds
 * answers keeps them.
 */
export function startFormBlock(owner: FormOwner, answers: FormAnswers): void {
  const store = blockStore(owner);
  const state = store.get();
  if (state.phase !== 'idle' || state.failures > 0 || Object.keys(state.answers).length > 0) return;
  store.set({ ...state, answers });
}

/** One answer changed: the form's answers with it (for the element to keep as a draft). */
export function changeAnswer(owner: FormOwner, fieldId: string, value: AnswerValue): FormAnswers {
  const store = blockStore(owner);
  const state = store.get();
  const answers = { ...state.answers, [fieldId]: value };
  store.set({ ...state, answers });
  return answers;
}

/** A failure: its messages shown at their fields and around the form, every answer kept. */
function fail(store: WritableAtom<FormBlockState>, errors: Readonly<Record<string, string>>, message: string): void {
  const state = store.get();
  store.set({ ...state, phase: 'idle', errors, message, failures: state.failures + 1 });
}

/** Whether sending `form` needs a captcha token: it asks for one, and the site has captcha settings. */
function needsCaptcha(form: FormDefinition): boolean {
  return Boolean(form.captcha && $pageContext.get().captchaSettings);
}

/**
 * Starts loading the captcha's module when sending `form` will need it, as a visitor reaches for
 * the form (pointer over, focus), so that the first send waits for no download. The provider's
 * own script still loads only when a send asks for a token.
 */
export function loadCaptchaCode(form: FormDefinition | null): void {
  if (form && needsCaptcha(form)) preloadCaptcha();
}

/**
 * A captcha token when the form has a captcha and the site has captcha settings (without them the
 * site takes forms without one, the platform's own setting), else null; `undefined` when one is
 * needed and cannot be had.
 */
async function captchaKey(form: FormDefinition, action: CaptchaAction): Promise<string | null | undefined> {
  const context = $pageContext.get();
  if (!needsCaptcha(form)) return null;
  try {
    const { captchaToken } = await loadCaptcha();
    return await captchaToken(context, action);
  } catch {
    return undefined;
  }
}

/**
 * Sends the form `owner` holds: the checks first (their messages at the fields, "Please correct
 * the fields" around the form), then a captcha token when one is needed, a submission key and the
 * answers. A send while one is in flight (or after the success) does nothing: one submission per
 * form at a time. On success the element's `succeed` runs and the success shows (or the page
 * leaves); on failure every message shows and every answer stays.
 */
export async function submitForm(owner: FormOwner, form: FormDefinition, options: SubmitFormOptions): Promise<void> {
  const store = blockStore(owner);
  const { answers, phase } = store.get();
  if (phase !== 'idle') return;
  const found = formBlockErrors(form, answers, options.texts);
  if (Object.keys(found).length > 0) {
    fail(store, found, options.texts.formFieldsInvalid);
    return;
  }
  store.set({ ...store.get(), phase: 'submitting', message: '' });
  const key = await captchaKey(form, options.captchaAction);
  const outcome: SubmissionOutcome =
    key === undefined
      ? { ok: false, message: options.texts.formCaptchaIncomplete, fieldErrors: {} }
      : await sendForm(form, answers, options.page, key, options.texts);
  if (!outcome.ok) {
    fail(store, outcome.fieldErrors, outcome.message);
    return;
  }
  // One of three: the text, the post-submit HTML, or the redirect alone.
  const leaving = options.succeed(form);
  store.set({ ...store.get(), phase: leaving ? 'leaving' : 'done', errors: {}, message: '' });
}
