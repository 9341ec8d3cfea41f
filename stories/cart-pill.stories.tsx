import type { Meta, StoryObj } from '@storybook/react-vite';
import { cartWith, emptyCart } from '../test/mocks/cart';
import { cartIs } from '../test/mocks/handlers';
import { SiteHeader, type StorefrontParameters } from './support';

const meta = {
  title: 'Elements/sq-cart-pill',
  // Each story loads its cart from the mocked platform before rendering, as a page with a cart does.
  parameters: { storefront: { loadCart: true } satisfies StorefrontParameters },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  name: 'Hidden (empty cart)',
  parameters: { msw: { handlers: [cartIs(emptyCart())] } },
  render: () => (
    <SiteHeader>
      <sq-cart-pill />
    </SiteHeader>
  ),
};

export const ThreeItems: Story = {
  name: '3 items',
  parameters: { msw: { handlers: [cartIs(cartWith(3, 7497))] } },
  render: () => (
    <SiteHeader>
      <sq-cart-pill />
    </SiteHeader>
  ),
};

export const MoreThanHundred: Story = {
  name: 'More than 100 items',
  parameters: { msw: { handlers: [cartIs(cartWith(120, 299_880))] } },
  render: () => (
    <SiteHeader>
      <sq-cart-pill />
    </SiteHeader>
  ),
};

export const Floating: Story = {
  parameters: { msw: { handlers: [cartIs(cartWith(3, 7497))] } },
  render: () => (
    <>
      <SiteHeader />
      <sq-cart-pill variant="floating" />
    </>
  ),
};
