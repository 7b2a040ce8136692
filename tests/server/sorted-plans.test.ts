import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromPostgres, type Database } from '../../server/src/db/client';
import { findUsers } from '../../server/src/services/metaverse-user/find';
import { DB_KINDS, makeTestApp, type TestApp } from './helpers';

// Metaverse Users sorted (docs/decisions/0070): each order's page is one prepared statement whose generic plan
// PostgreSQL keeps. With the offset bound bare (`offset $1`) the planner costed the generic plan as if a tenth of the
// table were skipped, kept planning every execution anew (0.19 ms, and a lock on each of the 24 relations and
// indexes it considers, past the 16 fast-path slots of a backend), and at 50 connections the sorted pages' p99 was
// ten times their mean. pg_prepared_statements (PostgreSQL only) shows which plans a connection used.

type Rows = Record<string, unknown>[];
const rowsOf = (result: unknown): Rows => (Array.isArray(result) ? result : (result as { rows: Rows }).rows);

describe.each(DB_KINDS.filter((k) => k === 'postgres'))('sorted pages of metaverse users on %s', (kind) => {
  let t: TestApp;
  let one: Database;
  beforeAll(async () => {
    t = await makeTestApp({ kind });
    // Enough rows that a tenth of them costs the generic plan more than planning each time would (about 10,000).
    await t.deps.db.execute(sql`
      insert into metaverse_users (id, name, email, created_at, updated_at)
      select substr(md5('u' || i), 1, 24), 'Person ' || i, 'person' || i || '@example.com',
             now() - make_interval(secs => i), now() - make_interval(secs => i)
      from generate_series(1, 30000) as i`);
    await t.deps.db.execute(sql`analyze metaverse_users`);
    // One connection, so every execution below is on the connection whose statements are read.
    one = fromPostgres(process.env.TEST_DATABASE_URL!, { searchPath: t.database.schema, max: 1 });
  }, 60_000);
  afterAll(async () => {
    await one?.close();
    await t?.close();
  });

  it('each order keeps one generic plan per connection instead of planning every page', async () => {
    const deps = { ...t.deps, db: one.db };
    const asked = [
      { sort: 'joined', dir: 'asc', page: 1 },
      { sort: 'joined', dir: 'asc', page: 3 },
      { sort: 'name', dir: 'asc', page: 1 },
      { sort: 'name', dir: 'desc', page: 2 },
    ] as const;
    for (const query of asked) {
      const first = await findUsers(deps, query);
      expect(first.users).toHaveLength(10);
      for (let k = 0; k < 9; k++) expect((await findUsers(deps, query)).users).toEqual(first.users);
    }
    const used = rowsOf(
      await one.db.execute(sql`select statement, generic_plans, custom_plans from pg_prepared_statements
        where statement like '%from "metaverse_users"%order by%'`),
    );
    // Joined oldest first and by name both ways: three statements, each run ten times or more.
    expect(used).toHaveLength(3);
    for (const s of used) {
      const plans = `${String(s.statement).slice(0, 200)}…: ${s.custom_plans} custom, ${s.generic_plans} generic`;
      expect(Number(s.generic_plans) + Number(s.custom_plans), plans).toBeGreaterThanOrEqual(10);
      expect(Number(s.custom_plans), plans).toBeLessThanOrEqual(5);
    }
  });
});
