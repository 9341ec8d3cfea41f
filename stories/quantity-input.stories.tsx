import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeDemoProduct, makeDigital, makeSingleVariant } from '../test/factories/product';
import type { Product } from '../src/product/product';
import { elementControls, type ElementArgs } from './controls';
import { ProductMarkup } from './support';

/** The quantity input beside the button it feeds, so a hidden input still leaves something to see. */
function Quantity({ product }: { readonly product: Product }) {
  return (
    <ProductMarkup product={product}>
      <sq-quantity-input />
      <sq-add-to-cart />
    </ProductMarkup>
  );
}

// Products of the demo shop: the Canvas Tote (50 in stock), the Field Guide (a download), the
// Coffee Beans as a subscription, and the Bamboo Sunglasses (the last pair in stock).
const tote = makeSingleVariant();
const guide = makeDigital();
const subscription = makeDemoProduct('coffee-beans', { structuredContent: { isSubscribable: true } });
const lastOne = makeDemoProduct('bamboo-sunglasses');

const meta = {
  title: 'Elements/sq-quantity-input',
  tags: ['autodocs'],
  ...elementControls('sq-quantity-input'),
} satisfies Meta<ElementArgs>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Shown: Story = {
  render: () => <Quantity product={tote} />,
};

export const HiddenForDigital: Story = {
  name: 'Hidden: digital product',
  render: () => <Quantity product={guide} />,
};

export const HiddenForSubscription: Story = {
  name: 'Hidden: subscription',
  render: () => <Quantity product={subscription} />,
};

export const HiddenForStockOfOne: Story = {
  name: 'Hidden: only 1 in stock',
  render: () => <Quantity product={lastOne} />,
};
