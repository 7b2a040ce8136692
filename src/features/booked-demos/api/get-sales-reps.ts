import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/query';

/** Every sales rep, by name, for the owner filter and select (the offices' reply, shared with Sales Offices' cache). */
export const useSalesReps = () =>
  useQuery(
    endpointQuery('salesOffices', undefined, (reply) =>
      reply.offices
        .flatMap((office) => office.reps.map((rep) => ({ id: rep.id, name: rep.name, office: office.name, email: rep.email, active: rep.active })))
        .sort((a, b) => a.name.localeCompare(b.name)),
    ),
  );

/** The signed-in super admin's email (the My account page's query, so one cache for both). */
const useOwnEmail = () => useQuery(endpointQuery('superAdminGetSelf', undefined, (reply) => reply.data.superAdmin.email));

/**
 * The active sales rep whose email is the signed-in super admin's (case-insensitive), for "My leads"; the first by
 * name if several are; undefined while either list loads or when none is.
 */
export function useMyRep() {
  const reps = useSalesReps();
  const email = useOwnEmail().data?.toLowerCase();
  return email ? reps.data?.find((rep) => rep.active && rep.email.toLowerCase() === email) : undefined;
}
