import { HttpResponse } from 'msw';
import { LEAD_STATUSES } from '@contract/lead-status';
import { handle } from '../mocks/contract';

/** The sales reps the owner filter offers (the offices' reply). */
export const OFFICES = [
  {
    id: '6650e7e1c17c0000000009a1',
    name: 'United Kingdom',
    timeZone: 'Europe/London',
    countries: ['GB'],
    isDefault: true,
    minNoticeMinutes: 60,
    holidays: [],
    reps: [{ id: '6650e7e1c17c0000000009b1', officeId: '6650e7e1c17c0000000009a1', name: 'Rita Rep', email: 'rita@eternity.example', active: true, hours: [] }],
  },
];
export const officesHandler = () => handle('salesOffices', () => HttpResponse.json({ offices: OFFICES }));

/** The pipeline strip's counts (zeros unless given), recording each query it was asked with. */
export const stagesHandler = (counts: Partial<Record<string, number>> = {}, seen: URLSearchParams[] = []) =>
  handle('bookedDemosStatusCounts', ({ request }) => {
    seen.push(new URL(request.url).searchParams);
    const all = LEAD_STATUSES.map((status) => ({ status, count: counts[status] ?? 0 }));
    return HttpResponse.json({ message: 'Leads per stage fetched successfully', data: { counts: all, total: all.reduce((n, c) => n + c.count, 0) } });
  });
