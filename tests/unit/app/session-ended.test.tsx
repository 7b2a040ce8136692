import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { returnPath } from '@/lib/return-path';
import { getSession, SESSION_ENDED_EVENT } from '@/lib/session';
import { errorReply, handle, makeJwt, superAdmin } from '../mocks/contract';
import { server } from '../mocks/server';
import { renderApp, signIn } from '../test-utils';

// "You were signed out" (docs/decisions/0031): a refused refresh says so in place, keeps what was typed, and Sign in
// again opens the right login over the page: the console's login, or the city-login dialog.

describe('a session that ends', () => {
  it('console: the notice shows over the form, which keeps its values; Sign in again signs in over the page and the values stay', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn('super-admin');
    server.use(
      handle('superAdminGetSelf', () => HttpResponse.json({ message: 'ok', data: { superAdmin } })),
      handle('superAdminPatch', () => errorReply(401, 'Unauthorized')),
      handle('superAdminRefresh', () => errorReply(401, 'Invalid refresh token')),
    );
    const { user, router } = renderApp(paths.superAdmin.myAccount, { user: { advanceTimers: vi.advanceTimersByTime } });
    await user.click(await screen.findByRole('tab', { name: 'Reset password' }));
    const panel = screen.getByRole('tabpanel');
    await user.type(within(panel).getByLabelText('Current Password'), 'old secret 1');
    await user.type(within(panel).getByLabelText('New Password'), 'a new long secret');
    await user.type(within(panel).getByLabelText('Confirm Password'), 'a new long secret');
    await user.click(within(panel).getByRole('button', { name: 'Save' }));

    const notice = await screen.findByRole('alertdialog', { name: 'You were signed out' });
    expect(notice).toHaveAccessibleDescription(/What you typed on this page is still here/);
    expect(within(notice).getByRole('button', { name: 'Sign in again' })).toHaveFocus();
    expect(router.state.location.pathname).toBe(paths.superAdmin.myAccount);
    expect(within(panel).getByLabelText('New Password')).toHaveValue('a new long secret');
    expect(getSession()).toBeNull();

    // Not now: the page can be read again; a bar keeps the way to sign in.
    await user.click(within(notice).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    const bar = screen.getByRole('region', { name: 'You were signed out' });
    expect(within(panel).getByLabelText('Current Password')).toHaveValue('old secret 1');

    server.use(
      handle('superAdminLogin', () =>
        HttpResponse.json({ message: 'SuperAdmin logged in successfully', data: { superAdmin, accessToken: makeJwt(), refreshToken: 'r2' } }),
      ),
    );
    await user.click(within(bar).getByRole('button', { name: 'Sign in again' }));
    // The console's login opens over the page: nothing navigates, so the half-filled form stays as it was.
    const dialog = await screen.findByRole('dialog', { name: 'Sign in again' });
    expect(dialog).toHaveTextContent('what you typed on this page is still here');
    expect(within(dialog).getByLabelText(/Email/)).toHaveFocus();
    await user.type(within(dialog).getByLabelText(/Email/), 'ada@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'secret-pass{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sign in again' })).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'You were signed out' })).not.toBeInTheDocument();
    expect(getSession()?.userType).toBe('super-admin');
    expect(router.state.location.pathname).toBe(paths.superAdmin.myAccount);
    expect(within(panel).getByLabelText('Current Password')).toHaveValue('old secret 1');
    expect(within(panel).getByLabelText('New Password')).toHaveValue('a new long secret');
    vi.useRealTimers();
  });

  it('console: a wrong password in the sign-in-again dialog shows SPEC\'s message and keeps the dialog open', async () => {
    signIn('super-admin');
    server.use(
      handle('superAdminGetSelf', () => HttpResponse.json({ message: 'ok', data: { superAdmin } })),
      handle('superAdminLogin', () => errorReply(401, 'Wrong Password!')),
    );
    const { user } = renderApp(paths.superAdmin.myAccount);
    await screen.findByRole('tab', { name: 'Reset password' });
    act(() => {
      window.dispatchEvent(new CustomEvent(SESSION_ENDED_EVENT, { detail: { userType: 'super-admin' } }));
    });
    await user.click(within(await screen.findByRole('alertdialog', { name: 'You were signed out' })).getByRole('button', { name: 'Sign in again' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in again' });
    await user.type(within(dialog).getByLabelText(/Email/), 'ada@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'not-it{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Wrong Password!');
    expect(screen.getByRole('dialog', { name: 'Sign in again' })).toBe(dialog);
    expect(within(dialog).getByLabelText('Password')).toHaveValue('not-it');
  });

  it('city: Sign in again opens the city-login dialog in place', async () => {
    const { user, router } = renderApp(paths.code);
    await screen.findByRole('heading', { name: /Enter the Code/ });
    act(() => {
      window.dispatchEvent(new CustomEvent(SESSION_ENDED_EVENT, { detail: { userType: 'metaverse-user' } }));
    });
    const notice = await screen.findByRole('alertdialog', { name: 'You were signed out' });
    await user.click(within(notice).getByRole('button', { name: 'Sign in again' }));
    const dialog = await screen.findByRole('dialog', { name: 'Login to Eternity City' });
    expect(within(dialog).getByText('Sign in again to carry on where you were.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.code);
  });

  it('the way back after the console login stays inside that console', () => {
    const root = paths.superAdmin.root;
    expect(returnPath('/super-admin/myaccount?tab=2#x', root)).toBe('/super-admin/myaccount?tab=2#x');
    for (const bad of [null, '', '/dashboard/home', '//evil.example/super-admin/', 'https://evil.example/super-admin/x', '/super-admin', '/super-admin/..//evil', '/super-admin/\\evil', 'javascript:alert(1)']) {
      expect(returnPath(bad, root), String(bad)).toBeNull();
    }
  });
});
