import { QueryClientProvider } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { useState } from 'react';
import { Outlet, type RouteObject } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster, toast, TOAST_MS } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format';
import { useMetaverses } from '@/features/metaverses/api/get-metaverses';
import { createQueryClient } from '@/lib/query';
import { errorReply, handle } from '../mocks/contract';
import { server } from '../mocks/server';
import { renderApp, signIn } from '../test-utils';
import { createFakeMetaverses, id, memberUsers, PEOPLE } from './metaverses-fake';

/** Stands in for the console's sidebar: the metaverse names from the same query the real one uses. */
function SidebarProbe() {
  const list = useMetaverses();
  return (
    <nav aria-label="Sidebar metaverses">
      <ul>{list.data?.map((m) => <li key={m._id}>{m.name}</li>)}</ul>
    </nav>
  );
}

function Shell() {
  const [client] = useState(createQueryClient);
  return (
    <QueryClientProvider client={client}>
      <SidebarProbe />
      <main>
        <Outlet />
      </main>
      <Toaster />
    </QueryClientProvider>
  );
}

// The metaverse route inside a minimal console frame, so these tests depend only on the metaverse screens.
const routeObjects: RouteObject[] = [
  {
    path: '/super-admin',
    Component: Shell,
    children: [
      { path: 'metaverse/:id', lazy: () => import('@/routes/super-admin/admin-metaverse') },
      { path: 'home', element: <h1>Admin home</h1> },
    ],
  },
];

const render = (path: string) => renderApp(path, { routeObjects });
const sidebarNames = () => within(screen.getByRole('navigation', { name: 'Sidebar metaverses' })).queryAllByRole('listitem').map((li) => li.textContent);

let fake: ReturnType<typeof createFakeMetaverses>;

beforeEach(() => {
  signIn('super-admin');
  fake = createFakeMetaverses();
  server.use(...fake.handlers);
});

