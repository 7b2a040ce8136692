import { randomBytes } from 'node:crypto';
import { ErrorReplySchema, type Role } from '@contract/common';
import { buildPath, endpoints, type Endpoint } from '@contract/endpoints';
import { MESSAGES } from '@contract/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSession } from '../../server/src/auth/session';
import { signWithAccessKey } from './token-forgery';
import { newId } from '../../server/src/db/ids';
import {
  bookedDemos,
  dashboardUsers,
  devices,
  events,
  metaverseManagers,
  metaverseMemberships,
  metaverses,
  metaverseUsers,
  officeHolidays,
  salesOffices,
  salesReps,
  superAdmins,
  webhookDeliveries,
  webhookEndpoints,
} from '../../server/src/db/schema';
import { hashPassword } from '../../server/src/auth/passwords';
import { DB_KINDS, makeTestApp, mintAccessToken, type Reply, type TestApp } from './helpers';
import { humanProof } from './human-check';
import { localGoogleToken, mailedCode } from './email-code';

// SPEC part 6 enforced, generated from the endpoint table: every row × every caller × every kind of token.
// A row added to the table without a rule below fails the first test of this file.

type Caller = 'anonymous' | 'metaverseUser' | 'dashboardUser' | 'dashboardUser2' | 'superAdmin';
type SignedIn = Exclude<Caller, 'anonymous'>;
type Variant = 'valid' | 'expired' | 'tampered' | 'algNone' | 'refreshAsAccess' | 'typRefresh' | 'noTyp';

const ROLE_OF: Record<SignedIn, Role> = {
  metaverseUser: 'metaverse-user',
  dashboardUser: 'dashboard-user', // administers metaverse M1
  dashboardUser2: 'dashboard-user', // owns nothing
  superAdmin: 'super-admin',
};
const CALLERS: Caller[] = ['anonymous', 'metaverseUser', 'dashboardUser', 'dashboardUser2', 'superAdmin'];
const LIVE_VARIANTS: Variant[] = ['valid', 'tampered', 'algNone', 'refreshAsAccess', 'typRefresh', 'noTyp'];

const TEST_PHONES = Array.from({ length: 80 }, (_, i) => `+1555555${String(1000 + i)}`);
const TEST_CODE = '246810';
const DU_PASSWORD = `du-${randomBytes(6).toString('hex')}`;
const SA_PASSWORD = `sa-${randomBytes(6).toString('hex')}`;

interface Fixtures {
  t: TestApp;
  superAdmin: { id: string; email: string };
  dashboardUser: { id: string; email: string };
  dashboardUser2: { id: string };
  metaverseUser: { id: string };
  /** Administered by dashboardUser; metaverseUser has joined it. */
  m1: string;
  /** Nobody's; nobody joined. */
  m2: string;
  event: string;
  device: string;
  freshSuperAdmin(): Promise<string>;
  freshDashboardUser(): Promise<string>;
  freshMetaverseUser(): Promise<string>;
  freshMetaverse(adminId?: string): Promise<string>;
  /** A metaverse dashboardUser administers and dashboardUser2 manages, fresh per request (docs/decisions/0049). */
  adminsMetaverse(): Promise<string>;
  freshInvited(): Promise<string>;
  emailOf(dashboardUserId: string): Promise<string>;
  nextPhone(): string;
}

