import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { ErrorReplySchema } from '@contract/common';
import { MESSAGES } from '@contract/messages';
import { Hono } from 'hono';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../server/src/env';
import type { AppEnv } from '../../server/src/hono-env';
import { clientIp, normalizeIp, RATE_LIMIT_POLICY } from '../../server/src/middleware/rate-limit';
import { createMemoryLimiter, createRedisLimiter, type RateLimiter } from '../../server/src/rate-limit';
import { IMPLEMENTED_ENDPOINTS } from '../../server/src/routes';
import { DB_KINDS, expectNothingLeaked, givenSuperAdmin, makeTestApp, type Reply, type TestApp } from './helpers';

const REDIS_URL = 'redis://127.0.0.1:6379';

/** Is the local Redis there? The Redis tests are skipped (not failed) without it. */
async function redisReachable(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}
const redisUp = await redisReachable();

function expect429(res: Reply, retryAfter?: number) {
  expect(res.status, res.text).toBe(429);
  expect(ErrorReplySchema.parse(res.body).message).toBe(MESSAGES.tooManyRequests);
  expect(res.body.errors.details[0].message).toBe(MESSAGES.tooManyRequests);
  const header = Number(res.headers.get('retry-after'));
  expect(header).toBeGreaterThan(0);
  if (retryAfter !== undefined) expect(header).toBe(retryAfter);
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
      windowSeconds: 300,
      failedLogin: 10,
      failedLoginWindowSeconds: 900,
      trustProxy: 0,
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
      RATE_LIMIT_WINDOW_SECONDS: '60',
      RATE_LIMIT_FAILED_LOGIN: '3',
      RATE_LIMIT_FAILED_LOGIN_WINDOW_SECONDS: '120',
      TRUST_PROXY: '2',
    });
    expect(config.rateLimit).toEqual({
      login: 7,
      refresh: 8,
      bookDemo: 9,
      bookDemoEmail: 4,
      bookDemoEmailWindowSeconds: 600,
      windowSeconds: 60,
      failedLogin: 3,
      failedLoginWindowSeconds: 120,
      trustProxy: 2,
    });
    expect(() => loadEnv({ JWT_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp/unused', RATE_LIMIT_LOGIN: '0' })).toThrow(
      /RATE_LIMIT_LOGIN/,
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
});

/** The contract every store keeps; run against memory always and Redis when it is up. */
function storeContract(make: () => { limiter: RateLimiter; advance?: (ms: number) => void }) {
  it('counts hits in a window, reports the time left, and resets', async () => {
    const { limiter } = make();
    expect(await limiter.get('a')).toBeNull();
    expect((await limiter.hit('a', 60_000)).count).toBe(1);
    const second = await limiter.hit('a', 60_000);
    expect(second.count).toBe(2);
    expect(second.resetInMs).toBeGreaterThan(55_000);
    expect(second.resetInMs).toBeLessThanOrEqual(60_000);
    expect((await limiter.get('a'))?.count).toBe(2);
    expect((await limiter.hit('b', 60_000)).count).toBe(1);
    await limiter.reset('a');
    expect(await limiter.get('a')).toBeNull();
    expect((await limiter.get('b'))?.count).toBe(1);
    await limiter.close();
  });
}

describe('memory store', () => {
  storeContract(() => ({ limiter: createMemoryLimiter() }));

  it('opens a new window when the old one has passed', async () => {
    let now = 1_000_000;
    const limiter = createMemoryLimiter({ now: () => now });
    await limiter.hit('k', 1_000);
    await limiter.hit('k', 1_000);
    now += 999;
    expect((await limiter.get('k'))?.count).toBe(2);
    now += 1;
    expect(await limiter.get('k')).toBeNull();
    expect(await limiter.hit('k', 1_000)).toEqual({ count: 1, resetInMs: 1_000 });
  });

  it('stays bounded under a flood of distinct keys (oldest windows go first)', async () => {
    const limiter = createMemoryLimiter({ maxKeys: 100 });
    for (let i = 0; i < 1_000; i++) await limiter.hit(`ip-${i}`, 60_000);
    expect(await limiter.get('ip-0')).toBeNull();
    expect((await limiter.get('ip-999'))?.count).toBe(1);
    let live = 0;
    for (let i = 0; i < 1_000; i++) if (await limiter.get(`ip-${i}`)) live++;
    expect(live).toBeLessThanOrEqual(100);
  });
});

describe.skipIf(!redisUp)('redis store (local Redis)', () => {
  const prefix = `test:rl:${randomBytes(6).toString('hex')}:`;
  const opened: RateLimiter[] = [];
  afterAll(async () => {
    const cleaner = new Redis(REDIS_URL);
    const keys = await cleaner.keys(`${prefix}*`);
    if (keys.length > 0) await cleaner.del(...keys);
    await cleaner.quit();
    await Promise.all(opened.map((l) => l.close()));
  });
  storeContract(() => {
    const limiter = createRedisLimiter({ url: REDIS_URL, prefix: `${prefix}${randomBytes(3).toString('hex')}:` });
    opened.push(limiter);
    return { limiter };
  });

  it('sets the window on the first hit only (TTL never missing)', async () => {
    const limiter = createRedisLimiter({ url: REDIS_URL, prefix });
    opened.push(limiter);
    await limiter.hit('ttl', 5_000);
    await new Promise((r) => setTimeout(r, 50));
    const again = await limiter.hit('ttl', 5_000);
    expect(again.resetInMs).toBeLessThan(5_000);
    expect(await limiter.client.pttl(`${prefix}ttl`)).toBeGreaterThan(0);
  });

  it('expires the window in Redis', async () => {
    const limiter = createRedisLimiter({ url: REDIS_URL, prefix });
    opened.push(limiter);
    await limiter.hit('short', 100);
    await new Promise((r) => setTimeout(r, 200));
    expect(await limiter.get('short')).toBeNull();
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
    t = await makeTestApp({
      kind,
      env: { TRUST_PROXY: '1', RATE_LIMIT_LOGIN: '30', RATE_LIMIT_REFRESH: '3', RATE_LIMIT_FAILED_LOGIN: '10' },
    });
    admin = await givenSuperAdmin(t);
  });
  afterAll(() => t?.close());

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
    t.clock.advance(15 * 60 + 1);
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
    for (let i = 0; i < 9; i++) expect((await login('192.0.2.4', admin.email, 'wrong password')).status).toBe(401);
  });

  it('limits logins per address (RATE_LIMIT_LOGIN), whatever the accounts', async () => {
    t.clock.advance(301);
    for (let i = 0; i < 30; i++) {
      const res = await login('192.0.2.5', `nobody-${i}@example.com`, 'x');
      expect(res.status).toBe(404);
    }
    expect429(await login('192.0.2.5', admin.email, admin.password), 300);
    t.clock.advance(301);
    expect((await login('192.0.2.5', admin.email, admin.password)).status).toBe(200);
  });

  it('limits refresh calls per address (RATE_LIMIT_REFRESH)', async () => {
    const refresh = () =>
      t.request('PATCH', '/api/super-admin/refresh-token', { headers: at('192.0.2.6'), body: { refreshToken: 'x.y' } });
    for (let i = 0; i < 3; i++) expect((await refresh()).status).toBe(401);
    expect429(await refresh());
  });

  it.skipIf(!IMPLEMENTED_ENDPOINTS.includes('dashboardUserLogin'))(
    'counts dashboard-user login failures separately from super-admin ones',
    async () => {
      for (let i = 0; i < 10; i++) {
        const res = await t.request('POST', '/api/dashboard-user', {
          headers: at('192.0.2.7'),
          body: { email: admin.email, password: 'x' },
        });
        expect(res.status).toBe(404);
      }
      expect((await login('192.0.2.7', admin.email, admin.password)).status).toBe(200);
    },
  );

  it('does not limit other calls', async () => {
    const res = await t.request('GET', '/api/super-admin', { headers: at('192.0.2.1') });
    expect(res.status).toBe(401);
  });

  it('leaks nothing', () => expectNothingLeaked(t));
});

