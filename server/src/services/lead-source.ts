import {
  FORM_OPEN_OVERFLOW,
  FORM_OPEN_ROWS_PER_DAY,
  type ConversionQuery,
  type ConversionRow,
  type FormOpen,
} from '@contract/lead-source';
import { and, count, eq, gte, isNotNull, isNull, lt, or, sql, sum } from 'drizzle-orm';
import type { AppDeps } from '../deps';
import { bookedDemos, formOpenings } from '../db/schema';

// Where leads come from (docs/decisions/0043): form openings counted per day, page and label, and the conversion
// of each call to action (openings beside bookings).

type Deps = Pick<AppDeps, 'db' | 'clock'>;

const DAY_MS = 86_400_000;
const utcDay = (date: Date) => date.toISOString().slice(0, 10);

/** The default span of the conversion report, today included. */
export const CONVERSION_DEFAULT_DAYS = 30;
/** The most rows one report holds, most openings first. */
export const CONVERSION_MAX_ROWS = 1000;

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

/** Openings and bookings per page and label between two UTC days, both included. */
export async function conversion(deps: Deps, query: ConversionQuery) {
  const { from, to } = conversionRange(deps, query);
  const start = new Date(`${from}T00:00:00.000Z`);
  const end = new Date(Date.parse(`${to}T00:00:00.000Z`) + DAY_MS);
  const inRange = and(gte(bookedDemos.createdAt, start), lt(bookedDemos.createdAt, end));
  // When quarantined bookings (issue 22 item 1) have a column, they are left out here too.
  const [openings, bookings, [unattributed]] = await Promise.all([
    deps.db
      .select({ page: formOpenings.page, label: formOpenings.label, n: sum(formOpenings.count).mapWith(Number) })
      .from(formOpenings)
      .where(and(gte(formOpenings.day, from), lt(formOpenings.day, utcDay(end))))
      .groupBy(formOpenings.page, formOpenings.label),
    deps.db
      .select({ page: bookedDemos.sourcePage, label: bookedDemos.sourceLabel, n: count() })
      .from(bookedDemos)
      .where(and(inRange, isNotNull(bookedDemos.sourcePage), isNotNull(bookedDemos.sourceLabel)))
      .groupBy(bookedDemos.sourcePage, bookedDemos.sourceLabel),
    deps.db
      .select({ n: count() })
      .from(bookedDemos)
      .where(and(inRange, or(isNull(bookedDemos.sourcePage), isNull(bookedDemos.sourceLabel)))),
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
  return { from, to, rows: rows.slice(0, CONVERSION_MAX_ROWS), unattributedBookings: unattributed?.n ?? 0 };
}
