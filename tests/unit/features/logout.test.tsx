import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { getCookie } from '@/lib/session';
import { errorReply, handle } from '../mocks/contract';
import { dashboardAreaHandlers, homeHandlers, trackRequests } from '../mocks/console';
import { server } from '../mocks/server';
import { renderApp, signIn } from '../test-utils';

// The console Logout ends the sign-in on the server first (POST <role>/logout with the access token), then clears
// all stored data and goes to the role's login page, whatever the server answered (docs/decisions/0015).

describe('console Logout', () => {
  it('super admin: POST super-admin/logout with the bearer token while still signed in, then clears everything', async () => {
    signIn('super-admin');
    server.use(...homeHandlers());
    localStorage.setItem('anything', 'else');
    const seen: { auth: string | null; stored: string | null }[] = [];
    server.use(
      handle('superAdminLogout', ({ request }) => {
        seen.push({ auth: request.headers.get('authorization'), stored: localStorage.getItem('refreshToken') });
        return HttpResponse.json({ message: 'Logged out successfully' });
      }),
    );
    const { user, router } = renderApp(paths.superAdmin.home);
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await screen.findByRole('heading', { name: 'Super Admin Login' });
    expect(seen).toEqual([{ auth: expect.stringMatching(/^Bearer \S+/), stored: 'refresh-super-admin' }]);
    expect(router.state.location.pathname).toBe(paths.superAdmin.login);
    expect(localStorage.length).toBe(0);
    expect(getCookie('accessToken')).toBeNull();
    // The first test of the file also loads the console's code: room for a busy machine.
  });

  it('dashboard user: POST dashboard-user/logout; a failing server still ends the session here', async () => {
    signIn('dashboard-user');
    let calls = 0;
    const requests = trackRequests(server.events);
    server.use(
      ...dashboardAreaHandlers(),
      handle('dashboardUserLogout', () => {
        calls++;
        return errorReply(500, 'Something went wrong');
      }),
    );
    const { user, router } = renderApp(paths.dashboard.home);
    const nav = await screen.findByRole('navigation', { name: 'Dashboard' });
    await user.click(within(nav).getByRole('button', { name: 'Logout' }));
    await screen.findByRole('heading', { name: 'Dashboard Login' });
    expect(calls).toBe(1);
    expect(router.state.location.pathname).toBe(paths.dashboard.login);
    expect(localStorage.length).toBe(0);
    // The home page's reads (started before Logout) finish while their handlers are still installed.
    await requests.settled();
    requests.stop();
  });

  it('an unreachable server still ends the session here', async () => {
    signIn('super-admin');
    server.use(...homeHandlers(), handle('superAdminLogout', () => HttpResponse.error()));
    const { user, router } = renderApp(paths.superAdmin.home);
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await screen.findByRole('heading', { name: 'Super Admin Login' });
    expect(router.state.location.pathname).toBe(paths.superAdmin.login);
    expect(localStorage.length).toBe(0);
  });
});
