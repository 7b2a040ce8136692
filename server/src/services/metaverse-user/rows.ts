import type { MetaverseUser, UserMetaverseEntrySchema } from '@contract/metaverse-user';
import { MESSAGES } from '@contract/messages';
import { asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { metaverseMemberships, metaverses, metaverseUsers } from '../../db/schema';
import { missingAccount, type Who } from '../access';

// `toMetaverseUser` is the only place a row becomes a reply; every reply carries the user's metaverses, loaded for a
// whole page of users in one query (never one per user).

export type MetaverseUserRow = typeof metaverseUsers.$inferSelect;
export type MetaverseEntry = z.infer<typeof UserMetaverseEntrySchema>;
type JoinedMetaverse = Pick<typeof metaverses.$inferSelect, 'id' | 'name' | 'description'>;

export const ROLE = 'metaverse-user' as const;

export function toMetaverseUser(row: MetaverseUserRow, joined: readonly JoinedMetaverse[]): MetaverseUser {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phoneNumber: row.phoneNumber,
    companyName: row.companyName,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    metaverses: joined.map(toEntry),
  };
}

export const toEntry = (m: JoinedMetaverse): MetaverseEntry => ({
  metaverseID: { _id: m.id, name: m.name, description: m.description },
});

export async function joinedMetaversesOf(
  deps: Pick<AppDeps, 'db'>,
  userIds: readonly string[],
): Promise<Map<string, JoinedMetaverse[]>> {
  const result = new Map(userIds.map((id) => [id, [] as JoinedMetaverse[]]));
  if (userIds.length === 0) return result;
  const rows = await deps.db
    .select({ userId: metaverseMemberships.userId, id: metaverses.id, name: metaverses.name, description: metaverses.description })
    .from(metaverseMemberships)
    .innerJoin(metaverses, eq(metaverses.id, metaverseMemberships.metaverseId))
    .where(inArray(metaverseMemberships.userId, [...userIds]))
    .orderBy(asc(metaverseMemberships.createdAt), asc(metaverseMemberships.id));
  for (const { userId, ...m } of rows) result.get(userId)?.push(m);
  return result;
}

export async function toMetaverseUsers(deps: Pick<AppDeps, 'db'>, rows: readonly MetaverseUserRow[]): Promise<MetaverseUser[]> {
  const joined = await joinedMetaversesOf(deps, rows.map((r) => r.id));
  return rows.map((r) => toMetaverseUser(r, joined.get(r.id) ?? []));
}

export async function toReply(deps: Pick<AppDeps, 'db'>, row: MetaverseUserRow): Promise<MetaverseUser> {
  const [user] = await toMetaverseUsers(deps, [row]);
  return user!;
}

export async function findMetaverseUser(deps: Pick<AppDeps, 'db'>, id: string): Promise<MetaverseUserRow | undefined> {
  const [row] = await deps.db.select().from(metaverseUsers).where(eq(metaverseUsers.id, id));
  return row;
}

export async function findAccount(deps: Pick<AppDeps, 'db'>, id: string, who: Who): Promise<MetaverseUserRow> {
  const row = await findMetaverseUser(deps, id);
  if (!row) throw missingAccount(who, MESSAGES.userNotFound);
  return row;
}
