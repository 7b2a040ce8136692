import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { FROM_AFTER_TO } from '@/components/console/users-filters';
import { NO_MATCH } from '@/features/business-dashboard/components/own-users-list';
import { NO_APIS, NO_DEVICES, NO_LOGS } from '@/features/business-dashboard/components/own-user-details';
import { METAVERSE_NOT_FOUND } from '@/features/business-dashboard/components/own-metaverse-page';
import { SAMPLE_DEPARTMENTS, SAMPLE_FIGURES, SAMPLE_NOTE } from '@/features/business-dashboard/components/branch-overview';
import { getSession } from '@/lib/session';
import { errorReply, handle } from '../mocks/contract';
import { platformLinks } from '../mocks/console';
import { server } from '../mocks/server';
import { renderApp, renderRoute, signIn } from '../test-utils';

const mvA = { _id: '6650e7e1c17c0000000000c1', name: 'Bank City', description: 'A bank' };
const mvB = { _id: '6650e7e1c17c0000000000c2', name: 'Auto City', description: 'Cars' };

function person(n: number, over: { name?: string; email?: string } = {}) {
  return {
    _id: `6650e7e1c17c0000000001${String(n).padStart(2, '0')}`,
    name: `Person ${n}`,
    email: `person${n}@example.com`,
    phoneNumber: `+91980000${String(n).padStart(4, '0')}`,
    companyName: '',
    message: '',
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    metaverses: [{ metaverseID: mvA }],
    joinedAt: '2026-11-10T10:00:00.000Z',
    ...over,
  };
}

function ownMetaverses(list = [mvA, mvB]) {
  return handle('dashboardUserSelfMetaverses', () =>
    HttpResponse.json({ message: 'Metaverses fetched successfully', data: { metaverses: list.map((m) => ({ metaverseID: { ...m, admin: null } })) } }),
  );
}

/** Answers GET dashboard-user/metaverse-users from `people`, filtering by q like the server; records each query. */
function ownUsers(people: ReturnType<typeof person>[], seen: URLSearchParams[] = []) {
  return handle('dashboardUserOwnUsers', ({ request }) => {
    const query = new URL(request.url).searchParams;
    seen.push(query);
    const q = query.get('q')?.toLowerCase() ?? '';
    const page = Number(query.get('page') ?? 1);
    const hits = people.filter((p) => !q || [p.name, p.email, p.phoneNumber].some((v) => v.toLowerCase().includes(q)));
    return HttpResponse.json({
      message: 'Users fetched successfully',
      data: {
        users: hits.slice((page - 1) * 10, page * 10),
        pagination: { page, pageSize: 10, total: hits.length, totalPages: Math.ceil(hits.length / 10) },
      },
    });
  });
}

describe('dashboard side menu', () => {
  it("lists exactly the user's own metaverses, each linking to /dashboard/metaverse/{id}", async () => {
    signIn('dashboard-user');
    server.use(ownMetaverses());
    const { user } = renderApp(paths.dashboard.metaverseUsers);
    server.use(ownUsers([]));
    const nav = await screen.findByRole('navigation', { name: 'Dashboard' });
    await user.click(within(nav).getByRole('button', { name: 'Metaverses' }));
    expect(await within(nav).findByRole('link', { name: 'Bank City' })).toHaveAttribute('href', paths.dashboard.metaverse(mvA._id));
    expect(within(nav).getByRole('link', { name: 'Auto City' })).toHaveAttribute('href', paths.dashboard.metaverse(mvB._id));
  });
});

