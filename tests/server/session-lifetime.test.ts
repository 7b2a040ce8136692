import { randomBytes } from 'node:crypto';
import { MessageReplySchema } from '@contract/common';
import { DeviceCodeReplySchema } from '@contract/device-code';
import { MESSAGES } from '@contract/messages';
import { CitizenSessionsReplySchema, UserLoginReplySchema } from '@contract/metaverse-user';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, expectError, givenSuperAdmin, loginSuperAdmin, makeTestApp, type TestApp } from './helpers';
import { localGoogleToken } from './user-session';

// Sessions with an end (docs/decisions/0031): a sign-in (refresh-token family) ends at an absolute time from the
// sign-in and after an idle time without a refresh; two tabs of one browser may use the just-rotated token again
// within the reuse grace; a citizen lists and ends their sessions.

const DAY = 24 * 3600;
const CHROME_LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SCREEN = 'UnityPlayer/2022.3.10f1 (UnityWebRequest/1.0, libcurl/8.1.1-DEV)';

describe.each(DB_KINDS)('sessions with an end on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // The documented defaults: 30 days absolute, 7 days idle, 10 s reuse grace (the harness turns the grace off).
    t = await makeTestApp({ kind, env: { REFRESH_TOKEN_TTL: String(30 * DAY), REFRESH_TOKEN_IDLE_TTL: String(7 * DAY), REFRESH_REUSE_GRACE: '10' } });
  });
  afterAll(() => t?.close());

  const refreshUser = (refreshToken: string, ua = CHROME_LINUX) =>
    t.request('PATCH', '/api/user/refresh-token', { body: { refreshToken }, headers: { 'user-agent': ua } });
  const me = (accessToken: string) => t.request('GET', '/api/user', { token: accessToken });
  const sessions = async (accessToken: string) => {
    const res = await t.request('GET', '/api/user/sessions', { token: accessToken });
    expect(res.status, res.text).toBe(200);
    return CitizenSessionsReplySchema.parse(res.body).data.sessions;
  };
  const tokensOf = (res: { status: number; text: string; body: unknown }) => {
    expect(res.status, res.text).toBe(200);
    return UserLoginReplySchema.parse(res.body).data;
  };
  /** A citizen signed in from Chrome on Linux (a new one unless `email` is given). */
  async function citizen(email = `city-${randomBytes(4).toString('hex')}@example.com`) {
    const token = await localGoogleToken(t, email, 'City Person');
    const res = await t.request('POST', '/api/user', { body: { token, provider: 'google' }, headers: { 'user-agent': CHROME_LINUX } });
    return { ...tokensOf(res), email };
  }
  /** A screen signed in by the citizen with a device code: its tokens. */
  async function screenOf(accessToken: string, name = 'Quest 3') {
    const code = DeviceCodeReplySchema.parse((await t.request('POST', '/api/device/code', { body: { name, platform: 'VR' } })).body).data;
    const approved = await t.request('POST', '/api/user/code', { token: accessToken, body: { code: code.userCode, decision: 'allow' } });
    expect(approved.status, approved.text).toBe(200);
    return tokensOf(await t.request('POST', '/api/device/token', { body: { deviceCode: code.deviceCode }, headers: { 'user-agent': SCREEN } }));
  }

  describe('lifetime', () => {
    it('a family refreshed every 6 days ends 30 days after the sign-in (absolute lifetime)', async () => {
      let { refreshToken } = await citizen();
      for (let day = 6; day <= 24; day += 6) {
        t.clock.advance(6 * DAY);
        ({ refreshToken } = tokensOf(await refreshUser(refreshToken)));
      }
      t.clock.advance(6 * DAY + 1); // 30 days and a second after the sign-in; 6 days after the last refresh
      expectError(await refreshUser(refreshToken), 401, MESSAGES.invalidRefreshToken);
    });

    it('a family not refreshed for 7 days ends (idle timeout); 6 days is fine', async () => {
      const { refreshToken } = await citizen();
      t.clock.advance(6 * DAY);
      const next = tokensOf(await refreshUser(refreshToken));
      t.clock.advance(7 * DAY + 1);
      expectError(await refreshUser(next.refreshToken), 401, MESSAGES.invalidRefreshToken);
    });

    it('applies to the consoles too: a super admin idle for 7 days is signed out', async () => {
      const admin = await givenSuperAdmin(t);
      const { refreshToken } = await loginSuperAdmin(t, admin.email, admin.password);
      t.clock.advance(7 * DAY + 1);
      expectError(await t.request('PATCH', '/api/super-admin/refresh-token', { body: { refreshToken } }), 401, MESSAGES.invalidRefreshToken);
    });

    it('an access token of a family past its end is refused', async () => {
      const { accessToken } = await citizen();
      t.clock.advance(7 * DAY + 1);
      // Past its own expiry too, so sign one for the same sign-in as a refresh would have (only `sid` matters here).
      const { signAccessToken } = await import('../../server/src/auth/tokens');
      const payload = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()) as { sub: string; sid: string };
      const fresh = await signAccessToken(
        { jwtSecret: t.deps.config.jwtSecret, accessTokenTtl: t.deps.config.accessTokenTtl, clock: t.clock },
        { role: 'metaverse-user', userId: payload.sub, sessionId: payload.sid },
      );
      expectError(await me(fresh), 401, MESSAGES.unauthorized);
    });
  });

  describe('two tabs', () => {
    it('two refreshes of one token at the same moment from one browser both succeed, and the family lives on', async () => {
      const { refreshToken } = await citizen();
      const [a, b] = await Promise.all([refreshUser(refreshToken), refreshUser(refreshToken)]);
      const tabA = tokensOf(a);
      const tabB = tokensOf(b);
      // One successor, not two: the reuse inside the grace got the token the first use was given (issue 38 item 3).
      expect(tabB.refreshToken).toBe(tabA.refreshToken);
      expect((await me(tabA.accessToken)).status).toBe(200);
      expect((await me(tabB.accessToken)).status).toBe(200);
      // The token the tabs share goes on working, and its reuse inside the grace again yields one successor.
      const nextA = tokensOf(await refreshUser(tabA.refreshToken)).refreshToken;
      expect(tokensOf(await refreshUser(tabB.refreshToken)).refreshToken).toBe(nextA);
      // And the family is still one session.
      expect(await sessions(tabA.accessToken)).toHaveLength(1);
    });

    it('within the grace the same browser may reuse the rotated token; after it, the reuse revokes the family', async () => {
      const { refreshToken } = await citizen();
      const first = tokensOf(await refreshUser(refreshToken));
      t.clock.advance(5);
      const second = tokensOf(await refreshUser(refreshToken)); // the other tab, 5 s later
      expect(second.refreshToken, 'the same successor, not a branch').toBe(first.refreshToken);
      expect(second.accessToken).toBeTruthy();
      t.clock.advance(6); // 11 s after the rotation
      expectError(await refreshUser(refreshToken), 401, MESSAGES.invalidRefreshToken);
      // Reuse detection ended the whole family: both tabs' tokens, refresh and access.
      expectError(await refreshUser(first.refreshToken), 401, MESSAGES.invalidRefreshToken);
      expectError(await refreshUser(second.refreshToken), 401, MESSAGES.invalidRefreshToken);
      expectError(await me(first.accessToken), 401, MESSAGES.unauthorized);
    });

    it('within the grace, a reuse from another client (another User-Agent) revokes the family', async () => {
      const { refreshToken } = await citizen();
      const mine = tokensOf(await refreshUser(refreshToken));
      t.clock.advance(2);
      expectError(await refreshUser(refreshToken, FIREFOX_WINDOWS), 401, MESSAGES.invalidRefreshToken);
      expectError(await refreshUser(mine.refreshToken), 401, MESSAGES.invalidRefreshToken);
    });
  });

  describe('the sessions API', () => {
    it('lists the sign-ins, the device-code one with the device; ending it ends that device at once', async () => {
      const person = await citizen();
      t.clock.advance(60);
      const screen = await screenOf(person.accessToken);

      const listed = await sessions(person.accessToken);
      expect(listed).toHaveLength(2);
      const [newest, mine] = listed;
      expect(newest).toMatchObject({ current: false, device: { name: 'Quest 3', platform: 'VR' }, client: 'Unity' });
      expect(newest!.device!._id).toMatch(/^[0-9a-f]{24}$/);
      expect(mine).toMatchObject({ current: true, device: null, client: 'Chrome on Linux' });
      const signedIn = Date.parse(mine!.signedInAt);
      expect(Date.parse(mine!.expiresAt) - signedIn).toBe(30 * DAY * 1000);
      expect(Date.parse(newest!.lastActiveAt)).toBeGreaterThan(Date.parse(mine!.lastActiveAt));
      // The screen's own list calls it current.
      expect((await sessions(screen.accessToken)).find((s) => s.current)?._id).toBe(newest!._id);

      // Activity moves a session up: the browser refreshes, so it is the newest now.
      t.clock.advance(60);
      const browser = tokensOf(await refreshUser(person.refreshToken));
      const after = await sessions(browser.accessToken);
      expect(after.map((s) => s._id)).toEqual([mine!._id, newest!._id]);
      expect(after[0]!.signedInAt).toBe(mine!.signedInAt);
      expect(Date.parse(after[0]!.lastActiveAt)).toBe(t.clock().getTime());

      const ended = await t.request('DELETE', `/api/user/sessions/${newest!._id}`, { token: browser.accessToken });
      expect(ended.status, ended.text).toBe(200);
      expect(MessageReplySchema.parse(ended.body)).toEqual({ message: 'Signed out' });
      expectError(await t.request('PATCH', '/api/user/refresh-token', { body: { refreshToken: screen.refreshToken } }), 401, MESSAGES.invalidRefreshToken);
      expectError(await me(screen.accessToken), 401, MESSAGES.unauthorized);
      expect((await sessions(browser.accessToken)).map((s) => s._id)).toEqual([mine!._id]);
      // Ended: not a live session any more.
      expectError(await t.request('DELETE', `/api/user/sessions/${newest!._id}`, { token: browser.accessToken }), 404, MESSAGES.sessionNotFound);
      expect((await me(browser.accessToken)).status).toBe(200);
    });

    it("another citizen's session id is 404, and that session goes on", async () => {
      const alice = await citizen();
      const bob = await citizen();
      const [bobs] = await sessions(bob.accessToken);
      expectError(await t.request('DELETE', `/api/user/sessions/${bobs!._id}`, { token: alice.accessToken }), 404, MESSAGES.sessionNotFound);
      expect(tokensOf(await refreshUser(bob.refreshToken)).accessToken).toBeTruthy();
      expect((await sessions(alice.accessToken)).map((s) => s._id)).not.toContain(bobs!._id);
    });

    it('DELETE /api/user/sessions ends every session of the caller, the current one included, and nobody else\'s', async () => {
      const person = await citizen();
      const screen = await screenOf(person.accessToken, 'Living-room TV');
      const other = await citizen();
      const res = await t.request('DELETE', '/api/user/sessions', { token: person.accessToken });
      expect(res.status, res.text).toBe(200);
      expect(MessageReplySchema.parse(res.body)).toEqual({ message: 'Signed out everywhere' });
      for (const refreshToken of [person.refreshToken, screen.refreshToken]) {
        expectError(await refreshUser(refreshToken), 401, MESSAGES.invalidRefreshToken);
      }
      expectError(await me(person.accessToken), 401, MESSAGES.unauthorized);
      expectError(await me(screen.accessToken), 401, MESSAGES.unauthorized);
      expect((await me(other.accessToken)).status).toBe(200);
    });

    it('an idle-ended session is not listed', async () => {
      const person = await citizen();
      const screen = await screenOf(person.accessToken, 'Old kiosk');
      t.clock.advance(7 * DAY + 1);
      const again = await citizen(person.email);
      const listed = await sessions(again.accessToken);
      expect(listed.map((s) => s.device?.name ?? s.client)).toEqual(['Chrome on Linux']);
      expect(listed[0]!.current).toBe(true);
      expectError(await refreshUser(screen.refreshToken, SCREEN), 401, MESSAGES.invalidRefreshToken);
    });
  });
});
