import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/query';

/** Whether the signed-in citizen has joined metaverse `id` (their own list, `GET user/metaverses`). */
export function useCityMembership(id: string, enabled: boolean) {
  return useQuery({
    ...endpointQuery('userSelfMetaverses', undefined, (reply) => reply.data.metaverses.some((m) => m.metaverseID._id === id)),
    enabled,
  });
}
