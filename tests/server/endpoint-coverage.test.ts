import { BookedDemosReplySchema, BookedDemosWeeklyReplySchema } from '@contract/booked-demos';
import { MessageReplySchema, type Role } from '@contract/common';
import { endpoints, type Endpoint } from '@contract/endpoints';
import { buildPath } from '@contract/endpoint-routing';
import { DashboardUserReplySchema, DashboardUsersReplySchema, MetaversesOfUserReplySchema } from '@contract/dashboard-user';
import { DeviceCodeReplySchema } from '@contract/device-code';
import { IdTokenReplySchema, LocalCodeSentReplySchema, LocalPhoneSendReplySchema } from '@contract/identity';
import { MESSAGES } from '@contract/messages';
import { MetaverseReplySchema } from '@contract/metaverse';
import {
  DeviceReplySchema,
  EventReplySchema,
  EventsReplySchema,
  UserLoginReplySchema,
  UserMetaversesReplySchema,
  UserReplySchema,
  UsersReplySchema,
} from '@contract/metaverse-user';
import { SuperAdminLoginReplySchema, SuperAdminReplySchema } from '@contract/super-admin';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../server/src/db/ids';
import { metaverseManagers, metaverses } from '../../server/src/db/schema';
import type { IdentityVerifier } from '../../server/src/identity/identity';
import { touchDevice } from '../../server/src/services/metaverse-user/activity';
import {
  EVERY_DB_KIND,
  expectError,
  expectNothingLeaked,
  expectValidation,
  givenDashboardUser,
  givenSuperAdmin,
  loginDashboardUser,
  loginSuperAdmin,
  makeTestApp,
  type Reply,
  type TestApp,
} from './helpers';
import { humanProof } from './human-check';
import { mailedCode } from './email-code';
import { givenMetaverse, loginMetaverseUser } from './user-session';

// Gaps left by the per-service test files (audit of SPEC part 7 × part 8, see the commit message): success messages
// not asserted, errors a handler can throw that no test provoked (a token whose account is gone, conflicts, exact
// validation details, per-row abuse limits), each checked exactly on every database kind.

const TEST_PHONE = '+919800000001';
const TEST_CODE = '654321';
const ID_MESSAGE = 'id must be 24 hexadecimal characters';

