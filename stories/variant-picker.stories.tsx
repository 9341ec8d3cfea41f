import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { makeShirt, makeSingleVariant } from '../test/factories/product';
import { pressAdd, ProductMarkup } from './support';

const shirt = makeShirt();
const tote = makeSingleVariant();

const meta = {
  title: 'Elements/sq-variant-picker',
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

export const Dropdown: Story = {
  render: () => (
    <ProductMarkup product={shirt}>
      <sq-variant-picker display="dropdown" />
    </ProductMarkup>
  ),
};

export const Radio: Story = {
  render: () => (
    <ProductMarkup product={shirt}>
      <sq-variant-picker display="radio" />
    </ProductMarkup>
  ),
};

export const FlaggedInvalid: Story = {
  name: 'Flagged invalid (after an add without options)',
  render: () => (
    <ProductMarkup product={shirt}>
      <sq-variant-picker />
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
  render: () => (
    <ProductMarkup product={tote}>
      <sq-variant-picker />
      <sq-add-to-cart />
    </ProductMarkup>
  ),
};
