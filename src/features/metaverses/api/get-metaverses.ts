import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/query';
import type { ReplyOf } from '@contract/endpoints';

export type MetaverseSummary = ReplyOf<'metaversesList'>['data']['metaverses'][number];

/** GET metaverses: every metaverse (the super admin's sidebar, home count and pickers). */
export const getMetaversesQueryOptions = () => endpointQuery('metaversesList', undefined, (reply) => reply.data.metaverses);

/** All metaverses; a create, update or delete invalidates `metaversesList`, so the sidebar follows without a reload. */
export function useMetaverses() {
  return useQuery(getMetaversesQueryOptions());
}
