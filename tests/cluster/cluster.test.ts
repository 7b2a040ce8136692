import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { request } from 'node:http';
import path from 'node:path';
import type { HumanCheckChallenge } from '@contract/human-check';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HAPROXY_BIN, startCluster, statusOf, type Cluster, type Instance } from '../../scripts/cluster';

// Issue 25 item 1 (docs/decisions/0058): the built app as two deployment instances on one PostgreSQL database and one
// Redis behind HAProxy with deploy/haproxy.cfg (scripts/cluster.ts), and every request of this file goes through the
// balancer. Which instance answered is HAProxy's X-Served-By header; round robin sends the next request to the next
// instance, so `on(name, …)` first sends cheap probes until the one before `name` has answered.

const ROOT = path.resolve(import.meta.dirname, '../..');
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
const TEST_REDIS_URL = process.env.TEST_REDIS_URL;
const HAPROXY = spawnSync(HAPROXY_BIN, ['-v']).status === 0;
const missing = [!HAPROXY && 'haproxy', !TEST_DATABASE_URL && 'TEST_DATABASE_URL', !TEST_REDIS_URL && 'TEST_REDIS_URL'].filter(Boolean);
if (missing.length > 0) {
  // Under CI the cluster is tested or the run fails; elsewhere it skips and says why.
  if (process.env.CI) throw new Error(`cluster suite: ${missing.join(', ')} missing under CI (bash .ci/run provides them)`);
  console.warn(`cluster suite skipped: ${missing.join(', ')} missing (bash .ci/run provides them)`);
}

