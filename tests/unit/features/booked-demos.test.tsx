import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import type { BookedDemoRecord } from '../mocks/console';
import { errorReply, handle } from '../mocks/contract';
import { server } from '../mocks/server';
import { renderRoute, signIn } from '../test-utils';
import { officesHandler, stagesHandler } from './booked-demos-fake';

type MailState = 'pending' | 'retrying' | 'sent' | 'failed' | 'held';
const STATES: MailState[] = ['sent', 'pending', 'retrying', 'failed'];

/** 23 bookings, newest first, like the server sorts them. */
const ALL = Array.from({ length: 23 }, (_, i) => {
  const n = 22 - i;
  return {
    _id: `6650e7e1c17c${String(n).padStart(12, '0')}`,
    name: `Person ${String(n).padStart(2, '0')}`,
    email: `person${n}@example.com`,
    phoneNumber: '+919876543210',
    companyName: n === 3 ? 'Acme Retail' : `Company ${n}`,
    message: `Message ${n}`,
    createdAt: new Date(Date.UTC(2025, 2, 1, 9, n)).toISOString(),
    mailState: STATES[n % 4]!,
    mailAttempts: n % 4 === 3 ? 8 : 1,
    sourcePage: null,
    sourceLabel: null,
    referrerHost: null,
    utm: null,
    status: 'new' as const,
    owner: null as { id: string; name: string } | null,
  };
});

/** Three quarantined bookings, newest first (docs/decisions/0037). */
const FILTERED = (['honeypot', 'no-start', 'stale'] as const).map((reason, i) => ({
  _id: `6650e7e1c17c0000000001${String(i).padStart(2, '0')}`,
  name: `Bot ${i}`,
  email: `bot${i}@spam.example`,
  phoneNumber: '+919876543210',
  companyName: `Spam ${i}`,
  message: `Buy now ${i}`,
  createdAt: new Date(Date.UTC(2025, 2, 2, 9, 10 - i)).toISOString(),
  mailState: 'held' as MailState,
  mailAttempts: 0,
  quarantineReason: reason,
  sourcePage: null,
  sourceLabel: null,
  referrerHost: null,
  utm: null,
  status: 'new' as const,
  owner: null,
}));


/** A fake GET booked-demos that pages and filters like the server; it records every query it saw. */
function listHandler(
  seen: { page: string | null; q: string | null; auth: string | null; view?: string | null }[],
  rows: readonly (typeof ALL)[number][] = ALL,
  /** The quarantined rows, or a function giving them as they are at each request. */
  filtered: readonly (typeof FILTERED)[number][] | (() => readonly (typeof FILTERED)[number][]) = FILTERED,
) {
  return handle('bookedDemosList', ({ request }) => {
    const url = new URL(request.url);
    const page = Number(url.searchParams.get('page') ?? '1');
    const q = url.searchParams.get('q');
    const view = url.searchParams.get('view');
    seen.push({ page: url.searchParams.get('page'), q, auth: request.headers.get('authorization'), ...(view ? { view } : {}) });
    const all: readonly BookedDemoRecord[] = view === 'filtered' ? (typeof filtered === 'function' ? filtered() : filtered) : rows;
    const matching = q ? all.filter((r) => [r.name, r.email, r.companyName, r.message].some((v) => v.toLowerCase().includes(q.toLowerCase()))) : all;
    return HttpResponse.json({
      message: 'Booked demos fetched successfully',
      data: {
        bookedDemos: matching.slice((page - 1) * 10, page * 10),
        pagination: { page, pageSize: 10, total: matching.length, totalPages: Math.ceil(matching.length / 10) },
      },
    });
  });
}

// Skeleton rows stand in while the first page loads; the table is ready when it is no longer busy.
const loadedTable = () => screen.findByRole('table', { busy: false });
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const names = () => bodyRows().map((row) => within(row).getByRole('rowheader').textContent);

