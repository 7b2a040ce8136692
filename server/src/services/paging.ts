import { PAGE_SIZE, type Pagination } from '@contract/common';
import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

export type { Pagination };

/** A list's total: exact, or the planner's estimate (`estimated`) when counting would mean scanning the table. */
export interface Total {
  total: number;
  estimated: boolean;
}

/** The paging facts for a list reply; an empty list has zero pages. `estimated` only appears when it is true. */
export const paginationOf = (page: number, total: number | Total, pageSize: number = PAGE_SIZE): Pagination => {
  const { total: n, estimated } = typeof total === 'number' ? { total, estimated: false } : total;
  return { page, pageSize, total: n, totalPages: Math.ceil(n / pageSize), ...(estimated && { estimated: true as const }) };
};

/** The rows to skip for `page` (1-based). */
export const offsetOf = (page: number, pageSize: number = PAGE_SIZE): number => (page - 1) * pageSize;

/**
 * Up to this many rows a list's total is counted exactly; past it the total is the planner's estimate, as
 * PostgREST's `count=estimated` does (docs/decisions/0019). Counting 10,000 index entries costs about a millisecond;
 * counting a million costs a hundred.
 */
export const EXACT_COUNT_LIMIT = 10_000;

/**
 * A search (booked demos) is counted only when the planner expects at most this many matches; past it the planner's
 * estimate is the total (docs/decisions/0019, second amendment). Counting a thousand matches of a search whose
 * trigrams are in most rows costs ten times the page itself.
 */
export const EXACT_SEARCH_LIMIT = 1_000;

export interface TotalOptions {
  /** Tests lower it rather than insert ten thousand rows. */
  exactCountLimit?: number;
  /** Tests lower it rather than insert a thousand matching rows. */
  exactSearchLimit?: number;
}

type Rows = Record<string, unknown>[];
const rowsOf = (result: unknown): Rows => (Array.isArray(result) ? result : (result as { rows: Rows }).rows);

/**
 * The total of `table` rows matching `where` (all rows when undefined), without scanning a big table:
 * - unfiltered, the table's row estimate (`pg_class.reltuples`, kept by ANALYZE and autovacuum) decides: at or past
 *   the limit it is the answer; below it (or never analyzed) the rows are counted;
 * - filtered, the matching rows are counted up to limit + 1 (through whatever index serves the filter);
 * - a count that passes the limit gives way to the planner's estimate of the filter, never below what was counted.
 */
export async function totalOf(db: Db, table: PgTable, where: SQL | undefined, options: TotalOptions = {}): Promise<Total> {
  const limit = options.exactCountLimit ?? EXACT_COUNT_LIMIT;
  if (!where) {
    const tuples = await reltuplesOf(db, table);
    if (tuples >= limit) return { total: tuples, estimated: true };
  }
  const filter = where ? sql` where ${where}` : sql``;
  const [counted] = rowsOf(
    await db.execute(sql`select count(*)::int as n from (select 1 from ${table}${filter} limit ${limit + 1}) as capped`),
  );
  const exact = Number(counted?.n ?? 0);
  if (exact <= limit) return { total: exact, estimated: false };
  return { total: Math.max(exact, await plannedRows(db, sql`select 1 from ${table}${filter}`)), estimated: true };
}

/** What one page of a list brought: how many rows it skipped and how many it returned. */
export interface PageSeen {
  offset: number;
  returned: number;
  pageSize?: number;
}

/**
 * A search's total, counted only when that is cheap, from what its page (already fetched) proves:
 * - a page with rows but fewer than a full one ends the list, and the first page empty means nothing matched: the
 *   total is `offset + returned`, exact, with nothing counted;
 * - a full page: the planner's estimate of the matches (EXPLAIN, nothing run) decides. At most `exactSearchLimit`
 *   (or a gross underestimate is suspected: not even this page's rows), the matches are counted as totalOf does;
 *   past it the estimate is the total, flagged, never below this page's end plus one (so the pager offers the next
 *   page, which, short or empty, then gives the exact total);
 * - an empty page past the first (an old link, or an overestimate that promised more pages): counted (at most
 *   `offset` rows match).
 */
export async function searchTotalOf(
  db: Db,
  table: PgTable,
  where: SQL,
  page: PageSeen,
  options: TotalOptions = {},
): Promise<Total> {
  const { offset, returned, pageSize = PAGE_SIZE } = page;
  if ((returned > 0 && returned < pageSize) || (returned === 0 && offset === 0)) {
    return { total: offset + returned, estimated: false };
  }
  if (returned > 0) {
    const planned = await plannedRows(db, sql`select 1 from ${table} where ${where}`);
    const seen = offset + returned;
    if (planned > (options.exactSearchLimit ?? EXACT_SEARCH_LIMIT) && planned >= returned) {
      return { total: Math.max(planned, seen + 1), estimated: true };
    }
  }
  return totalOf(db, table, where, options);
}

/**
 * The table's row count as of its last ANALYZE (-1 when never analyzed), as an SQL expression a list query can carry
 * along so that its total costs no round trip of its own. to_regclass resolves the name through search_path, as the
 * queries themselves do (one schema per test file). The name is a bound parameter, which also makes a prepared list
 * query one the driver really prepares (see listUsers).
 */
export function rowEstimateOf(table: PgTable): SQL<number> {
  return sql<number>`(select reltuples::float8 from pg_class where oid = to_regclass(${`"${getTableName(table)}"`}))`;
}

/** The total from a row estimate a list query brought along, when it is past the limit; undefined to count instead. */
export function totalFromEstimate(estimate: unknown, options: TotalOptions = {}): Total | undefined {
  const n = Math.round(Number(estimate ?? -1));
  return n >= (options.exactCountLimit ?? EXACT_COUNT_LIMIT) ? { total: n, estimated: true } : undefined;
}

async function reltuplesOf(db: Db, table: PgTable): Promise<number> {
  const [row] = rowsOf(await db.execute(sql`select ${rowEstimateOf(table)} as n`));
  return Math.round(Number(row?.n ?? -1));
}

/** How many rows the planner expects `query` to return (EXPLAIN, nothing run). */
async function plannedRows(db: Db, query: SQL): Promise<number> {
  const [row] = rowsOf(await db.execute(sql`explain (format json) ${query}`));
  const value = row ? Object.values(row)[0] : undefined;
  const plan = (typeof value === 'string' ? JSON.parse(value) : value) as [{ Plan: { 'Plan Rows': number } }] | undefined;
  return Math.round(plan?.[0]?.Plan['Plan Rows'] ?? 0);
}
