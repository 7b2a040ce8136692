import { useEndpointMutation } from '@/lib/query';
import { METAVERSE_CHANGES } from './related';

type Options = Parameters<typeof useEndpointMutation<'metaverseCreate'>>[1];

export function useCreateMetaverse(options: Omit<NonNullable<Options>, 'invalidates'> = {}) {
  return useEndpointMutation('metaverseCreate', { ...options, invalidates: METAVERSE_CHANGES });
}
