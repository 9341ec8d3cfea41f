import type { ElementDocs, ElementMeta } from '../../src/lib/element-meta';

/** Public description of `<sq-variant-picker>`. */
export const meta = {
  tag: 'sq-variant-picker',
  attributes: {
    display: {
      name: 'display',
      type: 'string',
      values: ['dropdown', 'radio'],
      default: 'dropdown',
    },
  },
} as const satisfies ElementMeta;

/** Documentation of `<sq-variant-picker>` for the manifest and README (not in the bundle). */
export const docs = {
  className: 'SqVariantPickerElement',
  summary: 'One control per variant option of the surrounding <sq-product>; renders nothing for a single variant.',
  attributes: { display: 'A <select> per option (dropdown) or a group of radio buttons per option (radio).' },
  events: [
    {
      name: 'sq-variant-change',
      detail: 'VariantChangeDetail',
      description:
        'The visitor changed a choice: { product, variant }, variant null while the choices name none. A theme swaps images or updates the address here.',
    },
  ],
  cssClasses: [
    { name: 'sq-variant-picker__option', description: 'The wrapper of one option.' },
    { name: 'sq-variant-picker__label', description: 'The option name (a <label> or <legend>).' },
    { name: 'sq-variant-picker__select', description: 'The <select> of one option (dropdown).' },
    { name: 'sq-variant-picker__choice', description: 'One radio button and its label (radio).' },
  ],
  cssProperties: [
    { name: '--sq-variant-picker-gap', default: '0.75em', description: 'Space between options.' },
    {
      name: '--sq-variant-picker-invalid-color',
      default: '#b00020',
      description: 'Outline of an option still to choose.',
    },
    { name: '--sq-variant-picker-accent-color', default: 'auto', description: 'Colour of a chosen radio button.' },
    {
      name: '--sq-focus-color',
      default: '#1a73e8',
      description: 'Focus outline of a dropdown or radio button (shared by every element).',
    },
  ],
} as const satisfies ElementDocs;
