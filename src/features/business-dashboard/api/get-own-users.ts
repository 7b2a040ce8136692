import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/query';
import type { ReplyOf } from '@contract/endpoints';

export type OwnUsersPage = ReplyOf<'dashboardUserOwnUsers'>['data'];
export type OwnUserRow = OwnUsersPage['users'][number];

export interface OwnUsersFilter {
  page: number;
  q: string;
  from: string;
  to: string;
  metaverseId?: string;
}

export function ownUsersQuery({ page, q, from, to, metaverseId }: OwnUsersFilter) {
  return {
    page,
    ...(q.trim() ? { q: q.trim() } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(metaverseId ? { metaverseId } : {}),
  };
}

export const getOwnUsersQueryOptions = (filter: OwnUsersFilter) =>
  endpointQuery('dashboardUserOwnUsers', { query: ownUsersQuery(filter) }, (reply) => reply.data);

export function useOwnUsers(filter: OwnUsersFilter, enabled = true) {
  return useQuery({ ...getOwnUsersQueryOptions(filter), placeholderData: keepPreviousData, enabled });
}
