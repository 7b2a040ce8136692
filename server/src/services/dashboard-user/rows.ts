import type { DashboardUser } from '@contract/dashboard-user';
import { MESSAGES } from '@contract/messages';
import { eq, inArray, sql } from 'drizzle-orm';
import { dashboardUsers, metaverseManagers, metaverses } from '../../db/schema';
import type { ServiceDeps } from '../../deps';
import { missingAccount, type Who } from '../access';


export type Row = typeof dashboardUsers.$inferSelect;
export type MetaverseEntry = DashboardUser['metaverses'][number];

export const ROLE = 'dashboard-user' as const;

export function toDashboardUser(row: Row, metaverseEntries: MetaverseEntry[]): DashboardUser {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phoneNumber: row.phoneNumber,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    metaverses: metaverseEntries,
    status: row.status,
  };
}

/** The metaverses each of `ids` administers or manages (admin and manager of one metaverse: listed once). */
export async function metaverseEntriesOf(deps: ServiceDeps, ids: string[]): Promise<Map<string, MetaverseEntry[]>> {
  const result = new Map<string, MetaverseEntry[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return result;
  const columns = {
    id: metaverses.id,
    name: metaverses.name,
    description: metaverses.description,
    admin: metaverses.adminId,
    createdAt: metaverses.createdAt,
  };
  const [administered, managed] = await Promise.all([
    deps.db.select({ ...columns, owner: metaverses.adminId }).from(metaverses).where(inArray(metaverses.adminId, ids)),
    deps.db
      .select({ ...columns, owner: metaverseManagers.dashboardUserId })
      .from(metaverseManagers)
      .innerJoin(metaverses, eq(metaverses.id, metaverseManagers.metaverseId))
      .where(inArray(metaverseManagers.dashboardUserId, ids)),
  ]);
  const all = [...administered, ...managed].sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id),
  );
  for (const m of all) {
    const list = result.get(m.owner!);
    if (!list || list.some((e) => e.metaverseID._id === m.id)) continue;
    list.push({ metaverseID: { _id: m.id, name: m.name, description: m.description, admin: m.admin } });
  }
  return result;
}

export async function withMetaverses(deps: ServiceDeps, row: Row): Promise<DashboardUser> {
  const entries = await metaverseEntriesOf(deps, [row.id]);
  return toDashboardUser(row, entries.get(row.id) ?? []);
}

const byEmail = (email: string) => eq(sql`lower(${dashboardUsers.email})`, email.toLowerCase());

export async function findByEmail(deps: ServiceDeps, email: string): Promise<Row | undefined> {
  const [row] = await deps.db.select().from(dashboardUsers).where(byEmail(email));
  return row;
}

export async function findById(deps: ServiceDeps, id: string): Promise<Row | undefined> {
  const [row] = await deps.db.select().from(dashboardUsers).where(eq(dashboardUsers.id, id));
  return row;
}

export async function findAccount(deps: ServiceDeps, id: string, who: Who): Promise<Row> {
  const row = await findById(deps, id);
  if (!row) throw missingAccount(who, MESSAGES.dashboardUserNotFound);
  return row;
}
