import { MessageReplySchema } from '@contract/common';
import { MESSAGES } from '@contract/messages';
import {
  DeviceReplySchema,
  DevicesReplySchema,
  EventReplySchema,
  EventsReplySchema,
  UserLoginReplySchema,
  UserMetaversesReplySchema,
  UserReplySchema,
  UsersReplySchema,
} from '@contract/metaverse-user';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../server/src/db/ids';
import { devices, events, metaverseMemberships, metaverseUsers } from '../../server/src/db/schema';
import { LOCAL_IDENTITY_AUDIENCE, LOCAL_IDENTITY_ISSUER } from '../../server/src/identity/local';
import { touchDevice } from '../../server/src/services/metaverse-user/activity';
import {
  DB_KINDS,
  expectError,
  expectNothingLeaked,
  expectValidation,
  givenSuperAdmin,
  loginSuperAdmin,
  makeTestApp,
  mintAccessToken,
  type TestApp,
} from './helpers';
import { givenMetaverse, localGoogleToken, loginMetaverseUser } from './user-session';


describe.each(DB_KINDS)('metaverse-user service on %s', (kind) => {
  let t: TestApp;
  let adminToken: string;

  beforeAll(async () => {
    t = await makeTestApp({ kind });
    const admin = await givenSuperAdmin(t);
    adminToken = (await loginSuperAdmin(t, admin.email, admin.password)).accessToken;
  });
  afterAll(() => t?.close());

  describe('login with {token, provider}', () => {
    it('creates the user from the identity and answers with the profile and a token pair', async () => {
      const token = await localGoogleToken(t, 'Asha.Rao@Example.com', 'Asha Rao');
      const res = await t.request('POST', '/api/user', { body: { token, provider: 'google' } });
      expect(res.status, res.text).toBe(200);
      const reply = UserLoginReplySchema.parse(res.body);
      expect(reply.message).toBe(MESSAGES.loginSuccess);
      expect(reply.data.user).toMatchObject({ name: 'Asha Rao', email: 'asha.rao@example.com', phoneNumber: '', metaverses: [] });
      expect(reply.data.accessToken.split('.')).toHaveLength(3);
      expect(reply.data.refreshToken).toMatch(/^[0-9a-f]{24}\.[\w-]{43}$/);
      const me = await t.request('GET', '/api/user', { token: reply.data.accessToken });
      expect(UserReplySchema.parse(me.body).data.user._id).toBe(reply.data.user._id);
    });

    it('a returning person gets the same account', async () => {
      const first = await loginMetaverseUser(t, { email: 'returning@example.com' });
      const again = await loginMetaverseUser(t, { email: 'RETURNING@example.com' });
      expect(again.user._id).toBe(first.user._id);
      const [{ identityKey } = { identityKey: null }] = await t.deps.db
        .select({ identityKey: metaverseUsers.identityKey })
        .from(metaverseUsers)
        .where(eq(metaverseUsers.id, first.user._id));
      expect(identityKey).toBe('google:returning@example.com');
    });

    it('links an account nobody signed in to yet (seeded) by its verified email', async () => {
      const id = newId();
      const now = t.clock();
      await t.deps.db.insert(metaverseUsers).values({ id, name: 'Seeded', email: 'seeded@example.com', createdAt: now, updatedAt: now });
      const { user } = await loginMetaverseUser(t, { email: 'seeded@example.com', name: 'Other Name' });
      expect(user).toMatchObject({ _id: id, name: 'Seeded' });
    });

    it("refuses bad, forged, expired and wrong-provider tokens with 401 'Invalid credentials'", async () => {
      const good = await localGoogleToken(t, 'forge-target@example.com');
      const now = Math.floor(t.clock().getTime() / 1000);
      const claims = { typ: 'id', provider: 'google', email: 'forge-target@example.com', email_verified: true };
      const forged = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('forge-target@example.com')
        .setIssuer(LOCAL_IDENTITY_ISSUER)
        .setAudience(LOCAL_IDENTITY_AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + 60)
        .sign(new TextEncoder().encode('a secret the server does not have, long enough'));
      const [h, p] = good.split('.') as [string, string];
      const algNone = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${p}.`;
      const tampered = `${h}.${Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else@example.com' })).toString('base64url')}.${good.split('.')[2]}`;
      const accessToken = await mintAccessToken(t, 'metaverse-user');
      for (const token of ['garbage', forged, algNone, tampered, accessToken]) {
        const res = await t.request('POST', '/api/user', { body: { token, provider: 'google' } });
        expectError(res, 401, MESSAGES.invalidCredentials);
      }
      const wrongProvider = await t.request('POST', '/api/user', { body: { token: good, provider: 'phone' } });
      expectError(wrongProvider, 401, MESSAGES.invalidCredentials);

      t.clock.advance(301);
      const expired = await t.request('POST', '/api/user', { body: { token: good, provider: 'google' } });
      expectError(expired, 401, MESSAGES.invalidCredentials);
    });

    it('validates the body', async () => {
      const res = await t.request('POST', '/api/user', { body: { token: 'x', provider: 'facebook' } });
      expect(res.status).toBe(400);
      expect(res.body.errors.details[0]).toEqual({ message: 'provider must be google or phone', path: ['provider'] });
      const extra = await t.request('POST', '/api/user', { body: { token: 'x', provider: 'google', admin: true } });
      expect(extra.status).toBe(400);
    });
  });

  describe('own profile', () => {
    it('PATCH changes the name; email and phone number only through a verified identity (docs/decisions/0032)', async () => {
      const other = await loginMetaverseUser(t);
      const me = await loginMetaverseUser(t, { name: 'Before' });
      t.clock.advance(2);
      const res = await t.request('PATCH', '/api/user', { token: me.accessToken, body: { name: 'After' } });
      expect(res.status, res.text).toBe(200);
      const user = UserReplySchema.parse(res.body).data.user;
      expect(res.body.message).toBe(MESSAGES.userUpdated);
      expect(user).toMatchObject({ _id: me.user._id, name: 'After', email: me.email, phoneNumber: '' });
      expect(user.updatedAt > me.user.updatedAt).toBe(true);

      const unverified = await t.request('PATCH', '/api/user', {
        token: me.accessToken,
        body: { email: 'After@Example.com', phoneNumber: '+919876500000' },
      });
      expectValidation(unverified, { message: MESSAGES.identityChangeByCode });
      const taken = await t.request('PUT', '/api/user/identity', {
        token: me.accessToken,
        body: { token: await localGoogleToken(t, other.email.toUpperCase()), provider: 'google' },
      });
      expectError(taken, 409, MESSAGES.emailTaken);
      const empty = await t.request('PATCH', '/api/user', { token: me.accessToken, body: {} });
      expect(empty.status).toBe(400);
      expect(empty.body.errors.details[0].message).toBe('Nothing to update');
    });

    it('DELETE removes the account and its memberships and revokes its sessions', async () => {
      const me = await loginMetaverseUser(t);
      await givenMetaverse(t, 'Left Behind', [me.user._id]);
      const res = await t.request('DELETE', '/api/user', { token: me.accessToken });
      expect(res.status, res.text).toBe(200);
      expect(MessageReplySchema.parse(res.body).message).toBe(MESSAGES.userDeleted(me.user._id));
      const memberships = await t.deps.db.select().from(metaverseMemberships).where(eq(metaverseMemberships.userId, me.user._id));
      expect(memberships).toEqual([]);
      expectError(await t.request('GET', '/api/user', { token: me.accessToken }), 401, MESSAGES.unauthorized);
      const refresh = await t.request('PATCH', '/api/user/refresh-token', { body: { refreshToken: me.refreshToken } });
      expectError(refresh, 401, MESSAGES.invalidRefreshToken);
    });
  });

  describe('refresh token', () => {
    it('accepts the token in the body or as bearer with an empty body, rotating each time', async () => {
      const me = await loginMetaverseUser(t);
      const byBody = await t.request('PATCH', '/api/user/refresh-token', { body: { refreshToken: me.refreshToken } });
      expect(byBody.status, byBody.text).toBe(200);
      const first = UserLoginReplySchema.parse(byBody.body);
      expect(first.message).toBe(MESSAGES.tokenRefreshed);
      expect(first.data.user._id).toBe(me.user._id);
      expect(first.data.refreshToken).not.toBe(me.refreshToken);

      const byBearer = await t.request('PATCH', '/api/user/refresh-token', { body: {}, token: first.data.refreshToken });
      expect(byBearer.status, byBearer.text).toBe(200);
      const second = UserLoginReplySchema.parse(byBearer.body);
      expect((await t.request('GET', '/api/user', { token: second.data.accessToken })).status).toBe(200);

      // Reusing a rotated token revokes the family, newest token included.
      const reuse = await t.request('PATCH', '/api/user/refresh-token', { body: {}, token: me.refreshToken });
      expectError(reuse, 401, MESSAGES.invalidRefreshToken);
      const newest = await t.request('PATCH', '/api/user/refresh-token', { body: { refreshToken: second.data.refreshToken } });
      expectError(newest, 401, MESSAGES.invalidRefreshToken);
    });

    it('refuses a missing token, garbage, and another role’s refresh token', async () => {
      expectError(await t.request('PATCH', '/api/user/refresh-token', { body: {} }), 401, MESSAGES.invalidRefreshToken);
      const garbage = await t.request('PATCH', '/api/user/refresh-token', { body: { refreshToken: 'nope' } });
      expectError(garbage, 401, MESSAGES.invalidRefreshToken);
      const admin = await givenSuperAdmin(t);
      const { refreshToken } = await loginSuperAdmin(t, admin.email, admin.password);
      expectError(await t.request('PATCH', '/api/user/refresh-token', { body: {}, token: refreshToken }), 401, MESSAGES.invalidRefreshToken);
    });
  });

  describe('by id (super admin)', () => {
    it('GET user/:id answers the user, 404 for an unknown id, 403 for a metaverse user', async () => {
      const person = await loginMetaverseUser(t);
      const res = await t.request('GET', `/api/user/${person.user._id}`, { token: adminToken });
      expect(res.status, res.text).toBe(200);
      expect(UserReplySchema.parse(res.body).data.user).toEqual(person.user);
      expectError(await t.request('GET', `/api/user/${newId()}`, { token: adminToken }), 404, MESSAGES.userNotFound);
      expectError(await t.request('GET', `/api/user/${person.user._id}`, { token: person.accessToken }), 403, MESSAGES.forbidden);
      const bad = await t.request('GET', '/api/user/not-an-id', { token: adminToken });
      expect(bad.status).toBe(400);
    });

    it("DELETE user/:id answers 'User {id} deleted' and then 404", async () => {
      const person = await loginMetaverseUser(t);
      const res = await t.request('DELETE', `/api/user/${person.user._id}`, { token: adminToken });
      expect(res.status, res.text).toBe(200);
      expect(MessageReplySchema.parse(res.body)).toEqual({ message: `User ${person.user._id} deleted` });
      expectError(await t.request('DELETE', `/api/user/${person.user._id}`, { token: adminToken }), 404, MESSAGES.userNotFound);
      const refresh = await t.request('PATCH', '/api/user/refresh-token', { body: { refreshToken: person.refreshToken } });
      expectError(refresh, 401, MESSAGES.invalidRefreshToken);
    });
  });

  describe('metaverses of a user', () => {
    it('own and by id, as {metaverseID: {_id, name, description}} in joining order; also inside the profile', async () => {
      const person = await loginMetaverseUser(t);
      const a = await givenMetaverse(t, 'Alpha', [person.user._id]);
      t.clock.advance(1);
      const b = await givenMetaverse(t, 'Beta', [person.user._id]);
      const expected = [a, b].map((m) => ({ metaverseID: { _id: m.id, name: m.name, description: m.description } }));

      const own = await t.request('GET', '/api/user/metaverses', { token: person.accessToken });
      expect(own.status, own.text).toBe(200);
      expect(UserMetaversesReplySchema.parse(own.body).data.metaverses).toEqual(expected);
      const byId = await t.request('GET', `/api/user/${person.user._id}/metaverses`, { token: adminToken });
      expect(UserMetaversesReplySchema.parse(byId.body).data.metaverses).toEqual(expected);
      const me = await t.request('GET', '/api/user', { token: person.accessToken });
      expect(UserReplySchema.parse(me.body).data.user.metaverses).toEqual(expected);

      expectError(await t.request('GET', `/api/user/${newId()}/metaverses`, { token: adminToken }), 404, MESSAGES.userNotFound);
      expectError(await t.request('GET', '/api/user/metaverses', { token: adminToken }), 403, MESSAGES.forbidden);
    });
  });

  describe('events and devices', () => {
    it('lists own events (the login is one) and reads one; another user’s event is not found', async () => {
      const person = await loginMetaverseUser(t);
      const other = await loginMetaverseUser(t);
      const res = await t.request('GET', '/api/user/events', { token: person.accessToken });
      expect(res.status, res.text).toBe(200);
      const list = EventsReplySchema.parse(res.body).data.events;
      expect(list.map((e) => e.type)).toEqual(['user.login']);
      expect(list[0]!.payload).toEqual({ provider: 'google' });

      const one = await t.request('GET', `/api/user/events/${list[0]!._id}`, { token: person.accessToken });
      expect(EventReplySchema.parse(one.body).data.event).toEqual(list[0]);
      const stolen = await t.request('GET', `/api/user/events/${list[0]!._id}`, { token: other.accessToken });
      expectError(stolen, 404, MESSAGES.eventNotFound);
    });

    it("lists own devices under the field 'devices' and reads one; another user’s device is not found", async () => {
      const person = await loginMetaverseUser(t);
      const other = await loginMetaverseUser(t);
      const empty = await t.request('GET', '/api/user/devices', { token: person.accessToken });
      expect(DevicesReplySchema.parse(empty.body).devices).toEqual([]);

      const deviceId = await touchDevice(t.deps, person.user._id, { name: 'Quest 3', platform: 'VR' });
      const res = await t.request('GET', '/api/user/devices', { token: person.accessToken });
      expect(res.status, res.text).toBe(200);
      const reply = DevicesReplySchema.parse(res.body);
      expect(reply.message).toBe(MESSAGES.devicesFetched);
      expect(reply.devices).toMatchObject([{ _id: deviceId, name: 'Quest 3', platform: 'VR' }]);

      const one = await t.request('GET', `/api/user/devices/${deviceId}`, { token: person.accessToken });
      expect(DeviceReplySchema.parse(one.body).data.device).toEqual(reply.devices[0]);
      expectError(await t.request('GET', `/api/user/devices/${deviceId}`, { token: other.accessToken }), 404, MESSAGES.deviceNotFound);
    });
    it('pages own events and devices 100 at a time, newest first, with the totals', async () => {
      const person = await loginMetaverseUser(t);
      const base = t.clock().getTime();
      // 150 more events (the login is one) and 101 devices, a second apart.
      await t.deps.db.insert(events).values(
        Array.from({ length: 150 }, (_, i) => ({
          id: newId(), userId: person.user._id, type: `bulk.${i}`, payload: {}, createdAt: new Date(base + (i + 1) * 1000),
        })),
      );
      await t.deps.db.insert(devices).values(
        Array.from({ length: 101 }, (_, i) => ({
          id: newId(), userId: person.user._id, name: `Device ${i}`, platform: 'WEBGL', createdAt: new Date(base + i * 1000),
        })),
      );
      const eventsPage = async (page?: number) =>
        EventsReplySchema.parse((await t.request('GET', `/api/user/events${page ? `?page=${page}` : ''}`, { token: person.accessToken })).body).data;
      const first = await eventsPage();
      expect(first.events).toHaveLength(100);
      expect(first.events[0]!.type).toBe('bulk.149');
      expect(first.pagination).toEqual({ page: 1, pageSize: 100, total: 151, totalPages: 2 });
      const second = await eventsPage(2);
      expect(second.events.map((e) => e.type).slice(-2)).toEqual(['bulk.0', 'user.login']);
      expect(second.pagination.page).toBe(2);
      expect(new Set([...first.events, ...second.events].map((e) => e._id)).size).toBe(151);

      const devicesPage = async (page: number) =>
        DevicesReplySchema.parse((await t.request('GET', `/api/user/devices?page=${page}`, { token: person.accessToken })).body);
      expect((await devicesPage(1)).devices[0]!.name).toBe('Device 100');
      const last = await devicesPage(2);
      expect(last.devices.map((d) => d.name)).toEqual(['Device 0']);
      expect(last.pagination).toEqual({ page: 2, pageSize: 100, total: 101, totalPages: 2 });
      expect((await devicesPage(3)).devices).toEqual([]);
      expectValidation(await t.request('GET', '/api/user/devices?page=0', { token: person.accessToken }), {
        message: 'page must be a whole number from 1 to 100000',
        path: ['page'],
      });
    });
  });

  it('every protected call needs a token of the right role', async () => {
    const calls: [string, string][] = [
      ['GET', '/api/user'],
      ['GET', '/api/user/events'],
      ['GET', '/api/user/devices'],
      ['GET', '/api/users'],
      ['DELETE', `/api/user/${newId()}`],
    ];
    for (const [method, path] of calls) {
      expectError(await t.request(method, path), 401, MESSAGES.unauthorized);
    }
    const dashboard = await mintAccessToken(t, 'dashboard-user');
    for (const [method, path] of calls) {
      expectError(await t.request(method, path, { token: dashboard }), 403, MESSAGES.forbidden);
    }
  });

  it('never puts a secret in a reply or a log line', () => {
    expectNothingLeaked(t);
  });
});

describe.each(DB_KINDS)('users list on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp({ kind });
  });
  afterAll(() => t?.close());

  it('pages 25 users 10 at a time, newest first, with their metaverses', async () => {
    const admin = await givenSuperAdmin(t);
    const { accessToken } = await loginSuperAdmin(t, admin.email, admin.password);
    const base = t.clock().getTime();
    // Five pairs share a creation time: the id breaks the tie, so no user shows on two pages.
    const rows = Array.from({ length: 25 }, (_, i) => {
      const createdAt = new Date(base - Math.floor(i / 2) * 60_000);
      return { id: newId(), name: `User ${i}`, email: `user${i}@example.com`, createdAt, updatedAt: createdAt };
    });
    await t.deps.db.insert(metaverseUsers).values(rows);
    const city = await givenMetaverse(t, 'City', [rows[0]!.id, rows[24]!.id]);

    const pages = [];
    for (const page of [1, 2, 3]) {
      const res = await t.request('GET', `/api/users?page=${page}`, { token: accessToken });
      expect(res.status, res.text).toBe(200);
      pages.push(UsersReplySchema.parse(res.body).data);
    }
    expect(pages.map((p) => p.users.length)).toEqual([10, 10, 5]);
    expect(pages[0]!.pagination).toEqual({ page: 1, pageSize: 10, total: 25, totalPages: 3 });
    const ids = pages.flatMap((p) => p.users.map((u) => u._id));
    const expected = [...rows]
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))
      .map((r) => r.id);
    expect(ids).toEqual(expected);
    const entry = [{ metaverseID: { _id: city.id, name: 'City', description: 'City description' } }];
    expect(pages[0]!.users.find((u) => u._id === rows[0]!.id)!.metaverses).toEqual(entry);
    expect(pages[2]!.users.find((u) => u._id === rows[24]!.id)!.metaverses).toEqual(entry);
    expect(pages[1]!.users.every((u) => u.metaverses.length === 0)).toBe(true);

    const beyond = await t.request('GET', '/api/users?page=4', { token: accessToken });
    expect(UsersReplySchema.parse(beyond.body).data.users).toEqual([]);
    const bad = await t.request('GET', '/api/users?page=0', { token: accessToken });
    expect(bad.status).toBe(400);
    const dflt = await t.request('GET', '/api/users', { token: accessToken });
    expect(UsersReplySchema.parse(dflt.body).data.pagination.page).toBe(1);
    expectNothingLeaked(t);
  });
});
