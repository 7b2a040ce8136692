import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { INVITATION_INCOMPLETE } from '@/features/business-dashboard/components/reset-password-page';
import { MESSAGES } from '@contract/messages';
import { dashboardUser, errorReply, handle, ids } from '../mocks/contract';
import { platformLinks } from '../mocks/console';
import { server } from '../mocks/server';
import { renderRoute, signIn } from '../test-utils';

// Invitations and a metaverse's admin (docs/decisions/0049): the screens.

const M = '6650e7e1c17c0000000000c1';
const MANAGER = { _id: '6650e7e1c17c0000000000b7', name: 'Max Manager', email: 'max@example.com', phoneNumber: '', isAdmin: false };
const ADMIN_ENTRY = { _id: ids.dashboardUser, name: dashboardUser.name, email: dashboardUser.email, phoneNumber: '', isAdmin: true };

function metaverse(admin: string | null, links: Parameters<typeof platformLinks>[0] = {}) {
  return {
    _id: M,
    name: 'Bank City',
    description: 'A bank',
    admin,
    links: platformLinks(links),
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    dashboardUsers: [],
    users: [],
  };
}

function ownMetaverse(admin: string | null, managers = [ADMIN_ENTRY, MANAGER]) {
  return [
    handle('metaverseGet', () => HttpResponse.json({ message: 'ok', data: { metaverse: metaverse(admin) } })),
    handle('metaverseManagers', () => HttpResponse.json({ message: 'ok', data: { dashboardUsers: managers } })),
    handle('dashboardUserMetaverseUsers', () =>
      HttpResponse.json({ message: 'ok', data: { users: [], pagination: { page: 1, pageSize: 10, total: 0, totalPages: 0 } } }),
    ),
    handle('dashboardUserSelfMetaverses', () => HttpResponse.json({ message: 'ok', data: { metaverses: [] } })),
  ];
}

describe("/dashboard/metaverse/{id}: its admin's controls", () => {
  it('the admin adds a manager by exact email; an unknown email is explained beside the field', async () => {
    signIn('dashboard-user');
    const bodies: unknown[] = [];
    server.use(
      ...ownMetaverse(ids.dashboardUser),
      handle('metaverseAddManagerByEmail', async ({ request }) => {
        const body = (await request.json()) as { email: string };
        bodies.push(body);
        if (body.email === 'nobody@example.com') return errorReply(404, MESSAGES.managerEmailUnknown);
        return HttpResponse.json({ message: MESSAGES.managerAdded, data: { dashboardUsers: [ADMIN_ENTRY, MANAGER] } });
      }),
    );
    const { user } = renderRoute(paths.dashboard.metaverse(M));
    const field = await screen.findByLabelText("Manager's email");
    await user.type(field, 'nobody@example.com{Enter}');
    expect(await screen.findByText(MESSAGES.managerEmailUnknown)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('nobody@example.com');

    await user.clear(field);
    await user.type(field, 'Max@Example.com');
    await user.click(screen.getByRole('button', { name: 'Add manager' }));
    await waitFor(() => expect(field).toHaveValue(''));
    expect(bodies).toEqual([{ email: 'nobody@example.com' }, { email: 'max@example.com' }]);
  });

  it('the admin removes a manager after confirming; the admin has no Remove button', async () => {
    signIn('dashboard-user');
    const removed: unknown[] = [];
    server.use(
      ...ownMetaverse(ids.dashboardUser),
      handle('metaverseRemoveManager', ({ params }) => {
        removed.push(params);
        return HttpResponse.json({ message: MESSAGES.managerRemoved });
      }),
    );
    const { user } = renderRoute(paths.dashboard.metaverse(M));
    await user.click(await screen.findByRole('button', { name: 'Remove Max Manager as manager' }));
    expect(screen.queryByRole('button', { name: `Remove ${dashboardUser.name} as manager` })).not.toBeInTheDocument();
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove this manager?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove manager' }));
    await waitFor(() => expect(removed).toEqual([{ id: M, userId: MANAGER._id }]));
  });

  it('a manager sees the admin and managers but no controls', async () => {
    signIn('dashboard-user');
    server.use(...ownMetaverse('6650e7e1c17c0000000000b9', [{ ...ADMIN_ENTRY, _id: '6650e7e1c17c0000000000b9', name: 'Olga Owner' }, { ...MANAGER, _id: ids.dashboardUser }]));
    renderRoute(paths.dashboard.metaverse(M));
    expect(await screen.findByText('Olga Owner')).toBeInTheDocument();
    expect(screen.queryByLabelText("Manager's email")).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit platform links' })).not.toBeInTheDocument();
  });

  it('the admin edits platform links and sees a warning for a build the city will not show', async () => {
    signIn('dashboard-user');
    const bodies: unknown[] = [];
    const warning = 'Saved, but the city will not show the WEBGL build at https://elsewhere.example.org';
    server.use(
      ...ownMetaverse(ids.dashboardUser),
      handle('metaverseLinksUpdate', async ({ request }) => {
        const body = (await request.json()) as { links: Parameters<typeof platformLinks>[0] };
        bodies.push(body);
        return HttpResponse.json({ message: MESSAGES.linksUpdated, data: { metaverse: metaverse(ids.dashboardUser, body.links) }, warnings: [warning] });
      }),
    );
    const { user } = renderRoute(paths.dashboard.metaverse(M));
    await user.click(await screen.findByRole('button', { name: 'Edit platform links' }));
    await user.type(screen.getByLabelText('WEBGL Build URL'), 'https://elsewhere.example.org/city/');
    await user.click(screen.getByRole('button', { name: 'Save links' }));
    expect(await screen.findByText(warning, { selector: '[role="status"] p' })).toBeInTheDocument();
    const sent = bodies[0] as { links: Record<string, { build: string; assets: string }> };
    expect(sent.links.WEBGL).toEqual({ build: 'https://elsewhere.example.org/city/', assets: '' });
  });
});

describe('/dashboard/accept-invitation', () => {
  const path = (token: string) => `${paths.dashboard.acceptInvitation}?token=${token}`;

  it('sets the first password with the token from the URL and links to the login', async () => {
    const bodies: unknown[] = [];
    server.use(
      handle('dashboardUserInvitationAccept', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ message: MESSAGES.invitationAccepted });
      }),
    );
    const { user } = renderRoute(path('inv-123'));
    expect(await screen.findByRole('heading', { name: 'Choose your password', level: 1 })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), 'a-Long-first-pass-9');
    await user.type(screen.getByLabelText('Confirm password'), 'a-Long-first-pass-9');
    await user.click(screen.getByRole('button', { name: 'Set my password' }));
    expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.invitationAccepted);
    expect(bodies).toEqual([{ token: 'inv-123', password: 'a-Long-first-pass-9' }]);
    expect(screen.getByRole('link', { name: 'Go to the login' })).toHaveAttribute('href', paths.dashboard.login);
  });

  it('explains a used, withdrawn or expired link, and a link without a token', async () => {
    server.use(handle('dashboardUserInvitationAccept', () => errorReply(400, MESSAGES.invitationInvalid)));
    const { user } = renderRoute(path('used'));
    await user.type(await screen.findByLabelText('Password'), 'a-Long-first-pass-9');
    await user.type(screen.getByLabelText('Confirm password'), 'a-Long-first-pass-9{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.invitationInvalid);
    expect(screen.getByText('The person who invited you can send a new invitation.')).toBeInTheDocument();
  });

  it('says a link without a token is incomplete', async () => {
    renderRoute(paths.dashboard.acceptInvitation);
    expect(await screen.findByRole('alert')).toHaveTextContent(INVITATION_INCOMPLETE);
  });
});

