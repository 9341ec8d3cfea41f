import { track } from '../../src/analytics/channel';
import { FORM_BLOCK_MESSAGES } from '../../src/forms/block-messages';
import type { FormDefinition } from '../../src/forms/definition';
import { FORM_MESSAGES } from '../../src/forms/messages';
import type { PageFields } from '../../src/forms/submission';
import { initialAnswers, type FormAnswers } from '../../src/forms/values';
import type { PageContext } from '../../src/context/page-context';
import { emit } from '../../src/events';
import { reportError } from '../../src/lib/report';
import { safeUrl } from '../../src/lib/url';
import { messagesFor } from '../../src/messages';
import { defineElement, type ElementSpec, type ElementState } from '../../src/runtime/element';
import {
  changeAnswer,
  formBlockStore,
  IDLE_FORM_BLOCK,
  loadCaptchaCode,
  startFormBlock,
  submitForm,
  type FormBlockState,
} from '../../stores/form-block';
import type { ProductScope } from '../../stores/product-state';
import { definitionFrom, hostDefinition } from './form-definition';
import { meta as formBlockMeta } from './form-block.meta';
import { FORM_BLOCK_ELEMENT_MESSAGES } from './form-block.messages';
import type { FormBlockTexts, FormBlockViewProps } from './FormBlockView';

type State = ElementState<typeof formBlockMeta, FormBlockState>;

/** What a form block's view may call, and the definition and store they act on. */
interface Actions {
  readonly definition: FormDefinition | null;
  /** Sets the first answers as the form starts in the browser (a draft, the address's values). */
  readonly start: () => void;
  /** One answer changed: kept, and kept as a draft for this tab. */
  readonly change: FormBlockViewProps['onChange'];
  /** Sends the form, with the page's texts and fields as its props last had them. */
  readonly submit: (texts: FormBlockTexts, page: PageFields) => void;
  /** A visitor reaches for the form: what its send needs (the captcha's module) starts loading. */
  readonly prepare: () => void;
}

/** The captcha action a form block's submissions carry. */
export type FormCaptchaAction = 'FORM_BLOCK_SUBMISSION' | 'NEWSLETTER_BLOCK_SUBMISSION';

/** Where a form's draft is kept for this tab: per page and form. */
const draftKey = (form: FormDefinition) => `storefront-elements:form-draft:${location.pathname}:${form.id}`;

/**
 * Whether the visitor came back to this page (a reload, or back or forward): only then does a
 * draft come back. On a page opened afresh, a form starts empty however often it is shown.
 */
function cameBack(): boolean {
  const [entry] = (performance.getEntriesByType?.('navigation') ?? []) as PerformanceNavigationTiming[];
  return entry?.type === 'reload' || entry?.type === 'back_forward';
}

/** A draft of a form's answers kept before a reload, or {} (storage refused, nothing kept, or a first visit). */
function readDraft(form: FormDefinition): FormAnswers {
  if (!cameBack()) return {};
  try {
    const text = sessionStorage.getItem(draftKey(form));
    const draft: unknown = text ? JSON.parse(text) : null;
    return typeof draft === 'object' && draft !== null && !Array.isArray(draft) ? (draft as FormAnswers) : {};
  } catch {
    return {};
  }
}

/**
 * Whether a server-rendered form must wake at once: its view starts from answers the server could
 * not know (a draft kept before a reload, fields filled from the page's address).
 */
export function formStartsFilled(_host: HTMLElement, { form }: FormBlockViewProps): boolean {
  return Boolean(form) && (location.search !== '' || Object.keys(readDraft(form as FormDefinition)).length > 0);
}

/** Runs `write` on the tab's storage, ignoring a storage that refuses (private modes, quotas). */
function store(write: (storage: Storage) => void): void {
  try {
    write(sessionStorage);
  } catch {
    // The draft is a convenience: a form works without it.
  }
}

/** The texts of a form block for a page. */
export function formBlockTexts(context: PageContext): FormBlockTexts {
  return {
    ...messagesFor(FORM_MESSAGES, context.messages),
    ...messagesFor(FORM_BLOCK_MESSAGES, context.messages),
    ...messagesFor(FORM_BLOCK_ELEMENT_MESSAGES, context.messages),
  };
}

/** What a page tells the platform of itself with each submission. */
function pageFields(context: PageContext): PageFields {
  return {
    pageId: context.item?.id ?? context.collection?.id ?? '',
    pagePath: location.pathname,
    pageTitle: document.title,
  };
}

