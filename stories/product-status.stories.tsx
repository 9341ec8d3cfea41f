import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeSingleVariant, makeSoldOut, makeVariant } from '../test/factories/product';
import type { Product } from '../src/product/product';
import { ProductMarkup, type StorefrontParameters } from './support';

function Status({ product }: { readonly product: Product }) {
  return (
    <ProductMarkup product={product}>
      <sq-product-status />
    </ProductMarkup>
  );
}

const soldOut = makeSoldOut();
const soldOutCustom = makeSoldOut();
const onSale = makeSingleVariant({
  structuredContent: { variants: [makeVariant({ price: 2500, salePrice: 1999, onSale: true })] },
});
const tote = makeSingleVariant();

const meta = {
  title: 'Elements/sq-product-status',
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

export const SoldOut: Story = {
  name: 'Sold out',
  render: () => <Status product={soldOut} />,
};

export const Sale: Story = {
  render: () => <Status product={onSale} />,
};

export const CustomSoldOutText: Story = {
  name: 'Custom sold-out text',
  parameters: {
    storefront: {
      pageContext: { merchandising: { [soldOutCustom.id]: { customSoldOutText: 'Back in spring' } } },
    } satisfies StorefrontParameters,
  },
  render: () => <Status product={soldOutCustom} />,
};

export const None: Story = {
  name: 'None (renders nothing)',
  render: () => <Status product={tote} />,
};