describe('/super-admin/bookeddemos', () => {
  beforeEach(() => {
    signIn('super-admin');
    server.use(officesHandler(), stagesHandler());
  });

  it('shows the bookings in an accessible table, newest first, with the mail state', async () => {
    const seen: { page: string | null; q: string | null; auth: string | null }[] = [];
    server.use(listHandler(seen));
    renderRoute(paths.superAdmin.bookedDemos);
    expect(await screen.findByRole('heading', { name: "Booked Demo's" })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: /Booked demos, newest first, page 1 of 3/, busy: false });
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Select', 'Name', 'Status', 'Owner', 'Email', 'Phone Number', 'Company Name', 'Message', 'Created At', 'Mail']);
    expect(names()).toEqual(ALL.slice(0, 10).map((r) => r.name));
    const first = bodyRows()[0]!;
    expect(within(first).getByRole('link', { name: 'person22@example.com' })).toHaveAttribute('href', 'mailto:person22@example.com');
    expect(first).toHaveTextContent('+919876543210');
    expect(first).toHaveTextContent('Company 22');
    expect(first).toHaveTextContent('Message 22');
    expect(first).toHaveTextContent('Retrying (1 attempt)');
    expect(bodyRows()[1]).toHaveTextContent('Queued');
    expect(bodyRows()[2]).toHaveTextContent('Sent');
    expect(bodyRows()[3]).toHaveTextContent('Failed (8 attempts)');
    expect(within(first).getByText((_, el) => el?.tagName === 'TIME')).toHaveAttribute('dateTime', ALL[0]!.createdAt);
    expect(seen[0]).toEqual({ page: '1', q: null, auth: expect.stringMatching(/^Bearer /) });
    expect(document.title).toBe("Booked Demo's | Admin Console");
  });

  it('pages with Previous and Next (Previous disabled on page 1)', async () => {
    server.use(listHandler([]));
    const { user } = renderRoute(paths.superAdmin.bookedDemos);
    await loadedTable();
    const previous = screen.getByRole('button', { name: 'Previous' });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(previous).toBeDisabled();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();

    await user.click(next);
    await waitFor(() => expect(names()[0]).toBe('Person 12'));
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(previous).toBeEnabled();
    await user.click(next);
    await waitFor(() => expect(names()).toEqual(['Person 02', 'Person 01', 'Person 00']));
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(next).toBeDisabled();
    await user.click(previous);
    await waitFor(() => expect(screen.getByText('Page 2 of 3')).toBeInTheDocument());
  });

  it('searches after typing pauses and starts again at page 1', async () => {
    const seen: { page: string | null; q: string | null; auth: string | null }[] = [];
    server.use(listHandler(seen));
    const { user } = renderRoute(paths.superAdmin.bookedDemos);
    await loadedTable();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByText('Page 2 of 3')).toBeInTheDocument());

    await user.type(screen.getByRole('searchbox', { name: 'Search booked demos' }), 'acme');
    await waitFor(() => expect(names()).toEqual(['Person 03']));
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    // Debounced: one request for the whole word, none per keystroke.
    expect(seen.filter((s) => s.q !== null)).toEqual([{ page: '1', q: 'acme', auth: expect.any(String) }]);
  });

  it('keeps the search and page in the URL: a shared link opens them, Back leaves the search', async () => {
    const seen: { page: string | null; q: string | null; auth: string | null }[] = [];
    server.use(listHandler(seen));
    const { user, router } = renderRoute(`${paths.superAdmin.bookedDemos}?q=person&page=2`);
    await waitFor(() => expect(names()[0]).toBe('Person 12'));
    expect(screen.getByRole('searchbox', { name: 'Search booked demos' })).toHaveValue('person');
    expect(seen[0]).toMatchObject({ page: '2', q: 'person' });

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=person&page=3'));
    // Page 3 on screen first: the page renders a new search box for the new URL, and keys typed into the old one are
    // lost (seen on a busy machine).
    await waitFor(() => expect(names()).toEqual(['Person 02', 'Person 01', 'Person 00']));
    // Typed over the selected text, so the box is never empty between two keystrokes on a slow machine.
    await user.tripleClick(screen.getByRole('searchbox', { name: 'Search booked demos' }));
    await user.keyboard('acme');
    // On a loaded machine a pause mid-word settles a prefix first; the whole word follows.
    await waitFor(() => expect(router.state.location.search).toBe('?q=acme'), { timeout: 15_000 });
    await waitFor(() => expect(names()).toEqual(['Person 03']));

    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.search).toBe('?q=person&page=3'));
    expect(screen.getByRole('searchbox', { name: 'Search booked demos' })).toHaveValue('person');
    await waitFor(() => expect(names()).toEqual(['Person 02', 'Person 01', 'Person 00']));
  });

  it('shows the last page for a page past the end', async () => {
    server.use(listHandler([]));
    const { router } = renderRoute(`${paths.superAdmin.bookedDemos}?page=9`);
    await waitFor(() => expect(names()).toEqual(['Person 02', 'Person 01', 'Person 00']));
    expect(router.state.location.search).toBe('?page=3');
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
  });

  it("says 'No booked demos yet' for an empty list and 'No booked demos match your search' for no match", async () => {
    server.use(listHandler([], []));
    const { user } = renderRoute(paths.superAdmin.bookedDemos);
    expect(await screen.findByText('No booked demos yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search booked demos' }), 'zzz');
    expect(await screen.findByText('No booked demos match your search')).toBeInTheDocument();
  });

  it('shows the server message when the list cannot be loaded', async () => {
    server.use(handle('bookedDemosList', () => errorReply(403, 'Forbidden')));
    renderRoute(paths.superAdmin.bookedDemos);
    expect(await screen.findByRole('alert')).toHaveTextContent('Forbidden');
  });

  describe('Export CSV', () => {
    const createObjectURL = vi.fn(() => 'blob:booked-demos');
    const revokeObjectURL = vi.fn();
    let clicked: HTMLAnchorElement[];

    beforeEach(() => {
      clicked = [];
      Object.assign(URL, { createObjectURL, revokeObjectURL });
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        clicked.push(this);
      });
    });
    afterEach(() => {
      vi.restoreAllMocks();
      createObjectURL.mockClear();
    });

    it('downloads the filtered list through the http client (bearer token, current search)', async () => {
      let exportUrl: URL | null = null;
      let auth: string | null = null;
      server.use(
        listHandler([]),
        handle('bookedDemosExport', ({ request }) => {
          exportUrl = new URL(request.url);
          auth = request.headers.get('authorization');
          return new HttpResponse('\uFEFFname,email\r\n"Acme, Ltd",a@example.com\r\n', {
            headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="booked-demos-2025-03-01.csv"' },
          });
        }),
      );
      const { user } = renderRoute(paths.superAdmin.bookedDemos);
      await loadedTable();
      await user.type(screen.getByRole('searchbox', { name: 'Search booked demos' }), 'acme');
      await waitFor(() => expect(names()).toEqual(['Person 03']));
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(clicked).toHaveLength(1));
      expect(exportUrl!.pathname).toBe('/api/booked-demos/export');
      expect(exportUrl!.searchParams.get('q')).toBe('acme');
      expect(exportUrl!.searchParams.has('page')).toBe(false);
      expect(auth).toMatch(/^Bearer /);
      expect(createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
      expect(clicked[0]!.href).toBe('blob:booked-demos');
      expect(clicked[0]!.download).toBe('booked-demos-2025-03-01.csv');
      expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    });

    it("shows the reply's message when the export fails (read back from the blob)", async () => {
      server.use(listHandler([]), handle('bookedDemosExport', () => errorReply(403, 'Forbidden')));
      const { user } = renderRoute(paths.superAdmin.bookedDemos);
      await loadedTable();
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Forbidden');
      expect(clicked).toHaveLength(0);
    });
  });
  describe('Filtered (quarantined bookings, docs/decisions/0037)', () => {
    it('the Leads view is the default and asks for no view; Filtered is a link to ?view=filtered with the reasons in words', async () => {
      const seen: { page: string | null; q: string | null; auth: string | null; view?: string | null }[] = [];
      server.use(listHandler(seen));
      const { user, router } = renderRoute(paths.superAdmin.bookedDemos);
      await loadedTable();
      const views = screen.getByRole('navigation', { name: 'Booked demo views' });
      expect(within(views).getByRole('link', { name: 'Leads' })).toHaveAttribute('aria-current', 'page');
      expect(within(views).getByRole('link', { name: 'Filtered' })).not.toHaveAttribute('aria-current');
      expect(seen[0]).not.toHaveProperty('view');
      expect(names()).not.toContain('Bot 0');

      await user.click(within(views).getByRole('link', { name: 'Filtered' }));
      await waitFor(() => expect(router.state.location.search).toBe('?view=filtered'));
      const table = await screen.findByRole('table', { name: /Filtered booked demos, newest first, page 1 of 1/, busy: false });
      expect(within(views).getByRole('link', { name: 'Filtered' })).toHaveAttribute('aria-current', 'page');
      expect(seen.at(-1)).toMatchObject({ view: 'filtered', page: '1' });
      const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
      expect(headers).toEqual(['Name', 'Email', 'Phone Number', 'Company Name', 'Message', 'Created At', 'Reason', 'Action']);
      expect(names()).toEqual(['Bot 0', 'Bot 1', 'Bot 2']);
      expect(bodyRows()[0]).toHaveTextContent('The hidden field was filled in');
      expect(bodyRows()[1]).toHaveTextContent('The form sent no valid start time');
      expect(bodyRows()[2]).toHaveTextContent('The form was shown more than a day before it was sent');
      expect(screen.getByText(/neither sales nor the address given was mailed/)).toBeInTheDocument();

      await user.click(within(views).getByRole('link', { name: 'Leads' }));
      await waitFor(() => expect(router.state.location.search).toBe(''));
      await waitFor(() => expect(names()[0]).toBe('Person 22'));
    });

    it("'Not spam' from the keyboard releases the row: a toast, the row leaves the list, focus on the heading", async () => {
      let filtered = [...FILTERED];
      const released: string[] = [];
      server.use(
        listHandler([], ALL, () => filtered),
        handle('bookedDemoRelease', ({ params }) => {
          const id = String(params.id);
          released.push(id);
          const demo = filtered.find((d) => d._id === id)!;
          filtered = filtered.filter((d) => d._id !== id);
          return HttpResponse.json({
            message: 'Marked as not spam: the lead is listed and its mail is on its way',
            data: { bookedDemo: { ...demo, quarantineReason: null, mailState: 'pending' } },
          });
        }),
      );
      const { user } = renderRoute(`${paths.superAdmin.bookedDemos}?view=filtered`);
      await waitFor(() => expect(names()).toEqual(['Bot 0', 'Bot 1', 'Bot 2']));
      const button = within(bodyRows()[1]!).getByRole('button', { name: 'Not spam: Bot 1, bot1@spam.example' });
      button.focus();
      await user.keyboard('{Enter}');
      expect(await screen.findByText('Marked as not spam: the lead is listed and its mail is on its way')).toBeInTheDocument();
      expect(released).toEqual([FILTERED[1]!._id]);
      await waitFor(() => expect(names()).toEqual(['Bot 0', 'Bot 2']));
      expect(screen.getByRole('heading', { name: "Booked Demo's" })).toHaveFocus();
    });

    it("a refused release (released elsewhere meanwhile) says why and shows the list as it is", async () => {
      let calls = 0;
      server.use(
        listHandler([], ALL, () => (calls++ === 0 ? FILTERED : FILTERED.slice(1))),
        handle('bookedDemoRelease', () => errorReply(409, 'This booked demo is not filtered')),
      );
      const { user } = renderRoute(`${paths.superAdmin.bookedDemos}?view=filtered`);
      await waitFor(() => expect(names()).toEqual(['Bot 0', 'Bot 1', 'Bot 2']));
      await user.click(screen.getByRole('button', { name: 'Not spam: Bot 0, bot0@spam.example' }));
      expect(await screen.findByText('This booked demo is not filtered')).toBeInTheDocument();
      await waitFor(() => expect(names()).toEqual(['Bot 1', 'Bot 2']));
    });

    it('says so when nothing is filtered', async () => {
      server.use(listHandler([], ALL, []));
      renderRoute(`${paths.superAdmin.bookedDemos}?view=filtered`);
      expect(await screen.findByText('No filtered booked demos')).toBeInTheDocument();
    });
  });
});
