import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { ErrorReplySchema, type Role } from '@contract/common';
import { MESSAGES } from '@contract/messages';
import postgres from 'postgres';
import { expect } from 'vitest';
import { createApp } from '../../server/src/app';
import { signAccessToken } from '../../server/src/auth/tokens';
import { fromPglite, fromPostgres, type Database } from '../../server/src/db/client';
import { newId } from '../../server/src/db/ids';
import { migrate } from '../../server/src/db/migrate';
import { metaverseUsers } from '../../server/src/db/schema';
import type { AppDeps } from '../../server/src/deps';
import { loadEnv } from '../../server/src/env';
import { createLocalIdentity } from '../../server/src/identity/local';
import { createLogger } from '../../server/src/logger';
import type { SomeHandlers } from '../../server/src/pipeline/handler';
import { createMemoryMailer } from '../../server/src/mail/mailer';
import { createDashboardUser } from '../../server/src/services/dashboard-user/account';
import { createSuperAdmin } from '../../server/src/services/super-admin';

export type DbKind = 'pglite' | 'postgres';

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
// Under CI the server suite runs on the production database or not at all: it never falls back to PGlite unnoticed.
if (process.env.CI && !TEST_DATABASE_URL) throw new Error('PostgreSQL: TEST_DATABASE_URL is not set under CI (bash .ci/run sets it)');

/**
 * The database a server test runs on (docs/decisions/0073): real PostgreSQL, the production database, when
 * TEST_DATABASE_URL names one (CI); else the embedded PGlite, so a developer without PostgreSQL runs everything.
 * TEST_EVERY_DATABASE=1 with TEST_DATABASE_URL runs every file on both. Use with `describe.each`.
 */
export const DB_KINDS: DbKind[] = !TEST_DATABASE_URL ? ['pglite'] : process.env.TEST_EVERY_DATABASE === '1' ? ['pglite', 'postgres'] : ['postgres'];

/**
 * PGlite always, and PostgreSQL as well when configured: for the files where the two engines differ (one query at a
 * time against a pool, pg_trgm or not, planner estimates) and for the smoke pass over every endpoint.
 */
export const EVERY_DB_KIND: DbKind[] = TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

// PGlite takes seconds to start, cloning a migrated one about a second: one template per worker, a clone per file.
let template: Promise<PGlite> | undefined;

async function pgliteDatabase(): Promise<Database> {
  template ??= (async () => {
    const pg = new PGlite();
    await pg.waitReady;
    await migrate(fromPglite(pg));
    return pg;
  })();
  return fromPglite((await (await template).clone()) as PGlite);
}

