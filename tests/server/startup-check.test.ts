import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../server/src/env';
import { startupProblems, startupWarnings } from '../../server/src/startup-check';

// Local evaluation vs deployment (docs/decisions/0014-local-evaluation-vs-deployment.md): the pure check, then the
// real server started the way `npm start` starts it.

const dataDirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'eternity-startup-'));
  dataDirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

/**
 * A configuration as loadEnv makes it from exactly these variables (JWT_SECRET given so no file is written, and an
 * operator's own CONTACT_API_TOKEN: a deployment refuses to start without either, docs/decisions/0035).
 */
const config = (env: Record<string, string>) =>
  loadEnv({ DATA_DIR: tempDir(), JWT_SECRET: 'j'.repeat(32), CONTACT_API_TOKEN: 'an-operator-key', ...env });
/** What a deployment's own keys look like (docs/decisions/0035). */
const KEYS = { JWT_SECRET: 'k'.repeat(48), CONTACT_API_TOKEN: 'an-operator-key' };
const SUPER_ADMIN = { SUPER_ADMIN_EMAIL: 'root@example.com', SUPER_ADMIN_PASSWORD: 'a long passphrase' };
const FIREBASE = { IDENTITY_PROVIDER: 'firebase', FIREBASE_PROJECT_ID: 'eternity-prod' };
const SITE = { SITE_URL: 'https://www.example.com' };

describe('APP_MODE', () => {
  it('is local without DATABASE_URL and SITE_URL, a deployment with either, and APP_MODE decides when set', () => {
    expect(config({}).appMode).toBe('local');
    // What `npm start`, the e2e suite and the README's local run set stays a local evaluation.
    expect(
      config({
        NODE_ENV: 'production',
        PORT: '3100',
        IDENTITY_PROVIDER: 'local',
        LOCAL_TEST_PHONES: '+919876543210:123456',
        CONTACT_API_TOKEN: 'some-other-key',
        RATE_LIMIT_LOGIN: '5',
        SMTP_URL: 'smtp://127.0.0.1:3125',
        SALES_EMAIL: 'sales@example.com',
        BOOK_DEMO_MIN_FILL_MS: '0',
        ...SUPER_ADMIN,
      }).appMode,
    ).toBe('local');
    expect(config({ DATABASE_URL: 'postgres://app@db.example.com/app' }).appMode).toBe('deployment');
    expect(config({ SITE_URL: 'https://www.example.com' }).appMode).toBe('deployment');
    expect(config({ APP_MODE: 'local', DATABASE_URL: 'postgres://app@db.example.com/app' }).appMode).toBe('local');
    expect(config({ APP_MODE: 'deployment' }).appMode).toBe('deployment');
    expect(() => config({ APP_MODE: 'production' })).toThrow(/APP_MODE must be local or deployment/);
  });
});

