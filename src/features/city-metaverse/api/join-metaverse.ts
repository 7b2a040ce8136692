import { useEndpointMutation } from '@/lib/query';

/** Joining twice changes nothing. */
export function useJoinMetaverse() {
  return useEndpointMutation('metaverseJoin', { invalidates: ['userSelfMetaverses'] });
}
