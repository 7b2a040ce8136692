import { MESSAGES } from '@contract/messages';
import { MetaverseManagersReplySchema, MetaverseReplySchema } from '@contract/metaverse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../server/src/db/ids';
import { metaverseManagers, metaverses } from '../../server/src/db/schema';
import { DB_KINDS, expectError, givenDashboardUser, makeTestApp, mintAccessToken, type TestApp } from './helpers';

// Roles as SPEC names them (docs/decisions/0049): a metaverse's admin changes its managers and platform links; a
// manager reads; another metaverse's admin is refused; links whose WEBGL build the city will not frame are flagged.

type Person = Awaited<ReturnType<typeof givenDashboardUser>> & { token: string };

describe.each(DB_KINDS)("a metaverse's admin and managers on %s", (kind) => {
  let t: TestApp;
  let sa: string;
  let admin: Person;
  let manager: Person;
  let otherAdmin: Person;
  let outsider: Person;
  let m: string;

  const person = async (name: string): Promise<Person> => {
    const p = await givenDashboardUser(t, { name });
    return { ...p, token: await mintAccessToken(t, 'dashboard-user', p.dashboardUser._id) };
  };
  const metaverse = async (adminId: string | null, name = `M ${newId()}`) => {
    const id = newId();
    const now = t.clock();
    await t.deps.db.insert(metaverses).values({ id, name, adminId, createdAt: now, updatedAt: now });
    return id;
  };
  const managersOf = async (id: string) =>
    MetaverseManagersReplySchema.parse((await t.request('GET', `/api/metaverse/${id}/dashboard-users`, { token: sa })).body).data.dashboardUsers.map(
      (p) => p.email,
    ).sort();

  beforeAll(async () => {
    t = await makeTestApp({ kind, env: { RATE_LIMIT_LOGIN: '1000', WEB_BUILD_ORIGINS: 'https://builds.example.com' } });
    sa = await mintAccessToken(t, 'super-admin');
    admin = await person('Ada Admin');
    manager = await person('Max Manager');
    otherAdmin = await person('Oz Other');
    outsider = await person('Una Outsider');
    m = await metaverse(admin.dashboardUser._id);
    await metaverse(otherAdmin.dashboardUser._id);
    await t.deps.db.insert(metaverseManagers).values({ id: newId(), metaverseId: m, dashboardUserId: manager.dashboardUser._id });
  });
  afterAll(() => t?.close());

  it('the admin adds a manager by exact email (any case) and removes them again', async () => {
    const res = await t.request('POST', `/api/metaverse/${m}/managers`, { token: admin.token, body: { email: outsider.email.toUpperCase() } });
    expect(res.status, res.text).toBe(200);
    const reply = MetaverseManagersReplySchema.parse(res.body);
    expect(reply.message).toBe(MESSAGES.managerAdded);
    expect(reply.data.dashboardUsers[0]).toMatchObject({ email: admin.email, isAdmin: true });
    expect(reply.data.dashboardUsers.filter((p) => !p.isAdmin).map((p) => p.email).sort()).toEqual([manager.email, outsider.email].sort());
    // The new manager now reads the metaverse.
    expect((await t.request('GET', `/api/metaverse/${m}`, { token: outsider.token })).status).toBe(200);

    const removed = await t.request('DELETE', `/api/metaverse/${m}/dashboard-user/${outsider.dashboardUser._id}`, { token: admin.token });
    expect(removed.status, removed.text).toBe(200);
    expect(await managersOf(m)).toEqual([admin.email, manager.email].sort());
    expectError(await t.request('GET', `/api/metaverse/${m}`, { token: outsider.token }), 403, MESSAGES.forbidden);

    const byId = await t.request('PUT', `/api/metaverse/${m}/dashboard-user/${outsider.dashboardUser._id}`, { token: admin.token });
    expect(byId.status, byId.text).toBe(200);
    expect(await managersOf(m)).toContain(outsider.email);
    await t.request('DELETE', `/api/metaverse/${m}/dashboard-user/${outsider.dashboardUser._id}`, { token: admin.token });
  });

  it('a manager reads but cannot change managers or links (403)', async () => {
    expect((await t.request('GET', `/api/metaverse/${m}`, { token: manager.token })).status).toBe(200);
    expect((await t.request('GET', `/api/metaverse/${m}/dashboard-users`, { token: manager.token })).status).toBe(200);
    const calls = [
      t.request('POST', `/api/metaverse/${m}/managers`, { token: manager.token, body: { email: outsider.email } }),
      t.request('PUT', `/api/metaverse/${m}/dashboard-user/${outsider.dashboardUser._id}`, { token: manager.token }),
      t.request('DELETE', `/api/metaverse/${m}/dashboard-user/${manager.dashboardUser._id}`, { token: manager.token }),
      t.request('PUT', `/api/metaverse/${m}/links`, { token: manager.token, body: { links: {} } }),
    ];
    for (const res of await Promise.all(calls)) expectError(res, 403, MESSAGES.forbidden);
    expect(await managersOf(m)).toEqual([admin.email, manager.email].sort());
  });

  it("another metaverse's admin and a dashboard user with none are refused (403); an unknown metaverse is 404", async () => {
    for (const who of [otherAdmin, outsider]) {
      expectError(await t.request('POST', `/api/metaverse/${m}/managers`, { token: who.token, body: { email: who.email } }), 403, MESSAGES.forbidden);
      expectError(await t.request('DELETE', `/api/metaverse/${m}/dashboard-user/${manager.dashboardUser._id}`, { token: who.token }), 403, MESSAGES.forbidden);
      expectError(await t.request('PUT', `/api/metaverse/${m}/links`, { token: who.token, body: { links: {} } }), 403, MESSAGES.forbidden);
    }
    const unknown = newId();
    expectError(await t.request('POST', `/api/metaverse/${unknown}/managers`, { token: admin.token, body: { email: outsider.email } }), 404, MESSAGES.metaverseNotFound);
    expectError(await t.request('PUT', `/api/metaverse/${unknown}/links`, { token: admin.token, body: { links: {} } }), 404, MESSAGES.metaverseNotFound);
    expectError(await t.request('DELETE', `/api/metaverse/${unknown}/dashboard-user/${manager.dashboardUser._id}`, { token: admin.token }), 404, MESSAGES.metaverseNotFound);
  });

  it('an unknown email is 404, the admin\u2019s own email 400, a malformed one 400: nothing changes', async () => {
    expectError(await t.request('POST', `/api/metaverse/${m}/managers`, { token: admin.token, body: { email: 'nobody@example.com' } }), 404, MESSAGES.managerEmailUnknown);
    expectError(await t.request('POST', `/api/metaverse/${m}/managers`, { token: admin.token, body: { email: admin.email } }), 400, MESSAGES.managerIsAdmin);
    expect((await t.request('POST', `/api/metaverse/${m}/managers`, { token: admin.token, body: { email: 'not an email' } })).status).toBe(400);
    expect(await managersOf(m)).toEqual([admin.email, manager.email].sort());
  });

  it('the admin saves platform links; a WEBGL build outside WEB_BUILD_ORIGINS is saved with a warning naming them', async () => {
    const framed = await t.request('PUT', `/api/metaverse/${m}/links`, {
      token: admin.token,
      body: { links: { WEBGL: { build: 'https://builds.example.com/city/', assets: 'https://cdn.example.com/a' } } },
    });
    expect(framed.status, framed.text).toBe(200);
    const ok = MetaverseReplySchema.parse(framed.body);
    expect(ok.message).toBe(MESSAGES.linksUpdated);
    expect(ok.warnings).toBeUndefined();
    expect(ok.data.metaverse.links.WEBGL).toEqual({ build: 'https://builds.example.com/city/', assets: 'https://cdn.example.com/a' });

    const elsewhere = await t.request('PUT', `/api/metaverse/${m}/links`, {
      token: admin.token,
      body: { links: { WEBGL: { build: 'https://elsewhere.example.org/city/', assets: '' }, ANDROID: { build: 'https://play.example/app', assets: '' } } },
    });
    expect(elsewhere.status).toBe(200);
    const warned = MetaverseReplySchema.parse(elsewhere.body);
    expect(warned.data.metaverse.links.WEBGL.build).toBe('https://elsewhere.example.org/city/');
    expect(warned.warnings).toHaveLength(1);
    expect(warned.warnings![0]).toContain('https://elsewhere.example.org');
    expect(warned.warnings![0]).toContain('https://builds.example.com');
    // Bad input is a 400, never a 500.
    expect((await t.request('PUT', `/api/metaverse/${m}/links`, { token: admin.token, body: { links: { WEBGL: { build: 'ftp://x' } } } })).status).toBe(400);
    expect((await t.request('PUT', `/api/metaverse/${m}/links`, { token: admin.token, body: { links: { MOON: {} } } })).status).toBe(400);
  });

  it("the super admin's create and update flag such a build too; this site's own origin is fine", async () => {
    const created = await t.request('PUT', '/api/metaverse', {
      token: sa,
      body: { name: `Flagged ${kind}`, links: { WEBGL: { build: 'https://elsewhere.example.org/b', assets: '' } } },
    });
    expect(created.status, created.text).toBe(201);
    expect(MetaverseReplySchema.parse(created.body).warnings?.[0]).toContain('https://elsewhere.example.org');
    const id = created.body.data.metaverse._id as string;
    const own = await t.request('PATCH', `/api/metaverse/${id}`, { token: sa, body: { links: { WEBGL: { build: 'http://localhost/city/', assets: '' } } } });
    expect(own.status).toBe(200);
    expect(own.body.warnings).toBeUndefined();
    const renamed = await t.request('PATCH', `/api/metaverse/${id}`, { token: sa, body: { description: 'no links sent' } });
    expect(renamed.body.warnings).toBeUndefined();
  });
});
