import { PAGE_SIZE } from '@contract/common';
import type { MetaverseUser } from '@contract/metaverse-user';
import { desc, inArray, sql, type SQL } from 'drizzle-orm';
import { metaverseUsers, metaverseUsersByHour, metaverseUsersByMinute } from '../../db/schema';
import type { AppDeps, ServiceDeps } from '../../deps';
import { offsetOf, paginationOf, rowEstimateOf, totalFromEstimate, totalOf, type Pagination, type TotalOptions } from '../paging';
import { preparedOnce } from '../prepared';
import { toMetaverseUser } from './rows';

// All metaverse users, paged at a million rows and more (docs/decisions/0019).

/** Offsets up to this skip in the index; deeper pages start from their hour, then minute. */
export const DIRECT_OFFSET = 200;

function idsAt(offset: number | null, directOffset: number): SQL {
  const u = metaverseUsers;
  if (offset !== null && offset <= directOffset) {
    // Spelled in, not bound: the planner sees the real offset and keeps one plan per connection.
    return sql`(select ${u.id} from ${u} order by ${u.createdAt} desc, ${u.id} desc limit ${sql.raw(String(PAGE_SIZE))} offset ${sql.raw(String(Math.trunc(offset)))})`;
  }
  return joinedDeepIds('desc', sql.placeholder('offset'));
}

/**
 * The ten ids `skipped` rows into the joined order, either way, without skipping them one by one: the hour the offset
 * falls in from the per-hour counts, then its minute from that hour's per-minute counts, then fewer than a minute's
 * sign-ups skipped in the `(created_at, id)` index (docs/decisions/0019; oldest first since 0067).
 */
export function joinedDeepIds(dir: 'asc' | 'desc', skipped: SQL | ReturnType<typeof sql.placeholder>): SQL {
  const u = metaverseUsers;
  const h = metaverseUsersByHour;
  const m = metaverseUsersByMinute;
  const way = sql.raw(dir);
  const within =
    dir === 'desc'
      ? sql`${u.createdAt} < (select to_timestamp((minute + 1) * 60) from in_minute)`
      : sql`${u.createdAt} >= (select to_timestamp(minute * 60) from in_minute)`;
  return sql`(
    with hours as (
      select ${h.hour} as hour, ${h.users} as users, sum(${h.users}) over (order by ${h.hour} ${way}) - ${h.users} as before
      from ${h}
    ), in_hour as (
      select hour, ${skipped}::bigint - before as skip from hours where before + users > ${skipped}::bigint
      order by hour ${way} limit 1
    ), minutes as (
      select ${m.minute} as minute, ${m.users} as users, sum(${m.users}) over (order by ${m.minute} ${way}) - ${m.users} as before
      from ${m}
      where ${m.minute} >= (select hour * 60 from in_hour) and ${m.minute} < (select hour * 60 + 60 from in_hour)
    ), in_minute as (
      select minute, (select skip from in_hour) - before as skip from minutes
      where before + users > (select skip from in_hour) order by minute ${way} limit 1
    )
    select ${u.id} from ${u}
    where ${within}
    order by ${u.createdAt} ${way}, ${u.id} ${way}
    limit ${sql.raw(String(PAGE_SIZE))} offset (select skip from in_minute))`;
}

/** Each user's metaverses as JSON in the page's own query; aliased, as `id` is in all three tables. */
export const joinedJson = sql<{ id: string; name: string; description: string }[] | string>`(
  select coalesce(json_agg(json_build_object('id', m.id, 'name', m.name, 'description', m.description)
                           order by mm.created_at, mm.id), '[]'::json)
  from metaverse_memberships as mm join metaverses as m on m.id = mm.metaverse_id
  where mm.user_id = "metaverse_users"."id")`;

/** A user's metaverses as the driver gives them: JSON text (PGlite) or parsed (postgres.js). */
export const parsedJoined = (joined: unknown) =>
  (typeof joined === 'string' ? JSON.parse(joined) : joined) as { id: string; name: string; description: string }[];

/**
 * A page of the usual order as a named prepared statement, built once per database handle (preparedOnce); it needs
 * one bound parameter or the driver sends it unprepared (docs/decisions/0019).
 */
function pageQuery(deps: Pick<AppDeps, 'db'>, offset: number, directOffset: number) {
  const direct = offset <= directOffset;
  const name = direct ? `metaverse_users_page_${offset}` : 'metaverse_users_deep_page';
  return preparedOnce(deps.db, `${name}/${directOffset}`, () =>
    deps.db
      .select({ user: metaverseUsers, joined: joinedJson, estimate: rowEstimateOf(metaverseUsers) })
      .from(metaverseUsers)
      .where(inArray(metaverseUsers.id, idsAt(direct ? offset : null, directOffset)))
      .orderBy(desc(metaverseUsers.createdAt), desc(metaverseUsers.id))
      .prepare(name),
  );
}

export async function listUsers(
  deps: ServiceDeps,
  page: number,
  options: TotalOptions & { directOffset?: number } = {},
): Promise<{ users: MetaverseUser[]; pagination: Pagination }> {
  const offset = offsetOf(page);
  const rows = await pageQuery(deps, offset, options.directOffset ?? DIRECT_OFFSET).execute({ offset });
  const total =
    totalFromEstimate(rows[0]?.estimate, options) ?? (await totalOf(deps.db, metaverseUsers, undefined, options));
  return {
    users: rows.map((r) => toMetaverseUser(r.user, parsedJoined(r.joined))),
    pagination: paginationOf(page, total),
  };
}
