import { PAGE_SIZE } from '@contract/common';
import { MESSAGES } from '@contract/messages';
import type { MetaverseUser } from '@contract/metaverse-user';
import type { z } from 'zod';
import type { DeviceSchema, EventSchema, UserMetaverseEntrySchema } from '@contract/metaverse-user';
import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { revokeAllFor } from '../auth/refresh-tokens';
import { refreshSession, startSession, type TokenPair } from '../auth/session';
import type { AppDeps } from '../deps';
import { offsetOf, paginationOf, rowEstimateOf, totalFromEstimate, totalOf, type Pagination, type TotalOptions } from './paging';
import { newId } from '../db/ids';
import { devices, events, metaverseMemberships, metaverses, metaverseUsers, metaverseUsersByHour, metaverseUsersByMinute } from '../db/schema';
import { conflict, isUniqueViolation, notFound, unauthorized } from '../errors';
import type { VerifiedIdentity } from '../identity/identity';

// The metaverse-user service (SPEC 7.4). `toMetaverseUser` is the only place a row becomes a reply; every reply
// carries the user's metaverses, loaded for a whole page of users in one query (never one per user).

export type ServiceDeps = Pick<AppDeps, 'db' | 'clock' | 'config'>;
export type MetaverseUserRow = typeof metaverseUsers.$inferSelect;
type MetaverseEntry = z.infer<typeof UserMetaverseEntrySchema>;
type Event = z.infer<typeof EventSchema>;
type Device = z.infer<typeof DeviceSchema>;

const ROLE = 'metaverse-user' as const;
/** Own events and devices are listed newest first, this many to a page. */
export const OWN_LIST_LIMIT = 100;

