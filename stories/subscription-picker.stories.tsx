import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeDemoProduct } from '../test/factories/product';
import type { Product } from '../src/product/product';
import { elementControls, type ElementArgs } from './controls';
import { ProductMarkup } from './support';

function SubscriptionPicker({ product }: { readonly product: Product }) {
  return (
    <ProductMarkup product={product}>
      <sq-subscription-picker />
      <sq-product-price />
      <sq-add-to-cart />
    </ProductMarkup>
  );
}

const meta = {
  title: 'Elements/sq-subscription-picker',
  tags: ['autodocs'],
  ...elementControls('sq-subscription-picker'),
} satisfies Meta<ElementArgs>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Options: Story = {
  name: 'Three options (every 2 weeks, every month, a year of months)',
  render: () => <SubscriptionPicker product={makeDemoProduct('trailhead-coffee-subscription')} />,
};

export const SingleOption: Story = {
  name: 'One plan (renders nothing)',
  render: () => <SubscriptionPicker product={makeDemoProduct('firewood-bundle-delivery')} />,
};
