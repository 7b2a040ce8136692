import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, givenSuperAdmin, loginSuperAdmin, makeTestApp, type Reply, type TestApp } from './helpers';

// API replies carry accounts, tokens and bookings: no browser cache or proxy may keep one. Every reply under /api
// says `Cache-Control: no-store`, whether built by a table row (apiReply), served from the server's own list cache,
// or built by the error handler and the API middleware (refusals, 404, 413).

describe.each(DB_KINDS)('Cache-Control of API replies on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let login: Reply;

  beforeAll(async () => {
    // The server-side list cache on, so the second list request below is answered from it.
    t = await makeTestApp({ kind, env: { LIST_CACHE_MS: '60000' } });
    const { email, password } = await givenSuperAdmin(t);
    login = await t.request('POST', '/api/super-admin', { body: { email, password } });
    token = (await loginSuperAdmin(t, email, password)).accessToken;
  });
  afterAll(() => t?.close());

  const expectNoStore = (res: Reply, status: number) => {
    expect(res.status, res.text).toBe(status);
    expect(res.headers.get('cache-control')).toBe('no-store');
  };

  it('is no-store on a login reply and on the own profile', async () => {
    expectNoStore(login, 200);
    expect(login.body.data.accessToken).toEqual(expect.any(String));
    expectNoStore(await t.request('GET', '/api/super-admin', { token }), 200);
  });

  it('is no-store on a list reply, computed or answered from the server-side list cache', async () => {
    const first = await t.request('GET', '/api/dashboard-users?page=1', { token });
    const cached = await t.request('GET', '/api/dashboard-users?page=1', { token });
    expectNoStore(first, 200);
    expectNoStore(cached, 200);
    expect(cached.text).toBe(first.text);
  });

  it('is no-store on error replies: refusal, validation, bad JSON, unknown path, too large', async () => {
    expectNoStore(await t.request('GET', '/api/super-admin'), 401);
    expectNoStore(await t.request('GET', '/api/users?page=0', { token }), 400);
    expectNoStore(await t.request('POST', '/api/super-admin', { raw: '{', headers: { 'content-type': 'application/json' } }), 400);
    expectNoStore(await t.request('GET', '/api/no-such-thing'), 404);
    expectNoStore(
      await t.request('POST', '/api/super-admin', { raw: `"${'x'.repeat(200 * 1024)}"`, headers: { 'content-type': 'application/json' } }),
      413,
    );
  });
});
