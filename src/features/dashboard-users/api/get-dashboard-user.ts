import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/query';
import type { ReplyOf } from '@contract/endpoints';

export type DashboardUserDetail = ReplyOf<'dashboardUserGet'>['data']['dashboardUser'];

export const getDashboardUserQueryOptions = (id: string) =>
  endpointQuery('dashboardUserGet', { params: { id } }, (reply) => reply.data.dashboardUser);

export function useDashboardUser(id: string) {
  return useQuery(getDashboardUserQueryOptions(id));
}
