import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeProduct, makeSingleVariant, makeVariant } from '../test/factories/product';
import type { Product } from '../src/product/product';
import { ProductMarkup, type StorefrontParameters } from './support';

function Price({ product }: { readonly product: Product }) {
  return (
    <ProductMarkup product={product}>
      <sq-product-price />
    </ProductMarkup>
  );
}

const tote = makeSingleVariant();
const onSale = makeSingleVariant({
  structuredContent: { variants: [makeVariant({ price: 2500, salePrice: 1999, onSale: true })] },
});
const sizes = makeProduct({
  title: 'Linen Shirt',
  variantOptionOrdering: ['Size'],
  structuredContent: {
    variants: [
      makeVariant({ attributes: { Size: 'S' }, price: 1500 }),
      makeVariant({ attributes: { Size: 'M' }, price: 2500 }),
      makeVariant({ attributes: { Size: 'L' }, price: 2900 }),
    ],
  },
});
const yen = makeSingleVariant({
  structuredContent: { variants: [makeVariant({ priceMoney: { value: '1999', currency: 'JPY' } })] },
});
const unpriced = makeSingleVariant({ structuredContent: { variants: [makeVariant({ price: undefined })] } });

const meta = {
  title: 'Elements/sq-product-price',
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

export const Single: Story = {
  render: () => <Price product={tote} />,
};

export const Sale: Story = {
  render: () => <Price product={onSale} />,
};

export const From: Story = {
  name: 'From (variants at different prices)',
  render: () => <Price product={sizes} />,
};

export const Yen: Story = {
  name: 'JPY (no minor units)',
  parameters: {
    storefront: { pageContext: { storeSettings: { selectedCurrency: 'JPY' } } } satisfies StorefrontParameters,
  },
  render: () => <Price product={yen} />,
};

export const Unavailable: Story = {
  name: 'Unavailable (no usable price, renders nothing)',
  render: () => <Price product={unpriced} />,
};
