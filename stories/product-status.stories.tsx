import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeDemoProduct, makeSingleVariant, makeSoldOut } from '../test/factories/product';
import type { Product } from '../src/product/product';
import { elementControls, type ElementArgs } from './controls';
import { ProductMarkup, type StorefrontParameters } from './support';

function Status({ product }: { readonly product: Product }) {
  return (
    <ProductMarkup product={product}>
      <sq-product-status />
    </ProductMarkup>
  );
}

// Products of the demo shop: the Ceramic Mug (sold out), the Wool Beanie (on sale) and the
// Canvas Tote (neither).
const mug = makeSoldOut();
const beanie = makeDemoProduct('wool-beanie');
const tote = makeSingleVariant();

const meta = {
  title: 'Elements/sq-product-status',
  tags: ['autodocs'],
  ...elementControls('sq-product-status'),
} satisfies Meta<ElementArgs>;

export default meta;

type Story = StoryObj<typeof meta>;

export const SoldOut: Story = {
  name: 'Sold out',
  render: () => <Status product={mug} />,
};

export const Sale: Story = {
  render: () => <Status product={beanie} />,
};

export const CustomSoldOutText: Story = {
  name: 'Custom sold-out text',
  tags: ['!autodocs'],
  parameters: {
    storefront: {
      pageContext: { merchandising: { [mug.id]: { customSoldOutText: 'Back in spring' } } },
    } satisfies StorefrontParameters,
  },
  render: () => <Status product={mug} />,
};

export const None: Story = {
  name: 'None (renders nothing)',
  render: () => <Status product={tote} />,
};
