import { PAGE_SIZE, type Pagination } from '@contract/common';
import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

export type { Pagination };

export interface Total {
  total: number;
  estimated: boolean;
}

export const paginationOf = (page: number, total: number | Total, pageSize: number = PAGE_SIZE): Pagination => {
  const { total: n, estimated } = typeof total === 'number' ? { total, estimated: false } : total;
  return { page, pageSize, total: n, totalPages: Math.ceil(n / pageSize), ...(estimated && { estimated: true as const }) };
};

export const offsetOf = (page: number, pageSize: number = PAGE_SIZE): number => (page - 1) * pageSize;

/** Up to this many rows a total is counted; past it, the planner's estimate (docs/decisions/0019). */
export const EXACT_COUNT_LIMIT = 10_000;

/** A search is counted only when the planner expects at most this many matches (docs/decisions/0019). */
export const EXACT_SEARCH_LIMIT = 1_000;

export interface TotalOptions {
  exactCountLimit?: number;
  exactSearchLimit?: number;
}

type Rows = Record<string, unknown>[];
export const rowsOf = (result: unknown): Rows => (Array.isArray(result) ? result : (result as { rows: Rows }).rows);

/** The total of `table` rows matching `where`, counted up to the limit, estimated past it, never scanning a big table. */
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

export interface PageSeen {
  offset: number;
  returned: number;
  pageSize?: number;
  /** The planner's estimate of the matches, when the caller already asked for it. */
  planned?: number;
}

/**
 * A search's total from what its page proves: a short page ends the list; a full one takes the planner's estimate
 * when it is past `exactSearchLimit` (never below the next page), else counts (docs/decisions/0019, amendment 2).
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
    const planned = page.planned ?? (await plannedRows(db, sql`select 1 from ${table} where ${where}`));
    const seen = offset + returned;
    if (planned > (options.exactSearchLimit ?? EXACT_SEARCH_LIMIT) && planned >= returned) {
      return { total: Math.max(planned, seen + 1), estimated: true };
    }
  }
  return totalOf(db, table, where, options);
}

/** The row count as of the last ANALYZE (-1: never), for a list query to carry along; the name is bound (see 0019). */
export function rowEstimateOf(table: PgTable): SQL<number> {
  return sql<number>`(select reltuples::float8 from pg_class where oid = to_regclass(${`"${getTableName(table)}"`}))`;
}

export function totalFromEstimate(estimate: unknown, options: TotalOptions = {}): Total | undefined {
  const n = Math.round(Number(estimate ?? -1));
  return n >= (options.exactCountLimit ?? EXACT_COUNT_LIMIT) ? { total: n, estimated: true } : undefined;
}

async function reltuplesOf(db: Db, table: PgTable): Promise<number> {
  const [row] = rowsOf(await db.execute(sql`select ${rowEstimateOf(table)} as n`));
  return Math.round(Number(row?.n ?? -1));
}

/** The planner's row estimate for a query (EXPLAIN: planning only, nothing read). */
export async function plannedRows(db: Db, query: SQL): Promise<number> {
  const [row] = rowsOf(await db.execute(sql`explain (format json) ${query}`));
  const value = row ? Object.values(row)[0] : undefined;
  const plan = (typeof value === 'string' ? JSON.parse(value) : value) as [{ Plan: { 'Plan Rows': number } }] | undefined;
  return Math.round(plan?.[0]?.Plan['Plan Rows'] ?? 0);
}
