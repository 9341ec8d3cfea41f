import type { ElementDocs, ElementMeta } from '../../src/lib/element-meta';

/** Public description of `<sq-subscription-picker>`. */
export const meta = {
  tag: 'sq-subscription-picker',
  attributes: {},
} as const satisfies ElementMeta;

/** Documentation of `<sq-subscription-picker>` for the manifest and README (not in the bundle; `npm run docs` after a change). */
export const docs = {
  className: 'SqSubscriptionPickerElement',
  summary:
    'The choice among the subscription options (productSubscriptionOptions) of the surrounding <sq-product>, when it has two or more: a radio button per option with its price and billing period. The price and the Subscribe button follow the choice; renders nothing otherwise.',
  attributes: {},
  events: [],
  cssClasses: [
    {
      name: 'sq-subscription-picker__options',
      description:
        'The <fieldset> of the options. It also carries the variant picker classes (sq-variant-picker__option, __label, __choice), so both pickers look alike.',
    },
  ],
  cssProperties: [
    {
      name: '--sq-variant-picker-accent-color',
      default: 'auto',
      description: 'Colour of the radio buttons (shared with the variant picker).',
    },
  ],
} as const satisfies ElementDocs;
