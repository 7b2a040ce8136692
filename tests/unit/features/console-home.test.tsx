import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { CHART_CAPTION, NO_BOOKINGS } from '@/features/console-home/components/bookings-per-week';
import { COUNTS_FAILED, LEAD_LABELS } from '@/features/console-home/components/console-home';
import { errorReply, handle } from '../mocks/contract';
import { homeHandlers, metaverse, metaversesReply, trackRequests, weeksReply } from '../mocks/console';
import { server } from '../mocks/server';
import { renderRoute, signIn } from '../test-utils';

const card = (name: RegExp) => within(screen.getByRole('list', { name: 'Counts' })).getByRole('link', { name });

/** The four cards once none of them is loading. */
async function loadedCounts() {
  const counts = await screen.findByRole('list', { name: 'Counts' });
  await waitFor(() => expect(counts.querySelector('[aria-busy="true"]')).toBeNull());
  return counts;
}

describe('/super-admin/home', () => {
  let requests: ReturnType<typeof trackRequests>;
  beforeEach(() => {
    signIn('super-admin');
    requests = trackRequests(server.events);
    return async () => {
      // The page's reads finish before their handlers go.
      await requests.settled();
      requests.stop();
    };
  });

  it('counts metaverses, dashboard users, metaverse users and booked demos, each card opening its list', async () => {
    server.use(
      metaversesReply([metaverse(1, 'Eternity City'), metaverse(2, 'Mall'), metaverse(3, 'Bank')]),
      ...homeHandlers({ dashboardUsers: 23, users: 1234, bookedDemos: 7 }),
    );
    renderRoute(paths.superAdmin.home);
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    await loadedCounts();
    expect(card(/^Metaverses/)).toHaveTextContent('Metaverses3');
    expect(card(/^Metaverses/)).toHaveAttribute('href', '#metaverses');
    expect(card(/^Dashboard Users/)).toHaveTextContent(`Dashboard Users${(23).toLocaleString()}`);
    expect(card(/^Dashboard Users/)).toHaveAttribute('href', paths.superAdmin.dashboardUsers);
    expect(card(/^Metaverse Users/)).toHaveTextContent(`Metaverse Users${(1234).toLocaleString()}`);
    expect(card(/^Metaverse Users/)).toHaveAttribute('href', paths.superAdmin.metaverseUsers);
    expect(card(/^Booked Demo's/)).toHaveTextContent("Booked Demo's7");
    expect(card(/^Booked Demo's/)).toHaveAttribute('href', paths.superAdmin.bookedDemos);
    // The metaverses the first card points to, each opening its page.
    const list = screen.getByRole('region', { name: 'Metaverses' });
    expect(within(list).getByRole('link', { name: /Eternity City/ })).toHaveAttribute('href', paths.superAdmin.metaverse(metaverse(1)._id));
    expect(document.title).toBe('Dashboard | Admin Console');
  });

  it('shows the leads waiting for sales, new and unassigned, each card opening the list so filtered', async () => {
    server.use(...homeHandlers({ bookedDemos: 40, newLeads: 6, unassignedLeads: 3 }));
    renderRoute(paths.superAdmin.home);
    const leads = await screen.findByRole('list', { name: LEAD_LABELS.heading });
    await waitFor(() => expect(leads.querySelector('[aria-busy="true"]')).toBeNull());
    const fresh = within(leads).getByRole('link', { name: new RegExp(`^${LEAD_LABELS.fresh}`) });
    expect(fresh).toHaveTextContent(`${LEAD_LABELS.fresh}6`);
    expect(fresh).toHaveAttribute('href', `${paths.superAdmin.bookedDemos}?status=new`);
    const unassigned = within(leads).getByRole('link', { name: new RegExp(`^${LEAD_LABELS.unassigned}`) });
    expect(unassigned).toHaveTextContent(`${LEAD_LABELS.unassigned}3`);
    expect(unassigned).toHaveAttribute('href', `${paths.superAdmin.bookedDemos}?owner=none`);
    expect(screen.getByRole('heading', { name: LEAD_LABELS.heading, level: 2 })).toBeInTheDocument();
    expect(card(/^Booked Demo's/)).toHaveTextContent("Booked Demo's40");
  });

  it("says 'about N' for a list whose total is the database's estimate", async () => {
    server.use(...homeHandlers({ users: 1_000_000, estimated: ['users'] }));
    renderRoute(paths.superAdmin.home);
    await loadedCounts();
    expect(card(/^Metaverse Users/)).toHaveTextContent(`about ${(1_000_000).toLocaleString()}`);
    expect(card(/^Dashboard Users/)).toHaveTextContent('Dashboard Users0');
  });

  it('a count that cannot be loaded says so, and Try again fetches it again', async () => {
    let fail = true;
    server.use(
      handle('usersList', () =>
        fail
          ? errorReply(500, 'Internal server error')
          : HttpResponse.json({ message: 'ok', data: { users: [], pagination: { page: 1, pageSize: 10, total: 25, totalPages: 3 } } }),
      ),
      ...homeHandlers({ dashboardUsers: 4 }),
    );
    const { user } = renderRoute(paths.superAdmin.home);
    // The client retries a failed read before giving up.
    expect(await screen.findByText(COUNTS_FAILED, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(card(/^Metaverse Users/)).toHaveTextContent('Unavailable');
    expect(card(/^Dashboard Users/)).toHaveTextContent('4');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(card(/^Metaverse Users/)).toHaveTextContent('Metaverse Users25'));
    expect(screen.queryByText(COUNTS_FAILED)).not.toBeInTheDocument();
  });

  it('gives the bookings of the last 12 weeks as a table beside the chart', async () => {
    const counts = [0, 1, 0, 2, 3, 0, 0, 5, 1, 0, 4, 2];
    // The first handler for a route answers: these weeks before the defaults.
    server.use(weeksReply(counts), ...homeHandlers());
    const { user } = renderRoute(paths.superAdmin.home);
    const chart = await screen.findByRole('region', { name: 'Bookings per week' });
    // A sentence for everyone, and the numbers as a table.
    const busiest = '10 Feb 2025';
    expect(await within(chart).findByText(`18 demos were booked in the last 12 weeks; the busiest week began ${busiest} (5).`)).toBeInTheDocument();
    const table = within(chart).getByRole('table', { name: CHART_CAPTION });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(12);
    expect(rows.map((r) => within(r).getByRole('cell').textContent)).toEqual(counts.map(String));
    // The first week (Monday 2024-12-23) in the visitor's locale, machine-readable beside.
    const first = within(rows[0]!).getByRole('rowheader');
    expect(first.querySelector('time')).toHaveAttribute('dateTime', '2024-12-23');
    expect(first).toHaveTextContent('23 Dec 2024');
    // The picture is hidden from assistive technology; the table can be shown on screen too.
    expect(within(chart).getByTestId('bookings-chart')).toHaveAttribute('aria-hidden', 'true');
    const toggle = within(chart).getByRole('button', { name: 'Show the numbers as a table' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(table.parentElement).toHaveClass('sr-only');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(table.parentElement).not.toHaveClass('sr-only');
  });

  it('says when no demo was booked in the 12 weeks', async () => {
    server.use(...homeHandlers());
    renderRoute(paths.superAdmin.home);
    expect(await screen.findByText(NO_BOOKINGS)).toBeInTheDocument();
  });
});
