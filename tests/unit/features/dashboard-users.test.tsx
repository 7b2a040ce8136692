import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format';
import { MESSAGES } from '@contract/messages';
import { errorReply, handle, makeJwt, superAdmin } from '../mocks/contract';
import { metaverse, trackRequests } from '../mocks/console';
import { server } from '../mocks/server';
import { renderRoute, signIn } from '../test-utils';

const hex = (n: number) => `6650e7e1c17c${String(n).padStart(12, '0')}`;
const CITY = { _id: hex(900), name: 'Eternity City', description: 'A virtual city', admin: hex(22) };
const MALL = { _id: hex(901), name: 'Mall', description: 'Shops', admin: hex(5) };
/** The two as GET metaverses answers them. */
const METAVERSES = [CITY, MALL].map((ref, i) => ({ ...metaverse(900 + i, ref.name), ...ref }));

/** 23 dashboard users, newest first as the server sorts them; User 22 administers the city, User 21 manages it. */
const ALL = Array.from({ length: 23 }, (_, i) => {
  const n = 22 - i;
  return {
    _id: hex(n),
    name: `User ${String(n).padStart(2, '0')}`,
    email: `user${n}@example.com`,
    phoneNumber: `+9198765432${String(n).padStart(2, '0')}`,
    createdAt: new Date(Date.UTC(2025, 2, 1, 9, n)).toISOString(),
    updatedAt: new Date(Date.UTC(2025, 2, 2, 9, n)).toISOString(),
    metaverses: n === 22 || n === 21 ? [{ metaverseID: CITY }] : [],
    status: n === 20 ? ('invited' as const) : ('active' as const),
  };
});
type Row = (typeof ALL)[number];

type Seen = Record<string, string>;

function matches(row: Row, field: string, operator: string, value: string): boolean {
  const text = String(row[field as 'name']).toLowerCase();
  const v = value.toLowerCase();
  if (operator === 'starts with') return text.startsWith(v);
  if (operator === 'ends with') return text.endsWith(v);
  if (operator === 'contains') return text.includes(v);
  return text === v;
}

/** A fake GET dashboard-users that filters and pages like the server; it records every query it saw. */
function listHandler(seen: Seen[], rows: () => Row[] = () => ALL) {
  return handle('dashboardUsersList', ({ request }) => {
    const params = Object.fromEntries(new URL(request.url).searchParams);
    seen.push(params);
    const page = Number(params.page ?? '1');
    const { field, operator, value } = params;
    const matching = field && operator && value ? rows().filter((r) => matches(r, field, operator, value)) : rows();
    return HttpResponse.json({
      message: 'DashboardUsers fetched successfully',
      data: {
        dashboardUsers: matching.slice((page - 1) * 10, page * 10),
        pagination: { page, pageSize: 10, total: matching.length, totalPages: Math.ceil(matching.length / 10) },
      },
    });
  });
}

const loadedTable = () => screen.findByRole('table', { busy: false });
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const names = () => bodyRows().map((row) => within(row).getByRole('link').textContent);
const filterForm = () => screen.getByRole('search', { name: 'Filter dashboard users' });

async function applyFilter(user: ReturnType<typeof renderRoute>['user'], field: string, operator: string, value: string) {
  // The page remounts the form when the URL changes: query it afresh for every step, never hold an old one.
  const control = (label: string) => within(filterForm()).getByLabelText(label);
  await user.selectOptions(control('Field'), field);
  await user.selectOptions(control('Operator'), operator);
  await user.clear(control('Value'));
  await user.type(control('Value'), value);
  await user.click(within(filterForm()).getByRole('button', { name: 'Apply filter' }));
}

