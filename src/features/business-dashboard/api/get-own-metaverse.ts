import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/query';
import type { ReplyOf } from '@contract/endpoints';

export type MetaverseDetail = ReplyOf<'metaverseGet'>['data']['metaverse'];
export type Manager = ReplyOf<'metaverseManagers'>['data']['dashboardUsers'][number];
export type MetaverseUsersPage = ReplyOf<'dashboardUserMetaverseUsers'>['data'];

/**
 * GET metaverse/:id. The server refuses (403) a metaverse the caller neither administers nor manages; the page shows
 * that as not found. No retry: a refusal does not change on a second try.
 */
export function useMetaverse(id: string) {
  return useQuery({ ...endpointQuery('metaverseGet', { params: { id } }, (reply) => reply.data.metaverse), retry: false });
}

/** GET metaverse/:id/dashboard-users: its admin first (`isAdmin`), then the managers. */
export function useManagers(id: string, enabled: boolean) {
  return useQuery({ ...endpointQuery('metaverseManagers', { params: { id } }, (reply) => reply.data.dashboardUsers), enabled });
}

/** GET dashboard-user/metaverse/:id/metaverse-users: one page (10) of its users. */
export function useMetaverseUsers(id: string, page: number, enabled: boolean) {
  return useQuery({
    ...endpointQuery('dashboardUserMetaverseUsers', { params: { id }, query: { page } }, (reply) => reply.data),
    placeholderData: keepPreviousData,
    enabled,
  });
}
