/**
 * The restock signup of `<sq-restock-form>` as an action with its phase store: one store per form,
 * changed only by `signUp`, followed by the element like its product's stores.
 */
import { atom, type ReadableAtom, type WritableAtom } from 'nanostores';
import { isEmail } from '../src/lib/email';
import { messagesFor } from '../src/messages';
import { RESTOCK_FORM_MESSAGES } from '../src/restock/signup-messages';
import { $pageContext } from './page-context';
import type { ProductScope } from './product-state';
import type { RestockSignupInput } from '../src/restock/send-signup';
import { preloadCaptcha } from '../src/captcha/load';

export type { RestockSignupInput };

/** Where a form's signup stands. */
export interface RestockSignupState {
  /** Idle (nothing sent yet), sending, signed up, or failed (a check at the field, or the call). */
  readonly phase: 'idle' | 'sending' | 'signed-up' | 'failed';
  /**
   * The variant the last signup went through for: the form shows its success text while that
   * variant is chosen, and the form again for any other.
   */
  readonly signedUpFor: string | null;
  /** What is wrong with the address ("Email cannot be blank", "Email is invalid"), or ''. */
  readonly fieldError: string;
  /** Why the call failed: the server's message or "Unable to submit form. Please try again later.", or ''. */
  readonly message: string;
  /** How many times a check put an error at the field: focus goes to the field each time. */
  readonly fieldErrors: number;
}

/** A form before its first signup. */
export const IDLE_SIGNUP: RestockSignupState = {
  phase: 'idle',
  signedUpFor: null,
  fieldError: '',
  message: '',
  fieldErrors: 0,
};

/** Tells the page a signup went through (the element fires `sq-restock-signup` on itself). */
export type SignedUp = (detail: { readonly productId: string; readonly variantId: string }) => void;

/** Each form's phase store, by the form (its element) it belongs to. */
const signups = new WeakMap<object, WritableAtom<RestockSignupState>>();

function signupAtom(form: object): WritableAtom<RestockSignupState> {
  let store = signups.get(form);
  if (!store) signups.set(form, (store = atom(IDLE_SIGNUP)));
  return store;
}

/** The phase store of one form (made on first use, idle). */
export function restockSignup(form: object): ReadableAtom<RestockSignupState> {
  return signupAtom(form);
}

/** The check of the email field: "Email cannot be blank", "Email is invalid"; null when it is an address. */
export function emailProblem(email: string): string | null {
  const texts = messagesFor(RESTOCK_FORM_MESSAGES, $pageContext.get().messages);
  const address = email.trim();
  if (!address) return texts.restockEmailBlank;
  return isEmail(address) ? null : texts.restockEmailInvalid;
}

/**
 * The sending code (src/restock/send-signup.ts, with the restock calls it imports) and, on a site
 * that needs a captcha, the captcha's, loaded side by side when a visitor reaches for a form or
 * first sends one (a module is fetched once per page). A product page where nobody reaches for a
 * form never loads them (nor the owner's schemas the calls share a module with).
 */
export function loadSignupCode(): Promise<typeof import('../src/restock/send-signup')> {
  if ($pageContext.get().captchaSettings) preloadCaptcha();
  return import('../src/restock/send-signup');
}

/**
 * One signup of a form: the email checked at once, in the press's own turn ("Email cannot be
 * blank", "Email is invalid" at the field: nothing is sent), then the sending code
 * (src/restock/send-signup.ts, loaded when the form was reached for): a captcha token when the site needs
 * one, then the call. A failure keeps the server's message, or "Unable to submit form. Please try
 * again later."; success marks the variant signed up and calls `signedUp`. A press while one is
 * sending does nothing: one signup in flight per form.
 */
export async function signUp(
  form: object,
  scope: ProductScope,
  input: RestockSignupInput,
  signedUp?: SignedUp,
): Promise<void> {
  const store = signupAtom(form);
  const before = store.get();
  if (before.phase === 'sending') return;
  const failed = (change: Pick<RestockSignupState, 'fieldError' | 'message'>) => {
    const now = store.get();
    store.set({
      ...now,
      ...change,
      phase: 'failed',
      fieldErrors: change.fieldError ? now.fieldErrors + 1 : now.fieldErrors,
    });
  };
  const problem = emailProblem(input.email);
  if (problem) return failed({ fieldError: problem, message: '' });
  // What the field said stays until the answer: only the last failure's message goes.
  store.set({ ...before, phase: 'sending', message: '' });
  const context = $pageContext.get();
  const texts = messagesFor(RESTOCK_FORM_MESSAGES, context.messages);
  const product = scope.$product.get();
  if (!product) return failed({ fieldError: '', message: texts.restockFailed });
  const reason = await loadSignupCode().then(
    ({ sendRestockSignup }) => sendRestockSignup(context, product.id, input, texts.restockFailed),
    // Its code could not be downloaded: the visitor is most likely offline.
    () => texts.restockFailed,
  );
  if (reason !== null) return failed({ fieldError: '', message: reason });
  // The page hears of it first, then the form shows its success text.
  signedUp?.({ productId: product.id, variantId: input.variantId });
  store.set({ ...store.get(), phase: 'signed-up', signedUpFor: input.variantId, fieldError: '', message: '' });
}
