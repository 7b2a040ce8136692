import { PAGE_SIZE } from '@contract/common';
import type { DashboardUser, FILTER_FIELDS, FILTER_OPERATORS } from '@contract/dashboard-user';
import {
  DASHBOARD_USER_CSV_COLUMNS,
  exportLimitLine,
  firstDirection,
  LIST_EXPORT_LIMIT,
  type DASHBOARD_USER_SORTS,
  type SortDirection,
} from '@contract/list-finding';
import { asc, desc, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { dashboardUsers, metaverses } from '../../db/schema';
import type { ServiceDeps } from '../../deps';
import { ownsMetaverse } from '../access';
import { csvFile } from '../csv';
import { escapeLike } from '../like';
import { EXACT_COUNT_LIMIT, offsetOf, paginationOf, totalOf, type Pagination, type TotalOptions } from '../paging';
import { preparedOnce } from '../prepared';
import { toDashboardUser, type MetaverseEntry, type Row } from './rows';

export interface DashboardUsersQuery {
  field?: (typeof FILTER_FIELDS)[number];
  operator?: (typeof FILTER_OPERATORS)[number];
  value?: string;
  page: number;
  sort?: (typeof DASHBOARD_USER_SORTS)[number];
  dir?: SortDirection;
}

/** Newest first unless asked; each order walks an index: `(created_at, id)` or `(lower(name), id)` (0048). */
function orderOf(q: Pick<DashboardUsersQuery, 'sort' | 'dir'>): SQL[] {
  const sort = q.sort ?? 'created';
  const dir = q.dir ?? firstDirection(sort);
  const by = dir === 'asc' ? asc : desc;
  return sort === 'name' ? [by(sql`lower(${dashboardUsers.name})`), by(dashboardUsers.id)] : [by(dashboardUsers.createdAt), by(dashboardUsers.id)];
}

const isNewestFirst = (q: Pick<DashboardUsersQuery, 'sort' | 'dir'>) => (q.sort ?? 'created') === 'created' && (q.dir ?? 'desc') === 'desc';


function likePattern(operator: NonNullable<DashboardUsersQuery['operator']>, value: string): string {
  const v = escapeLike(value);
  switch (operator) {
    case 'starts with':
      return `${v}%`;
    case 'ends with':
      return `%${v}`;
    case 'contains':
      return `%${v}%`;
    case 'equals':
      return v;
  }
}

/** Case-insensitive; `description` matches users who administer or manage a metaverse so described. */
function filterCondition(q: DashboardUsersQuery): SQL | undefined {
  if (!q.field || !q.operator || !q.value) return undefined;
  const pattern = likePattern(q.operator, q.value);
  const like = (column: AnyColumn) => sql`lower(${column}) like lower(${pattern}) escape '\\'`;
  switch (q.field) {
    case 'name':
      return like(dashboardUsers.name);
    case 'email':
      return like(dashboardUsers.email);
    case 'phoneNumber':
      return like(dashboardUsers.phoneNumber);
    case 'description':
      return sql`exists (select 1 from ${metaverses} where ${like(metaverses.description)} and ${ownsMetaverse(dashboardUsers.id)})`;
  }
}

export async function listDashboardUsers(
  deps: ServiceDeps,
  q: DashboardUsersQuery,
  options: TotalOptions = {},
): Promise<{ dashboardUsers: DashboardUser[]; pagination: Pagination }> {
  const offset = offsetOf(q.page);
  const prepared = isNewestFirst(q) ? preparedFilterOf(deps, q) : undefined;
  if (prepared) {
    const limit = options.exactCountLimit ?? EXACT_COUNT_LIMIT;
    const rows = await prepared.query.execute({ pattern: prepared.pattern, cap: limit + 1, pageSize: PAGE_SIZE, offset });
    const matched = Number(rows[0]?.matched ?? 0);
    if (rows.length > 0 && matched <= limit) {
      return { dashboardUsers: rows.map(fromPageRow), pagination: paginationOf(q.page, { total: matched, estimated: false }) };
    }
    // An empty page carries no count, and past the cap the first matches are not the newest: both fall through.
  }
  const where = filterCondition(q);
  const [total, rows] = await Promise.all([
    totalOf(deps.db, dashboardUsers, where, options),
    deps.db
      .select({ user: dashboardUsers, entries: entriesJson })
      .from(dashboardUsers)
      .where(where)
      .orderBy(...orderOf(q))
      .limit(PAGE_SIZE)
      .offset(offset),
  ]);
  return { dashboardUsers: rows.map(fromPageRow), pagination: paginationOf(q.page, total) };
}

/** The list as shown (its filter and sort), every page up to LIST_EXPORT_LIMIT rows, as CSV. */
export async function exportDashboardUsers(deps: ServiceDeps, q: Omit<DashboardUsersQuery, 'page'>): Promise<string> {
  const rows = await deps.db
    .select({ user: dashboardUsers, entries: entriesJson })
    .from(dashboardUsers)
    .where(filterCondition({ ...q, page: 1 }))
    .orderBy(...orderOf(q))
    .limit(LIST_EXPORT_LIMIT + 1);
  const lines = rows.map(fromPageRow).map((user) => {
    const cells: Record<(typeof DASHBOARD_USER_CSV_COLUMNS)[number], string> = {
      name: user.name,
      email: user.email,
      phoneNumber: user.phoneNumber,
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
      metaverses: user.metaverses.map((m) => m.metaverseID.name).join('; '),
    };
    return DASHBOARD_USER_CSV_COLUMNS.map((column) => cells[column]);
  });
  return csvFile(DASHBOARD_USER_CSV_COLUMNS, lines, LIST_EXPORT_LIMIT, exportLimitLine(LIST_EXPORT_LIMIT));
}

const fromPageRow = (r: { user: Row; entries: MetaverseEntry[] | string }): DashboardUser =>
  toDashboardUser(r.user, typeof r.entries === 'string' ? JSON.parse(r.entries) : r.entries);

type ColumnField = Exclude<DashboardUsersQuery['field'], 'description' | undefined>;
const FILTER_COLUMNS: Record<ColumnField, AnyColumn> = {
  name: dashboardUsers.name,
  email: dashboardUsers.email,
  phoneNumber: dashboardUsers.phoneNumber,
};

/**
 * 'contains' / 'ends with': one prepared statement brings the page, its metaverses and the capped match count; its
 * generic plan stays on the trigram index (why, and why not the other operators: docs/decisions/0019, amendment 2).
 */
function buildFilterQuery(db: ServiceDeps['db'], field: ColumnField) {
  const column = FILTER_COLUMNS[field];
  const matched = db.$with('matched').as(
    db
      .select({ id: dashboardUsers.id, createdAt: dashboardUsers.createdAt })
      .from(dashboardUsers)
      .where(sql`lower(${column}) like lower(${sql.placeholder('pattern')}) escape '\\'`)
      .limit(sql.placeholder('cap')),
  );
  const newestMatched = db
    .select({ id: matched.id })
    .from(matched)
    .orderBy(desc(matched.createdAt), desc(matched.id))
    .limit(sql.placeholder('pageSize'))
    .offset(sql.placeholder('offset'));
  return db
    .with(matched)
    .select({ user: dashboardUsers, entries: entriesJson, matched: sql<number>`(select count(*)::int from ${matched})` })
    .from(dashboardUsers)
    .where(inArray(dashboardUsers.id, newestMatched))
    .orderBy(desc(dashboardUsers.createdAt), desc(dashboardUsers.id))
    .prepare(`dashboard_users_filter_${field}`);
}

export function preparedFilterOf(deps: ServiceDeps, q: DashboardUsersQuery) {
  if (!q.field || !q.operator || !q.value || q.field === 'description') return undefined;
  if (q.operator !== 'contains' && q.operator !== 'ends with') return undefined;
  // Under three characters there is no trigram: a per-request plan's table scan is faster.
  if ([...q.value].length < 3) return undefined;
  const field = q.field;
  const query = preparedOnce(deps.db, `dashboard_users_filter_${field}`, () => buildFilterQuery(deps.db, field));
  return { query, pattern: likePattern(q.operator, q.value) };
}

/** Each user's metaverses as JSON in the page's own query (docs/decisions/0019); aliased, as `id` is everywhere. */
const entriesJson = sql<MetaverseEntry[] | string>`(
  select coalesce(json_agg(json_build_object('metaverseID', json_build_object(
           '_id', m.id, 'name', m.name, 'description', m.description, 'admin', m.admin_id))
         order by m.created_at, m.id), '[]'::json)
  from metaverses as m
  where m.id in (
    select a.id from metaverses as a where a.admin_id = "dashboard_users"."id"
    union
    select mm.metaverse_id from metaverse_managers as mm where mm.dashboard_user_id = "dashboard_users"."id"))`;
