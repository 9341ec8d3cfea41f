import type { ElementDocs, ElementMeta } from '../../src/lib/element-meta';

/** Public description of `<sq-quantity-input>`. */
export const meta = {
  tag: 'sq-quantity-input',
  attributes: {},
} as const satisfies ElementMeta;

/** Documentation of `<sq-quantity-input>` for the manifest and README (not in the bundle). */
export const docs = {
  className: 'SqQuantityInputElement',
  summary:
    'The quantity (a whole number from 1 to 9999, default 1) for the surrounding <sq-product>; present only for physical products (and services when the store allows several), not subscriptions, with more than 1 in stock.',
  attributes: {},
  events: [],
  cssClasses: [
    { name: 'sq-quantity-input__label', description: 'The "Quantity" label.' },
    { name: 'sq-quantity-input__input', description: 'The number input.' },
  ],
  cssProperties: [
    { name: '--sq-quantity-input-width', default: '5em', description: 'Width of the input.' },
    {
      name: '--sq-focus-color',
      default: '#1a73e8',
      description: 'Focus outline of the input (shared by every element).',
    },
  ],
} as const satisfies ElementDocs;