describe('/super-admin/dashboard-user/{id}: an invited user', () => {
  const invited = { ...dashboardUser, _id: '6650e7e1c17c0000000000d1', name: 'Ivo Invited', status: 'invited' as const };

  it('shows Invited and sends the invitation again; withdraws it after confirming', async () => {
    signIn('super-admin');
    const calls: string[] = [];
    server.use(
      handle('dashboardUserGet', () => HttpResponse.json({ message: 'ok', data: { dashboardUser: invited } })),
      handle('dashboardUserMetaverses', () => HttpResponse.json({ message: 'ok', data: { metaverses: [] } })),
      handle('dashboardUserInvitationResend', () => {
        calls.push('resend');
        return HttpResponse.json({ message: MESSAGES.invitationResent, data: { dashboardUser: invited } });
      }),
      handle('dashboardUserInvitationRevoke', () => {
        calls.push('revoke');
        return HttpResponse.json({ message: MESSAGES.invitationRevoked, data: { dashboardUser: invited } });
      }),
    );
    const { user } = renderRoute(`/super-admin/dashboard-user/${invited._id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ivo Invited' })).toBeInTheDocument();
    expect(screen.getByText('Invited', { exact: true })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend invitation' }));
    expect(await screen.findByText(MESSAGES.invitationResent)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Withdraw invitation' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Withdraw the invitation?' });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw invitation' }));
    expect(await screen.findByText(MESSAGES.invitationRevoked)).toBeInTheDocument();
    expect(calls).toEqual(['resend', 'revoke']);
  });

  it('an active user has an Active badge and no invitation buttons', async () => {
    signIn('super-admin');
    server.use(
      handle('dashboardUserGet', () => HttpResponse.json({ message: 'ok', data: { dashboardUser: { ...invited, status: 'active' } } })),
      handle('dashboardUserMetaverses', () => HttpResponse.json({ message: 'ok', data: { metaverses: [] } })),
    );
    renderRoute(`/super-admin/dashboard-user/${invited._id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ivo Invited' })).toBeInTheDocument();
    expect(screen.getByText('Active', { exact: true })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend invitation' })).not.toBeInTheDocument();
  });
});
