import { MESSAGES } from '@contract/messages';
import { auditAddressOf } from '../audit/record';
import { assertNewPassword } from '../auth/password-policy';
import { clientOf } from '../auth/client-label';
import { endSession } from '../auth/session';
import {
  createDashboardUser,
  deleteDashboardUser,
  getDashboardUser,
  getDashboardUserMetaverses,
  loginDashboardUser,
  refreshDashboardUser,
  updateDashboardUser,
} from '../services/dashboard-user/account';
import { exportDashboardUsers, listDashboardUsers } from '../services/dashboard-user/list';
import { csvHeaders } from '../services/csv';
import { listMetaverseUsers } from '../services/metaverse-membership';
import { acceptInvitation, resendInvitation, revokeInvitation } from '../services/invitations';
import { requestPasswordReset, resetPassword } from '../services/password-reset';
import type { SomeHandlers } from '../pipeline/handler';
import { failedSignInsOf } from '../rate-limit/route-limits';

/** SPEC 7.3. */
export const dashboardUserHandlers = {
  dashboardUserCreate: async ({ deps, body, c }) => {
    if (body.password !== undefined) assertNewPassword(body.password, body);
    const dashboardUser = await createDashboardUser(deps, body, new URL(c.req.url).origin);
    if (dashboardUser.status === 'invited') deps.mailWorker?.kick();
    const message = dashboardUser.status === 'invited' ? MESSAGES.dashboardUserInvited : MESSAGES.dashboardUserCreated;
    return { body: { message, data: { dashboardUser } } };
  },
  dashboardUserLogin: async ({ deps, body, c }) => ({
    body: { message: MESSAGES.loginSuccess, data: { ...(await loginDashboardUser(deps, body)), ...failedSignInsOf(c) } },
  }),
  dashboardUsersList: async ({ deps, query }) => ({
    body: { message: MESSAGES.dashboardUsersFetched, data: await listDashboardUsers(deps, query) },
  }),
  dashboardUsersExport: async ({ deps, query }) => ({
    body: await exportDashboardUsers(deps, query),
    headers: csvHeaders('dashboard-users', deps.clock()),
  }),
  dashboardUserPatchSelf: async ({ deps, auth, body, limits }) => {
    const attempts = limits.passwordAttempts(auth.role, auth.userId);
    const dashboardUser = await updateDashboardUser(deps, auth.userId, body, 'self', auth.sessionId, attempts);
    return { body: { message: MESSAGES.dashboardUserUpdated, data: { dashboardUser } } };
  },
  dashboardUserDeleteSelf: async ({ deps, auth }) => {
    await deleteDashboardUser(deps, auth.userId, 'self');
    return { body: { message: MESSAGES.dashboardUserDeleted(auth.userId) } };
  },
  dashboardUserRefresh: async ({ deps, body, c }) => ({
    body: { message: MESSAGES.tokenRefreshed, data: await refreshDashboardUser(deps, body.refreshToken, clientOf(c)) },
  }),
  dashboardUserLogout: async ({ deps, auth }) => {
    await endSession(deps, auth);
    return { body: { message: MESSAGES.loggedOut } };
  },
  dashboardUserGetSelf: async ({ deps, auth }) => ({
    body: { message: MESSAGES.dashboardUserFetched, data: { dashboardUser: await getDashboardUser(deps, auth.userId, 'self') } },
  }),
  dashboardUserMetaverseUsers: async ({ deps, auth, params, query }) => ({
    body: { message: MESSAGES.metaverseUsersFetched, data: await listMetaverseUsers(deps, auth, params.id, query.page) },
  }),
  dashboardUserSelfMetaverses: async ({ deps, auth }) => ({
    body: {
      message: MESSAGES.metaversesFetched,
      data: { metaverses: await getDashboardUserMetaverses(deps, auth.userId, 'self') },
    },
  }),
  dashboardUserGet: async ({ deps, params }) => ({
    body: { message: MESSAGES.dashboardUserFetched, data: { dashboardUser: await getDashboardUser(deps, params.id, 'by-id') } },
  }),
  dashboardUserPatch: async ({ deps, params, body }) => {
    return {
      body: {
        message: MESSAGES.dashboardUserUpdated,
        data: { dashboardUser: await updateDashboardUser(deps, params.id, body, 'by-id') },
      },
    };
  },
  dashboardUserDelete: async ({ deps, params }) => {
    await deleteDashboardUser(deps, params.id, 'by-id');
    return { body: { message: MESSAGES.dashboardUserDeleted(params.id) } };
  },
  // The same reply, at once, whether or not the email is registered (docs/decisions/0020).
  dashboardUserPasswordResetRequest: async ({ deps, body, c }) => {
    requestPasswordReset(deps, body.email, new URL(c.req.url).origin);
    return { body: { message: MESSAGES.passwordResetRequested } };
  },
  dashboardUserPasswordReset: async ({ deps, body }) => {
    await resetPassword(deps, body.token, body.password);
    return { body: { message: MESSAGES.passwordResetDone } };
  },
  dashboardUserInvitationResend: async ({ deps, params, c }) => {
    const dashboardUser = await resendInvitation(deps, params.id, new URL(c.req.url).origin);
    deps.mailWorker?.kick();
    return { body: { message: MESSAGES.invitationResent, data: { dashboardUser } } };
  },
  dashboardUserInvitationRevoke: async ({ deps, params }) => ({
    body: { message: MESSAGES.invitationRevoked, data: { dashboardUser: await revokeInvitation(deps, params.id) } },
  }),
  dashboardUserInvitationAccept: async ({ deps, body, c }) => {
    await acceptInvitation(deps, body.token, body.password, auditAddressOf(deps, c));
    return { body: { message: MESSAGES.invitationAccepted } };
  },
  dashboardUserMetaverses: async ({ deps, params }) => ({
    body: {
      message: MESSAGES.metaversesFetched,
      data: { metaverses: await getDashboardUserMetaverses(deps, params.id, 'by-id') },
    },
  }),
} satisfies SomeHandlers;
