import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, waitFor } from 'storybook/test';
import {
  noRestockSignUps,
  restockGroupsFail,
  restockNeverAnswers,
  restockPlatform,
  restockSendFails,
} from '../test/mocks/restock';
import { attributeProps, elementControls, type ElementArgs } from './controls';

// The demo shop's sign-ups, in memory: each story starts from them again.
const demo = restockPlatform();

const meta = {
  title: 'Elements/sq-restock-manager',
  tags: ['autodocs'],
  ...elementControls('sq-restock-manager', {
    parameters: { msw: { handlers: demo.handlers } },
    beforeEach: () => demo.reset(),
  }),
} satisfies Meta<ElementArgs>;

export default meta;

type Story = StoryObj<typeof meta>;

const manager = (args: ElementArgs) => <sq-restock-manager {...attributeProps('sq-restock-manager', args)} />;

/** Waits for `selector` in the canvas and returns it. */
async function found<E extends Element = HTMLElement>(canvas: HTMLElement, selector: string): Promise<E> {
  return waitFor(() => {
    const element = canvas.querySelector<E>(selector);
    expect(element).not.toBeNull();
    return element!;
  });
}

/** Presses the button named `label` once the table is there. */
async function press(canvas: HTMLElement, label: string) {
  fireEvent.click(await found(canvas, `button[aria-label="${label}"]`));
}

export const Groups: Story = {
  name: 'Products and variants with their sign-ups',
  // The table is the element's own state, loaded in the browser: the server renders "Loading…".
  parameters: { serverMarkup: false },
  render: manager,
  play: async ({ canvasElement }) => {
    await found(canvasElement, '.sq-restock-manager__groups');
  },
};

export const Loading: Story = {
  name: 'Loading (the platform never answers)',
  tags: ['!autodocs'],
  parameters: { msw: { handlers: [restockNeverAnswers()] } },
  render: manager,
};

export const SignUpsOpen: Story = {
  name: "A variant's sign-ups open",
  tags: ['!autodocs'],
  parameters: { serverMarkup: false },
  render: manager,
  play: async ({ canvasElement }) => {
    await press(canvasElement, 'View sign-ups for Linen Shirt (M, Sand)');
    await found(canvasElement, '.sq-restock-manager__sign-ups');
  },
};

export const ConfirmOpen: Story = {
  name: 'Asking before a send',
  tags: ['!autodocs'],
  parameters: { serverMarkup: false },
  render: manager,
  play: async ({ canvasElement }) => {
    await press(canvasElement, 'Send notices for Linen Shirt (M, Sand)');
    await found(canvasElement, 'dialog.sq-alert-dialog');
  },
};

export const Sent: Story = {
  name: 'Notices sent, counts loaded again',
  tags: ['!autodocs'],
  parameters: { serverMarkup: false },
  render: manager,
  play: async ({ canvasElement }) => {
    await press(canvasElement, 'Send notices for Linen Shirt (M, Sand)');
    fireEvent.click(await found(canvasElement, '.sq-form-dialog__submit'));
    await waitFor(() =>
      expect(canvasElement.querySelector('.sq-restock-manager__group td:nth-of-type(2)')?.textContent).toBe('0'),
    );
    await waitFor(() =>
      expect(canvasElement.querySelector('.sq-restock-manager__status')?.textContent).toBe('Sent 3 notices.'),
    );
  },
};

export const LoadFailed: Story = {
  name: 'The sign-ups cannot be loaded',
  tags: ['!autodocs'],
  parameters: {
    serverMarkup: false,
    msw: { handlers: [restockGroupsFail(503, 'The sign-up list is unavailable right now.')] },
  },
  render: manager,
  play: async ({ canvasElement }) => {
    await found(canvasElement, '.sq-restock-manager__retry');
  },
};

export const SendFailed: Story = {
  name: 'A send the platform refused (the table stays)',
  tags: ['!autodocs'],
  parameters: {
    serverMarkup: false,
    msw: { handlers: [restockSendFails(500, 'The mail service is down.'), ...demo.handlers] },
  },
  render: manager,
  play: async ({ canvasElement }) => {
    await press(canvasElement, 'Send notices for Linen Shirt (M, Sand)');
    fireEvent.click(await found(canvasElement, '.sq-form-dialog__submit'));
    await found(canvasElement, '.sq-restock-manager__error');
  },
};

export const Empty: Story = {
  name: 'No sign-ups yet',
  tags: ['!autodocs'],
  parameters: { serverMarkup: false, msw: { handlers: noRestockSignUps() } },
  render: manager,
  play: async ({ canvasElement }) => {
    await found(canvasElement, '.sq-restock-manager__empty');
  },
};
