import type { AuthContext } from '../auth/tokens';
import { MESSAGES } from '@contract/messages';
import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AppDeps } from '../deps';
import { metaverseManagers, metaverses } from '../db/schema';
import { forbidden, notFound, unauthorized, type HttpError } from '../errors';

// Ownership rules: which metaverses a dashboard user may reach, decided in one place (roles come from the table).

type AccessDeps = Pick<AppDeps, 'db'>;

/** Whose account a call is about: the caller's own (`self`) or one the super admin names (`by-id`). */
export type Who = 'self' | 'by-id';

/** A missing account: the caller's own is gone (401, their token is good for nothing), a named one is not found. */
export const missingAccount = (who: Who, notFoundMessage: string): HttpError =>
  who === 'self' ? unauthorized() : notFound(notFoundMessage);
export type MetaverseRow = typeof metaverses.$inferSelect;

/** SQL: the `metaverses` row is administered or managed by `dashboardUserId` (a value or a correlated column). */
export function ownsMetaverse(dashboardUserId: string | AnyColumn): SQL {
  return sql`(${metaverses.adminId} = ${dashboardUserId} or exists (select 1 from ${metaverseManagers} where ${metaverseManagers.metaverseId} = ${metaverses.id} and ${metaverseManagers.dashboardUserId} = ${dashboardUserId}))`;
}

export async function findMetaverse(deps: AccessDeps, metaverseId: string): Promise<MetaverseRow> {
  const [row] = await deps.db.select().from(metaverses).where(eq(metaverses.id, metaverseId));
  if (!row) throw notFound(MESSAGES.metaverseNotFound);
  return row;
}

export async function isAdminOrManager(deps: AccessDeps, dashboardUserId: string, metaverseId: string): Promise<boolean> {
  const [row] = await deps.db
    .select({ id: metaverses.id })
    .from(metaverses)
    .where(and(eq(metaverses.id, metaverseId), ownsMetaverse(dashboardUserId)));
  return row !== undefined;
}

export async function ownedMetaverseIds(deps: AccessDeps, dashboardUserId: string): Promise<string[]> {
  const rows = await deps.db
    .select({ id: metaverses.id })
    .from(metaverses)
    .where(ownsMetaverse(dashboardUserId));
  return rows.map((r) => r.id);
}

/** The metaverse if the caller may manage it; 404 before 403 (ids are random: existence is no secret). */
export async function metaverseForOwner(deps: AccessDeps, auth: AuthContext, metaverseId: string): Promise<MetaverseRow> {
  const row = await findMetaverse(deps, metaverseId);
  if (auth.role === 'super-admin') return row;
  if (auth.role === 'dashboard-user' && (await isAdminOrManager(deps, auth.userId, metaverseId))) return row;
  throw forbidden();
}

/**
 * The metaverse if the caller may change its managers and links: the super admin, or its own admin; a manager or
 * another metaverse's admin gets 403 (docs/decisions/0049). 404 first, as in metaverseForOwner.
 */
export async function metaverseForAdmin(deps: AccessDeps, auth: AuthContext, metaverseId: string): Promise<MetaverseRow> {
  const row = await findMetaverse(deps, metaverseId);
  if (auth.role === 'super-admin') return row;
  if (auth.role === 'dashboard-user' && row.adminId === auth.userId) return row;
  throw forbidden();
}

/** PostgreSQL foreign_key_violation: a row we just checked was deleted before our write (a lost race, not a bug). */
export function isForeignKeyViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23503') return true;
  }
  return false;
}
