import { BOOKING_WEEKS, type BookingWeek } from '@contract/book-demo';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../deps';
import { bookedDemos } from '../db/schema';

type Deps = Pick<AppDeps, 'db' | 'clock'>;
type Rows = Record<string, unknown>[];
const rowsOf = (result: unknown): Rows => (Array.isArray(result) ? result : (result as { rows: Rows }).rows);

/** Bookings per week over the last BOOKING_WEEKS weeks, the current one (by the injected clock) last. */
export async function bookingsPerWeek(deps: Deps): Promise<BookingWeek[]> {
  const now = deps.clock().toISOString();
  const result = await deps.db.execute(sql`
    with bounds as (
      select date_trunc('week', ${now}::timestamptz at time zone 'UTC') as last_week,
             date_trunc('week', ${now}::timestamptz at time zone 'UTC') - make_interval(weeks => ${BOOKING_WEEKS - 1}::int) as first_week
    ),
    weeks as (
      select generate_series(first_week, last_week, interval '1 week') as week_start from bounds
    ),
    counts as (
      select date_trunc('week', ${bookedDemos.createdAt} at time zone 'UTC') as week_start, count(*)::int as n
      from ${bookedDemos}, bounds
      where ${bookedDemos.createdAt} >= bounds.first_week at time zone 'UTC'
        and ${bookedDemos.createdAt} < (bounds.last_week + interval '1 week') at time zone 'UTC'
      group by 1
    )
    select to_char(weeks.week_start, 'YYYY-MM-DD') as week_start, coalesce(counts.n, 0)::int as count
    from weeks left join counts on counts.week_start = weeks.week_start
    order by weeks.week_start
  `);
  return rowsOf(result).map((row) => ({ weekStart: String(row.week_start), count: Number(row.count) }));
}
