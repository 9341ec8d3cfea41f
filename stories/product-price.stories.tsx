import type { Meta, StoryObj } from '@storybook/react-vite';
import { changeVariants, makeDemoProduct, makeService, makeSingleVariant } from '../test/factories/product';
import type { Product } from '../src/product/product';
import { elementControls, type ElementArgs } from './controls';
import { ProductMarkup, type StorefrontParameters } from './support';

function Price({ product }: { readonly product: Product }) {
  return (
    <ProductMarkup product={product}>
      <sq-product-price />
    </ProductMarkup>
  );
}

// Products of the demo shop: the Canvas Tote (one price), the Wool Beanie (on sale in every
// colour) and the Styling Session (two lengths at different prices).
const tote = makeSingleVariant();
const beanie = makeDemoProduct('wool-beanie');
const session = makeService();
/** The tote as a shop whose currency is the yen sends it. */
const toteInYen = changeVariants(tote, () => ({
  price: 2800,
  priceMoney: { value: '2800', currency: 'JPY' },
  salePriceMoney: { value: '0', currency: 'JPY' },
}));
/** The tote with no price at all. */
const unpriced = changeVariants(tote, () => ({ price: undefined, priceMoney: undefined }));

const meta = {
  title: 'Elements/sq-product-price',
  tags: ['autodocs'],
  ...elementControls('sq-product-price'),
} satisfies Meta<ElementArgs>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Single: Story = {
  render: () => <Price product={tote} />,
};

export const Sale: Story = {
  render: () => <Price product={beanie} />,
};

export const From: Story = {
  name: 'From (variants at different prices)',
  render: () => <Price product={session} />,
};

export const Yen: Story = {
  name: 'JPY (no minor units)',
  tags: ['!autodocs'],
  parameters: {
    storefront: { pageContext: { storeSettings: { selectedCurrency: 'JPY' } } } satisfies StorefrontParameters,
  },
  render: () => <Price product={toteInYen} />,
};

export const Unavailable: Story = {
  name: 'Unavailable (no usable price, renders nothing)',
  render: () => <Price product={unpriced} />,
};

/** The demo coffee subscription: every 2 weeks by default. */
const coffee = makeDemoProduct('trailhead-coffee-subscription');
/** The coffee with a plan that names no billing period. */
const coffeeWithoutPeriod = makeDemoProduct('trailhead-coffee-subscription', {
  structuredContent: {
    subscriptionPlan: { numBillingCycles: 0 },
    productSubscriptionOptions: [],
    variants: coffee.structuredContent.variants.map((variant) => ({ ...variant, pricingOptions: [] })),
  },
});

export const Subscription: Story = {
  name: 'Subscription (price every period)',
  render: () => <Price product={coffee} />,
};

export const SubscriptionUnavailable: Story = {
  name: 'Subscription without a billing period ("Unavailable")',
  render: () => <Price product={coffeeWithoutPeriod} />,
};
