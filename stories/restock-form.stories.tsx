import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fireEvent, waitFor } from 'storybook/test';
import { makeShirt, makeSoldOut } from '../test/factories/product';
import { elementControls, type ElementArgs } from './controls';
import { ProductMarkup, type StorefrontParameters } from './support';

// The demo's Ceramic Mug: both glazes sold out; the White one offers a restock signup before any choice.
const mug = makeSoldOut();
const white = mug.structuredContent.variants[0]!;

/** The page context of a product with a restock signup, and more merchandising fields. */
const restockContext = (more: Record<string, unknown> = {}, page: Record<string, unknown> = {}) => ({
  merchandising: {
    [mug.id]: { restockNotificationViews: [{ variantId: white.id, hiddenByDefault: false }], ...more },
  },
  ...page,
});

const SIGNUP = '/api/site-users/account/notifications/restock';

function Form() {
  return (
    <ProductMarkup product={mug}>
      <sq-product-status />
      <sq-add-to-cart />
      <sq-restock-form />
    </ProductMarkup>
  );
}

/** Types an address into the story's form and sends it. */
async function signUp(canvas: HTMLElement, email: string) {
  const field = await waitFor(() => {
    const input = canvas.querySelector<HTMLInputElement>('.sq-restock-form__email');
    expect(input).not.toBeNull();
    return input!;
  });
  fireEvent.input(field, { target: { value: email } });
  fireEvent.submit(canvas.querySelector('.sq-restock-form__form')!);
}

const meta = {
  title: 'Elements/sq-restock-form',
  tags: ['autodocs'],
  ...elementControls('sq-restock-form', {
    parameters: {
      storefront: { pageContext: restockContext() } satisfies StorefrontParameters,
      msw: { handlers: [http.post(SIGNUP, () => HttpResponse.json({}))] },
    },
  }),
} satisfies Meta<ElementArgs>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  name: 'A sold-out product: the signup with default texts',
  render: () => <Form />,
};

export const ShopTexts: Story = {
  name: "The shop's texts, the mailing list and the captcha notice",
  tags: ['!autodocs'],
  parameters: {
    storefront: {
      pageContext: restockContext(
        {
          restockNotificationMessages: {
            CTAText: 'This glaze sold out. Want a note when the kiln is fired again?',
            buttonText: 'Tell me',
            placeholderText: 'you@example.com',
            mailingListDescription: 'Also send me the monthly letter',
            successText: 'Done: we will write when it is back.',
          },
          mailingListSignUpEnabled: true,
          mailingListOptInByDefault: true,
        },
        { captchaSettings: { siteKey: 'demo-site-key' } },
      ),
    } satisfies StorefrontParameters,
  },
  render: () => <Form />,
};

export const EmailInvalid: Story = {
  name: 'Email is invalid',
  tags: ['!autodocs'],
  parameters: { serverMarkup: false },
  render: () => <Form />,
  play: async ({ canvasElement }) => {
    await signUp(canvasElement, 'not-an-address');
    await waitFor(() => expect(canvasElement.querySelector('.sq-restock-form__error')?.textContent).not.toBe(''));
  },
};

export const Success: Story = {
  name: 'Signed up',
  tags: ['!autodocs'],
  parameters: { serverMarkup: false },
  render: () => <Form />,
  play: async ({ canvasElement }) => {
    await signUp(canvasElement, 'sam@example.com');
    await waitFor(() => expect(canvasElement.querySelector('.sq-restock-form__form')).toBeNull());
  },
};

export const Failed: Story = {
  name: 'The signup failed',
  tags: ['!autodocs'],
  parameters: {
    serverMarkup: false,
    msw: { handlers: [http.post(SIGNUP, () => HttpResponse.json({}, { status: 500 }))] },
  },
  render: () => <Form />,
  play: async ({ canvasElement }) => {
    await signUp(canvasElement, 'sam@example.com');
    await waitFor(() => expect(canvasElement.querySelector('.sq-restock-form__error')?.textContent).not.toBe(''));
  },
};

export const Hidden: Story = {
  name: 'A product without restock views (renders nothing)',
  tags: ['!autodocs'],
  render: () => (
    <ProductMarkup product={makeShirt()}>
      <sq-restock-form />
    </ProductMarkup>
  ),
};