describe('startupProblems', () => {
  it('a local evaluation with no variables at all has none', () => {
    expect(startupProblems(config({}))).toEqual([]);
    expect(startupProblems(config({ LOCAL_TEST_PHONES: '+919876543210:123456' }))).toEqual([]);
    expect(startupProblems(config({ APP_MODE: 'local', DATABASE_URL: 'postgres://app@db.example.com/app' }))).toEqual([]);
  });

  it('a deployment with the firebase provider and its own super admin has none', () => {
    expect(startupProblems(config({ APP_MODE: 'deployment', ...SITE, ...FIREBASE, ...SUPER_ADMIN }))).toEqual([]);
    expect(startupProblems(config({ DATABASE_URL: 'postgres://app@db.example.com/app', ...SITE, ...FIREBASE, ...SUPER_ADMIN }))).toEqual([]);
  });

  it("a deployment without SITE_URL: one line naming it (mailed links never take the request's Host)", () => {
    expect(startupProblems(config({ DATABASE_URL: 'postgres://app@db.example.com/app', ...FIREBASE, ...SUPER_ADMIN }))).toEqual([
      'SITE_URL not set: a deployment mails links to itself (dashboard password reset) and lists its pages in the ' +
        "sitemap, and must not take its address from a request's Host header. Set SITE_URL=https://your.site, " +
        'or set APP_MODE=local for a local evaluation.',
    ]);
  });

  it('a deployment with the local identity provider: one line naming IDENTITY_PROVIDER, FIREBASE_PROJECT_ID and APP_MODE', () => {
    expect(startupProblems(config({ APP_MODE: 'deployment', ...SITE, ...SUPER_ADMIN }))).toEqual([
      'IDENTITY_PROVIDER=local cannot run in a deployment: its one-time codes only reach the log and the outbox file, ' +
        'so anyone could sign in as anyone. Set IDENTITY_PROVIDER=firebase and FIREBASE_PROJECT_ID, ' +
        'or set APP_MODE=local for a local evaluation.',
    ]);
  });

  it('fixed test codes, a missing super admin and a firebase project nobody named are each a line of their own', () => {
    const problems = startupProblems(
      config({ SITE_URL: 'https://www.example.com', IDENTITY_PROVIDER: 'firebase', LOCAL_TEST_PHONES: '+919876543210:123456' }),
    );
    expect(problems).toEqual([
      'IDENTITY_PROVIDER=firebase needs FIREBASE_PROJECT_ID: set it to the Firebase project whose ID tokens the API accepts.',
      'LOCAL_TEST_PHONES gives phone numbers fixed one-time codes: remove it in a deployment, ' +
        'or set APP_MODE=local for a local evaluation.',
      'SUPER_ADMIN_EMAIL and SUPER_ADMIN_PASSWORD not set: a deployment never generates and prints a super-admin ' +
        "password. Set SUPER_ADMIN_EMAIL and SUPER_ADMIN_PASSWORD (a password manager's, 8 characters at least), " +
        'or set APP_MODE=local for a local evaluation.',
    ]);
    const halfAdmin = startupProblems(config({ APP_MODE: 'deployment', ...SITE, ...FIREBASE, SUPER_ADMIN_EMAIL: 'root@example.com' }));
    expect(halfAdmin).toHaveLength(1);
    expect(halfAdmin[0]).toMatch(/^SUPER_ADMIN_PASSWORD not set: /);
    // Firebase without its project is wrong in a local evaluation too (no token could ever be checked).
    expect(startupProblems(config({ IDENTITY_PROVIDER: 'firebase' }))).toHaveLength(1);
  });

  it("a deployment's seeded super admin may not have a common password (the API refuses one for every account)", () => {
    const weak = { SUPER_ADMIN_EMAIL: 'root@example.com', SUPER_ADMIN_PASSWORD: 'Password1' };
    expect(startupProblems(config({ APP_MODE: 'deployment', ...SITE, ...FIREBASE, ...weak }))).toEqual([
      'SUPER_ADMIN_PASSWORD is too weak: this password is too common. Choose one that is harder to guess. ' +
        "Every account follows this policy; a password manager's is best.",
    ]);
    // A local evaluation's startup check says nothing (its seed refuses the password, tests/server/password-policy.test.ts).
    expect(startupProblems(config({ ...weak }))).toEqual([]);
  });

  // docs/decisions/0034: the whole policy, not only the common list, with the reason (eight spaces read as not set).
  it.each([
    ['aaaaaaaa', 'avoid repeated characters like aaa or 1212.'],
    ['abcdefgh', 'avoid sequences like abcd or 1234.'],
    ['12341234', 'avoid repeated characters like aaa or 1212.'],
    ['Passw0rd!', 'this password is too common. Choose one that is harder to guess.'],
    ['Eternity123', "don't use the site's name, Eternity."],
    ['root.admin@example.com', "don't use your email or name."],
  ])("a deployment refuses SUPER_ADMIN_PASSWORD=%j with the reason", (password, reason) => {
    const env = { APP_MODE: 'deployment', ...SITE, ...FIREBASE, SUPER_ADMIN_EMAIL: 'root.admin@example.com', SUPER_ADMIN_PASSWORD: password };
    expect(startupProblems(config(env))).toEqual([
      `SUPER_ADMIN_PASSWORD is too weak: ${reason} Every account follows this policy; a password manager's is best.`,
    ]);
  });
});

