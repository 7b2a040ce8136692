// Runs the browser suite against the real built app and server: a free port, a temporary DATA_DIR, Debian's
// Chromium. Playwright's webServer starts `scripts/start.mjs` with that environment and waits for /api/health.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIfStale } from './build-if-stale.mjs';
import { freePort } from './serve-built.mjs';

buildIfStale();
const port = await freePort();
// The SMTP sink (tests/e2e/smtp-sink.ts, globalSetup) listens on this port; the app's SMTP_URL points to it.
const smtpPort = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'eternity-e2e-'));
const res = spawnSync(process.execPath, ['node_modules/@playwright/test/cli.js', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: {
    ...process.env,
    E2E_PORT: String(port),
    E2E_DATA_DIR: dataDir,
    E2E_SMTP_PORT: String(smtpPort),
    E2E_SMTP_LOG: join(dataDir, 'smtp.jsonl'),
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  },
});
rmSync(dataDir, { recursive: true, force: true });
process.exit(res.status ?? 1);
