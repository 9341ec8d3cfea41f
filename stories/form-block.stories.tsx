import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fireEvent, waitFor } from 'storybook/test';
import { elementControls, type ElementArgs } from './controls';

/** A contact form with a field of every type. */
const CONTACT = {
  id: 'contact',
  submitButtonText: 'Send message',
  success: { text: "Thanks! We'll reply within two working days." },
  fields: [
    { id: 'name', type: 'name', title: 'Name', required: true },
    { id: 'email', type: 'email', title: 'Email', required: true },
    { id: 'topic', type: 'select', title: 'Topic', options: ['An order', 'A return', 'Something else'] },
    { id: 'message', type: 'textarea', title: 'Message', maxLength: 500, required: true },
    { id: 'source', type: 'hidden', name: 'utm_source', defaultValue: 'direct' },
  ],
};

const answer = (response: () => Response) => [
  http.post('/api/form/FormSubmissionKey', () => HttpResponse.json({ key: 'story-key' })),
  http.post('/api/form/SaveFormSubmission', response),
];

function Form({ definition = CONTACT as unknown }: { readonly definition?: unknown }) {
  return (
    <sq-form-block>
      <script type="application/json" dangerouslySetInnerHTML={{ __html: JSON.stringify(definition) }} />
    </sq-form-block>
  );
}

/** Fills the story's form and sends it. */
async function send(canvas: HTMLElement, fill = true) {
  const form = await waitFor(() => {
    const element = canvas.querySelector<HTMLFormElement>('.sq-form-block__form');
    expect(element).not.toBeNull();
    return element!;
  });
  if (fill) {
    const inputs = [...form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')];
    const values = ['Sam', 'Lee', 'sam@example.com', 'Where is my parcel?'];
    inputs.forEach((input, index) => fireEvent.input(input, { target: { value: values[index] ?? '' } }));
  }
  fireEvent.submit(form);
}

const meta = {
  title: 'Elements/sq-form-block',
  tags: ['autodocs'],
  ...elementControls('sq-form-block', { parameters: { msw: { handlers: answer(() => HttpResponse.json({})) } } }),
} satisfies Meta<ElementArgs>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Contact: Story = {
  name: 'A contact form',
  render: () => <Form />,
};

export const Invalid: Story = {
  name: 'Sent empty: the problems',
  tags: ['!autodocs'],
  parameters: { serverMarkup: false },
  render: () => <Form />,
  play: async ({ canvasElement }) => {
    await send(canvasElement, false);
    await waitFor(() => expect(canvasElement.querySelector('.sq-form-block__problem p')).not.toBeNull());
  },
};

export const Sent: Story = {
  name: 'Sent',
  tags: ['!autodocs'],
  parameters: { serverMarkup: false },
  render: () => <Form />,
  play: async ({ canvasElement }) => {
    await send(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('.sq-form-block__form')).toBeNull());
  },
};

export const ServerError: Story = {
  name: 'The platform failed (500): every value kept',
  tags: ['!autodocs'],
  parameters: { serverMarkup: false, msw: { handlers: answer(() => HttpResponse.json({}, { status: 500 })) } },
  render: () => <Form />,
  play: async ({ canvasElement }) => {
    await send(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('.sq-form-block__problem p')).not.toBeNull());
  },
};

export const Broken: Story = {
  name: 'A definition it cannot read',
  tags: ['!autodocs'],
  // The server says the same for such a definition (test/form-block.test.tsx); the page's broken
  // JSON is not written back, so the two markups are not compared here.
  parameters: { consoleErrors: true, serverMarkup: false },
  render: () => <Form definition={{ fields: 'none' }} />,
};