/** The 429 of an abuse limit: the message, and a Retry-After within the window. */
function expect429(res: Reply, windowSeconds: number): void {
  expectError(res, 429, MESSAGES.tooManyRequests);
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

describe.each(EVERY_DB_KIND)('endpoint coverage on %s', (kind) => {
  let t: TestApp;
  let sa: string;

  beforeAll(async () => {
    t = await makeTestApp({
      kind,
      env: {
        LOCAL_TEST_PHONES: `${TEST_PHONE}:${TEST_CODE}`,
        // The abuse limits have their own block below; here they must not get in the way.
        RATE_LIMIT_LOGIN: '100000',
        RATE_LIMIT_REFRESH: '100000',
        RATE_LIMIT_FAILED_LOGIN: '100000',
      },
    });
    const admin = await givenSuperAdmin(t);
    sa = (await loginSuperAdmin(t, admin.email, admin.password)).accessToken;
  });
  afterAll(() => t?.close());

  /** A super admin signed in, then deleted: the access token still verifies until it expires. */
  async function deletedSuperAdmin() {
    const who = await givenSuperAdmin(t);
    const session = await loginSuperAdmin(t, who.email, who.password);
    const res = await t.request('DELETE', '/api/super-admin', { token: session.accessToken });
    expect(res.status, res.text).toBe(200);
    return session;
  }

  async function deletedDashboardUser() {
    const who = await givenDashboardUser(t);
    const session = await loginDashboardUser(t, who.email, who.password);
    const res = await t.request('DELETE', '/api/dashboard-user', { token: session.accessToken });
    expect(res.status, res.text).toBe(200);
    return { ...session, id: who.dashboardUser._id };
  }

  async function deletedMetaverseUser() {
    const session = await loginMetaverseUser(t);
    const res = await t.request('DELETE', '/api/user', { token: session.accessToken });
    expect(res.status, res.text).toBe(200);
    return session;
  }

  describe('7.1 booked demos (super admin)', () => {
    it('bookedDemosList: success in the contract shape with its message', async () => {
      const res = await t.request('GET', '/api/booked-demos', { token: sa });
      expect(res.status, res.text).toBe(200);
      const reply = BookedDemosReplySchema.parse(res.body);
      expect(reply.message).toBe(MESSAGES.bookedDemosFetched);
    });

    it("bookedDemosWeekly: 12 weeks in the contract shape with its message", async () => {
      const res = await t.request('GET', '/api/booked-demos/weekly', { token: sa });
      expect(res.status, res.text).toBe(200);
      const reply = BookedDemosWeeklyReplySchema.parse(res.body);
      expect(reply.message).toBe(MESSAGES.bookedDemosWeeklyFetched);
      expect(reply.data.weeks).toHaveLength(12);
    });

    it.each(['booked-demos', 'booked-demos/export'])('%s: exact validation details for page and q', async (path) => {
      const get = (query: string) => t.request('GET', `/api/${path}?${query}`, { token: sa });
      expectValidation(await get('page=abc'), { message: 'page must be a whole number from 1 to 100000', path: ['page'] });
      expectValidation(await get('page=0'), { message: 'page must be a whole number from 1 to 100000', path: ['page'] });
      expectValidation(await get(`q=${'x'.repeat(201)}`), { message: 'q must be at most 200 characters', path: ['q'] });
      expectValidation(await get('q=%00'), { message: MESSAGES.nulCharacter, path: ['q'] });
    });
  });

  describe('7.2 super-admin service', () => {
    it("superAdminPatch: 'SuperAdmin updated successfully' in the contract shape", async () => {
      const who = await givenSuperAdmin(t);
      const { accessToken } = await loginSuperAdmin(t, who.email, who.password);
      const res = await t.request('PATCH', '/api/super-admin', { token: accessToken, body: { name: 'Patched Admin' } });
      expect(res.status, res.text).toBe(200);
      const reply = SuperAdminReplySchema.parse(res.body);
      expect(reply.message).toBe(MESSAGES.superAdminUpdated);
      expect(reply.data.superAdmin).toMatchObject({ _id: who.superAdmin._id, name: 'Patched Admin', email: who.email });
    });

    it('superAdminPatch: names the field that failed validation', async () => {
      const patch = (body: unknown) => t.request('PATCH', '/api/super-admin', { token: sa, body });
      expectValidation(await patch({ password: 'short' }), { message: 'Password must be at least 8 characters', path: ['password'] });
      expectValidation(await patch({ email: 'not-an-email' }), { message: 'Invalid email address!', path: ['email'] });
      expectValidation(await patch({ name: '   ' }), { message: 'Name is required', path: ['name'] });
      expectValidation(await patch({ role: 'root' }), { message: 'Unrecognized key: "role"', path: [] });
    });

    it("superAdminGetSelf, superAdminPatch, superAdminDelete: 401 'Unauthorized' once the caller's account is gone", async () => {
      const { accessToken } = await deletedSuperAdmin();
      expectError(await t.request('GET', '/api/super-admin', { token: accessToken }), 401, MESSAGES.unauthorized);
      expectError(
        await t.request('PATCH', '/api/super-admin', { token: accessToken, body: { name: 'Ghost' } }),
        401,
        MESSAGES.unauthorized,
      );
      expectError(await t.request('DELETE', '/api/super-admin', { token: accessToken }), 401, MESSAGES.unauthorized);
    });

    it("superAdminRefresh: validation details, and another role's refresh token is refused over HTTP", async () => {
      const refresh = (body: unknown) => t.request('PATCH', '/api/super-admin/refresh-token', { body });
      expectValidation(await refresh({}), { message: 'refreshToken is required', path: ['refreshToken'] });
      expectValidation(await refresh({ refreshToken: '' }), { message: 'refreshToken is required', path: ['refreshToken'] });
      const du = await givenDashboardUser(t);
      const { refreshToken } = await loginDashboardUser(t, du.email, du.password);
      expectError(await refresh({ refreshToken }), 401, MESSAGES.invalidRefreshToken);
      // That refusal did not spend the dashboard user's token.
      const own = await t.request('PATCH', '/api/dashboard-user/refresh-token', { body: { refreshToken } });
      expect(own.status, own.text).toBe(200);
    });

    it('superAdminRefresh: a good token answers in the login shape with its message', async () => {
      const who = await givenSuperAdmin(t);
      const { refreshToken } = await loginSuperAdmin(t, who.email, who.password);
      const res = await t.request('PATCH', '/api/super-admin/refresh-token', { body: { refreshToken } });
      expect(res.status, res.text).toBe(200);
      const reply = SuperAdminLoginReplySchema.parse(res.body);
      expect(reply.message).toBe(MESSAGES.tokenRefreshed);
      expect(reply.data.superAdmin._id).toBe(who.superAdmin._id);
    });
  });

  describe('7.3 dashboard-user service', () => {
    it("dashboardUserPatchSelf: 'DashboardUser updated successfully' and field validation details", async () => {
      const who = await givenDashboardUser(t);
      const { accessToken } = await loginDashboardUser(t, who.email, who.password);
      const res = await t.request('PATCH', '/api/dashboard-user', { token: accessToken, body: { name: 'Self Patched' } });
      expect(res.status, res.text).toBe(200);
      const reply = DashboardUserReplySchema.parse(res.body);
      expect(reply.message).toBe(MESSAGES.dashboardUserUpdated);
      expect(reply.data.dashboardUser).toMatchObject({ _id: who.dashboardUser._id, name: 'Self Patched' });

      const patch = (body: unknown) => t.request('PATCH', '/api/dashboard-user', { token: accessToken, body });
      expectValidation(await patch({ phoneNumber: 'abc' }), { message: 'Invalid Phone Number!', path: ['phoneNumber'] });
      expectValidation(await patch({ password: 'short' }), { message: 'Password must be at least 8 characters', path: ['password'] });
      expectValidation(await patch({ email: 'nope' }), { message: 'Invalid email address!', path: ['email'] });
    });

    it("dashboardUserGetSelf, PatchSelf, DeleteSelf, MyMetaverses: 401 'Unauthorized' once the caller's account is gone", async () => {
      const { accessToken } = await deletedDashboardUser();
      const calls: [string, string, unknown][] = [
        ['GET', '/api/dashboard-user', undefined],
        ['PATCH', '/api/dashboard-user', { name: 'Ghost' }],
        ['DELETE', '/api/dashboard-user', undefined],
        ['GET', '/api/dashboard-user/metaverses', undefined],
      ];
      for (const [method, path, body] of calls) {
        expectError(await t.request(method, path, { token: accessToken, body }), 401, MESSAGES.unauthorized);
      }
    });

    it("dashboardUserSelfMetaverses: 'Metaverses fetched successfully' in the contract shape", async () => {
      const who = await givenDashboardUser(t);
      const m = await givenMetaverse(t, 'Owned By Self');
      await t.deps.db.update(metaverses).set({ adminId: who.dashboardUser._id }).where(eq(metaverses.id, m.id));
      const { accessToken } = await loginDashboardUser(t, who.email, who.password);
      const res = await t.request('GET', '/api/dashboard-user/metaverses', { token: accessToken });
      expect(res.status, res.text).toBe(200);
      const reply = MetaversesOfUserReplySchema.parse(res.body);
      expect(reply.message).toBe(MESSAGES.metaversesFetched);
      expect(reply.data.metaverses.map((e) => e.metaverseID._id)).toContain(m.id);
    });

    it("dashboardUserGet: 'DashboardUser fetched successfully' in the contract shape", async () => {
      const who = await givenDashboardUser(t);
      const res = await t.request('GET', `/api/dashboard-user/${who.dashboardUser._id}`, { token: sa });
      expect(res.status, res.text).toBe(200);
      const reply = DashboardUserReplySchema.parse(res.body);
      expect(reply.message).toBe(MESSAGES.dashboardUserFetched);
      expect(reply.data.dashboardUser._id).toBe(who.dashboardUser._id);
    });

    it("dashboardUserPatch (by id): 409 'Email already in use', 'Nothing to update', a malformed id", async () => {
      const who = await givenDashboardUser(t);
      const other = await givenDashboardUser(t);
      const url = `/api/dashboard-user/${who.dashboardUser._id}`;
      expectError(
        await t.request('PATCH', url, { token: sa, body: { email: other.email.toUpperCase() } }),
        409,
        MESSAGES.conflictEmail,
      );
      expectValidation(await t.request('PATCH', url, { token: sa, body: {} }), { message: 'Nothing to update', path: [] });
      expectValidation(await t.request('PATCH', '/api/dashboard-user/not-an-id', { token: sa, body: { name: 'X' } }), {
        message: ID_MESSAGE,
        path: ['id'],
      });
      // Its own email, in another case, is no conflict.
      const same = await t.request('PATCH', url, { token: sa, body: { email: who.email.toUpperCase() } });
      expect(same.status, same.text).toBe(200);
      expect(DashboardUserReplySchema.parse(same.body).data.dashboardUser.email).toBe(who.email);
    });

    it('dashboardUserDelete, dashboardUserMetaverses: a malformed id is a 400 naming it', async () => {
      for (const [method, path] of [
        ['DELETE', '/api/dashboard-user/xyz'],
        ['GET', '/api/dashboard-user/xyz/metaverses'],
      ] as const) {
        expectValidation(await t.request(method, path, { token: sa }), { message: ID_MESSAGE, path: ['id'] });
      }
    });

    it('dashboardUsersList: exact validation details for operator, the field/operator pair and page', async () => {
      const list = (query: string) => t.request('GET', `/api/dashboard-users?${query}`, { token: sa });
      const ok = await list('page=1');
      expect(ok.status, ok.text).toBe(200);
      expect(DashboardUsersReplySchema.parse(ok.body).message).toBe(MESSAGES.dashboardUsersFetched);
      expectValidation(await list('field=name&operator=like&value=x'), {
        message: 'operator must be one of starts with, ends with, contains, equals',
        path: ['operator'],
      });
      expectValidation(await list('operator=equals&value=x'), { message: 'field and operator go together', path: ['operator'] });
      expectValidation(await list('page=abc'), { message: 'page must be a whole number from 1 to 100000', path: ['page'] });
      expectValidation(await list(`field=name&operator=equals&value=${'v'.repeat(201)}`), {
        message: 'value must be at most 200 characters',
        path: ['value'],
      });
    });

    it('dashboardUserMetaverseUsers: a malformed id or page is a 400 naming it', async () => {
      const who = await givenDashboardUser(t);
      const { accessToken } = await loginDashboardUser(t, who.email, who.password);
      expectValidation(await t.request('GET', '/api/dashboard-user/metaverse/nope/metaverse-users', { token: accessToken }), {
        message: ID_MESSAGE,
        path: ['id'],
      });
      const m = await givenMetaverse(t, 'Paging Check');
      const url = `/api/dashboard-user/metaverse/${m.id}/metaverse-users`;
      expectValidation(await t.request('GET', `${url}?page=0`, { token: accessToken }), {
        message: 'page must be a whole number from 1 to 100000',
        path: ['page'],
      });
      expectValidation(await t.request('GET', `${url}?page=abc`, { token: accessToken }), {
        message: 'page must be a whole number from 1 to 100000',
        path: ['page'],
      });
    });
  });

  describe('7.4 metaverse-user service', () => {
    it("userGetSelf: 'User fetched successfully' in the contract shape", async () => {
      const me = await loginMetaverseUser(t);
      const res = await t.request('GET', '/api/user', { token: me.accessToken });
      expect(res.status, res.text).toBe(200);
      const reply = UserReplySchema.parse(res.body);
      expect(reply.message).toBe(MESSAGES.userFetched);
      expect(reply.data.user).toEqual(me.user);
    });

    it('userPatchSelf: names the field that failed validation', async () => {
      const me = await loginMetaverseUser(t);
      const patch = (body: unknown) => t.request('PATCH', '/api/user', { token: me.accessToken, body });
      expectValidation(await patch({ phoneNumber: '12' }), { message: 'Invalid Phone Number!', path: ['phoneNumber'] });
      expectValidation(await patch({ email: 'nope' }), { message: 'Invalid email address!', path: ['email'] });
      expectValidation(await patch({ name: '' }), { message: 'Name is required', path: ['name'] });
      expectValidation(await patch({ companyName: 'Mine' }), { message: 'Unrecognized key: "companyName"', path: [] });
    });

    it("userGetSelf, PatchSelf, DeleteSelf, MyMetaverses, Events, Devices, Code and metaverseJoin: 401 'Unauthorized' once the account is gone", async () => {
      const gone = await deletedMetaverseUser();
      const m = await givenMetaverse(t, 'Join After Delete');
      const screen = DeviceCodeReplySchema.parse((await t.request('POST', '/api/device/code', { body: {} })).body).data;
      const calls: [string, string, unknown][] = [
        ['GET', '/api/user', undefined],
        ['PATCH', '/api/user', { name: 'Ghost' }],
        ['DELETE', '/api/user', undefined],
        ['GET', '/api/user/metaverses', undefined],
        ['GET', '/api/user/events', undefined],
        ['GET', '/api/user/devices', undefined],
        ['POST', '/api/user/code', { code: screen.userCode, decision: 'allow' }],
        ['GET', `/api/device/code/${screen.userCode}`, undefined],
        ['PUT', `/api/metaverse/${m.id}/metaverse-user`, undefined],
        ['DELETE', `/api/metaverse/${m.id}/user/${gone.user._id}`, undefined],
      ];
      for (const [method, path, body] of calls) {
        expectError(await t.request(method, path, { token: gone.accessToken, body }), 401, MESSAGES.unauthorized);
      }
      // The code was not approved by the deleted account: the screen is still waiting.
      expectError(
        await t.request('POST', '/api/device/token', { body: { deviceCode: screen.deviceCode } }),
        400,
        MESSAGES.authorizationPending,
      );
    });

    it('userRefresh: validation details, and a dashboard-user refresh token in the body is refused', async () => {
      const refresh = (body: unknown) => t.request('PATCH', '/api/user/refresh-token', { body });
      expectValidation(await refresh({ refreshToken: '' }), {
        message: 'refreshToken must not be empty',
        path: ['refreshToken'],
      });
      expectValidation(await refresh({ token: 'x' }), { message: 'Unrecognized key: "token"', path: [] });
      const du = await givenDashboardUser(t);
      const { refreshToken } = await loginDashboardUser(t, du.email, du.password);
      expectError(await refresh({ refreshToken }), 401, MESSAGES.invalidRefreshToken);
    });

    it('userSelfMetaverses, userEvents, userEvent: success messages in the contract shape', async () => {
      const me = await loginMetaverseUser(t);
      const m = await givenMetaverse(t, 'Own Listing', [me.user._id]);
      const mine = await t.request('GET', '/api/user/metaverses', { token: me.accessToken });
      expect(mine.status, mine.text).toBe(200);
      const metaverseReply = UserMetaversesReplySchema.parse(mine.body);
      expect(metaverseReply.message).toBe(MESSAGES.userMetaversesFetched);
      expect(metaverseReply.data.metaverses).toEqual([{ metaverseID: { _id: m.id, name: m.name, description: m.description } }]);

      const list = await t.request('GET', '/api/user/events', { token: me.accessToken });
      expect(list.status, list.text).toBe(200);
      const events = EventsReplySchema.parse(list.body);
      expect(events.message).toBe(MESSAGES.eventsFetched);
      const first = events.data.events[0]!;
      const one = await t.request('GET', `/api/user/events/${first._id}`, { token: me.accessToken });
      expect(one.status, one.text).toBe(200);
      const event = EventReplySchema.parse(one.body);
      expect(event.message).toBe(MESSAGES.eventFetched);
      expect(event.data.event).toEqual(first);
    });

    it('userDevice: success message in the contract shape; userEvent and userDevice: 404 for an unknown id, 400 for a malformed one', async () => {
      const me = await loginMetaverseUser(t);
      const deviceId = await touchDevice(t.deps, me.user._id, { name: 'Kiosk 7', platform: 'WEBGL' });
      const one = await t.request('GET', `/api/user/devices/${deviceId}`, { token: me.accessToken });
      expect(one.status, one.text).toBe(200);
      const device = DeviceReplySchema.parse(one.body);
      expect(device.message).toBe(MESSAGES.deviceFetched);
      expect(device.data.device).toMatchObject({ _id: deviceId, name: 'Kiosk 7', platform: 'WEBGL' });

      expectError(await t.request('GET', `/api/user/events/${newId()}`, { token: me.accessToken }), 404, MESSAGES.eventNotFound);
      expectError(await t.request('GET', `/api/user/devices/${newId()}`, { token: me.accessToken }), 404, MESSAGES.deviceNotFound);
      for (const path of ['/api/user/events/nope', '/api/user/devices/nope']) {
        expectValidation(await t.request('GET', path, { token: me.accessToken }), { message: ID_MESSAGE, path: ['id'] });
      }
    });

    it('userGet, userMetaverses, usersList: success messages in the contract shape; exact validation details', async () => {
      const person = await loginMetaverseUser(t);
      const got = await t.request('GET', `/api/user/${person.user._id}`, { token: sa });
      expect(got.status, got.text).toBe(200);
      expect(UserReplySchema.parse(got.body).message).toBe(MESSAGES.userFetched);

      const theirs = await t.request('GET', `/api/user/${person.user._id}/metaverses`, { token: sa });
      expect(theirs.status, theirs.text).toBe(200);
      const metaverseReply = UserMetaversesReplySchema.parse(theirs.body);
      expect(metaverseReply.message).toBe(MESSAGES.userMetaversesFetched);
      expect(metaverseReply.data.metaverses).toEqual([]);

      const list = await t.request('GET', '/api/users', { token: sa });
      expect(list.status, list.text).toBe(200);
      expect(UsersReplySchema.parse(list.body).message).toBe(MESSAGES.usersFetched);

      for (const [method, path] of [
        ['GET', '/api/user/nope'],
        ['DELETE', '/api/user/nope'],
        ['GET', '/api/user/nope/metaverses'],
      ] as const) {
        expectValidation(await t.request(method, path, { token: sa }), { message: ID_MESSAGE, path: ['id'] });
      }
      expectValidation(await t.request('GET', '/api/users?page=0', { token: sa }), {
        message: 'page must be a whole number from 1 to 100000',
        path: ['page'],
      });
    });

    it("userDelete: 'User {id} deleted' ends the user's access tokens for their own endpoints", async () => {
      const person = await loginMetaverseUser(t);
      const res = await t.request('DELETE', `/api/user/${person.user._id}`, { token: sa });
      expect(res.status, res.text).toBe(200);
      expect(MessageReplySchema.parse(res.body)).toEqual({ message: MESSAGES.userDeleted(person.user._id) });
      expectError(await t.request('GET', '/api/user', { token: person.accessToken }), 401, MESSAGES.unauthorized);
    });
  });

  describe('7.6 local identity provider and device codes', () => {
    it("identityLocalPhoneVerify: 'Phone number verified' in the contract shape", async () => {
      const sent = await t.request('POST', '/api/identity/local/phone/send', { body: { humanCheck: await humanProof(t), phoneNumber: TEST_PHONE } });
      expect(sent.status, sent.text).toBe(200);
      const { verificationId } = LocalPhoneSendReplySchema.parse(sent.body).data;
      const res = await t.request('POST', '/api/identity/local/phone/verify', { body: { verificationId, code: TEST_CODE } });
      expect(res.status, res.text).toBe(200);
      const reply = IdTokenReplySchema.parse(res.body);
      expect(reply.message).toBe(MESSAGES.phoneVerified);
      expect(reply.data.idToken.split('.')).toHaveLength(3);
      expectValidation(
        await t.request('POST', '/api/identity/local/phone/verify', { body: { verificationId: 'nope', code: TEST_CODE } }),
        { message: ID_MESSAGE, path: ['verificationId'] },
      );
    });

    it("identityLocalGoogle: 'Verification code sent to your email' and no token; identityLocalGoogleVerify: 'Signed in'", async () => {
      const google = async (body: object) =>
        t.request('POST', '/api/identity/local/google', { body: { ...body, humanCheck: await humanProof(t) } });
      const res = await google({ email: 'chooser@example.com', name: 'Chooser' });
      expect(res.status, res.text).toBe(200);
      const sent = LocalCodeSentReplySchema.parse(res.body);
      expect(sent.message).toBe('Verification code sent to your email');
      expect(res.text).not.toContain('idToken');
      expectValidation(await google({ email: 'nope', name: 'X' }), { message: 'Invalid email address!', path: ['email'] });
      expectValidation(await google({ email: 'x@example.com' }), { message: 'Name is required', path: ['name'] });

      const verify = (body: unknown) => t.request('POST', '/api/identity/local/google/verify', { body });
      const ok = await verify({ verificationId: sent.data.verificationId, code: mailedCode(t, 'chooser@example.com') });
      expect(ok.status, ok.text).toBe(200);
      const reply = IdTokenReplySchema.parse(ok.body);
      expect(reply.message).toBe('Signed in');
      expect(reply.data.idToken.split('.')).toHaveLength(3);
      expectValidation(await verify({ verificationId: 'nope', code: '123456' }), { message: ID_MESSAGE, path: ['verificationId'] });
      expectValidation(await verify({ verificationId: newId(), code: '12345' }), {
        message: 'The verification code must be 6 digits',
        path: ['code'],
      });
      expectError(await verify({ verificationId: newId(), code: '123456' }), 400, 'Invalid or expired verification code');
    });

    it("deviceCode: 'Device code issued'; deviceToken: 'Login successfully' in the login shape", async () => {
      const issued = await t.request('POST', '/api/device/code', { body: { name: 'Lobby Screen', platform: 'WEBGL' } });
      expect(issued.status, issued.text).toBe(200);
      const code = DeviceCodeReplySchema.parse(issued.body);
      expect(code.message).toBe(MESSAGES.deviceCodeIssued);

      const me = await loginMetaverseUser(t);
      const approved = await t.request('POST', '/api/user/code', { token: me.accessToken, body: { code: code.data.userCode, decision: 'allow' } });
      expect(approved.status, approved.text).toBe(200);
      expect(MessageReplySchema.parse(approved.body)).toEqual({ message: MESSAGES.codeLoggedIn });

      const res = await t.request('POST', '/api/device/token', { body: { deviceCode: code.data.deviceCode } });
      expect(res.status, res.text).toBe(200);
      const reply = UserLoginReplySchema.parse(res.body);
      expect(reply.message).toBe(MESSAGES.loginSuccess);
      expect(reply.data.user._id).toBe(me.user._id);
    });

    it('deviceToken: a code approved by an account deleted before the poll never hands out a session', async () => {
      const screen = DeviceCodeReplySchema.parse((await t.request('POST', '/api/device/code', { body: {} })).body).data;
      const me = await loginMetaverseUser(t);
      expect((await t.request('POST', '/api/user/code', { token: me.accessToken, body: { code: screen.userCode, decision: 'allow' } })).status).toBe(200);
      expect((await t.request('DELETE', '/api/user', { token: me.accessToken })).status).toBe(200);
      // The code row goes with the account (foreign key cascade), so the screen reads RFC 8628 'expired_token'.
      expectError(
        await t.request('POST', '/api/device/token', { body: { deviceCode: screen.deviceCode } }),
        400,
        MESSAGES.expiredToken,
      );
    });

    it("identityLocalPhoneSend, identityLocalPhoneVerify, identityLocalGoogle, identityLocalGoogleVerify: 404 'Not found' when the provider is not local", async () => {
      const firebaseLike: IdentityVerifier = { kind: 'firebase', verify: async () => null };
      const local = t.deps.identity;
      t.deps.identity = firebaseLike;
      try {
        const calls: [string, unknown][] = [
          ['identity/local/phone/send', { phoneNumber: TEST_PHONE }],
          ['identity/local/phone/verify', { verificationId: newId(), code: TEST_CODE }],
          ['identity/local/google', { email: 'x@example.com', name: 'X' }],
          ['identity/local/google/verify', { verificationId: newId(), code: TEST_CODE }],
        ];
        for (const [path, body] of calls) {
          expectError(await t.request('POST', `/api/${path}`, { body }), 404, MESSAGES.notFound);
        }
      } finally {
        t.deps.identity = local;
      }
    });
  });

  describe('7.5 metaverse service', () => {
    it("metaverseRemoveManager: 404 'Metaverse not found' for a missing metaverse; 400 for a malformed userId", async () => {
      const du = await givenDashboardUser(t);
      expectError(
        await t.request('DELETE', `/api/metaverse/${newId()}/dashboard-user/${du.dashboardUser._id}`, { token: sa }),
        404,
        MESSAGES.metaverseNotFound,
      );
      const m = await givenMetaverse(t, 'Manager Params');
      expectValidation(await t.request('DELETE', `/api/metaverse/${m.id}/dashboard-user/nope`, { token: sa }), {
        message: ID_MESSAGE,
        path: ['userId'],
      });
    });

    it('metaverseRemoveManager: removing one of two managers keeps the other', async () => {
      const [a, b] = [await givenDashboardUser(t), await givenDashboardUser(t)];
      const m = await givenMetaverse(t, 'Two Managers');
      for (const who of [a, b]) {
        expect((await t.request('PUT', `/api/metaverse/${m.id}/dashboard-user/${who.dashboardUser._id}`, { token: sa })).status).toBe(200);
      }
      const res = await t.request('DELETE', `/api/metaverse/${m.id}/dashboard-user/${a.dashboardUser._id}`, { token: sa });
      expect(MessageReplySchema.parse(res.body)).toEqual({ message: MESSAGES.managerRemoved });
      const rows = await t.deps.db.select().from(metaverseManagers);
      expect(rows.filter((r) => r.metaverseId === m.id).map((r) => r.dashboardUserId)).toEqual([b.dashboardUser._id]);
    });

    it('metaverseRemoveUser, metaverseJoin: a malformed id is a 400 naming it', async () => {
      const m = await givenMetaverse(t, 'Param Checks');
      expectValidation(await t.request('DELETE', `/api/metaverse/${m.id}/user/nope`, { token: sa }), {
        message: ID_MESSAGE,
        path: ['userId'],
      });
      const me = await loginMetaverseUser(t);
      expectValidation(await t.request('PUT', '/api/metaverse/nope/metaverse-user', { token: me.accessToken }), {
        message: ID_MESSAGE,
        path: ['id'],
      });
    });

    it('metaverseUsers: exact validation details for page', async () => {
      const m = await givenMetaverse(t, 'Paged Members');
      const url = `/api/metaverse/${m.id}/metaverse-users`;
      expectValidation(await t.request('GET', `${url}?page=0`, { token: sa }), {
        message: 'page must be a whole number from 1 to 100000',
        path: ['page'],
      });
      expectValidation(await t.request('GET', `${url}?page=100001`, { token: sa }), {
        message: 'page must be a whole number from 1 to 100000',
        path: ['page'],
      });
    });

    it('metaversePatch: link and description validation name the field', async () => {
      const m = await givenMetaverse(t, 'Patch Links');
      const patch = (body: unknown) => t.request('PATCH', `/api/metaverse/${m.id}`, { token: sa, body });
      expectValidation(await patch({ links: { IOS: { build: 'ftp://x.example.com' } } }), {
        message: 'Must be an http(s) URL',
        path: ['links', 'IOS', 'build'],
      });
      expectValidation(await patch({ description: 'd'.repeat(2001) }), {
        message: 'Description must be at most 2000 characters',
        path: ['description'],
      });
      const ok = await patch({ description: 'fine' });
      expect(ok.status, ok.text).toBe(200);
      expect(MetaverseReplySchema.parse(ok.body).data.metaverse.description).toBe('fine');
    });
  });

  describe("a deleted account's access token is refused on every row its role may call (docs/decisions/0012)", () => {
    const gone: Record<Role, () => Promise<{ accessToken: string }>> = {
      'super-admin': () => deletedSuperAdmin(),
      'dashboard-user': () => deletedDashboardUser(),
      'metaverse-user': () => deletedMetaverseUser(),
    };
    it.each(Object.keys(gone) as Role[])("%s: 401 'Unauthorized' everywhere", async (role) => {
      const { accessToken } = await gone[role]();
      const rows = (Object.entries(endpoints) as [string, Endpoint][]).filter(([, row]) => !row.anonymous && row.roles.includes(role));
      expect(rows.length).toBeGreaterThan(3);
      for (const [name, row] of rows) {
        const params = Object.fromEntries([...row.path.matchAll(/:([A-Za-z]+)/g)].map(([, key]) => [key!, newId()]));
        // Rows sharing a path pick their row by the body (POST super-admin: login or create): send the create body.
        const body = row.when ? { name: 'Ghost Admin', email: `ghost-${newId()}@example.com`, password: 'a long password' } : undefined;
        const res = await t.request(row.method, `/api/${buildPath(row.path, params)}`, { token: accessToken, body });
        expect(`${name} ${res.status}`).toBe(`${name} 401`);
        expectError(res, 401, MESSAGES.unauthorized);
      }
    });
  });

  describe('abuse limits on every login and refresh row (RATE_LIMIT_LOGIN=5, RATE_LIMIT_REFRESH=2, failed logins 2)', () => {
    let limited: TestApp;
    let ip = 0;

    beforeAll(async () => {
      limited = await makeTestApp({
        kind,
        env: { TRUST_PROXY: '1', RATE_LIMIT_LOGIN: '5', RATE_LIMIT_REFRESH: '2', RATE_LIMIT_FAILED_LOGIN: '2' },
      });
    });
    afterAll(() => limited?.close());

    // Bodies that fail (400, 401 or 404) without tripping the failed-login limit: each call names another account.
    const LOGIN_ROWS: [string, string, (i: number) => Record<string, unknown>][] = [
      ['dashboardUserLogin', 'dashboard-user', (i) => ({ email: `nobody-${i}@example.com`, password: 'x' })],
      ['userLogin', 'user', () => ({ token: 'x', provider: 'google' })],
      ['userCode', 'user/code', () => ({ code: 'ABCDEF', decision: 'allow' })],
      ['deviceCode', 'device/code', () => ({})],
      ['identityLocalPhoneSend', 'identity/local/phone/send', () => ({ phoneNumber: 'bad' })],
      ['identityLocalPhoneVerify', 'identity/local/phone/verify', () => ({ verificationId: 'x', code: '1' })],
      ['identityLocalGoogle', 'identity/local/google', (i) => ({ email: `bad-${i}`, name: 'X' })],
      ['identityLocalGoogleVerify', 'identity/local/google/verify', () => ({ verificationId: 'x', code: '1' })],
    ];

    it.each(LOGIN_ROWS)('%s: the sixth call from one address within 5 minutes is a 429', async (_, path, body) => {
      const headers = { 'x-forwarded-for': `198.51.100.${++ip}` };
      for (let i = 0; i < 5; i++) {
        const res = await limited.request('POST', `/api/${path}`, { headers, body: body(i) });
        expect(res.status, res.text).not.toBe(429);
      }
      expect429(await limited.request('POST', `/api/${path}`, { headers, body: body(5) }), 300);
      const elsewhere = await limited.request('POST', `/api/${path}`, {
        headers: { 'x-forwarded-for': `198.51.100.${++ip}` },
        body: body(6),
      });
      expect(elsewhere.status).not.toBe(429);
    });

    it.each([
      ['dashboardUserRefresh', 'dashboard-user/refresh-token'],
      ['userRefresh', 'user/refresh-token'],
    ])('%s: the third call from one address within 5 minutes is a 429', async (_, path) => {
      const headers = { 'x-forwarded-for': `198.51.100.${++ip}` };
      for (let i = 0; i < 2; i++) {
        expectError(
          await limited.request('PATCH', `/api/${path}`, { headers, body: { refreshToken: 'x.y' } }),
          401,
          MESSAGES.invalidRefreshToken,
        );
      }
      expect429(await limited.request('PATCH', `/api/${path}`, { headers, body: { refreshToken: 'x.y' } }), 300);
    });

    it('dashboardUserLogin: two failed logins for one account lock it out from that address, even with the right password', async () => {
      const who = await givenDashboardUser(limited);
      const headers = { 'x-forwarded-for': `198.51.100.${++ip}` };
      const login = (password: string) => limited.request('POST', '/api/dashboard-user', { headers, body: { email: who.email, password } });
      for (let i = 0; i < 2; i++) expectError(await login('wrong password'), 401, MESSAGES.unauthorized);
      expect429(await login(who.password), 900);
      const other = await limited.request('POST', '/api/dashboard-user', {
        headers: { 'x-forwarded-for': `198.51.100.${++ip}` },
        body: { email: who.email, password: who.password },
      });
      expect(other.status, other.text).toBe(200);
    });

    it('leaks nothing', () => expectNothingLeaked(limited));
  });

  it('leaks nothing', () => expectNothingLeaked(t));
});
