import { useEndpointMutation } from '@/lib/query';

export function useCreateDashboardUser() {
  return useEndpointMutation('dashboardUserCreate', { invalidates: ['dashboardUsersList'] });
}
