import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/query';
import type { ReplyOf } from '@contract/endpoints';

export type SalesOffice = ReplyOf<'salesOffices'>['offices'][number];
export type SalesRep = SalesOffice['reps'][number];
export type SalesHoliday = SalesOffice['holidays'][number];

export const useSalesOffices = () => useQuery(endpointQuery('salesOffices', undefined, (reply) => reply.offices));
