import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/query';
import type { BookedDemoView } from '@contract/booked-demos';
import type { ReplyOf } from '@contract/endpoints';

export type BookedDemosPage = ReplyOf<'bookedDemosList'>['data'];
export type BookedDemoRow = BookedDemosPage['bookedDemos'][number];

export interface BookedDemosFilter {
  page: number;
  q: string;
  view: BookedDemoView;
}

// The leads' query leaves `view` out, so it shares its cache with the console home's count.
export const getBookedDemosQueryOptions = ({ page, q, view }: BookedDemosFilter) =>
  endpointQuery(
    'bookedDemosList',
    { query: { page, ...(q ? { q } : {}), ...(view === 'filtered' ? { view } : {}) } },
    (reply) => reply.data,
  );

export function useBookedDemos(filter: BookedDemosFilter) {
  return useQuery({ ...getBookedDemosQueryOptions(filter), placeholderData: keepPreviousData });
}
