import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { ErrorReplySchema } from '@contract/common';
import { MESSAGES } from '@contract/messages';
import { Hono } from 'hono';
import { Redis } from 'ioredis';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../server/src/app';
import { loadEnv } from '../../server/src/env';
import type { AppEnv } from '../../server/src/hono-env';
import { clientIp, normalizeEmail, normalizeIp, RATE_LIMIT_POLICY } from '../../server/src/rate-limit/route-limits';
import { createMemoryLimiter, createRateLimiter, createRedisLimiter, type RateLimiter } from '../../server/src/rate-limit';
import {
  DB_KINDS,
  expectNothingLeaked,
  givenDashboardUser,
  givenSuperAdmin,
  makeTestApp,
  type Reply,
  type RequestOptions,
  type TestApp,
} from './helpers';

// Abuse limits (docs/decisions/0006-abuse-limits.md, 0016-abuse-limits-with-rate-limiter-flexible.md): counted with
// rate-limiter-flexible, in memory or in Redis. The Redis tests run when TEST_REDIS_URL names one (as
// TEST_DATABASE_URL adds PostgreSQL), and then fail if it cannot be reached.

const REDIS_URL = process.env.TEST_REDIS_URL ?? '';
const withRedis = REDIS_URL !== '';
if (process.env.CI && !withRedis) throw new Error('Redis: TEST_REDIS_URL is not set under CI (bash .ci/run sets it)');

type StoreKind = 'memory' | 'redis';
const STORES: StoreKind[] = withRedis ? ['memory', 'redis'] : ['memory'];

// Every Redis key a test writes lives under one random prefix of this run: removed at the end, never shared.
const RUN_PREFIX = `test:rl:${randomBytes(6).toString('hex')}:`;
const opened: RateLimiter[] = [];
afterAll(async () => {
  await Promise.all(opened.map((l) => l.close()));
  if (!withRedis) return;
  const cleaner = new Redis(REDIS_URL);
  const keys = await cleaner.keys(`${RUN_PREFIX}*`);
  if (keys.length > 0) await cleaner.del(...keys);
  await cleaner.quit();
});

/**
 * A fresh store of the kind; Redis ones get their own prefix under the run's, and are connected before use (until
 * then the store counts in memory, which is not what these tests are about).
 */
async function makeStore(kind: StoreKind): Promise<RateLimiter> {
  if (kind === 'memory') return createMemoryLimiter();
  return redisStore(`${RUN_PREFIX}${randomBytes(3).toString('hex')}:`);
}
async function redisStore(prefix: string) {
  const store = createRedisLimiter({ url: REDIS_URL, prefix });
  opened.push(store);
  if (store.client.status !== 'ready') await once(store.client, 'ready');
  return store;
}

/**
 * rate-limiter-flexible's windows run on Date, not on the app's clock: a test that needs a window to pass fakes Date
 * (only Date: timers, sockets and the databases keep real time) and moves both.
 */
function fakeDate() {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
}
function later(t: TestApp, seconds: number) {
  t.clock.advance(seconds);
  vi.setSystemTime(Date.now() + seconds * 1000);
}

function expect429(res: Reply, retryAfter?: number) {
  expect(res.status, res.text).toBe(429);
  expect(ErrorReplySchema.parse(res.body).message).toBe(MESSAGES.tooManyRequests);
  expect(res.body.errors.details[0].message).toBe(MESSAGES.tooManyRequests);
  const header = Number(res.headers.get('retry-after'));
  expect(header).toBeGreaterThan(0);
  if (retryAfter !== undefined) expect(header).toBe(retryAfter);
}

/** A request to an app built over another store than the test app's (same shape as `t.request`). */
async function requestOn(t: TestApp, app: ReturnType<typeof createApp>, method: string, url: string, opts: RequestOptions = {}): Promise<Reply> {
  const headers: Record<string, string> = { accept: 'application/json', ...opts.headers };
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  const res = await app.request(url, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
  const text = await res.text();
  t.replies.push(text);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: res.status, body, text, headers: res.headers };
}

