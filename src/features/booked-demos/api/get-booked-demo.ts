import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/query';
import type { ReplyOf } from '@contract/endpoints';

export type LeadDetailData = ReplyOf<'bookedDemoGet'>['data'];

/** One lead with its owner, notes and meetings (docs/decisions/0046). */
export const useBookedDemo = (id: string) => useQuery(endpointQuery('bookedDemoGet', { params: { id } }, (reply) => reply.data));
