import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type FormEvent } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { TextField } from '../../components/ui/text-field';
import { toast } from '../../components/ui/toast-store';
import { ApiResponseError } from '../api-client';
import { haptic } from '../native/haptics';
import { badRequestIssues, byFirstKey, fieldErrorsOf } from './field-errors';
import { useFormSubmit } from './use-form-submit';

vi.mock('../native/haptics');
vi.mock('../../components/ui/toast-store', () => ({ toast: vi.fn() }));

const schema = z.object({
  name: z.string().min(1, 'Enter a name'),
  email: z.email('Enter an email address'),
});

const badRequest = (details: unknown) =>
  new ApiResponseError(
    400,
    'Bad request',
    JSON.stringify({ error: 'validation_failed', message: 'Invalid body', details }),
  );

function Form({
  send,
  failureTitle,
}: {
  send: (body: z.infer<typeof schema>) => Promise<string>;
  failureTitle?: string;
}) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [answer, setAnswer] = useState('');
  const { form, errors, submit } = useFormSubmit({
    placeOf: byFirstKey(['name', 'email', 'form']),
    ...(failureTitle ? { failureTitle } : {}),
  });
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const sent = await submit(schema.safeParse({ name, email }), send);
    if (sent) setAnswer(sent.answer);
  }
  return (
    <form ref={form} noValidate onSubmit={(event) => void onSubmit(event)}>
      <TextField label="Name" value={name} onChange={setName} error={errors.name} />
      <TextField label="Email" value={email} onChange={setEmail} error={errors.email} />
      <button type="submit">Send</button>
      <output>{answer}</output>
    </form>
  );
}

async function fill(name: string, email: string) {
  if (name) await userEvent.type(screen.getByLabelText('Name'), name);
  if (email) await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
}

describe('field errors', () => {
  it('keeps the first message for each place, and leaves out paths the form has no place for', () => {
    const placeOf = byFirstKey(['photos', 'text']);
    const issues = [
      { path: ['photos', 0], message: 'must be yours' },
      { path: ['photos', 1], message: 'second' },
      { path: ['rating'], message: 'elsewhere' },
    ];
    expect(fieldErrorsOf(issues, placeOf)).toEqual({ photos: 'must be yours' });
    expect(fieldErrorsOf(issues, byFirstKey(['text'], 'form'))).toEqual({ form: 'must be yours' });
  });

  it("reads a 400's details, and nothing from any other failure", () => {
    const issue = { code: 'custom', path: ['photo'], message: 'must be a photo you uploaded' };
    expect(badRequestIssues(badRequest([issue]))).toEqual([
      { path: ['photo'], message: 'must be a photo you uploaded' },
    ]);
    expect(badRequestIssues(badRequest(undefined))).toBeNull();
    expect(badRequestIssues(new ApiResponseError(409, 'Conflict', ''))).toBeNull();
    expect(badRequestIssues(new Error('offline'))).toBeNull();
  });
});

describe('a form sent with useFormSubmit (docs/product.md#error-messages)', () => {
  beforeEach(() => vi.mocked(haptic).mockClear());

  it("shows the schema's messages, focuses the first field with one and sends nothing", async () => {
    const send = vi.fn(() => Promise.resolve('sent'));
    render(<Form send={send} />);
    await fill('', 'not an address');
    expect(screen.getByText('Enter a name')).toBeInTheDocument();
    expect(screen.getByText('Enter an email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
    expect(haptic).toHaveBeenCalledWith('formValidation');
  });

  it('sends the parsed body once it passes, and resolves with the answer', async () => {
    const send = vi.fn(() => Promise.resolve('stored'));
    render(<Form send={send} />);
    await fill('Rex', 'rex@example.com');
    expect(await screen.findByText('stored')).toBeInTheDocument();
    expect(send).toHaveBeenCalledWith({ name: 'Rex', email: 'rex@example.com' });
    expect(haptic).toHaveBeenCalledWith('buttonPress');
  });

  it("shows the server's field errors like the schema's, with the focus on the first", async () => {
    const send = vi.fn(() =>
      Promise.reject(badRequest([{ path: ['email'], message: 'is taken' }])),
    );
    render(<Form send={send} failureTitle="Couldn't send" />);
    await fill('Rex', 'rex@example.com');
    expect(await screen.findByText('is taken')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(haptic).toHaveBeenCalledWith('formError');
    expect(toast).not.toHaveBeenCalled();
  });

  it('toasts a failure that names no field under its title, or leaves it to the form', async () => {
    const send = vi.fn(() => Promise.reject(new ApiResponseError(409, 'Conflict', '')));
    const { unmount } = render(<Form send={send} failureTitle="Couldn't send" />);
    await fill('Rex', 'rex@example.com');
    await vi.waitFor(() =>
      expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Couldn't send" })),
    );
    unmount();
    vi.mocked(toast).mockClear();
    vi.mocked(haptic).mockClear();
    render(<Form send={send} />);
    await fill('Rex', 'rex@example.com');
    await vi.waitFor(() => expect(haptic).toHaveBeenCalledWith('formError'));
    expect(toast).not.toHaveBeenCalled();
  });
});
