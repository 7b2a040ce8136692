import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../server/src/db/ids';
import { metaverseUsers } from '../../server/src/db/schema';
import { comparesBytewise, findUsers } from '../../server/src/services/metaverse-user/find';
import { EVERY_DB_KIND, givenSuperAdmin, loginSuperAdmin, makeTestApp, type TestApp } from './helpers';

// Deep pages of Metaverse Users sorted by name (docs/decisions/0055): found through per-prefix counts kept by
// statement triggers, the same rows in the same order as skipping from the top, both ways; the counts exact after
// inserts, deletes, renames and truncation, also when they run at the same time.

type Rows = Record<string, unknown>[];
const rowsOf = (result: unknown): Rows => (Array.isArray(result) ? result : (result as { rows: Rows }).rows);

/** Names that share buckets: case variants, one 12-character prefix, short names, the nameless, non-ASCII letters. */
function nameOf(i: number): string {
  const pick = [
    () => `Alexandra Smithson ${i}`,
    () => `alexandra smithson`,
    () => `ALEXANDRA SMITHSON`,
    () => '',
    () => ['Al', 'AL', 'al', 'A', 'Zo', 'Zoë', 'Émile', 'Ömer', 'zz'][i % 9]!,
    () => `Priya ${['Sharma', 'Shah', 'Singh'][i % 3]}`,
    () => `${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + ((i * 7) % 26))} Person`,
  ];
  return pick[i % pick.length]!();
}