describe('store failures', () => {
  it('fail open: requests go through and the outage is logged once', async () => {
    const broken: RateLimiter = {
      hit: () => Promise.reject(new Error('ECONNREFUSED')),
      get: () => Promise.reject(new Error('ECONNREFUSED')),
      reset: () => Promise.reject(new Error('ECONNREFUSED')),
      close: async () => {},
    };
    const t = await makeTestApp({ env: { RATE_LIMIT_LOGIN: '1' } });
    try {
      // The limiter is resolved when the app is built: build one over the broken store.
      const { createApp } = await import('../../server/src/app');
      const app = createApp({ ...t.deps, limiter: broken });
      for (let i = 0; i < 3; i++) {
        const res = await app.request('/api/super-admin', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'nobody@example.com', password: 'x' }),
        });
        expect(res.status).toBe(404);
      }
      expect(t.logs.filter((l) => l.includes('rate limiter unavailable'))).toHaveLength(1);
    } finally {
      await t.close();
    }
  });
});

describe.skipIf(!redisUp)('limits shared through Redis', () => {
  it('two app instances on one Redis share the counts', async () => {
    const prefix = `test:rl:${randomBytes(6).toString('hex')}:`;
    const a = createRedisLimiter({ url: REDIS_URL, prefix });
    const b = createRedisLimiter({ url: REDIS_URL, prefix });
    const env = { RATE_LIMIT_BOOK_DEMO: '3', CONTACT_API_TOKEN: 'k' };
    const one = await makeTestApp({ env });
    const { createApp } = await import('../../server/src/app');
    const two = createApp({ ...one.deps, limiter: b });
    const first = createApp({ ...one.deps, limiter: a });
    const book = (app: ReturnType<typeof createApp>) =>
      app.request('/api/meta/book-demo', {
        method: 'POST',
        headers: { 'content-type': 'application/json', token: 'k', versionNumber: 'v2' },
        body: JSON.stringify({
          name: 'N',
          companyName: 'C',
          businessEmail: 'n@c.example',
          phoneNumber: '+911234567890',
          message: 'm',
        }),
      });
    try {
      expect((await book(first)).status).toBe(200);
      expect((await book(two)).status).toBe(200);
      expect((await book(first)).status).toBe(200);
      const limited = await book(two);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(290);
    } finally {
      const keys = await a.client.keys(`${prefix}*`);
      if (keys.length > 0) await a.client.del(...keys);
      await a.close();
      await b.close();
      await one.close();
    }
  });
});
