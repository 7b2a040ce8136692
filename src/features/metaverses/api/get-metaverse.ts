import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/query';
import type { ReplyOf } from '@contract/endpoints';

export type MetaverseDetail = ReplyOf<'metaverseGet'>['data']['metaverse'];

export const getMetaverseQueryOptions = (id: string) =>
  endpointQuery('metaverseGet', { params: { id } }, (reply) => reply.data.metaverse);

export function useMetaverse(id: string) {
  return useQuery(getMetaverseQueryOptions(id));
}
