import type { ElementDocs, ElementMeta } from '../../src/lib/element-meta';

/** Public description of `<sq-scarcity>`. */
export const meta = {
  tag: 'sq-scarcity',
  attributes: {},
} as const satisfies ElementMeta;

/** Documentation of `<sq-scarcity>` for the manifest and README (not in the bundle; `npm run docs` after a change). */
export const docs = {
  className: 'SqScarcityElement',
  summary:
    'The shop\'s scarcity text ("Only {qtyInStock} left!") for the chosen variant of the surrounding <sq-product>, when the product\'s merchandising context has scarcity enabled and lists that variant in scarcityTemplateViews; before a choice only when scarcityShownByDefault (then for the first listed variant). Changes are announced politely.',
  attributes: {},
  events: [],
  cssClasses: [
    { name: 'sq-scarcity__text', description: 'The text (a polite live region, empty when there is nothing to say).' },
  ],
  cssProperties: [{ name: '--sq-scarcity-color', default: '#8a3b12', description: 'Text colour.' }],
  states: ['shown', 'none'],
} as const satisfies ElementDocs;
