import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeDemoProduct, makeShirt } from '../test/factories/product';
import type { Product } from '../src/product/product';
import { elementControls, type ElementArgs } from './controls';
import { ProductMarkup, type StorefrontParameters } from './support';

/** The scarcity text under the picker it follows. */
function Scarcity({ product, picker = false }: { readonly product: Product; readonly picker?: boolean }) {
  return (
    <ProductMarkup product={product}>
      {picker ? <sq-variant-picker /> : null}
      <sq-scarcity />
    </ProductMarkup>
  );
}

// The demo shop's Linen Shirt (S/Sand 3 left, S/Navy 1 left) and Bamboo Sunglasses (the last pair).
const shirt = makeShirt();
const sunglasses = makeDemoProduct('bamboo-sunglasses');

/** The platform's scarcity settings for a product. */
function scarcity(product: Product, more: Record<string, unknown> = {}): StorefrontParameters {
  const views = product.structuredContent.variants
    .filter((variant) => variant.qtyInStock >= 1 && variant.qtyInStock <= 5)
    .map((variant) => ({ qtyInStock: variant.qtyInStock, attributes: variant.attributes }));
  return {
    pageContext: {
      merchandising: {
        [product.id]: {
          scarcityEnabled: true,
          scarcityText: 'Only {qtyInStock} left!',
          scarcityTemplateViews: views,
          ...more,
        },
      },
    },
  };
}

const meta = {
  title: 'Elements/sq-scarcity',
  tags: ['autodocs'],
  ...elementControls('sq-scarcity'),
} satisfies Meta<ElementArgs>;

export default meta;

type Story = StoryObj<typeof meta>;

export const OneVariant: Story = {
  name: 'Shown: one variant, nearly gone',
  tags: ['!autodocs'],
  parameters: { storefront: scarcity(sunglasses) },
  render: () => <Scarcity product={sunglasses} />,
};

export const FollowsTheChoice: Story = {
  name: 'Follows the choice (choose S and Sand or Navy)',
  tags: ['!autodocs'],
  parameters: { storefront: scarcity(shirt) },
  render: () => <Scarcity product={shirt} picker />,
};

export const ShownByDefault: Story = {
  name: 'Shown before a choice (scarcityShownByDefault)',
  tags: ['!autodocs'],
  parameters: { storefront: scarcity(shirt, { scarcityShownByDefault: true }) },
  render: () => <Scarcity product={shirt} picker />,
};

export const Off: Story = {
  name: 'None: scarcity off',
  render: () => <Scarcity product={sunglasses} />,
};
