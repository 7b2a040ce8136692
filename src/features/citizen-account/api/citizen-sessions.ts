import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '@/lib/http';

// The citizen sessions API (issue 21), built by the sessions work at the same time. Until its rows are in the
// contract, the calls go through the http client as `userGetSelf` would (same service, same role token).
// TODO(issue 21): switch to call('userSessions' | 'userSessionEnd' | 'userSessionsEnd') once they are in the contract.

export const CitizenSessionSchema = z.object({
  _id: z.string(),
  current: z.boolean(),
  device: z.object({ _id: z.string(), name: z.string(), platform: z.string() }).nullable(),
  client: z.string().nullable(),
  signedInAt: z.string(),
  lastActiveAt: z.string(),
  expiresAt: z.string(),
});
export type CitizenSession = z.infer<typeof CitizenSessionSchema>;

const SessionsReplySchema = z.object({ message: z.string(), data: z.object({ sessions: z.array(CitizenSessionSchema) }) });

const asCitizen = { endpoint: 'userGetSelf' } as const;
export const SESSIONS_KEY = ['userSessions'] as const;

export async function getCitizenSessions(): Promise<CitizenSession[]> {
  const reply = await http.get<unknown>('user/sessions', asCitizen);
  return SessionsReplySchema.parse(reply.data).data.sessions;
}

/** `null`: every session, this one included. */
export async function endCitizenSession(id: string | null): Promise<void> {
  await http.delete(id === null ? 'user/sessions' : `user/sessions/${encodeURIComponent(id)}`, asCitizen);
}

export const useCitizenSessions = () => useQuery({ queryKey: SESSIONS_KEY, queryFn: getCitizenSessions });

export function useEndCitizenSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (session: { id: string | null; current: boolean }) => endCitizenSession(session.id),
    onSuccess: () => client.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}
