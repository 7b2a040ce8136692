import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/query';

/** Every sales rep, by name, for the owner filter and select (the offices' reply, shared with Sales Offices' cache). */
export const useSalesReps = () =>
  useQuery(
    endpointQuery('salesOffices', undefined, (reply) =>
      reply.offices
        .flatMap((office) => office.reps.map((rep) => ({ id: rep.id, name: rep.name, office: office.name })))
        .sort((a, b) => a.name.localeCompare(b.name)),
    ),
  );
