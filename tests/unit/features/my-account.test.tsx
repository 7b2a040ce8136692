import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format';
import { MISMATCH, PASSWORD_CHANGED } from '@/features/account/components/reset-password-form';
import { dashboardUser, errorReply, handle, superAdmin, urlOf } from '../mocks/contract';
import { server } from '../mocks/server';
import { renderRoute, signIn } from '../test-utils';

/** A read-only value is text in the <dd> after its <dt> (issue 23 item 8), not an input. */
async function detail(label: string): Promise<HTMLElement> {
  const term = await screen.findByText(label, { selector: 'dt' });
  const value = term.nextElementSibling as HTMLElement;
  expect(value.tagName).toBe('DD');
  return value;
}

describe('/super-admin/myaccount', () => {
  it('shows the profile from GET super-admin read-only in the default Basic details tab', async () => {
    signIn('super-admin');
    let auth: string | null = null;
    server.use(
      handle('superAdminGetSelf', ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json({ message: 'ok', data: { superAdmin } });
      }),
    );
    renderRoute(paths.superAdmin.myAccount);
    expect(await screen.findByRole('heading', { name: 'My Account' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Basic details' })).toHaveAttribute('aria-selected', 'true');
    expect(await detail('Name')).toHaveTextContent('Ada Admin');
    expect(await detail('Email')).toHaveTextContent('ada@example.com');
    expect(await detail('User ID')).toHaveTextContent(superAdmin._id);
    expect(within(screen.getByRole('tabpanel')).queryByRole('textbox')).not.toBeInTheDocument();
    const created = await detail('Created At');
    expect(created).toHaveTextContent(formatDateTime(superAdmin.createdAt));
    expect(created.querySelector('time')).toHaveAttribute('dateTime', superAdmin.createdAt);
    expect(auth).toMatch(/^Bearer /);
  });

  it("shows 'Not Available' for missing fields", async () => {
    signIn('super-admin');
    server.use(
      // Plain http: a profile without `updatedAt` is deliberately not the contract's (the page's 'Not Available').
      http.get(urlOf('superAdminGetSelf'), () =>
        HttpResponse.json({ message: 'ok', data: { superAdmin: { ...superAdmin, name: '', updatedAt: undefined } } }),
      ),
    );
    renderRoute(paths.superAdmin.myAccount);
    expect(await detail('Name')).toHaveTextContent('Not Available');
    expect(await detail('Updated At')).toHaveTextContent('Not Available');
  });

  it('shows an error when the profile cannot be loaded', async () => {
    signIn('super-admin');
    server.use(handle('superAdminGetSelf', () => errorReply(404, 'SuperAdmin not found')));
    renderRoute(paths.superAdmin.myAccount);
    expect(await screen.findByRole('alert')).toHaveTextContent('SuperAdmin not found');
  });

  it('switches tabs with the arrow keys and shows the reset-password fields', async () => {
    signIn('super-admin');
    server.use(handle('superAdminGetSelf', () => HttpResponse.json({ message: 'ok', data: { superAdmin } })));
    const { user } = renderRoute(paths.superAdmin.myAccount);
    await detail('Name');
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
    await user.keyboard('{Home}');
    await user.click(screen.getByRole('tab', { name: 'Reset password' }));
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Basic details' })).toHaveAttribute('aria-selected', 'true');
    expect(await detail('Name')).toHaveTextContent('Ada Admin');
  });
});

describe('/dashboard/myaccount', () => {
  it('shows the dashboard user from GET dashboard-user', async () => {
    signIn('dashboard-user');
    server.use(handle('dashboardUserGetSelf', () => HttpResponse.json({ message: 'ok', data: { dashboardUser } })));
    renderRoute(paths.dashboard.myAccount);
    expect(await detail('Name')).toHaveTextContent('Dana Dashboard');
  });
});

describe('Reset password tab', () => {
  async function openResetTab(path: string, options?: Parameters<typeof renderRoute>[1]) {
    const rendered = renderRoute(path, options);
    await rendered.user.click(await screen.findByRole('tab', { name: 'Reset password' }));
    const panel = screen.getByRole('tabpanel');
    const fill = async (current: string, next: string, confirm: string) => {
      await rendered.user.type(within(panel).getByLabelText('Current Password'), current);
      await rendered.user.type(within(panel).getByLabelText('New Password'), next);
      await rendered.user.type(within(panel).getByLabelText('Confirm Password'), confirm);
    };
    return { ...rendered, panel, fill };
  }

  it('super admin: PATCH super-admin with the current and the new password, Save disabled while sending, then a toast for 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn('super-admin');
    let sent: unknown;
    let auth: string | null = null;
    server.use(
      handle('superAdminGetSelf', () => HttpResponse.json({ message: 'ok', data: { superAdmin } })),
      handle('superAdminPatch', async ({ request }) => {
        auth = request.headers.get('authorization');
        sent = await request.json();
        await delay(50);
        return HttpResponse.json({ message: 'SuperAdmin updated successfully', data: { superAdmin } });
      }),
    );
    const { user, panel, fill } = await openResetTab(paths.superAdmin.myAccount, { user: { advanceTimers: vi.advanceTimersByTime } });
    await fill('old secret 1', 'a new long secret', 'a new long secret');
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(within(panel).getByRole('button', { name: 'Saving…' })).toBeDisabled();
    // A toast says it worked (and that the other sessions ended), for 2 s.
    expect(await screen.findByText(PASSWORD_CHANGED, { selector: '[data-sonner-toast] *' })).toBeInTheDocument();
    expect(sent).toEqual({ currentPassword: 'old secret 1', password: 'a new long secret' });
    expect(auth).toMatch(/^Bearer /);
    expect(within(panel).getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(within(panel).getByLabelText('Current Password')).toHaveValue('');
    const toast = () => screen.queryByText(PASSWORD_CHANGED, { selector: '[data-sonner-toast] *' });
    act(() => vi.advanceTimersByTime(1500));
    expect(toast()).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    await waitFor(() => expect(toast()).not.toBeInTheDocument());
  });

  it('a confirmation that differs is shown beside the field and nothing is sent', async () => {
    signIn('super-admin');
    let calls = 0;
    server.use(
      handle('superAdminGetSelf', () => HttpResponse.json({ message: 'ok', data: { superAdmin } })),
      handle('superAdminPatch', () => {
        calls++;
        return HttpResponse.json({ message: 'ok', data: { superAdmin } });
      }),
    );
    const { user, panel, fill } = await openResetTab(paths.superAdmin.myAccount);
    await fill('old secret 1', 'a new long secret', 'a new long secreT');
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(within(panel).getByText(MISMATCH)).toBeInTheDocument();
    expect(within(panel).getByLabelText('Confirm Password')).toHaveAttribute('aria-invalid', 'true');
    expect(within(panel).getByLabelText('Confirm Password')).toHaveAccessibleDescription(MISMATCH);
    expect(calls).toBe(0);
  });

  it("shows the server's first validation detail (a common password, a wrong current password)", async () => {
    signIn('dashboard-user');
    const details = [
      'This password is too common. Choose one that is harder to guess.',
      'Current password is incorrect',
    ];
    let sent: unknown;
    server.use(
      handle('dashboardUserGetSelf', () => HttpResponse.json({ message: 'ok', data: { dashboardUser } })),
      handle('dashboardUserPatchSelf', async ({ request }) => {
        sent = await request.json();
        return errorReply(400, 'Validation error', details.shift());
      }),
    );
    const { user, panel, fill } = await openResetTab(paths.dashboard.myAccount);
    await fill('old secret 1', 'password', 'password');
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('This password is too common. Choose one that is harder to guess.');
    expect(sent).toEqual({ currentPassword: 'old secret 1', password: 'password' });
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await within(panel).findByText('Current password is incorrect')).toBeInTheDocument();
  });
});
