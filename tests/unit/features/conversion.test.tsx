import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { groupBy, lastDays, rateText, shareText } from '@/features/conversion/lib/conversion-groups';
import type { ReplyOf } from '@contract/endpoints';
import { errorReply, handle } from '../mocks/contract';
import { server } from '../mocks/server';
import { renderApp, renderRoute, signIn } from '../test-utils';

type Report = ReplyOf<'bookedDemosConversion'>['data'];

const REPORT: Report = {
  from: '2026-11-01',
  to: '2026-11-07',
  rows: [
    { page: '/vrbank', label: 'Book a Demo', openings: 40, bookings: 5 },
    { page: '/', label: 'Book a Demo', openings: 20, bookings: 1 },
    { page: '/vrbank', label: 'Ask an Expert', openings: 10, bookings: 2 },
  ],
  unattributedBookings: 1,
  totals: { openings: 70, bookings: 9 },
  byOffice: [
    { office: 'Dubai', bookings: 6 },
    { office: null, bookings: 3 },
  ],
  byCountry: [
    { country: 'AE', bookings: 6 },
    { country: null, bookings: 3 },
  ],
  meetings: { booked: 6, held: 4, cancelled: 1 },
};

/** Answers with REPORT for whatever period was asked, and records the query strings. */
function fakeReport(report: Report = REPORT) {
  const asked: string[] = [];
  server.use(
    handle('bookedDemosConversion', ({ request }) => {
      const url = new URL(request.url);
      asked.push(url.search);
      return HttpResponse.json({ message: 'ok', data: { ...report, from: url.searchParams.get('from') ?? report.from, to: url.searchParams.get('to') ?? report.to } });
    }),
  );
  return asked;
}

const rowOf = (table: HTMLElement, name: string) => within(table).getByRole('row', { name: new RegExp(`^${name.replace(/[/.*+?^${}()|[\]\\]/g, '\\$&')}`) });

beforeEach(() => signIn('super-admin'));

describe('conversion report helpers', () => {
  it('sums the pairs by page and by label, most openings first', () => {
    expect(groupBy(REPORT.rows, 'page')).toEqual([
      { key: '/vrbank', openings: 50, bookings: 7 },
      { key: '/', openings: 20, bookings: 1 },
    ]);
    expect(groupBy(REPORT.rows, 'label')).toEqual([
      { key: 'Book a Demo', openings: 60, bookings: 6 },
      { key: 'Ask an Expert', openings: 10, bookings: 2 },
    ]);
  });

  it('writes rates and shares, and no rate without openings', () => {
    expect(rateText(1, 8)).toBe('12.5%');
    expect(rateText(3, 0)).toBe('—');
    expect(shareText(2, 5)).toBe('40%');
    expect(shareText(0, 0)).toBe('0%');
    expect(lastDays(7, Date.parse('2026-11-26T12:00:00Z'))).toEqual({ from: '2026-11-20', to: '2026-11-26' });
  });
});

describe('super admin: conversion', () => {
  it('is in the sidebar and shows totals, by page, by label, by office and by country as tables', async () => {
    fakeReport();
    renderApp(paths.superAdmin.conversion);
    const nav = await screen.findByRole('navigation', { name: 'Super admin' });
    expect(within(nav).getByRole('link', { name: 'Conversion' })).toHaveAttribute('href', paths.superAdmin.conversion);
    expect(await screen.findByRole('heading', { level: 1, name: 'Conversion' })).toBeInTheDocument();
    const totals = await screen.findByRole('list', { name: 'Totals' });
    expect(totals).toHaveTextContent('Form openings70');
    expect(totals).toHaveTextContent('Bookings9');
    expect(totals).toHaveTextContent('Bookings per opening12.9%');
    expect(totals).toHaveTextContent('Meetings booked6');
    expect(totals).toHaveTextContent('Meetings held4');

    const byPage = screen.getByRole('table', { name: 'Form openings and bookings by page' });
    expect(rowOf(byPage, '/vrbank')).toHaveTextContent('/vrbank50714%');
    const byLabel = screen.getByRole('table', { name: 'Form openings and bookings by button label' });
    expect(rowOf(byLabel, 'Ask an Expert')).toHaveTextContent('Ask an Expert10220%');
    const byOffice = screen.getByRole('table', { name: 'Bookings by the sales office of their meeting' });
    expect(rowOf(byOffice, 'Dubai')).toHaveTextContent('Dubai667%');
    expect(rowOf(byOffice, 'No meeting booked')).toHaveTextContent('333%');
    const byCountry = screen.getByRole('table', { name: 'Bookings by the country of their phone number' });
    expect(rowOf(byCountry, 'United Arab Emirates')).toHaveTextContent('667%');
    expect(rowOf(byCountry, 'Not known')).toHaveTextContent('333%');
    expect(screen.getByText(/1 booking carries no page or button/)).toBeInTheDocument();
    expect(document.title).toBe('Conversion | Admin Console');
  });

  it('keeps the chosen period in the URL and asks the server for it', async () => {
    const asked = fakeReport();
    const { router } = renderRoute(paths.superAdmin.conversion);
    const from = await screen.findByLabelText('From (UTC day)');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-10-01');
    const to = screen.getByLabelText('To (UTC day)');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-10-31');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(router.state.location.search).toBe('?from=2026-10-01&to=2026-10-31'));
    await waitFor(() => expect(asked).toContain('?from=2026-10-01&to=2026-10-31'));
    expect(await screen.findByText('1 Oct 2026 to 31 Oct 2026')).toBeInTheDocument();
  });

  it('marks the quick period being shown, and only that one', async () => {
    fakeReport();
    const week = lastDays(7);
    renderRoute(`${paths.superAdmin.conversion}?from=${week.from}&to=${week.to}`);
    const quick = await screen.findByRole('navigation', { name: 'Quick periods' });
    expect(within(quick).getByRole('link', { name: 'Last 7 days' })).toHaveAttribute('aria-current', 'true');
    expect(within(quick).getByRole('link', { name: 'Last 30 days' })).not.toHaveAttribute('aria-current');
    await userEvent.click(within(quick).getByRole('link', { name: 'Last 30 days' }));
    // The period form is drawn anew for the new period: find its links again.
    const links = () => within(screen.getByRole('navigation', { name: 'Quick periods' }));
    await waitFor(() => expect(links().getByRole('link', { name: 'Last 30 days' })).toHaveAttribute('aria-current', 'true'));
    expect(links().getByRole('link', { name: 'Last 7 days' })).not.toHaveAttribute('aria-current');
  });

  it('says so when nothing happened in the period', async () => {
    fakeReport({ ...REPORT, rows: [], unattributedBookings: 0, totals: { openings: 0, bookings: 0 }, byOffice: [], byCountry: [], meetings: { booked: 0, held: 0, cancelled: 0 } });
    renderRoute(paths.superAdmin.conversion);
    expect(await screen.findByText('No form was opened and no demo was booked in this period.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("shows the server's message for a bad period and offers to try again", async () => {
    server.use(handle('bookedDemosConversion', () => errorReply(400, 'from must not be after to')));
    renderRoute(`${paths.superAdmin.conversion}?from=2026-11-10&to=2026-11-01`);
    expect(await screen.findByText('from must not be after to')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /try again/i })).toBeInTheDocument();
  });
});
