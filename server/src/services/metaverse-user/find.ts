import { PAGE_SIZE } from '@contract/common';
import {
  exportLimitLine,
  firstDirection,
  LIST_EXPORT_LIMIT,
  phoneDigitsOf,
  USER_CSV_COLUMNS,
  type UsersQuery,
} from '@contract/list-finding';
import type { MetaverseUser } from '@contract/metaverse-user';
import { and, asc, desc, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import { metaverseMemberships, metaverseUsers } from '../../db/schema';
import type { ServiceDeps } from '../../deps';
import { csvFile } from '../csv';
import {
  offsetOf,
  paginationOf,
  rowEstimateOf,
  searchTotalOf,
  totalFromEstimate,
  totalOf,
  type Pagination,
  type TotalOptions,
} from '../paging';
import { joinedJson, listUsers } from './list';
import { toMetaverseUser } from './rows';

// The super admin's Metaverse Users list: search, filters and sort, each order served by an index (docs/decisions/0048).

const u = metaverseUsers;
const DAY_MS = 86_400_000;
const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`);
/** LIKE's own characters taken literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The usual order (newest first, nothing filtered) has its own deep-page path (docs/decisions/0019). */
const isUsual = (q: UsersQuery) =>
  !q.q && !q.from && !q.to && !q.metaverseId && (q.sort ?? 'joined') === 'joined' && (q.dir ?? 'desc') === 'desc';

/**
 * Name or email contains the text (case-insensitive, literal), or the phone number contains its digits when it
 * looks like one; joined (created) between two UTC days; members of one metaverse.
 */
export function usersWhere(q: Pick<UsersQuery, 'q' | 'from' | 'to' | 'metaverseId'>): SQL | undefined {
  const filters: (SQL | undefined)[] = [];
  const text = q.q?.trim();
  if (text) {
    const pattern = `%${escapeLike(text.toLowerCase())}%`;
    const digits = phoneDigitsOf(text);
    // Text that looks like a phone number is not looked for in names: one index fewer to read (0048).
    filters.push(
      or(
        digits ? undefined : sql`lower(${u.name}) like ${pattern} escape '\\'`,
        sql`lower(${u.email}) like ${pattern} escape '\\'`,
        digits ? sql`${u.phoneNumber} like ${`%${digits}%`}` : undefined,
      ),
    );
  }
  if (q.from) filters.push(gte(u.createdAt, dayStart(q.from)));
  if (q.to) filters.push(lt(u.createdAt, new Date(dayStart(q.to).getTime() + DAY_MS)));
  if (q.metaverseId) {
    const m = metaverseMemberships;
    filters.push(sql`exists (select 1 from ${m} where ${m.metaverseId} = ${q.metaverseId} and ${m.userId} = ${u.id})`);
  }
  return and(...filters);
}

/** Each order walks an index: `(created_at, id)` or `(nullif(lower(name), ''), id)`, nameless accounts last A→Z. */
export function usersOrder(q: Pick<UsersQuery, 'sort' | 'dir'>): SQL[] {
  const sort = q.sort ?? 'joined';
  const dir = q.dir ?? firstDirection(sort);
  if (sort === 'name') {
    const name = sql`nullif(lower(${u.name}), '')`;
    return dir === 'asc' ? [sql`${name} asc nulls last`, asc(u.id)] : [sql`${name} desc nulls first`, desc(u.id)];
  }
  return dir === 'asc' ? [asc(u.createdAt), asc(u.id)] : [desc(u.createdAt), desc(u.id)];
}

/** Built once per database handle and order: building one costs more than running it (docs/decisions/0019). */
const sortedQueries = new WeakMap<object, Map<string, ReturnType<typeof buildSortedQuery>>>();

function buildSortedQuery(deps: Pick<ServiceDeps, 'db'>, order: Pick<UsersQuery, 'sort' | 'dir'>, name: string) {
  return deps.db
    .select({ user: u, joined: joinedJson, estimate: rowEstimateOf(u) })
    .from(u)
    .orderBy(...usersOrder(order))
    .limit(PAGE_SIZE)
    .offset(sql.placeholder('offset'))
    .prepare(name);
}

function sortedQuery(deps: Pick<ServiceDeps, 'db'>, query: Pick<UsersQuery, 'sort' | 'dir'>) {
  const sort = query.sort ?? 'joined';
  const order = { sort, dir: query.dir ?? firstDirection(sort) };
  const name = `metaverse_users_by_${order.sort}_${order.dir}`;
  let built = sortedQueries.get(deps.db);
  if (!built) sortedQueries.set(deps.db, (built = new Map()));
  let prepared = built.get(name);
  if (!prepared) built.set(name, (prepared = buildSortedQuery(deps, order, name)));
  return prepared;
}

const parsedJoined = (joined: unknown) =>
  (typeof joined === 'string' ? JSON.parse(joined) : joined) as { id: string; name: string; description: string }[];

/** A page of the list as asked; the usual order takes the million-row path of listUsers. */
export async function findUsers(
  deps: ServiceDeps,
  query: UsersQuery,
  options: TotalOptions = {},
): Promise<{ users: MetaverseUser[]; pagination: Pagination }> {
  if (isUsual(query)) return listUsers(deps, query.page, options);
  const where = usersWhere(query);
  const offset = offsetOf(query.page);
  if (!where) {
    // Only sorted: one prepared statement per order, the row estimate riding along as on the usual path (0019).
    const sorted = await sortedQuery(deps, query).execute({ offset });
    return {
      users: sorted.map((r) => toMetaverseUser(r.user, parsedJoined(r.joined))),
      pagination: paginationOf(
        query.page,
        totalFromEstimate(sorted[0]?.estimate, options) ?? (await totalOf(deps.db, u, undefined, options)),
      ),
    };
  }
  const rows = await deps.db
    .select({ user: u, joined: joinedJson })
    .from(u)
    .where(where)
    .orderBy(...usersOrder(query))
    .limit(PAGE_SIZE)
    .offset(offset);
  const total = await searchTotalOf(deps.db, u, where, { offset, returned: rows.length }, options);
  return {
    users: rows.map((r) => toMetaverseUser(r.user, parsedJoined(r.joined))),
    pagination: paginationOf(query.page, total),
  };
}

/** The list as shown (search, filters, sort), every page up to LIST_EXPORT_LIMIT rows, as CSV. */
export async function exportUsers(deps: ServiceDeps, query: UsersQuery): Promise<string> {
  const rows = await deps.db
    .select({ user: u, joined: joinedJson })
    .from(u)
    .where(usersWhere(query))
    .orderBy(...usersOrder(query))
    .limit(LIST_EXPORT_LIMIT + 1);
  const lines = rows.map(({ user, joined }) => {
    const cells: Record<(typeof USER_CSV_COLUMNS)[number], string> = {
      name: user.name,
      email: user.email,
      phoneNumber: user.phoneNumber,
      createdAt: user.createdAt.toISOString(),
      updatedAt: user.updatedAt.toISOString(),
      metaverses: parsedJoined(joined)
        .map((m) => m.name)
        .join('; '),
    };
    return USER_CSV_COLUMNS.map((column) => cells[column]);
  });
  return csvFile(USER_CSV_COLUMNS, lines, LIST_EXPORT_LIMIT, exportLimitLine(LIST_EXPORT_LIMIT));
}
