import { InsightsReplySchema, OwnUserReplySchema, OwnUsersReplySchema } from '@contract/dashboard-insights';
import { MESSAGES } from '@contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../server/src/db/ids';
import { devices, events, metaverseManagers, metaverseMemberships, metaverses, metaverseUsers } from '../../server/src/db/schema';
import {
  DB_KINDS,
  expectError,
  expectNothingLeaked,
  expectValidation,
  givenDashboardUser,
  loginDashboardUser,
  makeTestApp,
  type TestApp,
} from './helpers';

// A dashboard user's view of the people in their metaverses (docs/decisions/0021): users who joined a metaverse the caller
// administers or manages, and nobody else's; one of them with what happened in those metaverses and the devices since
// the join (docs/decisions/0029); the home's real figures.

const DAY = 86_400_000;

describe.each(DB_KINDS)('dashboard-user insights on %s', (kind) => {
  let t: TestApp;
  let admin: { token: string; id: string };
  let manager: { token: string };
  let stranger: { token: string };
  const ids: Record<string, string> = {};
  const today = new Date('2026-11-20T12:00:00.000Z');

  async function member(name: string, phone: string, joins: [metaverseId: string, daysAgo: number][]) {
    const id = newId();
    await t.deps.db.insert(metaverseUsers).values({
      id,
      name,
      email: `${name.toLowerCase()}@people.example`,
      phoneNumber: phone,
      createdAt: new Date(today.getTime() - 40 * DAY),
      updatedAt: new Date(today.getTime() - 40 * DAY),
    });
    for (const [metaverseId, daysAgo] of joins) {
      await t.deps.db
        .insert(metaverseMemberships)
        .values({ id: newId(), metaverseId, userId: id, createdAt: new Date(today.getTime() - daysAgo * DAY) });
    }
    ids[name] = id;
    return id;
  }

  const get = (token: string, path: string) => t.request('GET', `/api/dashboard-user/${path}`, { token });

  beforeAll(async () => {
    t = await makeTestApp({ kind });
    t.clock.advance((today.getTime() - t.clock().getTime()) / 1000);
    const a = await givenDashboardUser(t);
    const m = await givenDashboardUser(t);
    const s = await givenDashboardUser(t);
    admin = { token: (await loginDashboardUser(t, a.email, a.password)).accessToken, id: a.dashboardUser._id };
    manager = { token: (await loginDashboardUser(t, m.email, m.password)).accessToken };
    stranger = { token: (await loginDashboardUser(t, s.email, s.password)).accessToken };
    const stamp = { createdAt: today, updatedAt: today };
    ids.harbour = newId();
    ids.orchard = newId();
    ids.elsewhere = newId();
    await t.deps.db.insert(metaverses).values([
      { id: ids.harbour, name: 'Harbour', description: 'H', adminId: a.dashboardUser._id, ...stamp },
      { id: ids.orchard, name: 'Orchard', description: 'O', adminId: a.dashboardUser._id, ...stamp },
      { id: ids.elsewhere, name: 'Elsewhere', description: 'E', adminId: s.dashboardUser._id, ...stamp },
    ]);
    await t.deps.db.insert(metaverseManagers).values({ id: newId(), metaverseId: ids.harbour, dashboardUserId: m.dashboardUser._id, createdAt: today });
    await member('Asha', '+919800000001', [[ids.harbour!, 10]]);
    await member('Bruno', '+919800000002', [[ids.harbour!, 3], [ids.orchard!, 1], [ids.elsewhere!, 2]]);
    await member('Chen', '+447700900003', [[ids.orchard!, 0]]);
    await member('Dara', '+919800000004', [[ids.elsewhere!, 5]]);
    // Sign-ins: Asha today and yesterday, Bruno 2 days ago, Dara (not a member of the admin's metaverses) today.
    const ev = (userId: string, type: string, daysAgo: number, metaverseId: string | null = null) => ({
      id: newId(), userId, type, metaverseId, payload: {}, createdAt: new Date(today.getTime() - daysAgo * DAY),
    });
    await t.deps.db.insert(events).values([
      ev(ids.Asha!, 'user.login', 0),
      ev(ids.Asha!, 'device.login', 1),
      ev(ids.Bruno!, 'user.login', 2),
      ev(ids.Bruno!, 'metaverse.join', 2, ids.elsewhere!),
      ev(ids.Dara!, 'user.login', 0),
      ev(ids.Asha!, 'user.login', 45),
      // Something in Harbour before Asha joined it (10 days ago), and after.
      ev(ids.Asha!, 'metaverse.visit', 12, ids.harbour!),
      ev(ids.Asha!, 'metaverse.visit', 2, ids.harbour!),
    ]);
    await t.deps.db.insert(devices).values([
      { id: newId(), userId: ids.Asha!, name: 'Lobby kiosk', platform: 'WEBGL', lastSeenAt: today, createdAt: today },
      // Registered before Asha joined: not the admin's to see (docs/decisions/0029).
      { id: newId(), userId: ids.Asha!, name: 'Home headset', platform: 'VR', lastSeenAt: today, createdAt: new Date(today.getTime() - 20 * DAY) },
    ]);
  });
  afterAll(() => t?.close());

  it("lists the users of the caller's metaverses only, most recently joined first, with only the caller's metaverses", async () => {
    const res = await get(admin.token, 'metaverse-users');
    expect(res.status, res.text).toBe(200);
    const { users, pagination } = OwnUsersReplySchema.parse(res.body).data;
    expect(users.map((u) => u.name)).toEqual(['Chen', 'Bruno', 'Asha']);
    expect(pagination).toMatchObject({ page: 1, total: 3, totalPages: 1 });
    const bruno = users.find((u) => u.name === 'Bruno')!;
    expect(bruno.metaverses.map((m) => m.metaverseID.name).sort()).toEqual(['Harbour', 'Orchard']);
    expect(bruno.joinedAt).toBe(new Date(today.getTime() - 3 * DAY).toISOString());
    // A manager sees the metaverse they manage; someone with neither sees nobody of these.
    const managed = OwnUsersReplySchema.parse((await get(manager.token, 'metaverse-users')).body).data.users;
    expect(managed.map((u) => u.name)).toEqual(['Bruno', 'Asha']);
    const theirs = OwnUsersReplySchema.parse((await get(stranger.token, 'metaverse-users')).body).data.users;
    expect(theirs.map((u) => u.name)).toEqual(['Bruno', 'Dara']);
    expect(theirs.find((u) => u.name === 'Bruno')!.metaverses.map((m) => m.metaverseID.name)).toEqual(['Elsewhere']);
  });

  it('narrows by search text (name, email or phone, any case), by first-join days and by one own metaverse', async () => {
    const names = async (query: string) =>
      OwnUsersReplySchema.parse((await get(admin.token, `metaverse-users?${query}`)).body).data.users.map((u) => u.name);
    expect(await names('q=ASH')).toEqual(['Asha']);
    expect(await names('q=bruno%40people')).toEqual(['Bruno']);
    expect(await names('q=%2B4477')).toEqual(['Chen']);
    expect(await names('q=%25')).toEqual([]);
    expect(await names(`from=${day(4)}&to=${day(0)}`)).toEqual(['Chen', 'Bruno']);
    expect(await names(`to=${day(4)}`)).toEqual(['Asha']);
    expect(await names(`from=${day(3)}&to=${day(3)}`)).toEqual(['Bruno']);
    expect(await names(`metaverseId=${ids.orchard}`)).toEqual(['Chen', 'Bruno']);
    expectError(await get(admin.token, `metaverse-users?metaverseId=${ids.elsewhere}`), 404, MESSAGES.metaverseNotFound);
    expectValidation(await get(admin.token, `metaverse-users?from=${day(0)}&to=${day(3)}`), { message: "'From' must not be after 'to'", path: ['to'] });
    expectValidation(await get(admin.token, 'metaverse-users?from=yesterday'), { message: 'Dates are written YYYY-MM-DD', path: ['from'] });
    // Valid dates the database cannot hold are a 400 with a message, not a 500.
    expectValidation(await get(admin.token, 'metaverse-users?from=0000-01-01'), { message: 'Dates lie between 1900-01-01 and 9998-12-31', path: ['from'] });
    expectValidation(await get(admin.token, 'metaverse-users?to=9999-12-31'), { message: 'Dates lie between 1900-01-01 and 9998-12-31', path: ['to'] });
    expect(await names('from=1900-01-01&to=9998-12-31')).toEqual(['Chen', 'Bruno', 'Asha']);
  });

  it("one user's detail: events in the caller's metaverses since the join, devices since the join; others are 'User not found'", async () => {
    const res = await get(admin.token, `metaverse-user/${ids.Asha}`);
    expect(res.status, res.text).toBe(200);
    const { user, events: evs, devices: devs } = OwnUserReplySchema.parse(res.body).data;
    expect(user.name).toBe('Asha');
    // Issue 21 (docs/decisions/0029): sign-ins belong to no metaverse and are not shown; nor is anything before the join.
    expect(evs.map((e) => [e.type, e.metaverseID])).toEqual([['metaverse.visit', ids.harbour]]);
    expect(evs[0]!.createdAt).toBe(new Date(today.getTime() - 2 * DAY).toISOString());
    expect(devs).toMatchObject([{ name: 'Lobby kiosk', platform: 'WEBGL' }]);
    // Bruno's join of someone else's metaverse is not the admin's to see, nor are his sign-ins.
    const bruno = OwnUserReplySchema.parse((await get(admin.token, `metaverse-user/${ids.Bruno}`)).body).data;
    expect(bruno.events).toEqual([]);
    expectError(await get(admin.token, `metaverse-user/${ids.Dara}`), 404, MESSAGES.userNotFound);
    expectError(await get(admin.token, `metaverse-user/${newId()}`), 404, MESSAGES.userNotFound);
    expectError(await get(stranger.token, `metaverse-user/${ids.Chen}`), 404, MESSAGES.userNotFound);
  });

  it('insights: members per own metaverse, distinct members, sign-ins per day over 30 days zero-filled', async () => {
    const res = await get(admin.token, 'insights');
    expect(res.status, res.text).toBe(200);
    const data = InsightsReplySchema.parse(res.body).data;
    expect(data.members).toBe(3);
    expect(data.metaverses).toEqual([
      { _id: ids.harbour, name: 'Harbour', members: 2 },
      { _id: ids.orchard, name: 'Orchard', members: 2 },
    ]);
    expect(data.signInsPerDay).toHaveLength(30);
    expect(data.signInsPerDay[0]!.day).toBe(day(29));
    expect(data.signInsPerDay.at(-1)).toEqual({ day: day(0), count: 1 });
    expect(data.signInsPerDay.at(-2)).toEqual({ day: day(1), count: 1 });
    expect(data.signInsPerDay.at(-3)).toEqual({ day: day(2), count: 1 });
    expect(data.signInsPerDay.reduce((n, d) => n + d.count, 0)).toBe(3);
    // Somebody with no metaverse: zeros, not an error.
    const none = await givenDashboardUser(t);
    const empty = InsightsReplySchema.parse((await get((await loginDashboardUser(t, none.email, none.password)).accessToken, 'insights')).body).data;
    expect(empty).toMatchObject({ members: 0, metaverses: [] });
    expect(empty.signInsPerDay.every((d) => d.count === 0)).toBe(true);
  });

  it('no secret in a reply or a log line', () => {
    expectNothingLeaked(t);
  });

  function day(daysAgo: number) {
    return new Date(today.getTime() - daysAgo * DAY).toISOString().slice(0, 10);
  }
});
