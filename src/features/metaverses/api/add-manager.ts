import { useEndpointMutation } from '@/lib/query';
import { METAVERSE_CHANGES } from './related';

type Options = Parameters<typeof useEndpointMutation<'metaverseAddManager'>>[1];

/** PUT metaverse/:id/dashboard-user/:userId ('Dashboard user set as a metaverse manager.'). */
export function useAddManager(options: Omit<NonNullable<Options>, 'invalidates'> = {}) {
  return useEndpointMutation('metaverseAddManager', { ...options, invalidates: METAVERSE_CHANGES });
}
