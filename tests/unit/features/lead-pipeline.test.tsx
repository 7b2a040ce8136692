import { screen, waitFor, within } from '@testing-library/react';
import { delay, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { leadRecord, type BookedDemoRecord } from '../mocks/console';
import { errorReply, handle, type ReplyOf } from '../mocks/contract';
import { server } from '../mocks/server';
import { renderRoute, signIn } from '../test-utils';
import { OFFICES, officesHandler, stagesHandler } from './booked-demos-fake';

// Issue 23 item 1 (docs/decisions/0046): the lead's detail view and the list's filters and bulk status change.

const REP = OFFICES[0]!.reps[0]!;
const ID = '6650e7e1c17c000000000c01';

const lead = (fields: Partial<BookedDemoRecord> = {}) =>
  leadRecord({
    _id: ID,
    message: 'Show us the virtual bank.',
    sourcePage: '/aboutus',
    sourceLabel: 'Ask an Expert',
    referrerHost: 'news.example.com',
    utm: { utm_source: 'newsletter' },
    ...fields,
  });

const detail = (fields: Partial<BookedDemoRecord> = {}, notes: ReplyOf<'bookedDemoGet'>['data']['notes'] = []): ReplyOf<'bookedDemoGet'> => ({
  message: 'Booked demo fetched successfully',
  data: {
    bookedDemo: lead(fields),
    notes,
    meetings: [
      {
        id: '6650e7e1c17c000000000d01',
        status: 'booked',
        start: '2026-03-12T10:00:00.000Z',
        end: '2026-03-12T10:30:00.000Z',
        rep: { id: REP.id, name: REP.name },
        office: { id: OFFICES[0]!.id, name: 'United Kingdom', timeZone: 'Europe/London' },
      },
    ],
  },
});

type Activity = ReplyOf<'bookedDemoActivity'>;
const activity = (events: Activity['data']['activity'], since: string | null = null): Activity => ({ message: 'Activity fetched successfully', data: { activity: events, since } });

describe('/super-admin/booked-demos/:id', () => {
  beforeEach(() => {
    signIn('super-admin');
    server.use(officesHandler(), stagesHandler());
  });

  it('shows contact details as text, the source, the meetings and a back link that keeps the list', async () => {
    server.use(handle('bookedDemoGet', () => HttpResponse.json(detail())));
    renderRoute(paths.superAdmin.bookedDemo(ID));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lead' })).toBeInTheDocument();
    const contact = screen.getByRole('region', { name: 'Contact' });
    expect(within(contact).queryByRole('textbox')).toBeNull();
    expect(within(contact).getByRole('link', { name: 'ada@client.example' })).toHaveAttribute('href', 'mailto:ada@client.example');
    expect(within(contact).getByRole('link', { name: '+919876543210' })).toHaveAttribute('href', 'tel:+919876543210');
    // The next step first: call or email from the heading, and the status and owner before the contact details.
    expect(screen.getByRole('link', { name: 'Call Ada Lead' })).toHaveAttribute('href', 'tel:+919876543210');
    expect(screen.getByRole('link', { name: 'Email Ada Lead' })).toHaveAttribute('href', 'mailto:ada@client.example');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Status and owner', 'Contact', 'Source', 'Meetings', 'Activity']);
    expect(contact).toHaveTextContent('Show us the virtual bank.');
    const source = screen.getByRole('region', { name: 'Source' });
    for (const text of ['/aboutus', 'Ask an Expert', 'news.example.com', 'newsletter']) expect(source).toHaveTextContent(text);
    expect(screen.getByRole('region', { name: 'Meetings' })).toHaveTextContent(`with ${REP.name}, United Kingdom`);
    expect(await within(screen.getByRole('region', { name: 'Activity' })).findByText('Nothing has happened to this lead yet.')).toBeInTheDocument();
    // Nobody owns it: 'Unassigned', in the contact details and in the owner select.
    expect(contact).toHaveTextContent('Unassigned');
    expect(contact).not.toHaveTextContent('Nobody');
    expect(screen.getByLabelText('Owner', { selector: 'select' })).toHaveDisplayValue('Unassigned');
    expect(screen.getByRole('link', { name: "<< Back to Booked Demo's" })).toHaveAttribute('href', paths.superAdmin.bookedDemos);
    expect(document.title).toBe('Booked Demo | Admin Console');
  });

  it('saves status and owner together, the button saying so while it runs, then a toast', async () => {
    const sent: unknown[] = [];
    server.use(
      handle('bookedDemoGet', () => HttpResponse.json(detail())),
      handle('bookedDemoPatch', async ({ request }) => {
        sent.push(await request.json());
        await delay(150);
        return HttpResponse.json({ ...detail({ status: 'contacted', owner: { id: REP.id, name: REP.name } }), message: 'Booked demo saved' });
      }),
    );
    const { user } = renderRoute(paths.superAdmin.bookedDemo(ID));
    const form = await screen.findByRole('form', { name: 'Status and owner' });
    await user.selectOptions(within(form).getByLabelText('Status'), 'Contacted');
    await user.selectOptions(within(form).getByLabelText('Owner'), `${REP.name} (United Kingdom)`);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('button', { name: 'Saving…' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(form).getByLabelText('Status')).toBeDisabled();
    expect(await screen.findByText(`Saved: Contacted, owned by ${REP.name}`)).toBeInTheDocument();
    expect(sent).toEqual([{ status: 'contacted', ownerId: REP.id }]);
    await waitFor(() => expect(within(screen.getByRole('form', { name: 'Status and owner' })).getByLabelText('Status')).toHaveValue('contacted'));
  });

  it('a filtered booking offers no status or owner to change', async () => {
    server.use(handle('bookedDemoGet', () => HttpResponse.json(detail({ quarantineReason: 'honeypot' }))));
    renderRoute(paths.superAdmin.bookedDemo(ID));
    const section = await screen.findByRole('region', { name: 'Status and owner' });
    expect(section).toHaveTextContent('Filtered: The hidden field was filled in');
    expect(screen.queryByRole('form', { name: 'Status and owner' })).toBeNull();
  });

  it('adds a note; an empty one is refused and a failed call keeps what was typed', async () => {
    let fail = true;
    server.use(
      handle('bookedDemoGet', () => HttpResponse.json(detail())),
      handle('bookedDemoActivity', () =>
        HttpResponse.json(activity(fail ? [] : [{ id: 'note:1', kind: 'note', at: '2026-03-11T09:00:00.000Z', by: 'Sam Sales', text: 'Called them.' }])),
      ),
      handle('bookedDemoNoteCreate', () =>
        fail
          ? errorReply(500, 'Something went wrong')
          : HttpResponse.json({ message: 'Note added', data: { note: { id: '6650e7e1c17c000000000e01', text: 'Called them.', author: 'Sam Sales', createdAt: '2026-03-11T09:00:00.000Z' } } }, { status: 201 }),
      ),
    );
    const { user } = renderRoute(paths.superAdmin.bookedDemo(ID));
    const form = await screen.findByRole('form', { name: 'Add a note' });
    await user.click(within(form).getByRole('button', { name: 'Add note' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Write a note before adding it');
    await user.type(within(form).getByLabelText('New note'), 'Called them.');
    await user.click(within(form).getByRole('button', { name: 'Add note' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(within(form).getByLabelText('New note')).toHaveValue('Called them.');
    fail = false;
    await user.click(within(form).getByRole('button', { name: 'Add note' }));
    expect(await screen.findByRole('list', { name: 'Activity, newest first' })).toHaveTextContent('Note by Sam Sales');
    expect(within(form).getByLabelText('New note')).toHaveValue('');
  });

  it('shows the activity newest first as sentences with their time; loading, then an error with a retry', async () => {
    let fail = true;
    server.use(
      handle('bookedDemoGet', () => HttpResponse.json(detail())),
      handle('bookedDemoActivity', async () => {
        await delay(100);
        if (fail) return errorReply(500, 'Something went wrong');
        return HttpResponse.json(
          activity(
            [
              { id: 'meeting:1:cancelled', kind: 'meeting', at: '2026-03-12T08:00:00.000Z', action: 'cancelled', start: '2026-03-12T10:00:00.000Z', rep: 'Rita Rep' },
              { id: 'note:1', kind: 'note', at: '2026-03-11T10:00:00.000Z', by: 'Ada Admin', text: 'Wants Tuesday.' },
              { id: 'audit:2', kind: 'owner', at: '2026-03-11T09:30:00.000Z', by: 'Ada Admin', from: null, to: 'Rita Rep' },
              { id: 'audit:1', kind: 'status', at: '2026-03-11T09:05:00.000Z', by: 'Ada Admin', from: 'new', to: 'contacted' },
              { id: 'created:1', kind: 'created', at: '2026-03-10T09:00:00.000Z', page: '/aboutus', label: 'Ask an Expert' },
            ],
            '2026-02-01T00:00:00.000Z',
          ),
        );
      }),
    );
    const { user } = renderRoute(paths.superAdmin.bookedDemo(ID));
    const section = await screen.findByRole('region', { name: 'Activity' });
    expect(within(section).getByRole('status')).toHaveTextContent('Loading the activity…');
    expect(await within(section).findByRole('alert')).toHaveTextContent('Something went wrong');
    fail = false;
    await user.click(within(section).getByRole('button', { name: 'Try again' }));
    const list = await within(section).findByRole('list', { name: 'Activity, newest first' });
    const items = within(list).getAllByRole('listitem');
    expect(list.tagName).toBe('OL');
    // Each reads as one sentence then its time: "Status changed from New to Contacted by Ada Admin, 11 Mar 2026, 09:05".
    const times = items.map((li) => [...li.querySelectorAll('time')].at(-1)!.textContent);
    expect(items.map((li) => li.querySelector('p')!.textContent)).toEqual([
      `Meeting cancelled with Rita Rep for ${items[0]!.querySelector('time')!.textContent}, ${times[0]}`,
      `Note by Ada Admin, ${times[1]}`,
      `Owner changed from Unassigned to Rita Rep by Ada Admin, ${times[2]}`,
      `Status changed from New to Contacted by Ada Admin, ${times[3]}`,
      `Demo booked from /aboutus with “Ask an Expert”, ${times[4]}`,
    ]);
    expect(items[3]!.querySelector('time')).toHaveAttribute('dateTime', '2026-03-11T09:05:00.000Z');
    expect(items[1]).toHaveTextContent('Wants Tuesday.');
    expect(section).toHaveTextContent('Status and owner changes before');
  });

  it('says so for a booked demo that does not exist', async () => {
    server.use(handle('bookedDemoGet', () => errorReply(404, 'Booked demo not found')));
    renderRoute(paths.superAdmin.bookedDemo(ID));
    expect(await screen.findByRole('heading', { name: 'Booked demo not found' })).toBeInTheDocument();
  });
});

describe("Booked Demo's: filters and the bulk status change", () => {
  beforeEach(() => {
    signIn('super-admin');
    server.use(officesHandler(), stagesHandler());
  });

  const rows = [lead(), lead({ _id: '6650e7e1c17c000000000c02', name: 'Ben Lead', email: 'ben@client.example', status: 'contacted', owner: { id: REP.id, name: REP.name } })];

  it('shows each stage with its count for the other filters; pressing one filters the list by it, All shows every stage', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      stagesHandler({ new: 4, contacted: 2, won: 1 }, asked),
      handle('bookedDemosList', () => HttpResponse.json({ message: 'ok', data: { bookedDemos: rows, pagination: { page: 1, pageSize: 10, total: 2, totalPages: 1 } } })),
    );
    const { user, router } = renderRoute(`${paths.superAdmin.bookedDemos}?q=client&owner=none`);
    const strip = await screen.findByRole('group', { name: 'Pipeline stages' });
    expect(await within(strip).findByRole('button', { name: 'All 7' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(strip).getByRole('button', { name: 'New 4' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(strip).getByRole('button', { name: 'Lost 0' })).toBeInTheDocument();
    // The counts follow the other filters.
    expect(Object.fromEntries(asked.at(-1)!)).toEqual({ q: 'client', owner: 'none' });
    await user.click(within(strip).getByRole('button', { name: 'Contacted 2' }));
    await waitFor(() => expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ q: 'client', owner: 'none', status: 'contacted' }));
    // The URL changes first; the strip and the form render from it after (a render later on a busy machine).
    await waitFor(() => expect(within(strip).getByRole('button', { name: 'Contacted 2' })).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByLabelText('Status')).toHaveValue('contacted');
    // Choosing a stage does not change what the strip counts.
    expect(Object.fromEntries(asked.at(-1)!)).toEqual({ q: 'client', owner: 'none' });
    await user.click(within(strip).getByRole('button', { name: 'All 7' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('status')).toBeNull());
  });

  it('puts status, owner, dates, source, label and order in the URL and asks the server for them', async () => {
    const seen: URLSearchParams[] = [];
    server.use(
      handle('bookedDemosList', ({ request }) => {
        seen.push(new URL(request.url).searchParams);
        return HttpResponse.json({ message: 'ok', data: { bookedDemos: rows, pagination: { page: 1, pageSize: 10, total: 2, totalPages: 1 } } });
      }),
    );
    const { user, router } = renderRoute(paths.superAdmin.bookedDemos);
    await screen.findByRole('table', { busy: false });
    const row = within(screen.getByRole('table')).getAllByRole('row')[2]!;
    expect(row).toHaveTextContent('Contacted');
    expect(row).toHaveTextContent(REP.name);
    expect(within(row).getByRole('link', { name: 'Ben Lead' })).toHaveAttribute('href', paths.superAdmin.bookedDemo('6650e7e1c17c000000000c02'));
    await user.selectOptions(screen.getByLabelText('Status'), 'Won');
    await user.selectOptions(screen.getByLabelText('Owner'), 'Unassigned');
    await user.type(screen.getByLabelText('Booked from'), '2026-03-01');
    await user.type(screen.getByLabelText('Source page'), '/aboutus');
    await user.selectOptions(screen.getByLabelText('Order'), 'Oldest first');
    await waitFor(() => {
      const url = new URLSearchParams(router.state.location.search);
      expect(Object.fromEntries(url)).toEqual({ status: 'won', owner: 'none', from: '2026-03-01', source: '/aboutus', sort: 'oldest' });
    });
    await waitFor(() => expect(Object.fromEntries(seen.at(-1)!)).toEqual({ page: '1', status: 'won', owner: 'none', from: '2026-03-01', source: '/aboutus', sort: 'oldest' }));
  });

  /** The signed-in super admin's profile, with this email. */
  const me = (email: string) =>
    handle('superAdminGetSelf', () =>
      HttpResponse.json({ message: 'ok', data: { superAdmin: { _id: '6650e7e1c17c0000000000a1', name: 'Rita', email, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' } } }),
    );
  const listOf = (seen: URLSearchParams[] = []) =>
    handle('bookedDemosList', ({ request }) => {
      const url = new URL(request.url);
      seen.push(url.searchParams);
      // Three pages, so a link to page 2 stays there.
      const page = Number(url.searchParams.get('page') ?? '1');
      return HttpResponse.json({ message: 'ok', data: { bookedDemos: rows, pagination: { page, pageSize: 10, total: 30, totalPages: 3 } } });
    });

  it("quick filters: My leads is the owner filter set to the admin's own rep, Unassigned is owner=none, All leads clears it; each starts at page 1", async () => {
    const seen: URLSearchParams[] = [];
    // The rep's email in other letters: the match ignores case.
    server.use(me('RITA@Eternity.Example'), listOf(seen));
    const { user, router } = renderRoute(`${paths.superAdmin.bookedDemos}?q=client&status=new&page=2`);
    const quick = await screen.findByRole('group', { name: 'Quick filters' });
    const search = () => Object.fromEntries(new URLSearchParams(router.state.location.search));
    expect(within(quick).getByRole('button', { name: 'All leads' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(await within(quick).findByRole('button', { name: 'My leads' }));
    await waitFor(() => expect(search()).toEqual({ q: 'client', status: 'new', owner: REP.id }));
    await waitFor(() => expect(within(quick).getByRole('button', { name: 'My leads' })).toHaveAttribute('aria-pressed', 'true'));
    expect(within(quick).getByRole('button', { name: 'All leads' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByLabelText('Owner')).toHaveValue(REP.id);
    await waitFor(() => expect(Object.fromEntries(seen.at(-1)!)).toEqual({ page: '1', q: 'client', status: 'new', owner: REP.id }));
    // Back returns to the list as it was.
    void router.navigate(-1);
    await waitFor(() => expect(search()).toEqual({ q: 'client', status: 'new', page: '2' }));
    await user.click(within(quick).getByRole('button', { name: 'Unassigned' }));
    await waitFor(() => expect(search()).toEqual({ q: 'client', status: 'new', owner: 'none' }));
    await waitFor(() => expect(within(quick).getByRole('button', { name: 'Unassigned' })).toHaveAttribute('aria-pressed', 'true'));
    expect(quick).toBeInTheDocument();
    expect(screen.getByLabelText('Owner')).toHaveValue('none');
    // From one owner to another replaces the entry, as the stage strip and the selects do: Back skips Unassigned.
    await user.click(within(quick).getByRole('button', { name: 'My leads' }));
    await waitFor(() => expect(search()).toEqual({ q: 'client', status: 'new', owner: REP.id }));
    expect(router.state.historyAction).toBe('REPLACE');
    void router.navigate(-1);
    await waitFor(() => expect(search()).toEqual({ q: 'client', status: 'new', page: '2' }));
    await user.click(within(quick).getByRole('button', { name: 'Unassigned' }));
    await waitFor(() => expect(search()).toEqual({ q: 'client', status: 'new', owner: 'none' }));
    await user.click(within(quick).getByRole('button', { name: 'All leads' }));
    await waitFor(() => expect(search()).toEqual({ q: 'client', status: 'new' }));
  });

  it('quick filters: no My leads when no active rep has the admin\'s email; a lead nobody owns reads Unassigned', async () => {
    server.use(me('someone.else@eternity.example'), listOf());
    renderRoute(paths.superAdmin.bookedDemos);
    const quick = await screen.findByRole('group', { name: 'Quick filters' });
    await screen.findByRole('table', { busy: false });
    await waitFor(() => expect(within(screen.getByLabelText('Owner')).getByRole('option', { name: `${REP.name} (United Kingdom)` })).toBeInTheDocument());
    expect(within(quick).getAllByRole('button').map((b) => b.textContent)).toEqual(['All leads', 'Unassigned']);
    const first = within(screen.getByRole('table')).getAllByRole('row')[1]!;
    expect(first).toHaveTextContent('Unassigned');
    expect(first).not.toHaveTextContent('Nobody');
    expect(within(screen.getByLabelText('Owner')).getByRole('option', { name: 'Unassigned' })).toHaveValue('none');
  });

  it('quick filters: an inactive rep with the admin\'s email gives no My leads', async () => {
    server.use(
      me(REP.email),
      handle('salesOffices', () => HttpResponse.json({ offices: [{ ...OFFICES[0]!, reps: [{ ...REP, active: false }] }] })),
      listOf(),
    );
    renderRoute(paths.superAdmin.bookedDemos);
    const quick = await screen.findByRole('group', { name: 'Quick filters' });
    await waitFor(() => expect(within(screen.getByLabelText('Owner')).getByRole('option', { name: `${REP.name} (United Kingdom)` })).toBeInTheDocument());
    expect(within(quick).queryByRole('button', { name: 'My leads' })).toBeNull();
  });

  it('on a phone card the email and phone are tap targets named by the address and number', async () => {
    server.use(listOf());
    renderRoute(paths.superAdmin.bookedDemos);
    await screen.findByRole('table', { busy: false });
    const first = within(screen.getByRole('table')).getAllByRole('row')[1]!;
    expect(within(first).getByRole('link', { name: 'ada@client.example' })).toHaveAttribute('href', 'mailto:ada@client.example');
    expect(within(first).getByRole('link', { name: '+919876543210' })).toHaveAttribute('href', 'tel:+919876543210');
    // The message and mail state are left off the card (the columns' headers too), the checkbox keeps its name.
    expect(screen.getByRole('columnheader', { name: 'Message' })).toHaveClass('max-sm:hidden');
    expect(within(first).getByRole('checkbox', { name: 'Select Ada Lead, ada@client.example' })).toBeInTheDocument();
  });

  it('changes the status of the selected leads after a confirmation saying how many, then a toast', async () => {
    const sent: unknown[] = [];
    server.use(
      handle('bookedDemosList', () =>
        HttpResponse.json({ message: 'ok', data: { bookedDemos: rows, pagination: { page: 1, pageSize: 10, total: 2, totalPages: 1 } } }),
      ),
      handle('bookedDemosStatus', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ message: 'Status changed', data: { changed: 2 } });
      }),
    );
    const { user } = renderRoute(paths.superAdmin.bookedDemos);
    await screen.findByRole('table', { busy: false });
    await user.click(screen.getByRole('checkbox', { name: 'Select Ada Lead, ada@client.example' }));
    expect(screen.getByRole('checkbox', { name: 'Select all on this page' })).toBePartiallyChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    expect(screen.getByRole('checkbox', { name: 'Select Ben Lead, ben@client.example' })).toBeChecked();
    await user.selectOptions(screen.getByLabelText('New status'), 'Lost');
    await user.click(screen.getByRole('button', { name: 'Change status (2)' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Change status' });
    expect(dialog).toHaveTextContent('Change the status of 2 booked demos to Lost?');
    await user.click(within(dialog).getByRole('button', { name: 'Change status' }));
    expect(await screen.findByText('2 booked demos now are Lost')).toBeInTheDocument();
    expect(sent).toEqual([{ ids: [rows[0]!._id, rows[1]!._id], status: 'lost' }]);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Select all on this page' })).not.toBeChecked());
  });
});
