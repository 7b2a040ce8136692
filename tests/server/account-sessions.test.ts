import { MESSAGES } from '@contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/src/app';
import { ACCOUNT_CHECK_TTL_MS } from '../../server/src/auth/accounts';
import {
  DB_KINDS,
  expectError,
  expectNothingLeaked,
  givenDashboardUser,
  givenSuperAdmin,
  loginDashboardUser,
  loginSuperAdmin,
  makeTestApp,
  type TestApp,
} from './helpers';

// Changing one's own password signs out every other session of the account and keeps the one it was changed from
// (access tokens name their sign-in as `sid`, the refresh-token family). Access tokens already issued still run out
// on their own (ACCESS_TOKEN_TTL): they cannot be revoked early.

interface Account {
  login(t: TestApp): Promise<{ email: string; password: string; signIn: () => Promise<{ accessToken: string; refreshToken: string }> }>;
  base: string;
}

const ACCOUNTS: Record<string, Account> = {
  'super admin': {
    base: '/api/super-admin',
    async login(t) {
      const a = await givenSuperAdmin(t);
      return { ...a, signIn: () => loginSuperAdmin(t, a.email, a.password) };
    },
  },
  'dashboard user': {
    base: '/api/dashboard-user',
    async login(t) {
      const u = await givenDashboardUser(t);
      return { ...u, signIn: () => loginDashboardUser(t, u.email, u.password) };
    },
  },
};

describe.each(DB_KINDS)('own password change on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp({ kind });
  });
  afterAll(() => t?.close());

  describe.each(Object.entries(ACCOUNTS))('%s', (_, account) => {
    const refresh = (refreshToken: string) => t.request('PATCH', `${account.base}/refresh-token`, { body: { refreshToken } });

    it('signs out the other sessions and keeps this one, also after this one has refreshed', async () => {
      const who = await account.login(t);
      const laptop = await who.signIn();
      const phone = await who.signIn();
      // The laptop refreshes first: its new access token still names the same sign-in.
      const refreshed = await refresh(laptop.refreshToken);
      expect(refreshed.status, refreshed.text).toBe(200);
      const { accessToken, refreshToken } = refreshed.body.data as { accessToken: string; refreshToken: string };

      const password = `changed-${Math.random().toString(36).slice(2)}`;
      t.secrets.add(password);
      const changed = await t.request('PATCH', account.base, { token: accessToken, body: { password } });
      expect(changed.status, changed.text).toBe(200);

      expectError(await refresh(phone.refreshToken), 401, MESSAGES.invalidRefreshToken);
      const kept = await refresh(refreshToken);
      expect(kept.status, kept.text).toBe(200);
    });

    it('a change of name only signs nobody out', async () => {
      const who = await account.login(t);
      const laptop = await who.signIn();
      const phone = await who.signIn();
      const changed = await t.request('PATCH', account.base, { token: laptop.accessToken, body: { name: 'Only A Name' } });
      expect(changed.status, changed.text).toBe(200);
      expect((await refresh(phone.refreshToken)).status).toBe(200);
      expect((await refresh(laptop.refreshToken)).status).toBe(200);
    });
  });

  it('leaks nothing', () => {
    expectNothingLeaked(t);
  });
});

describe.each(DB_KINDS)('a deleted account on another instance on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp({ kind });
  });
  afterAll(() => t?.close());

  it('is refused here at once, and by an instance that remembered it within the account-check TTL', async () => {
    // Two instances of the app on one database, like two servers behind a load balancer.
    const other = createApp(t.deps);
    const who = await givenSuperAdmin(t);
    const second = await givenSuperAdmin(t);
    const { accessToken } = await loginSuperAdmin(t, who.email, who.password);
    const onOther = (token: string) =>
      other.request('/api/super-admin', { headers: { authorization: `Bearer ${token}`, accept: 'application/json' } });
    expect((await onOther(accessToken)).status).toBe(200);

    const deleted = await t.request('DELETE', '/api/super-admin', { token: accessToken });
    expect(deleted.status, deleted.text).toBe(200);
    expectError(await t.request('GET', '/api/dashboard-users', { token: accessToken }), 401, MESSAGES.unauthorized);
    // The other instance still remembers the account as there (its own rows re-read it: use a list row)...
    const list = (token: string) =>
      other.request('/api/dashboard-users', { headers: { authorization: `Bearer ${token}`, accept: 'application/json' } });
    expect((await list(accessToken)).status).toBe(200);
    // ...until the TTL has passed.
    t.clock.advance(ACCOUNT_CHECK_TTL_MS / 1000 + 1);
    expect((await list(accessToken)).status).toBe(401);
    const { accessToken: stillHere } = await loginSuperAdmin(t, second.email, second.password);
    expect((await list(stillHere)).status).toBe(200);
  });
});
