import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../server/src/db/ids';
import { metaverseUsers } from '../../server/src/db/schema';
import {
  DB_KINDS,
  givenDashboardUser,
  givenSuperAdmin,
  loginSuperAdmin,
  makeTestApp,
  mintAccessToken,
  type Reply,
  type TestApp,
} from './helpers';
import { givenMetaverse } from './user-session';

// Every message of SPEC parts 7 and 8 that the server sends, provoked through the real app and spelled out here
// letter for letter. Deliberately string literals, never MESSAGES.*: a test that reads the same constant as the
// server passes whatever the constant says, so a typo in contract/messages.ts would reach the client unnoticed
// (the client matches on these texts, e.g. 'SuperAdmin not found' → 'User not found!').

const CONTACT_TOKEN = 'test-contact-token-0123456789';
const UNKNOWN_ID = '0123456789abcdef01234567';

/** A metaverse user written straight to the database (how one signs in has tests of its own) and a token of theirs. */
async function givenMetaverseUser(t: TestApp) {
  const id = newId();
  const now = t.clock();
  await t.deps.db.insert(metaverseUsers).values({ id, name: 'City Person', email: `city-${id}@example.com`, createdAt: now, updatedAt: now });
  return { id, accessToken: await mintAccessToken(t, 'metaverse-user', id) };
}

/** An error reply carrying `message` both at the top and as the first detail, which the client shows. */
function expectErrorText(res: Reply, status: number, message: string): void {
  expect(res.status, res.text).toBe(status);
  expect(res.body.message).toBe(message);
  expect(res.body.errors.details[0].message).toBe(message);
}

/** A success reply with exactly this `message`. */
function expectSuccessText(res: Reply, message: string): void {
  expect(res.status, res.text).toBeLessThan(300);
  expect(res.body.message).toBe(message);
}

describe.each(DB_KINDS)('SPEC part 8 messages, word for word, on %s', (kind) => {
  let t: TestApp;
  let admin: { email: string; password: string };
  let adminToken: string;

  beforeAll(async () => {
    t = await makeTestApp({ kind, env: { CONTACT_API_TOKEN: CONTACT_TOKEN } });
    admin = await givenSuperAdmin(t);
    adminToken = (await loginSuperAdmin(t, admin.email, admin.password)).accessToken;
  });
  afterAll(() => t?.close());

  it("super-admin login: 'SuperAdmin not found', 'Unauthorized', 'SuperAdmin logged in successfully'", async () => {
    const login = (body: object) => t.request('POST', '/api/super-admin', { body });
    expectErrorText(await login({ email: 'nobody-here@example.com', password: 'whatever-password' }), 404, 'SuperAdmin not found');
    expectErrorText(await login({ email: admin.email, password: `${admin.password}-wrong` }), 401, 'Unauthorized');
    expectSuccessText(await login({ email: admin.email, password: admin.password }), 'SuperAdmin logged in successfully');
  });

  it("dashboard login: 'DashboardUser not found', 'Unauthorized', 'Login successfully'", async () => {
    const user = await givenDashboardUser(t);
    const login = (body: object) => t.request('POST', '/api/dashboard-user', { body });
    expectErrorText(await login({ email: 'nobody-here@example.com', password: 'whatever-password' }), 404, 'DashboardUser not found');
    expectErrorText(await login({ email: user.email, password: `${user.password}-wrong` }), 401, 'Unauthorized');
    expectSuccessText(await login({ email: user.email, password: user.password }), 'Login successfully');
  });

  it("a call without a token or with a bad one: 'Unauthorized'", async () => {
    expectErrorText(await t.request('GET', '/api/super-admin'), 401, 'Unauthorized');
    expectErrorText(await t.request('DELETE', `/api/dashboard-user/${UNKNOWN_ID}`), 401, 'Unauthorized');
    expectErrorText(await t.request('GET', '/api/dashboard-user', { token: 'not-a-token' }), 401, 'Unauthorized');
  });

  it("metaverse-user login with a bad identity token: 'Invalid credentials'", async () => {
    expectErrorText(await t.request('POST', '/api/user', { body: { token: 'not-an-identity-token', provider: 'google' } }), 401, 'Invalid credentials');
  });

  it("code login approving a screen's code: 'Logged in successfully'", async () => {
    const screen = await t.request('POST', '/api/device/code', { body: { name: 'Lobby TV', platform: 'TV' } });
    expect(screen.status, screen.text).toBe(200);
    const person = await givenMetaverseUser(t);
    const res = await t.request('POST', '/api/user/code', { token: person.accessToken, body: { code: screen.body.data.userCode, decision: 'allow' } });
    expectSuccessText(res, 'Logged in successfully');
  });

  it("a metaverse user the super admin names that does not exist: 'User not found'", async () => {
    expectErrorText(await t.request('GET', `/api/user/${UNKNOWN_ID}`, { token: adminToken }), 404, 'User not found');
    expectErrorText(await t.request('DELETE', `/api/user/${UNKNOWN_ID}`, { token: adminToken }), 404, 'User not found');
  });

  it("deletions: 'DashboardUser {id} deleted', 'User {id} deleted', 'Metaverse deleted'", async () => {
    const { dashboardUser } = await givenDashboardUser(t);
    const dashboardRes = await t.request('DELETE', `/api/dashboard-user/${dashboardUser._id}`, { token: adminToken });
    expectSuccessText(dashboardRes, `DashboardUser ${dashboardUser._id} deleted`);
    expect(dashboardUser._id).toMatch(/^[0-9a-f]{24}$/);

    const person = await givenMetaverseUser(t);
    const userRes = await t.request('DELETE', `/api/user/${person.id}`, { token: adminToken });
    expectSuccessText(userRes, `User ${person.id} deleted`);

    const metaverse = await givenMetaverse(t, 'Spec Message City');
    expectSuccessText(await t.request('DELETE', `/api/metaverse/${metaverse.id}`, { token: adminToken }), 'Metaverse deleted');
  });

  it("adding a manager: 'Dashboard user set as a metaverse manager.'", async () => {
    const { dashboardUser } = await givenDashboardUser(t);
    const metaverse = await givenMetaverse(t, 'Managed City');
    const res = await t.request('PUT', `/api/metaverse/${metaverse.id}/dashboard-user/${dashboardUser._id}`, { token: adminToken });
    expectSuccessText(res, 'Dashboard user set as a metaverse manager.');
  });

  it("demo booking: 'Successully sent email.' (SPEC's spelling)", async () => {
    const res = await t.request('POST', '/api/meta/book-demo', {
      headers: { token: CONTACT_TOKEN, versionNumber: 'v2' },
      body: {
        name: 'Asha Verma',
        companyName: 'Verma Retail',
        businessEmail: 'asha@verma-retail.example',
        phoneNumber: '+919876543210',
        message: 'We would like to see the virtual showroom.',
        // Filled in well over the minimum fill time, a minute ago: a person, not a bot.
        startedAt: t.clock().getTime() - 60_000,
      },
    });
    expectSuccessText(res, 'Successully sent email.');
  });
});