describe('/super-admin/dashboard-users', () => {
  beforeEach(() => {
    signIn('super-admin');
    // The console frame may list metaverses in its sidebar.
    server.use(handle('metaversesList', () => HttpResponse.json({ message: 'ok', data: { metaverses: METAVERSES } })));
    // A page's reads finish before their handlers go (a read outliving its test failed the next one on a busy machine).
    const requests = trackRequests(server.events);
    return async () => {
      await requests.settled();
      requests.stop();
    };
  });

  it("lists the users in an accessible table with an 'Admin' badge on metaverse admins", async () => {
    const seen: Seen[] = [];
    server.use(listHandler(seen));
    renderRoute(paths.superAdmin.dashboardUsers);
    expect(await screen.findByRole('heading', { name: 'Dashboard Users', level: 1 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: /Dashboard users, newest first, page 1 of 3/, busy: false });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Name',
      'Status',
      'Email',
      'Phone Number',
      'Created At',
      'Update',
      'Delete',
    ]);
    expect(names()).toEqual(ALL.slice(0, 10).map((r) => r.name));
    const [admin, manager, invited] = bodyRows();
    // Invited (no password chosen yet) or Active (docs/decisions/0049).
    expect(within(admin!).getByText('Active')).toBeInTheDocument();
    expect(within(invited!).getByText('Invited')).toBeInTheDocument();
    expect(within(admin!).getByText('Admin')).toBeInTheDocument();
    expect(within(manager!).queryByText('Admin')).not.toBeInTheDocument();
    expect(within(admin!).getByRole('link', { name: 'User 22' })).toHaveAttribute('href', paths.superAdmin.dashboardUser(hex(22)));
    expect(within(admin!).getByRole('button', { name: 'Edit User 22' })).toBeInTheDocument();
    expect(within(admin!).getByRole('button', { name: 'Delete User 22' })).toBeInTheDocument();
    // Dates in the visitor's locale, machine-readable beside.
    const time = within(admin!).getByText((_, el) => el?.tagName === 'TIME');
    expect(time).toHaveAttribute('dateTime', ALL[0]!.createdAt);
    expect(time).toHaveTextContent(formatDateTime(ALL[0]!.createdAt));
    // The table region scrolls sideways at 375 px and is reachable by keyboard.
    expect(screen.getByRole('region', { name: 'Dashboard users table' })).toHaveAttribute('tabindex', '0');
    expect(seen).toEqual([{ page: '1' }]);
    expect(document.title).toBe('Dashboard Users | Admin Console');
  });

  it('pages with Previous and Next, the page in the URL', async () => {
    const seen: Seen[] = [];
    server.use(listHandler(seen));
    const { user, router } = renderRoute(paths.superAdmin.dashboardUsers);
    await loadedTable();
    const previous = screen.getByRole('button', { name: 'Previous' });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(previous).toBeDisabled();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    await user.click(next);
    await waitFor(() => expect(names()[0]).toBe('User 12'));
    expect(router.state.location.search).toBe('?page=2');
    await user.click(next);
    await waitFor(() => expect(names()).toEqual(['User 02', 'User 01', 'User 00']));
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(next).toBeDisabled();
    expect(previous).toBeEnabled();
  });

  it.each([
    ['starts with', 'email', 'user2', ['User 22', 'User 21', 'User 20', 'User 02']],
    ['ends with', 'name', '1', ['User 21', 'User 11', 'User 01']],
    ['contains', 'phoneNumber', '543210', ['User 10']],
    ['equals', 'email', 'USER7@example.com', ['User 07']],
  ])("operator '%s' goes to the request and the URL", async (operator, field, value, expected) => {
    const seen: Seen[] = [];
    server.use(listHandler(seen));
    const { user, router } = renderRoute(`${paths.superAdmin.dashboardUsers}?page=2`);
    await loadedTable();
    await applyFilter(user, field, operator, value);
    await waitFor(() => expect(names()).toEqual(expected));
    // A new filter starts again at page 1.
    expect(seen.at(-1)).toEqual({ page: '1', field, operator, value });
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('value')).toBe(value);
    expect(search.get('page')).toBeNull();
    // Defaults (name, contains) stay out of the URL; anything else is in it.
    expect(search.get('field')).toBe(field === 'name' ? null : field);
    expect(search.get('operator')).toBe(operator === 'contains' ? null : operator);
    expect(screen.getByRole('table', { name: new RegExp(`filtered by .* ${operator} “${value}”`) })).toBeInTheDocument();
  });

  it('opens a shared filtered link with the filter in the form, and Reset goes back to everyone', async () => {
    const seen: Seen[] = [];
    server.use(listHandler(seen));
    const { user, router } = renderRoute(`${paths.superAdmin.dashboardUsers}?field=email&operator=ends+with&value=2%40example.com`);
    await waitFor(() => expect(names()).toEqual(['User 22', 'User 12', 'User 02']));
    expect(seen[0]).toEqual({ page: '1', field: 'email', operator: 'ends with', value: '2@example.com' });
    expect(within(filterForm()).getByLabelText('Field')).toHaveValue('email');
    expect(within(filterForm()).getByLabelText('Operator')).toHaveValue('ends with');
    expect(within(filterForm()).getByLabelText('Value')).toHaveValue('2@example.com');

    await user.click(within(filterForm()).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(names()).toHaveLength(10));
    expect(seen.at(-1)).toEqual({ page: '1' });
    expect(within(filterForm()).getByLabelText('Value')).toHaveValue('');
    expect(within(filterForm()).getByLabelText('Field')).toHaveValue('name');
    expect(within(filterForm()).queryByRole('button', { name: 'Reset' })).not.toBeInTheDocument();
  });

  it('Back after filtering (and refining the filter) returns to the unfiltered list', async () => {
    server.use(listHandler([]));
    const { user, router } = renderRoute(paths.superAdmin.dashboardUsers);
    await loadedTable();
    await applyFilter(user, 'name', 'starts with', 'User 1');
    // The unfiltered first page has ten rows too: wait for the filtered ones (User 10 to User 19) and the URL.
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('operator')).toBe('starts with'));
    await waitFor(() => expect(names().filter((name) => name?.startsWith('User 1'))).toHaveLength(10));
    await applyFilter(user, 'name', 'equals', 'User 15');
    await waitFor(() => expect(names()).toEqual(['User 15']));

    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(names()).toEqual(ALL.slice(0, 10).map((r) => r.name)));
    expect(within(filterForm()).getByLabelText('Value')).toHaveValue('');
    expect(within(filterForm()).getByLabelText('Operator')).toHaveValue('contains');
  });

  it("says 'No Users available' when nothing matches, with a way to reset", async () => {
    server.use(listHandler([]));
    const { user } = renderRoute(`${paths.superAdmin.dashboardUsers}?value=nobody`);
    expect(await screen.findByText('No Users available')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset filter' }));
    await loadedTable();
  });

  describe('create and update forms replace the list', () => {
    it('shows the create form instead of the list (?mode=create); Back to the list returns to the same page', async () => {
      server.use(listHandler([]));
      const { user, router } = renderRoute(`${paths.superAdmin.dashboardUsers}?page=2`);
      await waitFor(() => expect(names()[0]).toBe('User 12'));
      await user.click(screen.getByRole('button', { name: 'Create Dashboard User' }));

      expect(await screen.findByRole('heading', { name: 'Create Dashboard User', level: 1 })).toHaveFocus();
      expect(router.state.location.search).toBe('?page=2&mode=create');
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(screen.queryByRole('search')).not.toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Dashboard users pages' })).not.toBeInTheDocument();
      expect(screen.getByLabelText(/^Name/)).toHaveValue('');

      await user.click(screen.getByRole('button', { name: 'Back to the list' }));
      await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
      await waitFor(() => expect(names()[0]).toBe('User 12'));
      expect(screen.queryByRole('heading', { name: 'Create Dashboard User' })).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Dashboard Users', level: 1 })).toHaveFocus();
    });

    it('a reloaded or shared ?edit= link opens the update form, and Back to the list replaces it with the list', async () => {
      server.use(
        listHandler([]),
        handle('dashboardUserGet', ({ params }) => {
          const dashboardUser = ALL.find((r) => r._id === params.id);
          return dashboardUser ? HttpResponse.json({ message: 'ok', data: { dashboardUser } }) : errorReply(404, 'DashboardUser not found');
        }),
      );
      const { user, router } = renderRoute(`${paths.superAdmin.dashboardUsers}?edit=${hex(7)}`);
      expect(await screen.findByRole('heading', { name: 'Update Dashboard User' })).toBeInTheDocument();
      expect(await screen.findByLabelText(/^Name/)).toHaveValue('User 07');
      expect(screen.getByLabelText(/^Email/)).toHaveValue('user7@example.com');
      expect(screen.getByLabelText(/^Phone Number/)).toHaveValue('+919876543207');
      expect(screen.getByLabelText('New Password')).toHaveValue('');
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Back to the list' }));
      await loadedTable();
      expect(router.state.location.search).toBe('');
    });

    it('the browser Back button closes a form opened from the list', async () => {
      server.use(listHandler([]));
      const { user, router } = renderRoute(paths.superAdmin.dashboardUsers);
      await loadedTable();
      await user.click(screen.getByRole('button', { name: 'Create Dashboard User' }));
      await screen.findByRole('heading', { name: 'Create Dashboard User' });
      await act(() => router.navigate(-1));
      await loadedTable();
      expect(screen.queryByRole('heading', { name: 'Create Dashboard User' })).not.toBeInTheDocument();
    });

    it('checks the fields with the contract schema before sending anything', async () => {
      const created = vi.fn();
      server.use(
        listHandler([]),
        handle('dashboardUserCreate', () => {
          created();
          return errorReply(500, 'Something went wrong');
        }),
      );
      const { user } = renderRoute(`${paths.superAdmin.dashboardUsers}?mode=create`);
      await user.type(await screen.findByLabelText(/^Email/), 'not-an-email');
      await user.type(screen.getByLabelText(/^Phone Number/), '12');
      await user.type(screen.getByLabelText('Password'), 'short');
      await user.click(screen.getByRole('button', { name: 'Create Dashboard User' }));
      expect(await screen.findByLabelText(/^Name/)).toHaveAccessibleDescription('Name is required');
      expect(screen.getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByLabelText(/^Name/)).toHaveFocus();
      expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('Invalid email address!');
      expect(screen.getByLabelText(/^Phone Number/)).toHaveAccessibleDescription(/^Invalid Phone Number!/);
      expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(/^Password must be at least 8 characters/);
      expect(created).not.toHaveBeenCalled();
    });

    it('creates a user: the form goes, the toast shows for 2 s, the list refetches', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const seen: Seen[] = [];
      const rows = [...ALL];
      let body: unknown;
      let resolve!: () => void;
      const held = new Promise<void>((r) => (resolve = r));
      server.use(
        listHandler(seen, () => rows),
        handle('dashboardUserCreate', async ({ request }) => {
          body = await request.json();
          await held;
          const created = { ...(body as Row), _id: hex(99), createdAt: '2025-03-03T10:00:00.000Z', updatedAt: '2025-03-03T10:00:00.000Z', metaverses: [], status: 'active' as const };
          delete (created as { password?: string }).password;
          rows.unshift(created);
          return HttpResponse.json({ message: 'DashboardUser created successfully', data: { dashboardUser: created } }, { status: 201 });
        }),
      );
      const { user, router } = renderRoute(paths.superAdmin.dashboardUsers, { user: { advanceTimers: vi.advanceTimersByTime } });
      await loadedTable();
      await user.click(screen.getByRole('button', { name: 'Create Dashboard User' }));
      await user.type(await screen.findByLabelText(/^Name/), '  Nia New ');
      await user.type(screen.getByLabelText(/^Email/), 'Nia@Example.com');
      await user.type(screen.getByLabelText(/^Phone Number/), '+919812345678');
      await user.type(screen.getByLabelText('Password'), 'a-long-password');
      await user.click(screen.getByRole('button', { name: 'Create Dashboard User' }));

      // Disabled while the request runs (aria-disabled keeps keyboard focus on it).
      const saving = await screen.findByRole('button', { name: 'Saving…' });
      expect(saving).toHaveAttribute('aria-disabled', 'true');
      resolve();

      // The toast in plain words, not the reply's internal one (docs/decisions/0053).
      expect(await screen.findByText('Dashboard user Nia New created')).toBeInTheDocument();
      expect(screen.queryByText('DashboardUser created successfully')).not.toBeInTheDocument();
      // The schema's output travels: trimmed name, lower-case email.
      expect(body).toEqual({ name: 'Nia New', email: 'nia@example.com', phoneNumber: '+919812345678', password: 'a-long-password' });
      await waitFor(() => expect(names()[0]).toBe('Nia New'));
      expect(router.state.location.search).toBe('');
      expect(seen.length).toBeGreaterThanOrEqual(2);

      act(() => vi.advanceTimersByTime(1500));
      expect(screen.getByText('Dashboard user Nia New created')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1000));
      await waitFor(() => expect(screen.queryByText('Dashboard user Nia New created')).not.toBeInTheDocument());
    });

    it('an invited user (no password given) gets the invitation text, not a created one', async () => {
      server.use(
        listHandler([]),
        handle('dashboardUserCreate', async ({ request }) => {
          const body = (await request.json()) as Row;
          const invited = { ...body, _id: hex(98), createdAt: '2025-03-03T10:00:00.000Z', updatedAt: '2025-03-03T10:00:00.000Z', metaverses: [], status: 'invited' as const };
          return HttpResponse.json({ message: MESSAGES.dashboardUserInvited, data: { dashboardUser: invited } }, { status: 201 });
        }),
      );
      const { user } = renderRoute(paths.superAdmin.dashboardUsers);
      await user.click(await screen.findByRole('button', { name: 'Create Dashboard User' }));
      await user.type(await screen.findByLabelText(/^Name/), 'Ivy Invited');
      await user.type(screen.getByLabelText(/^Email/), 'ivy@example.com');
      await user.type(screen.getByLabelText(/^Phone Number/), '+919812345679');
      await user.click(screen.getByRole('button', { name: 'Create Dashboard User' }));
      expect(await screen.findByText(MESSAGES.dashboardUserInvited)).toBeInTheDocument();
      expect(screen.queryByText('Dashboard user Ivy Invited created')).not.toBeInTheDocument();
    });

    it('puts server validation details beside their fields, toasts the first one for 2 s, and keeps what was typed', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      server.use(
        listHandler([]),
        handle('dashboardUserCreate', () =>
          HttpResponse.json(
            {
              message: 'Validation error',
              errors: { details: [{ message: COMMON, path: ['password'] }, { message: 'Invalid Phone Number!', path: ['phoneNumber'] }] },
            },
            { status: 400 },
          ),
        ),
      );
      const { user } = renderRoute(`${paths.superAdmin.dashboardUsers}?mode=create`, { user: { advanceTimers: vi.advanceTimersByTime } });
      await user.type(await screen.findByLabelText(/^Name/), 'Nia');
      await user.type(screen.getByLabelText(/^Email/), 'nia@example.com');
      await user.type(screen.getByLabelText(/^Phone Number/), '+919812345678');
      await user.type(screen.getByLabelText('Password'), 'password1');
      await user.click(screen.getByRole('button', { name: 'Create Dashboard User' }));

      expect(await screen.findByText(COMMON, { selector: '[data-sonner-toast] *' })).toBeInTheDocument();
      expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(new RegExp(`^${COMMON}`));
      expect(screen.getByLabelText('Password')).toHaveFocus();
      expect(screen.getByLabelText(/^Phone Number/)).toHaveAccessibleDescription(/^Invalid Phone Number!/);
      expect(screen.getByLabelText(/^Name/)).toHaveValue('Nia');
      expect(screen.getByLabelText('Password')).toHaveValue('password1');
      expect(screen.getByRole('button', { name: 'Create Dashboard User' })).not.toHaveAttribute('aria-disabled', 'true');

      act(() => vi.advanceTimersByTime(1500));
      expect(screen.getByText(COMMON, { selector: '[data-sonner-toast] *' })).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1000));
      await waitFor(() => expect(screen.queryByText(COMMON, { selector: '[data-sonner-toast] *' })).not.toBeInTheDocument());
      // The field's own message stays until the field is fixed.
      expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(new RegExp(`^${COMMON}`));
    });

    it("puts 'Email already in use' beside the email", async () => {
      server.use(listHandler([]), handle('dashboardUserCreate', () => errorReply(409, 'Email already in use')));
      const { user } = renderRoute(`${paths.superAdmin.dashboardUsers}?mode=create`);
      await user.type(await screen.findByLabelText(/^Name/), 'Nia');
      await user.type(screen.getByLabelText(/^Email/), 'user7@example.com');
      await user.type(screen.getByLabelText(/^Phone Number/), '+919812345678');
      await user.type(screen.getByLabelText('Password'), 'a-long-password');
      await user.click(screen.getByRole('button', { name: 'Create Dashboard User' }));
      await waitFor(() => expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('Email already in use'));
      expect(screen.getByLabelText(/^Email/)).toHaveFocus();
    });

    it("shows 'Unauthorized' when the server refuses even after a token refresh", async () => {
      server.use(
        listHandler([]),
        handle('superAdminRefresh', () =>
          HttpResponse.json({ message: 'Token refreshed', data: { superAdmin, accessToken: makeJwt(), refreshToken: 'refresh-2' } }),
        ),
        handle('dashboardUserCreate', () => errorReply(401, 'Unauthorized')),
      );
      const { user } = renderRoute(`${paths.superAdmin.dashboardUsers}?mode=create`);
      await user.type(await screen.findByLabelText(/^Name/), 'Nia');
      await user.type(screen.getByLabelText(/^Email/), 'nia@example.com');
      await user.type(screen.getByLabelText(/^Phone Number/), '+919812345678');
      await user.type(screen.getByLabelText('Password'), 'a-long-password');
      await user.click(screen.getByRole('button', { name: 'Create Dashboard User' }));
      expect(await screen.findByText('Unauthorized', { selector: '[data-sonner-toast] *' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Create Dashboard User' })).toBeInTheDocument();
      expect(screen.getByLabelText(/^Name/)).toHaveValue('Nia');
    });

    it('updates only the changed fields (a blank password is kept)', async () => {
      let body: unknown;
      server.use(
        listHandler([]),
        handle('dashboardUserGet', () => HttpResponse.json({ message: 'ok', data: { dashboardUser: ALL[15]! } })),
        handle('dashboardUserPatch', async ({ request, params }) => {
          body = await request.json();
          expect(params.id).toBe(hex(7));
          return HttpResponse.json({ message: 'DashboardUser updated successfully', data: { dashboardUser: { ...ALL[15]!, name: 'Renamed' } } });
        }),
      );
      const { user, router } = renderRoute(paths.superAdmin.dashboardUsers);
      await loadedTable();
      await user.click(screen.getByRole('button', { name: 'Next' }));
      await waitFor(() => expect(names()[0]).toBe('User 12'));
      await user.click(screen.getByRole('button', { name: 'Edit User 07' }));
      expect(router.state.location.search).toBe(`?page=2&edit=${hex(7)}`);
      const name = await screen.findByLabelText(/^Name/);
      await user.clear(name);
      await user.type(name, 'Renamed');
      await user.click(screen.getByRole('button', { name: 'Update Dashboard User' }));
      expect(await screen.findByText('Changes to Renamed saved')).toBeInTheDocument();
      expect(screen.queryByText('DashboardUser updated successfully')).not.toBeInTheDocument();
      expect(body).toEqual({ name: 'Renamed' });
      await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
      await waitFor(() => expect(names()[0]).toBe('User 12'));
      // A long flow (two pages, a form, typing): room for a busy machine.
    });

    it("says 'Nothing to update' when nothing changed, without a request", async () => {
      const patched = vi.fn();
      server.use(
        listHandler([]),
        handle('dashboardUserGet', () => HttpResponse.json({ message: 'ok', data: { dashboardUser: ALL[0]! } })),
        handle('dashboardUserPatch', () => {
          patched();
          return HttpResponse.json({ message: MESSAGES.dashboardUserUpdated, data: { dashboardUser: ALL[0]! } });
        }),
      );
      const { user } = renderRoute(`${paths.superAdmin.dashboardUsers}?edit=${hex(22)}`);
      await screen.findByDisplayValue('User 22');
      await user.click(screen.getByRole('button', { name: 'Update Dashboard User' }));
      expect(await screen.findByText('Nothing to update', { selector: '[data-sonner-toast] *' })).toBeInTheDocument();
      expect(patched).not.toHaveBeenCalled();
    });

    it('an unknown id in ?edit= says so and offers the way back', async () => {
      server.use(listHandler([]), handle('dashboardUserGet', () => errorReply(404, 'DashboardUser not found')));
      const { user } = renderRoute(`${paths.superAdmin.dashboardUsers}?edit=${hex(555)}`);
      expect(await screen.findByText('This dashboard user does not exist (any more).')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Back to the list' }));
      await loadedTable();
    });
  });

  describe('delete', () => {
    it('asks first; Cancel keeps the user and sends nothing', async () => {
      const deleted = vi.fn();
      server.use(
        listHandler([]),
        handle('dashboardUserDelete', () => {
          deleted();
          return HttpResponse.json({ message: MESSAGES.dashboardUserDeleted(hex(20)) });
        }),
      );
      const { user } = renderRoute(paths.superAdmin.dashboardUsers);
      await loadedTable();
      const opener = screen.getByRole('button', { name: 'Delete User 20' });
      await user.click(opener);
      const dialog = screen.getByRole('alertdialog', { name: 'Delete dashboard user' });
      expect(dialog).toHaveTextContent('Delete the dashboard user User 20 (user20@example.com)?');
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(opener).toHaveFocus();
      expect(names()).toContain('User 20');
      expect(deleted).not.toHaveBeenCalled();
    });

    it("deletes after confirming: 'DashboardUser {id} deleted' for 2 s and the list without them", async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      let rows = [...ALL];
      let resolve!: () => void;
      const held = new Promise<void>((r) => (resolve = r));
      server.use(
        listHandler([], () => rows),
        handle('dashboardUserDelete', async ({ params }) => {
          await held;
          rows = rows.filter((r) => r._id !== params.id);
          return HttpResponse.json({ message: `DashboardUser ${String(params.id)} deleted` });
        }),
      );
      const { user } = renderRoute(paths.superAdmin.dashboardUsers, { user: { advanceTimers: vi.advanceTimersByTime } });
      await loadedTable();
      await user.click(screen.getByRole('button', { name: 'Delete User 20' }));
      await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
      const busy = within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Deleting…' });
      expect(busy).toHaveAttribute('aria-disabled', 'true');
      expect(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' })).toHaveAttribute('aria-disabled', 'true');
      resolve();

      const message = `DashboardUser ${hex(20)} deleted`;
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      await waitFor(() => expect(names()).not.toContain('User 20'));
      act(() => vi.advanceTimersByTime(1500));
      expect(screen.getByText(message)).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1000));
      await waitFor(() => expect(screen.queryByText(message)).not.toBeInTheDocument());
    });

    it('shows the first validation detail when the delete fails', async () => {
      server.use(listHandler([]), handle('dashboardUserDelete', () => errorReply(404, 'DashboardUser not found')));
      const { user } = renderRoute(paths.superAdmin.dashboardUsers);
      await loadedTable();
      await user.click(screen.getByRole('button', { name: 'Delete User 20' }));
      await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
      expect(await screen.findByText('DashboardUser not found', { selector: '[data-sonner-toast] *' })).toBeInTheDocument();
    });
  });
});

