import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, fireEvent, waitFor } from 'storybook/test';
import { cartEntry, cartOf, mugEntry } from '../test/mocks/cart';
import { cartIs, editableCart } from '../test/mocks/handlers';
import { attributeProps, elementControls, type ElementArgs } from './controls';
import type { StorefrontParameters } from './support';

const tote = cartEntry();
const mug = mugEntry();
const filled = [tote, mug];
// Nine totes: 10% off a subtotal of $200 or more, as the demo shop's platform takes it.
const nine = cartOf([cartEntry({ quantity: 9, subTotal: 22500 })]);
const discounted = { ...nine, discountCents: 2250, grandTotalCents: nine.grandTotalCents - 2250 };

const meta = {
  title: 'Elements/sq-cart',
  tags: ['autodocs'],
  ...elementControls('sq-cart', {
    // Each story loads its cart from the mocked platform before rendering, as /cart does.
    parameters: {
      storefront: { loadCart: true } satisfies StorefrontParameters,
      msw: { handlers: editableCart(filled).handlers },
    },
  }),
} satisfies Meta<ElementArgs>;

export default meta;

type Story = StoryObj<typeof meta>;

const cart = (args: ElementArgs) => <sq-cart {...attributeProps('sq-cart', args)} />;

export const Filled: Story = {
  name: 'Entries, answers and totals',
  render: cart,
};

export const Empty: Story = {
  name: 'Empty',
  tags: ['!autodocs'],
  parameters: { msw: { handlers: editableCart([]).handlers } },
  render: cart,
};

export const Discounted: Story = {
  name: 'With a discount',
  tags: ['!autodocs'],
  parameters: {
    msw: { handlers: [cartIs(discounted)] },
  },
  render: cart,
};

export const BelowMinimum: Story = {
  name: 'Below the minimum subtotal (Checkout disabled)',
  tags: ['!autodocs'],
  parameters: {
    storefront: {
      loadCart: true,
      pageContext: { storeSettings: { minimumOrderSubtotal: { value: '100.00', currency: 'USD' } } },
    } satisfies StorefrontParameters,
  },
  render: cart,
};

export const Removed: Story = {
  name: 'An entry just removed, with Undo',
  tags: ['!autodocs'],
  // Undo is the element's own state after a visitor's press.
  parameters: { serverMarkup: false, msw: { handlers: editableCart(filled).handlers } },
  render: cart,
  play: async ({ canvasElement }) => {
    const remove = await waitFor(() => {
      const button = canvasElement.querySelector<HTMLButtonElement>('button[aria-label="Remove Camp Mug"]');
      expect(button).not.toBeNull();
      return button!;
    });
    fireEvent.click(remove);
    await waitFor(() => expect(canvasElement.querySelector('.sq-cart__undo')).not.toBeNull());
  },
};

export const QuantityFailed: Story = {
  name: 'A quantity change the platform refused',
  tags: ['!autodocs'],
  parameters: {
    serverMarkup: false,
    msw: {
      handlers: editableCart(filled, {
        PUT: () =>
          HttpResponse.json({ message: 'Sorry, we do not have enough of that item available.' }, { status: 409 }),
      }).handlers,
    },
  },
  render: cart,
  play: async ({ canvasElement }) => {
    const input = await waitFor(() => {
      const field = canvasElement.querySelector<HTMLInputElement>('input[aria-label="Quantity of Canvas Tote"]');
      expect(field).not.toBeNull();
      return field!;
    });
    fireEvent.input(input, { target: { value: '40' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(canvasElement.querySelector('[role="alertdialog"]')).not.toBeNull());
  },
};

export const EditAnswers: Story = {
  name: "Editing an entry's form answers",
  tags: ['!autodocs'],
  parameters: { serverMarkup: false },
  render: cart,
  play: async ({ canvasElement }) => {
    const edit = await waitFor(() => {
      const button = canvasElement.querySelector<HTMLButtonElement>('button[aria-label="Edit Camp Mug"]');
      expect(button).not.toBeNull();
      return button!;
    });
    fireEvent.click(edit);
    await waitFor(() => expect(canvasElement.querySelector('dialog.sq-form-dialog')).not.toBeNull());
  },
};
