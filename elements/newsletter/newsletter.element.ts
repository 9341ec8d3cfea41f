import { defineElement, type ElementSpec } from '../../src/runtime/element';
import {
  formActions,
  formBlockProps,
  formFlow,
  formRendered,
  formStartsFilled,
  prepareForm,
} from '../form-block/form-block.element';
import { hostDefinition } from '../form-block/form-definition';
import type { FormBlockViewProps } from '../form-block/FormBlockView';
import type { FormBlockState } from '../../stores/form-block';
import { meta as newsletterMeta } from './newsletter.meta';

type Actions = ReturnType<typeof formActions>;

/**
 * `<sq-newsletter>`: a newsletter sign-up. The same definition shape (an email field, maybe a
 * name), view and submission as a form block; its captcha action is NEWSLETTER_BLOCK_SUBMISSION.
 */
export const spec: ElementSpec<typeof newsletterMeta, FormBlockViewProps, Actions, FormBlockState> = {
  meta: newsletterMeta,
  flow: formFlow,
  adopt: (host) => void hostDefinition(host),
  start: formRendered,
  actions: (_scope, host) => formActions(host, 'NEWSLETTER_BLOCK_SUBMISSION'),
  reach: prepareForm,
  props: formBlockProps,
  view: () => import('../form-block/FormBlockView').then((module) => module.FormBlockView),
  hostState: ({ form }) => (form ? 'ready' : 'broken'),
  awake: formStartsFilled,
};

/** Defines `<sq-newsletter>`. */
export const define = () => defineElement(spec);

/** The element's tag and attributes. */
export { newsletterMeta as meta };
