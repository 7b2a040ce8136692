import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import CityLoginDialog from '@/features/city-login/components/city-login-dialog';
import { CANCELLED, IdentityError, REDIRECTING, type PopupIdentityClient } from '@/features/city-login/identity/identity-client';
import { getSession } from '@/lib/session';
import { handle, makeJwt } from '../mocks/contract';
import { server } from '../mocks/server';

// The dialog with the firebase provider's interface (Google in a popup), the client faked: what the visitor sees for a
// closed popup, a redirect, a mapped auth/* error, and a token.
const client = vi.hoisted(() => ({
  name: 'firebase' as const,
  google: 'popup' as const,
  sendPhoneCode: vi.fn(),
  confirmCode: vi.fn(),
  signInWithGoogle: vi.fn(),
  finishRedirect: vi.fn(),
  reset: vi.fn(),
}));
vi.mock('@/features/city-login/identity/index', async (original) => ({
  ...(await original<object>()),
  loadIdentity: async () => client as unknown as PopupIdentityClient,
}));

const cityUser = {
  _id: '6650e7e1c17c0000000000c1',
  name: 'Asha Rao',
  email: 'asha@example.com',
  phoneNumber: '',
  companyName: '',
  message: '',
  createdAt: '2026-01-02T03:04:05.000Z',
  updatedAt: '2026-01-02T03:04:05.000Z',
  metaverses: [],
};

function renderDialog(props: { resumeRedirect?: boolean } = {}) {
  const router = createMemoryRouter(
    [
      { path: '/faq', element: <CityLoginDialog onClose={() => {}} {...props} /> },
      { path: '/metaverse/:id', element: <h1>City</h1> },
    ],
    { initialEntries: ['/faq'] },
  );
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

const google = () => screen.getByRole('button', { name: /Sign(ing)? in with Google/ });

beforeEach(() => {
  vi.clearAllMocks();
});

describe('city login dialog with the popup provider', { timeout: 20_000 }, () => {
  it('a closed popup is a quiet cancel: no message, the button works again', async () => {
    client.signInWithGoogle.mockResolvedValueOnce(CANCELLED);
    const { user } = renderDialog();
    await user.click(google());
    await waitFor(() => expect(google()).toBeEnabled());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(client.signInWithGoogle).toHaveBeenCalledTimes(1);
  });

  it('a blocked popup going by redirect keeps the button busy while the page leaves', async () => {
    client.signInWithGoogle.mockResolvedValueOnce(REDIRECTING);
    const { user } = renderDialog();
    await user.click(google());
    expect(await screen.findByRole('button', { name: 'Signing in with Google…' })).toBeDisabled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a provider error shows its message and resets the human check; a refused proof leads with Invalid credentials', async () => {
    client.signInWithGoogle
      .mockRejectedValueOnce(new IdentityError('Network error: please check your connection and try again.', 'auth/network-request-failed'))
      .mockRejectedValueOnce(new IdentityError('Google could not confirm this account. Please try again.', 'auth/invalid-credential', true));
    const { user } = renderDialog();
    await user.click(google());
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error: please check your connection and try again.');
    expect(client.reset).toHaveBeenCalled();
    await user.click(google());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Invalid credentials'));
    expect(screen.getByRole('alert')).toHaveTextContent('Google could not confirm this account.');
  });

  it('a token is posted as {token, provider: google}, the session stored, and the city opened', async () => {
    const accessToken = makeJwt();
    let body: unknown;
    server.use(
      handle('userLogin', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ message: 'Login successfully', data: { user: cityUser, accessToken, refreshToken: 'r-1' } });
      }),
    );
    client.signInWithGoogle.mockResolvedValueOnce({ token: 'firebase-id-token', provider: 'google' });
    const { user, router } = renderDialog();
    await user.click(google());
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.metaverse(env.cityMetaverseId)));
    expect(body).toEqual({ token: 'firebase-id-token', provider: 'google' });
    expect(getSession()).toEqual({ userType: 'metaverse-user', user: cityUser, accessToken, refreshToken: 'r-1' });
  });

  it('back from a redirect sign-in, the dialog finishes it', async () => {
    server.use(
      handle('userLogin', () =>
        HttpResponse.json({ message: 'Login successfully', data: { user: cityUser, accessToken: makeJwt(), refreshToken: 'r-2' } }),
      ),
    );
    client.finishRedirect.mockResolvedValueOnce({ token: 'redirect-token', provider: 'google' });
    const { router } = renderDialog({ resumeRedirect: true });
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.metaverse(env.cityMetaverseId)));
    expect(client.finishRedirect).toHaveBeenCalledTimes(1);
  });

  it('the phone step asks the provider (and its human check) with the E.164 number', async () => {
    client.sendPhoneCode.mockRejectedValueOnce(new IdentityError('The security check failed. Please try again.', 'auth/captcha-check-failed'));
    const { user } = renderDialog();
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '9876543210{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('The security check failed. Please try again.');
    expect(client.sendPhoneCode).toHaveBeenCalledWith('+919876543210');
    expect(client.reset).toHaveBeenCalled();
  });
});
