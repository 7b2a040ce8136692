import { useEndpointMutation } from '@/lib/query';
import { METAVERSE_CHANGES } from './related';

type Options = Parameters<typeof useEndpointMutation<'metaverseDelete'>>[1];

export function useDeleteMetaverse(options: Omit<NonNullable<Options>, 'invalidates'> = {}) {
  return useEndpointMutation('metaverseDelete', { ...options, invalidates: [...METAVERSE_CHANGES, 'usersList', 'userGet', 'userMetaverses'] });
}
