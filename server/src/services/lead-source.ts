import {
  FORM_OPEN_OVERFLOW,
  FORM_OPEN_ROWS_PER_DAY,
  type ConversionQuery,
  type ConversionRow,
  type FormOpen,
} from '@contract/lead-source';
import { and, count, desc, eq, gte, isNotNull, isNull, lt, lte, or, sql, sum } from 'drizzle-orm';
import type { AppDeps } from '../deps';
import { bookedDemos, formOpenings, meetings, salesOffices } from '../db/schema';
import { countryOfPhone } from './scheduling/slots';

// Where leads come from (docs/decisions/0043): form openings counted per day, page and label, and the conversion
// of each call to action (openings beside bookings).

type Deps = Pick<AppDeps, 'db' | 'clock'>;

const DAY_MS = 86_400_000;
const utcDay = (date: Date) => date.toISOString().slice(0, 10);

/** The default span of the conversion report, today included. */
export const CONVERSION_DEFAULT_DAYS = 30;
/** The most rows one report holds, most openings first. */
export const CONVERSION_MAX_ROWS = 1000;
/** The most distinct phone numbers read for the report's countries; past it the rest count as not known. */
export const COUNTRY_MAX_NUMBERS = 50_000;

/**
 * One more opening of (today, page, label). A day holds at most FORM_OPEN_ROWS_PER_DAY distinct rows, so a flood of
 * made-up labels cannot grow the table without bound: past it, new pairs count under FORM_OPEN_OVERFLOW. The cap
 * is checked, then the upsert is atomic; concurrent first openings may pass the cap by at most their number.
 */
export async function countFormOpen(deps: Deps, input: FormOpen): Promise<void> {
  const day = utcDay(deps.clock());
  const increment = { count: sql`${formOpenings.count} + 1` };
  const existing = await deps.db
    .update(formOpenings)
    .set(increment)
    .where(and(eq(formOpenings.day, day), eq(formOpenings.page, input.page), eq(formOpenings.label, input.label)))
    .returning({ count: formOpenings.count });
  if (existing.length > 0) return;
  const [rows] = await deps.db.select({ n: count() }).from(formOpenings).where(eq(formOpenings.day, day));
  const full = (rows?.n ?? 0) >= FORM_OPEN_ROWS_PER_DAY;
  const key = full ? { page: FORM_OPEN_OVERFLOW, label: FORM_OPEN_OVERFLOW } : input;
  await deps.db
    .insert(formOpenings)
    .values({ day, page: key.page, label: key.label, count: 1 })
    .onConflictDoUpdate({ target: [formOpenings.day, formOpenings.page, formOpenings.label], set: increment });
}

/** The report's UTC days: given, or the last CONVERSION_DEFAULT_DAYS days up to today (by the injected clock). */
export function conversionRange(deps: Pick<AppDeps, 'clock'>, query: ConversionQuery): { from: string; to: string } {
  const to = query.to ?? (query.from && query.from > utcDay(deps.clock()) ? query.from : utcDay(deps.clock()));
  const from = query.from ?? utcDay(new Date(Date.parse(to) - (CONVERSION_DEFAULT_DAYS - 1) * DAY_MS));
  return { from, to };
}

/**
 * Openings and bookings per page and label between two UTC days, both included; the leads of the range by office and
 * country; the meetings that start in it. Quarantined bookings (docs/decisions/0037) never count as bookings.
 */
