import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { fromPostgres } from '../../server/src/db/client';
import { migrate, migrationsApplied, MIGRATIONS_DIR, underStartupLock } from '../../server/src/db/migrate';
import { loadEnv } from '../../server/src/env';
import { silentLogger } from '../../server/src/logger';
import { seed } from '../../server/src/seed';

// Issue 25 item 2 (docs/decisions/0057): two instances starting at the same moment on an empty PostgreSQL database
// both come up, and the migrations run once. A database of its own, created here and dropped after.

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
const shipped = (JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] }).entries.length;

describe.skipIf(!TEST_DATABASE_URL)('migrations under the advisory lock (PostgreSQL)', () => {
  const name = `migrate_lock_${randomBytes(5).toString('hex')}`;
  // The callback runs even when the suite is skipped: nothing here may need the URL to be set.
  const admin = postgres(TEST_DATABASE_URL ?? 'postgres://unset', { max: 1, onnotice: () => {} });
  const url = (() => {
    const u = new URL(TEST_DATABASE_URL ?? 'postgres://unset');
    u.pathname = `/${name}`;
    return u.toString();
  })();

  beforeAll(async () => {
    await admin.unsafe(`create database "${name}"`);
  });
  afterAll(async () => {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
  });

  it('two migrators started at once on an empty database both finish, and each migration is applied once', async () => {
    const first = fromPostgres(url, { max: 2 });
    const second = fromPostgres(url, { max: 2 });
    try {
      expect(await migrationsApplied(first)).toBe(false);
      const outcomes = await Promise.allSettled([migrate(first), migrate(second)]);
      expect(outcomes.map((o) => (o.status === 'rejected' ? String(o.reason) : 'ok'))).toEqual(['ok', 'ok']);
      const check = postgres(url, { max: 1 });
      try {
        const rows = await check<{ hash: string }[]>`select hash from drizzle.__drizzle_migrations`;
        expect(rows).toHaveLength(shipped);
        expect(new Set(rows.map((r) => r.hash)).size).toBe(shipped);
        // The lock is released: nobody holds it in this database once both are done (pg_locks lists the whole cluster's,
        // and the suite's other files take advisory locks in databases of their own meanwhile).
        const [held] = await check<{ n: number }[]>`select count(*)::int as n from pg_locks where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())`;
        expect(held!.n).toBe(0);
      } finally {
        await check.end();
      }
      expect(await migrationsApplied(first)).toBe(true);
    } finally {
      await first.close();
      await second.close();
    }
  });

  // docs/decisions/0058: the seed checks before it inserts; two instances seeding at once on the new database both saw no
  // super admin and the second crashed on "Email already in use" (the cluster suite found it). Under the lock, the
  // second finds the first one's rows.
  it('two instances seeding at once under the start-up lock both finish, with one super admin and one city', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'eternity-seed-lock-'));
    const config = loadEnv({
      APP_MODE: 'deployment',
      DATA_DIR: dataDir,
      DATABASE_URL: url,
      JWT_SECRET: 'k'.repeat(48),
      SUPER_ADMIN_EMAIL: 'root@seed-lock.example',
      SUPER_ADMIN_PASSWORD: 'a long and unusual passphrase 7',
    });
    const first = fromPostgres(url, { max: 2 });
    const second = fromPostgres(url, { max: 2 });
    try {
      const start = (database: typeof first) =>
        underStartupLock(database, () => seed({ db: database.db, config, clock: () => new Date() }, { logger: silentLogger }));
      const outcomes = await Promise.allSettled([start(first), start(second)]);
      expect(outcomes.map((o) => (o.status === 'rejected' ? String(o.reason) : 'ok'))).toEqual(['ok', 'ok']);
      const check = postgres(url, { max: 1 });
      try {
        const [admins] = await check<{ n: number }[]>`select count(*)::int as n from super_admins`;
        expect(admins!.n).toBe(1);
        const [cities] = await check<{ n: number }[]>`select count(*)::int as n from metaverses`;
        expect(cities!.n).toBe(1);
      } finally {
        await check.end();
      }
    } finally {
      await first.close();
      await second.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('npm run db:migrate applies nothing more on a migrated database and exits 0', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/src/db/migrate-cli.ts'], {
      env: { PATH: process.env.PATH, ENV_FILE: 'none', DATABASE_URL: url },
      timeout: 60_000,
    });
    expect(stdout).toMatch(/\[db:migrate\] postgres: migrations applied/);
    const check = postgres(url, { max: 1 });
    try {
      const [row] = await check<{ n: number }[]>`select count(*)::int as n from drizzle.__drizzle_migrations`;
      expect(row!.n).toBe(shipped);
    } finally {
      await check.end();
    }
  }, 90_000);
});
