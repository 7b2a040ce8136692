import { PAGE_SIZE } from '@contract/common';
import type { DashboardUser, FILTER_FIELDS, FILTER_OPERATORS } from '@contract/dashboard-user';
import { MESSAGES } from '@contract/messages';
import { desc, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { checkCurrentPassword, checkLogin, hashPassword, type PasswordAttempts } from '../auth/passwords';
import { revokeAllFor } from '../auth/refresh-tokens';
import { refreshSession, startSession, type TokenPair } from '../auth/session';
import { newId } from '../db/ids';
import { dashboardUsers, metaverseManagers, metaverses } from '../db/schema';
import { conflict, HttpError, isUniqueViolation, notFound, unauthorized } from '../errors';
import { ownsMetaverse } from './access';
import { EXACT_COUNT_LIMIT, offsetOf, paginationOf, totalOf, type Pagination, type TotalOptions } from './paging';
import type { ServiceDeps } from './super-admin';

// The dashboard-user service (SPEC 7.3). `toDashboardUser` is the only place a row becomes a reply; the password
// hash stops there. Every reply carries the user's metaverses (administered and managed), loaded for a whole page of
// users in two queries, never one per user.

type Row = typeof dashboardUsers.$inferSelect;
type MetaverseEntry = DashboardUser['metaverses'][number];

const ROLE = 'dashboard-user' as const;

/** Row → contract shape. */
export function toDashboardUser(row: Row, metaverseEntries: MetaverseEntry[]): DashboardUser {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phoneNumber: row.phoneNumber,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    metaverses: metaverseEntries,
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

async function withMetaverses(deps: ServiceDeps, row: Row): Promise<DashboardUser> {
  const entries = await metaverseEntriesOf(deps, [row.id]);
  return toDashboardUser(row, entries.get(row.id) ?? []);
}

const byEmail = (email: string) => eq(sql`lower(${dashboardUsers.email})`, email.toLowerCase());

async function findByEmail(deps: ServiceDeps, email: string): Promise<Row | undefined> {
  const [row] = await deps.db.select().from(dashboardUsers).where(byEmail(email));
  return row;
}

async function findById(deps: ServiceDeps, id: string): Promise<Row | undefined> {
  const [row] = await deps.db.select().from(dashboardUsers).where(eq(dashboardUsers.id, id));
  return row;
}

/** A dashboard user by id for the super admin: 404 'DashboardUser not found'. */
async function findOr404(deps: ServiceDeps, id: string): Promise<Row> {
  const row = await findById(deps, id);
  if (!row) throw notFound(MESSAGES.dashboardUserNotFound);
  return row;
}

/** The caller's own row; a token for an account deleted since is good for nothing. */
async function findSelf(deps: ServiceDeps, id: string): Promise<Row> {
  const row = await findById(deps, id);
  if (!row) throw unauthorized();
  return row;
}

export interface DashboardUserInput {
  name: string;
  email: string;
  password: string;
  phoneNumber: string;
}

export async function createDashboardUser(deps: ServiceDeps, input: DashboardUserInput): Promise<DashboardUser> {
  if (await findByEmail(deps, input.email)) throw conflict(MESSAGES.conflictEmail);
  const now = deps.clock();
  try {
    const [row] = await deps.db
      .insert(dashboardUsers)
      .values({
        id: newId(),
        name: input.name,
        email: input.email.toLowerCase(),
        phoneNumber: input.phoneNumber,
        passwordHash: await hashPassword(input.password),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return toDashboardUser(row!, []);
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(MESSAGES.conflictEmail); // lost a race with the same email
    throw err;
  }
}

export async function loginDashboardUser(
  deps: ServiceDeps,
  input: { email: string; password: string },
): Promise<TokenPair & { dashboardUser: DashboardUser }> {
  const row = await checkLogin(await findByEmail(deps, input.email), input.password, MESSAGES.dashboardUserNotFound);
  const tokens = await startSession(deps, { role: ROLE, userId: row.id });
  return { dashboardUser: await withMetaverses(deps, row), ...tokens };
}

export async function refreshDashboardUser(
  deps: ServiceDeps,
  refreshToken: string,
): Promise<TokenPair & { dashboardUser: DashboardUser }> {
  const session = await refreshSession(deps, ROLE, refreshToken);
  const row = await findById(deps, session.userId);
  if (!row) throw unauthorized(MESSAGES.invalidRefreshToken);
  return {
    dashboardUser: await withMetaverses(deps, row),
    accessToken: session.accessToken,
    refreshToken: session.refreshToken,
  };
}

export async function getOwnDashboardUser(deps: ServiceDeps, id: string): Promise<DashboardUser> {
  return withMetaverses(deps, await findSelf(deps, id));
}

export async function getDashboardUser(deps: ServiceDeps, id: string): Promise<DashboardUser> {
  return withMetaverses(deps, await findOr404(deps, id));
}

/** A dashboard user's metaverses: the caller's own (`self`) or anyone's for the super admin. */
export async function getDashboardUserMetaverses(
  deps: ServiceDeps,
  id: string,
  who: 'self' | 'by-id',
): Promise<MetaverseEntry[]> {
  const row = who === 'self' ? await findSelf(deps, id) : await findOr404(deps, id);
  return (await withMetaverses(deps, row)).metaverses;
}

export type DashboardUserPatch = Partial<DashboardUserInput> & { currentPassword?: string };

/**
 * Change the given fields. `who: 'by-id'` is the super admin acting on someone (404 when missing; a new password
 * signs that user out everywhere); `'self'` is the caller (401 when their account is gone; a new password or email
 * needs `currentPassword` and signs out their other sessions, docs/decisions/0015).
 */
export async function updateDashboardUser(
  deps: ServiceDeps,
  id: string,
  patch: DashboardUserPatch,
  who: 'self' | 'by-id',
  /** The caller's own sign-in, kept when they change their own password. */
  sessionId?: string,
  /** Counts the current-password checks of this account (a stolen token gets no unlimited guesses). */
  attempts?: PasswordAttempts,
): Promise<DashboardUser> {
  const missing = (): HttpError => (who === 'self' ? unauthorized() : notFound(MESSAGES.dashboardUserNotFound));
  const existing = await findById(deps, id);
  if (!existing) throw missing();
  const ownCredentials = who === 'self' && (patch.password !== undefined || patch.email !== undefined);
  if (ownCredentials) await checkCurrentPassword(existing.passwordHash, patch.currentPassword, attempts);
  if (patch.email) {
    const other = await findByEmail(deps, patch.email);
    if (other && other.id !== id) throw conflict(MESSAGES.conflictEmail);
  }
  const passwordHash = patch.password === undefined ? undefined : await hashPassword(patch.password);
  try {
    const row = await deps.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(dashboardUsers)
        .set({
          ...(patch.name !== undefined && { name: patch.name }),
          ...(patch.email !== undefined && { email: patch.email.toLowerCase() }),
          ...(patch.phoneNumber !== undefined && { phoneNumber: patch.phoneNumber }),
          ...(passwordHash !== undefined && { passwordHash }),
          updatedAt: deps.clock(),
        })
        .where(eq(dashboardUsers.id, id))
        .returning();
      if (!updated) throw missing();
      // A password set by the super admin signs the account out everywhere; a password or email changed by its
      // owner signs out every other session and keeps the one it was changed from.
      if (ownCredentials) {
        await revokeAllFor({ db: tx, clock: deps.clock }, ROLE, id, sessionId);
      } else if (passwordHash !== undefined) {
        await revokeAllFor({ db: tx, clock: deps.clock }, ROLE, id);
      }
      return updated;
    });
    return await withMetaverses(deps, row);
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(MESSAGES.conflictEmail);
    throw err;
  }
}

/**
 * Delete a dashboard user and sign them out everywhere. The foreign keys do the rest (docs/decisions/0004): the
 * metaverses they administered stay with no admin, their manager records go.
 */
export async function deleteDashboardUser(deps: ServiceDeps, id: string, who: 'self' | 'by-id'): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const deleted = await tx.delete(dashboardUsers).where(eq(dashboardUsers.id, id)).returning({ id: dashboardUsers.id });
    if (deleted.length === 0) throw who === 'self' ? unauthorized() : notFound(MESSAGES.dashboardUserNotFound);
    await revokeAllFor({ db: tx, clock: deps.clock }, ROLE, id);
  });
}

