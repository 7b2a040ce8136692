import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format';
import type { ErrorReply } from '@contract/common';
import { errorReply, handle } from '../mocks/contract';
import { server } from '../mocks/server';
import { navigationSpies } from '../navigation-spies';
import { renderApp, renderRoute, signIn } from '../test-utils';
import { trackRequests } from '../mocks/console';

// The super admin's metaverse users (issue 10 item 7) in the real console layout: SPEC 2.6's table, 10 rows a page
// with the numbering going on across pages, delete after confirming with 'Request Sent successfully!!' and the list
// reloaded 1 s later (no page reload), and a user's details with their metaverses.

const id = (n: number) => `6650e7e1c17c${n.toString(16).padStart(12, '0')}`;

interface User {
  _id: string;
  name: string;
  email: string;
  phoneNumber: string;
  createdAt: string;
  updatedAt: string;
}

/** 25 users, newest first as the server lists them: 'Person 25' first. */
const seed = (count = 25): User[] =>
  Array.from({ length: count }, (_, i) => count - i).map((n) => ({
    _id: id(0xa00 + n),
    name: `Person ${String(n).padStart(2, '0')}`,
    email: `person${n}@example.com`,
    phoneNumber: `+9198765432${String(n).padStart(2, '0')}`,
    createdAt: new Date(Date.UTC(2025, 0, n, 9, 30)).toISOString(),
    updatedAt: new Date(Date.UTC(2025, 1, n, 10, 45)).toISOString(),
  }));

/** GET users, DELETE user/{id}, GET user/{id} and GET user/{id}/metaverses over an in-memory list; counts the reads. */
function fakeUsers(users: User[]) {
  const seen = { lists: [] as number[], deletes: [] as string[] };
  const full = (u: User) => ({ ...u, companyName: '', message: '', metaverses: [] });
  server.use(
    handle('usersList', ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
      seen.lists.push(page);
      const total = users.length;
      return HttpResponse.json({
        message: 'Users fetched successfully',
        data: { users: users.slice((page - 1) * 10, page * 10).map(full), pagination: { page, pageSize: 10, total, totalPages: Math.ceil(total / 10) } },
      });
    }),
    handle('userDelete', ({ params }) => {
      seen.deletes.push(params.id as string);
      const at = users.findIndex((u) => u._id === params.id);
      if (at < 0) return errorReply(404, 'User not found');
      users.splice(at, 1);
      return HttpResponse.json({ message: `User ${params.id as string} deleted` });
    }),
    handle('userGet', ({ params }) => {
      const user = users.find((u) => u._id === params.id);
      if (!user) return HttpResponse.json<ErrorReply>({ message: 'User not found', errors: { details: [{ message: 'User not found', path: [] }] } }, { status: 404 });
      return HttpResponse.json({ message: 'User fetched successfully', data: { user: full(user) } });
    }),
    handle('userMetaverses', () =>
      HttpResponse.json({
        message: 'Metaverses fetched successfully',
        data: {
          metaverses: [
            { metaverseID: { _id: id(0x301), name: 'Eternity City', description: 'The demo city' } },
            { metaverseID: { _id: id(0x302), name: 'Moon Base', description: '' } },
          ],
        },
      }),
    ),
  );
  return seen;
}

const table = () => screen.getByRole('table');
/** The body rows' '#' and Name cells. */
const rows = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => {
      const cells = within(row).getAllByRole('cell');
      return { n: cells[0]!.textContent, name: within(row).getByRole('rowheader').textContent };
    });
const pager = () => screen.getByRole('navigation', { name: 'Metaverse users pages' });
const pagerButton = (name: 'Previous' | 'Next') => within(pager()).getByRole('button', { name });

beforeEach(() => {
  signIn('super-admin');
  // A page's reads finish before their handlers go (a read outliving its test failed the next one on a busy machine).
  const requests = trackRequests(server.events);
  return async () => {
    await requests.settled();
    requests.stop();
  };
});

