import type { MetaverseDetail } from '@contract/metaverse';
import type { Context } from 'hono';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../hono-env';
import { MESSAGES } from '@contract/messages';
import { createMetaverse, deleteMetaverse, getMetaverse, updateMetaverse } from '../services/metaverse';
import { csvHeaders } from '../services/csv';
import { exportMetaverses, findMetaverses } from '../services/metaverse-list';
import { metaverseForAdmin } from '../services/access';
import { unframedBuildWarnings } from '../services/web-build-origins';
import {
  addManager,
  addManagerByEmail,
  joinMetaverse,
  listManagers,
  listMetaverseUsers,
  removeManager,
  removeUser,
} from '../services/metaverse-membership';
import type { SomeHandlers } from '../pipeline/handler';

/** A WEBGL build the city will not frame, flagged when the link is saved (docs/decisions/0049). */
function warningsOf(deps: AppDeps, metaverse: MetaverseDetail, c: Context<AppEnv>): { warnings?: string[] } {
  const warnings = unframedBuildWarnings(deps, metaverse.links, new URL(c.req.url).origin);
  return warnings.length > 0 ? { warnings } : {};
}

/** SPEC 7.5. */
export const metaverseHandlers = {
  metaverseCreate: async ({ deps, body, c }) => {
    const metaverse = await createMetaverse(deps, body);
    return { body: { message: MESSAGES.metaverseCreated, data: { metaverse }, ...warningsOf(deps, metaverse, c) } };
  },
  metaversesList: async ({ deps, query }) => ({
    body: { message: MESSAGES.metaversesFetched, data: { metaverses: await findMetaverses(deps, query) } },
  }),
  metaversesExport: async ({ deps, query }) => ({
    body: await exportMetaverses(deps, query),
    headers: csvHeaders('metaverses', deps.clock()),
  }),
  metaverseGet: async ({ deps, auth, params }) => ({
    body: { message: MESSAGES.metaverseFetched, data: { metaverse: await getMetaverse(deps, auth, params.id) } },
  }),
  metaversePatch: async ({ deps, params, body, c }) => {
    const metaverse = await updateMetaverse(deps, params.id, body);
    return { body: { message: MESSAGES.metaverseUpdated, data: { metaverse }, ...(body.links && warningsOf(deps, metaverse, c)) } };
  },
  metaverseLinksUpdate: async ({ deps, auth, params, body, c }) => {
    await metaverseForAdmin(deps, auth, params.id);
    const metaverse = await updateMetaverse(deps, params.id, { links: body.links });
    return { body: { message: MESSAGES.linksUpdated, data: { metaverse }, ...warningsOf(deps, metaverse, c) } };
  },
  metaverseDelete: async ({ deps, params }) => {
    await deleteMetaverse(deps, params.id);
    return { body: { message: MESSAGES.metaverseDeleted } };
  },
  metaverseAddManager: async ({ deps, auth, params }) => {
    await addManager(deps, auth, params.id, params.userId);
    return { body: { message: MESSAGES.managerAdded } };
  },
  metaverseRemoveManager: async ({ deps, auth, params }) => {
    await removeManager(deps, auth, params.id, params.userId);
    return { body: { message: MESSAGES.managerRemoved } };
  },
  metaverseAddManagerByEmail: async ({ deps, auth, params, body }) => ({
    body: { message: MESSAGES.managerAdded, data: { dashboardUsers: await addManagerByEmail(deps, auth, params.id, body.email) } },
  }),
  metaverseManagers: async ({ deps, auth, params }) => ({
    body: { message: MESSAGES.managersFetched, data: { dashboardUsers: await listManagers(deps, auth, params.id) } },
  }),
  metaverseJoin: async ({ deps, auth, params }) => {
    await joinMetaverse(deps, auth.userId, params.id);
    return { body: { message: MESSAGES.metaverseJoined } };
  },
  metaverseRemoveUser: async ({ deps, auth, params }) => {
    await removeUser(deps, auth, params.id, params.userId);
    return { body: { message: MESSAGES.metaverseUserRemoved } };
  },
  metaverseUsers: async ({ deps, auth, params, query }) => ({
    body: { message: MESSAGES.metaverseUsersFetched, data: await listMetaverseUsers(deps, auth, params.id, query.page) },
  }),
} satisfies SomeHandlers;
