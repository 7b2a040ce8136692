import { PAGE_SIZE } from '@contract/common';
import {
  INSIGHT_DAYS,
  OWN_USER_DETAIL_LIMIT,
  type OwnMetaverseUser,
  type OwnUsersQuerySchema,
} from '@contract/dashboard-insights';
import { exportLimitLine, LIST_EXPORT_LIMIT, OWN_USER_CSV_COLUMNS } from '@contract/list-finding';
import { MESSAGES } from '@contract/messages';
import type { z } from 'zod';
import { and, asc, count, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import { devices, events, metaverseMemberships, metaverses, metaverseUsers } from '../db/schema';
import { notFound } from '../errors';
import { ownsMetaverse } from './access';
import { csvFile } from './csv';
import { offsetOf, paginationOf, type Pagination } from './paging';
import type { ServiceDeps } from '../deps';
import { usersTextMatch } from './metaverse-user/find';
import { joinedMetaversesOf, toMetaverseUser } from './metaverse-user/rows';

// A dashboard user's view of the people in their metaverses, every query limited to those (docs/decisions/0021),
// and to what happened there since each joined (docs/decisions/0029).

type OwnUsersQuery = z.output<typeof OwnUsersQuerySchema>;

const ownedIds = (deps: ServiceDeps, dashboardUserId: string) =>
  deps.db.select({ id: metaverses.id }).from(metaverses).where(ownsMetaverse(dashboardUserId));

const DAY_MS = 86_400_000;
const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`);

function firstJoins(deps: ServiceDeps, metaverseIds: SQL | ReturnType<typeof ownedIds>) {
  return deps.db
    .select({ userId: metaverseMemberships.userId, joinedAt: sql<Date>`min(${metaverseMemberships.createdAt})`.as('joined_at') })
    .from(metaverseMemberships)
    .where(inArray(metaverseMemberships.metaverseId, metaverseIds))
    .groupBy(metaverseMemberships.userId)
    .as('first_joins');
}

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

async function withJoins(
  deps: ServiceDeps,
  dashboardUserId: string,
  rows: readonly { user: typeof metaverseUsers.$inferSelect; joinedAt: Date | string }[],
): Promise<OwnMetaverseUser[]> {
  const visible = new Set((await ownedIds(deps, dashboardUserId)).map((r) => r.id));
  const joined = await joinedMetaversesOf(deps, rows.map((r) => r.user.id));
  return rows.map((r) => ({
    ...toMetaverseUser(r.user, (joined.get(r.user.id) ?? []).filter((m) => visible.has(m.id))),
    joinedAt: toDate(r.joinedAt).toISOString(),
  }));
}

/** The caller's members (or one metaverse's) by search and first-join day (UTC): the list's and the export's rows. */
async function membersMatching(deps: ServiceDeps, dashboardUserId: string, query: Omit<OwnUsersQuery, 'page'>) {
  let scope: SQL | ReturnType<typeof ownedIds> = ownedIds(deps, dashboardUserId);
  if (query.metaverseId !== undefined) {
    const [mine] = await deps.db
      .select({ id: metaverses.id })
      .from(metaverses)
      .where(and(eq(metaverses.id, query.metaverseId), ownsMetaverse(dashboardUserId)));
    if (!mine) throw notFound(MESSAGES.metaverseNotFound);
    scope = sql`(${query.metaverseId})`;
  }
  const j = firstJoins(deps, scope);
  const filters: (SQL | undefined)[] = [];
  // The same search as the super admin's list (docs/decisions/0063).
  const q = query.q?.trim();
  if (q) filters.push(usersTextMatch(q));
  // A computed column has no driver type: the bounds go in as typed ISO strings.
  if (query.from) filters.push(sql`${j.joinedAt} >= ${dayStart(query.from).toISOString()}::timestamptz`);
  if (query.to) filters.push(sql`${j.joinedAt} < ${new Date(dayStart(query.to).getTime() + DAY_MS).toISOString()}::timestamptz`);
  return { j, where: and(...filters) };
}

/** Users who joined the caller's metaverses (or one of them), latest first, by search and first-join day (UTC). */
export async function listMembers(
  deps: ServiceDeps,
  dashboardUserId: string,
  query: OwnUsersQuery,
): Promise<{ users: OwnMetaverseUser[]; pagination: Pagination }> {
  const { j, where } = await membersMatching(deps, dashboardUserId, query);
  const [[{ total } = { total: 0 }], rows] = await Promise.all([
    deps.db.select({ total: count() }).from(j).innerJoin(metaverseUsers, eq(metaverseUsers.id, j.userId)).where(where),
    deps.db
      .select({ user: metaverseUsers, joinedAt: j.joinedAt })
      .from(j)
      .innerJoin(metaverseUsers, eq(metaverseUsers.id, j.userId))
      .where(where)
      .orderBy(desc(j.joinedAt), desc(metaverseUsers.id))
      .limit(PAGE_SIZE)
      .offset(offsetOf(query.page)),
  ]);
  return { users: await withJoins(deps, dashboardUserId, rows), pagination: paginationOf(query.page, total) };
}

/** "A dashboard user can export their users": the list as shown, every page up to LIST_EXPORT_LIMIT rows, as CSV. */
export async function exportMembers(deps: ServiceDeps, dashboardUserId: string, query: Omit<OwnUsersQuery, 'page'>): Promise<string> {
  const { j, where } = await membersMatching(deps, dashboardUserId, query);
  const rows = await deps.db
    .select({ user: metaverseUsers, joinedAt: j.joinedAt })
    .from(j)
    .innerJoin(metaverseUsers, eq(metaverseUsers.id, j.userId))
    .where(where)
    .orderBy(desc(j.joinedAt), desc(metaverseUsers.id))
    .limit(LIST_EXPORT_LIMIT + 1);
  const users = await withJoins(deps, dashboardUserId, rows);
  const lines = users.map((user) => {
    const cells: Record<(typeof OWN_USER_CSV_COLUMNS)[number], string> = {
      joinedAt: user.joinedAt,
      name: user.name,
      email: user.email,
      phoneNumber: user.phoneNumber,
      metaverses: user.metaverses.map((m) => m.metaverseID.name).join('; '),
    };
    return OWN_USER_CSV_COLUMNS.map((column) => cells[column]);
  });
  return csvFile(OWN_USER_CSV_COLUMNS, lines, LIST_EXPORT_LIMIT, exportLimitLine(LIST_EXPORT_LIMIT));
}

/**
 * One member of the caller's metaverses with what happened in those metaverses since they joined; anyone else,
 * including someone who left or was removed, is 'User not found' (docs/decisions/0029).
 */
export async function getMember(deps: ServiceDeps, dashboardUserId: string, userId: string) {
  const j = firstJoins(deps, ownedIds(deps, dashboardUserId));
  const [row] = await deps.db
    .select({ user: metaverseUsers, joinedAt: j.joinedAt })
    .from(j)
    .innerJoin(metaverseUsers, eq(metaverseUsers.id, j.userId))
    .where(eq(j.userId, userId));
  if (!row) throw notFound(MESSAGES.userNotFound);
  const [user] = await withJoins(deps, dashboardUserId, [row]);
  const joinedAt = toDate(row.joinedAt);
  const [eventRows, deviceRows] = await Promise.all([
    // Only events in one of the caller's metaverses, from the moment of the person's current membership of it on:
    // a sign-in, which belongs to no metaverse, is not the company's to see.
    deps.db
      .select({ event: events })
      .from(events)
      .innerJoin(
        metaverseMemberships,
        and(eq(metaverseMemberships.metaverseId, events.metaverseId), eq(metaverseMemberships.userId, events.userId)),
      )
      .where(
        and(
          eq(events.userId, userId),
          inArray(events.metaverseId, ownedIds(deps, dashboardUserId)),
          gte(events.createdAt, metaverseMemberships.createdAt),
        ),
      )
      .orderBy(desc(events.createdAt), desc(events.id))
      .limit(OWN_USER_DETAIL_LIMIT)
      .then((rows) => rows.map((r) => r.event)),
    // A device belongs to no metaverse: only those registered since the person first joined one of the caller's.
    deps.db
      .select()
      .from(devices)
      .where(and(eq(devices.userId, userId), gte(devices.createdAt, joinedAt)))
      .orderBy(sql`${devices.lastSeenAt} desc nulls last`, desc(devices.createdAt))
      .limit(OWN_USER_DETAIL_LIMIT),
  ]);
  return {
    user: user!,
    events: eventRows.map((e) => ({
      _id: e.id,
      type: e.type,
      metaverseID: e.metaverseId,
      payload: e.payload,
      createdAt: e.createdAt.toISOString(),
    })),
    devices: deviceRows.map((d) => ({
      _id: d.id,
      name: d.name,
      platform: d.platform,
      lastSeenAt: d.lastSeenAt?.toISOString() ?? null,
      createdAt: d.createdAt.toISOString(),
    })),
  };
}

export const SIGN_IN_EVENTS = ['user.login', 'device.login'] as const;

export async function dashboardInsights(deps: ServiceDeps, dashboardUserId: string) {
  const today = dayStart(deps.clock().toISOString().slice(0, 10));
  const since = new Date(today.getTime() - (INSIGHT_DAYS - 1) * DAY_MS);
  const members = firstJoins(deps, ownedIds(deps, dashboardUserId));
  const day = sql<string>`to_char(${events.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const [perMetaverse, [{ distinct } = { distinct: 0 }], perDay] = await Promise.all([
    deps.db
      .select({ _id: metaverses.id, name: metaverses.name, members: sql<number>`count(${metaverseMemberships.id})::int` })
      .from(metaverses)
      .leftJoin(metaverseMemberships, eq(metaverseMemberships.metaverseId, metaverses.id))
      .where(ownsMetaverse(dashboardUserId))
      .groupBy(metaverses.id, metaverses.name)
      .orderBy(asc(metaverses.name), asc(metaverses.id)),
    deps.db.select({ distinct: count() }).from(members),
    deps.db
      .select({ day, count: sql<number>`count(*)::int` })
      .from(events)
      .innerJoin(members, eq(members.userId, events.userId))
      // Counts only, and only of sign-ins made since the person first joined one of the caller's metaverses.
      .where(and(inArray(events.type, [...SIGN_IN_EVENTS]), gte(events.createdAt, since), sql`${events.createdAt} >= ${members.joinedAt}`))
      .groupBy(day),
  ]);
  const counts = new Map(perDay.map((r) => [r.day, Number(r.count)]));
  const signInsPerDay = Array.from({ length: INSIGHT_DAYS }, (_, i) => {
    const d = new Date(since.getTime() + i * DAY_MS).toISOString().slice(0, 10);
    return { day: d, count: counts.get(d) ?? 0 };
  });
  return {
    members: Number(distinct),
    metaverses: perMetaverse.map((m) => ({ ...m, members: Number(m.members) })),
    signInsPerDay,
  };
}
