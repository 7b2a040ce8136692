// `npm run cluster`: the built app as two (or three) instances on one fresh PostgreSQL database and one Redis, behind
// HAProxy with deploy/haproxy.cfg, the file the README's "Deploying beyond one machine" uses (docs/decisions/0058).
// Each instance is a deployment (APP_MODE=deployment: the fail-closed start-up checks apply) with its own PORT and
// DATA_DIR (its mail outbox: SMTP is off) and the same JWT_SECRET, CONTACT_API_TOKEN, METRICS_TOKEN, DATABASE_URL and
// REDIS_URL. Sign-in is Firebase's, with the ID tokens' keys served by this script (FIREBASE_JWKS_URL on loopback), so
// a test can sign people in without Google. tests/cluster/cluster.test.ts drives it through the balancer.
//
//   npm run cluster [-- --instances 3]      runs until Ctrl-C; prints the balancer's address and a sign-in token
//   CLUSTER_PORT_BASE=5100                  balancer on 5100, instances on 5101…, key server on 5199 (else free ports)
//   CLUSTER_ADMIN_DATABASE_URL              where to create the database (default TEST_DATABASE_URL, else the local one)
//   CLUSTER_REDIS_URL                       default redis://127.0.0.1:6379/11 (a database number of its own)
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, request, type Server } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { constants, tmpdir } from 'node:os';
import path from 'node:path';
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import postgres from 'postgres';

const ROOT = path.resolve(import.meta.dirname, '..');
export const HAPROXY_CONFIG = path.join(ROOT, 'deploy', 'haproxy.cfg');
export const FIREBASE_PROJECT = 'eternity-cluster';
/** Debian puts it in /usr/sbin, which is not on every user's PATH. */
export const HAPROXY_BIN = existsSync('/usr/sbin/haproxy') ? '/usr/sbin/haproxy' : 'haproxy';

export interface ClusterOptions {
  /** 2 or 3 (deploy/haproxy.cfg has APP1, APP2 and an optional APP3). */
  instances?: number;
  /** Balancer on base, instances on base+1…, the key server on base+99; else free ports. */
  portBase?: number;
  adminDatabaseUrl?: string;
  redisUrl?: string;
  /** More variables for every instance. */
  env?: Record<string, string>;
  /** Print what happens (the CLI); the suite keeps quiet and reads the log files. */
  log?: (line: string) => void;
}

export interface Instance {
  /** app1, app2…: HAProxy's server name, which its X-Served-By reply header carries. */
  readonly name: string;
  readonly port: number;
  readonly dataDir: string;
  readonly logFile: string;
  /** The server process's id while it runs. */
  pid(): number | undefined;
  running(): boolean;
  /** Spawn the server (`node --import tsx server/src/main.ts`, what `npm start --no-build` runs); does not wait. */
  spawn(): void;
  /** Until /api/health/ready answers 200 on the instance's own port; throws with the log's end if it exits first. */
  waitReady(timeoutMs?: number): Promise<void>;
  /** Send a signal and wait for the exit: the exit code, or 128 + the signal's number. */
  signal(sig: NodeJS.Signals): Promise<number>;
  log(): string;
  /** The mails this instance wrote to its outbox (`DATA_DIR/outbox.jsonl`). */
  outbox(): { to: string; replyTo?: string; subject: string }[];
}

export interface Cluster {
  /** The balancer's address, e.g. http://127.0.0.1:5100. */
  readonly url: string;
  readonly lbPort: number;
  readonly instances: Instance[];
  readonly databaseUrl: string;
  readonly redisUrl: string;
  /** What every instance runs with (secrets included: a test cluster's own). */
  readonly env: Record<string, string>;
  /** A Firebase ID token the instances accept (signed with the key this script serves). */
  idToken(claims?: JWTPayload): Promise<string>;
  haproxyLog(): string;
  /** SIGKILL what still runs, stop HAProxy and the key server, drop the database, remove the files (unless kept). */
  close(options?: { keepFiles?: boolean }): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createNetServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** A status over a fresh connection, or the connection error's code. */
export function statusOf(port: number, urlPath: string): Promise<number | string> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path: urlPath, agent: false, timeout: 5_000 }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' })));
    req.on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? String(err)));
    req.end();
  });
}

const tail = (text: string, lines = 40) => text.split('\n').slice(-lines).join('\n');

/** Processes this module started, killed when the process exits whatever happened (a failed test, Ctrl-C). */
const started = new Set<ChildProcess>();
let exitHook = false;
function track(child: ChildProcess) {
  started.add(child);
  child.once('exit', () => started.delete(child));
  if (!exitHook) {
    exitHook = true;
    process.once('exit', () => {
      for (const c of started) c.kill('SIGKILL');
    });
  }
}

