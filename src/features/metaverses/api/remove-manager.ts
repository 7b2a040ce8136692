import { useEndpointMutation } from '@/lib/query';
import { METAVERSE_CHANGES } from './related';

type Options = Parameters<typeof useEndpointMutation<'metaverseRemoveManager'>>[1];

export function useRemoveManager(options: Omit<NonNullable<Options>, 'invalidates'> = {}) {
  return useEndpointMutation('metaverseRemoveManager', { ...options, invalidates: METAVERSE_CHANGES });
}