interface Req {
  params?: Record<string, string>;
  query?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

interface Rule {
  /** The request a caller makes on this row (called once per request, so it can make fresh data). */
  request?: (f: Fixtures, caller: Caller) => Req | Promise<Req>;
  /** For rows that act destructively on the caller's own account: sign the valid token for a throwaway account. */
  freshSelf?: true;
  /** Anonymous rows: the status every caller gets, whatever token it sends (tokens are ignored). */
  status?: number;
  /** Allowed callers whose outcome is decided by ownership (or known exactly): their status. */
  expect?: Partial<Record<SignedIn, number>>;
}

const freshRefresh = async (f: Fixtures, role: Role, userId: string) =>
  (await startSession(f.t.deps, { role, userId })).refreshToken;

const CONTACT = { token: 'matrix-contact-token' };
const NOT_A_LINK = 'not-a-signed-link-0123456789';
const OFFICE = { name: 'Matrix office', timeZone: 'Europe/London', countries: ['GB'], isDefault: false, minNoticeMinutes: 60 };
const REP = { name: 'Matrix Rep', email: 'rep@eternity.example', active: true, hours: [{ weekday: 1, start: '09:00', end: '17:00' }] };

async function freshOffice(f: Fixtures): Promise<string> {
  const id = newId();
  await f.t.deps.db.insert(salesOffices).values({ ...OFFICE, id });
  return id;
}
async function freshRep(f: Fixtures): Promise<string> {
  const id = newId();
  await f.t.deps.db.insert(salesReps).values({ ...REP, id, officeId: await freshOffice(f) });
  return id;
}
async function freshLead(f: Fixtures): Promise<string> {
  const id = newId();
  await f.t.deps.db.insert(bookedDemos).values({
    id,
    name: 'N',
    businessEmail: 'n@c.example',
    phoneNumber: '+919876543210',
    companyName: 'C',
    message: 'm',
    createdAt: f.t.clock(),
    mailState: 'sent',
  });
  return id;
}
async function freshHoliday(f: Fixtures): Promise<string> {
  const id = newId();
  await f.t.deps.db.insert(officeHolidays).values({ id, officeId: await freshOffice(f), date: '2030-01-01', name: 'New Year' });
  return id;
}

const WEBHOOK = { url: 'https://crm.example.com/hooks', events: ['lead.created'] };
async function freshWebhook(f: Fixtures): Promise<string> {
  const id = newId();
  await f.t.deps.db.insert(webhookEndpoints).values({ ...WEBHOOK, events: ['lead.created'], id, secret: 'whsec_matrix' });
  return id;
}
async function freshDelivery(f: Fixtures): Promise<{ id: string; deliveryId: string }> {
  const id = await freshWebhook(f);
  const deliveryId = newId();
  const now = f.t.clock();
  await f.t.deps.db
    .insert(webhookDeliveries)
    .values({ id: deliveryId, endpointId: id, eventId: newId(), type: 'lead.created', eventCreatedAt: now, payload: {}, state: 'failed', createdAt: now });
  return { id, deliveryId };
}

/** One rule per row of contract/endpoints.ts. */
const RULES: Record<string, Rule> = {
  bookDemo: {
    status: 200,
    request: (f) => ({
      headers: { token: 'matrix-contact-token', versionNumber: 'v2' },
      body: {
        name: 'N',
        companyName: 'C',
        businessEmail: 'n@c.example',
        phoneNumber: '+919876543210',
        message: 'm',
        // Shown a minute ago, as the form sends it; without it the booking is quarantined (docs/decisions/0037).
        startedAt: f.t.clock().getTime() - 60_000,
      },
    }),
  },
  humanCheckChallenge: { status: 200, request: () => ({ headers: { token: 'matrix-contact-token' } }) },
  bookedDemosList: { request: () => ({ query: 'page=1&q=a' }), expect: { superAdmin: 200 } },
  bookedDemosExport: { request: () => ({ query: 'q=a' }), expect: { superAdmin: 200 } },
  bookedDemosWeekly: { expect: { superAdmin: 200 } },
  bookedDemosStatusCounts: { request: () => ({ query: 'q=a' }), expect: { superAdmin: 200 } },
  // A fresh quarantined booking per request, so the super admin's release is a 200 each time (docs/decisions/0037).
  bookedDemoRelease: {
    request: async (f) => {
      const id = newId();
      const now = f.t.clock();
      await f.t.deps.db.insert(bookedDemos).values({
        id,
        name: 'N',
        businessEmail: 'n@c.example',
        phoneNumber: '+919876543210',
        companyName: 'C',
        message: 'm',
        createdAt: now,
        mailState: 'held',
        quarantineReason: 'honeypot',
      });
      return { params: { id } };
    },
    expect: { superAdmin: 200 },
  },
  // A beacon: no contact key, no token; whoever sends it is counted the same (docs/decisions/0043).
  formOpen: { status: 202, request: () => ({ body: { page: '/aboutus', label: 'Ask an Expert' } }) },
  bookedDemosConversion: { request: () => ({ query: 'from=2026-01-01&to=2026-01-31' }), expect: { superAdmin: 200 } },
  // The lead pipeline (docs/decisions/0046): a fresh lead per request.
  bookedDemoGet: { request: async (f) => ({ params: { id: await freshLead(f) } }), expect: { superAdmin: 200 } },
  bookedDemoActivity: { request: async (f) => ({ params: { id: await freshLead(f) } }), expect: { superAdmin: 200 } },
  bookedDemoPatch: { request: async (f) => ({ params: { id: await freshLead(f) }, body: { status: 'contacted' } }), expect: { superAdmin: 200 } },
  bookedDemoNoteCreate: { request: async (f) => ({ params: { id: await freshLead(f) }, body: { text: 'Called back' } }), expect: { superAdmin: 201 } },
  bookedDemosStatus: { request: async (f) => ({ body: { ids: [await freshLead(f)], status: 'won' } }), expect: { superAdmin: 200 } },

  superAdminCreate: {
    request: () => ({ body: { name: 'New', email: `sa-${newId()}@example.com`, password: 'a long password' } }),
    expect: { superAdmin: 201 },
  },
  superAdminLogin: { status: 200, request: (f) => ({ body: { email: f.superAdmin.email, password: SA_PASSWORD } }) },
  superAdminGetSelf: { expect: { superAdmin: 200 } },
  superAdminPatch: { request: () => ({ body: { name: 'Root' } }), expect: { superAdmin: 200 } },
  superAdminDelete: { freshSelf: true, expect: { superAdmin: 200 } },
  superAdminRefresh: {
    status: 200,
    request: async (f) => ({ body: { refreshToken: await freshRefresh(f, 'super-admin', f.superAdmin.id) } }),
  },
  // The matrix's tokens name no sign-in (no `sid`): logout has nothing to end and the token stays good.
  superAdminLogout: { expect: { superAdmin: 200 } },
  // The TOTP second factor (docs/decisions/0036). A made-up ticket is refused whoever calls; the password-checked rows
  // run on a throwaway account whose password the matrix does not know (400 on currentPassword).
  superAdminSecondFactorLogin: { status: 401, request: () => ({ body: { ticket: 'not-a-ticket', code: '123456' } }) },
  superAdminSecondFactorStatus: { expect: { superAdmin: 200 } },
  superAdminSecondFactorStart: { freshSelf: true, expect: { superAdmin: 200 } },
  superAdminSecondFactorConfirm: { freshSelf: true, request: () => ({ body: { code: '123456', currentPassword: 'wrong password' } }), expect: { superAdmin: 400 } },
  superAdminSecondFactorDisable: { freshSelf: true, request: () => ({ body: { code: '123456', currentPassword: 'wrong password' } }), expect: { superAdmin: 400 } },
  superAdminRecoveryCodes: { freshSelf: true, request: () => ({ body: { code: '123456', currentPassword: 'wrong password' } }), expect: { superAdmin: 400 } },

  dashboardUserCreate: {
    request: () => ({
      body: { name: 'D', email: `du-${newId()}@example.com`, password: 'a long password', phoneNumber: '+919876543210' },
    }),
    expect: { superAdmin: 201 },
  },
  dashboardUserLogin: {
    status: 200,
    request: (f) => ({ body: { email: f.dashboardUser.email, password: DU_PASSWORD } }),
  },
  dashboardUsersList: {
    request: () => ({ query: 'field=name&operator=contains&value=a&page=1' }),
    expect: { superAdmin: 200 },
  },
  dashboardUsersExport: { request: () => ({ query: 'field=name&operator=contains&value=a&sort=name' }), expect: { superAdmin: 200 } },
  dashboardUserPatchSelf: {
    request: () => ({ body: { name: 'Renamed' } }),
    expect: { dashboardUser: 200, dashboardUser2: 200 },
  },
  dashboardUserDeleteSelf: { freshSelf: true, expect: { dashboardUser: 200, dashboardUser2: 200 } },
  dashboardUserRefresh: {
    status: 200,
    request: async (f) => ({ body: { refreshToken: await freshRefresh(f, 'dashboard-user', f.dashboardUser.id) } }),
  },
  dashboardUserLogout: { expect: { dashboardUser: 200, dashboardUser2: 200 } },
  // Anonymous: the same reply for everyone, whatever the email (docs/decisions/0020).
  dashboardUserPasswordResetRequest: { status: 200, request: () => ({ body: { email: `reset-${newId()}@example.com` } }) },
  // A token nobody was mailed: 400 for everyone alike, whatever bearer token is sent.
  dashboardUserPasswordReset: { status: 400, request: () => ({ body: { token: `not-a-link-${newId()}`, password: 'a fine passphrase 1' } }) },
  dashboardUserGetSelf: { expect: { dashboardUser: 200, dashboardUser2: 200 } },
  // Ownership: only the admin or a manager of the metaverse sees its users.
  dashboardUserMetaverseUsers: {
    request: (f) => ({ params: { id: f.m1 } }),
    expect: { dashboardUser: 200, dashboardUser2: 403 },
  },
  dashboardUserSelfMetaverses: { expect: { dashboardUser: 200, dashboardUser2: 200 } },
  // Lists limited to the caller's metaverses (an empty list for someone with none); a user outside them is 404.
  dashboardUserOwnUsers: { expect: { dashboardUser: 200, dashboardUser2: 200 } },
  dashboardUserOwnUsersExport: { expect: { dashboardUser: 200, dashboardUser2: 200 } },
  dashboardUserOwnUser: {
    request: (f) => ({ params: { id: f.metaverseUser.id } }),
    expect: { dashboardUser: 200, dashboardUser2: 404 },
  },
  dashboardUserInsights: { expect: { dashboardUser: 200, dashboardUser2: 200 } },
  dashboardUserGet: { request: (f) => ({ params: { id: f.dashboardUser.id } }), expect: { superAdmin: 200 } },
  dashboardUserPatch: {
    request: async (f) => ({ params: { id: await f.freshDashboardUser() }, body: { name: 'Patched' } }),
    expect: { superAdmin: 200 },
  },
  dashboardUserDelete: {
    request: async (f) => ({ params: { id: await f.freshDashboardUser() } }),
    expect: { superAdmin: 200 },
  },
  dashboardUserMetaverses: {
    request: (f) => ({ params: { id: f.dashboardUser.id } }),
    expect: { superAdmin: 200 },
  },
  // Invitations (docs/decisions/0049): a fresh invited user per request; a made-up link is refused whoever sends it.
  dashboardUserInvitationResend: { request: async (f) => ({ params: { id: await f.freshInvited() } }), expect: { superAdmin: 200 } },
  dashboardUserInvitationRevoke: { request: async (f) => ({ params: { id: await f.freshInvited() } }), expect: { superAdmin: 200 } },
  dashboardUserInvitationAccept: { status: 400, request: () => ({ body: { token: NOT_A_LINK, password: 'a fine passphrase 1' } }) },

  userLogin: {
    status: 200,
    request: async (f) => ({
      body: { token: await localGoogleToken(f.t, `city-${newId()}@example.com`, 'City Person'), provider: 'google' },
    }),
  },
  userCode: {
    request: async (f) => {
      const res = await f.t.request('POST', '/api/device/code', { body: { name: 'Kiosk' } });
      return { body: { code: res.body.data.userCode, decision: 'allow' } };
    },
    expect: { metaverseUser: 200 },
  },
  deviceCodeLookup: {
    request: async (f) => {
      const res = await f.t.request('POST', '/api/device/code', { body: { name: 'Kiosk' } });
      return { params: { userCode: res.body.data.userCode } };
    },
    expect: { metaverseUser: 200 },
  },
  userGetSelf: { expect: { metaverseUser: 200 } },
  userPatchSelf: { request: () => ({ body: { name: 'City Renamed' } }), expect: { metaverseUser: 200 } },
  userIdentityLink: {
    request: async (f) => ({
      body: { token: await localGoogleToken(f.t, `linked-${newId()}@example.com`, 'Linked'), provider: 'google' },
    }),
    expect: { metaverseUser: 200 },
  },
  userDeleteSelf: { freshSelf: true, expect: { metaverseUser: 200 } },
  userRefresh: {
    status: 200,
    request: async (f) => ({ body: { refreshToken: await freshRefresh(f, 'metaverse-user', f.metaverseUser.id) } }),
  },
  userLogout: { expect: { metaverseUser: 200 } },
  userSelfMetaverses: { expect: { metaverseUser: 200 } },
  userEvents: { expect: { metaverseUser: 200 } },
  userEvent: { request: (f) => ({ params: { id: f.event } }), expect: { metaverseUser: 200 } },
  userDevices: { expect: { metaverseUser: 200 } },
  userDevice: { request: (f) => ({ params: { id: f.device } }), expect: { metaverseUser: 200 } },
  userSessions: { expect: { metaverseUser: 200 } },
  userSessionEnd: {
    request: async (f) => {
      const { accessToken } = await startSession(f.t.deps, { role: 'metaverse-user', userId: f.metaverseUser.id });
      return { params: { id: (payloadOf(accessToken) as { sid: string }).sid } };
    },
    expect: { metaverseUser: 200 },
  },
  userSessionsEnd: { freshSelf: true, expect: { metaverseUser: 200 } },
  userGet: { request: (f) => ({ params: { id: f.metaverseUser.id } }), expect: { superAdmin: 200 } },
  userDelete: { request: async (f) => ({ params: { id: await f.freshMetaverseUser() } }), expect: { superAdmin: 200 } },
  userMetaverses: { request: (f) => ({ params: { id: f.metaverseUser.id } }), expect: { superAdmin: 200 } },
  usersList: { request: () => ({ query: 'page=1' }), expect: { superAdmin: 200 } },
  usersExport: { request: () => ({ query: 'q=a&sort=name&dir=desc' }), expect: { superAdmin: 200 } },

  identityLocalPhoneSend: {
    status: 200,
    request: async (f) => ({ body: { phoneNumber: f.nextPhone(), humanCheck: await humanProof(f.t) } }),
  },
  identityLocalPhoneVerify: {
    status: 200,
    request: async (f) => {
      const sent = await f.t.request('POST', '/api/identity/local/phone/send', { body: { humanCheck: await humanProof(f.t), phoneNumber: f.nextPhone() } });
      return { body: { verificationId: sent.body.data.verificationId, code: TEST_CODE } };
    },
  },
  identityLocalGoogle: {
    status: 200,
    request: async (f) => ({ body: { email: `g-${newId()}@example.com`, name: 'G', humanCheck: await humanProof(f.t) } }),
  },
  identityLocalHumanCheck: { status: 200 },
  identityLocalGoogleVerify: {
    status: 200,
    request: async (f) => {
      const email = `g-${newId()}@example.com`;
      const sent = await f.t.request('POST', '/api/identity/local/google', { body: { humanCheck: await humanProof(f.t), email, name: 'G' } });
      return { body: { verificationId: sent.body.data.verificationId, code: mailedCode(f.t, email) } };
    },
  },
  deviceCode: { status: 200, request: () => ({ body: { name: 'Kiosk', platform: 'WEBGL' } }) },
  // A fresh code that nobody approved yet: RFC 8628 'authorization_pending', for everyone alike.
  deviceToken: {
    status: 400,
    request: async (f) => {
      const res = await f.t.request('POST', '/api/device/code', { body: {} });
      return { body: { deviceCode: res.body.data.deviceCode } };
    },
  },

  metaverseCreate: { request: () => ({ body: { name: 'Created' } }), expect: { superAdmin: 201 } },
  metaversesList: { expect: { superAdmin: 200 } },
  metaversesExport: { request: () => ({ query: 'sort=name' }), expect: { superAdmin: 200 } },
  metaverseGet: {
    request: (f) => ({ params: { id: f.m1 } }),
    expect: { superAdmin: 200, dashboardUser: 200, dashboardUser2: 403, metaverseUser: 200 },
  },
  metaversePatch: { request: (f) => ({ params: { id: f.m1 }, body: { description: 'Patched' } }), expect: { superAdmin: 200 } },
  metaverseDelete: { request: async (f) => ({ params: { id: await f.freshMetaverse() } }), expect: { superAdmin: 200 } },
  // The super admin or the metaverse's own admin; its manager (dashboardUser2 here) is refused (docs/decisions/0049).
  metaverseAddManager: {
    request: async (f) => ({ params: { id: await f.adminsMetaverse(), userId: await f.freshDashboardUser() } }),
    expect: { superAdmin: 200, dashboardUser: 200, dashboardUser2: 403 },
  },
  metaverseRemoveManager: {
    request: async (f) => {
      const m = await f.adminsMetaverse();
      const userId = await f.freshDashboardUser();
      await f.t.deps.db.insert(metaverseManagers).values({ id: newId(), metaverseId: m, dashboardUserId: userId });
      return { params: { id: m, userId } };
    },
    expect: { superAdmin: 200, dashboardUser: 200, dashboardUser2: 403 },
  },
  metaverseAddManagerByEmail: {
    request: async (f) => ({ params: { id: await f.adminsMetaverse() }, body: { email: await f.emailOf(await f.freshDashboardUser()) } }),
    expect: { superAdmin: 200, dashboardUser: 200, dashboardUser2: 403 },
  },
  metaverseLinksUpdate: {
    request: async (f) => ({ params: { id: await f.adminsMetaverse() }, body: { links: { WEBGL: { build: 'https://builds.example.com/m', assets: '' } } } }),
    expect: { superAdmin: 200, dashboardUser: 200, dashboardUser2: 403 },
  },
  metaverseManagers: {
    request: (f) => ({ params: { id: f.m1 } }),
    expect: { superAdmin: 200, dashboardUser: 200, dashboardUser2: 403 },
  },
  metaverseJoin: { request: async (f) => ({ params: { id: await f.freshMetaverse() } }), expect: { metaverseUser: 200 } },
  // A metaverse user leaves (themselves); the super admin removes them.
  metaverseRemoveUser: {
    request: async (f) => {
      const m = await f.freshMetaverse();
      await f.t.deps.db.insert(metaverseMemberships).values({ id: newId(), metaverseId: m, userId: f.metaverseUser.id });
      return { params: { id: m, userId: f.metaverseUser.id } };
    },
    expect: { superAdmin: 200, metaverseUser: 200 },
  },
  metaverseUsers: {
    request: (f) => ({ params: { id: f.m1 }, query: 'page=1' }),
    expect: { superAdmin: 200, dashboardUser: 200, dashboardUser2: 403 },
  },

  // Meetings (docs/decisions/0041): the visitor's signed link is the only key; a made-up one is refused whoever calls.
  meetingSlots: { status: 400, request: () => ({ headers: CONTACT, query: `token=${NOT_A_LINK}` }) },
  meetingBook: { status: 400, request: () => ({ headers: CONTACT, body: { token: NOT_A_LINK, start: '2030-01-07T09:00:00.000Z' } }) },
  meetingGet: { status: 400, request: () => ({ headers: CONTACT, params: { token: NOT_A_LINK } }) },
  meetingMoveSlots: { status: 400, request: () => ({ headers: CONTACT, params: { token: NOT_A_LINK } }) },
  meetingMove: { status: 400, request: () => ({ headers: CONTACT, params: { token: NOT_A_LINK }, body: { start: '2030-01-07T09:00:00.000Z' } }) },
  meetingCancel: { status: 400, request: () => ({ headers: CONTACT, params: { token: NOT_A_LINK } }) },
  // Sales books for a lead by its id: no office serves the matrix's leads, so the super admin gets as far as that.
  leadMeetingSlots: { request: async (f) => ({ params: { id: await freshLead(f) } }), expect: { superAdmin: 404 } },
  leadMeetingBook: { request: async (f) => ({ params: { id: await freshLead(f) }, body: { start: '2030-01-07T09:00:00.000Z' } }), expect: { superAdmin: 400 } },
  salesOffices: { expect: { superAdmin: 200 } },
  salesOfficeCreate: { request: () => ({ body: OFFICE }), expect: { superAdmin: 201 } },
  salesOfficePatch: { request: async (f) => ({ params: { id: await freshOffice(f) }, body: { minNoticeMinutes: 30 } }), expect: { superAdmin: 200 } },
  salesOfficeDelete: { request: async (f) => ({ params: { id: await freshOffice(f) } }), expect: { superAdmin: 200 } },
  salesRepCreate: { request: async (f) => ({ body: { ...REP, officeId: await freshOffice(f) } }), expect: { superAdmin: 201 } },
  salesRepPatch: { request: async (f) => ({ params: { id: await freshRep(f) }, body: { active: false } }), expect: { superAdmin: 200 } },
  salesRepDelete: { request: async (f) => ({ params: { id: await freshRep(f) } }), expect: { superAdmin: 200 } },
  salesHolidayCreate: { request: async (f) => ({ params: { id: await freshOffice(f) }, body: { date: '2030-01-01', name: 'New Year' } }), expect: { superAdmin: 201 } },
  salesHolidayDelete: { request: async (f) => ({ params: { id: await freshHoliday(f) } }), expect: { superAdmin: 200 } },

  // Webhooks to a CRM (docs/decisions/0047): the super admin's alone.
  webhooksList: { expect: { superAdmin: 200 } },
  webhookCreate: { request: () => ({ body: WEBHOOK }), expect: { superAdmin: 201 } },
  webhookPatch: { request: async (f) => ({ params: { id: await freshWebhook(f) }, body: { enabled: false } }), expect: { superAdmin: 200 } },
  webhookDelete: { request: async (f) => ({ params: { id: await freshWebhook(f) } }), expect: { superAdmin: 200 } },
  webhookRollSecret: { request: async (f) => ({ params: { id: await freshWebhook(f) } }), expect: { superAdmin: 200 } },
  webhookDeliveries: { request: async (f) => ({ params: { id: await freshWebhook(f) }, query: 'page=1' }), expect: { superAdmin: 200 } },
  webhookReplay: { request: async (f) => ({ params: await freshDelivery(f) }), expect: { superAdmin: 202 } },
  webhookTest: { request: async (f) => ({ params: { id: await freshWebhook(f) } }), expect: { superAdmin: 202 } },

  // The audit log (docs/decisions/0052): the super admin's alone.
  auditEvents: { request: () => ({ query: 'page=1&targetType=metaverse' }), expect: { superAdmin: 200 } },
  auditEventsExport: { request: () => ({ query: 'action=metaverse.created' }), expect: { superAdmin: 200 } },
};

const ROWS = Object.entries(endpoints as Record<string, Endpoint>);
const NAMES = ROWS.map(([name]) => name);

const b64url = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
const payloadOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as object;

/** The same token with one signature character changed (a middle one: the last may carry unused bits). */
function tamper(jwt: string): string {
  const [h, p, s] = jwt.split('.') as [string, string, string];
  const i = Math.floor(s.length / 2);
  return `${h}.${p}.${s.slice(0, i)}${s[i] === 'A' ? 'B' : 'A'}${s.slice(i + 1)}`;
}

describe.each(DB_KINDS)('authorization matrix on %s', (kind) => {
  let t: TestApp;
  let f: Fixtures;
  /** Tokens per signed-in caller and variant, minted at the start (so they are all expired after the clock jump). */
  const tokens = {} as Record<SignedIn, Record<Variant, string>>;

  async function tokenSet(role: Role, userId: string): Promise<Record<Variant, string>> {
    const valid = await mintAccessToken(t, role, userId);
    return {
      valid,
      expired: valid, // becomes expired when the clock moves past the access TTL
      tampered: tamper(valid),
      algNone: `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url(payloadOf(valid))}.`,
      refreshAsAccess: (await startSession(t.deps, { role, userId })).refreshToken,
      // Right key, issuer and audience, but not an access token: only the `typ` claim tells them apart.
      typRefresh: await signWithAccessKey(t, { role, typ: 'refresh' }, userId),
      noTyp: await signWithAccessKey(t, { role }, userId),
    };
  }

  beforeAll(async () => {
    t = await makeTestApp({
      kind,
      env: {
        CONTACT_API_TOKEN: 'matrix-contact-token',
        LOCAL_TEST_PHONES: TEST_PHONES.map((p) => `${p}:${TEST_CODE}`).join(','),
        RATE_LIMIT_LOGIN: '100000',
        RATE_LIMIT_REFRESH: '100000',
        RATE_LIMIT_BOOK_DEMO: '100000',
        RATE_LIMIT_FORM_OPEN: '100000',
        RATE_LIMIT_BOOK_DEMO_EMAIL: '100000',
        RATE_LIMIT_BOOK_DEMO_DOMAIN: '100000',
      },
    });
    const db = t.deps.db;
    const now = t.clock();
    const stamp = { createdAt: now, updatedAt: now };
    const insertSuperAdmin = async (passwordHash = 'not-a-hash') => {
      const row = { id: newId(), name: 'SA', email: `sa-${newId()}@example.com`, passwordHash, ...stamp };
      await db.insert(superAdmins).values(row);
      return row;
    };
    const insertDashboardUser = async (passwordHash = 'not-a-hash') => {
      const row = { id: newId(), name: 'DU', email: `du-${newId()}@example.com`, phoneNumber: '+919876543210', passwordHash, ...stamp };
      await db.insert(dashboardUsers).values(row);
      return row;
    };
    const insertMetaverseUser = async () => {
      const row = { id: newId(), name: 'MU', email: `mu-${newId()}@example.com`, ...stamp };
      await db.insert(metaverseUsers).values(row);
      return row;
    };
    const insertMetaverse = async (adminId: string | null = null) => {
      const row = { id: newId(), name: `M ${newId()}`, description: 'A metaverse', adminId, ...stamp };
      await db.insert(metaverses).values(row);
      return row.id;
    };

    const superAdmin = await insertSuperAdmin(await hashPassword(SA_PASSWORD));
    const dashboardUser = await insertDashboardUser(await hashPassword(DU_PASSWORD));
    const dashboardUser2 = await insertDashboardUser();
    const metaverseUser = await insertMetaverseUser();
    const m1 = await insertMetaverse(dashboardUser.id);
    const m2 = await insertMetaverse();
    await db.insert(metaverseMemberships).values({ id: newId(), metaverseId: m1, userId: metaverseUser.id });
    const event = newId();
    await db.insert(events).values({ id: event, userId: metaverseUser.id, metaverseId: m1, type: 'visit', createdAt: now });
    const device = newId();
    await db.insert(devices).values({ id: device, userId: metaverseUser.id, name: 'Headset', platform: 'VR', createdAt: now });
    let phone = 0;

    f = {
      t,
      superAdmin,
      dashboardUser,
      dashboardUser2,
      metaverseUser,
      m1,
      m2,
      event,
      device,
      freshSuperAdmin: async () => (await insertSuperAdmin()).id,
      freshDashboardUser: async () => (await insertDashboardUser()).id,
      freshMetaverseUser: async () => (await insertMetaverseUser()).id,
      freshMetaverse: (adminId) => insertMetaverse(adminId ?? null),
      adminsMetaverse: async () => {
        const m = await insertMetaverse(dashboardUser.id);
        await db.insert(metaverseManagers).values({ id: newId(), metaverseId: m, dashboardUserId: dashboardUser2.id });
        return m;
      },
      freshInvited: async () => {
        const row = await insertDashboardUser();
        await db.update(dashboardUsers).set({ status: 'invited' }).where(eq(dashboardUsers.id, row.id));
        return row.id;
      },
      emailOf: async (id) => (await db.select({ email: dashboardUsers.email }).from(dashboardUsers).where(eq(dashboardUsers.id, id)))[0]!.email,
      nextPhone: () => TEST_PHONES[phone++ % TEST_PHONES.length]!,
    };
    tokens.superAdmin = await tokenSet('super-admin', superAdmin.id);
    tokens.dashboardUser = await tokenSet('dashboard-user', dashboardUser.id);
    tokens.dashboardUser2 = await tokenSet('dashboard-user', dashboardUser2.id);
    tokens.metaverseUser = await tokenSet('metaverse-user', metaverseUser.id);
  });
  afterAll(() => t?.close());

  it('has exactly one rule for every row of the endpoint table', () => {
    expect(Object.keys(RULES).sort()).toEqual(ROWS.map(([name]) => name).sort());
    for (const [name, row] of ROWS) {
      const rule = RULES[name]!;
      if (row.anonymous) expect(rule.status, `${name}: anonymous rows declare the status everyone gets`).toBeTypeOf('number');
      for (const caller of Object.keys(rule.expect ?? {}) as SignedIn[]) {
        expect(row.roles, `${name}: expectation for a caller whose role is not allowed`).toContain(ROLE_OF[caller]);
      }
    }
  });

  /** Send one request; return a description of what went wrong, or null. */
  async function check(name: string, caller: Caller, variant: Variant): Promise<string | null> {
    const row = (endpoints as Record<string, Endpoint>)[name]!;
    const rule = RULES[name]!;
    const req = (await rule.request?.(f, caller)) ?? {};
    let token: string | undefined;
    if (caller !== 'anonymous') {
      const role = ROLE_OF[caller];
      const own = rule.freshSelf && variant === 'valid' && row.roles.includes(role);
      if (own) {
        const fresh = { 'super-admin': f.freshSuperAdmin, 'dashboard-user': f.freshDashboardUser, 'metaverse-user': f.freshMetaverseUser }[role];
        token = await mintAccessToken(t, role, await fresh());
      } else {
        token = tokens[caller][variant];
      }
    }
    const path = `/api/${buildPath(row.path, req.params)}${req.query ? `?${req.query}` : ''}`;
    const res: Reply = await t.request(row.method, path, { token, body: req.body, headers: req.headers });

    let want: number | 'allowed';
    if (row.anonymous) want = rule.status!;
    else if (caller === 'anonymous' || variant !== 'valid') want = 401;
    else if (!row.roles.includes(ROLE_OF[caller])) want = 403;
    else want = rule.expect?.[caller] ?? 'allowed';

    const label = `${name} ${caller}/${variant}: ${res.status}`;
    if (res.status >= 500) return `${label} (5xx) ${res.text}`;
    if (want === 'allowed' ? res.status === 401 || res.status === 403 : res.status !== want) {
      return `${label}, wanted ${want}: ${res.text.slice(0, 200)}`;
    }
    const shape = res.status < 300 ? row.reply : ErrorReplySchema;
    // A row that produces text (the CSV export) is checked as text when it succeeds.
    const replied = res.status < 300 && row.produces ? res.text : res.body;
    if (!shape.safeParse(replied).success) return `${label}: reply does not match the contract: ${res.text.slice(0, 200)}`;
    if (!row.anonymous && res.status === 401 && res.body.message !== MESSAGES.unauthorized) return `${label}: ${res.text}`;
    if (!row.anonymous && res.status === 403 && res.body.message !== MESSAGES.forbidden) return `${label}: ${res.text}`;
    return null;
  }

  it.each(NAMES)('%s: roles and tokens', async (name) => {
    const problems: string[] = [];
    for (const caller of CALLERS) {
      for (const variant of caller === 'anonymous' ? (['valid'] as Variant[]) : LIVE_VARIANTS) {
        const problem = await check(name, caller, variant);
        if (problem) problems.push(problem);
      }
    }
    expect(problems).toEqual([]);
  });

  describe('after the access TTL has passed', () => {
    beforeAll(() => t.clock.advance(t.deps.config.accessTokenTtl + 1));

    it.each(NAMES)('%s: expired tokens', async (name) => {
      const problems: string[] = [];
      for (const caller of CALLERS.filter((c): c is SignedIn => c !== 'anonymous')) {
        const problem = await check(name, caller, 'expired');
        if (problem) problems.push(problem);
      }
      expect(problems).toEqual([]);
    });
  });
});
