import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fireEvent, waitFor } from 'storybook/test';
import { changeVariants, makeSingleVariant } from '../test/factories/product';
import type { Product } from '../src/product/product';
import { elementControls, type ElementArgs } from './controls';
import { ProductMarkup, type StorefrontParameters } from './support';

/** The badge under the price of a product page. */
function AfterpayBadge({ product }: { readonly product: Product }) {
  return (
    <ProductMarkup product={product}>
      <sq-product-price />
      <sq-afterpay-badge />
    </ProductMarkup>
  );
}

// The demo shop's Canvas Tote (18.00), and the same tote sold in pounds by a UK store.
const tote = makeSingleVariant();
const ukTote = changeVariants(makeSingleVariant(), () => ({
  price: undefined,
  priceMoney: { value: '18.00', currency: 'GBP' },
}));

/** A PDP context with instalments on for a store in `country`, limits in `currency`. */
function instalments(
  country = 'US',
  currency = 'USD',
  max = '2000.00',
  language = 'en-US',
): { readonly storefront: StorefrontParameters } {
  return {
    storefront: {
      pageContext: {
        storeSettings: { selectedCurrency: currency },
        pdp: {
          afterPayAvailable: true,
          afterPayMin: { value: '1.00', currency },
          afterPayMax: { value: max, currency },
          shopperLanguage: language,
          stripeAccountCountry: country,
        },
      },
    },
  };
}

/** The provider's modal page as its static host would answer: a stand-in, not its real content. */
const modalPage = http.get('https://static.afterpay.com/modal/:file', () =>
  HttpResponse.html(
    '<!doctype html><html><head><style>body{margin:1rem;font:16px system-ui,sans-serif}</style></head>' +
      "<body><h1>Pay in 4</h1><p>A stand-in for the provider's page.</p>" +
      '<p><a href="https://www.afterpay.com/">afterpay.com</a></p></body></html>',
    { headers: { 'Access-Control-Allow-Origin': '*' } },
  ),
);

const meta = {
  title: 'Elements/sq-afterpay-badge',
  tags: ['autodocs'],
  ...elementControls('sq-afterpay-badge', { parameters: { msw: { handlers: [modalPage] } } }),
} satisfies Meta<ElementArgs>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Shown: Story = {
  name: 'Shown: a US store (Afterpay)',
  tags: ['!autodocs'],
  parameters: instalments(),
  render: () => <AfterpayBadge product={tote} />,
};

export const Clearpay: Story = {
  name: 'Shown: a UK store (Clearpay)',
  tags: ['!autodocs'],
  parameters: instalments('GB', 'GBP', '1200.00', 'en-GB'),
  render: () => <AfterpayBadge product={ukTote} />,
};

export const OverMaximum: Story = {
  name: 'Hidden: the price is above the maximum',
  tags: ['!autodocs'],
  parameters: instalments('US', 'USD', '10.00'),
  render: () => <AfterpayBadge product={tote} />,
};

export const Open: Story = {
  name: "Open: the provider's page, in a sandboxed frame",
  tags: ['!autodocs'],
  // Open is the element's own state (no server renders a modal a visitor opened).
  parameters: { ...instalments(), serverMarkup: false },
  render: () => <AfterpayBadge product={tote} />,
  play: async ({ canvasElement }) => {
    fireEvent.click(canvasElement.querySelector('.sq-afterpay-badge__logo') as HTMLButtonElement);
    await waitFor(() => {
      expect(canvasElement.querySelector('.sq-afterpay-badge__frame')).toBeTruthy();
      expect(canvasElement.querySelector<HTMLDialogElement>('.sq-afterpay-badge__dialog')?.open).toBe(true);
    });
  },
};

export const OpenFailed: Story = {
  name: "Open, when the provider's page cannot be loaded (the built-in summary)",
  tags: ['!autodocs'],
  parameters: {
    ...instalments(),
    msw: { handlers: [http.get('https://static.afterpay.com/modal/:file', () => HttpResponse.error())] },
    consoleErrors: true,
    serverMarkup: false,
  },
  render: () => <AfterpayBadge product={tote} />,
  play: async ({ canvasElement }) => {
    fireEvent.click(canvasElement.querySelector('.sq-afterpay-badge__info') as HTMLButtonElement);
    await waitFor(() => expect(canvasElement.querySelector('.sq-afterpay-badge__summary')).toBeTruthy());
  },
};
