import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/query';
import type { ReplyOf } from '@contract/endpoints';

export type BookedDemosPage = ReplyOf<'bookedDemosList'>['data'];
export type BookedDemoRow = BookedDemosPage['bookedDemos'][number];

export interface BookedDemosFilter {
  page: number;
  /** Search over name, email, company and message; blank means everything. */
  q: string;
}

/** GET booked-demos: one page (10) of demo requests, newest first; a blank search is left out of the key and URL. */
export const getBookedDemosQueryOptions = ({ page, q }: BookedDemosFilter) =>
  endpointQuery('bookedDemosList', { query: { page, ...(q ? { q } : {}) } }, (reply) => reply.data);

/** The page of booked demos; while the next page loads, the current one stays on screen. */
export function useBookedDemos(filter: BookedDemosFilter) {
  return useQuery({ ...getBookedDemosQueryOptions(filter), placeholderData: keepPreviousData });
}
