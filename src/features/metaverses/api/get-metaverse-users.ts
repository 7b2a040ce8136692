import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/query';
import type { ReplyOf } from '@contract/endpoints';

export type MetaverseUsersPage = ReplyOf<'metaverseUsers'>['data'];
export type MetaverseUserRow = MetaverseUsersPage['users'][number];

/** GET metaverse/:id/metaverse-users: one page (10) of its users, newest member first. */
export const getMetaverseUsersQueryOptions = (id: string, page: number) =>
  endpointQuery('metaverseUsers', { params: { id }, query: { page } }, (reply) => reply.data);

/** While the next page loads, the current one stays on screen. */
export function useMetaverseUsers(id: string, page: number) {
  return useQuery({ ...getMetaverseUsersQueryOptions(id, page), placeholderData: keepPreviousData });
}
