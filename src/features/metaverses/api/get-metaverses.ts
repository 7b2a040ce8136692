import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/query';
import type { ReplyOf } from '@contract/endpoints';

export type MetaverseSummary = ReplyOf<'metaversesList'>['data']['metaverses'][number];

export const getMetaversesQueryOptions = () => endpointQuery('metaversesList', undefined, (reply) => reply.data.metaverses);

export function useMetaverses() {
  return useQuery(getMetaversesQueryOptions());
}