export async function conversion(deps: Deps, query: ConversionQuery) {
  const { from, to } = conversionRange(deps, query);
  const start = new Date(`${from}T00:00:00.000Z`);
  const end = new Date(Date.parse(`${to}T00:00:00.000Z`) + DAY_MS);
  const leadsInRange = and(gte(bookedDemos.createdAt, start), lt(bookedDemos.createdAt, end), isNull(bookedDemos.quarantineReason));
  const meetingsInRange = and(gte(meetings.startsAt, start), lt(meetings.startsAt, end));
  // PGlite runs one query at a time; PostgreSQL's pool runs them side by side.
  const [openings, bookings, [unattributed], offices, phones, meetingCounts] = await Promise.all([
    deps.db
      .select({ page: formOpenings.page, label: formOpenings.label, n: sum(formOpenings.count).mapWith(Number) })
      .from(formOpenings)
      .where(and(gte(formOpenings.day, from), lt(formOpenings.day, utcDay(end))))
      .groupBy(formOpenings.page, formOpenings.label),
    deps.db
      .select({ page: bookedDemos.sourcePage, label: bookedDemos.sourceLabel, n: count() })
      .from(bookedDemos)
      .where(and(leadsInRange, isNotNull(bookedDemos.sourcePage), isNotNull(bookedDemos.sourceLabel)))
      .groupBy(bookedDemos.sourcePage, bookedDemos.sourceLabel),
    deps.db
      .select({ n: count() })
      .from(bookedDemos)
      .where(and(leadsInRange, or(isNull(bookedDemos.sourcePage), isNull(bookedDemos.sourceLabel)))),
    deps.db
      .select({ office: salesOffices.name, n: count() })
      .from(bookedDemos)
      .leftJoin(meetings, and(eq(meetings.bookedDemoId, bookedDemos.id), eq(meetings.status, 'booked')))
      .leftJoin(salesOffices, eq(salesOffices.id, meetings.officeId))
      .where(leadsInRange)
      .groupBy(salesOffices.name),
    deps.db
      .select({ phone: bookedDemos.phoneNumber, n: count() })
      .from(bookedDemos)
      .where(leadsInRange)
      .groupBy(bookedDemos.phoneNumber)
      .orderBy(desc(count()))
      .limit(COUNTRY_MAX_NUMBERS + 1),
    deps.db
      .select({
        booked: sql<number>`count(*) filter (where ${meetings.status} = 'booked')`.mapWith(Number),
        held: sql<number>`count(*) filter (where ${and(eq(meetings.status, 'booked'), lte(meetings.endsAt, deps.clock()))})`.mapWith(Number),
        cancelled: sql<number>`count(*) filter (where ${meetings.status} = 'cancelled')`.mapWith(Number),
      })
      .from(meetings)
      .where(meetingsInRange),
  ]);
  const byKey = new Map<string, ConversionRow>();
  const rowOf = (page: string, label: string) => {
    const key = `${page}\u0000${label}`;
    let row = byKey.get(key);
    if (!row) byKey.set(key, (row = { page, label, openings: 0, bookings: 0 }));
    return row;
  };
  for (const o of openings) rowOf(o.page, o.label).openings += o.n;
  for (const b of bookings) rowOf(b.page!, b.label!).bookings += b.n;
  const rows = [...byKey.values()].sort(
    (a, b) => b.openings - a.openings || b.bookings - a.bookings || a.page.localeCompare(b.page) || a.label.localeCompare(b.label),
  );
  const unattributedBookings = unattributed?.n ?? 0;
  const totals = {
    openings: openings.reduce((n, o) => n + o.n, 0),
    bookings: bookings.reduce((n, b) => n + b.n, 0) + unattributedBookings,
  };
  return {
    from,
    to,
    rows: rows.slice(0, CONVERSION_MAX_ROWS),
    unattributedBookings,
    totals,
    byOffice: mostFirst(offices.map((o) => ({ office: o.office, bookings: o.n })), (o) => o.office),
    byCountry: countriesOf(phones, totals.bookings),
    meetings: meetingCounts[0] ?? { booked: 0, held: 0, cancelled: 0 },
  };
}

/** Most bookings first; ties by name, the not-known (null) row last. */
function mostFirst<T extends { bookings: number }>(items: T[], name: (item: T) => string | null): T[] {
  return items.sort((a, b) => {
    const [na, nb] = [name(a), name(b)];
    if ((na === null) !== (nb === null)) return na === null ? 1 : -1;
    return b.bookings - a.bookings || (na ?? '').localeCompare(nb ?? '');
  });
}

/** Bookings per country of their phone numbers; numbers past COUNTRY_MAX_NUMBERS count as not known. */
function countriesOf(phones: { phone: string; n: number }[], total: number) {
  const byCountry = new Map<string | null, number>();
  let counted = 0;
  for (const { phone, n } of phones.slice(0, COUNTRY_MAX_NUMBERS)) {
    const country = countryOfPhone(phone) ?? null;
    byCountry.set(country, (byCountry.get(country) ?? 0) + n);
    counted += n;
  }
  if (total > counted) byCountry.set(null, (byCountry.get(null) ?? 0) + total - counted);
  return mostFirst([...byCountry].map(([country, bookings]) => ({ country, bookings })), (c) => c.country);
}
