// Runs the browser suite against the real built app and server: a free port, a temporary DATA_DIR, Debian's
// Chromium. Playwright's webServer starts `scripts/start.mjs` with that environment and waits for /api/health.
// With TEST_DATABASE_URL set (CI), the server runs on a fresh PostgreSQL database made for this run and dropped after
// it: the production database, and several times faster under two browsers than the embedded PGlite, which runs one
// query at a time inside the server's own process (docs/decisions/0054). Without it, PGlite in the DATA_DIR.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { buildIfStale } from './build-if-stale.mjs';
import { freePort } from './serve-built.mjs';

buildIfStale();
const port = await freePort();
// The SMTP sink (tests/e2e/smtp-sink.ts, globalSetup) listens on this port; the app's SMTP_URL points to it.
const smtpPort = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'eternity-e2e-'));

const adminUrl = process.env.E2E_ON_PGLITE === '1' ? undefined : process.env.TEST_DATABASE_URL;
let databaseUrl;
let dbName;
if (adminUrl) {
  dbName = `eternity_e2e_${randomBytes(6).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${dbName}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  databaseUrl = url.toString();
  console.log(`e2e: the server runs on PostgreSQL, database ${dbName}`);
}

const res = spawnSync(process.execPath, ['node_modules/@playwright/test/cli.js', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: {
    ...process.env,
    E2E_PORT: String(port),
    E2E_DATA_DIR: dataDir,
    E2E_SMTP_PORT: String(smtpPort),
    E2E_SMTP_LOG: join(dataDir, 'smtp.jsonl'),
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
    ...(databaseUrl ? { E2E_DATABASE_URL: databaseUrl } : {}),
  },
});
rmSync(dataDir, { recursive: true, force: true });
if (adminUrl && dbName) {
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists ${dbName} with (force)`).catch((e) => console.error(`e2e: could not drop ${dbName}: ${e.message}`));
  await admin.end();
}
process.exit(res.status ?? 1);
