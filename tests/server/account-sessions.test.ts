import { MESSAGES } from '@contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/src/app';
import { ACCOUNT_CHECK_TTL_MS } from '../../server/src/auth/accounts';
import { startSession } from '../../server/src/auth/session';
import { newId } from '../../server/src/db/ids';
import { metaverseUsers } from '../../server/src/db/schema';
import {
  DB_KINDS,
  expectError,
  expectNothingLeaked,
  expectValidation,
  givenDashboardUser,
  givenSuperAdmin,
  loginDashboardUser,
  loginSuperAdmin,
  makeTestApp,
  type TestApp,
} from './helpers';
import { signWithAccessKey } from './token-forgery';

// Each sign-in is a refresh-token family named in its access tokens as `sid`. Changing one's own password or email
// needs the current password and ends every other sign-in of the account, keeping the one it was changed from;
// logout ends the caller's own. An ended sign-in's refresh tokens AND access tokens are refused at once here, and by
// other instances within the account-check TTL (docs/decisions/0011, 0015).

interface Session {
  accessToken: string;
  refreshToken: string;
}

interface Account {
  login(t: TestApp): Promise<{ id: string; email: string; password: string; signIn: () => Promise<Session> }>;
  base: string;
}

const ACCOUNTS: Record<string, Account> = {
  'super admin': {
    base: '/api/super-admin',
    async login(t) {
      const a = await givenSuperAdmin(t);
      return { ...a, id: a.superAdmin._id, signIn: () => loginSuperAdmin(t, a.email, a.password) };
    },
  },
  'dashboard user': {
    base: '/api/dashboard-user',
    async login(t) {
      const u = await givenDashboardUser(t);
      return { ...u, id: u.dashboardUser._id, signIn: () => loginDashboardUser(t, u.email, u.password) };
    },
  },
};

const CURRENT_REQUIRED = 'Current password is required to change the password or email';
const CURRENT_WRONG = 'Current password is incorrect';

