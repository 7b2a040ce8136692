import type { EndpointName } from '@contract/endpoint-routing';

export const METAVERSE_CHANGES = [
  'metaversesList',
  'metaverseGet',
  'metaverseManagers',
  'dashboardUsersList',
  'dashboardUserGet',
  'dashboardUserMetaverses',
] as const satisfies readonly EndpointName[];

/** SPEC 9 */
export const DELETE_MESSAGE_MS = 1000;
