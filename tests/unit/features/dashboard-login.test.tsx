import { act, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { getSession } from '@/lib/session';
import { dashboardUser, errorReply, handle, makeJwt } from '../mocks/contract';
import { dashboardAreaHandlers, trackRequests } from '../mocks/console';
import { server } from '../mocks/server';
import { renderApp } from '../test-utils';

describe('/dashboard/login', () => {
  it("logs in with 'Login successfully' and goes to /dashboard/home after 1 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const accessToken = makeJwt();
    const requests = trackRequests(server.events);
    server.use(
      ...dashboardAreaHandlers(),
      handle('dashboardUserLogin', () =>
        HttpResponse.json({ message: 'Login successfully', data: { dashboardUser, accessToken, refreshToken: 'r' } }),
      ),
    );
    const { user, router } = renderApp(paths.dashboard.login, { user: { advanceTimers: vi.advanceTimersByTime } });
    expect(await screen.findByText('Reset Password')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Email/), 'dana@example.com');
    await user.type(screen.getByLabelText('Password'), 'pw');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Login successfully');
    expect(getSession()).toMatchObject({ userType: 'dashboard-user', user: dashboardUser, accessToken });
    act(() => vi.advanceTimersByTime(1000));
    await screen.findByRole('heading', { name: 'Dashboard' });
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.dashboard.home));
    // The home page's reads finish while their handlers are still installed.
    await requests.settled();
    requests.stop();
  });

  it.each([
    ['DashboardUser not found', 404, 'User not found!'],
    ['Unauthorized', 401, 'Wrong Password!'],
  ])("maps '%s' to what SPEC part 8 shows", async (message, status, shown) => {
    server.use(handle('dashboardUserLogin', () => errorReply(status, message)));
    const { user } = renderApp(paths.dashboard.login);
    await user.type(await screen.findByLabelText(/Email/), 'dana@example.com');
    await user.type(screen.getByLabelText('Password'), 'pw{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
  });
});
