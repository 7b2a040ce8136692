import { useEndpointMutation } from '@/lib/query';

/**
 * DELETE dashboard-user/{id}: the reply says 'DashboardUser {id} deleted'. Metaverses they administered stay without
 * an admin and their manager records go, so metaverse views refetch too.
 */
export function useDeleteDashboardUser() {
  return useEndpointMutation('dashboardUserDelete', {
    invalidates: ['dashboardUsersList', 'metaversesList', 'metaverseGet', 'metaverseManagers'],
  });
}
