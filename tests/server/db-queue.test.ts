import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fromPostgres } from '../../server/src/db/client';

// docs/decisions/0072: at most one statement waits on a busy connection; the others wait in the client's queue for the
// first connection that frees, instead of being pipelined behind whatever a busy connection runs (postgres.js sends
// up to 100 onto busy connections in turn). Pipelined, a quick statement sent while both connections are busy lands
// behind the slow one and waits for it.

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

describe.skipIf(!TEST_DATABASE_URL)('the PostgreSQL client queue', () => {
  it('gives a waiting statement the first connection that frees, not a place behind a slow statement', async () => {
    const database = fromPostgres(TEST_DATABASE_URL!, { max: 2 });
    try {
      // Both connections open and idle.
      await Promise.all([database.db.execute(sql`select 1`), database.db.execute(sql`select 1`)]);
      const done: string[] = [];
      const run = (name: string, statement: SQL) => database.db.execute(statement).then(() => done.push(name));
      const sent = [
        run('slow', sql`select pg_sleep(0.8)`),
        run('short', sql`select pg_sleep(0.05)`),
        // One waits behind each running statement.
        run('after slow', sql`select 3`),
        run('after short', sql`select 4`),
        // Both connections are full: this one waits for the first to free (the short one's).
        run('quick', sql`select 5`),
      ];
      await Promise.all(sent);
      expect(done).toEqual(['short', 'after short', 'quick', 'slow', 'after slow']);
    } finally {
      await database.close();
    }
  });
});
