import { PAGE_SIZE } from '@contract/common';
import type { MetaverseManagersReplySchema } from '@contract/metaverse';
import type { MetaverseUser } from '@contract/metaverse-user';
import { MESSAGES } from '@contract/messages';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthContext } from '../auth/tokens';
import { newId } from '../db/ids';
import { dashboardUsers, metaverseManagers, metaverseMemberships, metaverseUsers } from '../db/schema';
import { badRequest, forbidden, notFound, unauthorized } from '../errors';
import { findMetaverse, isForeignKeyViolation, metaverseForAdmin, metaverseForOwner, ownedMetaverseIds } from './access';
import { offsetOf, paginationOf, type Pagination } from './paging';
import type { ServiceDeps } from '../deps';
import { joinedMetaversesOf, toMetaverseUser } from './metaverse-user/rows';

// Managers, set by the super admin or the metaverse's admin, and metaverse users, who join themselves; adding and removing are idempotent.

type Manager = z.infer<typeof MetaverseManagersReplySchema>['data']['dashboardUsers'][number];

async function dashboardUserOr404(deps: ServiceDeps, id: string): Promise<void> {
  const [row] = await deps.db.select({ id: dashboardUsers.id }).from(dashboardUsers).where(eq(dashboardUsers.id, id));
  if (!row) throw notFound(MESSAGES.dashboardUserNotFound);
}

export async function addManager(deps: ServiceDeps, auth: AuthContext, metaverseId: string, dashboardUserId: string): Promise<void> {
  await metaverseForAdmin(deps, auth, metaverseId);
  await dashboardUserOr404(deps, dashboardUserId);
  await insertManager(deps, metaverseId, dashboardUserId);
}

async function insertManager(deps: ServiceDeps, metaverseId: string, dashboardUserId: string): Promise<void> {
  try {
    await deps.db
      .insert(metaverseManagers)
      .values({ id: newId(), metaverseId, dashboardUserId, createdAt: deps.clock() })
      .onConflictDoNothing();
  } catch (err) {
    if (isForeignKeyViolation(err)) throw notFound(MESSAGES.metaverseNotFound);
    throw err;
  }
}

/**
 * The admin names a manager by exact email (no directory of other customers' users to browse, docs/decisions/0049);
 * the managers after it.
 */
export async function addManagerByEmail(deps: ServiceDeps, auth: AuthContext, metaverseId: string, email: string): Promise<Manager[]> {
  const metaverse = await metaverseForAdmin(deps, auth, metaverseId);
  const [person] = await deps.db
    .select({ id: dashboardUsers.id })
    .from(dashboardUsers)
    .where(eq(sql`lower(${dashboardUsers.email})`, email.trim().toLowerCase()));
  if (!person) throw notFound(MESSAGES.managerEmailUnknown);
  if (person.id === metaverse.adminId) throw badRequest(MESSAGES.managerIsAdmin);
  await insertManager(deps, metaverseId, person.id);
  return listManagers(deps, auth, metaverseId);
}

export async function removeManager(deps: ServiceDeps, auth: AuthContext, metaverseId: string, dashboardUserId: string): Promise<void> {
  await metaverseForAdmin(deps, auth, metaverseId);
  await dashboardUserOr404(deps, dashboardUserId);
  await deps.db
    .delete(metaverseManagers)
    .where(and(eq(metaverseManagers.metaverseId, metaverseId), eq(metaverseManagers.dashboardUserId, dashboardUserId)));
}

/** The admin (first, `isAdmin: true`) and the managers, oldest first; someone both admin and manager is listed once. */
export async function listManagers(deps: ServiceDeps, auth: AuthContext, metaverseId: string): Promise<Manager[]> {
  const metaverse = await metaverseForOwner(deps, auth, metaverseId);
  const person = {
    _id: dashboardUsers.id,
    name: dashboardUsers.name,
    email: dashboardUsers.email,
    phoneNumber: dashboardUsers.phoneNumber,
  };
  const [admins, managers] = await Promise.all([
    metaverse.adminId
      ? deps.db.select(person).from(dashboardUsers).where(eq(dashboardUsers.id, metaverse.adminId))
      : Promise.resolve([]),
    deps.db
      .select(person)
      .from(metaverseManagers)
      .innerJoin(dashboardUsers, eq(dashboardUsers.id, metaverseManagers.dashboardUserId))
      .where(eq(metaverseManagers.metaverseId, metaverseId))
      .orderBy(metaverseManagers.createdAt, metaverseManagers.id),
  ]);
  return [
    ...admins.map((p) => ({ ...p, isAdmin: true })),
    ...managers.filter((p) => p._id !== metaverse.adminId).map((p) => ({ ...p, isAdmin: false })),
  ];
}

export async function joinMetaverse(deps: ServiceDeps, userId: string, metaverseId: string): Promise<void> {
  await findMetaverse(deps, metaverseId);
  const [user] = await deps.db.select({ id: metaverseUsers.id }).from(metaverseUsers).where(eq(metaverseUsers.id, userId));
  if (!user) throw unauthorized(); // a token for an account deleted since
  try {
    await deps.db
      .insert(metaverseMemberships)
      .values({ id: newId(), metaverseId, userId, createdAt: deps.clock() })
      .onConflictDoNothing();
  } catch (err) {
    if (isForeignKeyViolation(err)) throw notFound(MESSAGES.metaverseNotFound);
    throw err;
  }
}

export async function removeUser(deps: ServiceDeps, auth: AuthContext, metaverseId: string, userId: string): Promise<void> {
  if (auth.role !== 'super-admin' && !(auth.role === 'metaverse-user' && auth.userId === userId)) throw forbidden();
  await findMetaverse(deps, metaverseId);
  const [user] = await deps.db.select({ id: metaverseUsers.id }).from(metaverseUsers).where(eq(metaverseUsers.id, userId));
  if (!user) throw auth.role === 'super-admin' ? notFound(MESSAGES.userNotFound) : unauthorized();
  await deps.db
    .delete(metaverseMemberships)
    .where(and(eq(metaverseMemberships.metaverseId, metaverseId), eq(metaverseMemberships.userId, userId)));
}

export async function listMetaverseUsers(
  deps: ServiceDeps,
  auth: AuthContext,
  metaverseId: string,
  page: number,
): Promise<{ users: MetaverseUser[]; pagination: Pagination }> {
  await metaverseForOwner(deps, auth, metaverseId);
  const inMetaverse = eq(metaverseMemberships.metaverseId, metaverseId);
  const [[{ total } = { total: 0 }], rows] = await Promise.all([
    deps.db.select({ total: count() }).from(metaverseMemberships).where(inMetaverse),
    deps.db
      .select({ user: metaverseUsers })
      .from(metaverseMemberships)
      .innerJoin(metaverseUsers, eq(metaverseUsers.id, metaverseMemberships.userId))
      .where(inMetaverse)
      .orderBy(desc(metaverseMemberships.createdAt), desc(metaverseMemberships.id))
      .limit(PAGE_SIZE)
      .offset(offsetOf(page)),
  ]);
  const visible = auth.role === 'super-admin' ? undefined : new Set(await ownedMetaverseIds(deps, auth.userId));
  const joined = await joinedMetaversesOf(deps, rows.map((r) => r.user.id));
  const shown = (userId: string) => (joined.get(userId) ?? []).filter((m) => !visible || visible.has(m.id));
  return {
    users: rows.map((r) => toMetaverseUser(r.user, shown(r.user.id))),
    pagination: paginationOf(page, total),
  };
}
