import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/query';
import type { ReplyOf, RequestOf } from '@contract/endpoints';

export type UsersPage = ReplyOf<'usersList'>['data'];
export type MetaverseUserRow = UsersPage['users'][number];
export type UsersQuery = NonNullable<RequestOf<'usersList'>['query']>;

/** What the URL holds, empty strings for "not set". */
export interface UsersFilter {
  page: number;
  q: string;
  from: string;
  to: string;
  metaverseId: string;
}

/** The request's query: only what is set, the order only when it is not the usual one. */
export function usersQuery({ page, q, from, to, metaverseId }: UsersFilter, order: Pick<UsersQuery, 'sort' | 'dir'>): UsersQuery {
  return {
    page,
    ...(q.trim() ? { q: q.trim() } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(metaverseId ? { metaverseId } : {}),
    ...order,
  };
}

export const getUsersQueryOptions = (query: UsersQuery) => endpointQuery('usersList', { query }, (reply) => reply.data);

export function useUsers(query: UsersQuery) {
  return useQuery({ ...getUsersQueryOptions(query), placeholderData: keepPreviousData });
}