describe('/super-admin/metaverse/new', () => {
  it('checks the fields with the contract schema before sending anything', async () => {
    const { user } = render(paths.superAdmin.metaverse('new'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Create metaverse' })).toBeInTheDocument();
    expect(document.title).toBe('Create Metaverse | Admin Console');
    await user.type(screen.getByRole('textbox', { name: 'WEBGL Build URL' }), 'ftp://files.example.com/build');
    await user.click(screen.getByRole('button', { name: 'Create metaverse' }));

    const name = screen.getByRole('textbox', { name: /^Name/ });
    await waitFor(() => expect(name).toHaveAccessibleDescription('Name is required'));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'WEBGL Build URL' })).toHaveAccessibleDescription('Must be an http(s) URL');
    expect(fake.count('metaverseCreate')).toBe(0);
    // The first test pays for importing the lazy route (slow on a loaded machine).
  });

  it('puts the server validation details beside their fields and keeps what was typed', async () => {
    server.use(
      handle('metaverseCreate', () =>
        HttpResponse.json(
          {
            message: 'Validation error',
            errors: {
              details: [
                { message: 'admin must be an existing dashboard user', path: ['admin'] },
                { message: 'URL is too long', path: ['links', 'IOS', 'assets'] },
              ],
            },
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = render(paths.superAdmin.metaverse('new'));
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Moon Base');
    await user.type(screen.getByRole('combobox', { name: 'Admin' }), 'olga');
    await user.click(await screen.findByRole('option', { name: /Olga Operator/ }));
    await user.type(screen.getByRole('textbox', { name: 'IOS Assets URL' }), 'https://cdn.example.com/ios');
    await user.click(screen.getByRole('button', { name: 'Create metaverse' }));

    const admin = screen.getByRole('combobox', { name: 'Admin' });
    await waitFor(() => expect(admin).toHaveAccessibleDescription(expect.stringContaining('admin must be an existing dashboard user')));
    expect(admin).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'IOS Assets URL' })).toHaveAccessibleDescription('URL is too long');
    // The first detail is also the toast (SPEC 8: the first validation detail).
    expect(await screen.findByText('admin must be an existing dashboard user', { selector: '[data-sonner-toast] *' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Moon Base');
    expect(admin).toHaveValue('Olga Operator (olga@corp.example)');
    expect(screen.getByRole('textbox', { name: 'IOS Assets URL' })).toHaveValue('https://cdn.example.com/ios');
  });

  it('creates with the admin found by part of the email in another case; the sidebar lists it without a reload', async () => {
    fake.add({ name: 'Eternity City' });
    const { user, router } = render(paths.superAdmin.metaverse('new'));
    await waitFor(() => expect(sidebarNames()).toEqual(['Eternity City']));
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Moon Base');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'A city on the moon');
    const admin = screen.getByRole('combobox', { name: 'Admin' });
    await user.type(admin, 'DANA.OPS@EX');
    // The server is asked for name and email 'contains' with the text as typed (it compares lower-cased).
    await waitFor(() =>
      expect(fake.calls.filter((c) => c.name === 'dashboardUsersList' && c.query?.value).map((c) => c.query)).toEqual(
        expect.arrayContaining([
          { field: 'name', operator: 'contains', value: 'DANA.OPS@EX', page: '1' },
          { field: 'email', operator: 'contains', value: 'DANA.OPS@EX', page: '1' },
        ]),
      ),
    );
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Dana Dashboarddana.ops@example.com']));
    await user.keyboard('{ArrowDown}{Enter}');
    expect(admin).toHaveValue('Dana Dashboard (dana.ops@example.com)');
    await user.type(screen.getByRole('textbox', { name: 'WEBGL Build URL' }), 'https://builds.example.com/webgl');
    await user.type(screen.getByRole('textbox', { name: 'VR Assets URL' }), 'https://cdn.example.com/vr');
    await user.click(screen.getByRole('button', { name: 'Create metaverse' }));

    expect(await screen.findByText('Metaverse Moon Base created')).toBeInTheDocument();
    expect(screen.queryByText('Metaverse created successfully')).not.toBeInTheDocument();
    const created = fake.calls.find((c) => c.name === 'metaverseCreate')!;
    expect(created.body).toEqual({
      name: 'Moon Base',
      description: 'A city on the moon',
      admin: PEOPLE[0]!._id,
      links: { WEBGL: { build: 'https://builds.example.com/webgl', assets: '' }, VR: { build: '', assets: 'https://cdn.example.com/vr' } },
    });
    const newId = [...fake.rows.values()].find((r) => r.name === 'Moon Base')!._id;
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.superAdmin.metaverse(newId)));
    expect(await screen.findByRole('heading', { level: 1, name: 'Moon Base' })).toBeInTheDocument();
    await waitFor(() => expect(sidebarNames()).toEqual(['Eternity City', 'Moon Base']));
  });

  it('while the search for the typed text is on its way, the people already loaded stay offered and can be chosen', async () => {
    const { user } = render(paths.superAdmin.metaverse('new'));
    const admin = await screen.findByRole('combobox', { name: 'Admin' });
    await user.click(admin);
    // Everyone's first page is loaded; the search for what is typed next is held back.
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(PEOPLE.length));
    const release = fake.holdSearches();
    await user.type(admin, 'DANA.OPS@EX');
    await waitFor(() =>
      expect(fake.calls.some((c) => c.name === 'dashboardUsersList' && c.query?.value === 'DANA.OPS@EX')).toBe(true),
    );
    // Narrowed on what was loaded, not emptied while the server is asked.
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Dana Dashboarddana.ops@example.com']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(admin).toHaveValue('Dana Dashboard (dana.ops@example.com)');
    release();
  });

  it('disables the submit button while the request runs and ignores a second submit', async () => {
    let release: () => void = () => {};
    let sent = 0;
    server.use(
      handle('metaverseCreate', async () => {
        sent += 1;
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ message: 'Unauthorized', errors: { details: [] } }, { status: 403 });
      }),
    );
    const { user } = render(paths.superAdmin.metaverse('new'));
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Moon Base');
    await user.click(screen.getByRole('button', { name: 'Create metaverse' }));
    const busy = await screen.findByRole('button', { name: 'Creating…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await user.click(busy);
    await user.keyboard('{Enter}');
    act(() => release());
    expect(await screen.findByText('Unauthorized', { selector: '[data-sonner-toast] *' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create metaverse' })).not.toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Moon Base');
    expect(sent).toBe(1);
  });
});

describe('/super-admin/metaverse/{id}', () => {
  const setup = () =>
    fake.add({
      _id: id(0x1),
      name: 'Eternity City',
      description: 'The flagship city',
      admin: PEOPLE[0]!._id,
      managers: [PEOPLE[1]!._id],
      links: {
        WEBGL: { build: 'https://builds.example.com/webgl', assets: 'https://cdn.example.com/webgl' },
        ANDROID: { build: '', assets: '' },
        IOS: { build: '', assets: '' },
        MAC: { build: '', assets: '' },
        WINDOWS: { build: '', assets: '' },
        VR: { build: '', assets: '' },
      },
      users: memberUsers(12),
    });

  it('shows the metaverse: links, the admin with an Admin badge, managers, users 10 per page', async () => {
    const row = setup();
    const { user, router } = render(paths.superAdmin.metaverse(row._id));
    expect(await screen.findByRole('heading', { level: 1, name: 'Eternity City' })).toBeInTheDocument();
    expect(screen.getByText('The flagship city')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /WEBGL build/ })).toHaveAttribute('href', 'https://builds.example.com/webgl');
    expect(screen.getByRole('link', { name: /WEBGL assets/ })).toHaveAttribute('href', 'https://cdn.example.com/webgl');
    const created = screen.getAllByText((_, el) => el?.tagName === 'TIME')[0]!;
    expect(created).toHaveAttribute('dateTime', '2025-03-01T09:30:00.000Z');
    expect(created).toHaveTextContent(formatDateTime('2025-03-01T09:30:00.000Z'));

    const managers = await screen.findByRole('region', { name: 'Admin and managers' });
    // The badge sits in the admin's name line.
    expect(await within(managers).findByText('Dana Dashboard')).toHaveTextContent(/^Dana DashboardAdmin$/);
    expect(within(screen.getByRole('list', { name: 'Managers' })).getByText('Mark Manager')).not.toHaveTextContent('Admin');
    expect(within(screen.getByRole('list', { name: 'Managers' })).getByText('Mark Manager')).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: /Users of this metaverse, newest first, page 1 of 2/, busy: false });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    expect(rows[0]).toHaveTextContent('1Member 01member1@example.com');
    expect(within(rows[0]!).getByRole('link', { name: 'Member 01' })).toHaveAttribute('href', paths.superAdmin.metaverseUser(id(0xc00)));
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row').slice(1).map((r) => r.textContent?.slice(0, 9))).toEqual(['11Member ', '12Member ']));
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it("says 'No managers yet', 'No admin assigned' and 'No Users available' when there are none", async () => {
    const row = fake.add({ name: 'Empty Town' });
    render(paths.superAdmin.metaverse(row._id));
    expect(await screen.findByText('No managers yet')).toBeInTheDocument();
    expect(screen.getByText('No admin assigned')).toBeInTheDocument();
    expect(await screen.findByText('No Users available')).toBeInTheDocument();
    expect(screen.getByText('No platform links yet')).toBeInTheDocument();
  });

  it('an unknown metaverse (404) or a malformed id goes to /super-admin/home, replacing the entry', async () => {
    const { router } = render(paths.superAdmin.metaverse(id(0x999)));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.superAdmin.home));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(fake.calls.some((c) => c.name === 'metaverseGet' && c.params?.id === id(0x999))).toBe(true);

    const again = render(`${paths.superAdmin.root}/metaverse/not-an-id`);
    await waitFor(() => expect(again.router.state.location.pathname).toBe(paths.superAdmin.home));
    expect(fake.calls.some((c) => c.params?.id === 'not-an-id')).toBe(false);
  });

  it('adds a manager picked by name and refetches what changed', async () => {
    const row = setup();
    const { user } = render(paths.superAdmin.metaverse(row._id));
    const list = await screen.findByRole('list', { name: 'Managers' });
    const picker = screen.getByRole('combobox', { name: 'Add a manager' });
    await user.click(picker);
    // The admin and the managers already there are not offered.
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Olga Operatorolga@corp.example']));
    await user.keyboard('{ArrowDown}{Enter}');
    const before = { managers: fake.count('metaverseManagers'), detail: fake.count('metaverseGet'), list: fake.count('metaversesList') };
    await user.click(screen.getByRole('button', { name: 'Add manager' }));

    expect(await screen.findByText('Dashboard user set as a metaverse manager.')).toBeInTheDocument();
    expect(fake.calls.find((c) => c.name === 'metaverseAddManager')!.params).toEqual({ id: row._id, userId: PEOPLE[2]!._id });
    await waitFor(() => expect(within(list).getByText('Olga Operator')).toBeInTheDocument());
    expect(fake.count('metaverseManagers')).toBeGreaterThan(before.managers);
    expect(fake.count('metaverseGet')).toBeGreaterThan(before.detail);
    expect(fake.count('metaversesList')).toBeGreaterThan(before.list);
    expect(picker).toHaveValue('');
  });

  it('removes a manager only after confirming (Cancel keeps them)', async () => {
    const row = setup();
    const { user } = render(paths.superAdmin.metaverse(row._id));
    const list = await screen.findByRole('list', { name: 'Managers' });
    await user.click(within(list).getByRole('button', { name: 'Remove Mark Manager as a manager' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove manager' });
    expect(dialog).toHaveAccessibleDescription('Remove Mark Manager (mark@example.com) as a manager of Eternity City?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(fake.count('metaverseRemoveManager')).toBe(0);
    expect(within(list).getByText('Mark Manager')).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'Remove Mark Manager as a manager' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Dashboard user removed as a metaverse manager.')).toBeInTheDocument();
    expect(fake.calls.find((c) => c.name === 'metaverseRemoveManager')!.params).toEqual({ id: row._id, userId: PEOPLE[1]!._id });
    expect(await screen.findByText('No managers yet')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Admin and managers' })).toHaveFocus();
  });

  it('edits: the form is prefilled and the PATCH carries only what changed', async () => {
    const row = setup();
    const { user, router } = render(paths.superAdmin.metaverse(row._id));
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(router.state.location.search).toBe('?mode=edit');
    expect(await screen.findByRole('heading', { name: 'Edit metaverse' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Eternity City');
    expect(await screen.findByRole('combobox', { name: 'Admin' })).toHaveValue('Dana Dashboard (dana.ops@example.com)');
    expect(screen.getByRole('textbox', { name: 'WEBGL Build URL' })).toHaveValue('https://builds.example.com/webgl');

    const description = screen.getByRole('textbox', { name: 'Description' });
    await user.clear(description);
    await user.type(description, 'Now with a harbour');
    await user.type(screen.getByRole('textbox', { name: 'MAC Build URL' }), 'https://builds.example.com/mac');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Changes to Eternity City saved')).toBeInTheDocument();
    expect(fake.calls.find((c) => c.name === 'metaversePatch')).toMatchObject({
      params: { id: row._id },
      body: { description: 'Now with a harbour', links: { MAC: { build: 'https://builds.example.com/mac', assets: '' } } },
    });
    expect(Object.keys(fake.calls.find((c) => c.name === 'metaversePatch')!.body as object)).toEqual(['description', 'links']);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('Now with a harbour')).toBeInTheDocument();
  });

  it("says 'Nothing to update' and sends nothing when the form is unchanged", async () => {
    const row = setup();
    const { user } = render(`${paths.superAdmin.metaverse(row._id)}?mode=edit`);
    await screen.findByRole('combobox', { name: 'Admin' });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Nothing to update', { selector: '[data-sonner-toast] *' })).toBeInTheDocument();
    expect(fake.count('metaversePatch')).toBe(0);
  });

  it('deletes only after confirming: Cancel keeps it; confirmed, a toast and /super-admin/home, gone from the sidebar', async () => {
    const row = setup();
    fake.add({ name: 'Moon Base' });
    const { user, router } = render(paths.superAdmin.metaverse(row._id));
    await waitFor(() => expect(sidebarNames()).toEqual(['Eternity City', 'Moon Base']));
    const deleteButton = await screen.findByRole('button', { name: 'Delete' });
    await user.click(deleteButton);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete metaverse' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(deleteButton).toHaveFocus();
    expect(fake.count('metaverseDelete')).toBe(0);

    await user.click(deleteButton);
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Metaverse deleted')).toBeInTheDocument();
    expect(fake.calls.find((c) => c.name === 'metaverseDelete')!.params).toEqual({ id: row._id });
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.superAdmin.home));
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(() => expect(sidebarNames()).toEqual(['Moon Base']));
  });
});

describe('messages and how long they stay (SPEC 8 and 9)', () => {
  // Each message is asked of the toaster with its own duration (a delete's 1 s) or none (the toaster's 2 s, TOAST_MS);
  // a timing read off the screen would depend on how loaded the machine is, so the request is what is checked, and
  // then that the message really goes away.
  const spies = () => ({ success: vi.spyOn(toast, 'success'), error: vi.spyOn(toast, 'error') });
  const goesAway = (text: string) => waitFor(() => expect(screen.queryByText(text)).toBeNull(), { timeout: 4000 });

  it('the toaster keeps a message 2 s unless told otherwise', () => {
    expect(TOAST_MS).toBe(2000);
  });

  it("'Metaverse deleted' shows for 1 s", async () => {
    const { success } = spies();
    const row = fake.add({ name: 'Short Lived' });
    const { user } = render(paths.superAdmin.metaverse(row._id));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Metaverse deleted')).toBeInTheDocument();
    expect(success).toHaveBeenCalledWith('Metaverse deleted', { duration: 1000 });
    await goesAway('Metaverse deleted');
  });

  it("'Dashboard user set as a metaverse manager.' shows for 2 s, 'Dashboard user removed as a metaverse manager.' for 1 s", async () => {
    const { success } = spies();
    const row = fake.add({ name: 'Managed Town' });
    const { user } = render(paths.superAdmin.metaverse(row._id));
    await user.click(await screen.findByRole('combobox', { name: 'Add a manager' }));
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    await user.keyboard('{ArrowDown}{Enter}');
    await user.click(screen.getByRole('button', { name: 'Add manager' }));
    expect(await screen.findByText('Dashboard user set as a metaverse manager.')).toBeInTheDocument();
    expect(success).toHaveBeenCalledWith('Dashboard user set as a metaverse manager.');

    await user.click(await screen.findByRole('button', { name: `Remove ${PEOPLE[0]!.name} as a manager` }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Dashboard user removed as a metaverse manager.')).toBeInTheDocument();
    expect(success).toHaveBeenLastCalledWith('Dashboard user removed as a metaverse manager.', { duration: 1000 });
    await goesAway('Dashboard user set as a metaverse manager.');
    await goesAway('Dashboard user removed as a metaverse manager.');
  });

  it("a refusal ('Unauthorized') and 'Metaverse Refused City created' show for 2 s; what was typed stays", async () => {
    const { success, error } = spies();
    server.use(handle('metaverseCreate', () => errorReply(403, 'Unauthorized')));
    const { user } = render(paths.superAdmin.metaverse('new'));
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Refused City');
    await user.click(screen.getByRole('button', { name: 'Create metaverse' }));
    expect(await screen.findAllByText('Unauthorized')).toHaveLength(2); // the toast and the form's own line
    expect(error).toHaveBeenCalledWith('Unauthorized');
    await waitFor(() => expect(screen.getAllByText('Unauthorized')).toHaveLength(1), { timeout: 4000 });
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Refused City');

    server.use(...fake.handlers);
    await user.click(screen.getByRole('button', { name: 'Create metaverse' }));
    expect(await screen.findByText('Metaverse Refused City created')).toBeInTheDocument();
    expect(success).toHaveBeenCalledWith('Metaverse Refused City created');
  });
});
