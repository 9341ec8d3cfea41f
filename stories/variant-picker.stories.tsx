import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { makeShirt, makeSingleVariant } from '../test/factories/product';
import { attributeProps, elementControls, type ElementArgs } from './controls';
import { pressAdd, ProductMarkup } from './support';

// The demo shop's Linen Shirt (two options) and Canvas Tote (one variant).
const shirt = makeShirt();
const tote = makeSingleVariant();

const meta = {
  title: 'Elements/sq-variant-picker',
  tags: ['autodocs'],
  ...elementControls('sq-variant-picker'),
} satisfies Meta<ElementArgs>;

export default meta;

type Story = StoryObj<typeof meta>;

/** The shirt's picker, with the story's attributes. */
const picker = (args: ElementArgs) => (
  <ProductMarkup product={shirt}>
    <sq-variant-picker {...attributeProps('sq-variant-picker', args)} />
  </ProductMarkup>
);

export const Dropdown: Story = {
  args: { display: 'dropdown' },
  render: picker,
};

export const Radio: Story = {
  args: { display: 'radio' },
  render: picker,
};

export const FlaggedInvalid: Story = {
  name: 'Flagged invalid (after an add without options)',
  tags: ['!autodocs'],
  render: (args) => (
    <ProductMarkup product={shirt}>
      <sq-variant-picker {...attributeProps('sq-variant-picker', args)} />
      <sq-add-to-cart />
    </ProductMarkup>
  ),
  play: async ({ canvasElement }) => {
    await pressAdd(canvasElement);
    await waitFor(() => expect(canvasElement.querySelectorAll('select[aria-invalid="true"]')).toHaveLength(2));
  },
};

export const SingleVariant: Story = {
  name: 'Single variant (renders nothing)',
  render: (args) => (
    <ProductMarkup product={tote}>
      <sq-variant-picker {...attributeProps('sq-variant-picker', args)} />
      <sq-add-to-cart />
    </ProductMarkup>
  ),
};
