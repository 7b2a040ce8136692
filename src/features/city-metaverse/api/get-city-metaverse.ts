import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/query';
import type { ReplyOf } from '@contract/endpoints';

export type CityMetaverse = ReplyOf<'metaverseGet'>['data']['metaverse'];

export const getCityMetaverseQuery = (id: string) => endpointQuery('metaverseGet', { params: { id } }, (reply) => reply.data.metaverse);

export function useCityMetaverse(id: string, enabled: boolean) {
  return useQuery({ ...getCityMetaverseQuery(id), enabled });
}
