import type { Role } from './common';
import { schedulingRouting } from './scheduling-routing';

// The endpoint table without its schemas: what the browser needs to route a call and pick its token.

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Which deployed service an endpoint belongs to; each can have its own base URL on the client. */
export type Service = 'super-admin' | 'dashboard-user' | 'user' | 'metaverse' | 'contact';

export interface EndpointRouting {
  method: Method;
  path: string;
  service: Service;
  roles: readonly Role[];
  anonymous: boolean;
  status?: number;
  produces?: 'text/csv';
  /** Sent by `navigator.sendBeacon`, which carries no custom header: a contact row without the contact key. */
  beacon?: true;
  summary: string;
}

const SA = ['super-admin'] as const;
const DU = ['dashboard-user'] as const;
const MU = ['metaverse-user'] as const;

/** Every call of SPEC part 7. */
export const endpointRouting = {
  // 7.1 Demo booking
  bookDemo: { method: 'POST', path: 'meta/book-demo', service: 'contact', roles: [], anonymous: true, summary: 'Book a demo' },
  humanCheckChallenge: { method: 'GET', path: 'meta/human-check', service: 'contact', roles: [], anonymous: true, summary: "A signed proof-of-work challenge (ALTCHA) for the demo form's invisible human check; single use, minutes long" },
  bookedDemosList: { method: 'GET', path: 'booked-demos', service: 'super-admin', roles: SA, anonymous: false, summary: 'List booked demos, newest first: the leads, or the filtered (quarantined) ones with view=filtered' },
  bookedDemosExport: { method: 'GET', path: 'booked-demos/export', service: 'super-admin', roles: SA, anonymous: false, produces: 'text/csv', summary: 'Booked demos as CSV: the leads, or the filtered (quarantined) ones with view=filtered' },
  bookedDemosWeekly: { method: 'GET', path: 'booked-demos/weekly', service: 'super-admin', roles: SA, anonymous: false, summary: 'Bookings per week (Monday UTC) over the last 12 weeks, zero-filled' },
  bookedDemoRelease: { method: 'POST', path: 'booked-demos/:id/release', service: 'super-admin', roles: SA, anonymous: false, summary: "'Not spam': a filtered (quarantined) booking becomes a normal lead and is mailed like one" },
  // Where leads come from (docs/decisions/0043).
  formOpen: { method: 'POST', path: 'meta/form-open', service: 'contact', roles: [], anonymous: true, beacon: true, status: 202, summary: 'Count one opening of the demo form per day, page and label (a beacon: no cookie, nothing personal)' },
  bookedDemosConversion: { method: 'GET', path: 'booked-demos/conversion', service: 'super-admin', roles: SA, anonymous: false, summary: 'Form openings and bookings per page and label between two UTC days (from, to; default the last 30 days)' },

  // 7.2 Super-admin service
  superAdminCreate: { method: 'POST', path: 'super-admin', service: 'super-admin', roles: SA, anonymous: false, status: 201, summary: 'Create a super admin' },
  superAdminLogin: { method: 'POST', path: 'super-admin', service: 'super-admin', roles: [], anonymous: true, summary: 'Super-admin login' },
  superAdminGetSelf: { method: 'GET', path: 'super-admin', service: 'super-admin', roles: SA, anonymous: false, summary: 'Own super-admin profile' },
  superAdminPatch: { method: 'PATCH', path: 'super-admin', service: 'super-admin', roles: SA, anonymous: false, summary: 'Update own super-admin profile' },
  superAdminDelete: { method: 'DELETE', path: 'super-admin', service: 'super-admin', roles: SA, anonymous: false, summary: 'Delete own super-admin account' },
  superAdminRefresh: { method: 'PATCH', path: 'super-admin/refresh-token', service: 'super-admin', roles: [], anonymous: true, summary: 'New super-admin token pair' },
  superAdminLogout: { method: 'POST', path: 'super-admin/logout', service: 'super-admin', roles: SA, anonymous: false, summary: 'Sign out: end this sign-in (its refresh and access tokens)' },
  // The super admin's TOTP second factor (docs/decisions/0036).
  superAdminSecondFactorLogin: { method: 'POST', path: 'super-admin/second-factor/login', service: 'super-admin', roles: [], anonymous: true, summary: 'Login, second step: the ticket and a TOTP or recovery code; the normal login reply' },
  superAdminSecondFactorStatus: { method: 'GET', path: 'super-admin/second-factor', service: 'super-admin', roles: SA, anonymous: false, summary: 'Whether TOTP is on, recovery codes left, and whether this server requires it' },
  superAdminSecondFactorStart: { method: 'POST', path: 'super-admin/second-factor', service: 'super-admin', roles: SA, anonymous: false, summary: 'Start a TOTP enrolment: a new secret, its otpauth URI and QR code (not on until confirmed)' },
  superAdminSecondFactorConfirm: { method: 'PUT', path: 'super-admin/second-factor', service: 'super-admin', roles: SA, anonymous: false, summary: 'Confirm the enrolment with the password and a code; the recovery codes, shown once' },
  superAdminSecondFactorDisable: { method: 'POST', path: 'super-admin/second-factor/disable', service: 'super-admin', roles: SA, anonymous: false, summary: 'Turn TOTP off with the password and a code' },
  superAdminRecoveryCodes: { method: 'POST', path: 'super-admin/second-factor/recovery-codes', service: 'super-admin', roles: SA, anonymous: false, summary: 'New recovery codes with the password and a code; the old ones stop working' },

  // 7.3 Dashboard-user service
  dashboardUserCreate: { method: 'PUT', path: 'dashboard-user', service: 'dashboard-user', roles: SA, anonymous: false, status: 201, summary: 'Create a dashboard user' },
  dashboardUserLogin: { method: 'POST', path: 'dashboard-user', service: 'dashboard-user', roles: [], anonymous: true, summary: 'Dashboard-user login' },
  dashboardUsersList: { method: 'GET', path: 'dashboard-users', service: 'dashboard-user', roles: SA, anonymous: false, summary: 'List dashboard users' },
  dashboardUserPatchSelf: { method: 'PATCH', path: 'dashboard-user', service: 'dashboard-user', roles: DU, anonymous: false, summary: 'Update own dashboard-user profile' },
  dashboardUserDeleteSelf: { method: 'DELETE', path: 'dashboard-user', service: 'dashboard-user', roles: DU, anonymous: false, summary: 'Delete own dashboard-user account' },
  dashboardUserRefresh: { method: 'PATCH', path: 'dashboard-user/refresh-token', service: 'dashboard-user', roles: [], anonymous: true, summary: 'New dashboard-user token pair' },
  dashboardUserLogout: { method: 'POST', path: 'dashboard-user/logout', service: 'dashboard-user', roles: DU, anonymous: false, summary: 'Sign out: end this sign-in (its refresh and access tokens)' },
  dashboardUserGetSelf: { method: 'GET', path: 'dashboard-user', service: 'dashboard-user', roles: DU, anonymous: false, summary: 'Own dashboard-user profile' },
  dashboardUserMetaverseUsers: { method: 'GET', path: 'dashboard-user/metaverse/:id/metaverse-users', service: 'dashboard-user', roles: DU, anonymous: false, summary: 'Metaverse users of a metaverse the caller administers or manages' },
  dashboardUserOwnUsers: { method: 'GET', path: 'dashboard-user/metaverse-users', service: 'dashboard-user', roles: DU, anonymous: false, summary: "Users who joined the caller's metaverses: search, joined between two days, paged" },
  dashboardUserOwnUser: { method: 'GET', path: 'dashboard-user/metaverse-user/:id', service: 'dashboard-user', roles: DU, anonymous: false, summary: "One user of the caller's metaverses with the events in those metaverses and the devices since they joined" },
  dashboardUserInsights: { method: 'GET', path: 'dashboard-user/insights', service: 'dashboard-user', roles: DU, anonymous: false, summary: "Members per metaverse and their sign-ins per day since they joined (30 days) of the caller's metaverses" },
  dashboardUserSelfMetaverses: { method: 'GET', path: 'dashboard-user/metaverses', service: 'dashboard-user', roles: DU, anonymous: false, summary: 'Own metaverses' },
  dashboardUserGet: { method: 'GET', path: 'dashboard-user/:id', service: 'dashboard-user', roles: SA, anonymous: false, summary: 'A dashboard user by id' },
  dashboardUserPatch: { method: 'PATCH', path: 'dashboard-user/:id', service: 'dashboard-user', roles: SA, anonymous: false, summary: 'Update a dashboard user' },
  dashboardUserDelete: { method: 'DELETE', path: 'dashboard-user/:id', service: 'dashboard-user', roles: SA, anonymous: false, summary: 'Delete a dashboard user' },
  dashboardUserPasswordResetRequest: { method: 'POST', path: 'dashboard-user/password-reset', service: 'dashboard-user', roles: [], anonymous: true, summary: 'Mail a single-use password reset link (same reply whether or not the email is registered)' },
  dashboardUserPasswordReset: { method: 'POST', path: 'dashboard-user/password-reset/confirm', service: 'dashboard-user', roles: [], anonymous: true, summary: 'Set a new password with a reset link token; ends every session of the account' },
  dashboardUserMetaverses: { method: 'GET', path: 'dashboard-user/:id/metaverses', service: 'dashboard-user', roles: SA, anonymous: false, summary: "A dashboard user's metaverses" },

  // 7.4 Metaverse-user service
  userLogin: { method: 'POST', path: 'user', service: 'user', roles: [], anonymous: true, summary: 'Metaverse-user login with an identity token' },
  userCode: { method: 'POST', path: 'user/code', service: 'user', roles: MU, anonymous: false, summary: "Allow or deny a device code shown on a screen ({code, decision: 'allow' | 'deny'})" },
  userGetSelf: { method: 'GET', path: 'user', service: 'user', roles: MU, anonymous: false, summary: 'Own metaverse-user profile' },
  userPatchSelf: { method: 'PATCH', path: 'user', service: 'user', roles: MU, anonymous: false, summary: 'Update own metaverse-user profile' },
  userIdentityLink: { method: 'PUT', path: 'user/identity', service: 'user', roles: MU, anonymous: false, summary: 'Change own email or phone number: link an identity token proving the new one' },
  userDeleteSelf: { method: 'DELETE', path: 'user', service: 'user', roles: MU, anonymous: false, summary: 'Delete own metaverse-user account' },
  userRefresh: { method: 'PATCH', path: 'user/refresh-token', service: 'user', roles: [], anonymous: true, summary: 'New metaverse-user token pair' },
  userLogout: { method: 'POST', path: 'user/logout', service: 'user', roles: MU, anonymous: false, summary: 'Sign out: end this sign-in (its refresh and access tokens)' },
  userSelfMetaverses: { method: 'GET', path: 'user/metaverses', service: 'user', roles: MU, anonymous: false, summary: 'Own metaverses' },
  userEvents: { method: 'GET', path: 'user/events', service: 'user', roles: MU, anonymous: false, summary: 'Own events' },
  userEvent: { method: 'GET', path: 'user/events/:id', service: 'user', roles: MU, anonymous: false, summary: 'One own event' },
  userDevices: { method: 'GET', path: 'user/devices', service: 'user', roles: MU, anonymous: false, summary: 'Own devices' },
  userDevice: { method: 'GET', path: 'user/devices/:id', service: 'user', roles: MU, anonymous: false, summary: 'One own device' },
  userSessions: { method: 'GET', path: 'user/sessions', service: 'user', roles: MU, anonymous: false, summary: 'Own live sessions (sign-ins), newest activity first' },
  userSessionEnd: { method: 'DELETE', path: 'user/sessions/:id', service: 'user', roles: MU, anonymous: false, summary: 'End one own session: its refresh and access tokens stop working' },
  userSessionsEnd: { method: 'DELETE', path: 'user/sessions', service: 'user', roles: MU, anonymous: false, summary: 'End every own session, this one included' },
  userGet: { method: 'GET', path: 'user/:id', service: 'user', roles: SA, anonymous: false, summary: 'A metaverse user by id' },
  userDelete: { method: 'DELETE', path: 'user/:id', service: 'user', roles: SA, anonymous: false, summary: 'Delete a metaverse user' },
  userMetaverses: { method: 'GET', path: 'user/:id/metaverses', service: 'user', roles: SA, anonymous: false, summary: "A metaverse user's metaverses" },
  usersList: { method: 'GET', path: 'users', service: 'user', roles: SA, anonymous: false, summary: 'List metaverse users' },

  // 7.6 played by our own API (IDENTITY_PROVIDER=local)
  identityLocalPhoneSend: { method: 'POST', path: 'identity/local/phone/send', service: 'user', roles: [], anonymous: true, summary: 'Send a one-time code to a phone number (local identity provider)' },
  identityLocalPhoneVerify: { method: 'POST', path: 'identity/local/phone/verify', service: 'user', roles: [], anonymous: true, summary: 'Trade a one-time code for an identity token (local identity provider)' },
  identityLocalGoogle: { method: 'POST', path: 'identity/local/google', service: 'user', roles: [], anonymous: true, summary: 'Local Google-like account chooser: mail a one-time code to the email (local identity provider)' },
  identityLocalGoogleVerify: { method: 'POST', path: 'identity/local/google/verify', service: 'user', roles: [], anonymous: true, summary: 'Trade the mailed code for a google identity token (local identity provider)' },
  identityLocalHumanCheck: { method: 'GET', path: 'identity/local/human-check', service: 'user', roles: [], anonymous: true, summary: 'A signed proof-of-work challenge (ALTCHA) whose solution the code sends require (local identity provider)' },

  // Device-code login for screens (RFC 8628)
  deviceCode: { method: 'POST', path: 'device/code', service: 'user', roles: [], anonymous: true, summary: 'A screen asks for a code to show' },
  deviceToken: { method: 'POST', path: 'device/token', service: 'user', roles: [], anonymous: true, summary: 'A screen polls for its tokens' },
  deviceCodeLookup: { method: 'GET', path: 'device/code/:userCode', service: 'user', roles: MU, anonymous: false, summary: 'Which screen shows this code (name, platform, when it asked), before the person allows or denies it; approves nothing' },

  // 7.5 Metaverse service
  metaverseCreate: { method: 'PUT', path: 'metaverse', service: 'metaverse', roles: SA, anonymous: false, status: 201, summary: 'Create a metaverse' },
  metaversesList: { method: 'GET', path: 'metaverses', service: 'metaverse', roles: SA, anonymous: false, summary: 'List metaverses' },
  metaverseGet: { method: 'GET', path: 'metaverse/:id', service: 'metaverse', roles: ['super-admin', 'dashboard-user', 'metaverse-user'], anonymous: false, summary: 'A metaverse with its managers and users' },
  metaversePatch: { method: 'PATCH', path: 'metaverse/:id', service: 'metaverse', roles: SA, anonymous: false, summary: 'Update a metaverse' },
  metaverseDelete: { method: 'DELETE', path: 'metaverse/:id', service: 'metaverse', roles: SA, anonymous: false, summary: 'Delete a metaverse' },
  metaverseAddManager: { method: 'PUT', path: 'metaverse/:id/dashboard-user/:userId', service: 'metaverse', roles: SA, anonymous: false, summary: 'Make a dashboard user a manager of a metaverse' },
  metaverseRemoveManager: { method: 'DELETE', path: 'metaverse/:id/dashboard-user/:userId', service: 'metaverse', roles: SA, anonymous: false, summary: 'Remove a manager from a metaverse' },
  metaverseManagers: { method: 'GET', path: 'metaverse/:id/dashboard-users', service: 'metaverse', roles: ['super-admin', 'dashboard-user'], anonymous: false, summary: 'Managers and admin of a metaverse' },
  metaverseJoin: { method: 'PUT', path: 'metaverse/:id/metaverse-user', service: 'metaverse', roles: MU, anonymous: false, summary: 'Join a metaverse as the calling metaverse user' },
  metaverseRemoveUser: { method: 'DELETE', path: 'metaverse/:id/user/:userId', service: 'metaverse', roles: ['super-admin', 'metaverse-user'], anonymous: false, summary: 'Leave a metaverse, or remove a user from it' },
  metaverseUsers: { method: 'GET', path: 'metaverse/:id/metaverse-users', service: 'metaverse', roles: ['super-admin', 'dashboard-user'], anonymous: false, summary: 'Users of a metaverse' },

  // Issue 22 item 4: meetings booked after a demo request, and the sales offices that hold them.
  ...schedulingRouting,
} as const satisfies Record<string, EndpointRouting>;

export type EndpointName = keyof typeof endpointRouting;

export function buildPath(path: string, params: Record<string, string> | undefined): string {
  return path.replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = params?.[key];
    if (value === undefined) throw new Error(`Missing path parameter ${key} for ${path}`);
    return encodeURIComponent(value);
  });
}

export const REFRESH_ENDPOINT: Record<Role, EndpointName> = {
  'super-admin': 'superAdminRefresh',
  'dashboard-user': 'dashboardUserRefresh',
  'metaverse-user': 'userRefresh',
};

/** The server logout for each role: ends the sign-in the access token belongs to (docs/decisions/0015). */
export const LOGOUT_ENDPOINT: Record<Role, EndpointName> = {
  'super-admin': 'superAdminLogout',
  'dashboard-user': 'dashboardUserLogout',
  'metaverse-user': 'userLogout',
};
