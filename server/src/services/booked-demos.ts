import { MAIL_STATES as CONTRACT_MAIL_STATES } from '@contract/book-demo';
import {
  BOOKED_DEMO_CSV_COLUMNS,
  BOOKED_DEMO_SOURCE_CSV_COLUMNS,
  BOOKING_WEEKS,
  FILTERED_CSV_COLUMNS,
  QUARANTINE_REASON_TEXT,
  QUARANTINE_REASONS as CONTRACT_QUARANTINE_REASONS,
  type BookedDemo,
  type BookedDemosQuery,
  type BookedDemoView,
  type BookingWeek,
} from '@contract/booked-demos';
import { PAGE_SIZE } from '@contract/common';
import { MESSAGES } from '@contract/messages';
import { and, desc, eq, isNotNull, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AppDeps } from '../deps';
import { bookedDemos, MAIL_STATES, QUARANTINE_REASONS } from '../db/schema';
import { conflict, notFound } from '../errors';
import { csvCell } from './csv';
import { offsetOf, paginationOf, searchTotalOf, totalOf, type TotalOptions } from './paging';

export { csvCell };


type Deps = Pick<AppDeps, 'db'>;

const sameStates: [(typeof MAIL_STATES)[number], (typeof CONTRACT_MAIL_STATES)[number]] extends [
  (typeof CONTRACT_MAIL_STATES)[number],
  (typeof MAIL_STATES)[number],
]
  ? true
  : never = true;
void sameStates;
const sameReasons: [(typeof QUARANTINE_REASONS)[number], (typeof CONTRACT_QUARANTINE_REASONS)[number]] extends [
  (typeof CONTRACT_QUARANTINE_REASONS)[number],
  (typeof QUARANTINE_REASONS)[number],
]
  ? true
  : never = true;
void sameReasons;

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
  quarantineReason: row.quarantineReason,
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

/** A lead has no quarantine reason; the 'Filtered' view lists the ones that have (docs/decisions/0037). */
export const inView = (view: BookedDemoView = 'leads'): SQL =>
  view === 'filtered' ? isNotNull(bookedDemos.quarantineReason) : isNull(bookedDemos.quarantineReason);

const newestFirst = [desc(bookedDemos.createdAt), desc(bookedDemos.id)];

export async function listBookedDemos(deps: Deps, query: BookedDemosQuery, options: TotalOptions = {}) {
  const search = matching(query.q);
  const where = and(inView(query.view), search)!;
  const offset = offsetOf(query.page);
  const page = deps.db
    .select()
    .from(bookedDemos)
    .where(where)
    .orderBy(...newestFirst)
    .limit(PAGE_SIZE)
    .offset(offset);
  const [rows, total] = search
    ? await page.then(async (rows) => [rows, await searchTotalOf(deps.db, bookedDemos, where, { offset, returned: rows.length }, options)] as const)
    : await Promise.all([page, totalOf(deps.db, bookedDemos, where, options)]);
  return {
    bookedDemos: rows.map(toBookedDemo),
    pagination: paginationOf(query.page, total),
  };
}

/** The list's rows (its view and search, every page) as CSV; the filtered view's file adds the reason in words. */
export async function exportBookedDemos(deps: Deps, query: Pick<BookedDemosQuery, 'q' | 'view'>): Promise<string> {
  const rows = await deps.db
    .select()
    .from(bookedDemos)
    .where(and(inView(query.view), matching(query.q)))
    .orderBy(...newestFirst)
    .limit(EXPORT_LIMIT + 1);
  const columns = query.view === 'filtered' ? FILTERED_CSV_COLUMNS : BOOKED_DEMO_CSV_COLUMNS;
  const lines = [[...columns, ...BOOKED_DEMO_SOURCE_CSV_COLUMNS].map(csvCell).join(',')];
  for (const row of rows.slice(0, EXPORT_LIMIT)) {
    const demo = toBookedDemo(row);
    const text = (column: (typeof columns)[number]) =>
      column === 'quarantineReason' ? (demo.quarantineReason ? QUARANTINE_REASON_TEXT[demo.quarantineReason] : '') : String(demo[column]);
    lines.push([...columns.map((column) => csvCell(text(column))), ...sourceCells(demo)].join(','));
  }
  if (rows.length > EXPORT_LIMIT) lines.push(csvCell(`Only the newest ${EXPORT_LIMIT} rows; narrow the search.`));
  // A byte-order mark so spreadsheet programs read the file as UTF-8; CRLF line ends as RFC 4180 says.
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

type Rows = Record<string, unknown>[];
const rowsOf = (result: unknown): Rows => (Array.isArray(result) ? result : (result as { rows: Rows }).rows);

/**
 * 'Not spam': a quarantined booking becomes a lead, due for mail now, so the worker sends it exactly what a lead gets.
 * One conditional update: of concurrent releases one wins, the others find no quarantined row (409), so it mails once.
 */
export async function releaseBookedDemo(deps: Pick<AppDeps, 'db' | 'clock'>, id: string): Promise<BookedDemo> {
  const now = deps.clock();
  const [released] = await deps.db
    .update(bookedDemos)
    .set({ quarantineReason: null, mailState: 'pending', mailAttempts: 0, nextAttemptAt: now, lastError: null })
    .where(and(eq(bookedDemos.id, id), isNotNull(bookedDemos.quarantineReason)))
    .returning();
  if (released) return toBookedDemo(released);
  const [exists] = await deps.db.select({ id: bookedDemos.id }).from(bookedDemos).where(eq(bookedDemos.id, id));
  throw exists ? conflict(MESSAGES.bookedDemoNotFiltered) : notFound(MESSAGES.bookedDemoNotFound);
}

/** Leads per week over the last BOOKING_WEEKS weeks, the current one (by the injected clock) last; filtered ones never count. */
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
      where ${bookedDemos.quarantineReason} is null
        and ${bookedDemos.createdAt} >= bounds.first_week at time zone 'UTC'
        and ${bookedDemos.createdAt} < (bounds.last_week + interval '1 week') at time zone 'UTC'
      group by 1
    )
    select to_char(weeks.week_start, 'YYYY-MM-DD') as week_start, coalesce(counts.n, 0)::int as count
    from weeks left join counts on counts.week_start = weeks.week_start
    order by weeks.week_start
  `);
  return rowsOf(result).map((row) => ({ weekStart: String(row.week_start), count: Number(row.count) }));
}