export interface DashboardUsersQuery {
  field?: (typeof FILTER_FIELDS)[number];
  operator?: (typeof FILTER_OPERATORS)[number];
  value?: string;
  page: number;
}

/** `%`, `_` and the escape character itself match literally. */
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

function likePattern(operator: NonNullable<DashboardUsersQuery['operator']>, value: string): string {
  const v = escapeLike(value);
  switch (operator) {
    case 'starts with':
      return `${v}%`;
    case 'ends with':
      return `%${v}`;
    case 'contains':
      return `%${v}%`;
    case 'equals':
      return v;
  }
}

/**
 * The list filter as SQL, or undefined for none (no field, or an empty value: the console's filter box left blank).
 * Case-insensitive on every field; `description` matches users who administer or manage a metaverse whose
 * description matches.
 */
function filterCondition(q: DashboardUsersQuery): SQL | undefined {
  if (!q.field || !q.operator || !q.value) return undefined;
  const pattern = likePattern(q.operator, q.value);
  const like = (column: AnyColumn) => sql`lower(${column}) like lower(${pattern}) escape '\\'`;
  switch (q.field) {
    case 'name':
      return like(dashboardUsers.name);
    case 'email':
      return like(dashboardUsers.email);
    case 'phoneNumber':
      return like(dashboardUsers.phoneNumber);
    case 'description':
      return sql`exists (select 1 from ${metaverses} where ${like(metaverses.description)} and ${ownsMetaverse(dashboardUsers.id)})`;
  }
}

