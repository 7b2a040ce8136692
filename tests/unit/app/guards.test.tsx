import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { handle, superAdmin, dashboardUser } from '../mocks/contract';
import { dashboardAreaHandlers, homeHandlers, leadRecord, metaverse, metaverseUser, trackRequests } from '../mocks/console';
import { server } from '../mocks/server';
import { renderApp, signIn } from '../test-utils';

const id = '6650e7e1c17c000000000001';
const dashboardLeaves = [
  paths.dashboard.home,
  paths.dashboard.branch,
  paths.dashboard.myAccount,
  paths.dashboard.allUserDetails,
  paths.dashboard.userDetails,
  paths.dashboard.metaverse(id),
  paths.dashboard.metaverseUsers,
  paths.dashboard.metaverseUser(id),
];
const superAdminLeaves = [
  paths.superAdmin.home,
  paths.superAdmin.myAccount,
  paths.superAdmin.metaverse(id),
  paths.superAdmin.dashboardUsers,
  paths.superAdmin.dashboardUser(id),
  paths.superAdmin.metaverseUsers,
  paths.superAdmin.metaverseUser(id),
  paths.superAdmin.bookedDemos,
  paths.superAdmin.bookedDemo(id),
];

const emptyPage = { page: 1, pageSize: 10, total: 0, totalPages: 0 };

/** The reads of the super-admin detail pages for `id`: a metaverse, a dashboard user and a metaverse user, none linked. */
const detailHandlers = () => [
  handle('metaverseGet', () => HttpResponse.json({ message: 'ok', data: { metaverse: { ...metaverse(1), dashboardUsers: [], users: [] } } })),
  handle('metaverseManagers', () => HttpResponse.json({ message: 'ok', data: { dashboardUsers: [] } })),
  handle('metaverseUsers', () => HttpResponse.json({ message: 'ok', data: { users: [], pagination: emptyPage } })),
  handle('dashboardUserGet', () => HttpResponse.json({ message: 'ok', data: { dashboardUser: { ...dashboardUser, _id: id } } })),
  handle('dashboardUserMetaverses', () => HttpResponse.json({ message: 'ok', data: { metaverses: [] } })),
  handle('userGet', () =>
    HttpResponse.json({
      message: 'ok',
      data: { user: metaverseUser({ _id: id, name: dashboardUser.name, email: dashboardUser.email, phoneNumber: dashboardUser.phoneNumber }) },
    }),
  ),
  handle('userMetaverses', () => HttpResponse.json({ message: 'ok', data: { metaverses: [] } })),
  handle('bookedDemoGet', () =>
    HttpResponse.json({
      message: 'ok',
      data: {
        bookedDemo: leadRecord({ _id: id, createdAt: '2025-01-01T00:00:00.000Z' }),
        notes: [],
        meetings: [],
      },
    }),
  ),
];

async function landsOn(router: { state: { location: { pathname: string } } }, pathname: string) {
  await screen.findByRole('heading', { level: 1 });
  expect(router.state.location.pathname).toBe(pathname);
}

describe('route guards (SPEC 2.1)', () => {
  it.each(dashboardLeaves)('%s without a session goes to /dashboard/login', async (path) => {
    const { router } = renderApp(path);
    await landsOn(router, paths.dashboard.login);
    expect(screen.getByRole('heading', { name: 'Dashboard Login' })).toBeInTheDocument();
  });

  it.each(dashboardLeaves)('%s with a super-admin session goes to /dashboard/login', async (path) => {
    signIn('super-admin');
    const { router } = renderApp(path);
    await landsOn(router, paths.dashboard.login);
  });

  it.each(superAdminLeaves)('%s without a session goes to /super-admin/login', async (path) => {
    const { router } = renderApp(path);
    await landsOn(router, paths.superAdmin.login);
    expect(screen.getByRole('heading', { name: 'Super Admin Login' })).toBeInTheDocument();
  });

  it.each(superAdminLeaves)('%s with a dashboard-user session goes to /super-admin/login', async (path) => {
    signIn('dashboard-user');
    const { router } = renderApp(path);
    await landsOn(router, paths.superAdmin.login);
  });

  it('a user type without an access token is not admitted', async () => {
    signIn('super-admin');
    localStorage.removeItem('accessToken');
    const { router } = renderApp(paths.superAdmin.home);
    await landsOn(router, paths.superAdmin.login);
  });

  it.each(dashboardLeaves)('admits a dashboard user to %s', async (path) => {
    signIn('dashboard-user');
    server.use(...dashboardAreaHandlers());
    const requests = trackRequests(server.events);
    const { router } = renderApp(path);
    await landsOn(router, path);
    expect(screen.getByRole('navigation', { name: 'Dashboard' })).toBeInTheDocument();
    // The page's reads finish before its handlers go.
    await requests.settled();
    requests.stop();
  });

  it.each(superAdminLeaves)('admits a super admin to %s', async (path) => {
    signIn('super-admin');
    server.use(
      handle('superAdminGetSelf', () => HttpResponse.json({ message: 'ok', data: { superAdmin } })),
      ...homeHandlers(),
      ...detailHandlers(),
    );
    const requests = trackRequests(server.events);
    const { router } = renderApp(path);
    await landsOn(router, path);
    expect(screen.getByRole('navigation', { name: 'Super admin' })).toBeInTheDocument();
    // The page's reads finish before its handlers go.
    await requests.settled();
    requests.stop();
  });

  it('/super-admin/metaverse without an id leads to /super-admin/home', async () => {
    signIn('super-admin');
    server.use(...homeHandlers());
    const requests = trackRequests(server.events);
    const { router } = renderApp('/super-admin/metaverse');
    await landsOn(router, paths.superAdmin.home);
    // The home page's reads finish before its handlers go.
    await requests.settled();
    requests.stop();
  });

  it('the area roots lead to their home pages', async () => {
    signIn('super-admin');
    server.use(...homeHandlers());
    const requests = trackRequests(server.events);
    const { router } = renderApp(paths.superAdmin.root);
    await landsOn(router, paths.superAdmin.home);
    await requests.settled();
    requests.stop();
  });
});
