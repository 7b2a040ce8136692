import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { loadPasswordVerdict } from '@/lib/load-password-verdict';
import { PASSWORD_HINT } from '@contract/common';
import { passwordProblem as serverVerdict } from '../../../server/src/auth/password-policy';
import { dashboardUser, handle } from '../mocks/contract';
import { server } from '../mocks/server';
import { renderRoute, signIn } from '../test-utils';

// The password policy explains itself (docs/decisions/0034): the forms say while typing what the server would answer.

const REPEATS = 'Avoid repeated characters like aaa or 1212';
const SEQUENCE = 'Avoid sequences like abcd or 1234';
const COMMON = 'This password is too common. Choose one that is harder to guess.';
const BRAND = "Don't use the site's name, Eternity";
const PERSONAL = "Don't use your email or name";

const owner = { email: 'dana@example.com', name: 'Dana Dashboard' };
const AUDIT: [string, string | undefined][] = [
  ['aaaaaaaa', REPEATS],
  ['abcdefgh', SEQUENCE],
  ['12341234', REPEATS],
  [' '.repeat(8), REPEATS],
  ['Passw0rd!', COMMON],
  ['Eternity123', BRAND],
  ['dana@example.com', PERSONAL],
  ['DanaDashboard', PERSONAL],
  ['short', 'Password must be at least 8 characters'],
  ['mossy-Kettle-river-42', undefined],
];

describe('the client verdict', () => {
  it.each(AUDIT)('equals the server verdict for %j', async (password, reason) => {
    const judge = await loadPasswordVerdict();
    expect(judge(password, owner)).toBe(reason);
    expect(serverVerdict(password, owner)).toBe(reason);
  });
});

describe('the new-password field', () => {
  it("in My Account: shows the reason while typing, for the account's own email too, before anything is sent", async () => {
    signIn('dashboard-user');
    const sent: unknown[] = [];
    server.use(
      handle('dashboardUserGetSelf', () => HttpResponse.json({ message: 'ok', data: { dashboardUser } })),
      handle('dashboardUserPatchSelf', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ message: 'ok', data: { dashboardUser } });
      }),
    );
    const { user } = renderRoute(paths.dashboard.myAccount);
    await user.click(await screen.findByRole('tab', { name: 'Reset password' }));
    const field = within(screen.getByRole('tabpanel')).getByLabelText('New Password');
    expect(field).toHaveAccessibleDescription(PASSWORD_HINT);
    expect(field).not.toHaveAttribute('aria-invalid');

    await user.type(field, 'aaaaaaaa');
    await waitFor(() => expect(field).toHaveAccessibleDescription(REPEATS));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(REPEATS).closest('[aria-live="polite"]')).not.toBeNull();

    await user.clear(field);
    await user.type(field, 'dana@example.com');
    await waitFor(() => expect(field).toHaveAccessibleDescription(PERSONAL));

    await user.clear(field);
    await user.type(field, 'mossy-Kettle-river-42');
    await waitFor(() => expect(field).toHaveAccessibleDescription(PASSWORD_HINT));
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(sent).toEqual([]);
  });

  it("in the super admin's dashboard-user form: judged against the name and email typed in the same form", async () => {
    signIn('super-admin');
    server.use(
      handle('dashboardUsersList', () =>
        HttpResponse.json({
          message: 'DashboardUsers fetched successfully',
          data: { dashboardUsers: [], pagination: { page: 1, pageSize: 10, total: 0, totalPages: 0 } },
        }),
      ),
    );
    const { user } = renderRoute(paths.superAdmin.dashboardUsers);
    await user.click(await screen.findByRole('button', { name: 'Create Dashboard User' }));
    await user.type(await screen.findByLabelText(/^Name/), 'Nia Newcombe');
    await user.type(screen.getByLabelText(/^Email/), 'nia.newcombe@example.com');
    const field = screen.getByLabelText('Password');
    await user.type(field, 'NiaNewcombe');
    await waitFor(() => expect(field).toHaveAccessibleDescription(PERSONAL));
    await user.clear(field);
    await user.type(field, '12341234');
    await waitFor(() => expect(field).toHaveAccessibleDescription(REPEATS));
  });

  it('on the reset link page: refuses the brand while typing', async () => {
    const { user } = renderRoute(`${paths.dashboard.resetPassword}?token=tok-1`);
    const field = await screen.findByLabelText('New password');
    await user.type(field, 'Eternity123');
    await waitFor(() => expect(field).toHaveAccessibleDescription(BRAND));
  });
});
