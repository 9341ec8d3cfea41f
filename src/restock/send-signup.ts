/**
 * What a restock form loads when a visitor first reaches for it or sends it (stores/restock-form.ts
 * `loadSignupCode`): the captcha token when the site needs one, the call and what its answer
 * means. A product page where nobody reaches for the form never loads it, nor the restock calls' code
 * (src/api/restock.ts, which it shares with the owner's manager).
 */
import type { PageContext } from '../context/page-context';
import { signUpForRestock, type RestockSignupRequest } from '../api/restock';
import { loadCaptcha } from '../captcha/load';

/** What one signup sends, as the visitor gave it. */
export interface RestockSignupInput {
  /** The address as typed (surrounding spaces are trimmed before it is checked and sent). */
  readonly email: string;
  readonly isJoinMailingList: boolean;
  readonly variantId: string;
  /** The page's language, when it has a translation widget. */
  readonly language?: string | undefined;
}

/**
 * Sends one signup for a product: a captcha token when the site needs one, then the call. Resolves
 * with null when it went through; else with why it failed: the server's message whenever it gave
 * one (a 400 with errors included), or `failed` (the generic text) when it gave none or no captcha
 * token could be had.
 */
export async function sendRestockSignup(
  context: PageContext,
  productId: string,
  input: RestockSignupInput,
  failed: string,
): Promise<string | null> {
  let token: string | null = null;
  try {
    // The captcha's module (loaded beside this one when the form was reached for), then its token.
    if (context.captchaSettings) {
      const { CAPTCHA_ACTIONS, captchaToken } = await loadCaptcha();
      token = await captchaToken(context, CAPTCHA_ACTIONS.productWaitlist);
    }
  } catch {
    // Reported by the captcha module (a missing site key, a provider out of reach).
    return failed;
  }
  const body: RestockSignupRequest = {
    isJoinMailingList: input.isJoinMailingList,
    productId,
    siteVisitorEmail: input.email.trim(),
    variantId: input.variantId,
    recaptchaEnterpriseV3Token: token,
    ...(input.language ? { language: input.language } : {}),
  };
  const result = await signUpForRestock(body);
  if (result.ok) return null;
  const { error } = result;
  return ('message' in error ? error.message : undefined) ?? failed;
}
