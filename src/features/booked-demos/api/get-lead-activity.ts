import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/query';
import type { ReplyOf } from '@contract/endpoints';

export type LeadActivityData = ReplyOf<'bookedDemoActivity'>['data'];

/** What happened to a lead, newest first (docs/decisions/0046). */
export const useLeadActivity = (id: string) => useQuery(endpointQuery('bookedDemoActivity', { params: { id } }, (reply) => reply.data));