/** A random schema per file on the shared server; dropped again on close. */
async function postgresDatabase(url: string): Promise<Database> {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create schema "${schema}"`);
  const database = fromPostgres(url, { searchPath: schema, max: 4 });
  await migrate(database);
  return {
    ...database,
    close: async () => {
      await database.close();
      await admin.unsafe(`drop schema "${schema}" cascade`);
      await admin.end();
    },
  };
}

export interface TestClock {
  (): Date;
  advance(seconds: number): void;
}

export function createTestClock(start = new Date()): TestClock {
  let now = start.getTime();
  return Object.assign(() => new Date(now), { advance: (seconds: number) => void (now += seconds * 1000) });
}

export interface Reply {
  status: number;
  // Replies are checked against contract schemas by the tests that care; here they are plain JSON.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  text: string;
  headers: Headers;
}

export interface RequestOptions {
  body?: unknown;
  /** A raw body sent as is (for malformed JSON and the like). */
  raw?: string;
  token?: string;
  headers?: Record<string, string>;
}

export interface TestApp {
  kind: DbKind;
  app: ReturnType<typeof createApp>;
  deps: AppDeps;
  database: Database;
  clock: TestClock;
  /** Every structured log line the app wrote. */
  logs: string[];
  /** Every reply body the app sent through `request`. */
  replies: string[];
  /** Plain passwords that must never appear in a reply or a log line. */
  secrets: Set<string>;
  request(method: string, path: string, options?: RequestOptions): Promise<Reply>;
  close(): Promise<void>;
}

/** createApp on a fresh database, with a controllable clock, a capturing logger and an in-memory mailer. */
export async function makeTestApp(
  options: { kind?: DbKind; staticDir?: string; env?: Record<string, string>; handlers?: SomeHandlers } = {},
): Promise<TestApp> {
  const kind = options.kind ?? DB_KINDS[0]!;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'eternity-test-'));
  const config = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    STATIC_DIR: options.staticDir ?? path.join(dataDir, 'no-dist'),
    JWT_SECRET: randomBytes(32).toString('hex'),
    SEED_DEMO: '0',
    LOG_LEVEL: 'debug',
    // Tests write to the database directly between calls; the list cache has its own test (reply-cache.test.ts).
    LIST_CACHE_MS: '0',
    // Tests reuse a rotated refresh token at once on a frozen clock to check reuse detection; the reuse grace for
    // two tabs has its own tests (session-lifetime.test.ts), which set it.
    REFRESH_REUSE_GRACE: '0',
    ...options.env,
  });
  const database = kind === 'postgres' ? await postgresDatabase(TEST_DATABASE_URL!) : await pgliteDatabase();
  const logs: string[] = [];
  const logger = createLogger('debug', (line) => logs.push(line));
  const clock = createTestClock();
  const deps: AppDeps = {
    db: database.db,
    config,
    clock,
    logger,
    mailer: createMemoryMailer(),
    identity: createLocalIdentity({ testPhones: config.localTestPhones, logger, clock }),
  };
  const app = createApp(deps, { handlers: options.handlers });
  const replies: string[] = [];

  return {
    kind,
    app,
    deps,
    database,
    clock,
    logs,
    replies,
    secrets: new Set(),
    async request(method, url, opts = {}) {
      const headers: Record<string, string> = { accept: 'application/json', ...opts.headers };
      if (opts.token) headers.authorization = `Bearer ${opts.token}`;
      let body: string | undefined = opts.raw;
      if (opts.body !== undefined) {
        body = JSON.stringify(opts.body);
        headers['content-type'] ??= 'application/json';
      }
      const res = await app.request(url, { method, headers, body });
      const text = await res.text();
      replies.push(text);
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = undefined; // not JSON (HTML, plain text): tests look at `text`
      }
      return { status: res.status, body: parsed, text, headers: res.headers };
    },
    async close() {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A super admin written straight through the service (no HTTP), its password registered as a secret. */
export async function givenSuperAdmin(
  t: TestApp,
  fields: Partial<{ name: string; email: string; password: string }> = {},
) {
  const password = fields.password ?? `pw-${randomBytes(8).toString('hex')}`;
  const email = fields.email ?? `admin-${randomBytes(4).toString('hex')}@example.com`;
  t.secrets.add(password);
  const superAdmin = await createSuperAdmin(t.deps, { name: fields.name ?? 'Test Admin', email, password });
  return { superAdmin, email, password };
}

/** Log in through the API and return the token pair. */
export async function loginSuperAdmin(t: TestApp, email: string, password: string) {
  const res = await t.request('POST', '/api/super-admin', { body: { email, password } });
  expect(res.status, res.text).toBe(200);
  return res.body.data as { accessToken: string; refreshToken: string; superAdmin: { _id: string } };
}

/** A dashboard user written straight through the service, its password registered as a secret. */
export async function givenDashboardUser(
  t: TestApp,
  fields: Partial<{ name: string; email: string; password: string; phoneNumber: string }> = {},
) {
  const password = fields.password ?? `pw-${randomBytes(8).toString('hex')}`;
  const email = fields.email ?? `dash-${randomBytes(4).toString('hex')}@example.com`;
  t.secrets.add(password);
  const dashboardUser = await createDashboardUser(t.deps, {
    name: fields.name ?? 'Test Dashboard User',
    email,
    password,
    phoneNumber: fields.phoneNumber ?? '+919812345678',
  }, 'http://localhost');
  return { dashboardUser, email, password };
}

/** Log a dashboard user in through the API and return the token pair. */
export async function loginDashboardUser(t: TestApp, email: string, password: string) {
  const res = await t.request('POST', '/api/dashboard-user', { body: { email, password } });
  expect(res.status, res.text).toBe(200);
  return res.body.data as { accessToken: string; refreshToken: string; dashboardUser: { _id: string } };
}

/**
 * An access token minted directly, e.g. for a role that has no login endpoint implemented yet. Without `userId`, a
 * real account of that role is created first: the server refuses tokens of accounts that do not exist.
 */
export async function mintAccessToken(t: TestApp, role: Role, userId?: string): Promise<string> {
  const id = userId ?? (await givenAccount(t, role));
  return signAccessToken(
    { jwtSecret: t.deps.config.jwtSecret, accessTokenTtl: t.deps.config.accessTokenTtl, clock: t.clock },
    { role, userId: id },
  );
}

/** A new account of `role`, written straight to the database; its id. */
async function givenAccount(t: TestApp, role: Role): Promise<string> {
  if (role === 'super-admin') return (await givenSuperAdmin(t)).superAdmin._id;
  if (role === 'dashboard-user') return (await givenDashboardUser(t)).dashboardUser._id;
  const id = newId();
  const now = t.clock();
  await t.deps.db.insert(metaverseUsers).values({ id, name: 'Minted User', email: `minted-${id}@example.com`, createdAt: now, updatedAt: now });
  return id;
}

/**
 * No password, password hash, bearer token or contract mismatch in anything the app said or logged so far.
 * Call it as the last test of a file.
 */
export function expectNothingLeaked(t: TestApp): void {
  expect(t.replies.length).toBeGreaterThan(0);
  for (const text of [...t.replies, ...t.logs]) {
    expect(text).not.toContain('$argon2');
    for (const secret of t.secrets) expect(text).not.toContain(secret);
  }
  for (const line of t.logs) {
    // A request line's path may name a route (`/api/dashboard-user/password-reset`); what it must not carry is a value.
    expect(line.replace(/"path":"\/api\/[a-z/-]*"/g, '"path":""')).not.toMatch(/authorization|bearer|password/i);
    expect(line).not.toContain('reply does not match the contract');
  }
}

/** An error reply: the status, the contract's error shape, the same message in `message` and `details[0]`, no stack. */
export function expectError(res: Reply, status: number, message: string): void {
  expect(res.status, res.text).toBe(status);
  expect(ErrorReplySchema.parse(res.body)).toMatchObject({ message });
  expect(res.body.errors.details[0].message).toBe(message);
  expect(res.text).not.toMatch(/stack|at .*\.ts:/);
}

/** A 400 validation reply whose first detail matches (message and, when given, the field's path). */
export function expectValidation(res: Reply, detail: { message: string; path?: (string | number)[] }): void {
  expect(res.status, res.text).toBe(400);
  expect(ErrorReplySchema.parse(res.body).message).toBe(MESSAGES.validation);
  expect(res.body.errors.details[0]).toMatchObject(detail);
}
