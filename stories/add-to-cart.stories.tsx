import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import type { ProductPageType } from '../stores/product-state';
import { changeVariants, makeDemoProduct, makeShirt, makeSingleVariant, makeSoldOut } from '../test/factories/product';
import {
  addCsrfFails,
  addFails,
  addNetworkError,
  addNeverAnswers,
  addRateLimited,
  cartHandlers,
} from '../test/mocks/handlers';
import type { Product } from '../src/product/product';
import { elementControls, type ElementArgs } from './controls';
import {
  enterQuantity,
  expectAlert,
  expectAlertDialog,
  expectButtonText,
  pickOption,
  pressAdd,
  ProductMarkup,
  type StorefrontParameters,
} from './support';

/** `<sq-add-to-cart>` alone in a product page's `<sq-product>`. */
function Button({ product, pageType }: { readonly product: Product; readonly pageType?: ProductPageType }) {
  return (
    <ProductMarkup product={product} pageType={pageType}>
      <sq-add-to-cart />
    </ProductMarkup>
  );
}

/** `<sq-add-to-cart>` with the picker and quantity input it validates. */
function Form({ product }: { readonly product: Product }) {
  return (
    <ProductMarkup product={product}>
      <sq-variant-picker />
      <sq-quantity-input />
      <sq-add-to-cart />
    </ProductMarkup>
  );
}

// Products of the demo shop: the Canvas Tote (one variant, 50 in stock), the Trail Sneakers
// (the shop's own button text), the Coffee Beans as a subscription, the Ceramic Mug (sold out)
// and the Linen Shirt (two options; M/Navy out of stock).
const tote = makeSingleVariant();
const sneakers = makeDemoProduct('trail-sneakers');
const subscription = makeDemoProduct('coffee-beans', { structuredContent: { isSubscribable: true } });
const mug = makeSoldOut();
/** The Limited Edition Print: one per order (a second one is refused with the shop's message). */
const print = makeDemoProduct('limited-edition-print');
const shirt = makeShirt();
/** The shirt with a third option, Material, to choose. */
const threeOptions = changeVariants(
  makeShirt({ variantOptionOrdering: ['Size', 'Colour', 'Material'] }),
  (variant) => ({
    attributes: { ...variant.attributes, Material: 'Linen' },
  }),
);
/** The shirt without its S/Navy variant: that pair of choices names no variant. */
const gappy = makeShirt({
  structuredContent: {
    variants: shirt.structuredContent.variants.filter(
      ({ attributes }) => !(attributes.Size === 'S' && attributes.Colour === 'Navy'),
    ),
  },
});

const meta = {
  title: 'Elements/sq-add-to-cart',
  tags: ['autodocs'],
  ...elementControls('sq-add-to-cart', { parameters: { msw: { handlers: cartHandlers({ products: [tote] }) } } }),
} satisfies Meta<ElementArgs>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  render: () => <Button product={tote} />,
};

export const CustomText: Story = {
  name: 'Custom text',
  render: () => <Button product={sneakers} />,
};

export const Subscribe: Story = {
  render: () => <Button product={subscription} />,
};

export const SoldOut: Story = {
  name: 'Sold out',
  render: () => <Button product={mug} />,
};

export const Adding: Story = {
  tags: ['!autodocs'],
  parameters: { msw: { handlers: [addNeverAnswers()] } },
  render: () => <Button product={tote} />,
  play: async ({ canvasElement }) => {
    await pressAdd(canvasElement);
    await expectButtonText(canvasElement, 'Adding…');
  },
};

export const Added: Story = {
  name: 'Added (1 s after the answer, for 2 s)',
  tags: ['!autodocs'],
  render: () => <Button product={tote} />,
  play: async ({ canvasElement }) => {
    await pressAdd(canvasElement);
    await expectButtonText(canvasElement, 'Added!', 3000);
  },
};

export const ListPopover: Story = {
  name: 'List page: the popover after an add (1 s after the answer, for 3 s)',
  tags: ['!autodocs'],
  render: () => <Button product={tote} pageType="plp" />,
  play: async ({ canvasElement }) => {
    await pressAdd(canvasElement);
    await expectButtonText(canvasElement, 'Added!', 3000);
  },
};

export const AddOn: Story = {
  name: 'Add-on: a plus icon, named by its text and product',
  render: () => <Button product={tote} pageType="add-on" />,
};

export const AddOnAdded: Story = {
  name: 'Add-on: the check when added',
  tags: ['!autodocs'],
  render: () => <Button product={tote} pageType="add-on" />,
  play: async ({ canvasElement }) => {
    await pressAdd(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('.sq-add-to-cart__icon--check')).not.toBeNull(), {
      timeout: 3000,
    });
  },
};

export const SelectOptionFlash: Story = {
  name: 'Select Option flash (list page, 2 s)',
  tags: ['!autodocs'],
  render: () => <Button product={shirt} pageType="plp" />,
  play: async ({ canvasElement }) => {
    await pressAdd(canvasElement);
    await expectButtonText(canvasElement, 'Select Option');
  },
};

export const SelectOneOption: Story = {
  name: 'Message: one option to choose',
  tags: ['!autodocs'],
  render: () => <Form product={shirt} />,
  play: async ({ canvasElement }) => {
    await pickOption(canvasElement, 'Colour', 'Sand');
    await pressAdd(canvasElement);
    await expectAlert(canvasElement, 'Please select the Size option.');
  },
};

