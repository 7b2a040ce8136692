import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { CURRENT_PASSWORD_FOR_EMAIL } from '@/features/account/api/account-details-schema';
import { NOTHING_CHANGED } from '@/features/account/components/account-details-form';
import { getSession } from '@/lib/session';
import { TOAST_TEXT } from '@contract/toast-text';
import type { ErrorReply } from '@contract/common';
import { dashboardUser, errorReply, handle, superAdmin } from '../mocks/contract';
import { server } from '../mocks/server';
import { renderRoute, signIn } from '../test-utils';

const toast = (text: string) => screen.findByText(text, { selector: '[data-sonner-toast] *' });

async function openEdit(path: string) {
  const rendered = renderRoute(path);
  await rendered.user.click(await screen.findByRole('button', { name: 'Edit details' }));
  const form = screen.getByRole('form', { name: 'Edit basic details' });
  return { ...rendered, form };
}

describe('My Account: correcting one’s own name and email', () => {
  it('super admin: a new name alone needs no password; the details, the toast and the stored user show it', async () => {
    signIn('super-admin');
    let current = { ...superAdmin };
    const sent: unknown[] = [];
    server.use(
      handle('superAdminGetSelf', () => HttpResponse.json({ message: 'ok', data: { superAdmin: current } })),
      handle('superAdminPatch', async ({ request }) => {
        const body = (await request.json()) as { name: string };
        sent.push(body);
        current = { ...current, ...body };
        return HttpResponse.json({ message: 'SuperAdmin updated successfully', data: { superAdmin: current } });
      }),
    );
    const { user, form } = await openEdit(paths.superAdmin.myAccount);
    const name = within(form).getByRole('textbox', { name: /^Name/ });
    expect(name).toHaveFocus();
    expect(name).toHaveValue('Ada Admin');
    expect(within(form).queryByLabelText(/^Current Password/)).not.toBeInTheDocument();
    await user.clear(name);
    await user.type(name, '  Ada Lovelace ');
    await user.click(within(form).getByRole('button', { name: 'Save details' }));

    expect(await toast(TOAST_TEXT.accountSaved)).toBeInTheDocument();
    expect(screen.queryByText('SuperAdmin updated successfully')).not.toBeInTheDocument();
    expect(sent).toEqual([{ name: 'Ada Lovelace' }]);
    const term = await screen.findByText('Name', { selector: 'dt' });
    await waitFor(() => expect(term.nextElementSibling).toHaveTextContent('Ada Lovelace'));
    expect(screen.getByRole('button', { name: 'Edit details' })).toBeInTheDocument();
    expect(getSession()?.user).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.com' });
  });

  it('unchanged: nothing is sent and a toast says so; Cancel goes back', async () => {
    signIn('super-admin');
    let calls = 0;
    server.use(
      handle('superAdminGetSelf', () => HttpResponse.json({ message: 'ok', data: { superAdmin } })),
      handle('superAdminPatch', () => {
        calls++;
        return HttpResponse.json({ message: 'ok', data: { superAdmin } });
      }),
    );
    const { user, form } = await openEdit(paths.superAdmin.myAccount);
    await user.click(within(form).getByRole('button', { name: 'Save details' }));
    expect(await toast(NOTHING_CHANGED)).toBeInTheDocument();
    expect(calls).toBe(0);
    await user.click(await screen.findByRole('button', { name: 'Edit details' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Edit basic details' })).not.toBeInTheDocument();
  });

  it('dashboard user: a new email asks for the current password; wrong password and a taken email are said beside their fields', async () => {
    signIn('dashboard-user');
    let current = { ...dashboardUser };
    const sent: unknown[] = [];
    const replies = [
      () => HttpResponse.json<ErrorReply>({ message: 'Validation error', errors: { details: [{ message: 'Current password is incorrect', path: ['currentPassword'] }] } }, { status: 400 }),
      () => errorReply(409, 'Email already in use'),
    ];
    server.use(
      handle('dashboardUserGetSelf', () => HttpResponse.json({ message: 'ok', data: { dashboardUser: current } })),
      handle('dashboardUserPatchSelf', async ({ request }) => {
        const body = (await request.json()) as { email: string };
        sent.push(body);
        const refusal = replies.shift();
        if (refusal) return refusal();
        current = { ...current, email: body.email };
        return HttpResponse.json({ message: 'DashboardUser updated successfully', data: { dashboardUser: current } });
      }),
    );
    const { user, form } = await openEdit(paths.dashboard.myAccount);
    const email = within(form).getByRole('textbox', { name: /^Email/ });
    await user.clear(email);
    await user.type(email, 'Dana.New@Example.com');
    const password = within(form).getByLabelText(/^Current Password/);
    expect(password).toHaveAccessibleDescription(/Needed to change your email/);

    // Without the password nothing is sent.
    await user.click(within(form).getByRole('button', { name: 'Save details' }));
    expect(await within(form).findByText(CURRENT_PASSWORD_FOR_EMAIL)).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(0);

    await user.type(password, 'not my password');
    await user.click(within(form).getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription(/Current password is incorrect/));
    expect(sent[0]).toEqual({ email: 'dana.new@example.com', currentPassword: 'not my password' });

    await user.clear(password);
    await user.type(password, 'my real password');
    await user.click(within(form).getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('Email already in use'));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveValue('Dana.New@Example.com'); // what was typed stays

    await user.click(within(form).getByRole('button', { name: 'Save details' }));
    expect(await toast(TOAST_TEXT.accountEmailChanged('dana.new@example.com'))).toBeInTheDocument();
    expect(sent).toHaveLength(3);
    const term = await screen.findByText('Email', { selector: 'dt' });
    await waitFor(() => expect(term.nextElementSibling).toHaveTextContent('dana.new@example.com'));
    expect(getSession()?.user).toMatchObject({ email: 'dana.new@example.com', name: 'Dana Dashboard' });
  });
});
