import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { applyServerErrors, useContractForm } from '@/hooks/use-contract-form';
import { SuperAdminLoginSchema } from '@contract/super-admin';

/** A rejected call() as axios reports it: the reply's status and JSON body. */
function replyError(status: number, data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('Request failed', 'ERR_BAD_REQUEST', config, null, { status, statusText: '', headers: {}, config, data });
}

const validation = (details: { message: string; path: (string | number)[] }[]) =>
  replyError(400, { message: 'Validation failed', errors: { details } });

function LoginForm({ submit }: { submit: (values: { email: string; password: string }) => Promise<void> }) {
  const form = useContractForm(SuperAdminLoginSchema, { defaultValues: { email: '', password: '' } });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await submit(values);
    } catch (err) {
      applyServerErrors(form, err);
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <label htmlFor="email">Email</label>
      <input id="email" aria-describedby="email-error" {...form.register('email')} />
      <p id="email-error">{errors.email?.message}</p>
      <label htmlFor="password">Password</label>
      <input id="password" type="password" aria-describedby="password-error" {...form.register('password')} />
      <p id="password-error">{errors.password?.message}</p>
      {errors.root?.server ? <p role="alert">{errors.root.server.message}</p> : null}
      <button type="submit">Login</button>
    </form>
  );
}

async function fillAndSubmit(submit: (values: { email: string; password: string }) => Promise<void>) {
  const user = userEvent.setup();
  render(<LoginForm submit={submit} />);
  await user.type(screen.getByLabelText('Email'), '  ada@example.com ');
  await user.type(screen.getByLabelText('Password'), 'secret-password');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return user;
}

describe('useContractForm', () => {
  it("checks the contract schema's rules in the browser before any request", async () => {
    const user = userEvent.setup();
    const submit = vi.fn();
    render(<LoginForm submit={submit} />);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(submit).not.toHaveBeenCalled();
  });

  it('drops a submit while the previous one runs: a double click sends once; the next click after it ends sends again', async () => {
    let release!: () => void;
    const submit = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    const user = userEvent.setup();
    render(<LoginForm submit={submit} />);
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.dblClick(screen.getByRole('button', { name: 'Login' }));
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(submit).toHaveBeenCalledTimes(1);
    release();
    await new Promise((r) => setTimeout(r, 0));
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await vi.waitFor(() => expect(submit).toHaveBeenCalledTimes(2));
    release();
  });

  it("submits the schema's output (trimmed email)", async () => {
    const submit = vi.fn(async () => {});
    await fillAndSubmit(submit);
    expect(submit).toHaveBeenCalledWith({ email: 'ada@example.com', password: 'secret-password' });
  });

  it('puts server validation details beside their fields and the first detail without a field on the form', async () => {
    await fillAndSubmit(async () => {
      throw validation([
        { message: 'Email is already in use', path: ['email'] },
        { message: 'Email is on a blocklist', path: ['email'] },
        { message: 'Too many accounts', path: [] },
        { message: 'Unknown field', path: ['nickname'] },
      ]);
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many accounts');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is already in use');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('');
  });

  it('shows the reply message on the form when there are no details', async () => {
    await fillAndSubmit(async () => {
      throw replyError(401, { message: 'Unauthorized', errors: { details: [] } });
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Unauthorized');
  });

  it('returns the form-level message, or null when every detail found its field', () => {
    const form = { setError: vi.fn(), getValues: () => ({ email: '', password: '' }) };
    expect(applyServerErrors(form, validation([{ message: 'Email is already in use', path: ['email'] }]))).toBeNull();
    expect(form.setError).toHaveBeenCalledWith('email', { type: 'server', message: 'Email is already in use' }, { shouldFocus: true });
    expect(applyServerErrors(form, validation([{ message: 'Unknown field', path: ['nickname'] }]))).toBe('Unknown field');
    expect(applyServerErrors(form, new Error('offline'))).toBe('offline');
  });
});
