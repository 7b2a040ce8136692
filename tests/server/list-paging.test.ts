import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { UsersReplySchema } from '@contract/metaverse-user';
import { eq, inArray, sql } from 'drizzle-orm';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromPglite, type Database, type Db } from '../../server/src/db/client';
import { newId } from '../../server/src/db/ids';
import { migrate, MIGRATIONS_DIR } from '../../server/src/db/migrate';
import { bookedDemos, dashboardUsers, metaverseUsers, metaverseUsersByHour, metaverseUsersByMinute } from '../../server/src/db/schema';
import { listBookedDemos } from '../../server/src/services/booked-demos';
import { listDashboardUsers, preparedFilterOf, type DashboardUsersQuery } from '../../server/src/services/dashboard-user/list';
import { findUsers } from '../../server/src/services/metaverse-user/find';
import { listUsers } from '../../server/src/services/metaverse-user/list';
import { totalOf } from '../../server/src/services/paging';
import type { ServiceDeps } from '../../server/src/deps';
import { EVERY_DB_KIND, givenSuperAdmin, loginSuperAdmin, makeTestApp, type TestApp } from './helpers';

// Lists at a million rows (docs/decisions/0019): totals that do not scan, deep pages that start from their hour,
// trigram indexes behind 'contains' / 'ends with' and the booked-demo search. The limits are lowered per call here
// rather than a million rows inserted; the benchmark (npm run bench:api) measures the real sizes.

const HOUR = 3_600_000;
const MINUTE = 60_000;
const T0 = Date.UTC(2026, 10, 1, 0, 0, 0);

type Rows = Record<string, unknown>[];
const rowsOf = (result: unknown): Rows => (Array.isArray(result) ? result : (result as { rows: Rows }).rows);

/** `count` metaverse users spread over hours, several per hour and some sharing an instant (the id breaks ties). */
async function seedUsers(db: Db, count: number, first = 0): Promise<void> {
  const rows = Array.from({ length: count }, (_, k) => {
    const i = first + k;
    // 0–6 users an hour over several of its minutes, a pair at the same millisecond (the hour's first, a minute's
    // boundary) now and then, an hour left empty now and then.
    const hour = Math.floor(i / 7) * (i % 5 === 0 ? 2 : 1);
    const tie = i % 4 === 0;
    const minute = tie ? 0 : (i * 13) % 60;
    const at = new Date(T0 + hour * HOUR + minute * MINUTE + (tie ? 0 : (i % 3) * 1_000 + i));
    const id = newId();
    return { id, name: `User ${i}`, email: `user${i}@example.com`, createdAt: at, updatedAt: at };
  });
  await db.insert(metaverseUsers).values(rows);
}

/** What the list must answer: every row, newest first, id descending among equal times. */
async function expectedOrder(db: Db): Promise<string[]> {
  const all = await db.select({ id: metaverseUsers.id, at: metaverseUsers.createdAt }).from(metaverseUsers);
  return all
    .sort((a, b) => b.at.getTime() - a.at.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0))
    .map((r) => r.id);
}

/** The per-hour or per-minute counts as the triggers keep them, and as they should be. */
async function bucketCounts(db: Db, bucket: 'hour' | 'minute'): Promise<{ kept: Record<string, number>; actual: Record<string, number> }> {
  const seconds = bucket === 'hour' ? 3600 : 60;
  const kept =
    bucket === 'hour'
      ? (await db.select().from(metaverseUsersByHour)).map((r) => [r.hour, r.users] as const)
      : (await db.select().from(metaverseUsersByMinute)).map((r) => [r.minute, r.users] as const);
  const actual = rowsOf(
    await db.execute(
      sql`select floor(extract(epoch from created_at) / ${sql.raw(String(seconds))})::bigint::text as bucket, count(*)::int as n
          from metaverse_users group by 1`,
    ),
  );
  return {
    kept: Object.fromEntries(kept.filter(([, users]) => users !== 0).map(([at, users]) => [String(at), users])),
    actual: Object.fromEntries(actual.map((r) => [String(r.bucket), Number(r.n)])),
  };
}

/** The ids of every page of the list, read with deep-page lookups from the first offset past `directOffset`. */
async function allPages(deps: ServiceDeps, directOffset: number): Promise<string[][]> {
  const pages: string[][] = [];
  for (let page = 1; ; page++) {
    const { users, pagination } = await listUsers(deps, page, { directOffset });
    pages.push(users.map((u) => u._id));
    if (page > pagination.totalPages) return pages;
  }
}

