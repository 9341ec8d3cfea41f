import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { seedOf } from '../demo/products';
import { ELEMENTS } from '../elements/registry';
import { makeDemoProduct, makeDigital, makeShirt, makeSingleVariant, makeSoldOut } from '../test/factories/product';
import { cartHandlers } from '../test/mocks/handlers';
import type { ProductPageType } from '../stores/product';
import { elementControls, type ElementArgs } from './controls';
import { expectButtonText, pickOption, pressAdd, ProductCard, ProductPage, SiteHeader } from './support';

// Products of the demo shop, as on its list page: the Linen Shirt, Canvas Tote, Wool Beanie (on
// sale), Ceramic Mug (sold out) and the Field Guide (a download).
const shirt = makeShirt();
const tote = makeSingleVariant();
const beanie = makeDemoProduct('wool-beanie');
const mug = makeSoldOut();
const guide = makeDigital();

/** The page type the story's `page-type` control chose, else `fallback`. */
const pageTypeOf = (args: ElementArgs, fallback: ProductPageType) =>
  (args['page-type'] as ProductPageType | undefined) ?? fallback;

/** The shirt's product page under a header with the cart pill. */
function PageWithPill({ display, args }: { readonly display?: 'dropdown' | 'radio'; readonly args: ElementArgs }) {
  return (
    <>
      <SiteHeader>
        <sq-cart-pill />
      </SiteHeader>
      <ProductPage
        product={shirt}
        display={display}
        pageType={pageTypeOf(args, 'pdp')}
        description={seedOf('linen-shirt').description}
      />
    </>
  );
}

const meta = {
  title: 'Elements/sq-product',
  tags: ['autodocs'],
  ...elementControls(
    'sq-product',
    { parameters: { msw: { handlers: cartHandlers({ products: [shirt, tote, beanie, guide] }) } } },
    // A product card or page shows every element: its controls offer every element's custom properties.
    { customPropertiesOf: ELEMENTS.map((element) => element.meta.tag) },
  ),
} satisfies Meta<ElementArgs>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Card: Story = {
  name: 'Product card (list page)',
  args: { 'page-type': 'plp' },
  render: (args) => <ProductCard product={shirt} pageType={pageTypeOf(args, 'plp')} />,
};

export const Grid: Story = {
  name: 'Product grid (list page)',
  args: { 'page-type': 'plp' },
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem' }}>
      {[shirt, tote, beanie, mug, guide].map((product) => (
        <ProductCard key={product.id} product={product} pageType={pageTypeOf(args, 'plp')} />
      ))}
    </div>
  ),
};

export const Page: Story = {
  name: 'Product page',
  args: { 'page-type': 'pdp' },
  render: (args) => <PageWithPill args={args} />,
};

export const PageRadio: Story = {
  name: 'Product page (radio options)',
  args: { 'page-type': 'pdp' },
  render: (args) => <PageWithPill display="radio" args={args} />,
};

export const PageAdded: Story = {
  name: 'Product page, after adding',
  tags: ['!autodocs'],
  args: { 'page-type': 'pdp' },
  render: (args) => <PageWithPill args={args} />,
  play: async ({ canvasElement }) => {
    await pickOption(canvasElement, 'Size', 'M');
    await pickOption(canvasElement, 'Colour', 'Sand');
    await pressAdd(canvasElement);
    await expectButtonText(canvasElement, 'Added!', 3000);
    await waitFor(() => expect(canvasElement.querySelector('sq-cart-pill')?.hidden).toBe(false));
  },
};
