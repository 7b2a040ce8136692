import type { Role } from './common';
import { leadPipelineRouting } from './lead-pipeline-routing';
import { buildPath, publicRouting } from './public-routing';
import { schedulingRouting } from './scheduling-routing';

export { buildPath };
import { webhooksRouting } from './webhooks-routing';
import { auditRouting } from './audit-routing';

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
}

const SA = ['super-admin'] as const;
const DU = ['dashboard-user'] as const;
const MU = ['metaverse-user'] as const;
const SA_DU = ['super-admin', 'dashboard-user'] as const;

/** Every call of SPEC part 7. */
export const endpointRouting = {
  // 7.1 Demo booking (and the human checks and form-open beacon the public site calls)
  ...publicRouting,
  bookedDemosList: { method: 'GET', path: 'booked-demos', service: 'super-admin', roles: SA, anonymous: false },
  bookedDemosExport: { method: 'GET', path: 'booked-demos/export', service: 'super-admin', roles: SA, anonymous: false, produces: 'text/csv' },
  bookedDemosWeekly: { method: 'GET', path: 'booked-demos/weekly', service: 'super-admin', roles: SA, anonymous: false },
  bookedDemoRelease: { method: 'POST', path: 'booked-demos/:id/release', service: 'super-admin', roles: SA, anonymous: false },
  // Where leads come from (docs/decisions/0043).
  bookedDemosConversion: { method: 'GET', path: 'booked-demos/conversion', service: 'super-admin', roles: SA, anonymous: false },
  // The lead pipeline (issue 23 item 1, docs/decisions/0046).
  ...leadPipelineRouting,

  // 7.2 Super-admin service
  superAdminCreate: { method: 'POST', path: 'super-admin', service: 'super-admin', roles: SA, anonymous: false, status: 201 },
  superAdminLogin: { method: 'POST', path: 'super-admin', service: 'super-admin', roles: [], anonymous: true },
  superAdminGetSelf: { method: 'GET', path: 'super-admin', service: 'super-admin', roles: SA, anonymous: false },
  superAdminPatch: { method: 'PATCH', path: 'super-admin', service: 'super-admin', roles: SA, anonymous: false },
  superAdminDelete: { method: 'DELETE', path: 'super-admin', service: 'super-admin', roles: SA, anonymous: false },
  superAdminRefresh: { method: 'PATCH', path: 'super-admin/refresh-token', service: 'super-admin', roles: [], anonymous: true },
  superAdminLogout: { method: 'POST', path: 'super-admin/logout', service: 'super-admin', roles: SA, anonymous: false },
  // The super admin's TOTP second factor (docs/decisions/0036).
  superAdminSecondFactorLogin: { method: 'POST', path: 'super-admin/second-factor/login', service: 'super-admin', roles: [], anonymous: true },
  superAdminSecondFactorStatus: { method: 'GET', path: 'super-admin/second-factor', service: 'super-admin', roles: SA, anonymous: false },
  superAdminSecondFactorStart: { method: 'POST', path: 'super-admin/second-factor', service: 'super-admin', roles: SA, anonymous: false },
  superAdminSecondFactorConfirm: { method: 'PUT', path: 'super-admin/second-factor', service: 'super-admin', roles: SA, anonymous: false },
  superAdminSecondFactorDisable: { method: 'POST', path: 'super-admin/second-factor/disable', service: 'super-admin', roles: SA, anonymous: false },
  superAdminRecoveryCodes: { method: 'POST', path: 'super-admin/second-factor/recovery-codes', service: 'super-admin', roles: SA, anonymous: false },

  // 7.3 Dashboard-user service
  dashboardUserCreate: { method: 'PUT', path: 'dashboard-user', service: 'dashboard-user', roles: SA, anonymous: false, status: 201 },
  dashboardUserLogin: { method: 'POST', path: 'dashboard-user', service: 'dashboard-user', roles: [], anonymous: true },
  dashboardUsersList: { method: 'GET', path: 'dashboard-users', service: 'dashboard-user', roles: SA, anonymous: false },
  dashboardUsersExport: { method: 'GET', path: 'dashboard-users/export', service: 'dashboard-user', roles: SA, anonymous: false, produces: 'text/csv' },
  dashboardUserPatchSelf: { method: 'PATCH', path: 'dashboard-user', service: 'dashboard-user', roles: DU, anonymous: false },
  dashboardUserDeleteSelf: { method: 'DELETE', path: 'dashboard-user', service: 'dashboard-user', roles: DU, anonymous: false },
  dashboardUserRefresh: { method: 'PATCH', path: 'dashboard-user/refresh-token', service: 'dashboard-user', roles: [], anonymous: true },
  dashboardUserLogout: { method: 'POST', path: 'dashboard-user/logout', service: 'dashboard-user', roles: DU, anonymous: false },
  dashboardUserGetSelf: { method: 'GET', path: 'dashboard-user', service: 'dashboard-user', roles: DU, anonymous: false },
  dashboardUserMetaverseUsers: { method: 'GET', path: 'dashboard-user/metaverse/:id/metaverse-users', service: 'dashboard-user', roles: DU, anonymous: false },
  dashboardUserOwnUsers: { method: 'GET', path: 'dashboard-user/metaverse-users', service: 'dashboard-user', roles: DU, anonymous: false },
  dashboardUserOwnUsersExport: { method: 'GET', path: 'dashboard-user/metaverse-users/export', service: 'dashboard-user', roles: DU, anonymous: false, produces: 'text/csv' },
  dashboardUserOwnUser: { method: 'GET', path: 'dashboard-user/metaverse-user/:id', service: 'dashboard-user', roles: DU, anonymous: false },
  dashboardUserInsights: { method: 'GET', path: 'dashboard-user/insights', service: 'dashboard-user', roles: DU, anonymous: false },
  dashboardUserSelfMetaverses: { method: 'GET', path: 'dashboard-user/metaverses', service: 'dashboard-user', roles: DU, anonymous: false },
  dashboardUserGet: { method: 'GET', path: 'dashboard-user/:id', service: 'dashboard-user', roles: SA, anonymous: false },
  dashboardUserPatch: { method: 'PATCH', path: 'dashboard-user/:id', service: 'dashboard-user', roles: SA, anonymous: false },
  dashboardUserDelete: { method: 'DELETE', path: 'dashboard-user/:id', service: 'dashboard-user', roles: SA, anonymous: false },
  dashboardUserPasswordResetRequest: { method: 'POST', path: 'dashboard-user/password-reset', service: 'dashboard-user', roles: [], anonymous: true },
  dashboardUserPasswordReset: { method: 'POST', path: 'dashboard-user/password-reset/confirm', service: 'dashboard-user', roles: [], anonymous: true },
  dashboardUserMetaverses: { method: 'GET', path: 'dashboard-user/:id/metaverses', service: 'dashboard-user', roles: SA, anonymous: false },
  // Invitations (docs/decisions/0049).
  dashboardUserInvitationResend: { method: 'POST', path: 'dashboard-user/:id/invitation', service: 'dashboard-user', roles: SA, anonymous: false },
  dashboardUserInvitationRevoke: { method: 'DELETE', path: 'dashboard-user/:id/invitation', service: 'dashboard-user', roles: SA, anonymous: false },
  dashboardUserInvitationAccept: { method: 'POST', path: 'dashboard-user/accept-invitation', service: 'dashboard-user', roles: [], anonymous: true },

  // 7.4 Metaverse-user service
  userLogin: { method: 'POST', path: 'user', service: 'user', roles: [], anonymous: true },
  userCode: { method: 'POST', path: 'user/code', service: 'user', roles: MU, anonymous: false },
  userGetSelf: { method: 'GET', path: 'user', service: 'user', roles: MU, anonymous: false },
  userPatchSelf: { method: 'PATCH', path: 'user', service: 'user', roles: MU, anonymous: false },
  userIdentityLink: { method: 'PUT', path: 'user/identity', service: 'user', roles: MU, anonymous: false },
  userDeleteSelf: { method: 'DELETE', path: 'user', service: 'user', roles: MU, anonymous: false },
  userRefresh: { method: 'PATCH', path: 'user/refresh-token', service: 'user', roles: [], anonymous: true },
  userLogout: { method: 'POST', path: 'user/logout', service: 'user', roles: MU, anonymous: false },
  userSelfMetaverses: { method: 'GET', path: 'user/metaverses', service: 'user', roles: MU, anonymous: false },
  userEvents: { method: 'GET', path: 'user/events', service: 'user', roles: MU, anonymous: false },
  userEvent: { method: 'GET', path: 'user/events/:id', service: 'user', roles: MU, anonymous: false },
  userDevices: { method: 'GET', path: 'user/devices', service: 'user', roles: MU, anonymous: false },
  userDevice: { method: 'GET', path: 'user/devices/:id', service: 'user', roles: MU, anonymous: false },
  userSessions: { method: 'GET', path: 'user/sessions', service: 'user', roles: MU, anonymous: false },
  userSessionEnd: { method: 'DELETE', path: 'user/sessions/:id', service: 'user', roles: MU, anonymous: false },
  userSessionsEnd: { method: 'DELETE', path: 'user/sessions', service: 'user', roles: MU, anonymous: false },
  userGet: { method: 'GET', path: 'user/:id', service: 'user', roles: SA, anonymous: false },
  userDelete: { method: 'DELETE', path: 'user/:id', service: 'user', roles: SA, anonymous: false },
  userMetaverses: { method: 'GET', path: 'user/:id/metaverses', service: 'user', roles: SA, anonymous: false },
  usersList: { method: 'GET', path: 'users', service: 'user', roles: SA, anonymous: false },
  usersExport: { method: 'GET', path: 'users/export', service: 'user', roles: SA, anonymous: false, produces: 'text/csv' },

  // 7.6 played by our own API (IDENTITY_PROVIDER=local)
  identityLocalPhoneSend: { method: 'POST', path: 'identity/local/phone/send', service: 'user', roles: [], anonymous: true },
  identityLocalPhoneVerify: { method: 'POST', path: 'identity/local/phone/verify', service: 'user', roles: [], anonymous: true },
  identityLocalGoogle: { method: 'POST', path: 'identity/local/google', service: 'user', roles: [], anonymous: true },
  identityLocalGoogleVerify: { method: 'POST', path: 'identity/local/google/verify', service: 'user', roles: [], anonymous: true },

  // Device-code login for screens (RFC 8628)
  deviceCode: { method: 'POST', path: 'device/code', service: 'user', roles: [], anonymous: true },
  deviceToken: { method: 'POST', path: 'device/token', service: 'user', roles: [], anonymous: true },
  deviceCodeLookup: { method: 'GET', path: 'device/code/:userCode', service: 'user', roles: MU, anonymous: false },

  // 7.5 Metaverse service
  metaverseCreate: { method: 'PUT', path: 'metaverse', service: 'metaverse', roles: SA, anonymous: false, status: 201 },
  metaversesList: { method: 'GET', path: 'metaverses', service: 'metaverse', roles: SA, anonymous: false },
  metaversesExport: { method: 'GET', path: 'metaverses/export', service: 'metaverse', roles: SA, anonymous: false, produces: 'text/csv' },
  metaverseGet: { method: 'GET', path: 'metaverse/:id', service: 'metaverse', roles: ['super-admin', 'dashboard-user', 'metaverse-user'], anonymous: false },
  metaversePatch: { method: 'PATCH', path: 'metaverse/:id', service: 'metaverse', roles: SA, anonymous: false },
  metaverseDelete: { method: 'DELETE', path: 'metaverse/:id', service: 'metaverse', roles: SA, anonymous: false },
  // The super admin, or the metaverse's own admin (docs/decisions/0049).
  metaverseAddManager: { method: 'PUT', path: 'metaverse/:id/dashboard-user/:userId', service: 'metaverse', roles: SA_DU, anonymous: false },
  metaverseRemoveManager: { method: 'DELETE', path: 'metaverse/:id/dashboard-user/:userId', service: 'metaverse', roles: SA_DU, anonymous: false },
  metaverseAddManagerByEmail: { method: 'POST', path: 'metaverse/:id/managers', service: 'metaverse', roles: SA_DU, anonymous: false },
  metaverseLinksUpdate: { method: 'PUT', path: 'metaverse/:id/links', service: 'metaverse', roles: SA_DU, anonymous: false },
  metaverseManagers: { method: 'GET', path: 'metaverse/:id/dashboard-users', service: 'metaverse', roles: ['super-admin', 'dashboard-user'], anonymous: false },
  metaverseJoin: { method: 'PUT', path: 'metaverse/:id/metaverse-user', service: 'metaverse', roles: MU, anonymous: false },
  metaverseRemoveUser: { method: 'DELETE', path: 'metaverse/:id/user/:userId', service: 'metaverse', roles: ['super-admin', 'metaverse-user'], anonymous: false },
  metaverseUsers: { method: 'GET', path: 'metaverse/:id/metaverse-users', service: 'metaverse', roles: ['super-admin', 'dashboard-user'], anonymous: false },

  // Issue 22 item 4: meetings booked after a demo request, and the sales offices that hold them.
  ...schedulingRouting,
  // Issue 23 item 2: outbound webhooks to a CRM (docs/decisions/0047).
  ...webhooksRouting,
  // Issue 23 item 7: the audit log (docs/decisions/0052).
  ...auditRouting,
} as const satisfies Record<string, EndpointRouting>;

export type EndpointName = keyof typeof endpointRouting;


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
