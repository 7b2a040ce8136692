import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/query';
import type { ReplyOf } from '@contract/endpoints';

export type MetaverseDetail = ReplyOf<'metaverseGet'>['data']['metaverse'];
export type Manager = ReplyOf<'metaverseManagers'>['data']['dashboardUsers'][number];
export type MetaverseUsersPage = ReplyOf<'dashboardUserMetaverseUsers'>['data'];

/** No retry: a 403 (not the caller's metaverse) does not change on a second try. */
export function useMetaverse(id: string) {
  return useQuery({ ...endpointQuery('metaverseGet', { params: { id } }, (reply) => reply.data.metaverse), retry: false });
}

export function useManagers(id: string, enabled: boolean) {
  return useQuery({ ...endpointQuery('metaverseManagers', { params: { id } }, (reply) => reply.data.dashboardUsers), enabled });
}

export function useMetaverseUsers(id: string, page: number, enabled: boolean) {
  return useQuery({
    ...endpointQuery('dashboardUserMetaverseUsers', { params: { id }, query: { page } }, (reply) => reply.data),
    placeholderData: keepPreviousData,
    enabled,
  });
}
