import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { routes } from '@/app/router';
import { saveSession, type UserType } from '@/lib/session';
import { dashboardUser, makeJwt, superAdmin } from './mocks/contract';

/** Stores a signed-in session of the given type, as a real login would. */
export function signIn(userType: UserType, accessToken = makeJwt()): void {
  const user = userType === 'super-admin' ? superAdmin : userType === 'dashboard-user' ? dashboardUser : {};
  saveSession({ userType, user, accessToken, refreshToken: `refresh-${userType}` });
}

interface Options {
  routeObjects?: RouteObject[];
  /** userEvent options, e.g. `{ advanceTimers: vi.advanceTimersByTime }` with fake timers. */
  user?: Parameters<typeof userEvent.setup>[0];
  /** The history entry's state, as a `navigate(path, { state })` would leave it. */
  state?: unknown;
}

/** Renders the real route table (or the given routes) in a memory router at `path`. */
export function renderApp(path: string, { routeObjects = routes, user, state }: Options = {}) {
  const router = createMemoryRouter(routeObjects, { initialEntries: [state === undefined ? path : { pathname: path, state }] });
  const result = render(<RouterProvider router={router} />);
  return { ...result, router, user: userEvent.setup(user) };
}
