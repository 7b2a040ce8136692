import { useEndpointMutation } from '@/lib/query';

// What a metaverse's own admin may change (docs/decisions/0049); the server refuses it to its managers.

export function useAddManagerByEmail() {
  return useEndpointMutation('metaverseAddManagerByEmail', { invalidates: ['metaverseManagers', 'metaverseGet'] });
}

export function useRemoveOwnManager() {
  return useEndpointMutation('metaverseRemoveManager', { invalidates: ['metaverseManagers', 'metaverseGet'] });
}

export function useUpdateOwnLinks() {
  return useEndpointMutation('metaverseLinksUpdate', { invalidates: ['metaverseGet'] });
}
