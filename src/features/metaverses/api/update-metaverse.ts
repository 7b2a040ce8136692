import { useEndpointMutation } from '@/lib/query';
import { METAVERSE_CHANGES } from './related';

type Options = Parameters<typeof useEndpointMutation<'metaversePatch'>>[1];

export function useUpdateMetaverse(options: Omit<NonNullable<Options>, 'invalidates'> = {}) {
  return useEndpointMutation('metaversePatch', { ...options, invalidates: METAVERSE_CHANGES });
}
