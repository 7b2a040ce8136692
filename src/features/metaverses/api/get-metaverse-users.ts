import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/query';
import type { ReplyOf } from '@contract/endpoints';

export type MetaverseUsersPage = ReplyOf<'metaverseUsers'>['data'];
export type MetaverseUserRow = MetaverseUsersPage['users'][number];

export const getMetaverseUsersQueryOptions = (id: string, page: number) =>
  endpointQuery('metaverseUsers', { params: { id }, query: { page } }, (reply) => reply.data);

export function useMetaverseUsers(id: string, page: number) {
  return useQuery({ ...getMetaverseUsersQueryOptions(id, page), placeholderData: keepPreviousData });
}
