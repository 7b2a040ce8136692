import { MessageReplySchema, PAGE_SIZE } from '@contract/common';
import {
  DashboardUserLoginReplySchema,
  DashboardUserReplySchema,
  DashboardUsersReplySchema,
  FILTER_FIELDS,
  FILTER_OPERATORS,
  MetaversesOfUserReplySchema,
} from '@contract/dashboard-user';
import { MESSAGES } from '@contract/messages';
import { UsersReplySchema } from '@contract/metaverse-user';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../server/src/db/ids';
import { metaverseManagers, metaverseMemberships, metaverses, metaverseUsers } from '../../server/src/db/schema';
import { getDashboardUser } from '../../server/src/services/dashboard-user/account';
import { addManager, removeManager } from '../../server/src/services/metaverse-membership';
import type { AuthContext } from '../../server/src/auth/tokens';
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
  mintAccessToken,
  type TestApp,
} from './helpers';

const BY_SUPER_ADMIN: AuthContext = { role: 'super-admin', userId: 'the-super-admin' };



/** A metaverse row written directly (the metaverse service has its own tests). */
async function givenMetaverse(t: TestApp, fields: { name?: string; description?: string; adminId?: string | null } = {}) {
  const now = t.clock();
  const [row] = await t.deps.db
    .insert(metaverses)
    .values({
      id: newId(),
      name: fields.name ?? `A metaverse ${newId()}`,
      description: fields.description ?? '',
      adminId: fields.adminId ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  t.clock.advance(1);
  return row!;
}

/** A metaverse user who joined `metaverseIds`, written directly. */
async function givenMember(t: TestApp, name: string, metaverseIds: string[]) {
  const now = t.clock();
  const [user] = await t.deps.db
    .insert(metaverseUsers)
    .values({ id: newId(), name, email: `${name.toLowerCase().replace(/\W/g, '')}@example.net`, createdAt: now, updatedAt: now })
    .returning();
  for (const metaverseId of metaverseIds) {
    await t.deps.db.insert(metaverseMemberships).values({ id: newId(), metaverseId, userId: user!.id, createdAt: now });
  }
  t.clock.advance(1);
  return user!;
}

const ref = (m: { id: string; name: string; description: string; adminId: string | null }) => ({
  metaverseID: { _id: m.id, name: m.name, description: m.description, admin: m.adminId },
});

describe.each(DB_KINDS)('dashboard-user service on %s', (kind) => {
  let t: TestApp;
  let sa: string; // super-admin access token

  beforeAll(async () => {
    t = await makeTestApp({ kind });
    const admin = await givenSuperAdmin(t);
    sa = (await loginSuperAdmin(t, admin.email, admin.password)).accessToken;
  });
  afterAll(() => t?.close());

  describe('create (PUT dashboard-user)', () => {
    it('creates a dashboard user who can log in; the reply has no metaverses yet', async () => {
      const password = 'dashboard password 1';
      t.secrets.add(password);
      const res = await t.request('PUT', '/api/dashboard-user', {
        token: sa,
        body: { name: 'Dana', email: 'Dana@Example.com', password, phoneNumber: '+919876543210' },
      });
      expect(res.status, res.text).toBe(201);
      const reply = DashboardUserReplySchema.parse(res.body);
      expect(reply.message).toBe(MESSAGES.dashboardUserCreated);
      expect(reply.data.dashboardUser).toMatchObject({
        name: 'Dana',
        email: 'dana@example.com',
        phoneNumber: '+919876543210',
        metaverses: [],
        status: 'active',
      });
      expect(Object.keys(reply.data.dashboardUser).sort()).toEqual(
        ['_id', 'createdAt', 'email', 'metaverses', 'name', 'phoneNumber', 'status', 'updatedAt'],
      );
      await loginDashboardUser(t, 'dana@example.com', password);
    });

    it("answers 409 'Email already in use' whatever the case", async () => {
      const existing = await givenDashboardUser(t);
      const res = await t.request('PUT', '/api/dashboard-user', {
        token: sa,
        body: { name: 'Dup', email: existing.email.toUpperCase(), password: 'password 123', phoneNumber: '+919876543210' },
      });
      expectError(res, 409, MESSAGES.conflictEmail);
    });

    it('names the field that failed validation, and rejects unknown fields', async () => {
      const base = { name: 'V', email: 'v@example.com', password: 'password 123', phoneNumber: '+919876543210' };
      expectValidation(await t.request('PUT', '/api/dashboard-user', { token: sa, body: { ...base, email: 'nope' } }), {
        message: 'Invalid email address!',
        path: ['email'],
      });
      expectValidation(await t.request('PUT', '/api/dashboard-user', { token: sa, body: { ...base, password: 'short' } }), {
        message: 'Password must be at least 8 characters',
        path: ['password'],
      });
      expectValidation(await t.request('PUT', '/api/dashboard-user', { token: sa, body: { ...base, phoneNumber: 'abc' } }), {
        message: 'Invalid Phone Number!',
        path: ['phoneNumber'],
      });
      expectValidation(await t.request('PUT', '/api/dashboard-user', { token: sa, body: { ...base, name: 'a\u0000b' } }), {
        message: MESSAGES.nulCharacter,
        path: ['name'],
      });
      const extra = await t.request('PUT', '/api/dashboard-user', { token: sa, body: { ...base, isAdmin: true } });
      expect(extra.status).toBe(400);
    });

    it('needs the super admin: 401 without a token, 403 for a dashboard user', async () => {
      const body = { name: 'X', email: 'x@example.com', password: 'password 123', phoneNumber: '+919876543210' };
      expectError(await t.request('PUT', '/api/dashboard-user', { body }), 401, MESSAGES.unauthorized);
      const du = await mintAccessToken(t, 'dashboard-user');
      expectError(await t.request('PUT', '/api/dashboard-user', { token: du, body }), 403, MESSAGES.forbidden);
    });
  });

  describe('login (POST dashboard-user)', () => {
    it("answers 'Login successfully' with the profile, its metaverses and a token pair", async () => {
      const u = await givenDashboardUser(t, { email: 'login@example.com' });
      const m = await givenMetaverse(t, { name: 'Login City', description: 'd', adminId: u.dashboardUser._id });
      const res = await t.request('POST', '/api/dashboard-user', { body: { email: 'LOGIN@example.com', password: u.password } });
      expect(res.status, res.text).toBe(200);
      const reply = DashboardUserLoginReplySchema.parse(res.body);
      expect(reply.message).toBe(MESSAGES.loginSuccess);
      expect(reply.data.dashboardUser).toMatchObject({ _id: u.dashboardUser._id, metaverses: [ref(m)] });
      expect(reply.data.accessToken.split('.')).toHaveLength(3);
      expect(reply.data.refreshToken).toMatch(/^[0-9a-f]{24}\.[\w-]{43}$/);
    });

    it("says 'DashboardUser not found' for an unknown email and 'Unauthorized' for a wrong password", async () => {
      const u = await givenDashboardUser(t);
      expectError(
        await t.request('POST', '/api/dashboard-user', { body: { email: 'nobody@example.com', password: 'whatever1' } }),
        404,
        MESSAGES.dashboardUserNotFound,
      );
      expectError(
        await t.request('POST', '/api/dashboard-user', { body: { email: u.email, password: 'not the password' } }),
        401,
        MESSAGES.unauthorized,
      );
    });

    it('validates the body', async () => {
      expectValidation(await t.request('POST', '/api/dashboard-user', { body: { email: 'x@example.com' } }), {
        message: 'Password is required',
        path: ['password'],
      });
    });

    it('a super-admin login does not work here (separate accounts)', async () => {
      const admin = await givenSuperAdmin(t);
      expectError(
        await t.request('POST', '/api/dashboard-user', { body: { email: admin.email, password: admin.password } }),
        404,
        MESSAGES.dashboardUserNotFound,
      );
    });
  });

  describe('own account', () => {
    it('GET dashboard-user returns the caller with administered and managed metaverses, each once', async () => {
      const u = await givenDashboardUser(t);
      const administered = await givenMetaverse(t, { name: 'Mine', adminId: u.dashboardUser._id });
      const managed = await givenMetaverse(t, { name: 'Managed' });
      await addManager(t.deps, BY_SUPER_ADMIN, managed.id, u.dashboardUser._id);
      await addManager(t.deps, BY_SUPER_ADMIN, administered.id, u.dashboardUser._id); // admin and manager: listed once
      await givenMetaverse(t, { name: 'Not mine' });
      const { accessToken } = await loginDashboardUser(t, u.email, u.password);

      const me = await t.request('GET', '/api/dashboard-user', { token: accessToken });
      expect(me.status, me.text).toBe(200);
      const reply = DashboardUserReplySchema.parse(me.body);
      expect(reply.message).toBe(MESSAGES.dashboardUserFetched);
      expect(reply.data.dashboardUser.metaverses).toEqual([ref(administered), ref(managed)]);

      const mine = await t.request('GET', '/api/dashboard-user/metaverses', { token: accessToken });
      expect(mine.status, mine.text).toBe(200);
      expect(MetaversesOfUserReplySchema.parse(mine.body).data.metaverses).toEqual([ref(administered), ref(managed)]);
    });

    it('a dashboard user who owns nothing sees an empty metaverses list', async () => {
      const u = await givenDashboardUser(t);
      const { accessToken } = await loginDashboardUser(t, u.email, u.password);
      const mine = await t.request('GET', '/api/dashboard-user/metaverses', { token: accessToken });
      expect(MetaversesOfUserReplySchema.parse(mine.body).data.metaverses).toEqual([]);
    });

    it('PATCH dashboard-user changes the given fields and re-hashes the password', async () => {
      const u = await givenDashboardUser(t);
      const { accessToken } = await loginDashboardUser(t, u.email, u.password);
      t.clock.advance(5);
      const newPassword = 'my new dashboard password';
      t.secrets.add(newPassword);
      const res = await t.request('PATCH', '/api/dashboard-user', {
        token: accessToken,
        body: { name: 'Renamed', phoneNumber: '+911234567890', password: newPassword, currentPassword: u.password },
      });
      expect(res.status, res.text).toBe(200);
      const updated = DashboardUserReplySchema.parse(res.body).data.dashboardUser;
      expect(updated).toMatchObject({ _id: u.dashboardUser._id, name: 'Renamed', email: u.email, phoneNumber: '+911234567890' });
      expect(updated.updatedAt > u.dashboardUser.updatedAt).toBe(true);
      await loginDashboardUser(t, u.email, newPassword);
      expectError(
        await t.request('POST', '/api/dashboard-user', { body: { email: u.email, password: u.password } }),
        401,
        MESSAGES.unauthorized,
      );
    });

    it("PATCH dashboard-user refuses another's email, an empty body and unknown fields", async () => {
      const u = await givenDashboardUser(t);
      const other = await givenDashboardUser(t);
      const { accessToken } = await loginDashboardUser(t, u.email, u.password);
      expectError(
        await t.request('PATCH', '/api/dashboard-user', {
          token: accessToken,
          body: { email: other.email, currentPassword: u.password },
        }),
        409,
        MESSAGES.conflictEmail,
      );
      expectValidation(await t.request('PATCH', '/api/dashboard-user', { token: accessToken, body: {} }), {
        message: 'Nothing to update',
      });
      const mass = await t.request('PATCH', '/api/dashboard-user', { token: accessToken, body: { _id: newId() } });
      expect(mass.status).toBe(400);
    });

    it('DELETE dashboard-user deletes the caller and revokes its refresh tokens', async () => {
      const u = await givenDashboardUser(t);
      const session = await loginDashboardUser(t, u.email, u.password);
      const res = await t.request('DELETE', '/api/dashboard-user', { token: session.accessToken });
      expect(res.status, res.text).toBe(200);
      expect(MessageReplySchema.parse(res.body).message).toBe(`DashboardUser ${u.dashboardUser._id} deleted`);
      expectError(await t.request('GET', '/api/dashboard-user', { token: session.accessToken }), 401, MESSAGES.unauthorized);
      expectError(
        await t.request('PATCH', '/api/dashboard-user/refresh-token', { body: { refreshToken: session.refreshToken } }),
        401,
        MESSAGES.invalidRefreshToken,
      );
      expectError(
        await t.request('POST', '/api/dashboard-user', { body: { email: u.email, password: u.password } }),
        404,
        MESSAGES.dashboardUserNotFound,
      );
    });
  });

  describe('refresh token', () => {
    it('rotates, answers the profile, and refuses reuse and other roles', async () => {
      const u = await givenDashboardUser(t);
      const first = await loginDashboardUser(t, u.email, u.password);
      t.clock.advance(1);
      const res = await t.request('PATCH', '/api/dashboard-user/refresh-token', { body: { refreshToken: first.refreshToken } });
      expect(res.status, res.text).toBe(200);
      const reply = DashboardUserLoginReplySchema.parse(res.body);
      expect(reply.message).toBe(MESSAGES.tokenRefreshed);
      expect(reply.data.dashboardUser._id).toBe(u.dashboardUser._id);
      expect(reply.data.refreshToken).not.toBe(first.refreshToken);
      expect((await t.request('GET', '/api/dashboard-user', { token: reply.data.accessToken })).status).toBe(200);

      expectError(
        await t.request('PATCH', '/api/dashboard-user/refresh-token', { body: { refreshToken: first.refreshToken } }),
        401,
        MESSAGES.invalidRefreshToken,
      );
      const admin = await givenSuperAdmin(t);
      const saSession = await loginSuperAdmin(t, admin.email, admin.password);
      expectError(
        await t.request('PATCH', '/api/dashboard-user/refresh-token', { body: { refreshToken: saSession.refreshToken } }),
        401,
        MESSAGES.invalidRefreshToken,
      );
      expectValidation(await t.request('PATCH', '/api/dashboard-user/refresh-token', { body: {} }), {
        message: 'refreshToken is required',
        path: ['refreshToken'],
      });
    });
  });

  describe('by id (super admin)', () => {
    it('GET dashboard-user/:id returns the user with its metaverses; 404 when missing', async () => {
      const u = await givenDashboardUser(t);
      const m = await givenMetaverse(t, { adminId: u.dashboardUser._id });
      const res = await t.request('GET', `/api/dashboard-user/${u.dashboardUser._id}`, { token: sa });
      expect(res.status, res.text).toBe(200);
      expect(DashboardUserReplySchema.parse(res.body).data.dashboardUser).toEqual({ ...u.dashboardUser, metaverses: [ref(m)] });
      expectError(await t.request('GET', `/api/dashboard-user/${newId()}`, { token: sa }), 404, MESSAGES.dashboardUserNotFound);
      expectValidation(await t.request('GET', '/api/dashboard-user/not-an-id', { token: sa }), {
        message: 'id must be 24 hexadecimal characters',
        path: ['id'],
      });
    });

    it('GET dashboard-user/:id/metaverses lists them; 404 when missing', async () => {
      const u = await givenDashboardUser(t);
      const m = await givenMetaverse(t, { description: 'managed one' });
      await addManager(t.deps, BY_SUPER_ADMIN, m.id, u.dashboardUser._id);
      const res = await t.request('GET', `/api/dashboard-user/${u.dashboardUser._id}/metaverses`, { token: sa });
      expect(res.status, res.text).toBe(200);
      const reply = MetaversesOfUserReplySchema.parse(res.body);
      expect(reply.message).toBe(MESSAGES.metaversesFetched);
      expect(reply.data.metaverses).toEqual([ref(m)]);
      expectError(
        await t.request('GET', `/api/dashboard-user/${newId()}/metaverses`, { token: sa }),
        404,
        MESSAGES.dashboardUserNotFound,
      );
    });

    it('PATCH dashboard-user/:id updates; a new password signs the user out everywhere', async () => {
      const u = await givenDashboardUser(t);
      const session = await loginDashboardUser(t, u.email, u.password);
      const password = 'reset by the admin';
      t.secrets.add(password);
      const res = await t.request('PATCH', `/api/dashboard-user/${u.dashboardUser._id}`, {
        token: sa,
        body: { email: 'patched@example.com', password },
      });
      expect(res.status, res.text).toBe(200);
      const reply = DashboardUserReplySchema.parse(res.body);
      expect(reply.message).toBe(MESSAGES.dashboardUserUpdated);
      expect(reply.data.dashboardUser.email).toBe('patched@example.com');
      await loginDashboardUser(t, 'patched@example.com', password);
      expectError(
        await t.request('PATCH', '/api/dashboard-user/refresh-token', { body: { refreshToken: session.refreshToken } }),
        401,
        MESSAGES.invalidRefreshToken,
      );
      expectError(
        await t.request('PATCH', `/api/dashboard-user/${newId()}`, { token: sa, body: { name: 'Ghost' } }),
        404,
        MESSAGES.dashboardUserNotFound,
      );
    });

    it("DELETE dashboard-user/:id answers 'DashboardUser {id} deleted', then 404", async () => {
      const u = await givenDashboardUser(t);
      const id = u.dashboardUser._id;
      const res = await t.request('DELETE', `/api/dashboard-user/${id}`, { token: sa });
      expect(res.status, res.text).toBe(200);
      expect(MessageReplySchema.parse(res.body)).toEqual({ message: `DashboardUser ${id} deleted` });
      expectError(await t.request('DELETE', `/api/dashboard-user/${id}`, { token: sa }), 404, MESSAGES.dashboardUserNotFound);
      expectError(await t.request('GET', `/api/dashboard-user/${id}`, { token: sa }), 404, MESSAGES.dashboardUserNotFound);
    });

    it('deleting an admin leaves the metaverse without admin and removes their manager records', async () => {
      const u = await givenDashboardUser(t);
      const administered = await givenMetaverse(t, { adminId: u.dashboardUser._id });
      const managed = await givenMetaverse(t);
      await addManager(t.deps, BY_SUPER_ADMIN, managed.id, u.dashboardUser._id);
      expect((await t.request('DELETE', `/api/dashboard-user/${u.dashboardUser._id}`, { token: sa })).status).toBe(200);

      const [after] = await t.deps.db.select().from(metaverses).where(eq(metaverses.id, administered.id));
      expect(after).toMatchObject({ id: administered.id, adminId: null });
      const managers = await t.deps.db.select().from(metaverseManagers);
      expect(managers.filter((r) => r.dashboardUserId === u.dashboardUser._id)).toEqual([]);
      expect((await t.deps.db.select().from(metaverses)).some((r) => r.id === managed.id)).toBe(true);
    });

    it.each([
      ['GET', 'dashboard-user/:id'],
      ['PATCH', 'dashboard-user/:id'],
      ['DELETE', 'dashboard-user/:id'],
      ['GET', 'dashboard-user/:id/metaverses'],
      ['GET', 'dashboard-users'],
    ])('%s %s is for the super admin only', async (method, path) => {
      const u = await givenDashboardUser(t);
      const { accessToken } = await loginDashboardUser(t, u.email, u.password);
      const url = `/api/${path.replace(':id', u.dashboardUser._id)}`;
      const body = method === 'PATCH' ? { name: 'Self-promoted' } : undefined;
      expectError(await t.request(method, url, { token: accessToken, body }), 403, MESSAGES.forbidden);
      const mu = await mintAccessToken(t, 'metaverse-user');
      expectError(await t.request(method, url, { token: mu, body }), 403, MESSAGES.forbidden);
      expectError(await t.request(method, url, { body }), 401, MESSAGES.unauthorized);
    });
  });

  describe('metaverse users of an owned metaverse (GET dashboard-user/metaverse/:id/metaverse-users)', () => {
    let admin: Awaited<ReturnType<typeof givenDashboardUser>>;
    let manager: Awaited<ReturnType<typeof givenDashboardUser>>;
    let stranger: Awaited<ReturnType<typeof givenDashboardUser>>;
    let city: Awaited<ReturnType<typeof givenMetaverse>>;
    let elsewhere: Awaited<ReturnType<typeof givenMetaverse>>;
    const url = (id: string, page?: number) =>
      `/api/dashboard-user/metaverse/${id}/metaverse-users${page ? `?page=${page}` : ''}`;

    beforeAll(async () => {
      admin = await givenDashboardUser(t);
      manager = await givenDashboardUser(t);
      stranger = await givenDashboardUser(t);
      city = await givenMetaverse(t, { name: 'Paged City', adminId: admin.dashboardUser._id });
      elsewhere = await givenMetaverse(t, { name: 'Elsewhere' });
      await addManager(t.deps, BY_SUPER_ADMIN, city.id, manager.dashboardUser._id);
      for (let i = 1; i <= 25; i++) await givenMember(t, `Member ${String(i).padStart(2, '0')}`, i === 25 ? [city.id, elsewhere.id] : [city.id]);
      await givenMember(t, 'Not a member', [elsewhere.id]);
    });

    it('pages 25 members 10 at a time, newest first, for the admin and for a manager', async () => {
      for (const who of [admin, manager]) {
        const { accessToken } = await loginDashboardUser(t, who.email, who.password);
        const names: string[] = [];
        for (const page of [1, 2, 3]) {
          const res = await t.request('GET', url(city.id, page), { token: accessToken });
          expect(res.status, res.text).toBe(200);
          const reply = UsersReplySchema.parse(res.body);
          expect(reply.message).toBe(MESSAGES.metaverseUsersFetched);
          expect(reply.data.pagination).toEqual({ page, pageSize: PAGE_SIZE, total: 25, totalPages: 3 });
          expect(reply.data.users).toHaveLength(page === 3 ? 5 : 10);
          names.push(...reply.data.users.map((u) => u.name));
        }
        expect(names[0]).toBe('Member 25');
        expect(names.at(-1)).toBe('Member 01');
        expect(new Set(names).size).toBe(25);
        const beyond = UsersReplySchema.parse((await t.request('GET', url(city.id, 4), { token: accessToken })).body);
        expect(beyond.data).toEqual({ users: [], pagination: { page: 4, pageSize: PAGE_SIZE, total: 25, totalPages: 3 } });
      }
    });

    it("each user's metaverses are narrowed to the caller's own", async () => {
      const { accessToken } = await loginDashboardUser(t, admin.email, admin.password);
      const reply = UsersReplySchema.parse((await t.request('GET', url(city.id), { token: accessToken })).body);
      const newest = reply.data.users[0]!;
      expect(newest.name).toBe('Member 25');
      expect(newest.metaverses).toEqual([{ metaverseID: { _id: city.id, name: city.name, description: city.description } }]);
    });

    it("403 'Forbidden' for a dashboard user who owns nothing; 404 'Metaverse not found' when it does not exist", async () => {
      const { accessToken } = await loginDashboardUser(t, stranger.email, stranger.password);
      expectError(await t.request('GET', url(city.id), { token: accessToken }), 403, MESSAGES.forbidden);
      expectError(await t.request('GET', url(newId()), { token: accessToken }), 404, MESSAGES.metaverseNotFound);
    });

    it('validates the page', async () => {
      const { accessToken } = await loginDashboardUser(t, admin.email, admin.password);
      const res = await t.request('GET', `${url(city.id)}?page=0`, { token: accessToken });
      expect(res.status).toBe(400);
      expect(res.body.errors.details[0].path).toEqual(['page']);
      expect((await t.request('GET', `${url(city.id)}?page=abc`, { token: accessToken })).status).toBe(400);
    });
  });

  it('never puts a password or password hash in a reply or a log line', () => {
    expectNothingLeaked(t);
  });
});

describe.each(DB_KINDS)('dashboard-users list on %s', (kind) => {
  let t: TestApp;
  let sa: string;
  const list = async (query: Record<string, string>) => {
    const res = await t.request('GET', `/api/dashboard-users?${new URLSearchParams(query)}`, { token: sa });
    expect(res.status, res.text).toBe(200);
    return DashboardUsersReplySchema.parse(res.body);
  };
  const names = async (field: string, operator: string, value: string) => {
    const all: string[] = [];
    for (let page = 1; ; page++) {
      const reply = await list({ field, operator, value, page: String(page) });
      all.push(...reply.data.dashboardUsers.map((u) => u.name));
      if (page >= reply.data.pagination.totalPages) break;
    }
    return all.sort();
  };

  beforeAll(async () => {
    t = await makeTestApp({ kind });
    const admin = await givenSuperAdmin(t);
    sa = (await loginSuperAdmin(t, admin.email, admin.password)).accessToken;
    // 22 fillers created at the same instant (ordering must fall back to the id), then three distinct people.
    for (let i = 1; i <= 22; i++) {
      const nn = String(i).padStart(2, '0');
      await givenDashboardUser(t, { name: `Filler ${nn}`, email: `filler-${nn}@example.org`, phoneNumber: `+91777777${nn}77` });
    }
    t.clock.advance(10);
    const alice = await givenDashboardUser(t, { name: 'Alice Q%Smith', email: 'alice@alpha.example', phoneNumber: '+911111100001' });
    t.clock.advance(1);
    const bob = await givenDashboardUser(t, { name: 'Bob Q_Jones', email: 'bob@beta.example', phoneNumber: '+912222200002' });
    t.clock.advance(1);
    const carol = await givenDashboardUser(t, { name: 'QQQ Carol', email: 'carol@alpha.test', phoneNumber: '5550003' });
    await givenMetaverse(t, { description: 'Virtual Bank of Tomorrow', adminId: alice.dashboardUser._id });
    const retail = await givenMetaverse(t, { description: 'retail 100% fun_zone' });
    await addManager(t.deps, BY_SUPER_ADMIN, retail.id, bob.dashboardUser._id);
    const showroom = await givenMetaverse(t, { description: 'Car Showroom', adminId: carol.dashboardUser._id });
    await addManager(t.deps, BY_SUPER_ADMIN, showroom.id, alice.dashboardUser._id);
    await givenMetaverse(t, { description: 'Nobody owns this showroom' });
  });
  afterAll(() => t?.close());

  it('pages 25 users 10 at a time, newest first with the id as tie-break', async () => {
    const pages = await Promise.all([1, 2, 3, 4].map((page) => list({ page: String(page) })));
    for (const [i, reply] of pages.entries()) {
      expect(reply.message).toBe(MESSAGES.dashboardUsersFetched);
      expect(reply.data.pagination).toEqual({ page: i + 1, pageSize: PAGE_SIZE, total: 25, totalPages: 3 });
    }
    expect(pages.map((p) => p.data.dashboardUsers.length)).toEqual([10, 10, 5, 0]);
    const all = pages.flatMap((p) => p.data.dashboardUsers);
    expect(all.slice(0, 3).map((u) => u.name)).toEqual(['QQQ Carol', 'Bob Q_Jones', 'Alice Q%Smith']);
    const fillers = all.slice(3);
    expect(fillers.map((u) => u._id)).toEqual([...fillers.map((u) => u._id)].sort().reverse());
    expect(new Set(all.map((u) => u._id)).size).toBe(25);
    // Each entry carries its metaverses, loaded for the whole page.
    expect(all[2]!.metaverses.map((m) => m.metaverseID.description)).toEqual(['Virtual Bank of Tomorrow', 'Car Showroom']);
  });

  it("lists each user's metaverses as their own reply does: admin and manager of one metaverse listed once", async () => {
    const carol = (await list({ field: 'name', operator: 'equals', value: 'qqq carol' })).data.dashboardUsers[0]!;
    const showroom = carol.metaverses[0]!.metaverseID._id;
    await addManager(t.deps, BY_SUPER_ADMIN, showroom, carol._id); // she administers it already
    try {
      const all = (await Promise.all([1, 2, 3].map((page) => list({ page: String(page) })))).flatMap((p) => p.data.dashboardUsers);
      for (const user of all) expect(user.metaverses).toEqual((await getDashboardUser(t.deps, user._id, 'by-id')).metaverses);
      const listed = all.find((u) => u._id === carol._id)!;
      expect(listed.metaverses).toEqual([{ metaverseID: { _id: showroom, name: expect.any(String), description: 'Car Showroom', admin: carol._id } }]);
      expect(all.filter((u) => u.metaverses.length > 0).map((u) => u.name).sort()).toEqual(['Alice Q%Smith', 'Bob Q_Jones', 'QQQ Carol']);
    } finally {
      await removeManager(t.deps, BY_SUPER_ADMIN, showroom, carol._id);
    }
  });

  const cases: [string, string, string, string[]][] = [
    ['name', 'starts with', 'alice', ['Alice Q%Smith']],
    ['name', 'ends with', 'JONES', ['Bob Q_Jones']],
    ['name', 'contains', 'q%s', ['Alice Q%Smith']],
    ['name', 'equals', 'qqq carol', ['QQQ Carol']],
    ['email', 'starts with', 'BOB@', ['Bob Q_Jones']],
    ['email', 'ends with', '.TEST', ['QQQ Carol']],
    ['email', 'contains', '@alpha.', ['Alice Q%Smith', 'QQQ Carol']],
    ['email', 'equals', 'Alice@Alpha.Example', ['Alice Q%Smith']],
    ['phoneNumber', 'starts with', '+9111', ['Alice Q%Smith']],
    ['phoneNumber', 'ends with', '0002', ['Bob Q_Jones']],
    ['phoneNumber', 'contains', '555', ['QQQ Carol']],
    ['phoneNumber', 'equals', '+912222200002', ['Bob Q_Jones']],
    ['description', 'starts with', 'VIRTUAL', ['Alice Q%Smith']],
    ['description', 'ends with', 'showroom', ['Alice Q%Smith', 'QQQ Carol']],
    ['description', 'contains', '100%', ['Bob Q_Jones']],
    ['description', 'equals', 'car showroom', ['Alice Q%Smith', 'QQQ Carol']],
  ];

  it('covers every field and every operator', () => {
    for (const field of FILTER_FIELDS) {
      for (const operator of FILTER_OPERATORS) {
        expect(cases.some(([f, o]) => f === field && o === operator), `${field} ${operator}`).toBe(true);
      }
    }
  });

  it.each(cases)('%s %s %j', async (field, operator, value, expected) => {
    expect(await names(field, operator, value)).toEqual(expected);
  });

  it("treats '%' and '_' in the value literally", async () => {
    expect(await names('name', 'contains', '%')).toEqual(['Alice Q%Smith']);
    expect(await names('name', 'contains', '_')).toEqual(['Bob Q_Jones']);
    expect(await names('name', 'contains', 'q_s')).toEqual([]); // '_' would match '%' if it were a wildcard
    expect(await names('description', 'contains', 'n_z')).toEqual(['Bob Q_Jones']);
    expect(await names('description', 'contains', 'l_b')).toEqual([]); // 'Virtual Bank' has 'l B', not 'l_B'
    expect(await names('email', 'contains', '\\')).toEqual([]);
    expect(await names('name', 'equals', '%')).toEqual([]);
  });

  it('paginates a filtered list with its own total', async () => {
    const reply = await list({ field: 'email', operator: 'contains', value: 'filler', page: '3' });
    expect(reply.data.pagination).toEqual({ page: 3, pageSize: PAGE_SIZE, total: 22, totalPages: 3 });
    expect(reply.data.dashboardUsers).toHaveLength(2);
  });

  it('an empty value filters nothing', async () => {
    const reply = await list({ field: 'name', operator: 'equals', value: '' });
    expect(reply.data.pagination.total).toBe(25);
  });

  it('rejects an unknown field or operator, and a field without operator, naming them', async () => {
    const bad = async (query: Record<string, string>, path: string) => {
      const res = await t.request('GET', `/api/dashboard-users?${new URLSearchParams(query)}`, { token: sa });
      expect(res.status, res.text).toBe(400);
      expect(res.body.errors.details[0].path).toEqual([path]);
      return res;
    };
    const field = await bad({ field: 'password', operator: 'equals', value: 'x' }, 'field');
    expect(field.body.errors.details[0].message).toBe('field must be one of name, email, description, phoneNumber');
    await bad({ field: 'name', operator: 'like', value: 'x' }, 'operator');
    await bad({ field: 'name', value: 'x' }, 'operator');
    await bad({ page: '-1' }, 'page');
    await bad({ field: 'name', operator: 'contains', value: 'a\u0000' }, 'value');
  });

  it('never puts a password or password hash in a reply or a log line', () => {
    expectNothingLeaked(t);
  });
});
