import { MESSAGES } from '@contract/messages';
import { UsersReplySchema } from '@contract/metaverse-user';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../server/src/db/ids';
import { metaverseUsers } from '../../server/src/db/schema';
import { cacheKey, createReplyCache } from '../../server/src/pipeline/reply-cache';
import { DB_KINDS, givenSuperAdmin, loginSuperAdmin, makeTestApp, mintAccessToken, type TestApp } from './helpers';

const entry = (json: string) => ({ status: 200, json });

describe('createReplyCache', () => {
  it('keeps an entry for the TTL only, and keeps nothing with a TTL of 0', async () => {
    let now = 0;
    const cache = createReplyCache(1000, () => now);
    await cache.fill('k', async () => entry('{}'));
    now = 999;
    expect(cache.get('k')?.json).toBe('{}');
    now = 1000;
    expect(cache.get('k')).toBeUndefined();
    const off = createReplyCache(0, () => now);
    await off.fill('k', async () => entry('{}'));
    expect(off.get('k')).toBeUndefined();
    expect(off.pending('k')).toBeUndefined();
  });

  it('stays bounded', async () => {
    const cache = createReplyCache(60_000, () => 0);
    for (let i = 0; i < 600; i++) await cache.fill(`k${i}`, async () => entry(String(i)));
    expect(cache.get('k0')).toBeUndefined();
    expect(cache.get('k599')?.json).toBe('599');
  });

  it('lets misses of one key share a single computation, and forgets it when it fails', async () => {
    const cache = createReplyCache(60_000, () => 0);
    let release!: (e: ReturnType<typeof entry>) => void;
    let runs = 0;
    const first = cache.fill('k', () => {
      runs++;
      return new Promise((resolve) => (release = resolve));
    });
    expect(cache.pending('k')).toBeDefined();
    const waiting = cache.pending('k');
    release(entry('"one"'));
    expect((await first).json).toBe('"one"');
    expect((await waiting)?.json).toBe('"one"');
    expect(runs).toBe(1);
    expect(cache.pending('k')).toBeUndefined();

    await expect(cache.fill('bad', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(cache.pending('bad')).toBeUndefined();
    expect(cache.get('bad')).toBeUndefined();
  });

  it('does not keep an answer computed while the cache was cleared (it may predate the change)', async () => {
    const cache = createReplyCache(60_000, () => 0);
    let release!: (e: ReturnType<typeof entry>) => void;
    const stale = cache.fill('k', () => new Promise((resolve) => (release = resolve)));
    cache.clear();
    expect(cache.pending('k')).toBeUndefined();
    release(entry('"before the change"'));
    expect((await stale).json).toBe('"before the change"');
    expect(cache.get('k')).toBeUndefined();
  });

  it('keys by endpoint and the raw path and query', () => {
    expect(cacheKey('usersList', 'http://localhost/api/users?page=2')).toBe('usersList /api/users?page=2');
    expect(cacheKey('usersList', 'http://x:1/api/users?page=2')).not.toBe(cacheKey('usersList', 'http://x:1/api/users?page=3'));
    expect(cacheKey('usersList', 'http://x:1/api/users')).toBe('usersList /api/users');
  });
});

describe.each(DB_KINDS)('list reply cache on %s', (kind) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await makeTestApp({ kind, env: { LIST_CACHE_MS: '60000' } });
    const { email, password } = await givenSuperAdmin(t);
    token = (await loginSuperAdmin(t, email, password)).accessToken;
  });
  afterAll(() => t?.close());

  const addUserBehindTheAppsBack = async (email: string) => {
    const now = t.clock();
    await t.deps.db.insert(metaverseUsers).values({ id: newId(), name: 'Cached', email, createdAt: now, updatedAt: now });
  };
  const total = async () => {
    const res = await t.request('GET', '/api/users?page=1', { token });
    expect(res.status, res.text).toBe(200);
    return UsersReplySchema.parse(res.body).data.pagination.total;
  };

  it('serves a list again from the cache, and any change made through the app clears it', async () => {
    const before = await total();
    await addUserBehindTheAppsBack('behind-1@example.com');
    expect(await total()).toBe(before);
    // A successful change through the API (here: a new dashboard user) drops every cached list.
    const created = await t.request('PUT', '/api/dashboard-user', {
      token,
      body: { name: 'Cache Clearer', email: 'clearer@example.com', password: 'long-enough-1', phoneNumber: '+919876543210' },
    });
    expect(created.status, created.text).toBe(201);
    expect(await total()).toBe(before + 1);
  });

  it('still checks the token and the role on a cached reply', async () => {
    await total();
    expect((await t.request('GET', '/api/users?page=1')).status).toBe(401);
    const other = await mintAccessToken(t, 'dashboard-user');
    expect((await t.request('GET', '/api/users?page=1', { token: other })).status).toBe(403);
  });

  it('keeps pages apart', async () => {
    const one = await t.request('GET', '/api/users?page=1', { token });
    const two = await t.request('GET', '/api/users?page=2', { token });
    expect(UsersReplySchema.parse(one.body).data.pagination.page).toBe(1);
    expect(UsersReplySchema.parse(two.body).data.pagination.page).toBe(2);
  });

  it('answers bad input with 400 every time, cached or not', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await t.request('GET', '/api/users?page=abc', { token });
      expect(res.status, res.text).toBe(400);
    }
  });
});

describe('list reply cache under concurrent misses', () => {
  let t: TestApp;
  let calls = 0;

  beforeAll(async () => {
    t = await makeTestApp({
      env: { LIST_CACHE_MS: '60000' },
      handlers: {
        usersList: async () => {
          calls++;
          await new Promise((resolve) => setTimeout(resolve, 20));
          return { body: { message: MESSAGES.usersFetched, data: { users: [], pagination: { page: 1, pageSize: 10, total: 0, totalPages: 0 } } } };
        },
      },
    });
  });
  afterAll(() => t?.close());

  it('computes one reply for twenty simultaneous requests, and each gets the API headers', async () => {
    const token = await mintAccessToken(t, 'super-admin');
    const replies = await Promise.all(Array.from({ length: 20 }, () => t.request('GET', '/api/users?page=1', { token })));
    expect(replies.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(calls).toBe(1);
    const ids = new Set(replies.map((r) => r.headers.get('x-request-id')));
    expect(ids.size).toBe(20);
    for (const r of replies) {
      expect(r.headers.get('x-content-type-options')).toBe('nosniff');
      expect(r.headers.get('content-type')).toBe('application/json');
    }
  });
});
