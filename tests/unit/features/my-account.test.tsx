import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { dashboardUser, errorReply, handle, superAdmin } from '../mocks/contract';
import { server } from '../mocks/server';
import { renderApp, signIn } from '../test-utils';

describe('/super-admin/myaccount', () => {
  it('shows the profile from GET super-admin read-only in the default Basic details tab', async () => {
    signIn('super-admin');
    let auth: string | null = null;
    server.use(
      handle('superAdminMe', ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json({ message: 'ok', data: { superAdmin } });
      }),
    );
    renderApp(paths.superAdmin.myAccount);
    expect(await screen.findByRole('heading', { name: 'My Account' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Basic details' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByLabelText('Name')).toHaveValue('Ada Admin');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('User ID')).toHaveValue(superAdmin._id);
    expect(screen.getByLabelText('Name')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Created At')).not.toHaveValue('Not Available');
    expect(auth).toMatch(/^Bearer /);
  });

  it("shows 'Not Available' for missing fields", async () => {
    signIn('super-admin');
    server.use(
      handle('superAdminMe', () =>
        HttpResponse.json({ message: 'ok', data: { superAdmin: { ...superAdmin, name: '', updatedAt: undefined } } }),
      ),
    );
    renderApp(paths.superAdmin.myAccount);
    expect(await screen.findByLabelText('Name')).toHaveValue('Not Available');
    expect(screen.getByLabelText('Updated At')).toHaveValue('Not Available');
  });

  it('shows an error when the profile cannot be loaded', async () => {
    signIn('super-admin');
    server.use(handle('superAdminMe', () => errorReply(404, 'SuperAdmin not found')));
    renderApp(paths.superAdmin.myAccount);
    expect(await screen.findByRole('alert')).toHaveTextContent('SuperAdmin not found');
  });

  it('switches tabs with the arrow keys and shows the reset-password fields', async () => {
    signIn('super-admin');
    server.use(handle('superAdminMe', () => HttpResponse.json({ message: 'ok', data: { superAdmin } })));
    const { user } = renderApp(paths.superAdmin.myAccount);
    await screen.findByLabelText('Name');
    await user.click(screen.getByRole('tab', { name: 'Basic details' }));
    await user.keyboard('{ArrowRight}');
    const resetTab = screen.getByRole('tab', { name: 'Reset password' });
    expect(resetTab).toHaveAttribute('aria-selected', 'true');
    expect(resetTab).toHaveFocus();
    const panel = screen.getByRole('tabpanel');
    for (const label of ['Current Password', 'New Password', 'Confirm Password']) {
      expect(within(panel).getByLabelText(label)).toHaveAttribute('type', 'password');
    }
    await user.click(within(panel).getByRole('button', { name: 'Show new password' }));
    expect(within(panel).getByLabelText('New Password')).toHaveAttribute('type', 'text');
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(within(panel).getByRole('status')).toBeInTheDocument();
    await user.keyboard('{Home}');
    await user.click(screen.getByRole('tab', { name: 'Reset password' }));
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Basic details' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByLabelText('Name')).toHaveValue('Ada Admin');
  });
});

describe('/dashboard/myaccount', () => {
  it('shows the dashboard user from GET dashboard-user', async () => {
    signIn('dashboard-user');
    server.use(handle('dashboardUserMe', () => HttpResponse.json({ message: 'ok', data: { dashboardUser } })));
    renderApp(paths.dashboard.myAccount);
    expect(await screen.findByLabelText('Name')).toHaveValue('Dana Dashboard');
  });
});
