import { count } from 'drizzle-orm';
import { newId } from '../../db/ids';
import { officeHolidays, salesOffices, salesReps, type WorkingHours } from '../../db/schema';
import type { ServiceDeps } from '../../deps';
import type { Logger } from '../../logger';

// A local evaluation's sales team (decision 0041): SPEC's four offices, one made-up rep each, Monday to Friday
// 09:00-17:00 local time, two hours' notice and a few holidays. A deployment seeds none: invites would go to
// addresses nobody reads, so its super admin enters the real team and until then no slots are offered.

const WEEKDAYS: WorkingHours[] = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '17:00' }));

export const SEEDED_OFFICES = [
  {
    name: 'UAE headquarters',
    timeZone: 'Asia/Dubai',
    countries: ['AE'],
    isDefault: true,
    rep: { name: 'Layla Haddad', email: 'layla.haddad@eternity.example' },
    holidays: [
      { date: '2026-12-02', name: 'National Day' },
      { date: '2026-12-03', name: 'National Day holiday' },
      { date: '2027-01-01', name: "New Year's Day" },
    ],
  },
  {
    name: 'India North',
    timeZone: 'Asia/Kolkata',
    countries: ['IN'],
    isDefault: false,
    rep: { name: 'Priya Malhotra', email: 'priya.malhotra@eternity.example' },
    holidays: [
      { date: '2026-12-25', name: 'Christmas' },
      { date: '2027-01-26', name: 'Republic Day' },
    ],
  },
  {
    name: 'India West',
    timeZone: 'Asia/Kolkata',
    countries: ['IN'],
    isDefault: false,
    rep: { name: 'Rahul Deshpande', email: 'rahul.deshpande@eternity.example' },
    holidays: [
      { date: '2026-12-25', name: 'Christmas' },
      { date: '2027-01-26', name: 'Republic Day' },
    ],
  },
  {
    name: 'United Kingdom',
    timeZone: 'Europe/London',
    countries: ['GB', 'GG', 'IM', 'JE'],
    isDefault: false,
    rep: { name: 'Oliver Bennett', email: 'oliver.bennett@eternity.example' },
    holidays: [
      { date: '2026-12-25', name: 'Christmas Day' },
      { date: '2026-12-28', name: 'Boxing Day (substitute day)' },
      { date: '2027-01-01', name: "New Year's Day" },
    ],
  },
] as const;

/** Seeds the four offices on a database without any office; idempotent. */
export async function seedSalesOffices(deps: ServiceDeps, logger: Logger): Promise<void> {
  const [{ n } = { n: 0 }] = await deps.db.select({ n: count() }).from(salesOffices);
  if (n > 0) return;
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    for (const o of SEEDED_OFFICES) {
      const officeId = newId();
      await tx.insert(salesOffices).values({
        id: officeId,
        name: o.name,
        timeZone: o.timeZone,
        countries: [...o.countries],
        isDefault: o.isDefault,
        minNoticeMinutes: 120,
        createdAt: now,
        updatedAt: now,
      });
      await tx.insert(salesReps).values({ id: newId(), officeId, ...o.rep, active: true, hours: WEEKDAYS, createdAt: now, updatedAt: now });
      await tx.insert(officeHolidays).values(o.holidays.map((h) => ({ id: newId(), officeId, ...h, createdAt: now })));
    }
  });
  logger.info('sales offices seeded', { offices: SEEDED_OFFICES.length });
}
