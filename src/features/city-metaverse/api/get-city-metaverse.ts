import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/query';
import type { ReplyOf } from '@contract/endpoints';

export type CityMetaverse = ReplyOf<'metaverseGet'>['data']['metaverse'];

/** GET metaverse/:id: the metaverse a visitor enters, with its per-platform links. */
export const getCityMetaverseQuery = (id: string) => endpointQuery('metaverseGet', { params: { id } }, (reply) => reply.data.metaverse);

export function useCityMetaverse(id: string, enabled: boolean) {
  return useQuery({ ...getCityMetaverseQuery(id), enabled });
}
