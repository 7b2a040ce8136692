import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/query';
import { leadQueryOf, type LeadFilters } from './get-booked-demos';

/** The pipeline strip's counts: the leads per stage among those the list's other filters keep. */
export function useLeadStatusCounts({ status: _status, sort: _sort, ...filters }: LeadFilters) {
  return useQuery({
    ...endpointQuery('bookedDemosStatusCounts', { query: leadQueryOf({ ...filters, view: 'leads' }) }, (reply) => reply.data),
    placeholderData: keepPreviousData,
  });
}
