import type { Meta, StoryObj } from '@storybook/react-vite';
import { findVariant, type Product } from '../src/product/product';
import { makeShirt, makeSingleVariant } from '../test/factories/product';
import { addLine, emptyCart } from '../test/mocks/cart';
import { cartIs } from '../test/mocks/handlers';
import { attributeProps, elementControls, type ElementArgs } from './controls';
import { SiteHeader, type StorefrontParameters } from './support';

/** A cart with `quantity` of a product's variant (the one with `options`) added, as the demo shop's platform answers. */
function withLine(
  cart: ReturnType<typeof emptyCart>,
  product: Product,
  quantity: number,
  options: Record<string, string> = {},
) {
  const variant = findVariant(product, options);
  if (!variant) throw new Error(`${product.title} has no variant ${JSON.stringify(options)}`);
  return addLine(cart, product, variant.sku, quantity).cart;
}

// Carts of demo products: a Linen Shirt and two Canvas Totes; 120 totes.
const shirt = makeShirt();
const tote = makeSingleVariant();
const threeItems = withLine(withLine(emptyCart(), shirt, 1, { Size: 'M', Colour: 'Sand' }), tote, 2);
const manyItems = withLine(emptyCart(), tote, 120);

const meta = {
  title: 'Elements/sq-cart-pill',
  tags: ['autodocs'],
  ...elementControls('sq-cart-pill', {
    // Each story loads its cart from the mocked platform before rendering, as a page with a cart does.
    parameters: { storefront: { loadCart: true } satisfies StorefrontParameters },
  }),
} satisfies Meta<ElementArgs>;

export default meta;

type Story = StoryObj<typeof meta>;

/** The pill in the site header, with the story's attributes. */
const inHeader = (args: ElementArgs) => (
  <SiteHeader>
    <sq-cart-pill {...attributeProps('sq-cart-pill', args)} />
  </SiteHeader>
);

export const ThreeItems: Story = {
  name: '3 items',
  parameters: { msw: { handlers: [cartIs(threeItems)] } },
  render: inHeader,
};

export const Empty: Story = {
  name: 'Hidden (empty cart)',
  tags: ['!autodocs'],
  parameters: { msw: { handlers: [cartIs(emptyCart())] } },
  render: inHeader,
};

export const MoreThanHundred: Story = {
  name: 'More than 100 items',
  tags: ['!autodocs'],
  parameters: { msw: { handlers: [cartIs(manyItems)] } },
  render: inHeader,
};

export const Floating: Story = {
  // Fixed in a corner of the window: on the Docs page it would float over the text.
  tags: ['!autodocs'],
  args: { variant: 'floating' },
  parameters: { msw: { handlers: [cartIs(threeItems)] } },
  render: (args) => (
    <>
      <SiteHeader />
      <sq-cart-pill {...attributeProps('sq-cart-pill', args)} />
    </>
  ),
};
