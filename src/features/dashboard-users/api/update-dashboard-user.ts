import { useEndpointMutation } from '@/lib/query';

/** PATCH dashboard-user/{id} with the changed fields; the lists, the user and any metaverse showing them refetch. */
export function useUpdateDashboardUser() {
  return useEndpointMutation('dashboardUserPatch', {
    invalidates: ['dashboardUsersList', 'dashboardUserGet', 'metaverseGet', 'metaverseManagers'],
  });
}
