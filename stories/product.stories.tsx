import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { makeDigital, makeShirt, makeSingleVariant, makeSoldOut, makeVariant } from '../test/factories/product';
import { cartHandlers } from '../test/mocks/handlers';
import {
  expectButtonText,
  pickOption,
  pressAdd,
  ProductCard,
  ProductPage,
  SiteHeader,
} from './support';

const shirt = makeShirt();
const tote = makeSingleVariant();
const onSale = makeSingleVariant({
  title: 'Canvas Tote',
  structuredContent: { variants: [makeVariant({ price: 2500, salePrice: 1999, onSale: true })] },
});
const mug = makeSoldOut();

/** The shirt's product page under a header with the cart pill. */
function PageWithPill({ display }: { readonly display?: 'dropdown' | 'radio' }) {
  return (
    <>
      <SiteHeader>
        <sq-cart-pill />
      </SiteHeader>
      <ProductPage product={shirt} display={display} />
    </>
  );
}
const ebook = makeDigital();

const meta = {
  title: 'Elements/sq-product',
  parameters: { msw: { handlers: cartHandlers({ products: [shirt, tote, onSale, ebook] }) } },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

export const Card: Story = {
  name: 'Product card (list page)',
  render: () => <ProductCard product={shirt} />,
};

export const Grid: Story = {
  name: 'Product grid (list page)',
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem' }}>
      {[shirt, tote, onSale, mug, ebook].map((product) => (
        <ProductCard key={product.id} product={product} />
      ))}
    </div>
  ),
};

export const Page: Story = {
  name: 'Product page',
  render: () => <PageWithPill />,
};

export const PageRadio: Story = {
  name: 'Product page (radio options)',
  render: () => <PageWithPill display="radio" />,
};

export const PageAdded: Story = {
  name: 'Product page, after adding',
  render: () => <PageWithPill />,
  play: async ({ canvasElement }) => {
    await pickOption(canvasElement, 'Size', 'M');
    await pickOption(canvasElement, 'Colour', 'Sand');
    await pressAdd(canvasElement);
    await expectButtonText(canvasElement, 'Added!', 3000);
    await waitFor(() => expect(canvasElement.querySelector('sq-cart-pill')?.hidden).toBe(false));
  },
};