/** One page (PAGE_SIZE) of dashboard users, newest first, id as tie-break so pages never overlap. */
export async function listDashboardUsers(
  deps: ServiceDeps,
  q: DashboardUsersQuery,
  options: TotalOptions = {},
): Promise<{ dashboardUsers: DashboardUser[]; pagination: Pagination }> {
  const offset = offsetOf(q.page);
  const prepared = preparedFilterOf(deps, q);
  if (prepared) {
    // 'contains' / 'ends with' on a column: page and capped count from one prepared statement (see below).
    const limit = options.exactCountLimit ?? EXACT_COUNT_LIMIT;
    const rows = await prepared.query.execute({ pattern: prepared.pattern, cap: limit + 1, pageSize: PAGE_SIZE, offset });
    const matched = Number(rows[0]?.matched ?? 0);
    if (rows.length > 0 && matched <= limit) {
      return { dashboardUsers: rows.map(fromPageRow), pagination: paginationOf(q.page, { total: matched, estimated: false }) };
    }
    // An empty page (no match, or past the end) carries no count; past the limit the rows matched first are not
    // the newest: both go the general way below.
  }
  const where = filterCondition(q);
  const [total, rows] = await Promise.all([
    totalOf(deps.db, dashboardUsers, where, options),
    deps.db
      .select({ user: dashboardUsers, entries: entriesJson })
      .from(dashboardUsers)
      .where(where)
      .orderBy(desc(dashboardUsers.createdAt), desc(dashboardUsers.id))
      .limit(PAGE_SIZE)
      .offset(offset),
  ]);
  return { dashboardUsers: rows.map(fromPageRow), pagination: paginationOf(q.page, total) };
}

const fromPageRow = (r: { user: Row; entries: MetaverseEntry[] | string }): DashboardUser =>
  toDashboardUser(r.user, typeof r.entries === 'string' ? JSON.parse(r.entries) : r.entries);

type ColumnField = Exclude<DashboardUsersQuery['field'], 'description' | undefined>;
const FILTER_COLUMNS: Record<ColumnField, AnyColumn> = {
  name: dashboardUsers.name,
  email: dashboardUsers.email,
  phoneNumber: dashboardUsers.phoneNumber,
};

