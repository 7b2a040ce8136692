import {
  exportLimitLine,
  firstDirection,
  LIST_EXPORT_LIMIT,
  METAVERSE_CSV_COLUMNS,
  type METAVERSE_SORTS,
  type SortDirection,
} from '@contract/list-finding';
import type { Metaverse } from '@contract/metaverse';
import { asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { dashboardUsers, metaverses } from '../db/schema';
import type { ServiceDeps } from '../deps';
import { csvFile } from './csv';
import { toMetaverse } from './metaverse';

// The super admin's metaverses, newest first or sorted by an indexed column (docs/decisions/0048).

export interface MetaversesQuery {
  sort?: (typeof METAVERSE_SORTS)[number];
  dir?: SortDirection;
}

/** `(created_at, id)`, or `lower(name)` alone: unique, so no tie needs the id (and its unique index serves it). */
function orderOf(q: MetaversesQuery): SQL[] {
  const sort = q.sort ?? 'created';
  const by = (q.dir ?? firstDirection(sort)) === 'asc' ? asc : desc;
  return sort === 'name' ? [by(sql`lower(${metaverses.name})`)] : [by(metaverses.createdAt), by(metaverses.id)];
}

export async function findMetaverses(deps: ServiceDeps, q: MetaversesQuery): Promise<Metaverse[]> {
  const rows = await deps.db.select().from(metaverses).orderBy(...orderOf(q));
  return rows.map(toMetaverse);
}

/** Every metaverse in the list's order as CSV; the admin by email (empty when there is none). */
export async function exportMetaverses(deps: ServiceDeps, q: MetaversesQuery): Promise<string> {
  const rows = await deps.db
    .select({ metaverse: metaverses, adminEmail: dashboardUsers.email })
    .from(metaverses)
    .leftJoin(dashboardUsers, eq(dashboardUsers.id, metaverses.adminId))
    .orderBy(...orderOf(q))
    .limit(LIST_EXPORT_LIMIT + 1);
  const lines = rows.map(({ metaverse, adminEmail }) => {
    const cells: Record<(typeof METAVERSE_CSV_COLUMNS)[number], string> = {
      name: metaverse.name,
      description: metaverse.description,
      admin: adminEmail ?? '',
      createdAt: metaverse.createdAt.toISOString(),
      updatedAt: metaverse.updatedAt.toISOString(),
    };
    return METAVERSE_CSV_COLUMNS.map((column) => cells[column]);
  });
  return csvFile(METAVERSE_CSV_COLUMNS, lines, LIST_EXPORT_LIMIT, exportLimitLine(LIST_EXPORT_LIMIT));
}