/** A form block or newsletter came alive: the census's form-render call. */
export function formRendered(host: HTMLElement): void {
  const definition = hostDefinition(host);
  if (definition) track({ type: 'census', call: 'form-render', fields: { formId: definition.id } });
}

/** The first answers: defaults, the URL's hidden values, and a draft kept from before a reload. */
function initial(form: FormDefinition): FormAnswers {
  const fresh = initialAnswers(form.fields, location.search);
  const draft = readDraft(form);
  // A draft keeps what the visitor typed; hidden fields come from the address again.
  const kept = Object.fromEntries(
    form.fields
      .filter((field) => field.type !== 'hidden' && Object.hasOwn(draft, field.id))
      .map((field) => [field.id, draft[field.id] as FormAnswers[string]]),
  );
  return initialAnswers(form.fields, location.search, { ...fresh, ...kept });
}

/**
 * After a success: the draft cleared, `sq-form-submit` fired, a redirect followed (when safe).
 * True when the page is leaving for the redirect (nothing more is said here).
 */
function succeed(host: HTMLElement, form: FormDefinition): boolean {
  store((storage) => storage.removeItem(draftKey(form)));
  emit(host, 'sq-form-submit', { formId: form.id });
  const redirect = form.success && 'redirect' in form.success ? form.success.redirect : null;
  if (redirect === null) return false;
  const safe = safeUrl(redirect);
  if (safe) {
    location.assign(safe);
    // A #fragment of this very page does not leave it: the text is still said.
    const target = new URL(safe, document.baseURI);
    return !(target.hash !== '' && target.href.split('#')[0] === location.href.split('#')[0]);
  }
  reportError(new Error(`form ${form.id}: its success redirect is not an http(s) or same-site address; refused`));
  return false;
}

/**
 * The actions of a form block or newsletter, bound to its phase store: the first answers, a
 * changed answer (and its draft), and the submission (a captcha token for `action` when the
 * definition asks for one and the site has captcha settings).
 */
export function formActions(host: HTMLElement, action: FormCaptchaAction): Actions {
  const definition = hostDefinition(host);
  return {
    definition,
    start: () => {
      if (definition) startFormBlock(host, initial(definition));
    },
    change: (fieldId, value) => {
      if (!definition) return;
      const answers = changeAnswer(host, fieldId, value);
      store((storage) => storage.setItem(draftKey(definition), JSON.stringify(answers)));
    },
    submit: (texts, page) => {
      if (!definition) return;
      void submitForm(host, definition, {
        texts,
        page,
        captchaAction: action,
        succeed: (form) => succeed(host, form),
      });
    },
    prepare: () => loadCaptchaCode(definition),
  };
}

/**
 * A visitor reaches for a sleeping form block or newsletter (pointer over, focus): the captcha's
 * module, when its send will need one, starts loading beside React and the view.
 */
export const prepareForm = (host: HTMLElement) => loadCaptchaCode(hostDefinition(host));

/** The form for a state: the definition the host holds (the server's input on the server). */
export function formBlockProps({ context, json, flow }: State, actions: Actions | null): FormBlockViewProps {
  const form = actions ? actions.definition : json === undefined ? null : definitionFrom(json, 'renderElement');
  const texts = formBlockTexts(context);
  return {
    form,
    json: form ? JSON.stringify(form).replace(/</g, '\\u003c') : null,
    texts,
    // The server has no flow: it draws the idle form the browser's store starts from.
    state: flow ?? IDLE_FORM_BLOCK,
    onStart: actions?.start,
    onChange: actions?.change,
    onSubmit: actions ? () => actions.submit(texts, pageFields(context)) : undefined,
    onPrepare: actions?.prepare,
  };
}

/** The phase store of a form block or newsletter (stores/form-block.ts): the element's own, gone with it. */
export const formFlow = (_scope: ProductScope, host: HTMLElement) => formBlockStore(host);

/** `<sq-form-block>`. */
export const spec: ElementSpec<typeof formBlockMeta, FormBlockViewProps, Actions, FormBlockState> = {
  meta: formBlockMeta,
  flow: formFlow,
  adopt: (host) => void hostDefinition(host),
  start: formRendered,
  actions: (_scope, host) => formActions(host, 'FORM_BLOCK_SUBMISSION'),
  reach: prepareForm,
  props: formBlockProps,
  view: () => import('./FormBlockView').then((module) => module.FormBlockView),
  hostState: ({ form }) => (form ? 'ready' : 'broken'),
  awake: formStartsFilled,
};

/** Defines `<sq-form-block>`. */
export const define = () => defineElement(spec);

/** The element's tag and attributes. */
export { formBlockMeta as meta };
