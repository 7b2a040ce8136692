import { PLATFORMS } from '@contract/constants';
import type { Metaverse, MetaverseDetail } from '@contract/metaverse';
import { MESSAGES } from '@contract/messages';
import { desc, eq } from 'drizzle-orm';
import type { AuthContext } from '../auth/tokens';
import { newId } from '../db/ids';
import { dashboardUsers, metaverseManagers, metaverseMemberships, metaverses, metaverseUsers, type LinksValue } from '../db/schema';
import { conflict, forbidden, HttpError, isUniqueViolation, notFound, validationError, type Detail } from '../errors';
import { findMetaverse, isAdminOrManager, isForeignKeyViolation, type MetaverseRow } from './access';
import type { ServiceDeps } from '../deps';


type Links = Metaverse['links'];
type ManagerEntry = MetaverseDetail['dashboardUsers'][number];
type UserEntry = MetaverseDetail['users'][number];

export const DETAIL_USERS_LIMIT = 100;

/** Every platform present, empty strings where nothing is set (the console's form fields bind to all six). */
function fullLinks(links: LinksValue): Links {
  return Object.fromEntries(
    PLATFORMS.map((p) => [p, { build: links[p]?.build ?? '', assets: links[p]?.assets ?? '' }]),
  ) as Links;
}

export function toMetaverse(row: MetaverseRow): Metaverse {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    admin: row.adminId,
    links: fullLinks(row.links),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toMetaverseDetail(row: MetaverseRow, managers: ManagerEntry[], users: UserEntry[]): MetaverseDetail {
  return { ...toMetaverse(row), dashboardUsers: managers, users };
}

async function detailOf(deps: ServiceDeps, row: MetaverseRow): Promise<MetaverseDetail> {
  const [managers, users] = await Promise.all([
    deps.db
      .select({
        _id: metaverseManagers.id,
        dashboardUserID: {
          _id: dashboardUsers.id,
          name: dashboardUsers.name,
          email: dashboardUsers.email,
          phoneNumber: dashboardUsers.phoneNumber,
        },
      })
      .from(metaverseManagers)
      .innerJoin(dashboardUsers, eq(dashboardUsers.id, metaverseManagers.dashboardUserId))
      .where(eq(metaverseManagers.metaverseId, row.id))
      .orderBy(metaverseManagers.createdAt, metaverseManagers.id),
    deps.db
      .select({
        _id: metaverseMemberships.id,
        userID: {
          _id: metaverseUsers.id,
          name: metaverseUsers.name,
          email: metaverseUsers.email,
          phoneNumber: metaverseUsers.phoneNumber,
        },
      })
      .from(metaverseMemberships)
      .innerJoin(metaverseUsers, eq(metaverseUsers.id, metaverseMemberships.userId))
      .where(eq(metaverseMemberships.metaverseId, row.id))
      .orderBy(desc(metaverseMemberships.createdAt), desc(metaverseMemberships.id))
      .limit(DETAIL_USERS_LIMIT),
  ]);
  return toMetaverseDetail(row, managers, users);
}

async function checkAdmin(db: Pick<ServiceDeps, 'db'>['db'], admin: string | null | undefined): Promise<void> {
  if (!admin) return;
  const [row] = await db.select({ id: dashboardUsers.id }).from(dashboardUsers).where(eq(dashboardUsers.id, admin));
  if (!row) throw adminError();
}

const adminError = () => validationError([{ message: MESSAGES.adminNotFound, path: ['admin'] }]);
/** 409 whose detail names the field, so the form marks Name (the only unique column a metaverse has). */
const nameTaken = () => {
  const details: Detail[] = [{ message: MESSAGES.metaverseNameTaken, path: ['name'] }];
  return new HttpError(conflict(MESSAGES.metaverseNameTaken).status, MESSAGES.metaverseNameTaken, details);
};

/** Only platforms that were sent; each sent platform keeps both fields (the schema defaults a missing one to ''). */
type LinksInput = Partial<Record<(typeof PLATFORMS)[number], { build: string; assets: string } | undefined>>;
function definedLinks(links: LinksInput): LinksValue {
  const out: LinksValue = {};
  for (const p of PLATFORMS) {
    const link = links[p];
    if (link) out[p] = { build: link.build, assets: link.assets };
  }
  return out;
}

export interface MetaverseInput {
  name: string;
  description: string;
  admin?: string | null;
  links: LinksInput;
}

export async function createMetaverse(deps: ServiceDeps, input: MetaverseInput): Promise<MetaverseDetail> {
  await checkAdmin(deps.db, input.admin);
  const now = deps.clock();
  try {
    const [row] = await deps.db
      .insert(metaverses)
      .values({
        id: newId(),
        name: input.name,
        description: input.description,
        adminId: input.admin ?? null,
        links: definedLinks(input.links),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return toMetaverseDetail(row!, [], []);
  } catch (err) {
    if (isForeignKeyViolation(err)) throw adminError();
    if (isUniqueViolation(err)) throw nameTaken();
    throw err;
  }
}

/** Everything for its managers; a metaverse user gets what entering the city needs, without members. */
export async function getMetaverse(deps: ServiceDeps, auth: AuthContext, id: string): Promise<MetaverseDetail> {
  const row = await findMetaverse(deps, id);
  switch (auth.role) {
    case 'super-admin':
      return detailOf(deps, row);
    case 'dashboard-user':
      if (!(await isAdminOrManager(deps, auth.userId, id))) throw forbidden();
      return detailOf(deps, row);
    case 'metaverse-user':
      return toMetaverseDetail(row, [], []);
  }
}

export type MetaversePatch = Partial<MetaverseInput>;

export async function updateMetaverse(deps: ServiceDeps, id: string, patch: MetaversePatch): Promise<MetaverseDetail> {
  try {
    const row = await deps.db.transaction(async (tx) => {
      const [current] = await tx.select().from(metaverses).where(eq(metaverses.id, id)).for('update');
      if (!current) throw notFound(MESSAGES.metaverseNotFound);
      await checkAdmin(tx, patch.admin);
      const [updated] = await tx
        .update(metaverses)
        .set({
          ...(patch.name !== undefined && { name: patch.name }),
          ...(patch.description !== undefined && { description: patch.description }),
          ...(patch.admin !== undefined && { adminId: patch.admin }),
          ...(patch.links !== undefined && { links: { ...current.links, ...definedLinks(patch.links) } }),
          updatedAt: deps.clock(),
        })
        .where(eq(metaverses.id, id))
        .returning();
      return updated!;
    });
    return await detailOf(deps, row);
  } catch (err) {
    if (err instanceof HttpError) throw err;
    if (isForeignKeyViolation(err)) throw adminError();
    if (isUniqueViolation(err)) throw nameTaken();
    throw err;
  }
}

export async function deleteMetaverse(deps: ServiceDeps, id: string): Promise<void> {
  const deleted = await deps.db.delete(metaverses).where(eq(metaverses.id, id)).returning({ id: metaverses.id });
  if (deleted.length === 0) throw notFound(MESSAGES.metaverseNotFound);
}