const chunk = (ids: string[]) => Array.from({ length: Math.ceil(ids.length / 10) + 1 }, (_, i) => ids.slice(i * 10, i * 10 + 10));

/** `run` inside a transaction where the planner may not scan tables sequentially (so the trigram indexes are used). */
async function withoutSeqScan<T>(db: Db, run: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return run(tx as unknown as Db);
  });
}

async function planOf(db: Db, query: ReturnType<typeof sql>): Promise<string> {
  return withoutSeqScan(db, async (tx) =>
    rowsOf(await tx.execute(sql`explain ${query}`))
      .map((r) => String(Object.values(r)[0]))
      .join('\n'),
  );
}

async function seedFilterRows(db: Db): Promise<void> {
  const now = new Date(T0);
  const people = ['Alice Q%Smith', 'Bob Q_Jones', 'Carol Q\\Back', 'Dave QxSmith', 'Erin Q%S', 'Frank Jones'];
  await db.insert(dashboardUsers).values(
    people.map((name, i) => ({
      id: newId(),
      name,
      email: `${name.split(' ')[0]!.toLowerCase()}@firm${i % 2}.example`,
      phoneNumber: `+9155500${i}${i}${i}`,
      passwordHash: 'not-a-hash',
      createdAt: new Date(now.getTime() + i),
      updatedAt: now,
    })),
  );
  await db.insert(bookedDemos).values(
    people.map((name, i) => ({
      id: newId(),
      name,
      businessEmail: `${name.split(' ')[0]!.toLowerCase()}@firm${i % 2}.example`,
      phoneNumber: '+915550000',
      companyName: i % 2 ? 'Under_Score Ltd' : 'Percent 100% Inc',
      message: i === 3 ? 'back\\slash here' : 'hello',
      createdAt: new Date(now.getTime() + i),
    })),
  );
}

const filterCases: [DashboardUsersQuery['field'], DashboardUsersQuery['operator'], string, string[]][] = [
  ['name', 'contains', 'q%s', ['Alice Q%Smith', 'Erin Q%S']],
  ['name', 'contains', 'q_', ['Bob Q_Jones']],
  ['name', 'contains', 'q\\b', ['Carol Q\\Back']],
  ['name', 'contains', 'smith', ['Alice Q%Smith', 'Dave QxSmith']],
  ['name', 'ends with', 'JONES', ['Bob Q_Jones', 'Frank Jones']],
  ['name', 'ends with', '%s', ['Erin Q%S']],
  ['email', 'contains', '@FIRM1', ['Bob Q_Jones', 'Dave QxSmith', 'Frank Jones']],
  ['email', 'ends with', 'm0.example', ['Alice Q%Smith', 'Carol Q\\Back', 'Erin Q%S']],
  ['phoneNumber', 'contains', '00333', ['Dave QxSmith']],
];

const searchCases: [string, string[]][] = [
  ['0%', ['Alice Q%Smith', 'Carol Q\\Back', 'Erin Q%S']],
  ['r_s', ['Bob Q_Jones', 'Dave QxSmith', 'Frank Jones']],
  ['k\\s', ['Dave QxSmith']],
  ['q%s', ['Alice Q%Smith', 'Erin Q%S']],
  ['SMITH', ['Alice Q%Smith', 'Dave QxSmith']],
];