/** The prepared filter statements built so far, per database handle and field/operator. */
const filterQueries = new WeakMap<object, Map<string, ReturnType<typeof buildFilterQuery>>>();

/**
 * 'contains' and 'ends with' on a column of the table: one prepared statement (the pattern a bound parameter) brings
 * the page, each row's metaverses and the count of matches up to a cap (docs/decisions/0019, second amendment).
 * `matched`, the ids and times of the matching rows up to the cap, is referenced twice and so materialized: the
 * table is searched once, through the trigram index whatever the pattern, and the page is the newest ten of it.
 * PostgreSQL switches such a statement to its generic plan after five runs; that plan is the one a custom plan picks
 * for a rare pattern (a bitmap scan of the trigram index), never a walk of the `created_at` index that a generic
 * `order by created_at ... limit 10` with the filter would pick (a full walk for a pattern nothing matches).
 * 'starts with' and 'equals' stay planned per request (their generic plan cannot use the `text_pattern_ops` index),
 * and so do values under three characters. A pattern most rows match costs about twice a per-request plan (the
 * bitmap rechecks what a sequential scan would have read), bounded by the count's cap.
 */
function buildFilterQuery(db: ServiceDeps['db'], field: ColumnField) {
  const column = FILTER_COLUMNS[field];
  const matched = db.$with('matched').as(
    db
      .select({ id: dashboardUsers.id, createdAt: dashboardUsers.createdAt })
      .from(dashboardUsers)
      .where(sql`lower(${column}) like lower(${sql.placeholder('pattern')}) escape '\\'`)
      .limit(sql.placeholder('cap')),
  );
  const newestMatched = db
    .select({ id: matched.id })
    .from(matched)
    .orderBy(desc(matched.createdAt), desc(matched.id))
    .limit(sql.placeholder('pageSize'))
    .offset(sql.placeholder('offset'));
  return db
    .with(matched)
    .select({ user: dashboardUsers, entries: entriesJson, matched: sql<number>`(select count(*)::int from ${matched})` })
    .from(dashboardUsers)
    .where(inArray(dashboardUsers.id, newestMatched))
    .orderBy(desc(dashboardUsers.createdAt), desc(dashboardUsers.id))
    .prepare(`dashboard_users_filter_${field}`);
}

/** The prepared statement and its pattern for this filter, or undefined when it is planned per request (exported for tests). */
export function preparedFilterOf(deps: ServiceDeps, q: DashboardUsersQuery) {
  if (!q.field || !q.operator || !q.value || q.field === 'description') return undefined;
  if (q.operator !== 'contains' && q.operator !== 'ends with') return undefined;
  // Under three characters there is no trigram to look up: the index would be read whole, where a per-request plan
  // scans the table (twice as fast).
  if ([...q.value].length < 3) return undefined;
  let built = filterQueries.get(deps.db);
  if (!built) filterQueries.set(deps.db, (built = new Map()));
  let query = built.get(q.field);
  if (!query) built.set(q.field, (query = buildFilterQuery(deps.db, q.field)));
  return { query, pattern: likePattern(q.operator, q.value) };
}

/**
 * Each listed user's metaverses (administered or managed, each once, oldest first; as metaverseEntriesOf), as JSON
 * built in the page's own query: one round trip and one plan per page instead of three (docs/decisions/0019).
 * Spelled with aliases: drizzle leaves columns unqualified in a one-table select, and `id` is in every table.
 */
const entriesJson = sql<MetaverseEntry[] | string>`(
  select coalesce(json_agg(json_build_object('metaverseID', json_build_object(
           '_id', m.id, 'name', m.name, 'description', m.description, 'admin', m.admin_id))
         order by m.created_at, m.id), '[]'::json)
  from metaverses as m
  where m.id in (
    select a.id from metaverses as a where a.admin_id = "dashboard_users"."id"
    union
    select mm.metaverse_id from metaverse_managers as mm where mm.dashboard_user_id = "dashboard_users"."id"))`;
