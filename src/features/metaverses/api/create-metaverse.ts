import { useEndpointMutation } from '@/lib/query';
import { METAVERSE_CHANGES } from './related';

type Options = Parameters<typeof useEndpointMutation<'metaverseCreate'>>[1];

/** PUT metaverse: create; the sidebar's list and the dashboard users' badges refetch before `onSuccess` runs. */
export function useCreateMetaverse(options: Omit<NonNullable<Options>, 'invalidates'> = {}) {
  return useEndpointMutation('metaverseCreate', { ...options, invalidates: METAVERSE_CHANGES });
}