/** Filters and searches answer the same rows whether the planner scans or uses the trigram indexes. */
function trigramChecks(db: () => Db) {
  const deps = () => ({ db: db() }) as unknown as ServiceDeps;

  it.each(filterCases)("dashboard users: %s %s %j (escapes stay literal)", async (field, operator, value, expected) => {
    const q = { field, operator, value, page: 1 };
    const scanned = await listDashboardUsers(deps(), q);
    const indexed = await withoutSeqScan(db(), (tx) => listDashboardUsers({ db: tx } as unknown as ServiceDeps, q));
    expect(scanned.dashboardUsers.map((u) => u.name).sort()).toEqual(expected);
    expect(indexed.dashboardUsers.map((u) => u.name).sort()).toEqual(expected);
    expect(indexed.pagination).toEqual(scanned.pagination);
  });

  it.each(searchCases)('booked demos: q=%j (escapes stay literal)', async (q, expected) => {
    const scanned = await listBookedDemos(deps(), { q, page: 1 });
    const indexed = await withoutSeqScan(db(), (tx) => listBookedDemos({ db: tx }, { q, page: 1 }));
    expect(scanned.bookedDemos.map((d) => d.name).sort()).toEqual(expected);
    expect(indexed.bookedDemos.map((d) => d.name).sort()).toEqual(expected);
  });

  it("the planner can use the trigram indexes for 'contains', 'ends with' and the search", async () => {
    const contains = await planOf(db(), sql`select 1 from dashboard_users where lower(name) like lower(${'%smith%'}) escape '\\'`);
    expect(contains).toContain('dashboard_users_name_trgm_idx');
    const endsWith = await planOf(db(), sql`select 1 from dashboard_users where lower(email) like lower(${'%firm1.example'}) escape '\\'`);
    expect(endsWith).toContain('dashboard_users_email_trgm_idx');
    const search = await planOf(
      db(),
      sql`select 1 from booked_demos where lower(name) like ${'%smith%'} escape '\\' or lower(business_email) like ${'%smith%'} escape '\\'
          or lower(company_name) like ${'%smith%'} escape '\\' or lower(message) like ${'%smith%'} escape '\\'`,
    );
    for (const index of ['name', 'business_email', 'company_name', 'message']) expect(search).toContain(`booked_demos_${index}_trgm_idx`);
  });

  it("the prepared 'contains' statement's generic plan (the pattern a parameter) can use the trigram index", async () => {
    const prepared = preparedFilterOf({ db: db() } as unknown as ServiceDeps, { field: 'name', operator: 'contains', value: 'smith', page: 1 });
    const plan = await withoutSeqScan(db(), async (tx) => {
      await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
      await tx.execute(sql.raw(`prepare filter_plan (text, bigint, bigint, bigint) as ${prepared!.query.getQuery().sql}`));
      const rows = rowsOf(await tx.execute(sql`explain execute filter_plan('%smith%', 10001, 10, 0)`));
      await tx.execute(sql`deallocate filter_plan`);
      return rows.map((r) => String(Object.values(r)[0])).join('\n');
    });
    expect(plan).toContain('dashboard_users_name_trgm_idx');
    expect(plan).toContain('$1'); // the generic plan, not one made for the value
  });
}

