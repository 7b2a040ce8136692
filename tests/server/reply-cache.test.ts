import { UsersReplySchema } from '@contract/metaverse-user';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../server/src/db/ids';
import { metaverseUsers } from '../../server/src/db/schema';
import { cacheKey, createReplyCache } from '../../server/src/middleware/reply-cache';
import { DB_KINDS, givenSuperAdmin, loginSuperAdmin, makeTestApp, mintAccessToken, type TestApp } from './helpers';

describe('createReplyCache', () => {
  it('keeps an entry for the TTL only, and keeps nothing with a TTL of 0', () => {
    let now = 0;
    const cache = createReplyCache(1000, () => now);
    cache.set('k', 200, '{}');
    now = 999;
    expect(cache.get('k')?.json).toBe('{}');
    now = 1000;
    expect(cache.get('k')).toBeUndefined();
    const off = createReplyCache(0, () => now);
    off.set('k', 200, '{}');
    expect(off.get('k')).toBeUndefined();
  });

  it('stays bounded and keys ignore the order of query fields', () => {
    const cache = createReplyCache(60_000, () => 0);
    for (let i = 0; i < 600; i++) cache.set(`k${i}`, 200, String(i));
    expect(cache.get('k0')).toBeUndefined();
    expect(cache.get('k599')?.json).toBe('599');
    expect(cacheKey('usersList', undefined, { page: 2, q: 'a' })).toBe(cacheKey('usersList', undefined, { q: 'a', page: 2 }));
    expect(cacheKey('usersList', undefined, { page: 2 })).not.toBe(cacheKey('usersList', undefined, { page: 3 }));
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
});
