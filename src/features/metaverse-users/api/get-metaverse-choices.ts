import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/query';

/** The metaverses to filter by (the sidebar's list, from the same cache entry). */
export function useMetaverseChoices() {
  return useQuery(endpointQuery('metaversesList', undefined, (reply) => reply.data.metaverses.map(({ _id, name }) => ({ _id, name }))));
}
