import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/query';
import type { ReplyOf } from '@contract/endpoints';

export type UsersPage = ReplyOf<'usersList'>['data'];
export type MetaverseUserRow = UsersPage['users'][number];

export const getUsersQueryOptions = (page: number) => endpointQuery('usersList', { query: { page } }, (reply) => reply.data);

export function useUsers(page: number) {
  return useQuery({ ...getUsersQueryOptions(page), placeholderData: keepPreviousData });
}