describe.each(EVERY_DB_KIND)('lists at a million rows on %s', (kind) => {
  let t: TestApp;
  let deps: ServiceDeps;
  let sa: string;

  beforeAll(async () => {
    t = await makeTestApp({ kind });
    deps = t.deps;
    const admin = await givenSuperAdmin(t);
    sa = (await loginSuperAdmin(t, admin.email, admin.password)).accessToken;
    await seedUsers(t.deps.db, 95);
  });
  afterAll(() => t?.close());

  describe('totals', () => {
    it('are counted exactly up to the limit, with no estimated flag', async () => {
      const res = await t.request('GET', '/api/users?page=2', { token: sa });
      expect(res.status, res.text).toBe(200);
      expect(UsersReplySchema.parse(res.body).data.pagination).toEqual({ page: 2, pageSize: 10, total: 95, totalPages: 10 });
      expect((await listUsers(deps, 1, { exactCountLimit: 95 })).pagination).toEqual({ page: 1, pageSize: 10, total: 95, totalPages: 10 });
    });

    it("past the limit are the planner's estimate, flagged estimated", async () => {
      // Never analyzed: counting stops at limit + 1 and the planner's guess (at least what was counted) stands in.
      const unanalyzed = (await listUsers(deps, 1, { exactCountLimit: 20 })).pagination;
      expect(unanalyzed.estimated).toBe(true);
      expect(unanalyzed.total).toBeGreaterThanOrEqual(21);
      // Analyzed: the table's row estimate (pg_class.reltuples) answers without counting anything.
      await t.deps.db.execute(sql`analyze metaverse_users`);
      expect((await listUsers(deps, 1, { exactCountLimit: 20 })).pagination).toEqual({
        page: 1,
        pageSize: 10,
        total: 95,
        totalPages: 10,
        estimated: true,
      });
      const where = sql`${metaverseUsers.email} like 'user1%'`; // user1, user10–19: 11 rows
      expect(await totalOf(t.deps.db, metaverseUsers, where, { exactCountLimit: 11 })).toEqual({ total: 11, estimated: false });
      const filtered = await totalOf(t.deps.db, metaverseUsers, where, { exactCountLimit: 5 });
      expect(filtered.estimated).toBe(true);
      expect(filtered.total).toBeGreaterThanOrEqual(6);
    });

    it('a filtered dashboard-users total past the limit is flagged too', async () => {
      await seedFilterRows(t.deps.db);
      const q = { field: 'name', operator: 'contains', value: 'q', page: 1 } as const;
      expect((await listDashboardUsers(deps, q)).pagination).toEqual({ page: 1, pageSize: 10, total: 5, totalPages: 1 });
      const estimated = (await listDashboardUsers(deps, q, { exactCountLimit: 3 })).pagination;
      expect(estimated.estimated).toBe(true);
      expect(estimated.total).toBeGreaterThanOrEqual(4);
      // A search's page of five rows (short of a full page) proves its total: exact whatever the limits.
      expect((await listBookedDemos(deps, { q: 'q', page: 1 }, { exactCountLimit: 3, exactSearchLimit: 0 })).pagination).toEqual({
        page: 1,
        pageSize: 10,
        total: 5,
        totalPages: 1,
      });
    });

    it("a dashboard-users filter's page and count (one prepared statement) stay right page after page and past the end", async () => {
      const q = { field: 'name', operator: 'contains', value: 'q%s', page: 1 } as const;
      expect((await listDashboardUsers(deps, q)).pagination).toEqual({ page: 1, pageSize: 10, total: 2, totalPages: 1 });
      expect(await listDashboardUsers(deps, { ...q, page: 2 })).toEqual({
        dashboardUsers: [],
        pagination: { page: 2, pageSize: 10, total: 2, totalPages: 1 },
      });
      // More than five runs of the statement (PostgreSQL may then keep a generic plan), patterns common and rare.
      for (let round = 0; round < 4; round++) {
        for (const [value, names] of [
          ['jones', ['Bob Q_Jones', 'Frank Jones']],
          ['zzqq', []],
          ['q%s', ['Alice Q%Smith', 'Erin Q%S']],
        ] as const) {
          const reply = await listDashboardUsers(deps, { ...q, value });
          expect(reply.dashboardUsers.map((u) => u.name).sort()).toEqual(names);
          expect(reply.pagination.total).toBe(names.length);
        }
      }
      const newestFirst = (await listDashboardUsers(deps, { field: 'email', operator: 'ends with', value: 'firm1.example', page: 1 })).dashboardUsers;
      expect(newestFirst.map((u) => u.name)).toEqual(['Frank Jones', 'Dave QxSmith', 'Bob Q_Jones']);
    });

    it("a search past the planner's few matches totals the estimate (flagged), never below what its page proves", async () => {
      const db = t.deps.db;
      // 155 bookings of 'Acme Widgets N' among 310, every value distinct (ANALYZE then keeps a full histogram).
      const at = (i: number) => new Date(T0 - i * 1000);
      await db.insert(bookedDemos).values(
        Array.from({ length: 310 }, (_, i) => ({
          id: newId(),
          name: `Buyer ${i}`,
          businessEmail: `buyer${i}@shop.example`,
          phoneNumber: '+915550000',
          companyName: i % 2 ? `Acme Widgets ${i}` : `Globex ${i}`,
          message: `demo ${i}`,
          createdAt: at(i),
        })),
      );
      await db.execute(sql`analyze booked_demos`);
      try {
        const few = { exactSearchLimit: 20 };
        // Counted: the planner expects about 155 matches, below the default limit of a thousand.
        expect((await listBookedDemos(deps, { q: 'ACME', page: 1 })).pagination).toEqual({ page: 1, pageSize: 10, total: 155, totalPages: 16 });
        if (kind === 'postgres') {
          // Past a lowered limit: the planner's estimate, flagged, near the real 155 (ANALYZE keeps statistics of
          // lower(company_name) and the like because the trigram indexes are on those expressions).
          const estimated = (await listBookedDemos(deps, { q: 'ACME', page: 1 }, few)).pagination;
          expect(estimated.estimated).toBe(true);
          expect(estimated.total).toBeGreaterThan(155 / 2);
          expect(estimated.total).toBeLessThan(155 * 2);
          // A full page at or past the estimate: at least this page's end plus one, so the pager offers the next.
          const full = (await listBookedDemos(deps, { q: 'ACME', page: 15 }, few)).pagination;
          expect(full.estimated).toBe(true);
          expect(full.total).toBeGreaterThanOrEqual(151);
        } else {
          // Without the trigram indexes there are no statistics of lower(...): the planner expects a handful of
          // matches, fewer than the full page it returned, and the search is counted.
          expect((await listBookedDemos(deps, { q: 'ACME', page: 1 }, few)).pagination).toEqual({ page: 1, pageSize: 10, total: 155, totalPages: 16 });
        }
        // The short last page and an empty page past the end both give the exact total.
        expect((await listBookedDemos(deps, { q: 'ACME', page: 16 }, few)).pagination).toEqual({ page: 16, pageSize: 10, total: 155, totalPages: 16 });
        expect((await listBookedDemos(deps, { q: 'ACME', page: 40 }, few)).pagination).toEqual({ page: 40, pageSize: 10, total: 155, totalPages: 16 });
        // Nothing matched: exact zero.
        expect((await listBookedDemos(deps, { q: 'zzqq', page: 1 }, { exactSearchLimit: 0 })).pagination).toEqual({
          page: 1,
          pageSize: 10,
          total: 0,
          totalPages: 0,
        });
        // The rows are the newest matches whichever way the total went.
        const rows = (await listBookedDemos(deps, { q: 'ACME', page: 1 }, few)).bookedDemos;
        expect(rows.map((d) => d.companyName)).toEqual([1, 3, 5, 7, 9, 11, 13, 15, 17, 19].map((i) => `Acme Widgets ${i}`));
      } finally {
        await db.delete(bookedDemos).where(sql`${bookedDemos.name} like 'Buyer %'`);
      }
    });
  });

  describe('deep pages', () => {
    it('the per-hour and per-minute counts follow inserts, deletes, time changes and truncation', async () => {
      const db = t.deps.db;
      const hours = await bucketCounts(db, 'hour');
      const minutes = await bucketCounts(db, 'minute');
      expect(Object.keys(hours.actual).length).toBeGreaterThan(5);
      expect(Object.keys(minutes.actual).length).toBeGreaterThan(Object.keys(hours.actual).length * 2); // several a hour
      expect(hours.kept).toEqual(hours.actual);
      expect(minutes.kept).toEqual(minutes.actual);
      const ids = (await expectedOrder(db)).filter((_, i) => i % 9 === 4);
      await db.delete(metaverseUsers).where(inArray(metaverseUsers.id, ids));
      await db.update(metaverseUsers).set({ createdAt: new Date(T0 + 500 * HOUR + 7 * MINUTE) }).where(eq(metaverseUsers.name, 'User 3'));
      await seedUsers(db, 12, 1000);
      for (const bucket of ['hour', 'minute'] as const) {
        const { kept, actual } = await bucketCounts(db, bucket);
        expect(kept).toEqual(actual);
      }
    });

    it('return the same rows in the same order as skipping from the top, to one page past the end', async () => {
      const expected = chunk(await expectedOrder(t.deps.db));
      expect(await allPages(deps, 0)).toEqual(expected); // every page after the first starts from its minute
      expect(await allPages(deps, 1_000_000)).toEqual(expected); // every page skips from the top
    });

    it('oldest first too (docs/decisions/0067): every page from its minute is the page skipping from the top gives', async () => {
      const expected = chunk((await expectedOrder(t.deps.db)).reverse());
      const pagesOf = async (directOffset: number) => {
        const pages: string[][] = [];
        for (let page = 1; page <= expected.length; page++) {
          const found = await findUsers(deps, { page, sort: 'joined', dir: 'asc' }, { directOffset });
          pages.push(found.users.map((u) => u._id));
        }
        return pages;
      };
      expect(await pagesOf(0)).toEqual(expected);
      expect(await pagesOf(1_000_000)).toEqual(expected);
    });

    it('the page queries, prepared once per database, answer for the rows of the moment at each offset', async () => {
      const db = t.deps.db;
      const before = chunk(await expectedOrder(db));
      expect((await listUsers(deps, 1)).users.map((u) => u._id)).toEqual(before[0]);
      expect((await listUsers(deps, 3, { directOffset: 0 })).users.map((u) => u._id)).toEqual(before[2]);
      const newest = new Date(T0 + 10_000 * HOUR);
      await db.insert(metaverseUsers).values({ id: newId(), name: 'Newest', email: 'newest@example.com', createdAt: newest, updatedAt: newest });
      const after = chunk(await expectedOrder(db));
      expect(after[0]![0]).not.toEqual(before[0]![0]);
      expect((await listUsers(deps, 1)).users.map((u) => u._id)).toEqual(after[0]);
      expect((await listUsers(deps, 2)).users.map((u) => u._id)).toEqual(after[1]);
      expect((await listUsers(deps, 3, { directOffset: 0 })).users.map((u) => u._id)).toEqual(after[2]);
      expect((await listUsers(deps, 2, { directOffset: 0 })).users.map((u) => u._id)).toEqual(after[1]);
      await db.delete(metaverseUsers).where(eq(metaverseUsers.name, 'Newest'));
    });

    it('through the route: page 30 of 300 users is the right ten', async () => {
      await seedUsers(t.deps.db, 300 - (await expectedOrder(t.deps.db)).length, 2000);
      const expected = chunk(await expectedOrder(t.deps.db));
      const res = await t.request('GET', '/api/users?page=30', { token: sa });
      expect(UsersReplySchema.parse(res.body).data.users.map((u) => u._id)).toEqual(expected[29]);
      expect(expected[29]).toHaveLength(10);
      await t.deps.db.execute(sql`truncate metaverse_users cascade`);
      expect(await bucketCounts(t.deps.db, 'hour')).toEqual({ kept: {}, actual: {} });
      expect(await bucketCounts(t.deps.db, 'minute')).toEqual({ kept: {}, actual: {} });
      expect((await listUsers(deps, 30, { directOffset: 0 })).users).toEqual([]);
    });
  });

  describe('trigram indexes', () => {
    if (kind === 'postgres') {
      trigramChecks(() => t.deps.db);
    } else {
      it('are left out on a PGlite without pg_trgm, and the filters still work', async () => {
        const plan = await planOf(t.deps.db, sql`select 1 from dashboard_users where lower(name) like ${'%smith%'}`);
        expect(plan).not.toContain('trgm');
        const q = { field: 'name', operator: 'contains', value: 'smith', page: 1 } as const;
        expect((await listDashboardUsers(deps, q)).dashboardUsers.map((u) => u.name).sort()).toEqual(['Alice Q%Smith', 'Dave QxSmith']);
      });
    }
  });
});

