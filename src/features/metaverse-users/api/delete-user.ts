import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useEndpointMutation } from '@/lib/query';
import type { EndpointName } from '@contract/endpoint-routing';

/** SPEC 4 and 9: after a user is deleted, the success message shows and the list reloads 1 s later. */
export const DELETE_RELOAD_MS = 1000;

/** What a deleted metaverse user changes: every users list, and the user lists of metaverses. */
const CHANGED: readonly EndpointName[] = ['usersList', 'metaverseUsers', 'metaverseGet', 'dashboardUserMetaverseUsers'];

/**
 * DELETE user/{id}. The lists are refetched DELETE_RELOAD_MS after the success (the original reloaded the page then),
 * by invalidating their queries rather than reloading. The timer outlives the page on purpose: leaving within that
 * second must not leave a stale list in the cache.
 */
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