describe('/super-admin/metaverse-users: the list', () => {
  it('has the SPEC columns; pages through 25 users 10 + 10 + 5, numbered 1-25, Previous off on page 1 and Next on the last', async () => {
    const seen = fakeUsers(seed());
    const { user, router } = renderRoute(paths.superAdmin.metaverseUsers);
    expect(await screen.findByRole('heading', { level: 1, name: 'Metaverse Users' })).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(within(table()).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      '#', 'Name', 'Email', 'Phone Number', 'Created At', 'Updated At', 'Delete User', 'View Details',
    ]);
    expect(rows().map((r) => r.n)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(rows()[0]!.name).toBe('Person 25');
    expect(within(pager()).getByText('Page 1 of 3')).toBeInTheDocument();
    expect(pagerButton('Previous')).toBeDisabled();
    expect(pagerButton('Next')).toBeEnabled();
    // Dates in the visitor's locale, machine-readable beside.
    const created = within(table()).getAllByRole('row')[1]!.querySelector('time')!;
    expect(created).toHaveAttribute('dateTime', '2025-01-25T09:30:00.000Z');
    expect(created.textContent).toBe(formatDateTime('2025-01-25T09:30:00.000Z'));

    await user.click(pagerButton('Next'));
    await waitFor(() => expect(rows()[0]!.n).toBe('11'));
    expect(rows().map((r) => r.n)).toEqual(['11', '12', '13', '14', '15', '16', '17', '18', '19', '20']);
    expect(router.state.location.search).toBe('?page=2');
    expect(pagerButton('Previous')).toBeEnabled();
    expect(pagerButton('Next')).toBeEnabled();

    await user.click(pagerButton('Next'));
    await waitFor(() => expect(rows()[0]!.n).toBe('21'));
    expect(rows()).toEqual([
      { n: '21', name: 'Person 05' },
      { n: '22', name: 'Person 04' },
      { n: '23', name: 'Person 03' },
      { n: '24', name: 'Person 02' },
      { n: '25', name: 'Person 01' },
    ]);
    expect(within(pager()).getByText('Page 3 of 3')).toBeInTheDocument();
    expect(pagerButton('Next')).toBeDisabled();
    // Next is gone for keyboard users: focus moved to Previous rather than to the page.
    expect(pagerButton('Previous')).toHaveFocus();

    await user.click(pagerButton('Previous'));
    await waitFor(() => expect(rows()[0]!.n).toBe('11'));
    expect(seen.lists).toEqual([1, 2, 3]);
    // The first test pays for loading the console's lazy chunks.
  }, 30_000);

  it('while the next page loads, the rows shown keep their own numbers and the table is marked busy', async () => {
    fakeUsers(seed());
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { user } = renderRoute(paths.superAdmin.metaverseUsers);
    await waitFor(() => expect(rows()).toHaveLength(10));
    server.use(
      handle('usersList', async () => {
        await held;
        return HttpResponse.json({
          message: 'ok',
          data: { users: [], pagination: { page: 2, pageSize: 10, total: 25, totalPages: 3 } },
        });
      }),
    );
    await user.click(pagerButton('Next'));
    await waitFor(() => expect(table()).toHaveAttribute('aria-busy', 'true'));
    expect(rows()[0]).toEqual({ n: '1', name: 'Person 25' });
    expect(rows()[9]).toEqual({ n: '10', name: 'Person 16' });
    release();
    await waitFor(() => expect(screen.queryByRole('table')).toBeNull());
  });

  it('opens on the page in the URL, and a page past the end shows the last one', async () => {
    fakeUsers(seed());
    const { router } = renderRoute(`${paths.superAdmin.metaverseUsers}?page=9`);
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));
    await waitFor(() => expect(rows().map((r) => `${r.n} ${r.name}`)).toEqual(['21 Person 05', '22 Person 04', '23 Person 03', '24 Person 02', '25 Person 01']));
    expect(within(pager()).getByText('Page 3 of 3')).toBeInTheDocument();
  });

  it("says 'No Users available' when there are none", async () => {
    fakeUsers([]);
    renderRoute(paths.superAdmin.metaverseUsers);
    expect(await screen.findByText('No Users available')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('links each row to the user’s details', async () => {
    fakeUsers(seed());
    renderRoute(paths.superAdmin.metaverseUsers);
    const link = await screen.findByRole('link', { name: 'View details of Person 25' });
    expect(link).toHaveAttribute('href', paths.superAdmin.metaverseUser(id(0xa00 + 25)));
  });
});

describe('/super-admin/metaverse-users: delete', () => {
  it('Cancel keeps the user and sends nothing', async () => {
    const seen = fakeUsers(seed(3));
    const { user } = renderRoute(paths.superAdmin.metaverseUsers);
    const button = await screen.findByRole('button', { name: 'Delete Person 03' });
    await user.click(button);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete metaverse user' });
    expect(dialog).toHaveTextContent('Delete the metaverse user Person 03?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(button).toHaveFocus();
    expect(seen.deletes).toEqual([]);
    expect(rows()).toHaveLength(3);
  });

  it("confirmed: 'Request Sent successfully!!' for 1 s, the list reloaded after 1 s without a page reload", async () => {
    const success = vi.spyOn(toast, 'success');
    const seen = fakeUsers(seed(3));
    const { user, router } = renderRoute(paths.superAdmin.metaverseUsers);
    await user.click(await screen.findByRole('button', { name: 'Delete Person 02' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));

    await screen.findByText('Request Sent successfully!!');
    const shownAt = performance.now();
    const lists = seen.lists.length;
    expect(seen.deletes).toEqual([id(0xa00 + 2)]);
    // SPEC 9: a delete's message stays 1 s (the toaster's own default is 2 s).
    expect(success).toHaveBeenCalledWith('Request Sent successfully!!', { duration: 1000 });
    // Until the reload the row stays, marked as deleted; nothing was fetched again yet.
    expect(screen.queryByRole('button', { name: 'Delete Person 02' })).toBeNull();
    expect(rows().map((r) => r.name)).toEqual(['Person 03', 'Person 02', 'Person 01']);
    expect(screen.getByText('Deleted')).toBeInTheDocument();

    // The reload comes a second after the message (a load-slowed machine can only make it later, never sooner).
    await waitFor(() => expect(seen.lists.length).toBe(lists + 1), { timeout: 4000 });
    expect(performance.now() - shownAt).toBeGreaterThanOrEqual(700);
    await waitFor(() => expect(rows().map((r) => r.name)).toEqual(['Person 03', 'Person 01']));
    expect(router.state.location.pathname).toBe(paths.superAdmin.metaverseUsers);
    expect(navigationSpies.reload).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByText('Request Sent successfully!!')).toBeNull(), { timeout: 4000 });
  });

  it("a failed delete says the reply's first detail ('Unauthorized' or a validation message) and keeps the user", async () => {
    fakeUsers(seed(2));
    server.use(
      handle('userDelete', () =>
        HttpResponse.json<ErrorReply>({ message: 'Validation failed', errors: { details: [{ message: 'id must be a valid id', path: ['id'] }] } }, { status: 400 }),
      ),
    );
    const { user } = renderRoute(paths.superAdmin.metaverseUsers);
    await user.click(await screen.findByRole('button', { name: 'Delete Person 01' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('id must be a valid id')).toBeInTheDocument();
    expect(screen.queryByText('Request Sent successfully!!')).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete Person 01' })).toBeInTheDocument();
  });

  it('marks the buttons busy while the request runs and ignores a second confirm', async () => {
    const seen = fakeUsers(seed(2));
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      handle('userDelete', async ({ params }) => {
        seen.deletes.push(params.id as string);
        await held;
        return HttpResponse.json({ message: 'deleted' });
      }),
    );
    const { user } = renderRoute(paths.superAdmin.metaverseUsers);
    await user.click(await screen.findByRole('button', { name: 'Delete Person 01' }));
    const confirm = within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' });
    await user.click(confirm);
    const busy = within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Deleting…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await user.click(busy);
    expect(seen.deletes).toHaveLength(1);
    release();
    expect(await screen.findByText('Request Sent successfully!!')).toBeInTheDocument();
  });
});

describe('/super-admin/metaverse-user/{id}', () => {
  it("shows name, email, phone or 'not available', the user's metaverses linking to their pages, and '<< Back'", async () => {
    const users = seed(2);
    users[0]!.phoneNumber = '';
    fakeUsers(users);
    const { user, router } = renderApp(paths.superAdmin.metaverseUser(users[0]!._id));
    expect(await screen.findByRole('heading', { level: 1, name: 'Person 02' })).toBeInTheDocument();
    expect(screen.getByText('person2@example.com')).toBeInTheDocument();
    const phone = screen.getByText('Phone Number').parentElement!;
    expect(phone).toHaveTextContent('not available');
    const city = await screen.findByRole('link', { name: 'Eternity City' });
    expect(city).toHaveAttribute('href', paths.superAdmin.metaverse(id(0x301)));
    expect(screen.getByText('The demo city')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Moon Base' })).toHaveAttribute('href', paths.superAdmin.metaverse(id(0x302)));

    await user.click(screen.getByRole('link', { name: '<< Back' }));
    expect(router.state.location.pathname).toBe(paths.superAdmin.metaverseUsers);
    expect(await screen.findByRole('heading', { level: 1, name: 'Metaverse Users' })).toBeInTheDocument();
  });

  it('says so when the user does not exist', async () => {
    fakeUsers([]);
    renderRoute(paths.superAdmin.metaverseUser(id(0xbad)));
    expect(await screen.findByRole('heading', { level: 1, name: 'Metaverse user not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '<< Back' })).toHaveAttribute('href', paths.superAdmin.metaverseUsers);
  });
});
