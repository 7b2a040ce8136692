import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { sharedCountriesText, todayIn } from '@/features/sales-offices/components/office-card';
import { hoursSummary } from '@/features/sales-offices/lib/hours';
import type { ReplyOf } from '@contract/endpoints';
import { errorReply, handle } from '../mocks/contract';
import { server } from '../mocks/server';
import { renderApp, renderRoute, signIn } from '../test-utils';

type Office = ReplyOf<'salesOffices'>['offices'][number];

const hex = (n: number) => `6650e7e1c17c${String(n).padStart(12, '0')}`;
const WEEKDAYS_9_TO_5 = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '17:00' }));

/** A stateful fake of the sales endpoints; `sent` records every write. */
function fakeSales(initial: Office[]) {
  let offices = structuredClone(initial);
  let next = 500;
  const sent: Array<{ name: string; body?: unknown; id?: string }> = [];
  server.use(
    handle('salesOffices', () => HttpResponse.json({ offices })),
    handle('salesOfficeCreate', async ({ request }) => {
      const body = (await request.json()) as Omit<Office, 'id' | 'reps' | 'holidays'>;
      sent.push({ name: 'salesOfficeCreate', body });
      const office = { ...body, id: hex(next++), reps: [], holidays: [] };
      offices = [...offices, office];
      return HttpResponse.json(office, { status: 201 });
    }),
    handle('salesRepCreate', async ({ request }) => {
      const body = (await request.json()) as Office['reps'][number];
      sent.push({ name: 'salesRepCreate', body });
      const rep = { ...body, id: hex(next++) };
      offices = offices.map((o) => (o.id === body.officeId ? { ...o, reps: [...o.reps, rep] } : o));
      return HttpResponse.json(rep, { status: 201 });
    }),
    handle('salesRepDelete', ({ params }) => {
      sent.push({ name: 'salesRepDelete', id: String(params.id) });
      offices = offices.map((o) => ({ ...o, reps: o.reps.filter((r) => r.id !== params.id) }));
      return HttpResponse.json({ message: 'Rep removed' });
    }),
  );
  return sent;
}

const UK: Office = {
  id: hex(1),
  name: 'United Kingdom',
  timeZone: 'Europe/London',
  countries: ['GB'],
  isDefault: false,
  minNoticeMinutes: 120,
  reps: [{ id: hex(11), officeId: hex(1), name: 'Oliver Reed', email: 'oliver@eternity.example', active: true, hours: WEEKDAYS_9_TO_5 }],
  holidays: [{ id: hex(21), date: '2026-12-25', name: 'Christmas Day' }],
};

const office = (name: string) => screen.getByRole('region', { name });

beforeEach(() => signIn('super-admin'));
afterEach(() => vi.useRealTimers());

