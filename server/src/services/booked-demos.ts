import { MAIL_STATES as CONTRACT_MAIL_STATES } from '@contract/book-demo';
import {
  BOOKED_DEMO_CSV_COLUMNS,
  BOOKED_DEMO_SOURCE_CSV_COLUMNS,
  BOOKING_WEEKS,
  type BookedDemo,
  type BookedDemosQuery,
  type BookingWeek,
} from '@contract/booked-demos';
import { PAGE_SIZE } from '@contract/common';
import { desc, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AppDeps } from '../deps';
import { bookedDemos, MAIL_STATES } from '../db/schema';
import { offsetOf, paginationOf, searchTotalOf, totalOf, type TotalOptions } from './paging';


type Deps = Pick<AppDeps, 'db'>;

const sameStates: [(typeof MAIL_STATES)[number], (typeof CONTRACT_MAIL_STATES)[number]] extends [
  (typeof CONTRACT_MAIL_STATES)[number],
  (typeof MAIL_STATES)[number],
]
  ? true
  : never = true;
void sameStates;

/** The most rows one export holds; past it the file says so in its last line. */
export const EXPORT_LIMIT = 50_000;

const toBookedDemo = (row: typeof bookedDemos.$inferSelect): BookedDemo => ({
  _id: row.id,
  name: row.name,
  email: row.businessEmail,
  phoneNumber: row.phoneNumber,
  companyName: row.companyName,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
  mailState: row.mailState,
  mailAttempts: row.mailAttempts,
  sourcePage: row.sourcePage,
  sourceLabel: row.sourceLabel,
  referrerHost: row.referrerHost,
  utm: row.utm,
});

/** The source columns of one CSV line; empty where the booking carried none. */
const sourceCells = (demo: BookedDemo): string[] => {
  const cells: Record<(typeof BOOKED_DEMO_SOURCE_CSV_COLUMNS)[number], string | null | undefined> = {
    sourcePage: demo.sourcePage,
    sourceLabel: demo.sourceLabel,
    referrerHost: demo.referrerHost,
    utm_source: demo.utm?.utm_source,
    utm_medium: demo.utm?.utm_medium,
    utm_campaign: demo.utm?.utm_campaign,
    utm_term: demo.utm?.utm_term,
    utm_content: demo.utm?.utm_content,
  };
  return BOOKED_DEMO_SOURCE_CSV_COLUMNS.map((column) => csvCell(cells[column] ?? ''));
};

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

function matching(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${escapeLike(q.toLowerCase())}%`;
  const like = (column: AnyColumn) => sql`lower(${column}) like ${pattern} escape '\\'`;
  return or(like(bookedDemos.name), like(bookedDemos.businessEmail), like(bookedDemos.companyName), like(bookedDemos.message));
}

const newestFirst = [desc(bookedDemos.createdAt), desc(bookedDemos.id)];

export async function listBookedDemos(deps: Deps, query: BookedDemosQuery, options: TotalOptions = {}) {
  const where = matching(query.q);
  const offset = offsetOf(query.page);
  const page = deps.db
    .select()
    .from(bookedDemos)
    .where(where)
    .orderBy(...newestFirst)
    .limit(PAGE_SIZE)
    .offset(offset);
  const [rows, total] = where
    ? await page.then(async (rows) => [rows, await searchTotalOf(deps.db, bookedDemos, where, { offset, returned: rows.length }, options)] as const)
    : await Promise.all([page, totalOf(deps.db, bookedDemos, undefined, options)]);
  return {
    bookedDemos: rows.map(toBookedDemo),
    pagination: paginationOf(query.page, total),
  };
}

export async function exportBookedDemos(deps: Deps, query: Pick<BookedDemosQuery, 'q'>): Promise<string> {
  const rows = await deps.db
    .select()
    .from(bookedDemos)
    .where(matching(query.q))
    .orderBy(...newestFirst)
    .limit(EXPORT_LIMIT + 1);
  const lines = [[...BOOKED_DEMO_CSV_COLUMNS, ...BOOKED_DEMO_SOURCE_CSV_COLUMNS].map(csvCell).join(',')];
  for (const row of rows.slice(0, EXPORT_LIMIT)) {
    const demo = toBookedDemo(row);
    lines.push([...BOOKED_DEMO_CSV_COLUMNS.map((column) => csvCell(String(demo[column]))), ...sourceCells(demo)].join(','));
  }
  if (rows.length > EXPORT_LIMIT) lines.push(csvCell(`Only the newest ${EXPORT_LIMIT} rows; narrow the search.`));
  // A byte-order mark so spreadsheet programs read the file as UTF-8; CRLF line ends as RFC 4180 says.
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** One CSV field, quoted as RFC 4180 says; a would-be formula gets a leading quote (OWASP "CSV injection"). */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

type Rows = Record<string, unknown>[];
const rowsOf = (result: unknown): Rows => (Array.isArray(result) ? result : (result as { rows: Rows }).rows);

/** Bookings per week over the last BOOKING_WEEKS weeks, the current one (by the injected clock) last. */
export async function bookingsPerWeek(deps: Pick<AppDeps, 'db' | 'clock'>): Promise<BookingWeek[]> {
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
