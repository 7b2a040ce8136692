import { useQuery } from '@tanstack/react-query';
import { KEYS } from '@/lib/session';
import { SESSION_CHANGE_EVENT } from '@/lib/session';
import { endpointQuery, useEndpointMutation } from '@/lib/query';
import type { MetaverseUser } from '@contract/metaverse-user';

export const useCitizenProfile = () => useQuery(endpointQuery('userGetSelf', undefined, (reply) => reply.data.user));

/** The stored profile follows a change, so the header and the city show the new name at once. */
export function rememberProfile(user: MetaverseUser): void {
  localStorage.setItem(KEYS.user, JSON.stringify(user));
  window.dispatchEvent(new Event(SESSION_CHANGE_EVENT));
}

export const useRenameCitizen = () =>
  useEndpointMutation('userPatchSelf', { invalidates: ['userGetSelf'], onSuccess: (reply) => rememberProfile(reply.data.user) });

export const useDeleteCitizen = () => useEndpointMutation('userDeleteSelf');
