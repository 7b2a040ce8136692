import { MESSAGES } from '@contract/messages';
import {
  createSuperAdmin,
  deleteSuperAdmin,
  getSuperAdmin,
  loginSuperAdmin,
  refreshSuperAdmin,
  updateSuperAdmin,
} from '../services/super-admin';
import type { Handlers } from './register';

/** SPEC 7.2. Handlers only translate between the wire and the service. */
export const superAdminHandlers = {
  superAdminCreate: async ({ deps, body }) => ({
    body: { message: MESSAGES.superAdminCreated, data: { superAdmin: await createSuperAdmin(deps, body) } },
  }),
  superAdminLogin: async ({ deps, body }) => ({
    body: { message: MESSAGES.superAdminLoggedIn, data: await loginSuperAdmin(deps, body) },
  }),
  superAdminMe: async ({ deps, auth }) => ({
    body: { message: MESSAGES.superAdminFetched, data: { superAdmin: await getSuperAdmin(deps, auth.userId) } },
  }),
  superAdminPatch: async ({ deps, auth, body }) => ({
    body: { message: MESSAGES.superAdminUpdated, data: { superAdmin: await updateSuperAdmin(deps, auth.userId, body, auth.sessionId) } },
  }),
  superAdminDelete: async ({ deps, auth }) => {
    await deleteSuperAdmin(deps, auth.userId);
    return { body: { message: MESSAGES.superAdminDeleted } };
  },
  superAdminRefresh: async ({ deps, body }) => ({
    body: { message: MESSAGES.tokenRefreshed, data: await refreshSuperAdmin(deps, body.refreshToken) },
  }),
} satisfies Handlers;
