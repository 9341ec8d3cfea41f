import type { ElementDocs, ElementMeta } from '../../src/lib/element-meta';

/** Public description of `<sq-product-status>`. */
export const meta = {
  tag: 'sq-product-status',
  attributes: {},
} as const satisfies ElementMeta;

/** Documentation of `<sq-product-status>` for the manifest and README (not in the bundle). */
export const docs = {
  className: 'SqProductStatusElement',
  summary:
    'The "sold out" or "sale" badge of the surrounding <sq-product>; sold out wins. The shop\'s custom sold-out text replaces "sold out" when set.',
  attributes: {},
  events: [],
  cssClasses: [{ name: 'sq-product-status__badge', description: 'The badge; its data-status is sold-out or sale.' }],
  cssProperties: [
    { name: '--sq-product-status-background', default: '#111', description: 'Badge background.' },
    { name: '--sq-product-status-color', default: '#fff', description: 'Badge text colour.' },
    { name: '--sq-product-status-sale-background', default: '#b00020', description: 'Background of the sale badge.' },
  ],
  states: ['sold-out', 'sale', 'none'],
} as const satisfies ElementDocs;
