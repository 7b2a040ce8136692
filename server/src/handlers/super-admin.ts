import { MESSAGES } from '@contract/messages';
import { assertNewPassword } from '../auth/password-policy';
import { clientOf } from '../auth/client-label';
import { endSession } from '../auth/session';
import {
  createSuperAdmin,
  deleteSuperAdmin,
  getSuperAdmin,
  loginSuperAdmin,
  refreshSuperAdmin,
  updateSuperAdmin,
} from '../services/super-admin';
import type { SomeHandlers } from '../pipeline/handler';
import { failedSignInsOf } from '../rate-limit/route-limits';

/** SPEC 7.2. */
export const superAdminHandlers = {
  superAdminCreate: async ({ deps, body }) => {
    assertNewPassword(body.password, body);
    return { body: { message: MESSAGES.superAdminCreated, data: { superAdmin: await createSuperAdmin(deps, body) } } };
  },
  superAdminLogin: async ({ deps, body, limits, c }) => {
    const outcome = await loginSuperAdmin(deps, body, (id) => limits.secondFactorAttempts('super-admin', id));
    const told = failedSignInsOf(c);
    if ('secondFactorTicket' in outcome) return { body: { message: MESSAGES.secondFactorNeeded, data: { ...outcome, ...told } } };
    return { body: { message: MESSAGES.superAdminLoggedIn, data: { ...outcome, ...told } } };
  },
  superAdminGetSelf: async ({ deps, auth }) => ({
    body: { message: MESSAGES.superAdminFetched, data: { superAdmin: await getSuperAdmin(deps, auth.userId) } },
  }),
  superAdminPatch: async ({ deps, auth, body, limits }) => {
    const attempts = limits.passwordAttempts(auth.role, auth.userId);
    const superAdmin = await updateSuperAdmin(deps, auth.userId, body, auth.sessionId, attempts);
    return { body: { message: MESSAGES.superAdminUpdated, data: { superAdmin } } };
  },
  superAdminDelete: async ({ deps, auth }) => {
    await deleteSuperAdmin(deps, auth.userId);
    return { body: { message: MESSAGES.superAdminDeleted } };
  },
  superAdminRefresh: async ({ deps, body, c }) => ({
    body: { message: MESSAGES.tokenRefreshed, data: await refreshSuperAdmin(deps, body.refreshToken, clientOf(c)) },
  }),
  superAdminLogout: async ({ deps, auth }) => {
    await endSession(deps, auth);
    return { body: { message: MESSAGES.loggedOut } };
  },
} satisfies SomeHandlers;
