import { MAIL_STATES as CONTRACT_MAIL_STATES } from '@contract/book-demo';
import {
  BOOKED_DEMO_CSV_COLUMNS,
  BOOKED_DEMO_SOURCE_CSV_COLUMNS,
  BOOKING_WEEKS,
  FILTERED_CSV_COLUMNS,
  LEAD_CSV_COLUMNS,
  QUARANTINE_REASON_TEXT,
  QUARANTINE_REASONS as CONTRACT_QUARANTINE_REASONS,
  type BookedDemo,
  type BookedDemosQuery,
  type BookedDemoView,
  type BookingWeek,
} from '@contract/booked-demos';
import { PAGE_SIZE } from '@contract/common';
import { phoneDigitsOf } from '@contract/list-finding';
import { FILTERED_STATUS_TEXT, LEAD_STATUS_TEXT, LEAD_STATUSES as CONTRACT_LEAD_STATUSES, NO_OWNER, type LeadStatus } from '@contract/lead-status';
import type { LeadStatusCountsQuery } from '@contract/lead-pipeline';
import { MESSAGES } from '@contract/messages';
import { and, asc, desc, eq, gte, isNotNull, isNull, lt, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AppDeps } from '../deps';
import { bookedDemos, LEAD_STATUSES, MAIL_STATES, QUARANTINE_REASONS, salesReps } from '../db/schema';
import { conflict, notFound } from '../errors';
import { enqueueWebhookEvent, leadCreatedData } from '../webhooks/queue';
import { csvCell } from './csv';
import { escapeLike } from './like';
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
const sameStatuses: [(typeof LEAD_STATUSES)[number], (typeof CONTRACT_LEAD_STATUSES)[number]] extends [
  (typeof CONTRACT_LEAD_STATUSES)[number],
  (typeof LEAD_STATUSES)[number],
]
  ? true
  : never = true;
void sameStatuses;

/** The most rows one export holds; past it the file says so in its last line. */
export const EXPORT_LIMIT = 50_000;

/** A booked demo's row with its owner's name (null without an owner): what every reply is built from. */
export interface DemoRow {
  demo: typeof bookedDemos.$inferSelect;
  ownerName: string | null;
}

/** The rows with their owner's name, for `.where()`, `.orderBy()` … */
export const selectDemos = (db: Deps['db']) =>
  db
    .select({ demo: bookedDemos, ownerName: salesReps.name })
    .from(bookedDemos)
    .leftJoin(salesReps, eq(salesReps.id, bookedDemos.ownerId));