describe('a deployment keeps its own keys (docs/decisions/0035)', () => {
  const DEPLOYMENT = { APP_MODE: 'deployment', ...SITE, ...FIREBASE, ...SUPER_ADMIN };

  it('without JWT_SECRET: one line naming it; no secret is generated into DATA_DIR', () => {
    const dataDir = tempDir();
    const problems = startupProblems(loadEnv({ DATA_DIR: dataDir, CONTACT_API_TOKEN: 'an-operator-key', ...DEPLOYMENT }));
    expect(problems).toEqual([
      'JWT_SECRET not set: a deployment signs its tokens with a key of its own, the same on every instance and across ' +
        'restarts, never one generated into DATA_DIR. Set JWT_SECRET to 32 random characters or more ' +
        '(openssl rand -base64 48), or set APP_MODE=local for a local evaluation.',
    ]);
    expect(existsSync(path.join(dataDir, 'jwt-secret'))).toBe(false);
  });

  it('with the default CONTACT_API_TOKEN, unset or spelled out: one line naming it', () => {
    const line =
      "CONTACT_API_TOKEN is the published default 'dev-contact-token': set a key of your own for the book-demo calls " +
      '(the browser gets it through the run-time config), or set APP_MODE=local for a local evaluation.';
    const base = { DATA_DIR: tempDir(), JWT_SECRET: 'k'.repeat(48), ...DEPLOYMENT };
    expect(startupProblems(loadEnv(base))).toEqual([line]);
    expect(startupProblems(loadEnv({ ...base, CONTACT_API_TOKEN: 'dev-contact-token' }))).toEqual([line]);
    expect(startupProblems(loadEnv({ ...base, CONTACT_API_TOKEN: 'an-operator-key' }))).toEqual([]);
  });

  it('a local evaluation needs neither', () => {
    expect(startupProblems(loadEnv({ DATA_DIR: tempDir() }))).toEqual([]);
  });
});

describe('startupWarnings (docs/decisions/0057)', () => {
  it('a deployment without REDIS_URL: one line naming it and what it costs; none with it, none in a local evaluation', () => {
    const deployment = { APP_MODE: 'deployment', ...SITE, ...FIREBASE, ...SUPER_ADMIN, CONTACT_EMAIL: 'sales@acme.test' };
    expect(startupWarnings(config(deployment))).toEqual([expect.stringMatching(/^REDIS_URL not set: .*each one allows the full limit\. Set REDIS_URL=/)]);
    expect(startupWarnings(config({ ...deployment, REDIS_URL: 'redis://127.0.0.1:6379' }))).toEqual([]);
    expect(startupWarnings(config({}))).toEqual([]);
  });

  it('FIREBASE_JWKS_URL (docs/decisions/0058): https or loopback http only; a deployment that sets it says whose keys it trusts', () => {
    const deployment = { APP_MODE: 'deployment', ...SITE, ...FIREBASE, ...SUPER_ADMIN, REDIS_URL: 'redis://127.0.0.1:6379', CONTACT_EMAIL: 'sales@acme.test' };
    const local = 'http://127.0.0.1:5101/jwks.json';
    expect(config({ ...deployment, FIREBASE_JWKS_URL: local }).firebaseJwksUrl).toBe(local);
    expect(config({ ...deployment, FIREBASE_JWKS_URL: 'https://keys.example.com/jwks' }).firebaseJwksUrl).toBe('https://keys.example.com/jwks');
    expect(() => config({ FIREBASE_JWKS_URL: 'http://keys.example.com/jwks' })).toThrow(/FIREBASE_JWKS_URL must use https \(http only for localhost\)/);
    expect(() => config({ FIREBASE_JWKS_URL: 'file:///etc/keys' })).toThrow(/FIREBASE_JWKS_URL must be an http\(s\) URL/);
    expect(startupWarnings(config({ ...deployment, FIREBASE_JWKS_URL: local }))).toEqual([
      expect.stringMatching(new RegExp(`^FIREBASE_JWKS_URL is set: .*${local.replace(/\./g, '\\.')}, not Google's; whoever holds those keys can sign anyone in`)),
    ]);
    expect(startupWarnings(config(deployment))).toEqual([]);
  });

  it('a deployment without CONTACT_EMAIL: one line saying the pages show placeholders (docs/decisions/0060)', () => {
    const deployment = { APP_MODE: 'deployment', ...SITE, ...FIREBASE, ...SUPER_ADMIN, REDIS_URL: 'redis://127.0.0.1:6379' };
    expect(startupWarnings(config(deployment))).toEqual([expect.stringMatching(/^CONTACT_EMAIL not set: the public pages show placeholder contact details/)]);
    expect(startupWarnings(config({ ...deployment, CONTACT_EMAIL: 'sales@acme.test' }))).toEqual([]);
  });
});

