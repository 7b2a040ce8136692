import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/query';
import type { BookedDemoView } from '@contract/booked-demos';
import type { ReplyOf } from '@contract/endpoints';
import { LEAD_SORTS, type LeadSort, type LeadStatus } from '@contract/lead-status';

export type BookedDemosPage = ReplyOf<'bookedDemosList'>['data'];
export type BookedDemoRow = BookedDemosPage['bookedDemos'][number];

/** The list's filters as the URL holds them: '' is "any". */
export interface LeadFilters {
  q: string;
  status: LeadStatus | '';
  owner: string;
  from: string;
  to: string;
  source: string;
  label: string;
  sort: LeadSort;
}

export interface BookedDemosFilter extends Partial<LeadFilters> {
  page: number;
  view: BookedDemoView;
}

/** Only what is set, so an unfiltered query keeps its key (the console home shares the leads' first page). */
export function leadQueryOf({ view, sort, ...filters }: Omit<BookedDemosFilter, 'page'>) {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(filters)) if (value) query[key] = value;
  if (view === 'filtered') query.view = view;
  if (sort === 'oldest') query.sort = sort;
  return query;
}

/**
 * Whether a filter is set: the status, owner, dates, source or label, plus the search with `search` (the list's
 * "match your search" wording) and an order other than the default with `order` (a phone's "More filters" starts open).
 */
export function isNarrowed(filters: LeadFilters, counting: { search?: boolean; order?: boolean } = {}): boolean {
  const { q, status, owner, from, to, source, label, sort } = filters;
  return Boolean((counting.search && q) || status || owner || from || to || source || label || (counting.order && sort !== LEAD_SORTS[0]));
}

export const getBookedDemosQueryOptions = ({ page, ...rest }: BookedDemosFilter) =>
  endpointQuery('bookedDemosList', { query: { page, ...leadQueryOf(rest) } }, (reply) => reply.data);

export function useBookedDemos(filter: BookedDemosFilter) {
  return useQuery({ ...getBookedDemosQueryOptions(filter), placeholderData: keepPreviousData });
}
