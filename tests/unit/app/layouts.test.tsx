import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { getCookie } from '@/lib/session';
import { errorReply, handle } from '../mocks/contract';
import { homeHandlers, metaverse, metaverseRef, metaversesReply, trackRequests } from '../mocks/console';
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

/** The home page's reads finish before their handlers go (a read still in flight would fail the next test). */
function settleHomeReads() {
  server.use(...homeHandlers());
  const requests = trackRequests(server.events);
  return async () => {
    await requests.settled();
    requests.stop();
  };
}

describe('super-admin layout', () => {
  beforeEach(settleHomeReads);

  it('has the SPEC sidebar entries and the Support 24/7 block', async () => {
    signIn('super-admin');
    renderApp(paths.superAdmin.home);
    const nav = await screen.findByRole('navigation', { name: 'Super admin' });
    for (const name of ['Dashboard', 'Dashboard Users', 'Metaverse Users', "Booked Demo's", 'My Account']) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(nav).getByRole('button', { name: 'Metaverses' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: /^Support 24\/7/ })).toHaveAttribute('href', paths.contactUs);
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toBeInTheDocument();
    // The first test pays for importing the console's lazy chunks (slow on a loaded machine): the project's 30 s.
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

describe('super-admin sidebar', () => {
  beforeEach(settleHomeReads);

  it('lists the real metaverse names (linking to their pages) and Create metaverse under Metaverses', async () => {
    signIn('super-admin');
    server.use(metaversesReply([metaverse(1, 'Eternity City'), metaverse(2, 'Moon Base')]));
    const { user } = renderApp(paths.superAdmin.home);
    const nav = await screen.findByRole('navigation', { name: 'Super admin' });
    const group = within(nav).getByRole('button', { name: 'Metaverses' });
    await user.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(group.getAttribute('aria-controls')!)!;
    await waitFor(() => expect(within(list).getAllByRole('link').map((a) => a.textContent)).toEqual(['Eternity City', 'Moon Base', '+ Create metaverse']));
    expect(within(list).getByRole('link', { name: 'Moon Base' })).toHaveAttribute('href', paths.superAdmin.metaverse(metaverse(2)._id));
    expect(within(list).getByRole('link', { name: 'Create metaverse' })).toHaveAttribute('href', paths.superAdmin.metaverse('new'));
  });

  it('opens the Metaverses group by itself on a metaverse page, the current one marked', async () => {
    signIn('super-admin');
    server.use(metaversesReply([metaverse(1, 'Eternity City')]));
    renderApp(paths.superAdmin.metaverse('new'));
    const nav = await screen.findByRole('navigation', { name: 'Super admin' });
    expect(within(nav).getByRole('button', { name: 'Metaverses' })).toHaveAttribute('aria-expanded', 'true');
    expect(await within(nav).findByRole('link', { name: 'Create metaverse' })).toHaveAttribute('aria-current', 'page');
  });

  it('says when the list failed and loads it again on Try again', async () => {
    signIn('super-admin');
    let calls = 0;
    server.use(
      handle('metaversesList', () => {
        calls += 1;
        return calls === 1
          ? errorReply(400, 'Service unavailable')
          : HttpResponse.json({ message: 'ok', data: { metaverses: [metaverse(3, 'Back Again')] } });
      }),
    );
    const { user } = renderApp(paths.superAdmin.home);
    const nav = await screen.findByRole('navigation', { name: 'Super admin' });
    await user.click(within(nav).getByRole('button', { name: 'Metaverses' }));
    expect(await within(nav).findByText('Could not load the metaverses.')).toBeInTheDocument();
    await user.click(within(nav).getByRole('button', { name: 'Try again loading metaverses' }));
    expect(await within(nav).findByRole('link', { name: 'Back Again' })).toBeInTheDocument();
  });

  it('below 1024 px sits behind Menu: opening focuses the first link, Escape closes and returns focus, a link closes it', async () => {
    signIn('super-admin');
    const { user, router } = renderApp(paths.superAdmin.home);
    const menu = await screen.findByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(menu.getAttribute('aria-controls')!)!;
    expect(panel).toHaveClass('hidden', 'lg:flex');

    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(panel).not.toHaveClass('hidden');
    const nav = within(panel).getByRole('navigation', { name: 'Super admin' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(panel).toHaveClass('hidden');
    expect(menu).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(nav).getByRole('link', { name: 'Metaverse Users' }));
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById('main')).toHaveFocus();
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.superAdmin.metaverseUsers));
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    // The page's own read is answered before the test ends.
    expect(await screen.findByText('No Users available')).toBeInTheDocument();
  });
});

describe('dashboard layout', () => {
  it('Logout goes to /dashboard/login', async () => {
    signIn('dashboard-user');
    const logout = answerLogout('dashboardUserLogout');
    const own = metaverse(7, 'My City');
    server.use(
      handle('dashboardUserSelfMetaverses', () =>
        HttpResponse.json({ message: 'ok', data: { metaverses: [{ metaverseID: metaverseRef(own) }] } }),
      ),
      // The home page's chart data is not this test's business: it stays loading.
      handle('dashboardUserInsights', () => new Promise<never>(() => {})),
    );
    const { user, router } = renderApp(paths.dashboard.home);
    const nav = await screen.findByRole('navigation', { name: 'Dashboard' });
    await user.click(within(nav).getByRole('button', { name: 'Metaverses' }));
    expect(within(nav).getByRole('button', { name: 'Metaverses' })).toHaveAttribute('aria-expanded', 'true');
    // The same group as the super admin's, filled with the user's own metaverses (and no Create link).
    expect(await within(nav).findByRole('link', { name: 'My City' })).toHaveAttribute('href', paths.dashboard.metaverse(own._id));
    expect(within(nav).queryByRole('link', { name: 'Create metaverse' })).toBeNull();
    await user.click(within(nav).getByRole('button', { name: 'Logout' }));
    await screen.findByRole('heading', { name: 'Dashboard Login' });
    expect(logout.calls).toBe(1);
    expect(router.state.location.pathname).toBe(paths.dashboard.login);
    expect(localStorage.length).toBe(0);
  });
});

describe('ConsoleSidebar', () => {
  it('opens the Metaverses group when the list arrives after the page it shows', async () => {
    const { render } = await import('@testing-library/react');
    const { MemoryRouter } = await import('react-router-dom');
    const { ConsoleSidebar } = await import('@/components/layout/console-sidebar');
    const page = paths.superAdmin.metaverse(metaverse(2)._id);
    const sidebar = (status: 'loading' | 'ready') => (
      <MemoryRouter initialEntries={[page]}>
        <ConsoleSidebar
          title="Admin Console"
          label="Super admin"
          items={[{ label: 'Dashboard', to: paths.superAdmin.home }]}
          metaverses={{ status, items: status === 'ready' ? [{ label: 'Moon Base', to: page }] : [] }}
          logoutTo={paths.superAdmin.login}
        />
      </MemoryRouter>
    );
    const { rerender } = render(sidebar('loading'));
    const group = screen.getByRole('button', { name: 'Metaverses' });
    expect(group).toHaveAttribute('aria-expanded', 'false');
    rerender(sidebar('ready'));
    expect(group).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Moon Base' })).toHaveAttribute('aria-current', 'page');
  });
});
