import { MessageReplySchema, PAGE_SIZE } from '@contract/common';
import { PLATFORMS } from '@contract/constants';
import { MetaversesOfUserReplySchema } from '@contract/dashboard-user';
import { MESSAGES } from '@contract/messages';
import { MetaverseManagersReplySchema, MetaverseReplySchema, MetaversesReplySchema } from '@contract/metaverse';
import { UsersReplySchema } from '@contract/metaverse-user';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../server/src/db/ids';
import { dashboardUsers, metaverseManagers, metaverseMemberships, metaverses, metaverseUsers } from '../../server/src/db/schema';
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



const EMPTY_LINKS = Object.fromEntries(PLATFORMS.map((p) => [p, { build: '', assets: '' }]));

describe.each(DB_KINDS)('metaverse service on %s', (kind) => {
  let t: TestApp;
  let sa: string;
  let owner: Awaited<ReturnType<typeof givenDashboardUser>>; // admin of the metaverses created below
  let ownerToken: string;
  let manager: Awaited<ReturnType<typeof givenDashboardUser>>;
  let stranger: Awaited<ReturnType<typeof givenDashboardUser>>; // owns nothing
  let strangerToken: string;

  /** A metaverse user row written directly (their login belongs to the metaverse-user service) and a token. */
  async function givenMetaverseUser(name = 'City Visitor') {
    const now = t.clock();
    const id = newId();
    await t.deps.db.insert(metaverseUsers).values({
      id,
      name,
      email: `${id}@example.net`,
      phoneNumber: '+919800011122',
      createdAt: now,
      updatedAt: now,
    });
    return { id, token: await mintAccessToken(t, 'metaverse-user', id) };
  }

  async function create(body: Record<string, unknown>, token = sa) {
    const res = await t.request('PUT', '/api/metaverse', { token, body });
    expect(res.status, res.text).toBe(201);
    t.clock.advance(1);
    return MetaverseReplySchema.parse(res.body).data.metaverse;
  }

  const get = (id: string, token: string) => t.request('GET', `/api/metaverse/${id}`, { token });

  beforeAll(async () => {
    t = await makeTestApp({ kind });
    const admin = await givenSuperAdmin(t);
    sa = (await loginSuperAdmin(t, admin.email, admin.password)).accessToken;
    owner = await givenDashboardUser(t, { name: 'Owner', email: 'owner@example.com', phoneNumber: '+919811111111' });
    ownerToken = (await loginDashboardUser(t, owner.email, owner.password)).accessToken;
    manager = await givenDashboardUser(t, { name: 'Manager', email: 'manager@example.com' });
    stranger = await givenDashboardUser(t, { name: 'Stranger' });
    strangerToken = (await loginDashboardUser(t, stranger.email, stranger.password)).accessToken;
  });
  afterAll(() => t?.close());

  describe('create (PUT metaverse)', () => {
    it('creates with name, description, admin and links; the reply has all six platforms', async () => {
      const res = await t.request('PUT', '/api/metaverse', {
        token: sa,
        body: {
          name: '  Bank City ',
          description: 'A bank',
          admin: owner.dashboardUser._id,
          links: { WEBGL: { build: 'https://cdn.example.com/b', assets: 'http://cdn.example.com/a' }, VR: { build: 'https://vr.example.com' } },
        },
      });
      expect(res.status, res.text).toBe(201);
      const reply = MetaverseReplySchema.parse(res.body);
      expect(reply.message).toBe(MESSAGES.metaverseCreated);
      expect(reply.data.metaverse).toMatchObject({
        name: 'Bank City',
        description: 'A bank',
        admin: owner.dashboardUser._id,
        links: {
          ...EMPTY_LINKS,
          WEBGL: { build: 'https://cdn.example.com/b', assets: 'http://cdn.example.com/a' },
          VR: { build: 'https://vr.example.com', assets: '' },
        },
        dashboardUsers: [],
        users: [],
      });
    });

    it('defaults: no admin, empty description, every link empty', async () => {
      const m = await create({ name: 'Bare' });
      expect(m).toMatchObject({ name: 'Bare', description: '', admin: null, links: EMPTY_LINKS });
    });

    it("400 on path ['admin'] when the admin is not an existing dashboard user", async () => {
      const res = await t.request('PUT', '/api/metaverse', { token: sa, body: { name: 'X', admin: newId() } });
      expectValidation(res, { message: MESSAGES.adminNotFound, path: ['admin'] });
      const notAnId = await t.request('PUT', '/api/metaverse', { token: sa, body: { name: 'X', admin: 'nope' } });
      expectValidation(notAnId, { message: 'id must be 24 hexadecimal characters', path: ['admin'] });
    });

    it('validates name, links (http(s) only, known platforms) and unknown fields', async () => {
      expectValidation(await t.request('PUT', '/api/metaverse', { token: sa, body: { description: 'no name' } }), {
        message: 'Name is required',
        path: ['name'],
      });
      for (const url of ['javascript:alert(1)', 'ftp://example.com/x', 'not a url']) {
        const res = await t.request('PUT', '/api/metaverse', { token: sa, body: { name: 'L', links: { IOS: { build: url } } } });
        expectValidation(res, { message: 'Must be an http(s) URL', path: ['links', 'IOS', 'build'] });
      }
      expect((await t.request('PUT', '/api/metaverse', { token: sa, body: { name: 'L', links: { PS5: {} } } })).status).toBe(400);
      // PostgreSQL text and jsonb cannot hold U+0000: a 400 naming the field, never a 500.
      expectValidation(await t.request('PUT', '/api/metaverse', { token: sa, body: { name: 'a\u0000b' } }), {
        message: MESSAGES.nulCharacter,
        path: ['name'],
      });
      expectValidation(await t.request('PUT', '/api/metaverse', { token: sa, body: { name: 'N', description: '\u0000' } }), {
        message: MESSAGES.nulCharacter,
        path: ['description'],
      });
      expectValidation(
        await t.request('PUT', '/api/metaverse', { token: sa, body: { name: 'N', links: { VR: { assets: 'https://x.example.com/\u0000' } } } }),
        { message: MESSAGES.nulCharacter, path: ['links', 'VR', 'assets'] },
      );
      expect((await t.request('PUT', '/api/metaverse', { token: sa, body: { name: 'L', _id: newId() } })).status).toBe(400);
    });

    it('needs the super admin', async () => {
      expectError(await t.request('PUT', '/api/metaverse', { body: { name: 'X' } }), 401, MESSAGES.unauthorized);
      expectError(await t.request('PUT', '/api/metaverse', { token: ownerToken, body: { name: 'X' } }), 403, MESSAGES.forbidden);
    });
  });

  describe('list (GET metaverses)', () => {
    it('lists every metaverse newest first, for the super admin only', async () => {
      const a = await create({ name: 'List A' });
      const b = await create({ name: 'List B' });
      const res = await t.request('GET', '/api/metaverses', { token: sa });
      expect(res.status, res.text).toBe(200);
      const reply = MetaversesReplySchema.parse(res.body);
      expect(reply.message).toBe(MESSAGES.metaversesFetched);
      const ids = reply.data.metaverses.map((m) => m._id);
      expect(ids.indexOf(b._id)).toBeLessThan(ids.indexOf(a._id));
      expect(ids[0]).toBe(b._id);
      expect(reply.data.metaverses[0]).not.toHaveProperty('users');
      expectError(await t.request('GET', '/api/metaverses', { token: ownerToken }), 403, MESSAGES.forbidden);
    });
  });

  describe('read (GET metaverse/:id)', () => {
    let city: Awaited<ReturnType<typeof create>>;
    let member: Awaited<ReturnType<typeof givenMetaverseUser>>;

    beforeAll(async () => {
      city = await create({ name: 'Read City', description: 'visit', admin: owner.dashboardUser._id, links: { ANDROID: { build: 'https://a.example.com/apk' } } });
      expect((await t.request('PUT', `/api/metaverse/${city._id}/dashboard-user/${manager.dashboardUser._id}`, { token: sa })).status).toBe(200);
      member = await givenMetaverseUser('Read Member');
      expect((await t.request('PUT', `/api/metaverse/${city._id}/metaverse-user`, { token: member.token })).status).toBe(200);
    });

    it('the super admin gets the managers and users, as membership records', async () => {
      const res = await get(city._id, sa);
      expect(res.status, res.text).toBe(200);
      const reply = MetaverseReplySchema.parse(res.body);
      expect(reply.message).toBe(MESSAGES.metaverseFetched);
      const m = reply.data.metaverse;
      expect(m.dashboardUsers).toEqual([
        {
          _id: expect.stringMatching(/^[0-9a-f]{24}$/),
          dashboardUserID: { _id: manager.dashboardUser._id, name: 'Manager', email: 'manager@example.com', phoneNumber: manager.dashboardUser.phoneNumber },
        },
      ]);
      expect(m.dashboardUsers[0]!._id).not.toBe(manager.dashboardUser._id);
      expect(m.users).toEqual([
        {
          _id: expect.stringMatching(/^[0-9a-f]{24}$/),
          userID: { _id: member.id, name: 'Read Member', email: `${member.id}@example.net`, phoneNumber: '+919800011122' },
        },
      ]);
    });

    it('its admin and its manager get the same detail; a dashboard user who owns nothing gets 403', async () => {
      const full = MetaverseReplySchema.parse((await get(city._id, sa)).body).data.metaverse;
      const managerToken = (await loginDashboardUser(t, manager.email, manager.password)).accessToken;
      for (const token of [ownerToken, managerToken]) {
        const res = await get(city._id, token);
        expect(res.status, res.text).toBe(200);
        expect(MetaverseReplySchema.parse(res.body).data.metaverse).toEqual(full);
      }
      expectError(await get(city._id, strangerToken), 403, MESSAGES.forbidden);
    });

    it('a metaverse user reads name, description and links with empty member lists', async () => {
      const visitor = await givenMetaverseUser('Not yet a member');
      const res = await get(city._id, visitor.token);
      expect(res.status, res.text).toBe(200);
      const m = MetaverseReplySchema.parse(res.body).data.metaverse;
      expect(m).toMatchObject({ _id: city._id, name: 'Read City', description: 'visit', dashboardUsers: [], users: [] });
      expect(m.links.ANDROID).toEqual({ build: 'https://a.example.com/apk', assets: '' });
      expect(res.text).not.toContain('manager@example.com');
    });

    it("404 'Metaverse not found' for every role; 400 for a malformed id; 401 without a token", async () => {
      const visitor = await givenMetaverseUser();
      for (const token of [sa, ownerToken, visitor.token]) expectError(await get(newId(), token), 404, MESSAGES.metaverseNotFound);
      expectValidation(await get('1234', sa), { message: 'id must be 24 hexadecimal characters', path: ['id'] });
      expectError(await t.request('GET', `/api/metaverse/${city._id}`), 401, MESSAGES.unauthorized);
    });
  });

  describe('patch (PATCH metaverse/:id)', () => {
    it('changes only the fields sent; links merge per platform', async () => {
      const m = await create({
        name: 'Patch Me',
        description: 'before',
        admin: owner.dashboardUser._id,
        links: { WEBGL: { build: 'https://w.example.com/b', assets: 'https://w.example.com/a' }, MAC: { build: 'https://m.example.com' } },
      });
      t.clock.advance(5);
      const res = await t.request('PATCH', `/api/metaverse/${m._id}`, {
        token: sa,
        body: { description: 'after', links: { MAC: { build: 'https://m2.example.com', assets: 'https://m2.example.com/a' }, IOS: { build: 'https://i.example.com' } } },
      });
      expect(res.status, res.text).toBe(200);
      const reply = MetaverseReplySchema.parse(res.body);
      expect(reply.message).toBe(MESSAGES.metaverseUpdated);
      expect(reply.data.metaverse).toMatchObject({
        name: 'Patch Me',
        description: 'after',
        admin: owner.dashboardUser._id,
        links: {
          ...EMPTY_LINKS,
          WEBGL: { build: 'https://w.example.com/b', assets: 'https://w.example.com/a' },
          MAC: { build: 'https://m2.example.com', assets: 'https://m2.example.com/a' },
          IOS: { build: 'https://i.example.com', assets: '' },
        },
      });
      expect(reply.data.metaverse.updatedAt > m.updatedAt).toBe(true);
      expect(reply.data.metaverse.createdAt).toBe(m.createdAt);
    });

    it('sets and clears the admin; refuses an unknown admin, an empty body, a missing metaverse', async () => {
      const m = await create({ name: 'Admin Swap' });
      const set = await t.request('PATCH', `/api/metaverse/${m._id}`, { token: sa, body: { admin: stranger.dashboardUser._id } });
      expect(MetaverseReplySchema.parse(set.body).data.metaverse.admin).toBe(stranger.dashboardUser._id);
      const cleared = await t.request('PATCH', `/api/metaverse/${m._id}`, { token: sa, body: { admin: null } });
      expect(MetaverseReplySchema.parse(cleared.body).data.metaverse.admin).toBeNull();
      expectValidation(await t.request('PATCH', `/api/metaverse/${m._id}`, { token: sa, body: { admin: newId() } }), {
        message: MESSAGES.adminNotFound,
        path: ['admin'],
      });
      expectValidation(await t.request('PATCH', `/api/metaverse/${m._id}`, { token: sa, body: {} }), { message: 'Nothing to update' });
      expectError(await t.request('PATCH', `/api/metaverse/${newId()}`, { token: sa, body: { name: 'Ghost' } }), 404, MESSAGES.metaverseNotFound);
      // A missing metaverse is a 404 even when the patch names an unknown admin too.
      expectError(await t.request('PATCH', `/api/metaverse/${newId()}`, { token: sa, body: { admin: newId() } }), 404, MESSAGES.metaverseNotFound);
    });

    it('needs the super admin, even for the admin of the metaverse', async () => {
      const m = await create({ name: 'Guarded', admin: owner.dashboardUser._id });
      expectError(await t.request('PATCH', `/api/metaverse/${m._id}`, { token: ownerToken, body: { name: 'Mine now' } }), 403, MESSAGES.forbidden);
    });
  });

  describe('managers', () => {
    it("adds a manager ('Dashboard user set as a metaverse manager.'), idempotently, and the manager sees it", async () => {
      const m = await create({ name: 'Managed City' });
      const url = `/api/metaverse/${m._id}/dashboard-user/${manager.dashboardUser._id}`;
      for (let i = 0; i < 2; i++) {
        const res = await t.request('PUT', url, { token: sa });
        expect(res.status, res.text).toBe(200);
        expect(MessageReplySchema.parse(res.body)).toEqual({ message: MESSAGES.managerAdded });
      }
      const records = await t.deps.db.select().from(metaverseManagers).where(eq(metaverseManagers.metaverseId, m._id));
      expect(records).toHaveLength(1);
      const managerToken = (await loginDashboardUser(t, manager.email, manager.password)).accessToken;
      const mine = MetaversesOfUserReplySchema.parse((await t.request('GET', '/api/dashboard-user/metaverses', { token: managerToken })).body);
      expect(mine.data.metaverses.map((e) => e.metaverseID._id)).toContain(m._id);
    });

    it("404s for a missing metaverse or dashboard user; the super admin or the metaverse's admin only", async () => {
      const m = await create({ name: 'Manager 404' });
      expectError(await t.request('PUT', `/api/metaverse/${newId()}/dashboard-user/${manager.dashboardUser._id}`, { token: sa }), 404, MESSAGES.metaverseNotFound);
      expectError(await t.request('PUT', `/api/metaverse/${m._id}/dashboard-user/${newId()}`, { token: sa }), 404, MESSAGES.dashboardUserNotFound);
      expectError(await t.request('DELETE', `/api/metaverse/${m._id}/dashboard-user/${newId()}`, { token: sa }), 404, MESSAGES.dashboardUserNotFound);
      expectError(
        await t.request('PUT', `/api/metaverse/${m._id}/dashboard-user/${stranger.dashboardUser._id}`, { token: strangerToken }),
        403,
        MESSAGES.forbidden,
      );
    });

    it('removes a manager, who then loses access (403)', async () => {
      const m = await create({ name: 'Fired' });
      const url = `/api/metaverse/${m._id}/dashboard-user/${manager.dashboardUser._id}`;
      await t.request('PUT', url, { token: sa });
      const managerToken = (await loginDashboardUser(t, manager.email, manager.password)).accessToken;
      expect((await get(m._id, managerToken)).status).toBe(200);
      const res = await t.request('DELETE', url, { token: sa });
      expect(res.status, res.text).toBe(200);
      expect(MessageReplySchema.parse(res.body)).toEqual({ message: MESSAGES.managerRemoved });
      expectError(await get(m._id, managerToken), 403, MESSAGES.forbidden);
      expect((await t.request('DELETE', url, { token: sa })).status).toBe(200); // already gone: still fine
    });

    it('GET metaverse/:id/dashboard-users: the admin first with isAdmin, then the managers; owners and super admin only', async () => {
      const m = await create({ name: 'Team', admin: owner.dashboardUser._id });
      await t.request('PUT', `/api/metaverse/${m._id}/dashboard-user/${manager.dashboardUser._id}`, { token: sa });
      await t.request('PUT', `/api/metaverse/${m._id}/dashboard-user/${owner.dashboardUser._id}`, { token: sa }); // listed once
      const managerToken = (await loginDashboardUser(t, manager.email, manager.password)).accessToken;
      for (const token of [sa, ownerToken, managerToken]) {
        const res = await t.request('GET', `/api/metaverse/${m._id}/dashboard-users`, { token });
        expect(res.status, res.text).toBe(200);
        const reply = MetaverseManagersReplySchema.parse(res.body);
        expect(reply.message).toBe(MESSAGES.managersFetched);
        expect(reply.data.dashboardUsers).toEqual([
          { _id: owner.dashboardUser._id, name: 'Owner', email: 'owner@example.com', phoneNumber: '+919811111111', isAdmin: true },
          { _id: manager.dashboardUser._id, name: 'Manager', email: 'manager@example.com', phoneNumber: manager.dashboardUser.phoneNumber, isAdmin: false },
        ]);
      }
      expectError(await t.request('GET', `/api/metaverse/${m._id}/dashboard-users`, { token: strangerToken }), 403, MESSAGES.forbidden);
      expectError(await t.request('GET', `/api/metaverse/${newId()}/dashboard-users`, { token: sa }), 404, MESSAGES.metaverseNotFound);
      const noAdmin = await create({ name: 'Nobody in charge' });
      const empty = await t.request('GET', `/api/metaverse/${noAdmin._id}/dashboard-users`, { token: sa });
      expect(MetaverseManagersReplySchema.parse(empty.body).data.dashboardUsers).toEqual([]);
    });
  });

  describe('metaverse users', () => {
    it('a metaverse user joins (idempotently) and leaves; 404 for a missing metaverse', async () => {
      const m = await create({ name: 'Join Me' });
      const me = await givenMetaverseUser('Joiner');
      for (let i = 0; i < 2; i++) {
        const res = await t.request('PUT', `/api/metaverse/${m._id}/metaverse-user`, { token: me.token });
        expect(res.status, res.text).toBe(200);
        expect(MessageReplySchema.parse(res.body)).toEqual({ message: MESSAGES.metaverseJoined });
      }
      const rows = await t.deps.db.select().from(metaverseMemberships).where(eq(metaverseMemberships.metaverseId, m._id));
      expect(rows.map((r) => r.userId)).toEqual([me.id]);
      expectError(await t.request('PUT', `/api/metaverse/${newId()}/metaverse-user`, { token: me.token }), 404, MESSAGES.metaverseNotFound);
      expectError(await t.request('PUT', `/api/metaverse/${m._id}/metaverse-user`, { token: ownerToken }), 403, MESSAGES.forbidden);

      const leave = await t.request('DELETE', `/api/metaverse/${m._id}/user/${me.id}`, { token: me.token });
      expect(leave.status, leave.text).toBe(200);
      expect(MessageReplySchema.parse(leave.body)).toEqual({ message: MESSAGES.metaverseUserRemoved });
      expect(await t.deps.db.select().from(metaverseMemberships).where(eq(metaverseMemberships.metaverseId, m._id))).toEqual([]);
    });

    it('a metaverse user cannot remove another user (403); the super admin can remove anyone', async () => {
      const m = await create({ name: 'Two Members' });
      const a = await givenMetaverseUser('A');
      const b = await givenMetaverseUser('B');
      for (const u of [a, b]) await t.request('PUT', `/api/metaverse/${m._id}/metaverse-user`, { token: u.token });
      expectError(await t.request('DELETE', `/api/metaverse/${m._id}/user/${b.id}`, { token: a.token }), 403, MESSAGES.forbidden);
      expectError(await t.request('DELETE', `/api/metaverse/${m._id}/user/${b.id}`, { token: ownerToken }), 403, MESSAGES.forbidden);
      const members = () => t.deps.db.select().from(metaverseMemberships).where(eq(metaverseMemberships.metaverseId, m._id));
      expect(await members()).toHaveLength(2);
      expect((await t.request('DELETE', `/api/metaverse/${m._id}/user/${b.id}`, { token: sa })).status).toBe(200);
      expect((await members()).map((r) => r.userId)).toEqual([a.id]);
      expectError(await t.request('DELETE', `/api/metaverse/${m._id}/user/${newId()}`, { token: sa }), 404, MESSAGES.userNotFound);
      expectError(await t.request('DELETE', `/api/metaverse/${newId()}/user/${a.id}`, { token: sa }), 404, MESSAGES.metaverseNotFound);
    });

    it('GET metaverse/:id/metaverse-users pages the members for the super admin and the owners', async () => {
      const m = await create({ name: 'Crowd', admin: owner.dashboardUser._id });
      for (let i = 1; i <= 12; i++) {
        const u = await givenMetaverseUser(`Crowd ${String(i).padStart(2, '0')}`);
        await t.request('PUT', `/api/metaverse/${m._id}/metaverse-user`, { token: u.token });
        t.clock.advance(1);
      }
      for (const token of [sa, ownerToken]) {
        const p1 = UsersReplySchema.parse((await t.request('GET', `/api/metaverse/${m._id}/metaverse-users`, { token })).body);
        expect(p1.message).toBe(MESSAGES.metaverseUsersFetched);
        expect(p1.data.pagination).toEqual({ page: 1, pageSize: PAGE_SIZE, total: 12, totalPages: 2 });
        expect(p1.data.users.map((u) => u.name).slice(0, 2)).toEqual(['Crowd 12', 'Crowd 11']);
        expect(p1.data.users[0]!.metaverses).toEqual([{ metaverseID: { _id: m._id, name: 'Crowd', description: '' } }]);
        const p2 = UsersReplySchema.parse((await t.request('GET', `/api/metaverse/${m._id}/metaverse-users?page=2`, { token })).body);
        expect(p2.data.users.map((u) => u.name)).toEqual(['Crowd 02', 'Crowd 01']);
      }
      expectError(await t.request('GET', `/api/metaverse/${m._id}/metaverse-users`, { token: strangerToken }), 403, MESSAGES.forbidden);
      const visitor = await givenMetaverseUser();
      expectError(await t.request('GET', `/api/metaverse/${m._id}/metaverse-users`, { token: visitor.token }), 403, MESSAGES.forbidden);
      expectError(await t.request('GET', `/api/metaverse/${newId()}/metaverse-users`, { token: sa }), 404, MESSAGES.metaverseNotFound);
    });
  });

  describe('delete and the deletion rules (docs/decisions/0004)', () => {
    it("'Metaverse deleted': its manager records and memberships go, the people stay", async () => {
      const m = await create({ name: 'Doomed', admin: owner.dashboardUser._id });
      await t.request('PUT', `/api/metaverse/${m._id}/dashboard-user/${manager.dashboardUser._id}`, { token: sa });
      const member = await givenMetaverseUser('Survivor');
      await t.request('PUT', `/api/metaverse/${m._id}/metaverse-user`, { token: member.token });

      const res = await t.request('DELETE', `/api/metaverse/${m._id}`, { token: sa });
      expect(res.status, res.text).toBe(200);
      expect(MessageReplySchema.parse(res.body)).toEqual({ message: MESSAGES.metaverseDeleted });

      expect(await t.deps.db.select().from(metaverseManagers).where(eq(metaverseManagers.metaverseId, m._id))).toEqual([]);
      expect(await t.deps.db.select().from(metaverseMemberships).where(eq(metaverseMemberships.metaverseId, m._id))).toEqual([]);
      expect(await t.deps.db.select().from(metaverseUsers).where(eq(metaverseUsers.id, member.id))).toHaveLength(1);
      for (const id of [owner.dashboardUser._id, manager.dashboardUser._id]) {
        expect(await t.deps.db.select().from(dashboardUsers).where(eq(dashboardUsers.id, id))).toHaveLength(1);
      }
      expectError(await get(m._id, sa), 404, MESSAGES.metaverseNotFound);
      expectError(await t.request('DELETE', `/api/metaverse/${m._id}`, { token: sa }), 404, MESSAGES.metaverseNotFound);
      expectError(await t.request('DELETE', `/api/metaverse/${newId()}`, { token: ownerToken }), 403, MESSAGES.forbidden);
    });

    it('deleting the admin dashboard user keeps the metaverse with admin null and drops their manager records', async () => {
      const doomed = await givenDashboardUser(t, { name: 'Leaving' });
      const administered = await create({ name: 'Orphan', admin: doomed.dashboardUser._id });
      const managed = await create({ name: 'Was managed' });
      await t.request('PUT', `/api/metaverse/${managed._id}/dashboard-user/${doomed.dashboardUser._id}`, { token: sa });

      expect((await t.request('DELETE', `/api/dashboard-user/${doomed.dashboardUser._id}`, { token: sa })).status).toBe(200);

      const orphan = MetaverseReplySchema.parse((await get(administered._id, sa)).body).data.metaverse;
      expect(orphan.admin).toBeNull();
      const stillManaged = MetaverseReplySchema.parse((await get(managed._id, sa)).body).data.metaverse;
      expect(stillManaged.dashboardUsers).toEqual([]);
      const rows = await t.deps.db.select().from(metaverses).where(eq(metaverses.id, administered._id));
      expect(rows).toHaveLength(1);
      // The super admin assigns another.
      const reassigned = await t.request('PATCH', `/api/metaverse/${administered._id}`, { token: sa, body: { admin: owner.dashboardUser._id } });
      expect(MetaverseReplySchema.parse(reassigned.body).data.metaverse.admin).toBe(owner.dashboardUser._id);
    });
  });

  it('never puts a password or password hash in a reply or a log line', () => {
    expectNothingLeaked(t);
  });
});