describe('migration 0007 on a database that already has users', () => {
  let database: Database;
  let folder: string;
  afterAll(async () => {
    await database?.close();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('counts them per minute, and its triggers keep both counts from then on', async () => {
    // The migrations before 0007 only, as a database made before it was.
    folder = mkdtempSync(path.join(tmpdir(), 'eternity-migrations-0006-'));
    cpSync(MIGRATIONS_DIR, folder, { recursive: true });
    const journalFile = path.join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
    const upTo = journal.entries.findIndex((e) => e.tag.startsWith('0007_'));
    expect(upTo).toBeGreaterThan(0);
    writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, upTo) }));
    const pg = new PGlite();
    await pg.waitReady;
    database = fromPglite(pg);
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: folder });
    await seedUsers(database.db, 40);
    expect(rowsOf(await database.db.execute(sql`select to_regclass('metaverse_users_by_minute') as t`))[0]!.t).toBeNull();

    await migrate(database);
    const minutes = await bucketCounts(database.db, 'minute');
    expect(Object.keys(minutes.actual).length).toBeGreaterThan(10);
    expect(minutes.kept).toEqual(minutes.actual);
    await seedUsers(database.db, 9, 500);
    await database.db.delete(metaverseUsers).where(eq(metaverseUsers.name, 'User 6'));
    for (const bucket of ['hour', 'minute'] as const) {
      const { kept, actual } = await bucketCounts(database.db, bucket);
      expect(kept).toEqual(actual);
    }
    const deps = { db: database.db } as unknown as ServiceDeps;
    expect(await allPages(deps, 0)).toEqual(chunk(await expectedOrder(database.db)));
  });
});

describe('trigram indexes on a PGlite that loads pg_trgm', () => {
  let database: Database;

  beforeAll(async () => {
    const pg = new PGlite({ extensions: { pg_trgm } });
    await pg.waitReady;
    database = fromPglite(pg);
    await migrate(database);
    await seedFilterRows(database.db);
  });
  afterAll(() => database?.close());

  trigramChecks(() => database.db);
});
