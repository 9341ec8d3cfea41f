import type { ElementDocs, ElementMeta } from '../../src/lib/element-meta';

/** Public description of `<sq-product>`. */
export const meta = {
  tag: 'sq-product',
  attributes: {
    pageType: {
      name: 'page-type',
      type: 'string',
      values: ['pdp', 'plp', 'quick-view', 'product-block', 'add-on'],
      default: 'pdp',
    },
    shared: { name: 'shared', type: 'boolean' },
  },
} as const satisfies ElementMeta;

/** Documentation of `<sq-product>` for the manifest and README (not in the bundle). */
export const docs = {
  className: 'SqProductElement',
  summary:
    'Scopes one product for the elements inside it. Holds the product item as JSON in a child <script type="application/json">; its server-rendered content stays as it is.',
  attributes: {
    pageType: 'Where the product stands: product page, list page, quick view, product block or add-on.',
    shared:
      "Every shared <sq-product> of the same product id and page type on the page is one product: a choice in one picker shows in every price and goes with every button. The template formatters write one around each element they emit, or one around all of a block's elements of its product (product-scope-open).",
  },
  events: [],
  cssClasses: [],
  cssProperties: [],
  fields: [
    {
      name: 'product',
      type: { text: 'Product | null' },
      readonly: true,
      description: 'The validated product, or null when its JSON is missing or malformed.',
    },
    {
      name: 'scope',
      type: { text: 'ProductScope' },
      readonly: true,
      description:
        'The stores of this product (product, page type, selection, purchase), as the elements inside it receive them.',
    },
  ],
} as const satisfies ElementDocs;
