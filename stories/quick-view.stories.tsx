import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, waitFor } from 'storybook/test';
import { makeShirt, makeSingleVariant } from '../test/factories/product';
import { cartHandlers, quickViewHandlers } from '../test/mocks/handlers';
import type { Product } from '../src/product/product';
import { elementControls, type ElementArgs } from './controls';
import { ProductMarkup } from './support';

const shirt = makeShirt();
const tote = makeSingleVariant();

function Card({ product }: { readonly product: Product }) {
  return (
    <ProductMarkup product={product} pageType="plp">
      <h3>{product.title}</h3>
      <sq-product-price />
      <sq-add-to-cart />
      <sq-quick-view href={`/shop/p/${product.id}`} />
    </ProductMarkup>
  );
}

const meta = {
  title: 'Elements/sq-quick-view',
  tags: ['autodocs'],
  ...elementControls('sq-quick-view', {
    parameters: {
      msw: { handlers: [...quickViewHandlers([shirt, tote]), ...cartHandlers({ products: [shirt, tote] })] },
    },
  }),
} satisfies Meta<ElementArgs>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Button: Story = {
  name: 'Closed: the "Quick View" button of a card',
  render: () => <Card product={shirt} />,
};

export const Open: Story = {
  name: 'Open: the product, its choices and add to cart',
  tags: ['!autodocs'],
  // Open is the element's own state (no server renders a dialog a visitor opened).
  parameters: { serverMarkup: false },
  render: () => <Card product={shirt} />,
  play: async ({ canvasElement }) => {
    fireEvent.click(canvasElement.querySelector('.sq-quick-view__button') as HTMLButtonElement);
    await waitFor(() =>
      expect(canvasElement.querySelector('.sq-quick-view__dialog sq-add-to-cart button')?.textContent).toBe(
        'Add To Cart',
      ),
    );
  },
};

export const Failed: Story = {
  name: 'Open, when the product cannot be loaded',
  tags: ['!autodocs'],
  parameters: {
    msw: { handlers: quickViewHandlers([], { failing: true }) },
    consoleErrors: true,
    serverMarkup: false,
  },
  render: () => <Card product={tote} />,
  play: async ({ canvasElement }) => {
    fireEvent.click(canvasElement.querySelector('.sq-quick-view__button') as HTMLButtonElement);
    await waitFor(() =>
      expect(canvasElement.querySelector('.sq-quick-view__status')?.textContent).toBe('Unable to load. Try again.'),
    );
  },
};
