import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeDigital, makeSingleVariant, makeVariant } from '../test/factories/product';
import type { Product } from '../src/product/product';
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

const tote = makeSingleVariant();
const ebook = makeDigital();
const subscription = makeSingleVariant({ title: 'Coffee Club', structuredContent: { isSubscribable: true } });
const lastOne = makeSingleVariant({ title: 'Vintage Lamp', structuredContent: { variants: [makeVariant({ qtyInStock: 1 })] } });

const meta = {
  title: 'Elements/sq-quantity-input',
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

export const Shown: Story = {
  render: () => <Quantity product={tote} />,
};

export const HiddenForDigital: Story = {
  name: 'Hidden: digital product',
  render: () => <Quantity product={ebook} />,
};

export const HiddenForSubscription: Story = {
  name: 'Hidden: subscription',
  render: () => <Quantity product={subscription} />,
};

export const HiddenForStockOfOne: Story = {
  name: 'Hidden: only 1 in stock',
  render: () => <Quantity product={lastOne} />,
};
