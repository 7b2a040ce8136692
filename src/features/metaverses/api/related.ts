import type { EndpointName } from '@contract/endpoint-routing';

/**
 * What a change to a metaverse or its managers makes stale: the sidebar's list, the detail and its managers, and the
 * dashboard users' views that show their metaverses and 'Admin' badges.
 */
export const METAVERSE_CHANGES = [
  'metaversesList',
  'metaverseGet',
  'metaverseManagers',
  'dashboardUsersList',
  'dashboardUserGet',
  'dashboardUserMetaverses',
] as const satisfies readonly EndpointName[];

/** SPEC 9: a delete's message shows for 1000 ms (other messages for the toasts' own 2 s). */
export const DELETE_MESSAGE_MS = 1000;
