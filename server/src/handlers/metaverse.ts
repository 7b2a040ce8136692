import { MESSAGES } from '@contract/messages';
import { createMetaverse, deleteMetaverse, getMetaverse, updateMetaverse } from '../services/metaverse';
import { csvHeaders } from '../services/csv';
import { exportMetaverses, findMetaverses } from '../services/metaverse-list';
import {
  addManager,
  joinMetaverse,
  listManagers,
  listMetaverseUsers,
  removeManager,
  removeUser,
} from '../services/metaverse-membership';
import type { SomeHandlers } from '../pipeline/handler';

/** SPEC 7.5. */
export const metaverseHandlers = {
  metaverseCreate: async ({ deps, body }) => ({
    body: { message: MESSAGES.metaverseCreated, data: { metaverse: await createMetaverse(deps, body) } },
  }),
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
  metaversePatch: async ({ deps, params, body }) => ({
    body: { message: MESSAGES.metaverseUpdated, data: { metaverse: await updateMetaverse(deps, params.id, body) } },
  }),
  metaverseDelete: async ({ deps, params }) => {
    await deleteMetaverse(deps, params.id);
    return { body: { message: MESSAGES.metaverseDeleted } };
  },
  metaverseAddManager: async ({ deps, params }) => {
    await addManager(deps, params.id, params.userId);
    return { body: { message: MESSAGES.managerAdded } };
  },
  metaverseRemoveManager: async ({ deps, params }) => {
    await removeManager(deps, params.id, params.userId);
    return { body: { message: MESSAGES.managerRemoved } };
  },
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