describe.each(DB_KINDS)('own password or email change on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp({ kind });
  });
  afterAll(() => t?.close());

  describe.each(Object.entries(ACCOUNTS))('%s', (_, account) => {
    const refresh = (refreshToken: string) => t.request('PATCH', `${account.base}/refresh-token`, { body: { refreshToken } });
    const me = (accessToken: string) => t.request('GET', account.base, { token: accessToken });
    const patch = (accessToken: string, body: unknown) => t.request('PATCH', account.base, { token: accessToken, body });
    const newPassword = () => {
      const password = `changed-${Math.random().toString(36).slice(2)}`;
      t.secrets.add(password);
      return password;
    };

    it('without the current password, or with a wrong one: 400 on currentPassword, nothing changes', async () => {
      const who = await account.login(t);
      const laptop = await who.signIn();
      const phone = await who.signIn();
      const password = newPassword();
      expectValidation(await patch(laptop.accessToken, { password }), { message: CURRENT_REQUIRED, path: ['currentPassword'] });
      expectValidation(await patch(laptop.accessToken, { email: 'taken-over@example.com' }), {
        message: CURRENT_REQUIRED,
        path: ['currentPassword'],
      });
      const wrong = await patch(laptop.accessToken, { password, currentPassword: `${who.password}x` });
      expectValidation(wrong, { message: CURRENT_WRONG, path: ['currentPassword'] });
      const wrongForEmail = await patch(laptop.accessToken, { email: 'taken-over@example.com', currentPassword: 'not it' });
      expectValidation(wrongForEmail, { message: CURRENT_WRONG, path: ['currentPassword'] });

      // The old password still logs in, the new one does not, the email is unchanged, nobody was signed out.
      await who.signIn();
      const withNew = await t.request('POST', account.base, { body: { email: who.email, password } });
      expectError(withNew, 401, MESSAGES.unauthorized);
      const profile = await me(laptop.accessToken);
      expect(profile.status, profile.text).toBe(200);
      expect(JSON.stringify(profile.body)).toContain(who.email);
      expect((await me(phone.accessToken)).status).toBe(200);
      expect((await refresh(phone.refreshToken)).status).toBe(200);
    });

    it('40 concurrent guesses at the current password: at most 10 are checked, the rest 429 with Retry-After', async () => {
      const who = await account.login(t);
      const stolen = await who.signIn();
      const guesses = await Promise.all(
        Array.from({ length: 40 }, (_, i) => patch(stolen.accessToken, { password: newPassword(), currentPassword: `guess-${i}-x` })),
      );
      const checked = guesses.filter((r) => r.status !== 429);
      expect(checked.length).toBeLessThanOrEqual(10);
      for (const r of checked) expectValidation(r, { message: CURRENT_WRONG, path: ['currentPassword'] });
      const refused = guesses.find((r) => r.status === 429)!;
      expectError(refused, 429, 'Too many requests, please try again later.');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      // Even the right password waits now: the token's holder cannot tell a right guess from the lock.
      const right = await patch(stolen.accessToken, { password: newPassword(), currentPassword: who.password });
      expect(right.status).toBe(429);
      // The account itself is not locked: its owner still signs in with the old password.
      await expect(who.signIn()).resolves.toHaveProperty('accessToken');
    });

    it('with it: 200, the new password logs in, other sessions end (refresh and access tokens), this one stays', async () => {
      const who = await account.login(t);
      const laptop = await who.signIn();
      const phone = await who.signIn();
      expect((await me(phone.accessToken)).status).toBe(200); // remembered as live before the change
      // The laptop refreshes first: its new access token still names the same sign-in.
      const refreshed = await refresh(laptop.refreshToken);
      expect(refreshed.status, refreshed.text).toBe(200);
      const { accessToken, refreshToken } = refreshed.body.data as Session;

      const password = newPassword();
      const changed = await patch(accessToken, { password, currentPassword: who.password });
      expect(changed.status, changed.text).toBe(200);

      expectError(await refresh(phone.refreshToken), 401, MESSAGES.invalidRefreshToken);
      expectError(await me(phone.accessToken), 401, MESSAGES.unauthorized);
      expect((await me(accessToken)).status).toBe(200);
      const kept = await refresh(refreshToken);
      expect(kept.status, kept.text).toBe(200);
      expectError(await t.request('POST', account.base, { body: { email: who.email, password: who.password } }), 401, MESSAGES.unauthorized);
      const withNew = await t.request('POST', account.base, { body: { email: who.email, password } });
      expect(withNew.status, withNew.text).toBe(200);
    });

    it('an email change with the current password also ends the other sessions and keeps this one', async () => {
      const who = await account.login(t);
      const laptop = await who.signIn();
      const phone = await who.signIn();
      const email = `moved-${newId()}@example.com`;
      const changed = await patch(laptop.accessToken, { email, currentPassword: who.password });
      expect(changed.status, changed.text).toBe(200);
      expectError(await refresh(phone.refreshToken), 401, MESSAGES.invalidRefreshToken);
      expectError(await me(phone.accessToken), 401, MESSAGES.unauthorized);
      expect((await me(laptop.accessToken)).status).toBe(200);
      expect((await refresh(laptop.refreshToken)).status).toBe(200);
    });

    it('a change of name only needs no current password and signs nobody out', async () => {
      const who = await account.login(t);
      const laptop = await who.signIn();
      const phone = await who.signIn();
      const changed = await patch(laptop.accessToken, { name: 'Only A Name' });
      expect(changed.status, changed.text).toBe(200);
      expect((await me(phone.accessToken)).status).toBe(200);
      expect((await refresh(phone.refreshToken)).status).toBe(200);
      expect((await refresh(laptop.refreshToken)).status).toBe(200);
    });

    it("logout: 'Logged out successfully'; that refresh token and that access token are refused, other sessions go on", async () => {
      const who = await account.login(t);
      const laptop = await who.signIn();
      const phone = await who.signIn();
      expect((await me(laptop.accessToken)).status).toBe(200); // remembered as live before the logout
      const out = await t.request('POST', `${account.base}/logout`, { token: laptop.accessToken });
      expect(out.status, out.text).toBe(200);
      expect(out.body).toEqual({ message: 'Logged out successfully' });
      expectError(await refresh(laptop.refreshToken), 401, MESSAGES.invalidRefreshToken);
      expectError(await me(laptop.accessToken), 401, MESSAGES.unauthorized);
      expectError(await t.request('POST', `${account.base}/logout`, { token: laptop.accessToken }), 401, MESSAGES.unauthorized);
      expect((await me(phone.accessToken)).status).toBe(200);
      expect((await refresh(phone.refreshToken)).status).toBe(200);
    });

    it('logout with a refreshed access token ends the whole sign-in, tokens from before the refresh included', async () => {
      const who = await account.login(t);
      const first = await who.signIn();
      const refreshed = await refresh(first.refreshToken);
      expect(refreshed.status, refreshed.text).toBe(200);
      const second = refreshed.body.data as Session;
      expect((await t.request('POST', `${account.base}/logout`, { token: second.accessToken })).status).toBe(200);
      expectError(await refresh(second.refreshToken), 401, MESSAGES.invalidRefreshToken);
      expectError(await me(first.accessToken), 401, MESSAGES.unauthorized);
      expectError(await me(second.accessToken), 401, MESSAGES.unauthorized);
    });

    it('two concurrent refreshes with one token: one 200, one 401, and the winner\'s new tokens end with the family', async () => {
      const who = await account.login(t);
      const session = await who.signIn();
      expect((await me(session.accessToken)).status).toBe(200); // the sign-in is remembered as live
      const replies = await Promise.all([refresh(session.refreshToken), refresh(session.refreshToken)]);
      expect(replies.map((r) => r.status).sort()).toEqual([200, 401]);
      const loser = replies.find((r) => r.status === 401)!;
      expectError(loser, 401, MESSAGES.invalidRefreshToken);
      const winner = replies.find((r) => r.status === 200)!.body.data as Session;
      // Two uses of one token: one of them was not the owner, so the whole sign-in ends, the winner's pair included.
      expectError(await refresh(winner.refreshToken), 401, MESSAGES.invalidRefreshToken);
      expectError(await me(winner.accessToken), 401, MESSAGES.unauthorized);
      expectError(await me(session.accessToken), 401, MESSAGES.unauthorized);
    });

    it('a spent refresh token used again ends the sign-in: its access tokens are refused at once', async () => {
      const who = await account.login(t);
      const session = await who.signIn();
      const refreshed = await refresh(session.refreshToken);
      expect(refreshed.status, refreshed.text).toBe(200);
      const next = refreshed.body.data as Session;
      expect((await me(next.accessToken)).status).toBe(200); // remembered as live
      // The reuse is answered 401 after revoking the family: a failed request that wrote must still be seen.
      expectError(await refresh(session.refreshToken), 401, MESSAGES.invalidRefreshToken);
      expectError(await me(next.accessToken), 401, MESSAGES.unauthorized);
      expectError(await refresh(next.refreshToken), 401, MESSAGES.invalidRefreshToken);
    });

    it("a JWT signed with the access-token key, issuer and audience is refused unless its typ is 'access'", async () => {
      const who = await account.login(t);
      const role = account.base === '/api/super-admin' ? 'super-admin' : 'dashboard-user';
      // The same forgery with typ 'access' is a good token: only `typ` differs in the two refused below.
      expect((await me(await signWithAccessKey(t, { role, typ: 'access' }, who.id))).status).toBe(200);
      expectError(await me(await signWithAccessKey(t, { role, typ: 'refresh' }, who.id)), 401, MESSAGES.unauthorized);
      expectError(await me(await signWithAccessKey(t, { role }, who.id)), 401, MESSAGES.unauthorized);
    });
  });

  it("metaverse user: POST user/logout ends that sign-in's refresh and access tokens", async () => {
    const id = newId();
    const now = t.clock();
    await t.deps.db.insert(metaverseUsers).values({ id, name: 'City Person', email: `city-${id}@example.com`, createdAt: now, updatedAt: now });
    const laptop = await startSession(t.deps, { role: 'metaverse-user', userId: id });
    const phone = await startSession(t.deps, { role: 'metaverse-user', userId: id });
    const me = (token: string) => t.request('GET', '/api/user', { token });
    expect((await me(laptop.accessToken)).status).toBe(200);
    const out = await t.request('POST', '/api/user/logout', { token: laptop.accessToken });
    expect(out.status, out.text).toBe(200);
    expect(out.body).toEqual({ message: 'Logged out successfully' });
    expectError(await me(laptop.accessToken), 401, MESSAGES.unauthorized);
    const refresh = (refreshToken: string) => t.request('PATCH', '/api/user/refresh-token', { body: { refreshToken } });
    expectError(await refresh(laptop.refreshToken), 401, MESSAGES.invalidRefreshToken);
    expect((await me(phone.accessToken)).status).toBe(200);
    expect((await refresh(phone.refreshToken)).status).toBe(200);
  });

  it('leaks nothing', () => {
    expectNothingLeaked(t);
  });
});

describe.each(DB_KINDS)('an ended sign-in on another instance on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp({ kind });
  });
  afterAll(() => t?.close());

  it('is refused here at once, and by an instance that remembered it within the account-check TTL', async () => {
    const other = createApp(t.deps);
    const who = await givenSuperAdmin(t);
    const { accessToken } = await loginSuperAdmin(t, who.email, who.password);
    const onOther = () =>
      other.request('/api/dashboard-users', { headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' } });
    expect((await onOther()).status).toBe(200);
    expect((await t.request('POST', '/api/super-admin/logout', { token: accessToken })).status).toBe(200);
    expectError(await t.request('GET', '/api/dashboard-users', { token: accessToken }), 401, MESSAGES.unauthorized);
    expect((await onOther()).status).toBe(200);
    t.clock.advance(ACCOUNT_CHECK_TTL_MS / 1000 + 1);
    expect((await onOther()).status).toBe(401);
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
