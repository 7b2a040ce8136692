import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres, type PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import type { Database } from './client';

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * The advisory-lock key every migrator of this application takes (docs/decisions/0057): one fixed bigint, so two
 * instances (or an instance and `npm run db:migrate`) starting on a new migration run it one after the other, and the
 * second finds it applied. The number is the first 8 bytes of sha256("eternity migrations"), as a signed bigint.
 */
export const MIGRATION_LOCK_KEY = -5_309_909_282_823_184_034n;

/**
 * Applies the migrations not yet applied. On PostgreSQL it does so on a connection of its own that holds
 * `pg_advisory_lock(MIGRATION_LOCK_KEY)` throughout (released after, and by PostgreSQL if the process dies); PGlite
 * belongs to one process, so it needs no lock.
 */
export async function migrate(database: Database): Promise<void> {
  const inSchema = database.schema !== 'public';
  const folder = inSchema ? copyForSchema(database.schema) : MIGRATIONS_DIR;
  const config = { migrationsFolder: folder, ...(inSchema ? { migrationsSchema: database.schema } : {}) };
  try {
    if (database.kind === 'pglite') await migratePglite(database.db as unknown as PgliteDatabase, config);
    else await underLock(database, (db) => migratePostgres(db, config));
  } finally {
    if (inSchema) rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * Runs start-up writes that check before they insert (the seed: the super admin, the city) one instance at a time on
 * PostgreSQL, under the migrations' lock (docs/decisions/0058): two instances starting together on an empty database
 * both saw no super admin and the second one crashed on "Email already in use". PGlite belongs to one process.
 */
export async function underStartupLock(database: Database, work: () => Promise<void>): Promise<void> {
  if (database.kind === 'pglite') return work();
  await underLock(database, () => work());
}

async function underLock(database: Database, work: (db: PostgresJsDatabase) => Promise<void>): Promise<void> {
  if (!database.postgres) throw new Error('A PostgreSQL database without its URL cannot be migrated under the lock');
  const { url, searchPath } = database.postgres;
  // One connection (max 1) that never retires mid-run (max_lifetime 0): the lock is a session's, so every statement
  // of the migration must run on the session that holds it.
  const client = postgres(url, {
    max: 1,
    max_lifetime: 0,
    onnotice: () => {},
    ...(searchPath ? { connection: { search_path: searchPath } } : {}),
  });
  try {
    const db = drizzlePostgres(client);
    await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY.toString()}::bigint)`);
    try {
      await work(db);
    } finally {
      await db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY.toString()}::bigint)`);
    }
  } finally {
    await client.end({ timeout: 5 });
  }
}

/** Whether the last migration this build ships is applied: part of `/api/health/ready` (docs/decisions/0057). */
export async function migrationsApplied(database: Pick<Database, 'db' | 'schema'>): Promise<boolean> {
  const table = database.schema === 'public' ? sql`drizzle.__drizzle_migrations` : sql.raw(`"${safeSchema(database.schema)}".__drizzle_migrations`);
  try {
    const result: unknown = await database.db.execute(sql`select max(created_at) as last from ${table}`);
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { last: unknown }[];
    return Number(rows[0]?.last ?? 0) >= lastShipped();
  } catch {
    return false; // no migrations table yet
  }
}

let shipped: number | undefined;
function lastShipped(): number {
  shipped ??= Math.max(
    ...(JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: { when: number }[] }).entries.map((e) => e.when),
  );
  return shipped;
}

const safeSchema = (schemaName: string): string => {
  if (!/^[a-z_][a-z0-9_]*$/.test(schemaName)) throw new Error(`Unsafe schema name ${schemaName}`);
  return schemaName;
};

function copyForSchema(schemaName: string): string {
  safeSchema(schemaName);
  const dir = mkdtempSync(path.join(tmpdir(), 'eternity-migrations-'));
  cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.sql'))) {
    const full = path.join(dir, file);
    writeFileSync(full, readFileSync(full, 'utf8').replaceAll('"public".', `"${schemaName}".`));
  }
  return dir;
}
