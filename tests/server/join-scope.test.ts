import { InsightsReplySchema, OwnUserReplySchema, OwnUsersReplySchema } from '@contract/dashboard-insights';
import { MESSAGES } from '@contract/messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../server/src/db/ids';
import { metaverseMemberships, metaverses } from '../../server/src/db/schema';
import { recordEvent, touchDevice } from '../../server/src/services/metaverse-user/activity';
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
import { loginMetaverseUser } from './user-session';

// Issue 21, item 1 (docs/decisions/0029): joining is the citizen's own call, and a company then sees only what happened
// in its own metaverses since the person joined; leaving or removal ends that.

describe.each(DB_KINDS)('joining and what a company sees of a citizen on %s', (kind) => {
  let t: TestApp;
  let harbourAdmin: string;
  let elsewhereAdmin: string;
  let superAdmin: string;
  let citizen: { token: string; id: string; email: string };
  const ids = { harbour: newId(), elsewhere: newId() };

  const member = (token: string, userId = citizen.id) => t.request('GET', `/api/dashboard-user/metaverse-user/${userId}`, { token });
  const detail = async (token: string) => {
    const res = await member(token);
    expect(res.status, res.text).toBe(200);
    return OwnUserReplySchema.parse(res.body).data;
  };
  const join = (metaverseId: string, token = citizen.token) => t.request('PUT', `/api/metaverse/${metaverseId}/metaverse-user`, { token });
  const memberships = () =>
    t.deps.db
      .select({ metaverseId: metaverseMemberships.metaverseId })
      .from(metaverseMemberships)
      .where(and(eq(metaverseMemberships.userId, citizen.id), eq(metaverseMemberships.metaverseId, ids.harbour)));
  const signInsCounted = async (token: string) => {
    const res = await t.request('GET', '/api/dashboard-user/insights', { token });
    expect(res.status, res.text).toBe(200);
    return InsightsReplySchema.parse(res.body).data.signInsPerDay.reduce((n, d) => n + d.count, 0);
  };

  beforeAll(async () => {
    t = await makeTestApp({ kind });
    const a = await givenDashboardUser(t);
    const b = await givenDashboardUser(t);
    const s = await givenSuperAdmin(t);
    harbourAdmin = (await loginDashboardUser(t, a.email, a.password)).accessToken;
    elsewhereAdmin = (await loginDashboardUser(t, b.email, b.password)).accessToken;
    superAdmin = (await loginSuperAdmin(t, s.email, s.password)).accessToken;
    const now = t.clock();
    await t.deps.db.insert(metaverses).values([
      { id: ids.harbour, name: 'Harbour', description: 'H', adminId: a.dashboardUser._id, createdAt: now, updatedAt: now },
      { id: ids.elsewhere, name: 'Elsewhere', description: 'E', adminId: b.dashboardUser._id, createdAt: now, updatedAt: now },
    ]);
    // Before any join: a sign-in (recorded by the login), a headset, and something that happened in Harbour.
    const login = await loginMetaverseUser(t, { name: 'Citizen Kane' });
    citizen = { token: login.accessToken, id: login.user._id, email: login.email };
    t.clock.advance(5);
    await touchDevice(t.deps, citizen.id, { name: 'Quest 3', platform: 'VR' });
    await recordEvent(t.deps, citizen.id, 'metaverse.visit', { before: true }, ids.harbour);
    t.clock.advance(60);
  });
  afterAll(() => t?.close());

  it('nothing but the citizen\'s own PUT joins: reading, other roles and other people leave them outside', async () => {
    expect((await t.request('GET', `/api/metaverse/${ids.harbour}`, { token: citizen.token })).status).toBe(200);
    expect((await t.request('GET', '/api/user/metaverses', { token: citizen.token })).status).toBe(200);
    expect((await t.request('PUT', `/api/metaverse/${ids.harbour}/metaverse-user`)).status).toBe(401);
    expect((await join(ids.harbour, harbourAdmin)).status).toBe(403);
    expect((await join(ids.harbour, superAdmin)).status).toBe(403);
    // Another citizen's call joins that other citizen, never this one.
    const other = await loginMetaverseUser(t);
    t.clock.advance(1);
    expect((await join(ids.harbour, other.accessToken)).status).toBe(200);
    expect(await memberships()).toEqual([]);
    expectError(await member(harbourAdmin), 404, MESSAGES.userNotFound);
  });

  it('after the join the company sees no event or device from before it, and nothing from outside its metaverses', async () => {
    expect((await join(ids.harbour)).status).toBe(200);
    expect(await memberships()).toEqual([{ metaverseId: ids.harbour }]);
    const justJoined = await detail(harbourAdmin);
    expect(justJoined.user.name).toBe('Citizen Kane');
    expect(justJoined.events).toEqual([]);
    expect(justJoined.devices).toEqual([]);

    t.clock.advance(60);
    expect((await join(ids.elsewhere)).status).toBe(200);
    t.clock.advance(60);
    await recordEvent(t.deps, citizen.id, 'metaverse.visit', { after: true }, ids.harbour);
    await recordEvent(t.deps, citizen.id, 'metaverse.visit', { after: true }, ids.elsewhere);
    await loginMetaverseUser(t, { email: citizen.email }); // a sign-in belongs to no metaverse
    await touchDevice(t.deps, citizen.id, { name: 'Pixel 9', platform: 'ANDROID' });
    await touchDevice(t.deps, citizen.id, { name: 'Quest 3', platform: 'VR' }); // seen again, but registered before

    const harbour = await detail(harbourAdmin);
    expect(harbour.events.map((e) => [e.type, e.metaverseID, e.payload])).toEqual([['metaverse.visit', ids.harbour, { after: true }]]);
    expect(harbour.devices.map((d) => d.name)).toEqual(['Pixel 9']);
    const elsewhere = await detail(elsewhereAdmin);
    expect(elsewhere.events.map((e) => e.metaverseID)).toEqual([ids.elsewhere]);
    expect(elsewhere.devices.map((d) => d.name)).toEqual(['Pixel 9']);
    // The home's figures count only the sign-in made since the join, not the one before it.
    expect(await signInsCounted(harbourAdmin)).toBe(1);
  });

  it('leaving ends the access (404 everywhere); a new join shows only what came after it', async () => {
    const left = await t.request('DELETE', `/api/metaverse/${ids.harbour}/user/${citizen.id}`, { token: citizen.token });
    expect(left.status, left.text).toBe(200);
    expectError(await member(harbourAdmin), 404, MESSAGES.userNotFound);
    const listed = OwnUsersReplySchema.parse((await t.request('GET', '/api/dashboard-user/metaverse-users', { token: harbourAdmin })).body);
    expect(listed.data.users.map((u) => u._id)).not.toContain(citizen.id);
    const ofMetaverse = await t.request('GET', `/api/dashboard-user/metaverse/${ids.harbour}/metaverse-users`, { token: harbourAdmin });
    expect(ofMetaverse.status, ofMetaverse.text).toBe(200);
    expect(ofMetaverse.body.data.users.map((u: { _id: string }) => u._id)).not.toContain(citizen.id);
    expect(await signInsCounted(harbourAdmin)).toBe(0);

    t.clock.advance(60);
    expect((await join(ids.harbour)).status).toBe(200);
    const again = await detail(harbourAdmin);
    expect(again.events).toEqual([]);
    expect(again.devices).toEqual([]);
    t.clock.advance(1);
    await recordEvent(t.deps, citizen.id, 'metaverse.visit', { rejoined: true }, ids.harbour);
    expect((await detail(harbourAdmin)).events.map((e) => e.payload)).toEqual([{ rejoined: true }]);
  });

  it("the super admin's removal ends it too, and the super admin still sees the person", async () => {
    const removed = await t.request('DELETE', `/api/metaverse/${ids.harbour}/user/${citizen.id}`, { token: superAdmin });
    expect(removed.status, removed.text).toBe(200);
    expectError(await member(harbourAdmin), 404, MESSAGES.userNotFound);
    expect((await detail(elsewhereAdmin)).events.map((e) => e.metaverseID)).toEqual([ids.elsewhere]);
    const seen = await t.request('GET', `/api/user/${citizen.id}`, { token: superAdmin });
    expect(seen.status, seen.text).toBe(200);
    expect(seen.body.data.user.name).toBe('Citizen Kane');
    const theirs = await t.request('GET', `/api/user/${citizen.id}/metaverses`, { token: superAdmin });
    expect(theirs.body.data.metaverses.map((m: { metaverseID: { _id: string } }) => m.metaverseID._id)).toEqual([ids.elsewhere]);
  });

  it('no secret in a reply or a log line', () => {
    expectNothingLeaked(t);
  });
});