describe('super admin: sales offices', () => {
  it('is in the sidebar and lists offices with their reps, hours and holidays', async () => {
    fakeSales([UK]);
    renderApp(paths.superAdmin.salesOffices);
    const nav = await screen.findByRole('navigation', { name: 'Super admin' });
    expect(within(nav).getByRole('link', { name: 'Sales offices' })).toHaveAttribute('href', paths.superAdmin.salesOffices);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sales offices' })).toBeInTheDocument();
    const uk = await screen.findByRole('region', { name: 'United Kingdom' });
    expect(within(uk).getByText('Europe/London')).toBeInTheDocument();
    expect(within(uk).getByText('GB')).toBeInTheDocument();
    expect(within(uk).getByText('2 h')).toBeInTheDocument();
    const reps = within(uk).getByRole('table', { name: 'Sales reps of United Kingdom' });
    const row = within(reps).getByRole('row', { name: /Oliver Reed/ });
    expect(row).toHaveTextContent('oliver@eternity.example');
    expect(row).toHaveTextContent('Active');
    expect(row).toHaveTextContent('Mon–Fri 09:00–17:00');
    expect(within(uk).getByRole('table', { name: 'Holidays of United Kingdom' })).toHaveTextContent('Christmas Day');
    expect(document.title).toBe('Sales Offices | Admin Console');
  });

  it('create office: every bad field is marked and nothing is sent; a good one is sent, toasted and listed', async () => {
    const sent = fakeSales([UK]);
    const { user } = renderRoute(paths.superAdmin.salesOffices);
    await screen.findByRole('region', { name: 'United Kingdom' });
    await user.click(screen.getAllByRole('button', { name: 'Add office' })[0]!);
    const dialog = screen.getByRole('dialog', { name: 'Add office' });
    await user.type(within(dialog).getByLabelText('Countries'), 'A1, GBR');
    await user.clear(within(dialog).getByLabelText('Minimum notice (minutes)'));
    await user.type(within(dialog).getByLabelText('Minimum notice (minutes)'), 'soon');
    await user.click(within(dialog).getByRole('button', { name: 'Add office' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(within(dialog).getByRole('combobox', { name: 'Time zone' })).toHaveAccessibleDescription('Choose a time zone');
    expect(within(dialog).getByLabelText('Countries')).toHaveAccessibleDescription(expect.stringContaining('Use two-letter country codes'));
    expect(within(dialog).getByLabelText('Minimum notice (minutes)')).toHaveAccessibleDescription('Minimum notice is a whole number of minutes');
    expect(sent).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Ireland');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Time zone' }), 'Europe/Dublin');
    await user.clear(within(dialog).getByLabelText('Countries'));
    await user.type(within(dialog).getByLabelText('Countries'), 'ie, gb');
    await user.clear(within(dialog).getByLabelText('Minimum notice (minutes)'));
    await user.type(within(dialog).getByLabelText('Minimum notice (minutes)'), '90');
    await user.click(within(dialog).getByRole('button', { name: 'Add office' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([
      { name: 'salesOfficeCreate', body: { name: 'Ireland', timeZone: 'Europe/Dublin', countries: ['IE', 'GB'], isDefault: false, minNoticeMinutes: 90 } },
    ]);
    expect(await screen.findByText('Office Ireland added', { selector: '[data-sonner-toast] *' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Ireland' })).toHaveTextContent('90 min');
  });

  it('add rep: hours per weekday, a range that ends before it starts is refused, then the rep is added and shown', async () => {
    const sent = fakeSales([UK]);
    const { user } = renderRoute(paths.superAdmin.salesOffices);
    await screen.findByRole('region', { name: 'United Kingdom' });
    await user.click(within(office('United Kingdom')).getByRole('button', { name: 'Add rep to United Kingdom' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a rep to United Kingdom' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Grace Hopper');
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'grace@eternity.example');
    // Friday off, Saturday morning on (typed wrong first).
    const friday = within(dialog).getByRole('group', { name: 'Friday' });
    await user.click(within(friday).getByRole('button', { name: 'Remove these Friday hours' }));
    expect(within(friday).getByText('Not working')).toBeInTheDocument();
    const saturday = within(dialog).getByRole('group', { name: 'Saturday' });
    await user.click(within(saturday).getByRole('button', { name: 'Add hours on Saturday' }));
    const until = within(saturday).getByLabelText('Saturday until');
    await user.clear(until);
    await user.type(until, '08:00');
    await user.click(within(dialog).getByRole('button', { name: 'Add rep' }));
    expect(await within(saturday).findByText('Working hours must end after they start')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.clear(until);
    await user.type(until, '13:00');
    await user.click(within(dialog).getByRole('button', { name: 'Add rep' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([
      {
        name: 'salesRepCreate',
        body: {
          officeId: UK.id,
          name: 'Grace Hopper',
          email: 'grace@eternity.example',
          active: true,
          hours: [...WEEKDAYS_9_TO_5.slice(0, 4), { weekday: 6, start: '09:00', end: '13:00' }],
        },
      },
    ]);
    expect(await screen.findByText('Grace Hopper added to United Kingdom', { selector: '[data-sonner-toast] *' })).toBeInTheDocument();
    const row = await within(office('United Kingdom')).findByRole('row', { name: /Grace Hopper/ });
    expect(row).toHaveTextContent('Mon–Thu 09:00–17:00; Sat 09:00–13:00');
  });

  it('removing a rep asks first: Cancel sends nothing, Remove deletes it', async () => {
    const sent = fakeSales([UK]);
    const { user } = renderRoute(paths.superAdmin.salesOffices);
    await screen.findByRole('region', { name: 'United Kingdom' });
    await user.click(screen.getByRole('button', { name: 'Remove Oliver Reed' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Remove sales rep' });
    expect(confirm).toHaveTextContent('Remove Oliver Reed (oliver@eternity.example)?');
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(sent).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Remove Oliver Reed' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(sent).toEqual([{ name: 'salesRepDelete', id: UK.reps[0]!.id }]));
    expect(await screen.findByText('Oliver Reed removed', { selector: '[data-sonner-toast] *' })).toBeInTheDocument();
    await waitFor(() => expect(within(office('United Kingdom')).queryByRole('row', { name: /Oliver Reed/ })).toBeNull());
  });

  it('several offices start as summaries whose disclosure opens reps, hours and holidays (mouse and keyboard)', async () => {
    const UAE: Office = {
      ...UK,
      id: hex(2),
      name: 'UAE headquarters',
      timeZone: 'Asia/Dubai',
      countries: ['AE', 'GB'],
      isDefault: true,
      reps: [
        { ...UK.reps[0]!, id: hex(12), officeId: hex(2), name: 'Amira Said', email: 'amira.said@showroom.example' },
        { ...UK.reps[0]!, id: hex(13), officeId: hex(2), name: 'Omar Haddad', active: false },
      ],
      holidays: [
        { id: hex(22), date: '2099-12-02', name: 'National Day' },
        { id: hex(23), date: '2020-01-01', name: 'New Year' },
      ],
    };
    fakeSales([UK, UAE]);
    const { user } = renderRoute(paths.superAdmin.salesOffices);
    const uae = await screen.findByRole('region', { name: 'UAE headquarters' });
    // The summary: name, badge, countries by name, reps and how many are active, the next holiday (past ones skipped).
    const toggle = within(uae).getByRole('button', { name: 'UAE headquarters' });
    expect(toggle.closest('h2')).not.toBeNull();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(panel).not.toBeVisible();
    expect(within(uae).getByText('Default')).toBeVisible();
    expect(within(uae).getByText('United Arab Emirates, United Kingdom')).toBeVisible();
    expect(within(uae).getByText('2 reps, 1 active')).toBeVisible();
    expect(within(uae).getAllByText(/^2 Dec(ember)? 2099$/)[0]!.closest('dd')).toHaveTextContent('(National Day)');
    // Collapsed, Edit and Delete are still there; the reps are not.
    expect(within(uae).getByRole('button', { name: 'Edit office UAE headquarters' })).toBeVisible();
    expect(within(uae).getByRole('button', { name: 'Delete office UAE headquarters' })).toBeVisible();
    expect(within(uae).queryByRole('table', { name: 'Sales reps of UAE headquarters' })).toBeNull();
    expect(within(office('United Kingdom')).getByRole('button', { name: 'United Kingdom' })).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    const reps = within(uae).getByRole('table', { name: 'Sales reps of UAE headquarters' });
    expect(within(reps).getByRole('row', { name: /Amira Said/ })).toHaveTextContent('amira.said@showroom.example');
    expect(within(uae).getByRole('table', { name: 'Holidays of UAE headquarters' })).toHaveTextContent('National Day');
    expect(within(uae).getByRole('button', { name: 'Add rep to UAE headquarters' })).toBeVisible();
    expect(within(uae).getByRole('form', { name: 'Add a holiday to UAE headquarters' })).toBeVisible();
    // The other office stays as it was.
    expect(within(office('United Kingdom')).getByRole('button', { name: 'United Kingdom' })).toHaveAttribute('aria-expanded', 'false');

    // By keyboard: Enter and Space on the focused button.
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('a single office opens by itself; an office without reps or holidays says so in its summary', async () => {
    fakeSales([{ ...UK, reps: [], holidays: [] }]);
    renderRoute(paths.superAdmin.salesOffices);
    const uk = await screen.findByRole('region', { name: 'United Kingdom' });
    expect(within(uk).getByRole('button', { name: 'United Kingdom' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(uk).getByText('No reps')).toBeVisible();
    expect(within(uk).getByText('None planned')).toBeVisible();
  });

  it("the next holiday counts from today in the office's own time zone, not in UTC", async () => {
    // 23:30 UTC on 24 December: already 25 December in Tokyo, still the 24th in London and Los Angeles.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-24T23:30:00Z'));
    signIn('super-admin'); // a token that has not expired by then
    const holidays = [
      { id: hex(31), date: '2026-12-24', name: 'Christmas Eve' },
      { id: hex(32), date: '2026-12-25', name: 'Christmas Day' },
    ];
    const at = (n: number, name: string, timeZone: string): Office => ({ ...UK, id: hex(n), name, timeZone, countries: [], reps: [], holidays });
    fakeSales([at(41, 'Tokyo', 'Asia/Tokyo'), at(42, 'London', 'Europe/London'), at(43, 'Los Angeles', 'America/Los_Angeles')]);
    renderRoute(paths.superAdmin.salesOffices);
    const next = async (name: string) => within(await screen.findByRole('region', { name })).getByText('Next holiday').nextElementSibling;
    expect(await next('Tokyo')).toHaveTextContent('(Christmas Day)');
    expect(await next('London')).toHaveTextContent('(Christmas Eve)');
    expect(await next('Los Angeles')).toHaveTextContent('(Christmas Eve)');
  });

  it('an office that shares a country says who else serves it and which rep gets a booking from there', async () => {
    const india = (n: number, name: string): Office => ({ ...UK, id: hex(n), name, timeZone: 'Asia/Kolkata', countries: ['IN'], reps: [], holidays: [] });
    fakeSales([india(51, 'India North'), india(52, 'India West'), UK]);
    renderRoute(paths.superAdmin.salesOffices);
    const rule = 'a booking from there goes to whichever free rep of these offices was booked longest ago.';
    expect(await within(await screen.findByRole('region', { name: 'India North' })).findByText(`India is also served by India West: ${rule}`)).toBeVisible();
    expect(within(office('India West')).getByText(`India is also served by India North: ${rule}`)).toBeVisible();
    expect(office('United Kingdom')).not.toHaveTextContent('also served by');
  });

  it('no offices → an empty state with Add office; a failed read → an error with Try again', async () => {
    let reads = 0;
    server.use(handle('salesOffices', () => (reads++ === 0 ? errorReply(403, 'Offices are out') : HttpResponse.json({ offices: [] }))));
    const { user } = renderRoute(paths.superAdmin.salesOffices);
    expect(await screen.findByText('Offices are out')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/No sales offices yet/)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Add office' })).toHaveLength(2);
  });
});

describe('hours summary', () => {
  it('joins neighbouring days with the same hours, and says when there are none', () => {
    expect(hoursSummary(WEEKDAYS_9_TO_5)).toBe('Mon–Fri 09:00–17:00');
    expect(hoursSummary([...WEEKDAYS_9_TO_5.filter((h) => h.weekday !== 3), { weekday: 7, start: '10:00', end: '12:00' }])).toBe(
      'Mon–Tue 09:00–17:00; Thu–Fri 09:00–17:00; Sun 10:00–12:00',
    );
    expect(hoursSummary([])).toBe('No working hours');
  });
});

describe("an office's today", () => {
  it('is the calendar day in its time zone, and in UTC for a zone the browser does not know', () => {
    const now = new Date('2026-12-24T23:30:00Z');
    expect(todayIn('Asia/Tokyo', now)).toBe('2026-12-25');
    expect(todayIn('Europe/London', now)).toBe('2026-12-24');
    expect(todayIn('America/Los_Angeles', new Date('2026-12-25T05:00:00Z'))).toBe('2026-12-24');
    expect(todayIn('Not/A_Zone', now)).toBe('2026-12-24');
  });
});

describe('shared countries', () => {
  it('names every shared country and every other office that lists one, and nothing when none is shared', () => {
    const at = (id: string, name: string, countries: string[]) => ({ ...UK, id, name, countries });
    const gulf = at(hex(61), 'Gulf', ['AE', 'QA', 'OM']);
    const offices = [gulf, at(hex(62), 'Dubai', ['AE']), at(hex(63), 'Doha', ['QA']), UK];
    expect(sharedCountriesText(gulf, offices)).toMatch(/^United Arab Emirates and Qatar are also served by Dubai and Doha: /);
    expect(sharedCountriesText(offices[1]!, offices)).toMatch(/^United Arab Emirates is also served by Gulf: /);
    expect(sharedCountriesText(UK, offices)).toBeUndefined();
  });
});
