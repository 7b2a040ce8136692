// Issue 21, the audit's hardening findings (docs/decisions/0035-hardening.md): Permissions-Policy, no dot paths from
// dist/, exact firebase CSP hosts, strict WEB_BUILD_ORIGINS, owner-only DATA_DIR, single-use local identity tokens,
// the server's .env. The start-up refusals and the real server's file modes are in startup-check.test.ts.
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { MESSAGES } from '@contract/messages';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/src/app';
import { makeDataDirPrivate } from '../../server/src/data-dir';
import { usedIdentityTokens } from '../../server/src/db/schema';
import { loadDotEnv, loadEnv } from '../../server/src/env';
import { createLogger } from '../../server/src/logger';
import { createOutboxMailer } from '../../server/src/mail/outbox';
import { startupProblems } from '../../server/src/startup-check';
import { DB_KINDS, expectError, makeTestApp, type TestApp } from './helpers';
import { localGoogleToken } from './user-session';

const tempDirs: string[] = [];
const tempDir = (prefix = 'eternity-hardening-') => {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

const directive = (csp: string, name: string) =>
  csp.split(';').map((d) => d.trim()).find((d) => d.startsWith(`${name} `)) ?? '';

/** The features of a Permissions-Policy header, by name. */
const features = (header: string | null) =>
  Object.fromEntries((header ?? '').split(',').map((part) => part.trim().split('=') as [string, string]));

describe('a built dist/ with the build manifest, a .well-known file and WEB_BUILD_ORIGINS', () => {
  let t: TestApp;
  beforeAll(async () => {
    const staticDir = tempDir('eternity-dist-');
    writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><head><!--runtime-config--></head><title>Eternity SPA</title>');
    mkdirSync(path.join(staticDir, '.vite'));
    writeFileSync(path.join(staticDir, '.vite', 'manifest.json'), '{"index.html":{"file":"assets/index-abc.js"}}');
    writeFileSync(path.join(staticDir, '.env'), 'SECRET=1');
    mkdirSync(path.join(staticDir, '.well-known'));
    writeFileSync(path.join(staticDir, '.well-known', 'security.txt'), 'Contact: mailto:security@example.com');
    mkdirSync(path.join(staticDir, 'assets'));
    writeFileSync(path.join(staticDir, 'assets', 'index-abc.js'), 'console.log(1)');
    t = await makeTestApp({ staticDir, env: { WEB_BUILD_ORIGINS: 'https://builds.example.com,http://localhost:8081' } });
  });
  afterAll(() => t?.close());

  it('never serves the build manifest or any other dot path (404, also %2e-encoded and as HTML), but does serve /.well-known/', async () => {
    for (const url of ['/.vite/manifest.json', '/%2Evite/manifest.json', '/%2evite/manifest.json', '/.env', '/assets/../.vite/manifest.json']) {
      for (const accept of ['*/*', 'text/html', 'application/json']) {
        const res = await t.request('GET', url, { headers: { accept } });
        expect(res.status, `${url} (${accept})`).toBe(404);
        expect(res.text).not.toContain('index-abc');
      }
    }
    expect((await t.request('GET', '/.well-known/security.txt', { headers: { accept: '*/*' } })).text).toContain('Contact:');
    // The build's own files still come.
    expect((await t.request('GET', '/assets/index-abc.js', { headers: { accept: '*/*' } })).status).toBe(200);
  });

  it('sends a Permissions-Policy on pages: unused features denied, full screen, gamepad and XR for this origin and the build hosts', async () => {
    for (const url of ['/', '/metaverse/6650e7e1c17c000000000001', '/assets/index-abc.js', '/api/docs']) {
      const res = await t.request('GET', url, { headers: { accept: url.endsWith('.js') ? '*/*' : 'text/html' } });
      expect(res.status, url).toBe(200);
      const policy = features(res.headers.get('permissions-policy'));
      for (const denied of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial', 'hid', 'display-capture', 'gyroscope']) {
        expect(policy[denied], `${url} ${denied}`).toBe('()');
      }
      expect(policy.autoplay).toBe('(self)');
      for (const used of ['fullscreen', 'xr-spatial-tracking', 'gamepad']) {
        expect(policy[used], `${url} ${used}`).toBe('(self "https://builds.example.com" "http://localhost:8081")');
      }
    }
  });

  it('sends a Permissions-Policy denying everything on API replies, built by the fast path or not', async () => {
    for (const [method, url] of [
      ['GET', '/api/health'],
      ['GET', '/api/nothing-here'],
      ['GET', '/api/super-admin'],
      ['POST', '/api/super-admin'],
    ] as const) {
      const res = await t.request(method, url, { body: method === 'POST' ? {} : undefined });
      const policy = features(res.headers.get('permissions-policy'));
      expect(policy.camera, url).toBe('()');
      expect(policy.fullscreen, url).toBe('()');
      expect(Object.values(policy).every((allow) => allow === '()'), url).toBe(true);
    }
  });
});

describe('the firebase-mode CSP names exact hosts', () => {
  const cspOf = async (env: Record<string, string>) => {
    const t = await makeTestApp({ env: { IDENTITY_PROVIDER: 'firebase', ...env } });
    try {
      return (await t.request('GET', '/faq', { headers: { accept: 'text/html' } })).headers.get('content-security-policy') ?? '';
    } finally {
      await t.close();
    }
  };

  it("no wildcard host, reCAPTCHA's paths only, and the project's own auth domain (from the project id)", async () => {
    const csp = await cspOf({ FIREBASE_PROJECT_ID: 'eternity-prod' });
    expect(csp).not.toContain('*');
    expect(directive(csp, 'script-src')).toBe(
      "script-src 'self' https://apis.google.com https://www.gstatic.com/recaptcha/ https://www.google.com/recaptcha/",
    );
    expect(directive(csp, 'frame-src')).toBe(
      "frame-src 'self' https://eternity-prod.firebaseapp.com https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/",
    );
    expect(directive(csp, 'connect-src')).toContain('https://identitytoolkit.googleapis.com https://securetoken.googleapis.com');
    expect(csp).not.toMatch(/https:\/\/www\.google\.com[ ;]|https:\/\/www\.gstatic\.com[ ;]/);
  });

  it('FIREBASE_AUTH_DOMAIN, when set, is the framed auth domain; one that is not a bare host stops the start', async () => {
    const csp = await cspOf({ FIREBASE_PROJECT_ID: 'eternity-prod', FIREBASE_AUTH_DOMAIN: 'Login.Example.com' });
    expect(directive(csp, 'frame-src')).toContain("frame-src 'self' https://login.example.com https://www.google.com/recaptcha/");
    expect(csp).not.toContain('firebaseapp.com');
    const env = { DATA_DIR: tempDir(), JWT_SECRET: 'x'.repeat(32), IDENTITY_PROVIDER: 'firebase', FIREBASE_PROJECT_ID: 'p' };
    for (const bad of ["x.firebaseapp.com; script-src 'unsafe-inline'", 'https://x.firebaseapp.com', '*.firebaseapp.com', "x'.example.com"]) {
      expect(() => loadEnv({ ...env, FIREBASE_AUTH_DOMAIN: bad }), bad).toThrow(/FIREBASE_AUTH_DOMAIN must be a host name/);
    }
    expect(() => loadEnv({ ...env, FIREBASE_PROJECT_ID: 'p; script-src *' })).toThrow(/FIREBASE_PROJECT_ID must be a Firebase project id/);
  });
});

describe('WEB_BUILD_ORIGINS accepts scheme://host[:port] only', () => {
  const env = (value: string) => ({ DATA_DIR: tempDir(), JWT_SECRET: 'x'.repeat(32), WEB_BUILD_ORIGINS: value });

  it.each([
    'https://builds.example.com;',
    'https://builds.example.com;script-src',
    "https://builds.example.com'",
    'https://"builds".example.com',
    'https://*.example.com',
    'https://%2a.example.com',
    '*',
    'https://builds.example.com/webgl/',
    'https://builds.example.com#',
    'https://builds.example.com?',
  ])('refuses %j at start with a line naming the setting', (value) => {
    expect(() => loadEnv(env(value))).toThrow(/WEB_BUILD_ORIGINS: '.*' is not an origin like https:\/\/builds\.example\.com/);
  });

  it('plain http only for this machine', () => {
    expect(() => loadEnv(env('http://builds.example.com'))).toThrow(/WEB_BUILD_ORIGINS: 'http:\/\/builds\.example\.com' must use https \(http only for localhost\)/);
    expect(loadEnv(env('http://localhost:8081, http://127.0.0.1:9000,https://builds.example.com:8443')).webBuildOrigins).toEqual([
      'http://localhost:8081',
      'http://127.0.0.1:9000',
      'https://builds.example.com:8443',
    ]);
  });
});

describe('DATA_DIR is readable by its owner only', () => {
  const mode = (file: string) => statSync(file).mode & 0o777;

  it('the outbox is created 0600 in a 0700 directory, whatever the umask', async () => {
    const dataDir = path.join(tempDir(), 'data');
    const previous = process.umask(0o022);
    try {
      await createOutboxMailer(dataDir, createLogger('silent')).send({ to: 'a@example.com', subject: 's', text: 't' });
    } finally {
      process.umask(previous);
    }
    expect(mode(dataDir)).toBe(0o700);
    expect(mode(path.join(dataDir, 'outbox.jsonl'))).toBe(0o600);
  });

  it("at start-up, what an earlier run left world-readable is made private; an operator's other files are left alone", () => {
    const dataDir = tempDir();
    chmodSync(dataDir, 0o755);
    writeFileSync(path.join(dataDir, 'outbox.jsonl'), '{}\n', { mode: 0o644 });
    writeFileSync(path.join(dataDir, 'jwt-secret'), 's\n', { mode: 0o644 });
    mkdirSync(path.join(dataDir, 'pglite', 'base'), { recursive: true, mode: 0o755 });
    writeFileSync(path.join(dataDir, 'pglite', 'base', 'PG_VERSION'), '17\n', { mode: 0o644 });
    writeFileSync(path.join(dataDir, 'README.txt'), 'mine\n', { mode: 0o644 });
    const previous = process.umask();
    try {
      expect(makeDataDirPrivate(dataDir)).toEqual([]);
    } finally {
      process.umask(previous);
    }
    expect(mode(dataDir)).toBe(0o700);
    expect(mode(path.join(dataDir, 'outbox.jsonl'))).toBe(0o600);
    expect(mode(path.join(dataDir, 'jwt-secret'))).toBe(0o600);
    expect(mode(path.join(dataDir, 'pglite'))).toBe(0o700);
    expect(mode(path.join(dataDir, 'pglite', 'base'))).toBe(0o700);
    expect(mode(path.join(dataDir, 'pglite', 'base', 'PG_VERSION'))).toBe(0o600);
    expect(mode(path.join(dataDir, 'README.txt'))).toBe(0o644);
  });

  it('a generated JWT secret (local evaluation) is 0600 in a 0700 directory', () => {
    const dataDir = path.join(tempDir(), 'fresh');
    loadEnv({ DATA_DIR: dataDir });
    expect(mode(dataDir)).toBe(0o700);
    expect(mode(path.join(dataDir, 'jwt-secret'))).toBe(0o600);
  });
});

describe('the server reads .env (loadDotEnv)', () => {
  // Unique names, removed again: this process's environment is shared with the rest of the file.
  const A = 'ETERNITY_DOTENV_TEST_A';
  const B = 'ETERNITY_DOTENV_TEST_B';
  afterAll(() => {
    delete process.env[A];
    delete process.env[B];
  });

  it('.env in the working directory fills what the environment lacks; the environment wins', () => {
    const cwd = tempDir();
    writeFileSync(path.join(cwd, '.env'), `# a comment\n${A}=from-file\n${B}="from file; quoted"\n`);
    process.env[A] = 'from-environment';
    expect(loadDotEnv({}, cwd)).toBe(path.join(cwd, '.env'));
    expect(process.env[A]).toBe('from-environment');
    expect(process.env[B]).toBe('from file; quoted');
  });

  it('a plain copy of .env.example is a working local evaluation (inline comments and blank values read as Node reads them)', () => {
    const example = parseEnv(readFileSync(path.join(import.meta.dirname, '../../.env.example'), 'utf8'));
    const config = loadEnv({ ...example, DATA_DIR: tempDir() });
    expect(config.appMode).toBe('local');
    expect(config.port).toBe(3000);
    expect(startupProblems(config)).toEqual([]);
  });

  it('no .env: nothing read; ENV_FILE=none: nothing read even with one; ENV_FILE names another file, which must exist', () => {
    expect(loadDotEnv({}, tempDir())).toBeUndefined();
    const cwd = tempDir();
    writeFileSync(path.join(cwd, '.env'), `${A}=should-not-be-read\n`);
    delete process.env[A];
    expect(loadDotEnv({ ENV_FILE: 'none' }, cwd)).toBeUndefined();
    expect(process.env[A]).toBeUndefined();
    writeFileSync(path.join(cwd, 'deploy.env'), `${A}=named\n`);
    expect(loadDotEnv({ ENV_FILE: 'deploy.env' }, cwd)).toBe(path.join(cwd, 'deploy.env'));
    expect(process.env[A]).toBe('named');
    expect(() => loadDotEnv({ ENV_FILE: 'missing.env' }, cwd)).toThrow(/ENV_FILE: .*missing\.env does not exist/);
  });
});

describe.each(DB_KINDS)('local identity tokens are single use on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp({ kind });
  });
  afterAll(() => t?.close());

  const login = async (app: ReturnType<typeof createApp>, token: string): Promise<Response> =>
    app.request('/api/user', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token, provider: 'google' }) });

  it('the second POST user with the same token is 401, also on another instance sharing the database', async () => {
    const token = await localGoogleToken(t, 'once@example.com', 'Once');
    expect((await t.request('POST', '/api/user', { body: { token, provider: 'google' } })).status).toBe(200);
    expectError(await t.request('POST', '/api/user', { body: { token, provider: 'google' } }), 401, MESSAGES.invalidCredentials);
    // A second instance: its own app and memory, the same database and identity key (JWT_SECRET).
    const other = createApp({ ...t.deps, limiter: undefined });
    const second = await localGoogleToken(t, 'twice@example.com', 'Twice');
    expect((await login(other, second)).status).toBe(200);
    expect((await login(t.app, second)).status).toBe(401);
    expect((await login(other, second)).status).toBe(401);
  });

  it('of 8 concurrent uses of one token exactly one signs in', async () => {
    const token = await localGoogleToken(t, 'race@example.com', 'Race');
    const statuses = await Promise.all(Array.from({ length: 8 }, () => login(t.app, token).then((res) => res.status)));
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 401)).toHaveLength(7);
  });

  it('records of tokens past their expiry are deleted by the next use', async () => {
    const rows = async () => (await t.deps.db.select({ n: count() }).from(usedIdentityTokens))[0]!.n;
    expect(await rows()).toBeGreaterThan(0);
    t.clock.advance(301);
    const token = await localGoogleToken(t, 'later@example.com', 'Later');
    expect((await t.request('POST', '/api/user', { body: { token, provider: 'google' } })).status).toBe(200);
    expect(await rows()).toBe(1);
  });
});