describe.each(EVERY_DB_KIND)('deep pages sorted by name on %s', (kind) => {
  let t: TestApp;
  let token: string;
  const COUNT = 263;

  const byOffset = async (dir: 'asc' | 'desc', offset: number) =>
    rowsOf(
      await t.deps.db.execute(
        dir === 'asc'
          ? sql`select id from metaverse_users order by nullif(lower(name), '') asc nulls last, id asc limit 10 offset ${offset}`
          : sql`select id from metaverse_users order by nullif(lower(name), '') desc nulls first, id desc limit 10 offset ${offset}`,
      ),
    ).map((r) => r.id as string);

  /** The counts as the triggers keep them, zero buckets left out, against the same counted from the users (the nameless by id). */
  const counts = async () => {
    const kept = async (query: ReturnType<typeof sql>) => rowsOf(await t.deps.db.execute(query)).map((r) => `${r.k}=${r.n}`);
    return {
      kept3: await kept(sql`select prefix as k, users as n from metaverse_users_by_name_3 where users <> 0 order by 1`),
      counted3: await kept(
        sql`select coalesce(left(nullif(lower(name), ''), 3), '') as k, count(*) as n from metaverse_users group by 1 order by 1`,
      ),
      kept12: await kept(
        sql`select head || '/' || prefix as k, users as n from metaverse_users_by_name_12 where users <> 0 order by 1`,
      ),
      counted12: await kept(sql`
        select coalesce(left(nullif(lower(name), ''), 3), '') || '/' || coalesce(left(nullif(lower(name), ''), 12), left(id, 2)) as k,
               count(*) as n from metaverse_users group by 1 order by 1`),
    };
  };
  const expectExactCounts = async () => {
    const c = await counts();
    expect(c.kept3).toEqual(c.counted3);
    expect(c.kept12).toEqual(c.counted12);
  };

  const insertUsers = (from: number, to: number) =>
    t.deps.db.insert(metaverseUsers).values(
      Array.from({ length: to - from }, (_, k) => {
        const i = from + k;
        const at = new Date(Date.UTC(2026, 0, 1) + i * 1000);
        return { id: newId(), name: nameOf(i), email: `person${i}@example.com`, createdAt: at, updatedAt: at };
      }),
    );

  beforeAll(async () => {
    t = await makeTestApp({ kind });
    const admin = await givenSuperAdmin(t);
    token = (await loginSuperAdmin(t, admin.email, admin.password)).accessToken;
    await insertUsers(0, COUNT);
  });
  afterAll(() => t.close());

  it('text compares byte by byte here, so the prefix counts are used', async () => {
    expect(await comparesBytewise(t.deps)).toBe(true);
  });

  it('every page both ways is the page skipping from the top gives, to one page past the end', async () => {
    await expectExactCounts();
    const pages = Math.ceil(COUNT / 10) + 1;
    for (const dir of ['asc', 'desc'] as const) {
      for (let page = 1; page <= pages; page++) {
        const found = await findUsers(t.deps, { page, sort: 'name', dir }, { directNameOffset: 0 });
        expect(found.users.map((u) => u._id), `${dir} page ${page}`).toEqual(await byOffset(dir, (page - 1) * 10));
      }
    }
  });

  it('through the route past the direct offset (page 25 of 263, both ways)', async () => {
    for (const dir of ['asc', 'desc'] as const) {
      const res = await t.request('GET', `/api/users?sort=name&dir=${dir}&page=25`, { token });
      expect(res.status, res.text).toBe(200);
      const ids = (res.body.data.users as { _id: string }[]).map((u) => u._id);
      expect(ids).toHaveLength(10);
      expect(ids, dir).toEqual(await byOffset(dir, 240));
    }
  });

  it('the counts follow inserts, deletes, renames (within a bucket, across, to and from no name) and truncation', async () => {
    await insertUsers(COUNT, COUNT + 20);
    await t.deps.db.execute(sql`update metaverse_users set name = 'Zed' where name like 'Priya S%'`);
    await t.deps.db.execute(sql`update metaverse_users set name = upper(name) where name like 'Alexandra Smithson 1%'`);
    await t.deps.db.execute(sql`update metaverse_users set name = '' where name = 'AL'`);
    await t.deps.db.execute(sql`update metaverse_users set name = 'Now Named' where id in (
      select id from metaverse_users where name = '' order by id limit 5)`);
    await t.deps.db.execute(sql`update metaverse_users set email = 'x' || email where name = 'Zed'`);
    await t.deps.db.execute(sql`delete from metaverse_users where name like 'a%' or name = 'Zed'`);
    await expectExactCounts();
    for (const page of [1, 7, 12, 20]) {
      for (const dir of ['asc', 'desc'] as const) {
        const found = await findUsers(t.deps, { page, sort: 'name', dir }, { directNameOffset: 0 });
        expect(found.users.map((u) => u._id), `${dir} page ${page}`).toEqual(await byOffset(dir, (page - 1) * 10));
      }
    }
  });

  it('the counts stay exact under concurrent inserts, deletes and renames', async () => {
    const before = rowsOf(await t.deps.db.execute(sql`select id from metaverse_users order by id`)).map((r) => r.id as string);
    const work: Promise<unknown>[] = [];
    for (let k = 0; k < 30; k++) {
      const id = before[k % before.length]!;
      if (k % 3 === 0) work.push(insertUsers(1000 + k * 5, 1000 + k * 5 + 5));
      else if (k % 3 === 1) work.push(t.deps.db.execute(sql`update metaverse_users set name = ${nameOf(k * 11)} where id = ${id}`));
      else work.push(t.deps.db.execute(sql`delete from metaverse_users where id = ${before[before.length - 1 - k]!}`));
      // Renames of the same rows from two statements at once: the second waits for the first's row lock.
      if (k % 5 === 0) work.push(t.deps.db.execute(sql`update metaverse_users set name = 'Contended ' || ${k} where id = ${before[0]!}`));
    }
    await Promise.all(work);
    await expectExactCounts();
    await t.deps.db.execute(sql`truncate metaverse_users cascade`);
    expect((await counts()).kept3).toEqual([]);
    await insertUsers(0, 15);
    await expectExactCounts();
    expect((await findUsers(t.deps, { page: 2, sort: 'name', dir: 'desc' }, { directNameOffset: 0 })).users.map((u) => u._id)).toEqual(
      await byOffset('desc', 10),
    );
    expect((await findUsers(t.deps, { page: 3, sort: 'name', dir: 'asc' }, { directNameOffset: 0 })).users).toEqual([]);
  });
});
