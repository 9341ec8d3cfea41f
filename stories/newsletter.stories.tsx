import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fireEvent, waitFor } from 'storybook/test';
import { elementControls, type ElementArgs } from './controls';

const NEWSLETTER = {
  id: 'newsletter',
  submitButtonText: 'Sign up',
  success: { text: 'Thanks for signing up! The next letter goes out on the first of the month.' },
  fields: [
    { id: 'name', type: 'text', title: 'First name' },
    { id: 'email', type: 'email', title: 'Email', required: true },
  ],
};

function Signup() {
  return (
    <sq-newsletter>
      <script type="application/json" dangerouslySetInnerHTML={{ __html: JSON.stringify(NEWSLETTER) }} />
    </sq-newsletter>
  );
}

const meta = {
  title: 'Elements/sq-newsletter',
  tags: ['autodocs'],
  ...elementControls('sq-newsletter', {
    parameters: {
      msw: {
        handlers: [
          http.post('/api/form/FormSubmissionKey', () => HttpResponse.json({ key: 'story-key' })),
          http.post('/api/form/SaveFormSubmission', () => HttpResponse.json({})),
        ],
      },
    },
  }),
} satisfies Meta<ElementArgs>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  name: 'A newsletter sign-up',
  render: () => <Signup />,
};

export const Sent: Story = {
  name: 'Signed up',
  tags: ['!autodocs'],
  parameters: { serverMarkup: false },
  render: () => <Signup />,
  play: async ({ canvasElement }) => {
    const email = await waitFor(() => {
      const input = canvasElement.querySelector<HTMLInputElement>('input[type="email"]');
      expect(input).not.toBeNull();
      return input!;
    });
    fireEvent.input(email, { target: { value: 'sam@example.com' } });
    fireEvent.submit(canvasElement.querySelector('form')!);
    await waitFor(() => expect(canvasElement.querySelector('form')).toBeNull());
  },
};
