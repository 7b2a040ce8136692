import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type { Database } from './client';

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

export async function migrate(database: Database): Promise<void> {
  const inSchema = database.schema !== 'public';
  const folder = inSchema ? copyForSchema(database.schema) : MIGRATIONS_DIR;
  const config = { migrationsFolder: folder, ...(inSchema ? { migrationsSchema: database.schema } : {}) };
  try {
    if (database.kind === 'pglite') await migratePglite(database.db as unknown as PgliteDatabase, config);
    else await migratePostgres(database.db as unknown as PostgresJsDatabase, config);
  } finally {
    if (inSchema) rmSync(folder, { recursive: true, force: true });
  }
}

function copyForSchema(schemaName: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(schemaName)) throw new Error(`Unsafe schema name ${schemaName}`);
  const dir = mkdtempSync(path.join(tmpdir(), 'eternity-migrations-'));
  cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.sql'))) {
    const full = path.join(dir, file);
    writeFileSync(full, readFileSync(full, 'utf8').replaceAll('"public".', `"${schemaName}".`));
  }
  return dir;
}
