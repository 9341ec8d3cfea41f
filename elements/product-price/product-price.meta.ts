import type { ElementDocs, ElementMeta } from '../../src/lib/element-meta';

/** Public description of `<sq-product-price>`. */
export const meta = {
  tag: 'sq-product-price',
  attributes: {},
} as const satisfies ElementMeta;

/** Documentation of `<sq-product-price>` for the manifest and README (not in the bundle). */
export const docs = {
  className: 'SqProductPriceElement',
  summary:
    'The price of the surrounding <sq-product> for the chosen variant: one price, a sale price with the original struck through, or "from {lowest}" until a variant is chosen; for a subscription, under the chosen subscription option and with its billing period ("$10.00 every 2 weeks for 1 year").',
  attributes: {},
  events: [],
  cssClasses: [
    { name: 'sq-product-price__amount', description: 'A price that is not on sale.' },
    { name: 'sq-product-price__sale', description: 'The sale price.' },
    { name: 'sq-product-price__original', description: 'The original price of an item on sale (a <del>).' },
    { name: 'sq-product-price__from', description: 'The "from {price}" text.' },
    {
      name: 'sq-product-price__unavailable',
      description: 'The "Unavailable" text of a subscription whose plan has no billing period.',
    },
    { name: 'sq-visually-hidden', description: 'The "Sale Price:" and "Original Price:" labels for screen readers.' },
  ],
  cssProperties: [
    { name: '--sq-product-price-sale-color', default: '#b00020', description: 'Colour of a sale price.' },
    {
      name: '--sq-product-price-original-color',
      default: '#595959',
      description: 'Colour of the struck original price.',
    },
  ],
  states: ['single', 'sale', 'from', 'unavailable'],
} as const satisfies ElementDocs;
