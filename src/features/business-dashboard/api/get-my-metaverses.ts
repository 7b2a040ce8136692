import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/query';
import type { ReplyOf } from '@contract/endpoints';

export type MyMetaverse = ReplyOf<'dashboardUserSelfMetaverses'>['data']['metaverses'][number]['metaverseID'];

export const getMyMetaversesQueryOptions = () =>
  endpointQuery('dashboardUserSelfMetaverses', undefined, (reply) => reply.data.metaverses.map((entry) => entry.metaverseID));

export function useMyMetaverses() {
  return useQuery(getMyMetaversesQueryOptions());
}