describe('configuration', () => {
  it('defaults leave room for normal use from one address (SPEC: 100 logins, 300 refreshes, 20 bookings / 5 min)', () => {
    const config = loadEnv({ JWT_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp/unused' });
    expect(config.rateLimit).toEqual({
      login: 100,
      refresh: 300,
      bookDemo: 20,
      bookDemoEmail: 5,
      bookDemoEmailWindowSeconds: 3600,
      bookDemoDomain: 20,
      bookDemoDomainWindowSeconds: 3600,
      formOpen: 120,
      windowSeconds: 300,
      failedLogin: 10,
      failedLoginWindowSeconds: 900,
      failedLoginAccount: 20,
      trustProxy: 0,
      clientCountryHeader: undefined,
    });
  });

  it('reads every limit from the environment', () => {
    const config = loadEnv({
      JWT_SECRET: 'x'.repeat(32),
      DATA_DIR: '/tmp/unused',
      RATE_LIMIT_LOGIN: '7',
      RATE_LIMIT_REFRESH: '8',
      RATE_LIMIT_BOOK_DEMO: '9',
      RATE_LIMIT_BOOK_DEMO_EMAIL: '4',
      RATE_LIMIT_BOOK_DEMO_EMAIL_WINDOW_SECONDS: '600',
      RATE_LIMIT_BOOK_DEMO_DOMAIN: '6',
      RATE_LIMIT_BOOK_DEMO_DOMAIN_WINDOW_SECONDS: '700',
      RATE_LIMIT_FORM_OPEN: '11',
      RATE_LIMIT_WINDOW_SECONDS: '60',
      RATE_LIMIT_FAILED_LOGIN: '3',
      RATE_LIMIT_FAILED_LOGIN_WINDOW_SECONDS: '120',
      RATE_LIMIT_FAILED_LOGIN_ACCOUNT: '30',
      TRUST_PROXY: '2',
      CLIENT_COUNTRY_HEADER: 'CF-IPCountry',
    });
    expect(config.rateLimit).toEqual({
      login: 7,
      refresh: 8,
      bookDemo: 9,
      bookDemoEmail: 4,
      bookDemoEmailWindowSeconds: 600,
      bookDemoDomain: 6,
      bookDemoDomainWindowSeconds: 700,
      formOpen: 11,
      windowSeconds: 60,
      failedLogin: 3,
      failedLoginWindowSeconds: 120,
      failedLoginAccount: 30,
      trustProxy: 2,
      clientCountryHeader: 'cf-ipcountry',
    });
    expect(() => loadEnv({ JWT_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp/unused', RATE_LIMIT_LOGIN: '0' })).toThrow(
      /RATE_LIMIT_LOGIN/,
    );
    expect(() => loadEnv({ JWT_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp/unused', RATE_LIMIT_BOOK_DEMO_DOMAIN: '-1' })).toThrow(
      /RATE_LIMIT_BOOK_DEMO_DOMAIN/,
    );
  });

  it('limits every login and refresh row of the table', () => {
    for (const name of ['superAdminLogin', 'dashboardUserLogin', 'userLogin'] as const) {
      expect(RATE_LIMIT_POLICY[name]).toBe('login');
    }
    for (const name of ['superAdminRefresh', 'dashboardUserRefresh', 'userRefresh'] as const) {
      expect(RATE_LIMIT_POLICY[name]).toBe('refresh');
    }
    expect(RATE_LIMIT_POLICY.bookDemo).toBe('bookDemo');
  });

  it('uses Redis when REDIS_URL is set, else memory', async () => {
    expect(createRateLimiter({}).onStoreError).toBeUndefined();
    if (!withRedis) return;
    const store = createRateLimiter({ redisUrl: REDIS_URL }) as RateLimiter & { client: Redis };
    opened.push(store);
    expect(store.client).toBeInstanceOf(Redis);
  });
});

describe('business emails are counted per mailbox', () => {
  it.each([
    ['victim@x.example', 'victim@x.example', 'x.example'],
    ['Victim+1@X.Example', 'victim@x.example', 'x.example'],
    [' victim+news+2@x.example ', 'victim@x.example', 'x.example'],
    ['first.last@example.com', 'first.last@example.com', 'example.com'],
    ['First.Last+tag@GoogleMail.com', 'firstlast@gmail.com', 'gmail.com'],
    ['f.i.r.s.t@gmail.com', 'first@gmail.com', 'gmail.com'],
    ['+only@x.example', '+only@x.example', 'x.example'],
  ])('%j → %s', (input, address, domain) => {
    expect(normalizeEmail(input)).toEqual({ address, domain });
  });

  it('is nothing for what is no address', () => {
    for (const input of ['', 'no-at-sign', '@x.example', 'victim@']) expect(normalizeEmail(input)).toBeUndefined();
  });
});

describe.each(STORES)('the %s store', (kind) => {
  const refused = (settled: PromiseSettledResult<unknown>[]) =>
    settled.filter((s): s is PromiseRejectedResult => s.status === 'rejected');

  it('consumes atomically: of 40 parallel attempts on a limit of 10, exactly 10 pass; the rest learn the time left', async () => {
    const limit = (await makeStore(kind)).limit('parallel', 10, 60);
    const settled = await Promise.allSettled(Array.from({ length: 40 }, () => limit.consume('k')));
    expect(settled.filter((s) => s.status === 'fulfilled')).toHaveLength(10);
    const rejected = refused(settled);
    expect(rejected).toHaveLength(30);
    for (const { reason } of rejected) {
      expect(reason).toBeInstanceOf(RateLimiterRes);
      expect((reason as RateLimiterRes).msBeforeNext).toBeGreaterThan(55_000);
      expect((reason as RateLimiterRes).msBeforeNext).toBeLessThanOrEqual(60_000);
    }
  });

  it('keeps limits and keys apart; reward gives a point back, delete forgets the key', async () => {
    const store = await makeStore(kind);
    const a = store.limit('a', 2, 60);
    const b = store.limit('b', 2, 60);
    await a.consume('k');
    await a.consume('k');
    await expect(a.consume('k')).rejects.toBeInstanceOf(RateLimiterRes);
    await expect(b.consume('k')).resolves.toBeInstanceOf(RateLimiterRes);
    await expect(a.consume('other')).resolves.toBeInstanceOf(RateLimiterRes);
    await a.reward('k', 2);
    await expect(a.consume('k')).resolves.toBeInstanceOf(RateLimiterRes);
    await a.delete('k');
    expect(await a.get('k')).toBeNull();
    expect((await a.get('other'))?.consumedPoints).toBe(1);
  });

  it('gives every app the same limiter for one name, so apps over one store share the counts', async () => {
    const store = await makeStore(kind);
    expect(store.limit('same', 3, 60)).toBe(store.limit('same', 3, 60));
    expect(store.limit('same', 3, 60)).not.toBe(store.limit('same', 4, 60));
  });
});

describe('memory store windows', () => {
  it('open a new window when the old one has passed', async () => {
    fakeDate();
    try {
      const limit = createMemoryLimiter().limit('w', 2, 1);
      await limit.consume('k');
      await limit.consume('k');
      vi.setSystemTime(Date.now() + 999);
      await expect(limit.consume('k')).rejects.toMatchObject({ msBeforeNext: 1 });
      vi.setSystemTime(Date.now() + 1);
      expect((await limit.consume('k')).consumedPoints).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe.each(withRedis ? [REDIS_URL] : [])('redis store (%s)', () => {
  it('keeps each key under its prefix and limit, always with an expiry', async () => {
    const prefix = `${RUN_PREFIX}keys:`;
    const store = await redisStore(prefix);
    await store.limit('login', 5, 60).consume('192.0.2.1');
    await new Promise((r) => setTimeout(r, 20));
    await store.limit('login', 5, 60).consume('192.0.2.1');
    expect(await store.client.get(`${prefix}login:192.0.2.1`)).toBe('2');
    const ttl = await store.client.pttl(`${prefix}login:192.0.2.1`);
    expect(ttl).toBeGreaterThan(55_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  it('expires the window in Redis', async () => {
    const limit = (await makeStore('redis')).limit('short', 1, 1);
    await limit.consume('k');
    await expect(limit.consume('k')).rejects.toBeInstanceOf(RateLimiterRes);
    await new Promise((r) => setTimeout(r, 1_100));
    expect((await limit.consume('k')).consumedPoints).toBe(1);
  });
});

describe('Redis down', () => {
  it("keeps limiting in this process's memory and reports the store's errors", async () => {
    // Nothing listens on port 1: the client never becomes ready.
    const store = createRedisLimiter({ url: 'redis://127.0.0.1:1', prefix: RUN_PREFIX });
    try {
      const errors: unknown[] = [];
      store.onStoreError?.((error) => errors.push(error));
      const limit = store.limit('down', 2, 60);
      await limit.consume('k');
      await limit.consume('k');
      await expect(limit.consume('k')).rejects.toBeInstanceOf(RateLimiterRes);
      await vi.waitFor(() => expect(errors.length).toBeGreaterThan(0), { timeout: 5_000 });
      expect(String(errors[0])).toMatch(/ECONNREFUSED/);
    } finally {
      store.client.disconnect();
    }
  });
});

describe('client address', () => {
  async function ipSeen(trustProxy: number, headers: Record<string, string>, env?: object) {
    const app = new Hono<AppEnv>();
    app.get('/', (c) => c.text(clientIp(c, trustProxy)));
    return (await app.request('/', { headers }, env)).text();
  }

  it('comes from the socket; X-Forwarded-For is ignored unless TRUST_PROXY is set', async () => {
    const env = { incoming: { socket: { remoteAddress: '::ffff:192.0.2.10' } } };
    expect(await ipSeen(0, { 'x-forwarded-for': '203.0.113.9' }, env)).toBe('192.0.2.10');
    expect(await ipSeen(0, {})).toBe('local');
  });

  it('with TRUST_PROXY=n takes the entry the n-th proxy appended, not what the client claimed', async () => {
    const env = { incoming: { socket: { remoteAddress: '10.0.0.2' } } };
    expect(await ipSeen(1, { 'x-forwarded-for': '6.6.6.6, 203.0.113.9' }, env)).toBe('203.0.113.9');
    expect(await ipSeen(2, { 'x-forwarded-for': '6.6.6.6, 203.0.113.9, 10.0.0.1' }, env)).toBe('203.0.113.9');
    expect(await ipSeen(1, { 'x-forwarded-for': 'not an ip' }, env)).toBe('10.0.0.2');
    expect(await ipSeen(2, { 'x-forwarded-for': '203.0.113.9' }, env)).toBe('10.0.0.2');
  });

  it('groups IPv6 addresses by /64', () => {
    expect(normalizeIp('2001:db8:aa:bb:1:2:3:4')).toBe('2001:db8:aa:bb::/64');
    expect(normalizeIp('2001:db8:aa:bb::9')).toBe('2001:db8:aa:bb::/64');
    expect(normalizeIp('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(normalizeIp('::1')).toBe('0:0:0:0::/64');
    expect(normalizeIp('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(normalizeIp('192.0.2.1')).toBe('192.0.2.1');
  });

  it('is the real peer address under @hono/node-server', async () => {
    const app = new Hono<AppEnv>();
    app.get('/', (c) => c.text(clientIp(c, 0)));
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((r) => server.once('listening', r));
    try {
      const { port } = server.address() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}/`, { headers: { 'x-forwarded-for': '6.6.6.6' } });
      expect(await res.text()).toBe('127.0.0.1');
    } finally {
      await new Promise((r) => server.close(r));
    }
  });
});

describe.each(DB_KINDS)('limits on the API on %s', (kind) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof givenSuperAdmin>>;
  const at = (ip: string) => ({ 'x-forwarded-for': ip });
  const login = (ip: string, email: string, password: string) =>
    t.request('POST', '/api/super-admin', { headers: at(ip), body: { email, password } });

  beforeAll(async () => {
    fakeDate();
    t = await makeTestApp({
      kind,
      env: { TRUST_PROXY: '1', RATE_LIMIT_LOGIN: '30', RATE_LIMIT_REFRESH: '3', RATE_LIMIT_FAILED_LOGIN: '10' },
    });
    admin = await givenSuperAdmin(t);
  });
  afterAll(async () => {
    vi.useRealTimers();
    await t?.close();
  });

  it('10 failed logins for one account from one address → 429 with Retry-After, even with the right password', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await login('192.0.2.1', admin.email, 'wrong password')).status).toBe(401);
    }
    const blocked = await login('192.0.2.1', admin.email, admin.password);
    expect429(blocked, 900);
    // The same account from elsewhere, and another account from here, are not affected.
    expect((await login('192.0.2.2', admin.email, admin.password)).status).toBe(200);
    expect((await login('192.0.2.1', 'someone-else@example.com', 'whatever')).status).toBe(404);
    // After 15 minutes the account and address may try again.
    later(t, 15 * 60 + 1);
    expect((await login('192.0.2.1', admin.email, admin.password)).status).toBe(200);
  });

  it('counts unknown accounts (404) as failures too, case-insensitively', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await login('192.0.2.3', i % 2 ? 'Ghost@Example.com' : 'ghost@example.com', 'x')).status).toBe(404);
    }
    expect429(await login('192.0.2.3', 'ghost@example.com', 'x'));
  });

  it('a successful login clears the failures', async () => {
    for (let i = 0; i < 9; i++) await login('192.0.2.4', admin.email, 'wrong password');
    expect((await login('192.0.2.4', admin.email, admin.password)).status).toBe(200);
    for (let i = 0; i < 10; i++) expect((await login('192.0.2.4', admin.email, 'wrong password')).status).toBe(401);
    expect429(await login('192.0.2.4', admin.email, admin.password));
  });

  it('an attempt that ends in neither a success nor a wrong credential is given back', async () => {
    // A password that is not a string is refused by the body check (400) before anything is verified.
    for (let i = 0; i < 12; i++) {
      const res = await t.request('POST', '/api/super-admin', { headers: at('192.0.2.8'), body: { email: admin.email, password: 42 } });
      expect(res.status, res.text).toBe(400);
    }
    expect((await login('192.0.2.8', admin.email, admin.password)).status).toBe(200);
  });

  it('limits logins per address (RATE_LIMIT_LOGIN), whatever the accounts', async () => {
    later(t, 301);
    for (let i = 0; i < 30; i++) {
      const res = await login('192.0.2.5', `nobody-${i}@example.com`, 'x');
      expect(res.status).toBe(404);
    }
    expect429(await login('192.0.2.5', admin.email, admin.password), 300);
    later(t, 301);
    expect((await login('192.0.2.5', admin.email, admin.password)).status).toBe(200);
  });

  it('limits refresh calls per address (RATE_LIMIT_REFRESH)', async () => {
    const refresh = () =>
      t.request('PATCH', '/api/super-admin/refresh-token', { headers: at('192.0.2.6'), body: { refreshToken: 'x.y' } });
    for (let i = 0; i < 3; i++) expect((await refresh()).status).toBe(401);
    expect429(await refresh());
  });

  it('counts dashboard-user login failures separately from super-admin ones', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await t.request('POST', '/api/dashboard-user', {
        headers: at('192.0.2.7'),
        body: { email: admin.email, password: 'x' },
      });
      expect(res.status).toBe(404);
    }
    expect((await login('192.0.2.7', admin.email, admin.password)).status).toBe(200);
  });

  it('does not limit other calls', async () => {
    const res = await t.request('GET', '/api/super-admin', { headers: at('192.0.2.1') });
    expect(res.status).toBe(401);
  });

  it('leaks nothing', () => expectNothingLeaked(t));
});

const ROLES = [
  ['super admin', '/api/super-admin', givenSuperAdmin],
  ['dashboard user', '/api/dashboard-user', givenDashboardUser],
] as const;

describe.each(DB_KINDS.flatMap((kind) => STORES.map((store) => [kind, store] as const)))(
  'parallel wrong passwords on %s, %s store (the failed-login lock cannot be raced)',
  (kind, store) => {
    let t: TestApp;
    let app: ReturnType<typeof createApp>;
    let limiter: RateLimiter;
    let ip = 0;
    const from = () => ({ 'x-forwarded-for': `203.0.113.${++ip}` });

    beforeAll(async () => {
      t = await makeTestApp({ kind, env: { TRUST_PROXY: '1' } });
      limiter = await makeStore(store);
      app = createApp({ ...t.deps, limiter });
    });
    afterAll(() => t?.close());

    it.each(ROLES)('%s: 40 concurrent wrong passwords → at most 10 replies that are not 429, then even the right one is refused', async (_, path, given) => {
      const who = await given(t);
      const headers = from();
      const replies = await Promise.all(
        Array.from({ length: 40 }, () => requestOn(t, app, 'POST', path, { headers, body: { email: who.email, password: 'wrong password' } })),
      );
      const passed = replies.filter((r) => r.status !== 429);
      expect(passed.length).toBeLessThanOrEqual(10);
      expect(passed.length).toBeGreaterThan(0);
      for (const r of passed) expect(r.status, r.text).toBe(401);
      for (const r of replies.filter((r) => r.status === 429)) expect429(r);
      expect429(await requestOn(t, app, 'POST', path, { headers, body: { email: who.email, password: who.password } }));
      if ('client' in limiter) {
        // Counted in Redis itself, not in the fallback memory: every attempt, refused ones included.
        const [key] = await (limiter.client as Redis).keys(`${RUN_PREFIX}*failed-login:*${who.email}:${headers['x-forwarded-for']}`);
        expect(Number(await (limiter.client as Redis).get(key!))).toBe(41);
      }
      // The account itself is not locked: from another address the right password works.
      const elsewhere = await requestOn(t, app, 'POST', path, { headers: from(), body: { email: who.email, password: who.password } });
      expect(elsewhere.status, elsewhere.text).toBe(200);
    });

    it.each(ROLES)('%s: a success clears the count', async (_, path, given) => {
      const who = await given(t);
      const headers = from();
      const wrong = (n: number) =>
        Promise.all(Array.from({ length: n }, () => requestOn(t, app, 'POST', path, { headers, body: { email: who.email, password: 'nope' } })));
      for (const r of await wrong(9)) expect(r.status).toBe(401);
      const right = await requestOn(t, app, 'POST', path, { headers, body: { email: who.email, password: who.password } });
      expect(right.status, right.text).toBe(200);
      // Had the success not cleared them, the 9 failures and the success's own attempt would leave none to spare.
      for (const r of await wrong(10)) expect(r.status).toBe(401);
      expect429((await wrong(1))[0]!);
    });

    it('leaks nothing', () => expectNothingLeaked(t));
  },
);

describe('store failures', () => {
  it('fail open: requests go through and the outage is logged once', async () => {
    const failing = () => Promise.reject(new Error('ECONNREFUSED'));
    const brokenLimit = { consume: failing, reward: failing, delete: failing, get: failing } as unknown as RateLimiterAbstract;
    const broken: RateLimiter = { limit: () => brokenLimit, close: async () => {} };
    const t = await makeTestApp({ env: { RATE_LIMIT_LOGIN: '1' } });
    try {
      const app = createApp({ ...t.deps, limiter: broken });
      for (let i = 0; i < 3; i++) {
        const res = await requestOn(t, app, 'POST', '/api/super-admin', { body: { email: 'nobody@example.com', password: 'x' } });
        expect(res.status).toBe(404);
      }
      expect(t.logs.filter((l) => l.includes('rate limiter unavailable'))).toHaveLength(1);
    } finally {
      await t.close();
    }
  });

  it('Redis down: logins are still limited (in memory) and the outage is logged once', async () => {
    const store = createRedisLimiter({ url: 'redis://127.0.0.1:1', prefix: RUN_PREFIX });
    const t = await makeTestApp({ env: { RATE_LIMIT_FAILED_LOGIN: '3' } });
    try {
      const app = createApp({ ...t.deps, limiter: store });
      const admin = await givenSuperAdmin(t);
      const replies = await Promise.all(
        Array.from({ length: 10 }, () =>
          requestOn(t, app, 'POST', '/api/super-admin', { body: { email: admin.email, password: 'wrong password' } }),
        ),
      );
      expect(replies.filter((r) => r.status !== 429)).toHaveLength(3);
      await vi.waitFor(() => expect(t.logs.filter((l) => l.includes('rate limiter unavailable')).length).toBeGreaterThan(0), {
        timeout: 5_000,
      });
      await new Promise((r) => setTimeout(r, 500));
      expect(t.logs.filter((l) => l.includes('rate limiter unavailable'))).toHaveLength(1);
    } finally {
      store.client.disconnect();
      await t.close();
    }
  });
});

describe.each(withRedis ? [REDIS_URL] : [])('limits shared through Redis (%s)', () => {
  it('two app instances on one Redis share the counts', async () => {
    const prefix = `${RUN_PREFIX}shared:`;
    const a = await redisStore(prefix);
    const b = await redisStore(prefix);
    const one = await makeTestApp({ env: { RATE_LIMIT_BOOK_DEMO: '3', CONTACT_API_TOKEN: 'k' } });
    const two = createApp({ ...one.deps, limiter: b });
    const first = createApp({ ...one.deps, limiter: a });
    let n = 0;
    const book = (app: ReturnType<typeof createApp>) =>
      requestOn(one, app, 'POST', '/api/meta/book-demo', {
        headers: { token: 'k', versionNumber: 'v2' },
        body: {
          name: 'N',
          companyName: 'C',
          businessEmail: `n${++n}@c.example`,
          phoneNumber: '+911234567890',
          message: 'm',
          startedAt: one.clock().getTime() - 60_000,
        },
      });
    try {
      expect((await book(first)).status).toBe(200);
      expect((await book(two)).status).toBe(200);
      expect((await book(first)).status).toBe(200);
      const limited = await book(two);
      expect429(limited);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(290);
    } finally {
      await one.close();
    }
  });
});
