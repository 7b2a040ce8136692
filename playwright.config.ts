import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

// scripts/e2e.mjs picks the port and the temporary data directory; these defaults serve a manual `npx playwright test`.
const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = process.env.E2E_DATA_DIR ?? './data-e2e';
export const E2E_ADMIN = { email: 'e2e.admin@eternity.local', password: 'e2e-Admin-password-1' };
/**
 * The server's contact key, set only when it starts (the build keeps its default 'dev-contact-token'): every booking
 * in the suite proves the browser takes it from the run-time config in index.html (docs/decisions/0013).
 */
export const E2E_CONTACT_API_TOKEN = 'e2e-contact-key-not-the-build-default';
/**
 * Contact details a deployment sets (docs/decisions/0060), unknown to the build: /security, /contactus and the footer
 * must show them from the run-time settings. The other offices keep their placeholders.
 */
export const E2E_CONTACT = { email: 'security-desk@e2e.eternity.test', ukEmail: 'london@e2e.eternity.test', uaePhone: '+971 4 123 4567' };
/** The SMTP server tests/e2e/smtp-sink.ts starts (globalSetup) and the app mails to; received mail lands in `log`. */
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 3125);
export const E2E_SMTP = {
  port: smtpPort,
  log: process.env.E2E_SMTP_LOG ?? join(tmpdir(), `eternity-e2e-smtp-${smtpPort}.jsonl`),
  sales: 'sales@e2e.eternity.local',
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // A failing test runs once more, recording a trace this time (test-results/…/trace.zip, `npx playwright
  // show-trace`); it still fails the run: scripts/test.mjs counts a test that passed only on its retry as failed.
  // Recording a trace for every test, to keep the failing ones', took 15–30 % of the suite's CPU (decision 0075).
  retries: 1,
  // Several tests walk many pages or run axe at two widths: 15–20 s alone, past 30 s beside another worker.
  // The CI machine has run the suite two to three times slower than a developer's: there every wait gets twice the
  // room (a long test calls test.slow(), three times this). Only a failing test waits this long.
  timeout: process.env.CI ? 120_000 : 60_000,
  expect: { timeout: process.env.CI ? 15_000 : 7_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  globalSetup: './tests/e2e/smtp-sink.ts',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: 'node scripts/start.mjs',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SUPER_ADMIN_EMAIL: E2E_ADMIN.email,
      SUPER_ADMIN_PASSWORD: E2E_ADMIN.password,
      NODE_ENV: 'production',
      // A developer's .env in the checkout never reaches the server under test (docs/decisions/0035).
      ENV_FILE: 'none',
      // Demo booking (tests/e2e/demo-booking.spec.ts): real SMTP to the sink, room for re-runs.
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      SALES_EMAIL: E2E_SMTP.sales,
      // The whole suite books from 127.0.0.1: past the per-address limit (20 per 5 minutes) in a fast run. The limit
      // itself is tested in tests/server/rate-limit.test.ts.
      RATE_LIMIT_BOOK_DEMO: '1000',
      RATE_LIMIT_BOOK_DEMO_EMAIL: '50',
      RATE_LIMIT_BOOK_DEMO_DOMAIN: '200',
      CONTACT_API_TOKEN: E2E_CONTACT_API_TOKEN,
      CONTACT_EMAIL: E2E_CONTACT.email,
      OFFICE_UK_EMAIL: E2E_CONTACT.ukEmail,
      OFFICE_UAE_PHONE: E2E_CONTACT.uaePhone,
      // City login (tests/e2e/city-login.spec.ts): one number with a fixed one-time code, as an operator would test.
      LOCAL_TEST_PHONES: '+919999900001:246810',
      // Every browser test signs in from 127.0.0.1: sign-ins, code lookups and code sends all count against one
      // address's login limit (100 per 5 minutes by default), which the suite as a whole passes. The limit itself is
      // tested in tests/server/rate-limit.test.ts.
      RATE_LIMIT_LOGIN: '5000',
      // Webhooks (tests/e2e/webhooks.spec.ts): a receiver on this machine, and a first retry after a second.
      WEBHOOK_ALLOW_PRIVATE_URLS: '1',
      WEBHOOK_RETRY_BASE_SECONDS: '1',
      // CI: scripts/e2e.mjs makes a fresh PostgreSQL database for the run (E2E_DATABASE_URL); locally, PGlite in DATA_DIR.
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL, APP_MODE: 'local' } : {}),
    },
  },
});
