import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, matchRoutes, Outlet, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';
import { ConsoleShell } from '@/app/layouts/console-shell';
import { routes } from '@/app/router';
import { Loading } from '@/components/ui/loading';
import { patterns } from '@/config/paths';
import { DemoDialogProvider } from '@/features/demo-booking';
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

function mount(path: string, routeObjects: RouteObject[], { user, state }: Options) {
  const router = createMemoryRouter(routeObjects, { initialEntries: [state === undefined ? path : { pathname: path, state }] });
  const result = render(<RouterProvider router={router} />);
  return { ...result, router, user: userEvent.setup(user) };
}

/**
 * Renders the real route table (or the given routes) in a memory router at `path`: the whole app, its layouts with
 * their header, sidebar and the calls they make. For journeys across screens and what the layouts themselves do.
 */
export function renderApp(path: string, { routeObjects = routes, ...options }: Options = {}) {
  return mount(path, routeObjects, options);
}

/** Where a screen mounted alone by renderRoute() sends the visitor when they leave it (a link, a redirect). */
function Elsewhere() {
  const { pathname, search } = useLocation();
  return <p data-testid="elsewhere">{`${pathname}${search}`}</p>;
}

/** The consoles' shell without its sidebar: the query cache and toasts the screens need, no metaverse list call. */
const BareConsole = () => <ConsoleShell sidebar={null} />;

/** The public layout without the site's header and footer: the demo dialog the pages open, nothing else. */
function BarePublic() {
  return (
    <DemoDialogProvider>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
    </DemoDialogProvider>
  );
}

/**
 * Renders the one screen at `path` as the app would (its route's guard loader, lazy module and URL), inside a bare
 * layout: the console's query cache and toasts, or the public pages' demo dialog, without the header, footer or
 * sidebar and the calls they make. Leaving the screen lands on a stand-in that shows the new location
 * (`screen.getByTestId('elsewhere')`); `router.state.location` tells the same. For tests of one screen; a journey
 * across screens, or a test of the layouts, uses renderApp().
 */
export function renderRoute(path: string, options: Options = {}) {
  const matches = matchRoutes(routes, path);
  if (!matches) throw new Error(`renderRoute: no route matches ${path}`);
  const [root, ...below] = matches.map((m) => m.route);
  const leaf = below.at(-1);
  if (!root || !leaf) throw new Error(`renderRoute: ${path} matches only the root`);
  const layout = below.length > 1 ? below[0] : undefined;
  const isConsole = layout?.path === patterns.dashboard.root || layout?.path === patterns.superAdmin.root;
  const screenRoute: RouteObject = layout
    ? { path: layout.path, loader: layout.loader, Component: isConsole ? BareConsole : BarePublic, children: [leaf] }
    : leaf;
  const routeObjects: RouteObject[] = [
    { id: 'root', Component: root.Component, HydrateFallback: Loading, errorElement: root.errorElement, children: [screenRoute, { path: '*', Component: Elsewhere }] },
  ];
  return mount(path, routeObjects, options);
}