export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const count = options.instances ?? 2;
  if (count < 2 || count > 3) throw new Error('a cluster has 2 or 3 instances (deploy/haproxy.cfg: APP1, APP2, APP3)');
  const haproxy = spawnSync(HAPROXY_BIN, ['-v'], { encoding: 'utf8' });
  if (haproxy.status !== 0) throw new Error('haproxy is not installed: apt-get install -y haproxy (bash .ci/run does it)');
  const say = options.log ?? (() => {});
  const base = options.portBase;
  const lbPort = base ?? (await freePort());
  const appPorts = base ? Array.from({ length: count }, (_, i) => base + 1 + i) : await Promise.all(Array.from({ length: count }, freePort));
  const keyPort = base ? base + 99 : await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'eternity-cluster-'));
  const cleanups: (() => Promise<void> | void)[] = [];
  const run = { closed: false };

  try {
    // The ID tokens' keys, served as Google serves its own (a JWKS document).
    const { publicKey, privateKey } = await generateKeyPair('RS256');
    const jwk = { ...(await exportJWK(publicKey)), kid: 'cluster-key', alg: 'RS256', use: 'sig' };
    const keyServer: Server = createHttpServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=3600' });
      res.end(JSON.stringify({ keys: [jwk] }));
    });
    await new Promise<void>((resolve, reject) => keyServer.once('error', reject).listen(keyPort, '127.0.0.1', () => resolve()));
    cleanups.push(() => new Promise<void>((resolve) => keyServer.close(() => resolve())));

    // A fresh database, dropped by close().
    const adminUrl = options.adminDatabaseUrl ?? process.env.CLUSTER_ADMIN_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    const dbName = `eternity_cluster_${randomBytes(5).toString('hex')}`;
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database "${dbName}"`);
    cleanups.push(async () => {
      await admin.unsafe(`drop database if exists "${dbName}" with (force)`).catch((err: Error) => say(`could not drop ${dbName}: ${err.message}`));
      await admin.end();
    });
    const dbUrl = new URL(adminUrl);
    dbUrl.pathname = `/${dbName}`;
    const databaseUrl = dbUrl.toString();
    const redisUrl = options.redisUrl ?? process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379/11';
    const url = `http://127.0.0.1:${lbPort}`;

    // What an operator sets on every instance (README "Deploying beyond one machine"), generated for this cluster.
    const env: Record<string, string> = {
      APP_MODE: 'deployment',
      NODE_ENV: 'production',
      ENV_FILE: 'none',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      SITE_URL: url,
      TRUST_PROXY: '1',
      JWT_SECRET: randomBytes(48).toString('base64url'),
      CONTACT_API_TOKEN: randomBytes(24).toString('base64url'),
      METRICS_TOKEN: randomBytes(24).toString('base64url'),
      SUPER_ADMIN_EMAIL: 'operator@cluster.example',
      SUPER_ADMIN_PASSWORD: randomBytes(18).toString('base64url'),
      IDENTITY_PROVIDER: 'firebase',
      FIREBASE_PROJECT_ID: FIREBASE_PROJECT,
      FIREBASE_JWKS_URL: `http://127.0.0.1:${keyPort}/jwks.json`,
      ...options.env,
    };

    const instances: Instance[] = appPorts.map((port, i) => {
      const name = `app${i + 1}`;
      const dataDir = path.join(dir, name);
      const logFile = path.join(dir, `${name}.log`);
      let child: ChildProcess | undefined;
      let exited: Promise<number> | undefined;
      const running = () => child !== undefined && child.exitCode === null && child.signalCode === null;
      const log = () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : '');
      return {
        name,
        port,
        dataDir,
        logFile,
        pid: () => (running() ? child!.pid : undefined),
        running,
        spawn() {
          if (running()) throw new Error(`${name} is running`);
          const fd = openSync(logFile, 'a');
          child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
            cwd: ROOT,
            env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env, PORT: String(port), DATA_DIR: dataDir },
            stdio: ['ignore', fd, fd],
          });
          closeSync(fd);
          track(child);
          const c = child;
          exited = new Promise((resolve) => c.once('exit', (code, sig) => resolve(code ?? 128 + (sig ? constants.signals[sig] : 0))));
        },
        async waitReady(timeoutMs = 120_000) {
          const deadline = Date.now() + timeoutMs;
          for (;;) {
            if (!running()) throw new Error(`${name} exited before it was ready:\n${tail(log())}`);
            if ((await statusOf(port, '/api/health/ready')) === 200) return;
            if (Date.now() > deadline) throw new Error(`${name} not ready after ${timeoutMs} ms:\n${tail(log())}`);
            await sleep(200);
          }
        },
        async signal(sig) {
          if (!child || !exited) throw new Error(`${name} was never started`);
          if (running()) child.kill(sig);
          return exited;
        },
        log,
        outbox() {
          const file = path.join(dataDir, 'outbox.jsonl');
          if (!existsSync(file)) return [];
          return readFileSync(file, 'utf8')
            .split('\n')
            .filter(Boolean)
            .map((line) => JSON.parse(line) as { to: string; replyTo?: string; subject: string });
        },
      };
    });
    cleanups.push(async () => {
      await Promise.all(instances.map((inst) => (inst.running() ? inst.signal('SIGKILL') : undefined)));
    });

    // All at the same moment, on the empty database: migrations and seeding race (docs/decisions/0057, 0058).
    say(`starting ${count} instances on ${databaseUrl} (Redis ${redisUrl})`);
    for (const inst of instances) inst.spawn();
    await Promise.all(instances.map((inst) => inst.waitReady()));

    // HAProxy with the repository's configuration; the addresses come from the environment.
    const haproxyLogFile = path.join(dir, 'haproxy.log');
    const lbEnv: Record<string, string> = { LB_BIND: `127.0.0.1:${lbPort}` };
    instances.forEach((inst, i) => (lbEnv[`APP${i + 1}`] = `127.0.0.1:${inst.port}`));
    const fd = openSync(haproxyLogFile, 'a');
    const lb = spawn(HAPROXY_BIN, ['-db', '-f', HAPROXY_CONFIG], { env: { PATH: process.env.PATH ?? '', ...lbEnv }, stdio: ['ignore', fd, fd] });
    closeSync(fd);
    track(lb);
    const lbExited = new Promise<void>((resolve) => lb.once('exit', () => resolve()));
    cleanups.push(async () => {
      if (lb.exitCode === null && lb.signalCode === null) lb.kill('SIGTERM');
      await Promise.race([lbExited, sleep(3_000)]);
      if (lb.exitCode === null && lb.signalCode === null) lb.kill('SIGKILL');
    });
    const haproxyLog = () => (existsSync(haproxyLogFile) ? readFileSync(haproxyLogFile, 'utf8') : '');
    // Up when the balancer answers ready (its health checks have found an instance up).
    const deadline = Date.now() + 30_000;
    while ((await statusOf(lbPort, '/api/health/ready')) !== 200) {
      if (lb.exitCode !== null || lb.signalCode !== null) throw new Error(`haproxy exited:\n${tail(haproxyLog())}`);
      if (Date.now() > deadline) throw new Error(`the balancer never answered ready:\n${tail(haproxyLog())}`);
      await sleep(200);
    }
    say(`balancer: ${url} → ${instances.map((inst) => `${inst.name} :${inst.port}`).join(', ')}; files in ${dir}`);

    return {
      url,
      lbPort,
      instances,
      databaseUrl,
      redisUrl,
      env,
      async idToken(claims = {}) {
        const now = Math.floor(Date.now() / 1000);
        const sub = `cluster-${randomBytes(6).toString('hex')}`;
        return new SignJWT({
          iss: `https://securetoken.google.com/${FIREBASE_PROJECT}`,
          aud: FIREBASE_PROJECT,
          sub,
          iat: now,
          exp: now + 3600,
          auth_time: now,
          email: `${sub}@people.example`,
          email_verified: true,
          name: 'Cluster Person',
          firebase: { sign_in_provider: 'google.com', identities: {} },
          ...claims,
        })
          .setProtectedHeader({ alg: 'RS256', kid: 'cluster-key' })
          .sign(privateKey);
      },
      haproxyLog,
      async close({ keepFiles = false } = {}) {
        if (run.closed) return;
        run.closed = true;
        for (const cleanup of cleanups.reverse()) await cleanup();
        if (!keepFiles) rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => {});
    say(`files left in ${dir}`);
    throw err;
  }
}

// ── npm run cluster ────────────────────────────────────────────────────────────────────────────────────────────────
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const arg = (name: string) => {
    const i = process.argv.indexOf(name);
    return i === -1 ? undefined : process.argv[i + 1];
  };
  const log = (line: string) => console.log(`[cluster] ${line}`);
  // The built app, built once (as `npm start` does): each instance serves dist/ and the API.
  const { buildIfStale } = (await import(path.join(ROOT, 'scripts', 'build-if-stale.mjs'))) as { buildIfStale: (root: string) => boolean };
  buildIfStale(ROOT);
  const portBase = process.env.CLUSTER_PORT_BASE ? Number(process.env.CLUSTER_PORT_BASE) : undefined;
  const cluster = await startCluster({ instances: Number(arg('--instances') ?? 2), portBase, log });
  log(`open ${cluster.url}; a Firebase ID token for POST ${cluster.url}/api/user {"provider":"google","token":…}:`);
  log(await cluster.idToken());
  log(`contact token (the book-demo 'token' header): ${cluster.env.CONTACT_API_TOKEN}; Ctrl-C stops everything`);
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    log('stopping');
    void cluster.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
