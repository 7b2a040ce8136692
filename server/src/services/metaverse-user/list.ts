import { PAGE_SIZE } from '@contract/common';
import type { MetaverseUser } from '@contract/metaverse-user';
import { desc, inArray, sql, type SQL } from 'drizzle-orm';
import { metaverseUsers, metaverseUsersByHour, metaverseUsersByMinute } from '../../db/schema';
import type { AppDeps, ServiceDeps } from '../../deps';
import { offsetOf, paginationOf, rowEstimateOf, totalFromEstimate, totalOf, type Pagination, type TotalOptions } from '../paging';
import { toMetaverseUser } from './rows';

// All metaverse users, paged at a million rows and more (docs/decisions/0019).

/**
 * Offsets up to this are skipped in the index directly (the first pages, which are most of the traffic); deeper pages
 * start from their minute (`metaverse_users_by_hour`, then `metaverse_users_by_minute`) and skip within it only.
 */
const DIRECT_OFFSET = 200;

/**
 * The ids of the ten rows from `offset` in the list's order, as a subquery. Only the narrow (created_at, id) index is
 * read (no table rows). A deep page first finds the hour its first row was created in by walking the per-hour counts
 * newest first, then the minute inside that hour by walking that hour's per-minute counts, then skips within that
 * minute only: its cost is bounded by one minute's sign-ups, not the list's length (docs/decisions/0019).
 */
function idsAt(offset: number | null, directOffset: number): SQL {
  const u = metaverseUsers;
  if (offset !== null && offset <= directOffset) {
    // Spelled into the text (an integer from 0 to directOffset), not a parameter: the planner sees the real offset
    // rather than a guess, and the statement's one plan is kept per connection.
    return sql`(select ${u.id} from ${u} order by ${u.createdAt} desc, ${u.id} desc limit ${sql.raw(String(PAGE_SIZE))} offset ${sql.raw(String(Math.trunc(offset)))})`;
  }
  const h = metaverseUsersByHour;
  const m = metaverseUsersByMinute;
  const skipped = sql.placeholder('offset');
  // Past the last row there is no hour (and so no minute): `created_at < null` selects nothing.
  return sql`(
    with hours as (
      select ${h.hour} as hour, ${h.users} as users, sum(${h.users}) over (order by ${h.hour} desc) - ${h.users} as before
      from ${h}
    ), in_hour as (
      select hour, ${skipped}::bigint - before as skip from hours where before + users > ${skipped}::bigint limit 1
    ), minutes as (
      select ${m.minute} as minute, ${m.users} as users, sum(${m.users}) over (order by ${m.minute} desc) - ${m.users} as before
      from ${m}
      where ${m.minute} >= (select hour * 60 from in_hour) and ${m.minute} < (select hour * 60 + 60 from in_hour)
    ), in_minute as (
      select minute, (select skip from in_hour) - before as skip from minutes
      where before + users > (select skip from in_hour) limit 1
    )
    select ${u.id} from ${u}
    where ${u.createdAt} < (select to_timestamp((minute + 1) * 60) from in_minute)
    order by ${u.createdAt} desc, ${u.id} desc
    limit ${sql.raw(String(PAGE_SIZE))} offset (select skip from in_minute))`;
}

/**
 * Each listed user's metaverses as JSON, in the order they joined, built in the same query as the page. Spelled with
 * aliases: drizzle leaves columns unqualified in a one-table select, and `id` is in all three tables.
 */
const joinedJson = sql<{ id: string; name: string; description: string }[] | string>`(
  select coalesce(json_agg(json_build_object('id', m.id, 'name', m.name, 'description', m.description)
                           order by mm.created_at, mm.id), '[]'::json)
  from metaverse_memberships as mm join metaverses as m on m.id = mm.metaverse_id
  where mm.user_id = "metaverse_users"."id")`;

/** The page queries built so far, per database handle: building one costs more than PostgreSQL takes to run it. */
const pageQueries = new WeakMap<object, Map<string, ReturnType<typeof buildPageQuery>>>();

/**
 * The page query, prepared: a named statement that PostgreSQL parses and plans once per connection (decision 0019).
 * It has to carry at least one bound parameter (the table name of the row estimate): the driver sends a statement
 * without parameters as a simple query, which is parsed and planned again on every request.
 */
function buildPageQuery(deps: Pick<AppDeps, 'db'>, offset: number | null, directOffset: number) {
  return deps.db
    .select({ user: metaverseUsers, joined: joinedJson, estimate: rowEstimateOf(metaverseUsers) })
    .from(metaverseUsers)
    .where(inArray(metaverseUsers.id, idsAt(offset, directOffset)))
    .orderBy(desc(metaverseUsers.createdAt), desc(metaverseUsers.id))
    .prepare(offset === null ? 'metaverse_users_deep_page' : `metaverse_users_page_${offset}`);
}

function pageQuery(deps: Pick<AppDeps, 'db'>, offset: number, directOffset: number) {
  const direct = offset <= directOffset;
  const key = `${direct ? offset : 'deep'}/${directOffset}`;
  let built = pageQueries.get(deps.db);
  if (!built) pageQueries.set(deps.db, (built = new Map()));
  let query = built.get(key);
  if (!query) built.set(key, (query = buildPageQuery(deps, direct ? offset : null, directOffset)));
  return query;
}

/**
 * Page `page` of all metaverse users, newest first (id breaks ties so pages never overlap). One query brings the
 * page, each user's metaverses and the table's row estimate; past EXACT_COUNT_LIMIT rows that estimate is the total
 * (flagged), below it the rows are counted (a small table). Neither a deep page nor the total scans the table.
 */
export async function listUsers(
  deps: ServiceDeps,
  page: number,
  /** Tests lower the limits rather than insert a million rows. */
  options: TotalOptions & { directOffset?: number } = {},
): Promise<{ users: MetaverseUser[]; pagination: Pagination }> {
  const offset = offsetOf(page);
  const rows = await pageQuery(deps, offset, options.directOffset ?? DIRECT_OFFSET).execute({ offset });
  const total =
    totalFromEstimate(rows[0]?.estimate, options) ?? (await totalOf(deps.db, metaverseUsers, undefined, options));
  return {
    users: rows.map((r) => toMetaverseUser(r.user, typeof r.joined === 'string' ? JSON.parse(r.joined) : r.joined)),
    pagination: paginationOf(page, total),
  };
}
