import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/query';
import type { ReplyOf } from '@contract/endpoints';

export type DashboardUserMetaverse = ReplyOf<'dashboardUserMetaverses'>['data']['metaverses'][number]['metaverseID'];

export const getDashboardUserMetaversesQueryOptions = (id: string) =>
  endpointQuery('dashboardUserMetaverses', { params: { id } }, (reply) => reply.data.metaverses.map((entry) => entry.metaverseID));

export function useDashboardUserMetaverses(id: string) {
  return useQuery(getDashboardUserMetaversesQueryOptions(id));
}
