import { MESSAGES } from '@contract/messages';
import { clientOf } from '../auth/client-label';
import { endSession } from '../auth/session';
import { unauthorized } from '../errors';
import { spendIdentityToken } from '../identity/local';
import type { SomeHandlers } from '../pipeline/handler';
import { getDevice, getEvent, listDevices, listEvents } from '../services/metaverse-user/activity';
import { linkIdentity } from '../services/metaverse-user/identity-link';
import { exportUsers, findUsers } from '../services/metaverse-user/find';
import { csvHeaders } from '../services/csv';
import { deleteMetaverseUser, getMetaverseUser, metaversesOfUser, updateMetaverseUser } from '../services/metaverse-user/profile';
import { toReply } from '../services/metaverse-user/rows';
import { loginUser, refreshUser } from '../services/metaverse-user/session';
import { endAllUserSessions, endUserSession, listSessions } from '../services/metaverse-user/session-list';

/** SPEC 7.4. */
export const metaverseUserHandlers = {
  userLogin: async ({ deps, body, c }) => {
    // The token is the identity provider's word, checked here; nothing in it is trusted before that.
    const identity = await deps.identity.verify(body.provider, body.token);
    if (!identity) throw unauthorized(MESSAGES.invalidCredentials);
    // A local identity token works once, on any instance (docs/decisions/0035).
    if (!(await spendIdentityToken(deps, identity))) throw unauthorized(MESSAGES.invalidCredentials);
    return { body: { message: MESSAGES.loginSuccess, data: await loginUser(deps, identity, clientOf(c)) } };
  },
  userGetSelf: async ({ deps, auth }) => ({
    body: { message: MESSAGES.userFetched, data: { user: await getMetaverseUser(deps, auth.userId, 'self') } },
  }),
  userPatchSelf: async ({ deps, auth, body }) => ({
    body: { message: MESSAGES.userUpdated, data: { user: await updateMetaverseUser(deps, auth.userId, { name: body.name }) } },
  }),
  userIdentityLink: async ({ deps, auth, body }) => {
    const identity = await deps.identity.verify(body.provider, body.token);
    if (!identity) throw unauthorized(MESSAGES.invalidCredentials);
    if (!(await spendIdentityToken(deps, identity))) throw unauthorized(MESSAGES.invalidCredentials);
    const row = await linkIdentity(deps, auth.userId, identity);
    return { body: { message: MESSAGES.identityLinked, data: { user: await toReply(deps, row) } } };
  },
  userDeleteSelf: async ({ deps, auth }) => {
    await deleteMetaverseUser(deps, auth.userId, 'self');
    return { body: { message: MESSAGES.userDeleted(auth.userId) } };
  },
  userRefresh: async ({ deps, body, c }) => {
    // The original client sends `{}` with the refresh token as bearer (SPEC 7.4); a body token wins when both come.
    const bearer = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '')?.[1];
    const refreshToken = body.refreshToken ?? bearer;
    if (!refreshToken) throw unauthorized(MESSAGES.invalidRefreshToken);
    return { body: { message: MESSAGES.tokenRefreshed, data: await refreshUser(deps, refreshToken, clientOf(c)) } };
  },
  userLogout: async ({ deps, auth }) => {
    await endSession(deps, auth);
    return { body: { message: MESSAGES.loggedOut } };
  },
  userSelfMetaverses: async ({ deps, auth }) => ({
    body: { message: MESSAGES.userMetaversesFetched, data: { metaverses: await metaversesOfUser(deps, auth.userId, 'self') } },
  }),
  userEvents: async ({ deps, auth, query }) => ({
    body: { message: MESSAGES.eventsFetched, data: await listEvents(deps, auth.userId, query.page) },
  }),
  userEvent: async ({ deps, auth, params }) => ({
    body: { message: MESSAGES.eventFetched, data: { event: await getEvent(deps, auth.userId, params.id) } },
  }),
  userDevices: async ({ deps, auth, query }) => {
    const { devices, pagination } = await listDevices(deps, auth.userId, query.page);
    return { body: { message: MESSAGES.devicesFetched, devices, pagination } };
  },
  userDevice: async ({ deps, auth, params }) => ({
    body: { message: MESSAGES.deviceFetched, data: { device: await getDevice(deps, auth.userId, params.id) } },
  }),
  userSessions: async ({ deps, auth }) => ({
    body: { message: MESSAGES.sessionsFetched, data: { sessions: await listSessions(deps, auth.userId, auth.sessionId) } },
  }),
  userSessionEnd: async ({ deps, auth, params }) => {
    await endUserSession(deps, auth.userId, params.id);
    return { body: { message: MESSAGES.sessionEnded } };
  },
  userSessionsEnd: async ({ deps, auth }) => {
    await endAllUserSessions(deps, auth.userId);
    return { body: { message: MESSAGES.sessionsEnded } };
  },
  userGet: async ({ deps, params }) => ({
    body: { message: MESSAGES.userFetched, data: { user: await getMetaverseUser(deps, params.id, 'by-id') } },
  }),
  userDelete: async ({ deps, params }) => {
    await deleteMetaverseUser(deps, params.id, 'by-id');
    return { body: { message: MESSAGES.userDeleted(params.id) } };
  },
  userMetaverses: async ({ deps, params }) => ({
    body: { message: MESSAGES.userMetaversesFetched, data: { metaverses: await metaversesOfUser(deps, params.id, 'by-id') } },
  }),
  usersList: async ({ deps, query }) => ({
    body: { message: MESSAGES.usersFetched, data: await findUsers(deps, query) },
  }),
  usersExport: async ({ deps, query }) => ({
    body: await exportUsers(deps, query),
    headers: csvHeaders('metaverse-users', deps.clock()),
  }),
} satisfies SomeHandlers;
