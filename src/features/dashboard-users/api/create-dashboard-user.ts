import { useEndpointMutation } from '@/lib/query';

/** PUT dashboard-user: a new dashboard user; the lists (and the home count) refetch. */
export function useCreateDashboardUser() {
  return useEndpointMutation('dashboardUserCreate', { invalidates: ['dashboardUsersList'] });
}