const COMMON = 'This password is too common. Choose one that is harder to guess.';

describe('/super-admin/dashboard-user/{id}', () => {
  beforeEach(() => {
    signIn('super-admin');
    server.use(handle('metaversesList', () => HttpResponse.json({ message: 'ok', data: { metaverses: METAVERSES } })));
  });

  it('shows the user and their metaverses, each linking to its page', async () => {
    const admin = { ...ALL[0]!, metaverses: [{ metaverseID: CITY }, { metaverseID: { ...MALL } }] };
    server.use(
      handle('dashboardUserGet', () => HttpResponse.json({ message: 'ok', data: { dashboardUser: admin } })),
      handle('dashboardUserMetaverses', () =>
        HttpResponse.json({ message: 'ok', data: { metaverses: [{ metaverseID: CITY }, { metaverseID: MALL }] } }),
      ),
    );
    renderRoute(paths.superAdmin.dashboardUser(hex(22)));
    expect(await screen.findByRole('heading', { name: 'User 22 Admin', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('user22@example.com')).toBeInTheDocument();
    expect(screen.getByText('+919876543222')).toBeInTheDocument();
    const city = await screen.findByRole('link', { name: 'Eternity City' });
    expect(city).toHaveAttribute('href', paths.superAdmin.metaverse(CITY._id));
    expect(screen.getByRole('link', { name: 'Mall' })).toHaveAttribute('href', paths.superAdmin.metaverse(MALL._id));
    const items = within(within(screen.getByRole('region', { name: 'Metaverses' })).getByRole('list')).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Admin');
    expect(items[1]).toHaveTextContent('Manager');
    expect(screen.getByRole('link', { name: '<< Back' })).toHaveAttribute('href', paths.superAdmin.dashboardUsers);
    expect(screen.getByRole('link', { name: 'Edit User 22' })).toHaveAttribute('href', `${paths.superAdmin.dashboardUsers}?edit=${hex(22)}`);
    expect(document.title).toBe('Dashboard User | Admin Console');
  });

  it('says when the user has no metaverse', async () => {
    server.use(
      handle('dashboardUserGet', () => HttpResponse.json({ message: 'ok', data: { dashboardUser: ALL[5]! } })),
      handle('dashboardUserMetaverses', () => HttpResponse.json({ message: 'ok', data: { metaverses: [] } })),
    );
    renderRoute(paths.superAdmin.dashboardUser(hex(17)));
    expect(await screen.findByText('This dashboard user administers or manages no metaverse yet.')).toBeInTheDocument();
  });

  it('an unknown id shows a clear not-found state', async () => {
    server.use(
      handle('dashboardUserGet', () => errorReply(404, 'DashboardUser not found')),
      handle('dashboardUserMetaverses', () => errorReply(404, 'DashboardUser not found')),
    );
    renderRoute(paths.superAdmin.dashboardUser(hex(555)));
    expect(await screen.findByRole('heading', { name: 'Dashboard user not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '<< Back' })).toHaveAttribute('href', paths.superAdmin.dashboardUsers);
  });
});
