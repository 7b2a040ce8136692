import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/query';
import type { ReplyOf } from '@contract/endpoints';

export type MetaverseUserDetail = ReplyOf<'userGet'>['data']['user'];

export const getUserQueryOptions = (id: string) => endpointQuery('userGet', { params: { id } }, (reply) => reply.data.user);

export function useUser(id: string) {
  return useQuery(getUserQueryOptions(id));
}