export const toBookedDemo = ({ demo: row, ownerName }: DemoRow): BookedDemo => ({
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
  status: row.status,
  owner: row.ownerId && ownerName !== null ? { id: row.ownerId, name: ownerName } : null,
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

/** The stored number's digits only; the same expression as booked_demos_phone_digits_trgm_idx (migration 0019). */
const phoneDigits = sql`regexp_replace(${bookedDemos.phoneNumber}, '[^0-9]', '', 'g')`;

function matching(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${escapeLike(q.toLowerCase())}%`;
  const like = (column: AnyColumn) => sql`lower(${column}) like ${pattern} escape '\\'`;
  const digits = phoneDigitsOf(q);
  return or(
    like(bookedDemos.name),
    like(bookedDemos.businessEmail),
    like(bookedDemos.companyName),
    like(bookedDemos.message),
    digits ? sql`${phoneDigits} like ${`%${digits}%`}` : undefined,
  );
}

/** A lead has no quarantine reason; the 'Filtered' view lists the ones that have (docs/decisions/0037). */
export const inView = (view: BookedDemoView = 'leads'): SQL =>
  view === 'filtered' ? isNotNull(bookedDemos.quarantineReason) : isNull(bookedDemos.quarantineReason);

const DAY_MS = 86_400_000;
const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`);

/** The list's filters besides the search (docs/decisions/0046); each served by a partial index of the leads. */
function filtersOf(query: BookedDemoFilters): SQL | undefined {
  return and(
    inView(query.view),
    query.status ? eq(bookedDemos.status, query.status) : undefined,
    query.owner === NO_OWNER ? isNull(bookedDemos.ownerId) : query.owner ? eq(bookedDemos.ownerId, query.owner) : undefined,
    query.from ? gte(bookedDemos.createdAt, dayStart(query.from)) : undefined,
    query.to ? lt(bookedDemos.createdAt, new Date(dayStart(query.to).getTime() + DAY_MS)) : undefined,
    query.source ? eq(bookedDemos.sourcePage, query.source) : undefined,
    query.label ? eq(bookedDemos.sourceLabel, query.label) : undefined,
  );
}

const orderOf = (sort: BookedDemosQuery['sort']) =>
  sort === 'oldest' ? [asc(bookedDemos.createdAt), asc(bookedDemos.id)] : [desc(bookedDemos.createdAt), desc(bookedDemos.id)];

/** Everything of the list's query but its page. */
export type BookedDemoFilters = Omit<BookedDemosQuery, 'page'>;

export async function listBookedDemos(deps: Deps, query: BookedDemosQuery, options: TotalOptions = {}) {
  const search = matching(query.q);
  const filters = filtersOf(query);
  const where = and(filters, search)!;
  const offset = offsetOf(query.page);
  const page = selectDemos(deps.db)
    .where(where)
    .orderBy(...orderOf(query.sort))
    .limit(PAGE_SIZE)
    .offset(offset);
  // A filter narrows the rows as a search does: its total is proven by the page or estimated the same way.
  const [rows, total] = search || hasFilter(query)
    ? await page.then(async (rows) => [rows, await searchTotalOf(deps.db, bookedDemos, where, { offset, returned: rows.length }, options)] as const)
    : await Promise.all([page, totalOf(deps.db, bookedDemos, where, options)]);
  return {
    bookedDemos: rows.map(toBookedDemo),
    pagination: paginationOf(query.page, total),
  };
}

/**
 * The pipeline's stages with how many leads each holds among those the list's other filters keep (search, owner,
 * dates, source, label): the strip above the list. Every stage once, in order, zero-filled.
 */
export async function leadStatusCounts(deps: Pick<AppDeps, 'db'>, query: LeadStatusCountsQuery): Promise<{ counts: { status: LeadStatus; count: number }[]; total: number }> {
  const where = and(filtersOf({ ...query, view: 'leads' }), matching(query.q));
  const rows = await deps.db
    .select({ status: bookedDemos.status, count: sql<number>`count(*)::int` })
    .from(bookedDemos)
    .where(where)
    .groupBy(bookedDemos.status);
  const byStatus = new Map(rows.map((r) => [r.status, Number(r.count)]));
  const counts = CONTRACT_LEAD_STATUSES.map((status) => ({ status, count: byStatus.get(status) ?? 0 }));
  return { counts, total: counts.reduce((sum, c) => sum + c.count, 0) };
}

const hasFilter = (query: BookedDemoFilters) =>
  Boolean(query.status || query.owner || query.from || query.to || query.source || query.label);

/** When each lead's meetings were and will be, and how many notes it has: the export's pipeline columns. */
const exportExtras = (now: Date) => ({
  notes: sql<number>`(select count(*)::int from lead_notes n where n.booked_demo_id = ${bookedDemos.id})`,
  nextMeeting: sql<string | null>`(select min(m.starts_at) from meetings m where m.booked_demo_id = ${bookedDemos.id} and m.status = 'booked' and m.starts_at >= ${now.toISOString()}::timestamptz)`,
  lastMeeting: sql<string | null>`(select max(m.starts_at) from meetings m where m.booked_demo_id = ${bookedDemos.id} and m.status = 'booked' and m.starts_at < ${now.toISOString()}::timestamptz)`,
});

const isoOf = (value: unknown): string => (value === null || value === undefined ? '' : new Date(value as string).toISOString());

/** The list's rows (its view, filters and search, every page) as CSV; the filtered view's file adds the reason in words. */
export async function exportBookedDemos(deps: Pick<AppDeps, 'db' | 'clock'>, query: BookedDemoFilters): Promise<string> {
  const rows = await deps.db
    .select({ demo: bookedDemos, ownerName: salesReps.name, ...exportExtras(deps.clock()) })
    .from(bookedDemos)
    .leftJoin(salesReps, eq(salesReps.id, bookedDemos.ownerId))
    .where(and(filtersOf(query), matching(query.q)))
    .orderBy(...orderOf(query.sort))
    .limit(EXPORT_LIMIT + 1);
  const columns = query.view === 'filtered' ? FILTERED_CSV_COLUMNS : BOOKED_DEMO_CSV_COLUMNS;
  const lines = [[...columns, ...LEAD_CSV_COLUMNS, ...BOOKED_DEMO_SOURCE_CSV_COLUMNS].map(csvCell).join(',')];
  for (const row of rows.slice(0, EXPORT_LIMIT)) {
    const demo = toBookedDemo(row);
    const text = (column: (typeof columns)[number]) =>
      column === 'quarantineReason' ? (demo.quarantineReason ? QUARANTINE_REASON_TEXT[demo.quarantineReason] : '') : String(demo[column]);
    const lead: Record<(typeof LEAD_CSV_COLUMNS)[number], string> = {
      status: demo.quarantineReason ? FILTERED_STATUS_TEXT : LEAD_STATUS_TEXT[demo.status],
      owner: demo.owner?.name ?? '',
      notes: String(row.notes),
      nextMeeting: isoOf(row.nextMeeting),
      lastMeeting: isoOf(row.lastMeeting),
    };
    lines.push([...columns.map((column) => csvCell(text(column))), ...LEAD_CSV_COLUMNS.map((c) => csvCell(lead[c])), ...sourceCells(demo)].join(','));
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
  // The release and its `lead.created` webhook commit together (docs/decisions/0047); a released booking is a new lead.
  const released = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(bookedDemos)
      .set({ quarantineReason: null, status: 'new', mailState: 'pending', mailAttempts: 0, nextAttemptAt: now, lastError: null })
      .where(and(eq(bookedDemos.id, id), isNotNull(bookedDemos.quarantineReason)))
      .returning();
    if (row) await enqueueWebhookEvent(tx, 'lead.created', leadCreatedData(row), now);
    return row;
  });
  if (released) return toBookedDemo((await selectDemos(deps.db).where(eq(bookedDemos.id, id)))[0] ?? { demo: released, ownerName: null });
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
