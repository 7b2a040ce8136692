import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useEndpointMutation } from '@/lib/query';
import type { EndpointName } from '@contract/endpoint-routing';

/** SPEC 4 and 9 */
export const DELETE_RELOAD_MS = 1000;

const CHANGED: readonly EndpointName[] = ['usersList', 'metaverseUsers', 'metaverseGet', 'dashboardUserMetaverseUsers'];

/** The timer outlives the page on purpose: leaving within that second must not leave a stale list in the cache. */
export function useDeleteUser() {
  const client = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  return useEndpointMutation('userDelete', {
    onSuccess: () => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        for (const name of CHANGED) void client.invalidateQueries({ queryKey: [name] });
      }, DELETE_RELOAD_MS);
    },
  });
}
