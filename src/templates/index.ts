/**
 * `storefront-elements/templates` (Node): storefront pages from JSON-Template themes with the
 * platform's own engine, its formatters and predicates kept, the commerce formatters emitting our
 * live elements with their server markup, and the display helpers that stand in for
 * the engine's own (helpers.ts).
 */
export { createStorefrontRenderer } from './renderer';
export { createTheme, type Theme, type ThemeOptions, type ThemePage } from './theme';
export { createTemplateRenderer, withProblems, cldrFor } from './engine';
export type {
  TemplateProblem,
  TemplateResult,
  TemplateRendererOptions,
  RenderTemplateInput,
  TemplateRenderer,
} from './engine';
export { ELEMENT_FORMATTERS, emitElement, emitElements, pageContextOf, pageTypeOf } from './storefront';
export { COMMERCE_FORMATTERS } from './commerce';
export { DISPLAY_HELPERS } from './helpers';
