import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import * as schema from './schema';

/** The Drizzle handle services use; the same type whether PGlite or PostgreSQL is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The PostgreSQL schema the tables live in (tests use a random one per file). */
  schema: string;
  /** How to open a connection of its own (PostgreSQL only): migrations hold an advisory lock on one (db/migrate.ts). */
  postgres?: { url: string; searchPath?: string };
  close(): Promise<void>;
}

export function fromPglite(client: PGlite): Database {
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    kind: 'pglite',
    schema: 'public',
    close: () => client.close(),
  };
}

export function fromPostgres(url: string, options: { searchPath?: string; max?: number } = {}): Database {
  // `max_pipeline` is one of postgres.js's options (src/index.js, its defaults) that its types leave out.
  const settings: postgres.Options<Record<string, postgres.PostgresType>> & { max_pipeline: number } = {
    max: options.max ?? 10,
    // At most one statement waits on a connection behind the one running (so the backend never idles between two);
    // the others wait in the client's queue for the first connection that frees (docs/decisions/0072). postgres.js
    // otherwise pipelines up to 100 onto busy connections in turn: with 50 requests on 10 connections, five wait
    // behind each statement, and whatever delays one backend (a slower statement, a core taken away) delays all five:
    // searches' p99 at 50 connections was 110-160 ms, 40-55 with this, at the same rate (none at all: 35-50 ms, but
    // page 1 at 4,000 requests a second instead of 5,000).
    max_pipeline: 1,
    onnotice: () => {}, // "schema already exists, skipping" and the like are not worth a log line
    ...(options.searchPath ? { connection: { search_path: options.searchPath } } : {}),
  };
  const client = postgres(url, settings);
  return {
    db: drizzlePostgres(client, { schema }) as unknown as Db,
    kind: 'postgres',
    schema: options.searchPath ?? 'public',
    postgres: { url, ...(options.searchPath ? { searchPath: options.searchPath } : {}) },
    close: () => client.end({ timeout: 5 }),
  };
}

/** PostgreSQL when a URL is given, else an embedded PGlite persisted in `<dataDir>/pglite`. */
export async function createDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (options.databaseUrl) return fromPostgres(options.databaseUrl);
  const dir = path.resolve(options.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const client = new PGlite(dir);
  await client.waitReady;
  return fromPglite(client);
}
