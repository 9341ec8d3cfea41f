import type { PageContext } from '../../src/context/page-context';
import { emit } from '../../src/events';
import { messagesFor } from '../../src/messages';
import { defineElement, type ElementSpec, type ElementState } from '../../src/runtime/element';
import type { ProductScope } from '../../stores/product';
import { IDLE_SIGNUP, loadSignupCode, restockSignup, signUp, type RestockSignupState } from '../../stores/restock-form';
import { meta as restockFormMeta } from './restock-form.meta';
import { RESTOCK_FORM_MESSAGES } from '../../src/restock/signup-messages';
import { restockSettingsFor, restockVariantId, type RestockSettings } from './restock-settings';
import type { RestockFormViewProps } from './RestockFormView';

type State = ElementState<typeof restockFormMeta, RestockSignupState>;
type Actions = {
  readonly submit: NonNullable<RestockFormViewProps['onSubmit']>;
  readonly prepare: () => void;
};

/** Starts loading the signup's sending code; a failure is the send's to tell. */
const prepare = () => void loadSignupCode().catch(() => {});

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

/** The texts of the form for a page: the shop's own (its product's restock settings), else the defaults (replaceable too). */
function textsFor(context: PageContext, settings: RestockSettings | null): RestockFormViewProps['texts'] {
  const defaults = messagesFor(RESTOCK_FORM_MESSAGES, context.messages);
  const own = settings?.restockNotificationMessages;
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
 * The form for a state (the server renders the same, idle): for the chosen variant, when it offers
 * a signup, with where its signup stands.
 */
export function restockFormProps(
  { product, selection, context, flow }: State,
  actions: Actions | null,
): RestockFormViewProps {
  const settings = product ? restockSettingsFor(context, product.id) : null;
  const variantId = restockVariantId(settings, product, selection.options);
  const signup = flow ?? IDLE_SIGNUP;
  return {
    variantId,
    texts: textsFor(context, settings),
    mailingList: {
      shown: settings?.mailingListSignUpEnabled ?? false,
      checked: settings?.mailingListOptInByDefault ?? false,
    },
    // A captcha area when a site key exists (a blank key is none, as for the captcha module).
    captcha: Boolean(context.captchaSettings?.siteKey?.trim()),
    busy: signup.phase === 'sending',
    done: variantId !== null && signup.signedUpFor === variantId,
    fieldError: signup.fieldError,
    message: signup.message,
    fieldErrors: signup.fieldErrors,
    onSubmit: actions?.submit,
    onPrepare: actions?.prepare,
  };
}

/** `<sq-restock-form>`. */
export const spec: ElementSpec<typeof restockFormMeta, RestockFormViewProps, Actions, RestockSignupState> = {
  meta: restockFormMeta,
  product: true,
  selection: true,
  // Its signup's phase: one store per form.
  flow: (_scope, host) => restockSignup(host),
  actions: (scope: ProductScope, host: HTMLElement) => ({
    submit: (email, isJoinMailingList, variantId) =>
      void signUp(
        host,
        scope,
        { email, isJoinMailingList, variantId, language: translationLanguage(host.ownerDocument) },
        (detail) => emit(host, 'sq-restock-signup', detail),
      ),
    prepare,
  }),
  // A reach for the sleeping form starts the sending code's download beside React's and the view's.
  reach: prepare,
  props: restockFormProps,
  view: () => import('./RestockFormView').then((module) => module.RestockFormView),
  hostState: ({ variantId }) => (variantId ? 'shown' : 'none'),
  hidden: ({ variantId }) => !variantId,
};

/** Defines `<sq-restock-form>`. */
export const define = () => defineElement(spec);

/** The element's tag and attributes. */
export { restockFormMeta as meta };