/** Row → contract shape. `metaverses` are the ones the user joined, in the order they joined. */
export function toMetaverseUser(
  row: MetaverseUserRow,
  joined: readonly Pick<typeof metaverses.$inferSelect, 'id' | 'name' | 'description'>[],
): MetaverseUser {
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

const toEntry = (m: Pick<typeof metaverses.$inferSelect, 'id' | 'name' | 'description'>): MetaverseEntry => ({
  metaverseID: { _id: m.id, name: m.name, description: m.description },
});

/** The metaverses each of `userIds` joined, in one query. */
export async function joinedMetaversesOf(
  deps: Pick<AppDeps, 'db'>,
  userIds: readonly string[],
): Promise<Map<string, { id: string; name: string; description: string }[]>> {
  const result = new Map(userIds.map((id) => [id, [] as { id: string; name: string; description: string }[]]));
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

/** Rows → replies, with their metaverses. */
export async function toMetaverseUsers(deps: Pick<AppDeps, 'db'>, rows: readonly MetaverseUserRow[]): Promise<MetaverseUser[]> {
  const joined = await joinedMetaversesOf(deps, rows.map((r) => r.id));
  return rows.map((r) => toMetaverseUser(r, joined.get(r.id) ?? []));
}

async function toReply(deps: Pick<AppDeps, 'db'>, row: MetaverseUserRow): Promise<MetaverseUser> {
  const [user] = await toMetaverseUsers(deps, [row]);
  return user!;
}

async function findById(deps: Pick<AppDeps, 'db'>, id: string): Promise<MetaverseUserRow | undefined> {
  const [row] = await deps.db.select().from(metaverseUsers).where(eq(metaverseUsers.id, id));
  return row;
}

/** The caller's own row; a token for an account deleted since is good for nothing (401). */
async function findSelf(deps: Pick<AppDeps, 'db'>, id: string): Promise<MetaverseUserRow> {
  const row = await findById(deps, id);
  if (!row) throw unauthorized();
  return row;
}

/** A user the super admin names, or 404 'User not found'. */
async function findNamed(deps: Pick<AppDeps, 'db'>, id: string): Promise<MetaverseUserRow> {
  const row = await findById(deps, id);
  if (!row) throw notFound(MESSAGES.userNotFound);
  return row;
}

export const identityKeyOf = (identity: Pick<VerifiedIdentity, 'provider' | 'subject'>) =>
  `${identity.provider}:${identity.subject}`;

const byEmail = (email: string) => eq(sql`lower(${metaverseUsers.email})`, email.toLowerCase());

/**
 * The account for a verified identity: the one already linked to it; else an account nobody has signed in to yet
 * (seeded or created by an admin) with the same provider-verified email or phone number, which gets linked; else a
 * new account. An email another account already uses is not copied onto the new one (emails are unique).
 */
export async function findOrCreateByIdentity(deps: ServiceDeps, identity: VerifiedIdentity): Promise<MetaverseUserRow> {
  const key = identityKeyOf(identity);
  const byKey = async () => (await deps.db.select().from(metaverseUsers).where(eq(metaverseUsers.identityKey, key)))[0];
  const existing = await byKey();
  if (existing) return existing;

  const claimable =
    identity.provider === 'google' && identity.email && identity.emailVerified
      ? byEmail(identity.email)
      : identity.provider === 'phone' && identity.phoneNumber
        ? eq(metaverseUsers.phoneNumber, identity.phoneNumber)
        : undefined;
  if (claimable) {
    const [candidate] = await deps.db
      .select({ id: metaverseUsers.id })
      .from(metaverseUsers)
      .where(and(claimable, isNull(metaverseUsers.identityKey)))
      .orderBy(asc(metaverseUsers.createdAt), asc(metaverseUsers.id))
      .limit(1);
    if (candidate) {
      const [claimed] = await deps.db
        .update(metaverseUsers)
        .set({ identityKey: key })
        .where(and(eq(metaverseUsers.id, candidate.id), isNull(metaverseUsers.identityKey)))
        .returning();
      if (claimed) return claimed;
    }
  }

  const email = identity.email?.toLowerCase() ?? '';
  const emailTaken = email !== '' && (await deps.db.select({ id: metaverseUsers.id }).from(metaverseUsers).where(byEmail(email))).length > 0;
  const now = deps.clock();
  const insert = (withEmail: boolean) =>
    deps.db
      .insert(metaverseUsers)
      .values({
        id: newId(),
        name: identity.name ?? '',
        email: withEmail ? email : '',
        phoneNumber: identity.phoneNumber ?? '',
        identityKey: key,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
  try {
    const [row] = await insert(!emailTaken);
    return row!;
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    // Lost a race: either the same person signing in twice at once, or somebody taking the email meanwhile.
    const raced = await byKey();
    if (raced) return raced;
    const [row] = await insert(false);
    return row!;
  }
}

/** A session for a metaverse user who exists: what login, code login and device login all end with. */
export async function sessionFor(
  deps: ServiceDeps,
  row: MetaverseUserRow,
): Promise<TokenPair & { user: MetaverseUser }> {
  const tokens = await startSession(deps, { role: ROLE, userId: row.id });
  return { user: await toReply(deps, row), ...tokens };
}

/** `POST user {token, provider}` after the identity provider vouched for the token. */
export async function loginUser(deps: ServiceDeps, identity: VerifiedIdentity): Promise<TokenPair & { user: MetaverseUser }> {
  const row = await findOrCreateByIdentity(deps, identity);
  await recordEvent(deps, row.id, 'user.login', { provider: identity.provider });
  return sessionFor(deps, row);
}

export async function getSelf(deps: ServiceDeps, id: string): Promise<MetaverseUser> {
  return toReply(deps, await findSelf(deps, id));
}

export async function getUser(deps: ServiceDeps, id: string): Promise<MetaverseUser> {
  return toReply(deps, await findNamed(deps, id));
}

export async function updateSelf(
  deps: ServiceDeps,
  id: string,
  patch: { name?: string; email?: string; phoneNumber?: string },
): Promise<MetaverseUser> {
  await findSelf(deps, id);
  if (patch.email) {
    const [other] = await deps.db.select({ id: metaverseUsers.id }).from(metaverseUsers).where(byEmail(patch.email));
    if (other && other.id !== id) throw conflict(MESSAGES.conflictEmail);
  }
  try {
    const [row] = await deps.db
      .update(metaverseUsers)
      .set({
        ...(patch.name !== undefined && { name: patch.name }),
        ...(patch.email !== undefined && { email: patch.email.toLowerCase() }),
        ...(patch.phoneNumber !== undefined && { phoneNumber: patch.phoneNumber }),
        updatedAt: deps.clock(),
      })
      .where(eq(metaverseUsers.id, id))
      .returning();
    if (!row) throw unauthorized();
    return toReply(deps, row);
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(MESSAGES.conflictEmail); // lost a race for the same email
    throw err;
  }
}

/**
 * Delete an account: its memberships, devices, events and pending device codes go with it (foreign keys cascade)
 * and every refresh token it holds is revoked. Returns false when there was no such account.
 */
async function removeUser(deps: ServiceDeps, id: string): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    await tx.delete(metaverseMemberships).where(eq(metaverseMemberships.userId, id));
    const deleted = await tx.delete(metaverseUsers).where(eq(metaverseUsers.id, id)).returning({ id: metaverseUsers.id });
    await revokeAllFor({ db: tx, clock: deps.clock }, ROLE, id);
    return deleted.length > 0;
  });
}

export async function deleteSelf(deps: ServiceDeps, id: string): Promise<void> {
  if (!(await removeUser(deps, id))) throw unauthorized();
}

export async function deleteUser(deps: ServiceDeps, id: string): Promise<void> {
  if (!(await removeUser(deps, id))) throw notFound(MESSAGES.userNotFound);
}

export async function refreshUser(deps: ServiceDeps, refreshToken: string): Promise<TokenPair & { user: MetaverseUser }> {
  const session = await refreshSession(deps, ROLE, refreshToken);
  const row = await findById(deps, session.userId);
  if (!row) throw unauthorized(MESSAGES.invalidRefreshToken);
  return { user: await toReply(deps, row), accessToken: session.accessToken, refreshToken: session.refreshToken };
}

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

/** The metaverses a user joined; `self` decides whether a missing account is the caller's (401) or a 404. */
export async function metaversesOfUser(deps: ServiceDeps, id: string, self: boolean): Promise<MetaverseEntry[]> {
  await (self ? findSelf(deps, id) : findNamed(deps, id));
  const joined = await joinedMetaversesOf(deps, [id]);
  return (joined.get(id) ?? []).map(toEntry);
}

// Events and devices: a metaverse user only ever sees their own; another user's id is simply not found.

const toEvent = (row: typeof events.$inferSelect): Event => ({
  _id: row.id,
  type: row.type,
  metaverseID: row.metaverseId,
  payload: row.payload,
  createdAt: row.createdAt.toISOString(),
});

const toDevice = (row: typeof devices.$inferSelect): Device => ({
  _id: row.id,
  name: row.name,
  platform: row.platform,
  lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

export async function recordEvent(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  userId: string,
  type: string,
  payload: Record<string, unknown> = {},
  metaverseId: string | null = null,
): Promise<void> {
  await deps.db.insert(events).values({ id: newId(), userId, type, payload, metaverseId, createdAt: deps.clock() });
}

/** Page `page` of the caller's rows of `table` (events or devices), newest first, OWN_LIST_LIMIT per page. */
async function ownPage<T extends typeof events | typeof devices>(deps: ServiceDeps, table: T, userId: string, page: number) {
  await findSelf(deps, userId);
  const mine = eq(table.userId, userId);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    deps.db
      .select()
      .from(table as typeof events)
      .where(mine)
      .orderBy(desc(table.createdAt), desc(table.id))
      .limit(OWN_LIST_LIMIT)
      .offset(offsetOf(page, OWN_LIST_LIMIT)),
    deps.db.select({ total: count() }).from(table as typeof events).where(mine),
  ]);
  return { rows: rows as T['$inferSelect'][], pagination: paginationOf(page, total, OWN_LIST_LIMIT) };
}

export async function listOwnEvents(deps: ServiceDeps, userId: string, page = 1): Promise<{ events: Event[]; pagination: Pagination }> {
  const { rows, pagination } = await ownPage(deps, events, userId, page);
  return { events: rows.map(toEvent), pagination };
}

export async function getOwnEvent(deps: ServiceDeps, userId: string, id: string): Promise<Event> {
  const [row] = await deps.db.select().from(events).where(and(eq(events.id, id), eq(events.userId, userId)));
  if (!row) throw notFound(MESSAGES.eventNotFound);
  return toEvent(row);
}

export async function listOwnDevices(deps: ServiceDeps, userId: string, page = 1): Promise<{ devices: Device[]; pagination: Pagination }> {
  const { rows, pagination } = await ownPage(deps, devices, userId, page);
  return { devices: rows.map(toDevice), pagination };
}

export async function getOwnDevice(deps: ServiceDeps, userId: string, id: string): Promise<Device> {
  const [row] = await deps.db.select().from(devices).where(and(eq(devices.id, id), eq(devices.userId, userId)));
  if (!row) throw notFound(MESSAGES.deviceNotFound);
  return toDevice(row);
}

/** The device a user signed in on through a device code: the same name and platform is the same device. */
export async function touchDevice(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  userId: string,
  device: { name: string; platform: string },
): Promise<string> {
  const now = deps.clock();
  const [known] = await deps.db
    .update(devices)
    .set({ lastSeenAt: now })
    .where(and(eq(devices.userId, userId), eq(devices.name, device.name), eq(devices.platform, device.platform)))
    .returning({ id: devices.id });
  if (known) return known.id;
  const id = newId();
  await deps.db.insert(devices).values({ id, userId, name: device.name, platform: device.platform, lastSeenAt: now, createdAt: now });
  return id;
}

/** Account row by id for other services (device login): undefined when it is gone. */
export const findMetaverseUser = findById;
