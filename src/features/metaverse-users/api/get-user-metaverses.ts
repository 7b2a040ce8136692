import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/query';
import type { ReplyOf } from '@contract/endpoints';

export type UserMetaverse = ReplyOf<'userMetaverses'>['data']['metaverses'][number]['metaverseID'];

export const getUserMetaversesQueryOptions = (id: string) =>
  endpointQuery('userMetaverses', { params: { id } }, (reply) => reply.data.metaverses.map((entry) => entry.metaverseID));

export function useUserMetaverses(id: string) {
  return useQuery(getUserMetaversesQueryOptions(id));
}
