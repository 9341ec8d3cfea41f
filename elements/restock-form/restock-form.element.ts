import * as v from 'valibot';
import { request } from '../../src/api/client';
import type { PageContext } from '../../src/context/page-context';
import { emit } from '../../src/events';
import { messagesFor } from '../../src/messages';
import { isEmail } from '../../src/lib/email';
import type { RestockSignupRequest } from '../../src/api/restock';
import { defineElement, type ElementSpec, type ElementState } from '../../src/runtime/element';
import { $pageContext } from '../../stores/page-context';
import type { ProductScope } from '../../stores/product';
import { meta as restockFormMeta } from './restock-form.meta';
import { RESTOCK_FORM_MESSAGES } from './restock-form.messages';
import { restockSettingsFor, restockVariantId } from './restock-settings';
import type { RestockFormViewProps, RestockOutcome } from './RestockFormView';

type State = ElementState<typeof restockFormMeta>;
type Actions = {
  readonly check: NonNullable<RestockFormViewProps['onCheck']>;
  readonly submit: NonNullable<RestockFormViewProps['onSubmit']>;
};

/** The check of the email field: "Email cannot be blank", "Email is invalid"; null when it is an address. */
export function emailProblem(email: string): string | null {
  const texts = messagesFor(RESTOCK_FORM_MESSAGES, $pageContext.get().messages);
  const address = email.trim();
  if (!address) return texts.restockEmailBlank;
  return isEmail(address) ? null : texts.restockEmailInvalid;
}

/** Where a signup goes. */
export const RESTOCK_SIGNUP_PATH = '/api/site-users/account/notifications/restock';

/**
 * The page's language when it has a translation widget (Google's website translator, or an
 * element marked `data-sq-translation-widget`): the widget's choice, else the page's `lang`.
 * Undefined without one.
 */
export function translationLanguage(doc: Document = document): string | undefined {
  const widget = doc.querySelector<HTMLElement>('.goog-te-combo, [data-sq-translation-widget]');
  if (!widget) return undefined;
  const chosen = widget instanceof HTMLSelectElement ? widget.value : widget.dataset.sqTranslationWidget;
  return chosen || doc.documentElement.lang || undefined;
}

/** The texts of the form for a page: the shop's own (merchandising), else the defaults (replaceable too). */
function textsFor(context: PageContext, productId: string | undefined): RestockFormViewProps['texts'] {
  const defaults = messagesFor(RESTOCK_FORM_MESSAGES, context.messages);
  const own = productId ? restockSettingsFor(context, productId)?.restockNotificationMessages : undefined;
  const pick = (text: string | null | undefined, fallback: string) => (text?.trim() ? text : fallback);
  return {
    cta: pick(own?.CTAText, defaults.restockCta),
    button: pick(own?.buttonText, defaults.restockButton),
    placeholder: pick(own?.placeholderText, defaults.restockPlaceholder),
    emailLabel: defaults.restockEmailLabel,
    mailingList: pick(own?.mailingListDescription, defaults.restockMailingList),
    success: pick(own?.successText, defaults.restockSuccess),
    submitting: defaults.restockSubmitting,
    captchaNotice: defaults.restockCaptchaNotice,
  };
}

/**
 * One signup: the email checked ("Email cannot be blank", "Email is
 * invalid"), a captcha token when the site needs one, then the call; the server's message or
 * "Unable to submit form. Please try again later." when it fails. `sq-restock-signup` on success.
 */
export async function signUp(
  scope: ProductScope,
  host: HTMLElement,
  email: string,
  isJoinMailingList: boolean,
  variantId: string,
): Promise<RestockOutcome> {
  const context = $pageContext.get();
  const texts = messagesFor(RESTOCK_FORM_MESSAGES, context.messages);
  const product = scope.$product.get();
  const address = email.trim();
  const problem = emailProblem(address);
  if (problem) return { ok: false, fieldError: problem };
  if (!product) return { ok: false, message: texts.restockFailed };
  let token: string | null = null;
  try {
    // The captcha's code comes when a form that needs it is first sent.
    if (context.captchaSettings) {
      const { CAPTCHA_ACTIONS, captchaToken } = await import('../../src/captcha/captcha');
      token = await captchaToken(context, CAPTCHA_ACTIONS.productWaitlist);
    }
  } catch {
    // Reported by the captcha module (a missing site key, a provider out of reach).
    return { ok: false, message: texts.restockFailed };
  }
  const language = translationLanguage(host.ownerDocument);
  const body: RestockSignupRequest = {
    isJoinMailingList,
    productId: product.id,
    siteVisitorEmail: address,
    variantId,
    recaptchaEnterpriseV3Token: token,
    ...(language ? { language } : {}),
  };
  const result = await request(RESTOCK_SIGNUP_PATH, { method: 'POST', json: body, schema: v.unknown() });
  if (!result.ok) {
    const { error } = result;
    // The server's message whenever it gave one, a 400 with errors included.
    const reason = 'message' in error ? error.message : undefined;
    return { ok: false, message: reason ?? texts.restockFailed };
  }
  emit(host, 'sq-restock-signup', { productId: product.id, variantId });
  return { ok: true };
}

/** The form for a state (the server renders the same): for the chosen variant, when it offers a signup. */
export function restockFormProps(
  { product, selection, context }: State,
  actions: Actions | null,
): RestockFormViewProps {
  const settings = product ? restockSettingsFor(context, product.id) : null;
  return {
    variantId: restockVariantId(settings, product, selection.options),
    texts: textsFor(context, product?.id),
    mailingList: {
      shown: settings?.mailingListSignUpEnabled ?? false,
      checked: settings?.mailingListOptInByDefault ?? false,
    },
    // A captcha area when a site key exists (a blank key is none, as for the captcha module).
    captcha: Boolean(context.captchaSettings?.siteKey?.trim()),
    onCheck: actions?.check,
    onSubmit: actions?.submit,
  };
}

/** `<sq-restock-form>`. */
export const spec: ElementSpec<typeof restockFormMeta, RestockFormViewProps, Actions> = {
  meta: restockFormMeta,
  product: true,
  selection: true,
  actions: (scope, host) => ({
    check: emailProblem,
    submit: (email, join, variantId) => signUp(scope, host, email, join, variantId),
  }),
  props: restockFormProps,
  view: () => import('./RestockFormView').then((module) => module.RestockFormView),
  hostState: ({ variantId }) => (variantId ? 'shown' : 'none'),
  hidden: ({ variantId }) => !variantId,
};

/** Defines `<sq-restock-form>`. */
export const define = () => defineElement(spec);

/** The element's tag and attributes. */
export { restockFormMeta as meta };
