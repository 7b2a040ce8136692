import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/query';
import type { ReplyOf } from '@contract/endpoints';

export type Manager = ReplyOf<'metaverseManagers'>['data']['dashboardUsers'][number];

export const getManagersQueryOptions = (id: string) =>
  endpointQuery('metaverseManagers', { params: { id } }, (reply) => reply.data.dashboardUsers);

export function useManagers(id: string) {
  return useQuery(getManagersQueryOptions(id));
}
