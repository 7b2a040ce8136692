import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/query';
import type { ReplyOf } from '@contract/endpoints';

export type BookedDemosPage = ReplyOf<'bookedDemosList'>['data'];
export type BookedDemoRow = BookedDemosPage['bookedDemos'][number];

export interface BookedDemosFilter {
  page: number;
  q: string;
}

export const getBookedDemosQueryOptions = ({ page, q }: BookedDemosFilter) =>
  endpointQuery('bookedDemosList', { query: { page, ...(q ? { q } : {}) } }, (reply) => reply.data);

export function useBookedDemos(filter: BookedDemosFilter) {
  return useQuery({ ...getBookedDemosQueryOptions(filter), placeholderData: keepPreviousData });
}
