import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { getCookie, getSession } from '@/lib/session';
import { errorReply, handle, makeJwt, superAdmin } from '../mocks/contract';
import { homeHandlers, trackRequests } from '../mocks/console';
import { server } from '../mocks/server';
import { renderApp } from '../test-utils';

async function fillAndSubmit(user: ReturnType<typeof renderApp>['user'], email: string, password: string) {
  await user.type(await screen.findByLabelText(/Email/), email);
  await user.type(screen.getByLabelText('Password'), `${password}{Enter}`);
}

describe('/super-admin/login', () => {
  it('logs in, stores the session, announces it and goes to /super-admin/home after 1 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const accessToken = makeJwt();
    let body: unknown;
    server.use(
      ...homeHandlers(),
      handle('superAdminLogin', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({
          message: 'SuperAdmin logged in successfully',
          data: { superAdmin, accessToken, refreshToken: 'refresh-1' },
        });
      }),
    );
    const { user, router } = renderApp(paths.superAdmin.login, { user: { advanceTimers: vi.advanceTimersByTime } });
    await fillAndSubmit(user, 'ada@example.com', 'secret-pass');

    expect(await screen.findByRole('status')).toHaveTextContent('SuperAdmin logged in successfully');
    expect(body).toEqual({ email: 'ada@example.com', password: 'secret-pass' });
    expect(getSession()).toEqual({ userType: 'super-admin', user: superAdmin, accessToken, refreshToken: 'refresh-1' });
    expect(getCookie('user-type')).toBe('super-admin');
    expect(screen.getByRole('button', { name: /Logging in/ })).toBeDisabled();

    act(() => vi.advanceTimersByTime(700));
    expect(router.state.location.pathname).toBe(paths.superAdmin.login);
    act(() => vi.advanceTimersByTime(300));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.superAdmin.home);
    // Let the home page's reads finish while their handlers are still installed.
    const counts = await screen.findByRole('list', { name: 'Counts' });
    await waitFor(() => expect(counts.querySelector('[aria-busy="true"]')).toBeNull());
    expect(within(counts).getAllByText('0')).toHaveLength(4);
    expect(await screen.findByText('No demos were booked in the last 12 weeks.')).toBeInTheDocument();
  });

  it('a deep link survives the login: /super-admin/metaverse-users?page=2 signed out, back there after it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.use(
      ...homeHandlers(),
      handle('superAdminLogin', () =>
        HttpResponse.json({ message: 'SuperAdmin logged in successfully', data: { superAdmin, accessToken: makeJwt(), refreshToken: 'r' } }),
      ),
      handle('usersList', () => HttpResponse.json({ message: 'ok', data: { users: [], pagination: { page: 2, pageSize: 10, total: 0, totalPages: 0 } } })),
    );
    const requests = trackRequests(server.events);
    const { user, router } = renderApp(`${paths.superAdmin.metaverseUsers}?page=2`, { user: { advanceTimers: vi.advanceTimersByTime } });
    await fillAndSubmit(user, 'ada@example.com', 'secret-pass');
    expect(router.state.location.pathname).toBe(paths.superAdmin.login);
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/super-admin/metaverse-users?page=2')}`);
    await screen.findByRole('status');
    act(() => vi.advanceTimersByTime(1000));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.superAdmin.metaverseUsers));
    expect(router.state.location.search).toBe('?page=2');
    await screen.findByRole('heading', { level: 1, name: 'Metaverse Users' });
    await requests.settled();
    requests.stop();
  });

  it.each(['https://evil.example/super-admin/home', '//evil.example/x', '/dashboard/home'])('ignores a next= of %s and goes home', async (next) => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.use(
      ...homeHandlers(),
      handle('superAdminLogin', () =>
        HttpResponse.json({ message: 'SuperAdmin logged in successfully', data: { superAdmin, accessToken: makeJwt(), refreshToken: 'r' } }),
      ),
    );
    const requests = trackRequests(server.events);
    const { user, router } = renderApp(`${paths.superAdmin.login}?next=${encodeURIComponent(next)}`, { user: { advanceTimers: vi.advanceTimersByTime } });
    await fillAndSubmit(user, 'ada@example.com', 'secret-pass');
    await screen.findByRole('status');
    act(() => vi.advanceTimersByTime(1000));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.superAdmin.home));
    const counts = await screen.findByRole('list', { name: 'Counts' });
    await waitFor(() => expect(counts.querySelector('[aria-busy="true"]')).toBeNull());
    // The home page's reads finish while their handlers are still installed.
    await requests.settled();
    requests.stop();
  });

  it("shows 'User not found!' for an unknown email and hides it after 2 s, keeping what was typed", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.use(handle('superAdminLogin', () => errorReply(404, 'SuperAdmin not found')));
    const { user } = renderApp(paths.superAdmin.login, { user: { advanceTimers: vi.advanceTimersByTime } });
    await fillAndSubmit(user, 'nobody@example.com', 'whatever');

    expect(await screen.findByRole('alert')).toHaveTextContent('User not found!');
    expect(screen.getByLabelText(/Email/)).toHaveValue('nobody@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('whatever');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    // The clock also moves with real time (shouldAdvanceTime), so check well inside and past the 2 s.
    act(() => vi.advanceTimersByTime(1500));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(600));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(getSession()).toBeNull();
  });

  it("shows 'Wrong Password!' for a wrong password", async () => {
    server.use(handle('superAdminLogin', () => errorReply(401, 'Unauthorized')));
    const { user } = renderApp(paths.superAdmin.login);
    await fillAndSubmit(user, 'ada@example.com', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong Password!');
  });

  it('shows the first validation detail for any other error', async () => {
    server.use(handle('superAdminLogin', () => errorReply(400, 'Validation error', 'Password is required')));
    const { user } = renderApp(paths.superAdmin.login);
    await user.type(await screen.findByLabelText(/Email/), 'ada@example.com{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Password is required');
  });

  it.each([
    ['300', 'Too many attempts. Try again in 5 minutes.'],
    ['61', 'Too many attempts. Try again in 2 minutes.'],
    ['60', 'Too many attempts. Try again in 1 minute.'],
    ['42', 'Too many attempts. Try again in 42 seconds.'],
    [null, 'Too many attempts. Try again later.'],
  ])('a 429 with Retry-After %s says how long to wait, for 2 s, keeping what was typed', async (retryAfter, text) => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.use(
      handle('superAdminLogin', () =>
        HttpResponse.json(
          { message: 'Too many requests, please try again later.', errors: { details: [{ message: 'Too many requests, please try again later.', path: [] }] } },
          { status: 429, headers: retryAfter ? { 'Retry-After': retryAfter } : {} },
        ),
      ),
    );
    const { user } = renderApp(paths.superAdmin.login, { user: { advanceTimers: vi.advanceTimersByTime } });
    await fillAndSubmit(user, 'ada@example.com', 'secret-pass');
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByLabelText('Password')).toHaveValue('secret-pass');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    act(() => vi.advanceTimersByTime(2100));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the product's logo and a link back to the site", async () => {
    const { user, router } = renderApp(paths.superAdmin.login);
    expect(await screen.findByRole('img', { name: 'Eternity' })).toBeInTheDocument();
    const back = screen.getByRole('link', { name: /Back to the site/ });
    expect(back).toHaveAttribute('href', '/');
    await user.click(back);
    // The site's pages load on demand: the router moves once the landing page's code is in.
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // Query afresh inside waitFor: the landing page may re-render between a find and a later look at what it found.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument());
  });

  it('has visible labels, a required email and a Login button', async () => {
    renderApp(paths.superAdmin.login);
    const email = await screen.findByLabelText(/Email/);
    expect(email).toBeRequired();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await screen.findByRole('button', { name: 'Login' });
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
  });
});