const RUN = randomBytes(3).toString('hex');
const shipped = (JSON.parse(readFileSync(path.join(ROOT, 'server/src/db/migrations/meta/_journal.json'), 'utf8')) as { entries: unknown[] }).entries.length;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** An address of 127/8 to send from: HAProxy forwards it (X-Forwarded-For) and the per-IP limits count it. */
const sourceIp = () => `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

interface Reply {
  status: number;
  body: { message?: string; data?: Record<string, unknown> } & Record<string, unknown>;
  servedBy?: string;
  /** The connection error's code when there was no reply (status 0). */
  error?: string;
  at: number;
}

let cluster: Cluster;
let sql: postgres.Sql;
/** Every booking acknowledged under load, for the backup check at the end. */
const acknowledged: string[] = [];

function call(
  method: string,
  urlPath: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string>; from?: string } = {},
): Promise<Reply> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: cluster.lbPort,
        method,
        path: urlPath,
        agent: false,
        localAddress: options.from,
        timeout: 20_000,
        headers: {
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...options.headers,
        },
      },
      (res) => {
        let text = '';
        res.on('data', (d: Buffer) => (text += d.toString()));
        res.on('end', () => {
          let body: Reply['body'];
          try {
            body = JSON.parse(text) as Reply['body'];
          } catch {
            body = { text };
          }
          resolve({ status: res.statusCode ?? 0, body, servedBy: res.headers['x-served-by'] as string | undefined, at: Date.now() });
        });
        res.on('error', (err: NodeJS.ErrnoException) => resolve({ status: 0, body: {}, error: err.code ?? String(err), at: Date.now() }));
      },
    );
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' })));
    req.on('error', (err: NodeJS.ErrnoException) => resolve({ status: 0, body: {}, error: err.code ?? String(err), at: Date.now() }));
    req.end(payload);
  });
}

/** Sends `send` so that round robin hands it to `name`, and checks that it did. */
async function on(name: string, send: () => Promise<Reply>): Promise<Reply> {
  const order = cluster.instances.map((inst) => inst.name);
  const before = order[(order.indexOf(name) - 1 + order.length) % order.length];
  for (let i = 0; i < 20; i++) if ((await call('GET', '/api/health/live')).servedBy === before) break;
  const reply = await send();
  expect(reply.servedBy, `round robin was to send this to ${name}`).toBe(name);
  return reply;
}

/** Until the balancer hands a request to `name` (its health checks found it up). */
async function servedThrough(name: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await call('GET', '/api/health/live')).servedBy !== name) {
    if (Date.now() > deadline) throw new Error(`the balancer never sent a request to ${name}:\n${cluster.haproxyLog().slice(-2000)}`);
    await sleep(100);
  }
}

const contact = () => ({ token: cluster.env.CONTACT_API_TOKEN!, versionNumber: 'v2' });

/** A Firebase sign-in (POST /api/user with an ID token) on the named instance. */
async function signIn(name: string): Promise<{ accessToken: string; refreshToken: string; userId: string }> {
  const token = await cluster.idToken();
  const reply = await on(name, () => call('POST', '/api/user', { body: { provider: 'google', token } }));
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  const data = reply.body.data as { accessToken: string; refreshToken: string; user: { _id: string } };
  return { accessToken: data.accessToken, refreshToken: data.refreshToken, userId: data.user._id };
}

function booking(email: string, extra: Record<string, unknown> = {}) {
  return {
    name: 'Cluster Visitor',
    companyName: 'Balanced Loads Ltd',
    businessEmail: email,
    phoneNumber: '+919876543210',
    message: 'A demo, please: booked through the load balancer.',
    ...extra,
  };
}

/** A lead (not quarantined), booked on the named instance: a solved human check, as the form sends it, and a plausible start. */
async function leadBooking(email: string, name: string): Promise<Reply> {
  const issued = await call('GET', '/api/meta/human-check', { headers: contact() });
  expect(issued.status, JSON.stringify(issued.body)).toBe(200);
  const challenge = (issued.body.data as { challenge: HumanCheckChallenge }).challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the human-check challenge was not solved');
  const humanCheck = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  const body = booking(email, { humanCheck, startedAt: Date.now() - 5_000 });
  return on(name, () => call('POST', '/api/meta/book-demo', { headers: contact(), body, from: sourceIp() }));
}

async function stored(emails: string[]): Promise<Map<string, number>> {
  const rows = await sql<{ email: string; n: number }[]>`
    select business_email as email, count(*)::int as n from booked_demos where business_email in ${sql(emails)} group by business_email`;
  return new Map(rows.map((r) => [r.email, r.n]));
}

/** Each booking's two mails (the sales notification, Reply-To the visitor, and the visitor's confirmation), in every outbox. */
function mailsOf(email: string): { notifications: number; confirmations: number } {
  const all = cluster.instances.flatMap((inst) => inst.outbox());
  return { notifications: all.filter((m) => m.replyTo === email).length, confirmations: all.filter((m) => m.to === email).length };
}

// ── Booking load: workers send bookings without pause for thought, each with an address of its own ─────────────

interface Load {
  acknowledged(): number;
  /** Stops sending, waits for what is in flight and counts against the database. */
  stop(): Promise<Figures>;
  acks: { email: string; servedBy?: string; at: number }[];
}
interface Figures {
  sent: number;
  acknowledged: number;
  lost: number;
  unacknowledged: number;
  failedAttempts: number;
  storedTwice: number;
  refused: string[];
}

function bookingLoad(label: string, workers = 3): Load {
  let next = 0;
  let stopped = false;
  const emails: string[] = [];
  const acks: Load['acks'] = [];
  const unacknowledged: string[] = [];
  const refused: string[] = [];
  let failedAttempts = 0;
  const worker = async () => {
    while (!stopped) {
      const n = next++;
      // Unique address and domain: the per-address and per-domain limits never get in the way.
      const email = `${label}-${n}@${label}${n}-${RUN}.example`;
      emails.push(email);
      let acked = false;
      // A request in flight on an instance that dies gets no reply (HAProxy answers 502): the client tries again.
      for (let attempt = 0; attempt < 5 && !acked; attempt++) {
        const reply = await call('POST', '/api/meta/book-demo', { headers: contact(), body: booking(email), from: sourceIp() });
        if (reply.status === 200 && reply.body.message === 'Successully sent email.') {
          acks.push({ email, servedBy: reply.servedBy, at: reply.at });
          acked = true;
        } else if (reply.status === 0 || reply.status >= 500) {
          failedAttempts++;
          await sleep(200);
        } else {
          refused.push(`${reply.status} ${JSON.stringify(reply.body)}`);
          break;
        }
      }
      if (!acked) unacknowledged.push(email);
      await sleep(40);
    }
  };
  const running = Promise.all(Array.from({ length: workers }, worker));
  return {
    acks,
    acknowledged: () => acks.length,
    async stop() {
      stopped = true;
      await running;
      acknowledged.push(...acks.map((a) => a.email));
      const rows = await stored(emails);
      return {
        sent: emails.length,
        acknowledged: acks.length,
        lost: acks.filter((a) => !rows.has(a.email)).length,
        unacknowledged: unacknowledged.length,
        failedAttempts,
        storedTwice: [...rows.values()].filter((n) => n > 1).length,
        refused,
      };
    },
  };
}

async function until(what: string, condition: () => boolean | Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

function print(round: string, f: Figures) {
  console.log(
    `[cluster] ${round}: requests sent ${f.sent}, acknowledged ${f.acknowledged}, lost ${f.lost} ` +
      `(attempts that failed and were retried by the client ${f.failedAttempts}, unacknowledged ${f.unacknowledged}, stored twice ${f.storedTwice})`,
  );
}

describe.skipIf(missing.length > 0)('a load-balanced cluster: two deployment instances behind HAProxy', () => {
  beforeAll(async () => {
    // The built app, built once (no-op when the browser suite has just built it).
    const { buildIfStale } = (await import(path.join(ROOT, 'scripts', 'build-if-stale.mjs'))) as { buildIfStale: (root: string) => boolean };
    buildIfStale(ROOT);
    const redis = new URL(TEST_REDIS_URL!);
    redis.pathname = '/11'; // a Redis database of its own; the limits' keys carry random client addresses
    cluster = await startCluster({ instances: 2, adminDatabaseUrl: TEST_DATABASE_URL, redisUrl: redis.toString() });
    sql = postgres(cluster.databaseUrl, { max: 2, onnotice: () => {} });
  }, 240_000);

  afterAll(async () => {
    await sql?.end();
    await cluster?.close();
  });

  it('two instances started at the same moment on an empty database both come up, migrate once and seed once', async () => {
    for (const inst of cluster.instances) {
      expect(inst.running(), inst.log()).toBe(true);
      expect(await statusOf(inst.port, '/api/health/ready')).toBe(200);
    }
    const served = new Set<string | undefined>();
    for (let i = 0; i < 4; i++) served.add((await call('GET', '/api/health/ready')).servedBy);
    expect([...served].sort()).toEqual(['app1', 'app2']);
    const [migrations] = await sql<{ n: number }[]>`select count(*)::int as n from drizzle.__drizzle_migrations`;
    expect(migrations!.n).toBe(shipped);
    const [admins] = await sql<{ n: number }[]>`select count(*)::int as n from super_admins`;
    expect(admins!.n).toBe(1);
    // The built SPA, through the balancer.
    const page = await call('GET', '/');
    expect(page.status).toBe(200);
    expect(String(page.body.text)).toContain('<div id="root"');
  });

  it('a sign-in made on one instance is used and refreshed on the other', async () => {
    const person = await signIn('app1');
    const me = await on('app2', () => call('GET', '/api/user', { token: person.accessToken }));
    expect(me.status, JSON.stringify(me.body)).toBe(200);
    expect((me.body.data as { user: { _id: string } }).user._id).toBe(person.userId);
    const refreshed = await on('app2', () => call('PATCH', '/api/user/refresh-token', { body: { refreshToken: person.refreshToken } }));
    expect(refreshed.status, JSON.stringify(refreshed.body)).toBe(200);
    const access = (refreshed.body.data as { accessToken: string }).accessToken;
    const back = await on('app1', () => call('GET', '/api/user', { token: access }));
    expect(back.status).toBe(200);
  });

  it('a logout on one instance is refused on the other within a second, though the other had just seen the session live', async () => {
    const person = await signIn('app2');
    // The other instance has just checked this session (and remembers it live for a moment).
    expect((await on('app2', () => call('GET', '/api/user', { token: person.accessToken }))).status).toBe(200);
    const out = await on('app1', () => call('POST', '/api/user/logout', { token: person.accessToken }));
    const loggedOutAt = Date.now();
    expect(out.status, JSON.stringify(out.body)).toBe(200);
    let there = await on('app2', () => call('GET', '/api/user', { token: person.accessToken }));
    while (there.status === 200 && Date.now() - loggedOutAt < 3000) {
      await new Promise((r) => setTimeout(r, 50));
      there = await on('app2', () => call('GET', '/api/user', { token: person.accessToken }));
    }
    const refusedAfter = Date.now() - loggedOutAt;
    console.info(`cluster: the other instance refused the logged-out token after ${refusedAfter} ms`);
    expect(there.status).toBe(401);
    expect(refusedAfter, 'ms until the other instance refuses it').toBeLessThanOrEqual(1000);
    const here = await on('app1', () => call('GET', '/api/user', { token: person.accessToken }));
    expect(here.status).toBe(401);
    const refresh = await on('app2', () => call('PATCH', '/api/user/refresh-token', { body: { refreshToken: person.refreshToken } }));
    expect(refresh.status).toBe(401);
  });

  it('rate limits are shared (Redis): five bookings per address in all, whichever instance takes them', async () => {
    const email = `limited-${RUN}@limits-${RUN}.example`;
    const from = sourceIp();
    const replies: Reply[] = [];
    for (let i = 0; i < 6; i++) replies.push(await call('POST', '/api/meta/book-demo', { headers: contact(), body: booking(email), from }));
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 429]);
    // Round robin spread them: each instance alone would have allowed five.
    expect(new Set(replies.slice(0, 5).map((r) => r.servedBy))).toEqual(new Set(['app1', 'app2']));
    expect((await stored([email])).get(email)).toBe(5);
  });

  const leads = [0, 1, 2, 3].map((i) => `lead-${i}-${RUN}@leads-${RUN}.example`);

  it("a booking's mails are sent once, by one instance", async () => {
    // Two on each instance: each kicks its own mail worker, and both sweep the same queue.
    for (const [i, email] of leads.entries()) {
      const reply = await leadBooking(email, i % 2 === 0 ? 'app1' : 'app2');
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    }
    await until('every lead mailed', async () => {
      const rows = await sql<{ n: number }[]>`
        select count(*)::int as n from booked_demos where business_email in ${sql(leads)} and mail_state = 'sent'`;
      return rows[0]!.n === leads.length;
    });
    for (const email of leads) expect(mailsOf(email), email).toEqual({ notifications: 1, confirmations: 1 });
  });

  it('a device code approved through one instance is polled through the other', async () => {
    const issued = await on('app1', () => call('POST', '/api/device/code', { body: { name: 'Cluster Screen', platform: 'VR' } }));
    expect(issued.status, JSON.stringify(issued.body)).toBe(200);
    const { deviceCode, userCode } = issued.body.data as { deviceCode: string; userCode: string };
    const person = await signIn('app1');
    const approved = await on('app2', () => call('POST', '/api/user/code', { token: person.accessToken, body: { code: userCode, decision: 'allow' } }));
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const tokens = await on('app1', () => call('POST', '/api/device/token', { body: { deviceCode } }));
    expect(tokens.status, JSON.stringify(tokens.body)).toBe(200);
    const screen = tokens.body.data as { accessToken: string; user: { _id: string } };
    expect(screen.user._id).toBe(person.userId);
    const me = await on('app2', () => call('GET', '/api/user', { token: screen.accessToken }));
    expect(me.status).toBe(200);
  });

  it('SIGKILL under booking load: every acknowledged booking is stored and the survivor takes the traffic', async () => {
    const [victim, survivor] = cluster.instances as [Instance, Instance];
    const load = bookingLoad('kill');
    await until('bookings under way', () => load.acknowledged() >= 20);
    expect(await victim.signal('SIGKILL')).toBe(137);
    // A reply the victim wrote just before it died may still be on its way: half a second later, only the survivor answers.
    const settled = Date.now() + 500;
    const afterKill = () => load.acks.filter((a) => a.at > settled);
    await until('bookings after the kill', () => afterKill().length >= 30);
    const figures = await load.stop();
    print('SIGKILL round', figures);

    expect(figures.refused).toEqual([]);
    expect(figures.lost).toBe(0);
    expect(figures.unacknowledged).toBe(0);
    expect(new Set(afterKill().map((a) => a.servedBy))).toEqual(new Set([survivor.name]));
    await until('HAProxy marks the killed instance down', () => cluster.haproxyLog().includes(`Server api/${victim.name} is DOWN`), 10_000);

    // Back in: started again, it joins the rotation once its ready checks pass.
    victim.spawn();
    await victim.waitReady();
    await servedThrough(victim.name);
  });

  it('a rolling restart under booking load (SIGTERM, wait, start, next) answers every request and loses nothing', async () => {
    const load = bookingLoad('roll');
    await until('bookings under way', () => load.acknowledged() >= 10);
    for (const inst of cluster.instances) {
      expect(await inst.signal('SIGTERM'), inst.log().slice(-2000)).toBe(0);
      inst.spawn();
      await inst.waitReady();
      await servedThrough(inst.name);
    }
    const before = load.acknowledged();
    await until('bookings after the restart', () => load.acknowledged() >= before + 10);
    const figures = await load.stop();
    print('rolling restart', figures);

    expect(figures.refused).toEqual([]);
    expect(figures.lost).toBe(0);
    expect(figures.unacknowledged).toBe(0);
    // The drain took each instance out of the rotation before it stopped accepting connections: no client retried.
    expect(figures.failedAttempts).toBe(0);
    for (const inst of cluster.instances) expect(inst.log()).toMatch(/listener closed; stopping the queues/);
    // The restarts swept the mail queue again: still one mail of each kind per lead.
    for (const email of leads) expect(mailsOf(email), email).toEqual({ notifications: 1, confirmations: 1 });
  });

  it('a backup (pg_dump) restored into a new database holds every acknowledged booking, and db:migrate accepts it', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'eternity-backup-'));
    const restoredName = `eternity_restore_${RUN}`;
    const admin = postgres(TEST_DATABASE_URL!, { max: 1, onnotice: () => {} });
    const restoredUrl = new URL(cluster.databaseUrl);
    restoredUrl.pathname = `/${restoredName}`;
    try {
      // README "Deploying beyond one machine", Backup and restore: the same commands.
      const dump = path.join(dir, 'eternity.dump');
      execFileSync('pg_dump', ['--format=custom', `--file=${dump}`, `--dbname=${cluster.databaseUrl}`]);
      await admin.unsafe(`create database "${restoredName}"`);
      execFileSync('pg_restore', ['--no-owner', `--dbname=${restoredUrl.toString()}`, dump]);
      const restored = postgres(restoredUrl.toString(), { max: 1, onnotice: () => {} });
      try {
        expect(acknowledged.length).toBeGreaterThan(100);
        const rows = await restored<{ email: string }[]>`select business_email as email from booked_demos where business_email in ${restored(acknowledged)}`;
        expect(new Set(rows.map((r) => r.email)).size).toBe(acknowledged.length);
        const count = async (db: postgres.Sql, table: string) => (await db.unsafe<{ n: number }[]>(`select count(*)::int as n from ${table}`))[0]!.n;
        for (const table of ['booked_demos', 'super_admins', 'metaverse_users', 'refresh_tokens', 'audit_events']) {
          expect(await count(restored, table), table).toBe(await count(sql, table));
        }
      } finally {
        await restored.end();
      }
      const migrated = execFileSync(process.execPath, ['--import', 'tsx', 'server/src/db/migrate-cli.ts'], {
        cwd: ROOT,
        env: { PATH: process.env.PATH, ENV_FILE: 'none', DATABASE_URL: restoredUrl.toString() },
        encoding: 'utf8',
      });
      expect(migrated).toMatch(/\[db:migrate\] postgres: migrations applied/);
    } finally {
      await admin.unsafe(`drop database if exists "${restoredName}" with (force)`);
      await admin.end();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
