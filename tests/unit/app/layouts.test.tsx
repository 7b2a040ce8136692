import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { getCookie } from '@/lib/session';
import { handle } from '../mocks/contract';
import { server } from '../mocks/server';
import { renderApp, signIn } from '../test-utils';

/** Answers the role's logout row and counts the calls (Logout revokes the session on the server first). */
function answerLogout(name: 'superAdminLogout' | 'dashboardUserLogout'): { calls: number } {
  const seen = { calls: 0 };
  server.use(
    handle(name, () => {
      seen.calls += 1;
      return HttpResponse.json({ message: 'Logged out successfully' });
    }),
  );
  return seen;
}

describe('super-admin layout', () => {
  it('has the SPEC sidebar entries and the Support 24/7 block', async () => {
    signIn('super-admin');
    renderApp(paths.superAdmin.home);
    const nav = await screen.findByRole('navigation', { name: 'Super admin' });
    for (const name of ['Dashboard', 'Dashboard Users', 'Metaverse Users', "Booked Demo's", 'My Account']) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(nav).getByRole('button', { name: 'Metaverses' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Support 24/7')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toBeInTheDocument();
  });

  it('Logout clears all stored data and goes to /super-admin/login', async () => {
    signIn('super-admin');
    localStorage.setItem('anything', 'else');
    const logout = answerLogout('superAdminLogout');
    const { user, router } = renderApp(paths.superAdmin.home);
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await screen.findByRole('heading', { name: 'Super Admin Login' });
    expect(logout.calls).toBe(1);
    expect(router.state.location.pathname).toBe(paths.superAdmin.login);
    expect(localStorage.length).toBe(0);
    expect(getCookie('accessToken')).toBeNull();
  });
});

describe('dashboard layout', () => {
  it('Logout goes to /dashboard/login', async () => {
    signIn('dashboard-user');
    const logout = answerLogout('dashboardUserLogout');
    const { user, router } = renderApp(paths.dashboard.home);
    const nav = await screen.findByRole('navigation', { name: 'Dashboard' });
    await user.click(within(nav).getByRole('button', { name: 'Metaverses' }));
    expect(within(nav).getByRole('button', { name: 'Metaverses' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(nav).getByRole('button', { name: 'Logout' }));
    await screen.findByRole('heading', { name: 'Dashboard Login' });
    expect(logout.calls).toBe(1);
    expect(router.state.location.pathname).toBe(paths.dashboard.login);
    expect(localStorage.length).toBe(0);
  });
});
