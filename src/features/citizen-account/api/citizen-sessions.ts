import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/http';
import { endpointQuery } from '@/lib/query';
import type { CitizenSession } from '@contract/metaverse-user';

export type { CitizenSession };

/** The citizen's live sessions, newest activity first (sessions API, issue 21). */
export const useCitizenSessions = () => useQuery(endpointQuery('userSessions', undefined, (reply) => reply.data.sessions));

/** `id: null` ends every session, this one included. */
export function useEndCitizenSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: string | null; current: boolean }) =>
      id === null ? call('userSessionsEnd') : call('userSessionEnd', { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['userSessions'] }),
  });
}
