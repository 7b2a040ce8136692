import { phoneDigitsOf } from '@contract/list-finding';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromPostgres, type Database } from '../../server/src/db/client';
import { findUsers, phoneMatch } from '../../server/src/services/metaverse-user/find';
import { DB_KINDS, makeTestApp, type TestApp } from './helpers';

// Metaverse Users sorted (docs/decisions/0070): each order's page is one prepared statement whose generic plan
// PostgreSQL keeps. With the offset bound bare (`offset $1`) the planner costed the generic plan as if a tenth of the
// table were skipped, kept planning every execution anew (0.19 ms, and a lock on each of the 24 relations and
// indexes it considers, past the 16 fast-path slots of a backend), and at 50 connections the sorted pages' p99 was
// ten times their mean. pg_prepared_statements (PostgreSQL only) shows which plans a connection used.

type Rows = Record<string, unknown>[];
const rowsOf = (result: unknown): Rows => (Array.isArray(result) ? result : (result as { rows: Rows }).rows);

// PostgreSQL only; without it the suite is skipped (and under CI a skip fails the run, docs/decisions/0073).
describe.skipIf(!DB_KINDS.includes('postgres'))('sorted pages of metaverse users on postgres', () => {
  const kind = 'postgres' as const;
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

  it('a words search keeps one generic plan per order instead of planning every search (docs/decisions/0071)', async () => {
    const deps = { ...t.deps, db: one.db };
    for (let k = 0; k < 12; k++) {
      const found = await findUsers(deps, { q: `person ${1000 + k * 7}`, page: 1 });
      expect(found.users.map((u) => u.name)).toContain(`Person ${1000 + k * 7}`);
      // 'Person 1007' and 'Person 10070' … 'Person 10079', counted exactly
      expect(found.pagination).toMatchObject({ total: 11 });
      expect(found.pagination.estimated).toBeUndefined();
    }
    const used = rowsOf(
      await one.db.execute(sql`select statement, generic_plans, custom_plans from pg_prepared_statements
        where statement like '%search_prefixes%'`),
    );
    expect(used).toHaveLength(1);
    const plans = `${used[0]!.custom_plans} custom, ${used[0]!.generic_plans} generic`;
    expect(Number(used[0]!.generic_plans) + Number(used[0]!.custom_plans), plans).toBe(12);
    expect(Number(used[0]!.custom_plans), plans).toBeLessThanOrEqual(5);
  });

  it('a number search keeps one generic plan per form and finds what the like prefixes find (docs/decisions/0071)', async () => {
    await t.deps.db.execute(sql`
      insert into metaverse_users (id, name, email, phone_number, created_at, updated_at)
      select substr(md5('p' || i), 1, 24), 'Caller ' || i, 'caller' || i || '@example.com',
             '+' || (array['1', '44', '91', '971'])[1 + i % 4] || (9100000000 + i * 7919)::text, now(), now()
      from generate_series(1, 2000) as i`);
    await t.deps.db.execute(sql`analyze metaverse_users`);
    const deps = { ...t.deps, db: one.db };
    const typed = (i: number) => {
      const national = String(9100000000 + i * 7919);
      const country = ['1', '44', '91', '971'][i % 4];
      return [national.slice(0, 7), `+${country} ${national.slice(0, 8)}`, national.slice(-6), `${national.slice(0, 5)} ${national.slice(5)}`];
    };
    for (let i = 1; i <= 12; i++) {
      for (const q of typed(i * 37)) {
        const found = await findUsers(deps, { q, page: 1 });
        const digits = phoneDigitsOf(q)!;
        const expected = rowsOf(
          await t.deps.db.execute(sql`select count(*)::int as n from metaverse_users where ${phoneMatch(sql`phone_number`, q, digits)}`),
        )[0]!.n;
        expect(found.pagination.total, q).toBe(expected);
        expect(found.pagination.total, q).toBeGreaterThan(0);
      }
    }
    const used = rowsOf(
      await one.db.execute(sql`select generic_plans, custom_plans from pg_prepared_statements where statement like '%~>=~%'`),
    );
    expect(used).toHaveLength(2); // typed with its + (the whole number), and without (every form)
    for (const s of used) expect(Number(s.custom_plans), `${s.custom_plans} custom, ${s.generic_plans} generic`).toBeLessThanOrEqual(5);
  });

  it('a deep name page reads the prefix counts in order and stops at its bucket (docs/decisions/0071)', async () => {
    // Five 3-character heads ('axy' … 'exy') of 6,000 users each, every name its own 12-character bucket.
    await t.deps.db.execute(sql`
      insert into metaverse_users (id, name, email, created_at, updated_at)
      select substr(md5('b' || i), 1, 24), chr(97 + i % 5) || 'xy ' || lpad((i / 5)::text, 6, '0'),
             'bucket' || i || '@example.com', now(), now()
      from generate_series(0, 29999) as i`);
    await t.deps.db.execute(sql`update metaverse_users set name = '' where email like 'person%'`);
    // As autovacuum leaves them: the counts' index-only scan needs their pages marked all-visible.
    await t.deps.db.execute(sql`vacuum analyze metaverse_users_by_name_3`);
    await t.deps.db.execute(sql`vacuum analyze metaverse_users_by_name_12`);
    const deps = { ...t.deps, db: one.db };
    // Offset 3,000 (past the 2,000 skipped directly): the 3,001st name, in the first head, halfway through its buckets.
    const page = await findUsers(deps, { page: 301, sort: 'name', dir: 'asc' });
    expect(page.users[0]!.name).toBe('axy 003000');
    const [statement] = rowsOf(
      await one.db.execute(sql`select name, cardinality(parameter_types) as params from pg_prepared_statements
        where statement like '%metaverse_users_by_name_12%'`),
    );
    expect(statement).toBeDefined();
    // Every parameter of the statement is the offset (drizzle binds each use of the placeholder on its own).
    const offsets = Array.from({ length: Number(statement!.params) }, () => '3000').join(', ');
    const [explained] = rowsOf(
      await one.db.execute(sql.raw(`explain (analyze, format json) execute "${String(statement!.name)}"(${offsets})`)),
    );
    type PlanNode = { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; 'Actual Rows': number; Plans?: PlanNode[] };
    const plan = ((explained!['QUERY PLAN'] as { Plan: PlanNode }[])[0]!).Plan;
    const nodes: { node: PlanNode; path: PlanNode[] }[] = [];
    const walk = (node: PlanNode, path: PlanNode[]) => {
      nodes.push({ node, path });
      for (const child of node.Plans ?? []) walk(child, [...path, node]);
    };
    walk(plan, []);
    const reading = (table: string) => nodes.find(({ node }) => node['Relation Name'] === table)!;
    const windowOver = (table: string) => [...reading(table).path].reverse().find((n) => n['Node Type'] === 'WindowAgg')!;
    // The heads' running sum stops at the first head (before: every head summed, then sorted again for the limit).
    expect(windowOver('metaverse_users_by_name_3')['Actual Rows']).toBeLessThan(6);
    // A head's buckets come from the index in C order, unsorted, and stop at the page's (before: all 6,000 sorted).
    const buckets = reading('metaverse_users_by_name_12');
    expect(buckets.node['Index Name']).toBe('metaverse_users_by_name_12_c_order_idx');
    const underWindow = buckets.path.slice(buckets.path.lastIndexOf(windowOver('metaverse_users_by_name_12')));
    expect(underWindow.map((n) => n['Node Type'])).not.toContain('Sort');
    expect(buckets.node['Actual Rows']).toBeLessThan(4_000);
  });
});
