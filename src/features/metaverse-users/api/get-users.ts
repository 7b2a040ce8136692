import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/query';
import type { ReplyOf } from '@contract/endpoints';

export type UsersPage = ReplyOf<'usersList'>['data'];
export type MetaverseUserRow = UsersPage['users'][number];

/** GET users: one page (10) of metaverse users, newest first. */
export const getUsersQueryOptions = (page: number) => endpointQuery('usersList', { query: { page } }, (reply) => reply.data);

/** The page of metaverse users; while the next page loads, the current one stays on screen. */
export function useUsers(page: number) {
  return useQuery({ ...getUsersQueryOptions(page), placeholderData: keepPreviousData });
}
