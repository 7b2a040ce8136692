import { act, screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { LINK_INCOMPLETE, PASSWORDS_DIFFER } from '@/features/business-dashboard/components/reset-password-page';
import { MESSAGES } from '@contract/messages';
import type { ErrorReply } from '@contract/common';
import { errorReply, handle } from '../mocks/contract';
import { server } from '../mocks/server';
import { renderRoute } from '../test-utils';

const resetPath = (token: string) => `${paths.dashboard.resetPassword}?token=${token}`;

describe('/dashboard/login: Reset Password', () => {
  it('asks for the email, posts it and says a link was sent if the account exists; the message stays until closed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const bodies: unknown[] = [];
    server.use(
      handle('dashboardUserPasswordResetRequest', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ message: MESSAGES.passwordResetRequested });
      }),
    );
    const { user } = renderRoute(paths.dashboard.login, { user: { advanceTimers: vi.advanceTimersByTime } });
    await user.click(await screen.findByRole('button', { name: 'Reset Password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset Password' });
    await user.type(within(dialog).getByLabelText('Email'), 'Dana@Example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent(MESSAGES.passwordResetRequested);
    expect(bodies).toEqual([{ email: 'dana@example.com' }]);
    // The login form around the opener was not submitted by the dialog's form.
    expect(screen.queryByText('Wrong Password!')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(10_000));
    expect(within(dialog).getByRole('status')).toHaveTextContent(MESSAGES.passwordResetRequested);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('checks the email before sending and keeps what was typed', async () => {
    let calls = 0;
    server.use(
      handle('dashboardUserPasswordResetRequest', () => {
        calls += 1;
        return HttpResponse.json({ message: MESSAGES.passwordResetRequested });
      }),
    );
    const { user } = renderRoute(paths.dashboard.login);
    await user.click(await screen.findByRole('button', { name: 'Reset Password' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Email'), 'not-an-email{Enter}');
    expect(await within(dialog).findByText('Invalid email address!')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Email')).toHaveValue('not-an-email');
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toBe(0);
  });

  it('explains the limit on a 429 with the wait from Retry-After, and disables Send while the request runs', async () => {
    let release: () => void = () => {};
    server.use(
      handle('dashboardUserPasswordResetRequest', async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json<ErrorReply>(
          { message: MESSAGES.tooManyRequests, errors: { details: [] } },
          { status: 429, headers: { 'Retry-After': '120' } },
        );
      }),
    );
    const { user } = renderRoute(paths.dashboard.login);
    await user.click(await screen.findByRole('button', { name: 'Reset Password' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Email'), 'dana@example.com{Enter}');
    expect(await within(dialog).findByRole('button', { name: 'Sending…' })).toBeDisabled();
    release();
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.tooManyRequests);
    expect(alert).toHaveTextContent('try again in 2 minutes');
    expect(within(dialog).getByLabelText('Email')).toHaveValue('dana@example.com');
  });
});

describe('/dashboard/reset-password', () => {
  it('sets the new password with the token from the URL, says so and links to the login; the message stays', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const bodies: unknown[] = [];
    server.use(
      handle('dashboardUserPasswordReset', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ message: MESSAGES.passwordResetDone });
      }),
    );
    const { user } = renderRoute(resetPath('tok-123'), { user: { advanceTimers: vi.advanceTimersByTime } });
    await user.type(await screen.findByLabelText('New password'), 'a-Long-new-pass-9');
    await user.type(screen.getByLabelText('Confirm new password'), 'a-Long-new-pass-9');
    await user.click(screen.getByRole('button', { name: 'Show new password' }));
    expect(screen.getByLabelText('New password')).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.passwordResetDone);
    expect(bodies).toEqual([{ token: 'tok-123', password: 'a-Long-new-pass-9' }]);
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.passwordResetDone);
    expect(screen.getByRole('link', { name: 'Go to the login' })).toHaveAttribute('href', paths.dashboard.login);
  });

  it('refuses two different passwords and a short one before calling the server', async () => {
    let calls = 0;
    server.use(
      handle('dashboardUserPasswordReset', () => {
        calls += 1;
        return HttpResponse.json({ message: MESSAGES.passwordResetDone });
      }),
    );
    const { user } = renderRoute(resetPath('tok'));
    await user.type(await screen.findByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Confirm new password'), 'different{Enter}');
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText(PASSWORDS_DIFFER)).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it('explains an invalid, used or expired link and where to get a new one', async () => {
    server.use(handle('dashboardUserPasswordReset', () => errorReply(400, MESSAGES.passwordResetInvalid)));
    const { user } = renderRoute(resetPath('used'));
    await user.type(await screen.findByLabelText('New password'), 'a-Long-new-pass-9');
    await user.type(screen.getByLabelText('Confirm new password'), 'a-Long-new-pass-9{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.passwordResetInvalid);
    expect(screen.getByRole('link', { name: 'login page' })).toHaveAttribute('href', paths.dashboard.login);
  });

  it('shows a common-password refusal beside the field and keeps what was typed', async () => {
    server.use(
      handle('dashboardUserPasswordReset', () =>
        HttpResponse.json<ErrorReply>(
          { message: 'Validation error', errors: { details: [{ message: 'This password is too common. Choose one that is harder to guess.', path: ['password'] }] } },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderRoute(resetPath('tok'));
    await user.type(await screen.findByLabelText('New password'), 'password123');
    await user.type(screen.getByLabelText('Confirm new password'), 'password123{Enter}');
    expect(await screen.findByText('This password is too common. Choose one that is harder to guess.')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveValue('password123');
  });

  it('says a link without a token is incomplete', async () => {
    renderRoute(paths.dashboard.resetPassword);
    expect(await screen.findByRole('alert')).toHaveTextContent(LINK_INCOMPLETE);
  });
});
