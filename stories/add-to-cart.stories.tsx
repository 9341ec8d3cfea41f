import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeProduct, makeShirt, makeSingleVariant, makeSoldOut, makeVariant } from '../test/factories/product';
import {
  addCsrfFails,
  addFails,
  addNetworkError,
  addNeverAnswers,
  addRateLimited,
  cartHandlers,
} from '../test/mocks/handlers';
import type { Product } from '../src/product/product';
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
function Button({ product, pageType }: { readonly product: Product; readonly pageType?: 'pdp' | 'plp' }) {
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

const tote = makeSingleVariant();
const preorder = makeSingleVariant({ structuredContent: { useCustomAddButtonText: true, customAddButtonText: 'Pre-order' } });
const subscription = makeSingleVariant({ title: 'Coffee Club', structuredContent: { isSubscribable: true } });
const soldOut = makeSoldOut();
const shirt = makeShirt();
const shirtOnList = makeShirt();
const stocked = makeSingleVariant({ structuredContent: { variants: [makeVariant({ qtyInStock: 20 })] } });
const threeOptions = makeProduct({
  title: 'Linen Shirt',
  variantOptionOrdering: ['Size', 'Colour', 'Material'],
  structuredContent: {
    variants: ['S', 'M'].flatMap((size) =>
      ['Sand', 'Navy'].map((colour) =>
        makeVariant({ attributes: { Size: size, Colour: colour, Material: 'Linen' }, qtyInStock: 5 }),
      ),
    ),
  },
});
const gappy = makeProduct({
  title: 'Linen Shirt',
  variantOptionOrdering: ['Size', 'Colour'],
  structuredContent: {
    variants: [
      makeVariant({ attributes: { Size: 'S', Colour: 'Sand' } }),
      makeVariant({ attributes: { Size: 'M', Colour: 'Navy' } }),
    ],
  },
});
const partlySoldOut = makeProduct({
  title: 'Linen Shirt',
  variantOptionOrdering: ['Size'],
  structuredContent: {
    variants: [
      makeVariant({ attributes: { Size: 'S' }, qtyInStock: 0 }),
      makeVariant({ attributes: { Size: 'M' }, qtyInStock: 4 }),
    ],
  },
});

const meta = {
  title: 'Elements/sq-add-to-cart',
  parameters: { msw: { handlers: cartHandlers({ products: [tote] }) } },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  render: () => <Button product={tote} />,
};

export const CustomText: Story = {
  name: 'Custom text',
  render: () => <Button product={preorder} />,
};

export const Subscribe: Story = {
  render: () => <Button product={subscription} />,
};

export const SoldOut: Story = {
  name: 'Sold out',
  render: () => <Button product={soldOut} />,
};

export const Adding: Story = {
  parameters: { msw: { handlers: [addNeverAnswers()] } },
  render: () => <Button product={tote} />,
  play: async ({ canvasElement }) => {
    await pressAdd(canvasElement);
    await expectButtonText(canvasElement, 'Adding…');
  },
};

export const Added: Story = {
  name: 'Added (1 s after the answer, for 2 s)',
  render: () => <Button product={tote} />,
  play: async ({ canvasElement }) => {
    await pressAdd(canvasElement);
    await expectButtonText(canvasElement, 'Added!', 3000);
  },
};

export const SelectOptionFlash: Story = {
  name: 'Select Option flash (list page, 2 s)',
  render: () => <Button product={shirtOnList} pageType="plp" />,
  play: async ({ canvasElement }) => {
    await pressAdd(canvasElement);
    await expectButtonText(canvasElement, 'Select Option');
  },
};

export const SelectOneOption: Story = {
  name: 'Message: one option to choose',
  render: () => <Form product={shirt} />,
  play: async ({ canvasElement }) => {
    await pickOption(canvasElement, 'Colour', 'Sand');
    await pressAdd(canvasElement);
    await expectAlert(canvasElement, 'Please select the Size option.');
  },
};

export const SelectTwoOptions: Story = {
  name: 'Message: two options to choose',
  render: () => <Form product={shirt} />,
  play: async ({ canvasElement }) => {
    await pressAdd(canvasElement);
    await expectAlert(canvasElement, 'Please select the Size and Colour options.');
  },
};

export const SelectThreeOptions: Story = {
  name: 'Message: three options to choose',
  render: () => <Form product={threeOptions} />,
  play: async ({ canvasElement }) => {
    await pressAdd(canvasElement);
    await expectAlert(canvasElement, 'Please select the Size, Colour, and Material options.');
  },
};

export const VariantUnavailable: Story = {
  name: 'Message: variant unavailable',
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
  render: () => <Form product={partlySoldOut} />,
  play: async ({ canvasElement }) => {
    await pickOption(canvasElement, 'Size', 'S');
    await pressAdd(canvasElement);
    await expectAlert(canvasElement, 'Sorry, we do not have enough of that item available.');
  },
};

export const QuantityNotANumber: Story = {
  name: 'Message: quantity not a number',
  render: () => <Form product={stocked} />,
  play: async ({ canvasElement }) => {
    await enterQuantity(canvasElement, '');
    await pressAdd(canvasElement);
    await expectAlert(canvasElement, 'Quantity must be a number.');
  },
};

export const QuantityNotWhole: Story = {
  name: 'Message: quantity not whole',
  render: () => <Form product={stocked} />,
  play: async ({ canvasElement }) => {
    await enterQuantity(canvasElement, '1.5');
    await pressAdd(canvasElement);
    await expectAlert(canvasElement, 'Quantity must be a whole number');
  },
};

export const SessionExpired: Story = {
  name: 'Message: session expired (no CART cookie)',
  parameters: { storefront: { cookies: { cart: null } } satisfies StorefrontParameters },
  render: () => <Button product={tote} />,
  play: async ({ canvasElement }) => {
    await pressAdd(canvasElement);
    await expectAlert(canvasElement, 'Your session has expired. Please reload the page and try again.');
  },
};

export const EnableCookies: Story = {
  name: 'Message: enable cookies (CSRF failure, no session)',
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
  parameters: { msw: { handlers: [addRateLimited()] } },
  render: () => <Button product={tote} />,
  play: async ({ canvasElement }) => {
    await pressAdd(canvasElement);
    await expectAlert(canvasElement, 'Please try again in a few seconds.');
  },
};

export const UnableToAddItem: Story = {
  name: 'Dialog: Unable to Add Item (server message)',
  parameters: { msw: { handlers: [addFails(409, { message: 'Limit 1 per order.' })] } },
  render: () => <Button product={tote} />,
  play: async ({ canvasElement }) => {
    await pressAdd(canvasElement);
    await expectAlertDialog(canvasElement, 'Limit 1 per order.');
  },
};

export const NetworkError: Story = {
  name: 'Dialog: network error',
  parameters: { msw: { handlers: [addNetworkError()] } },
  render: () => <Button product={tote} />,
  play: async ({ canvasElement }) => {
    await pressAdd(canvasElement);
    await expectAlertDialog(canvasElement, 'Please check your internet connection.');
  },
};
