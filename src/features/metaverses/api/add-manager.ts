import { useEndpointMutation } from '@/lib/query';
import { METAVERSE_CHANGES } from './related';

type Options = Parameters<typeof useEndpointMutation<'metaverseAddManager'>>[1];

export function useAddManager(options: Omit<NonNullable<Options>, 'invalidates'> = {}) {
  return useEndpointMutation('metaverseAddManager', { ...options, invalidates: METAVERSE_CHANGES });
}
