import { useEndpointMutation } from '@/lib/query';

/** Metaverses they administered lose their admin and manager records, so metaverse views refetch too. */
export function useDeleteDashboardUser() {
  return useEndpointMutation('dashboardUserDelete', {
    invalidates: ['dashboardUsersList', 'metaversesList', 'metaverseGet', 'metaverseManagers'],
  });
}