export const SelectTwoOptions: Story = {
  name: 'Message: two options to choose',
  tags: ['!autodocs'],
  render: () => <Form product={shirt} />,
  play: async ({ canvasElement }) => {
    await pressAdd(canvasElement);
    await expectAlert(canvasElement, 'Please select the Size and Colour options.');
  },
};

export const SelectThreeOptions: Story = {
  name: 'Message: three options to choose',
  tags: ['!autodocs'],
  render: () => <Form product={threeOptions} />,
  play: async ({ canvasElement }) => {
    await pressAdd(canvasElement);
    await expectAlert(canvasElement, 'Please select the Size, Colour, and Material options.');
  },
};

export const VariantUnavailable: Story = {
  name: 'Message: variant unavailable',
  tags: ['!autodocs'],
  render: () => <Form product={gappy} />,
  play: async ({ canvasElement }) => {
    await pickOption(canvasElement, 'Size', 'S');
    await pickOption(canvasElement, 'Colour', 'Navy');
    await pressAdd(canvasElement);
    await expectAlert(canvasElement, 'Sorry, that item variant is unavailable. Please select another variant.');
  },
};

export const OutOfStock: Story = {
  name: 'Message: out of stock',
  tags: ['!autodocs'],
  render: () => <Form product={shirt} />,
  play: async ({ canvasElement }) => {
    // S / Navy has one left.
    await pickOption(canvasElement, 'Size', 'S');
    await pickOption(canvasElement, 'Colour', 'Navy');
    await enterQuantity(canvasElement, '2');
    await pressAdd(canvasElement);
    await expectAlert(canvasElement, 'Sorry, we do not have enough of that item available.');
  },
};

export const ChosenSoldOut: Story = {
  name: 'Sold out choice (before the press)',
  tags: ['!autodocs'],
  render: () => <Form product={shirt} />,
  play: async ({ canvasElement }) => {
    // M / Navy has none left: the picker says so, and the button is sold out before any press.
    await pickOption(canvasElement, 'Size', 'M');
    await pickOption(canvasElement, 'Colour', 'Navy');
    await expectButtonText(canvasElement, 'Sold Out');
  },
};

export const QuantityNotANumber: Story = {
  name: 'Message: quantity not a number',
  tags: ['!autodocs'],
  render: () => <Form product={tote} />,
  play: async ({ canvasElement }) => {
    await enterQuantity(canvasElement, '');
    await pressAdd(canvasElement);
    await expectAlert(canvasElement, 'Quantity must be a number.');
  },
};

export const QuantityNotWhole: Story = {
  name: 'Message: quantity not whole',
  tags: ['!autodocs'],
  render: () => <Form product={tote} />,
  play: async ({ canvasElement }) => {
    await enterQuantity(canvasElement, '1.5');
    await pressAdd(canvasElement);
    await expectAlert(canvasElement, 'Quantity must be a whole number');
  },
};

export const SessionExpired: Story = {
  name: 'Message: session expired (no CART cookie)',
  tags: ['!autodocs'],
  parameters: { storefront: { cookies: { cart: null } } satisfies StorefrontParameters },
  render: () => <Button product={tote} />,
  play: async ({ canvasElement }) => {
    await pressAdd(canvasElement);
    await expectAlert(canvasElement, 'Your session has expired. Please reload the page and try again.');
  },
};

export const EnableCookies: Story = {
  name: 'Message: enable cookies (CSRF failure, no session)',
  tags: ['!autodocs'],
  parameters: {
    msw: { handlers: [addCsrfFails()] },
    storefront: { sessionStarted: false } satisfies StorefrontParameters,
  },
  render: () => <Button product={tote} />,
  play: async ({ canvasElement }) => {
    await pressAdd(canvasElement);
    await expectAlert(canvasElement, 'Please enable cookies in your browser, reload the page, and try again.');
  },
};

export const RateLimited: Story = {
  name: 'Message: rate limited (429)',
  tags: ['!autodocs'],
  parameters: { msw: { handlers: [addRateLimited()] } },
  render: () => <Button product={tote} />,
  play: async ({ canvasElement }) => {
    await pressAdd(canvasElement);
    await expectAlert(canvasElement, 'Please try again in a few seconds.');
  },
};

export const UnableToAddItem: Story = {
  name: 'Dialog: Unable to Add Item (server message)',
  tags: ['!autodocs'],
  parameters: { msw: { handlers: [addFails(409, { message: `Limit 1 per order for ${print.title}.` })] } },
  render: () => <Button product={print} />,
  play: async ({ canvasElement }) => {
    await pressAdd(canvasElement);
    await expectAlertDialog(canvasElement, `Limit 1 per order for ${print.title}.`);
  },
};

export const NetworkError: Story = {
  name: 'Dialog: network error',
  tags: ['!autodocs'],
  parameters: { msw: { handlers: [addNetworkError()] } },
  render: () => <Button product={tote} />,
  play: async ({ canvasElement }) => {
    await pressAdd(canvasElement);
    await expectAlertDialog(canvasElement, 'Please check your internet connection.');
  },
};
