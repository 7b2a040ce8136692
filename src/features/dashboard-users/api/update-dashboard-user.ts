import { useEndpointMutation } from '@/lib/query';

export function useUpdateDashboardUser() {
  return useEndpointMutation('dashboardUserPatch', {
    invalidates: ['dashboardUsersList', 'dashboardUserGet', 'metaverseGet', 'metaverseManagers'],
  });
}
