import { useEndpointMutation } from '@/lib/query';

/** PUT metaverse/:id/metaverse-user (empty body): the signed-in metaverse user joins; joining twice changes nothing. */
export function useJoinMetaverse() {
  return useEndpointMutation('metaverseJoin', { invalidates: ['userMyMetaverses'] });
}
