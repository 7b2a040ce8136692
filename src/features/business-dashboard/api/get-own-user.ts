import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/query';
import type { ReplyOf } from '@contract/endpoints';

export type OwnUserDetail = ReplyOf<'dashboardUserOwnUser'>['data'];
export type UserEvent = OwnUserDetail['events'][number];
export type UserDevice = OwnUserDetail['devices'][number];

export const getOwnUserQueryOptions = (id: string) => endpointQuery('dashboardUserOwnUser', { params: { id } }, (reply) => reply.data);

export function useOwnUser(id: string) {
  return useQuery({ ...getOwnUserQueryOptions(id), enabled: id !== '' });
}