// ── The real server ──────────────────────────────────────────────────────────────────────────────────────────────

const ROOT = path.resolve(import.meta.dirname, '../..');

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });

interface Run {
  code: number | null;
  out: string;
  /** Standard error alone. */
  err: string;
  /** Whether GET /api/health answered 200 while it ran. */
  healthy: boolean;
}

/**
 * `node --import tsx server/src/main.ts` (what `npm start` runs) with exactly `env` (plus PATH and HOME): waits for it
 * to exit, or for /api/health to answer 200 and then stops it with SIGTERM.
 */
async function runServer(env: Record<string, string>, port: number): Promise<Run> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT,
    // ENV_FILE=none: a developer's .env in the checkout never reaches these runs (docs/decisions/0035).
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', HOST: '127.0.0.1', PORT: String(port), ENV_FILE: 'none', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  let err = '';
  child.stderr.on('data', (d: Buffer) => {
    out += d.toString();
    err += d.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let healthy = false;
  let done = false;
  void exited.then(() => (done = true));
  const deadline = Date.now() + 60_000;
  while (!done && Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.status === 200) {
        healthy = true;
        child.kill('SIGTERM');
        break;
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  if (!done && !healthy) child.kill('SIGKILL');
  return { code: await exited, out, err, healthy };
}

describe('the real server', () => {
  it(
    'APP_MODE=deployment with IDENTITY_PROVIDER=local: exit 1, one line naming the variables, no stack, no database opened',
    async () => {
      const dataDir = tempDir();
      const run = await runServer(
        { DATA_DIR: dataDir, APP_MODE: 'deployment', IDENTITY_PROVIDER: 'local', ...SITE, ...SUPER_ADMIN, ...KEYS },
        await freePort(),
      );
      expect(run.code, run.out).toBe(1);
      expect(run.healthy).toBe(false);
      const lines = run.out.trim().split('\n');
      expect(lines).toEqual([
        'Not starting: IDENTITY_PROVIDER=local cannot run in a deployment: its one-time codes only reach the log and ' +
          'the outbox file, so anyone could sign in as anyone. Set IDENTITY_PROVIDER=firebase and FIREBASE_PROJECT_ID, ' +
          'or set APP_MODE=local for a local evaluation.',
      ]);
      expect(existsSync(path.join(dataDir, 'pglite'))).toBe(false);
    },
    90_000,
  );

  it(
    'a deployment with SUPER_ADMIN_PASSWORD=aaaaaaaa: exit 1, one line on stderr with the reason, no database opened',
    async () => {
      const dataDir = tempDir();
      const env = {
        DATA_DIR: dataDir,
        APP_MODE: 'deployment',
        ...FIREBASE,
        ...SITE,
        SUPER_ADMIN_EMAIL: 'root@example.com',
        SUPER_ADMIN_PASSWORD: 'aaaaaaaa',
        JWT_SECRET: randomBytes(32).toString('hex'),
        CONTACT_API_TOKEN: randomBytes(16).toString('hex'),
      };
      const run = await runServer(env, await freePort());
      expect(run.code, run.out).toBe(1);
      expect(run.healthy).toBe(false);
      expect(run.out.trim().split('\n')).toEqual([
        'Not starting: SUPER_ADMIN_PASSWORD is too weak: avoid repeated characters like aaa or 1212. ' +
          "Every account follows this policy; a password manager's is best.",
      ]);
      expect(existsSync(path.join(dataDir, 'pglite'))).toBe(false);
    },
    90_000,
  );

  it(
    'a deployment by DATABASE_URL alone lists every problem and never reaches the database',
    async () => {
      // Nothing listens on port 1: reaching the database would end in a connection error instead of these lines.
      const run = await runServer({ DATA_DIR: tempDir(), DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' }, await freePort());
      expect(run.code, run.out).toBe(1);
      const lines = run.out.trim().split('\n');
      expect(lines).toHaveLength(5);
      expect(lines[0]).toMatch(/^Not starting: IDENTITY_PROVIDER=local cannot run in a deployment/);
      expect(lines[1]).toMatch(/^Not starting: SITE_URL not set/);
      expect(lines[2]).toMatch(/^Not starting: SUPER_ADMIN_EMAIL and SUPER_ADMIN_PASSWORD not set/);
      // docs/decisions/0035
      expect(lines[3]).toMatch(/^Not starting: JWT_SECRET not set/);
      expect(lines[4]).toMatch(/^Not starting: CONTACT_API_TOKEN is the published default/);
      expect(run.out).not.toMatch(/^\s+at |ECONNREFUSED/m);
    },
    90_000,
  );

  it(
    'with no variables at all it starts (health 200) as a local evaluation and prints the generated password once',
    async () => {
      const run = await runServer({ DATA_DIR: tempDir() }, await freePort());
      expect(run.healthy, run.out).toBe(true);
      expect(run.out).toMatch(/Super admin created: admin@eternity\.local \/ \S{20,} \(shown once/);
      expect(run.out).not.toContain('Not starting');
    },
    90_000,
  );

  it(
    'reads the ENV_FILE (.env) it is given, the environment winning, and keeps DATA_DIR owner-only, also what was there before',
    async () => {
      const dataDir = tempDir();
      writeFileSync(path.join(dataDir, 'outbox.jsonl'), '{}\n', { mode: 0o644 });
      const envFile = path.join(tempDir(), 'server.env');
      const port = await freePort();
      // The file's PORT loses to the environment's (health answered there); its LOG_LEVEL and SEED_DEMO are used.
      writeFileSync(envFile, `# the operator's settings\nPORT=1\nLOG_LEVEL=warn\nSEED_DEMO="0"\n`);
      const run = await runServer({ DATA_DIR: dataDir, ENV_FILE: envFile }, port);
      expect(run.healthy, run.out).toBe(true);
      expect(run.out).not.toContain('"level":"info"');
      expect(run.out).not.toContain('Demo dashboard user');
      const mode = (p: string) => statSync(path.join(dataDir, p)).mode & 0o777;
      expect(mode('.')).toBe(0o700);
      expect(mode('outbox.jsonl')).toBe(0o600);
      expect(mode('jwt-secret')).toBe(0o600);
      expect(mode('pglite')).toBe(0o700);
      const files = readdirSync(path.join(dataDir, 'pglite'), { recursive: true, encoding: 'utf8' });
      expect(files.length).toBeGreaterThan(10);
      for (const file of files) {
        const st = statSync(path.join(dataDir, 'pglite', file));
        expect(st.mode & 0o777, file).toBe(st.isDirectory() ? 0o700 : 0o600);
      }
    },
    90_000,
  );

  it(
    'a deployment without JWT_SECRET and with the default CONTACT_API_TOKEN: exit 1, a line each on stderr, no secret written',
    async () => {
      const dataDir = tempDir();
      const run = await runServer({ DATA_DIR: dataDir, APP_MODE: 'deployment', ...SITE, ...FIREBASE, ...SUPER_ADMIN }, await freePort());
      expect(run.code, run.out).toBe(1);
      expect(run.err.trim().split('\n')).toEqual([
        expect.stringMatching(/^Not starting: JWT_SECRET not set: /),
        expect.stringMatching(/^Not starting: CONTACT_API_TOKEN is the published default 'dev-contact-token': /),
      ]);
      expect(existsSync(path.join(dataDir, 'jwt-secret'))).toBe(false);
    },
    90_000,
  );

  // Runs where TEST_DATABASE_URL names a PostgreSQL server, as the rest of the suite does.
  const POSTGRES_URLS = process.env.TEST_DATABASE_URL ? [process.env.TEST_DATABASE_URL] : [];
  it.each(POSTGRES_URLS)(
    'APP_MODE=local with DATABASE_URL starts on PostgreSQL (a fresh database, dropped after)',
    async (testDatabaseUrl) => {
      const name = `startup_${randomBytes(5).toString('hex')}`;
      const admin = postgres(testDatabaseUrl, { max: 1, onnotice: () => {} });
      await admin.unsafe(`create database "${name}"`);
      try {
        const url = new URL(testDatabaseUrl);
        url.pathname = `/${name}`;
        const run = await runServer({ DATA_DIR: tempDir(), APP_MODE: 'local', DATABASE_URL: url.toString() }, await freePort());
        expect(run.healthy, run.out).toBe(true);
        expect(run.out).not.toContain('Not starting');
      } finally {
        await admin.unsafe(`drop database if exists "${name}" with (force)`);
        await admin.end();
      }
    },
    90_000,
  );
});