describe('/dashboard/home and /dashboard/branch', () => {
  it('shows the tabs (User Visits first), real figures and the sample figures labelled as samples', async () => {
    signIn('dashboard-user');
    const days = Array.from({ length: 30 }, (_, i) => ({ day: `2026-10-${String(i + 1).padStart(2, '0')}`.replace('2026-10-31', '2026-10-30'), count: i === 29 ? 4 : 0 }));
    server.use(
      handle('dashboardUserInsights', () =>
        HttpResponse.json({
          message: 'Insights fetched successfully',
          data: { members: 7, metaverses: [{ _id: mvA._id, name: mvA.name, members: 7 }], signInsPerDay: days },
        }),
      ),
    );
    const { user } = renderRoute(paths.dashboard.branch);
    expect(await screen.findByRole('heading', { name: 'Branch Overview', level: 1 })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['User Visits', 'Dept wise queries']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    // Real: the members and sign-ins of the user's metaverses.
    const yours = screen.getByRole('region', { name: 'Your figures' });
    await waitFor(() => expect(within(yours).getByText('Members of your metaverses').nextSibling).toHaveTextContent('7'));
    expect(await screen.findByText(/4 sign-ins by your metaverses' users/)).toBeInTheDocument();
    // Members per metaverse is real data: with the user's own figures, not under a SPEC tab.
    expect(await within(yours).findByText(/7 people joined your metaverse/)).toBeInTheDocument();
    // Samples: SPEC 9's figures together in one card of their own, headed and badged, with no real figure in it.
    const samples = screen.getByRole('region', { name: 'Sample figures' });
    expect(within(samples).getByText(SAMPLE_NOTE)).toBeInTheDocument();
    expect(within(samples).getByText('Sample')).toBeInTheDocument();
    for (const figure of ['870 / 3,870', '13,860', '13', '12']) expect(within(samples).getByText(figure)).toBeInTheDocument();
    expect(within(samples).queryByText('Members of your metaverses')).not.toBeInTheDocument();
    expect(within(yours).queryByText('Sample')).not.toBeInTheDocument();

    // Keyboard: ArrowRight selects Dept wise queries (automatic activation): SPEC's counters per department, as samples.
    tabs[0]!.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Dept wise queries' })).toHaveAttribute('aria-selected', 'true');
    const dept = screen.getByRole('region', { name: 'Dept wise queries (sample figures)' });
    for (const d of SAMPLE_DEPARTMENTS) expect(within(dept).getByText(d.name).nextSibling).toHaveTextContent(d.queries.toLocaleString());
    expect(SAMPLE_DEPARTMENTS.reduce((n, d) => n + d.queries, 0)).toBe(SAMPLE_FIGURES.deptQueriesPerDay);
    expect(within(dept).queryByText(/joined your metaverse/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View all users' })).toHaveAttribute('href', paths.dashboard.allUserDetails);
  });
});

describe('/dashboard/all-user-details', () => {
  it('lists the users of the own metaverses 10 a page with serial numbers; department tabs say No Data Found', async () => {
    signIn('dashboard-user');
    const people = Array.from({ length: 12 }, (_, i) => person(i + 1));
    server.use(ownMetaverses(), ownUsers(people));
    const { user } = renderRoute(paths.dashboard.allUserDetails);
    const table = await screen.findByRole('table');
    await within(table).findByText('Person 1');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(11);
    expect(within(rows[0]!).getAllByRole('columnheader').map((c) => c.textContent)).toEqual([
      'S.No', 'Date', 'Name', 'Email', 'Phone', 'Access departments', 'View details',
    ]);
    expect(within(rows[1]!).getByText('Bank City')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(await within(screen.getByRole('table')).findByText('Person 11')).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getByText('11')).toBeInTheDocument();

    expect(screen.getByRole('tab', { name: 'All users details' })).toHaveAttribute('aria-selected', 'true');
    for (const name of ['Loan department', 'Account department', 'Credit card department']) {
      await user.click(screen.getByRole('tab', { name }));
      expect(screen.getByRole('tabpanel')).toHaveTextContent('No Data Found');
    }
    expect(screen.getByRole('link', { name: /Back to the branch dashboard/ })).toHaveAttribute('href', paths.dashboard.branch);
  });

  it('filters by text and joined dates into the URL and the query; the URL restores them (reload)', async () => {
    signIn('dashboard-user');
    const seen: URLSearchParams[] = [];
    server.use(ownMetaverses(), ownUsers([person(1), person(2, { name: 'Zed Zebra', email: 'zed@example.com' })], seen));
    const { user, router, unmount } = renderRoute(paths.dashboard.allUserDetails);
    await screen.findByText('Zed Zebra');
    await user.click(screen.getByRole('button', { name: /Filters/ }));
    await user.type(screen.getByLabelText('Name, email or phone'), 'zebra');
    await user.type(screen.getByLabelText('Joined from'), '2026-11-01');
    await user.type(screen.getByLabelText('Joined to'), '2026-11-30');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));

    await waitFor(() => expect(within(screen.getByRole('table')).queryByText('Person 1')).not.toBeInTheDocument());
    expect(within(screen.getByRole('table')).getByText('Zed Zebra')).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('zebra');
    const last = seen.at(-1)!;
    expect([last.get('q'), last.get('from'), last.get('to')]).toEqual(['zebra', '2026-11-01', '2026-11-30']);

    // A fresh app at the same URL (a reload) asks for the same filter and shows it in the fields.
    const search = router.state.location.search;
    unmount();
    renderRoute(`${paths.dashboard.allUserDetails}${search}`);
    expect(await screen.findByLabelText('Name, email or phone')).toHaveValue('zebra');
    expect(screen.getByLabelText('Joined from')).toHaveValue('2026-11-01');
    await waitFor(() => expect(seen.at(-1)?.get('q')).toBe('zebra'));
  });

  it("refuses 'from' after 'to' without losing what was typed; says when nothing matches", async () => {
    signIn('dashboard-user');
    const seen: URLSearchParams[] = [];
    server.use(ownMetaverses(), ownUsers([person(1)], seen));
    const { user } = renderRoute(paths.dashboard.allUserDetails);
    await screen.findByText('Person 1');
    await user.click(screen.getByRole('button', { name: /Filters/ }));
    await user.type(screen.getByLabelText('Joined from'), '2026-11-20');
    await user.type(screen.getByLabelText('Joined to'), '2026-11-01');
    const calls = seen.length;
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(FROM_AFTER_TO);
    expect(screen.getByLabelText('Joined from')).toHaveValue('2026-11-20');
    expect(seen.length).toBe(calls);

    await user.clear(screen.getByLabelText('Joined from'));
    await user.clear(screen.getByLabelText('Joined to'));
    await user.type(screen.getByLabelText('Name, email or phone'), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText(NO_MATCH)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('Person 1')).toBeInTheDocument();
  });

  it("View details opens the user by id in the URL and leaves the stored 'user' profile alone", async () => {
    signIn('dashboard-user');
    const before = getSession()?.user;
    const p = person(3);
    server.use(
      ownMetaverses(),
      ownUsers([p]),
      handle('dashboardUserOwnUser', () =>
        HttpResponse.json({ message: 'User fetched successfully', data: { user: p, events: [], devices: [] } }),
      ),
    );
    const { user, router } = renderApp(paths.dashboard.allUserDetails);
    await user.click(await screen.findByRole('link', { name: 'View details of Person 3' }));
    expect(await screen.findByRole('heading', { name: 'Person 3', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.dashboard.userDetails);
    expect(new URLSearchParams(router.state.location.search).get('id')).toBe(p._id);
    expect(getSession()?.user).toEqual(before);
  });
});

describe('/dashboard/user-details', () => {
  it("shows the user's sign-ins in Logs, a journey, the APIs and devices; back to all users", async () => {
    signIn('dashboard-user');
    const p = person(4);
    server.use(
      handle('dashboardUserOwnUser', () =>
        HttpResponse.json({
          message: 'User fetched successfully',
          data: {
            user: p,
            events: [
              { _id: '6650e7e1c17c000000000e02', type: 'device.login', metaverseID: null, payload: { name: 'Lobby screen', platform: 'WEBGL' }, createdAt: '2026-11-12T09:00:00.000Z' },
              { _id: '6650e7e1c17c000000000e01', type: 'user.login', metaverseID: null, payload: { provider: 'google' }, createdAt: '2026-11-11T09:00:00.000Z' },
            ],
            devices: [{ _id: '6650e7e1c17c000000000d01', name: 'Lobby screen', platform: 'WEBGL', lastSeenAt: '2026-11-12T09:00:00.000Z', createdAt: '2026-11-12T09:00:00.000Z' }],
          },
        }),
      ),
    );
    const { user } = renderRoute(`${paths.dashboard.userDetails}?id=${p._id}`);
    expect(await screen.findByRole('heading', { name: 'Person 4', level: 1 })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Logs', 'Overall journey', 'Accessed APIs', 'Settings']);
    const logs = screen.getByRole('tabpanel');
    expect(within(logs).getByText('Signed in')).toBeInTheDocument();
    expect(within(logs).getByText('with google')).toBeInTheDocument();
    expect(within(logs).getByText('Approved a screen sign-in')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Overall journey' }));
    const steps = within(screen.getByRole('list', { name: /Overall journey/ })).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual([
      expect.stringContaining('Registered'),
      expect.stringContaining('Joined Bank City'),
      expect.stringContaining('Signed in with google'),
      expect.stringContaining('Approved a screen sign-in Lobby screen (WEBGL)'),
    ]);
    await user.click(screen.getByRole('tab', { name: 'Accessed APIs' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('POST user (sign in with an identity token)');
    await user.click(screen.getByRole('tab', { name: 'Settings' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Platform: WEBGL');
    expect(screen.getByRole('link', { name: /Back to All Users Details/ })).toHaveAttribute('href', paths.dashboard.allUserDetails);
  });

  it('says so in each empty tab', async () => {
    signIn('dashboard-user');
    const p = person(5);
    server.use(handle('dashboardUserOwnUser', () => HttpResponse.json({ message: 'ok', data: { user: p, events: [], devices: [] } })));
    const { user } = renderRoute(`${paths.dashboard.userDetails}?id=${p._id}`);
    expect(await screen.findByText(NO_LOGS)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Accessed APIs' }));
    expect(screen.getByText(NO_APIS)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Settings' }));
    expect(screen.getByText(NO_DEVICES)).toBeInTheDocument();
  });

  it('a user outside the own metaverses is not found', async () => {
    signIn('dashboard-user');
    server.use(handle('dashboardUserOwnUser', () => errorReply(404, 'User not found')));
    renderRoute(`${paths.dashboard.userDetails}?id=6650e7e1c17c0000000001ff`);
    expect(await screen.findByRole('heading', { name: 'User not found' })).toBeInTheDocument();
  });
});

describe('/dashboard/metaverse/{id}', () => {
  it("a metaverse the user neither administers nor manages (403) is 'not found' with none of its data", async () => {
    signIn('dashboard-user');
    let usersAsked = 0;
    server.use(
      handle('metaverseGet', () => errorReply(403, 'Forbidden')),
      handle('metaverseManagers', () => {
        usersAsked += 1;
        return errorReply(403, 'Forbidden');
      }),
      handle('dashboardUserMetaverseUsers', () => {
        usersAsked += 1;
        return errorReply(403, 'Forbidden');
      }),
    );
    renderRoute(paths.dashboard.metaverse('6650e7e1c17c0000000000c9'));
    expect(await screen.findByRole('heading', { name: METAVERSE_NOT_FOUND, level: 1 })).toBeInTheDocument();
    expect(usersAsked).toBe(0);
  });

  it('shows name, description, links, admin and managers and users of an own metaverse', async () => {
    signIn('dashboard-user');
    const p = person(6);
    const { joinedAt: _joinedAt, ...member } = p;
    server.use(
      handle('metaverseGet', () =>
        HttpResponse.json({
          message: 'Metaverse fetched successfully',
          data: {
            metaverse: {
              ...mvA,
              admin: null,
              links: platformLinks({ WEBGL: { build: 'https://example.com/build', assets: '' } }),
              createdAt: '2026-11-01T10:00:00.000Z',
              updatedAt: '2026-11-01T10:00:00.000Z',
              dashboardUsers: [],
              users: [],
            },
          },
        }),
      ),
      handle('metaverseManagers', () =>
        HttpResponse.json({ message: 'ok', data: { dashboardUsers: [{ _id: '6650e7e1c17c0000000000b1', name: 'Dana Dashboard', email: 'dana@example.com', phoneNumber: '', isAdmin: true }] } }),
      ),
      // A metaverse's users as GET dashboard-user/metaverse-users/:id answers them: no `joinedAt` (that is the own-users list's).
      handle('dashboardUserMetaverseUsers', () =>
        HttpResponse.json({ message: 'ok', data: { users: [member], pagination: { page: 1, pageSize: 10, total: 1, totalPages: 1 } } }),
      ),
    );
    renderRoute(paths.dashboard.metaverse(mvA._id));
    expect(await screen.findByRole('heading', { name: 'Bank City', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('A bank')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'WEBGL build: https://example.com/build' })).toBeInTheDocument();
    expect(await screen.findByText('Dana Dashboard')).toBeInTheDocument();
    expect(screen.getByText('Admin')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Person 6' })).toHaveAttribute('href', paths.dashboard.metaverseUser(p._id));
  });
});

describe('/dashboard/metaverse-users', () => {
  it('narrows to one of the own metaverses (in the URL and the query) and links each user to its page', async () => {
    signIn('dashboard-user');
    const seen: URLSearchParams[] = [];
    const p = person(7);
    server.use(ownMetaverses(), ownUsers([p], seen));
    const { user, router } = renderRoute(paths.dashboard.metaverseUsers);
    expect(await screen.findByRole('link', { name: 'View details of Person 7' })).toHaveAttribute('href', paths.dashboard.metaverseUser(p._id));
    await user.click(screen.getByRole('button', { name: /Filters/ }));
    const select = screen.getByLabelText('Metaverse');
    await waitFor(() => expect(within(select).getByRole('option', { name: 'Auto City' })).toBeInTheDocument());
    await user.selectOptions(select, 'Auto City');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(seen.at(-1)?.get('metaverseId')).toBe(mvB._id));
    expect(new URLSearchParams(router.state.location.search).get('metaverse')).toBe(mvB._id);
  });
});
