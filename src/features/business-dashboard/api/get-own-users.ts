import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/query';
import type { ReplyOf } from '@contract/endpoints';

export type OwnUsersPage = ReplyOf<'dashboardUserOwnUsers'>['data'];
export type OwnUserRow = OwnUsersPage['users'][number];

/** What the users lists ask for: a page, a search text and the joined-between days (YYYY-MM-DD), '' when unset. */
export interface OwnUsersFilter {
  page: number;
  q: string;
  from: string;
  to: string;
  /** One of the caller's metaverses, '' for all of them. */
  metaverseId?: string;
}

/** The query the server takes: empty values stay out of it. */
export function ownUsersQuery({ page, q, from, to, metaverseId }: OwnUsersFilter) {
  return {
    page,
    ...(q.trim() ? { q: q.trim() } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(metaverseId ? { metaverseId } : {}),
  };
}

/** GET dashboard-user/metaverse-users: users who joined the caller's metaverses, newest member first, 10 a page. */
export const getOwnUsersQueryOptions = (filter: OwnUsersFilter) =>
  endpointQuery('dashboardUserOwnUsers', { query: ownUsersQuery(filter) }, (reply) => reply.data);

/** While the next page or filter loads, the current rows stay on screen. */
export function useOwnUsers(filter: OwnUsersFilter, enabled = true) {
  return useQuery({ ...getOwnUsersQueryOptions(filter), placeholderData: keepPreviousData, enabled });
}
