import { useQuery } from '@tanstack/react-query';
import { isEstimated } from '@/lib/paging';
import { endpointQuery } from '@/lib/query';
import type { Pagination } from '@contract/common';
import { NO_OWNER } from '@contract/lead-status';

/** `estimated`: the database's estimate of a very large list ('about N'). */
export interface ListTotal {
  total: number;
  estimated: boolean;
}

const totalOf = (reply: { data: { pagination: Pagination } }): ListTotal => ({
  total: reply.data.pagination.total,
  estimated: isEstimated(reply.data.pagination),
});

// Page 1 as the list pages ask for it: they share the cached reply, so invalidating the list refreshes the count.

export const getDashboardUsersTotalQueryOptions = () => endpointQuery('dashboardUsersList', { query: { page: 1 } }, totalOf);

export const getMetaverseUsersTotalQueryOptions = () => endpointQuery('usersList', { query: { page: 1 } }, totalOf);

export const getBookedDemosTotalQueryOptions = () => endpointQuery('bookedDemosList', { query: { page: 1 } }, totalOf);

export const useDashboardUsersTotal = () => useQuery(getDashboardUsersTotalQueryOptions());
export const useMetaverseUsersTotal = () => useQuery(getMetaverseUsersTotalQueryOptions());
export const useBookedDemosTotal = () => useQuery(getBookedDemosTotalQueryOptions());

// The leads waiting for sales (decision 0046): new ones (nobody has contacted them) and those nobody owns; the same
// queries as the list's own pages with those filters, so a change made there refreshes them.
export const NEW_LEADS_QUERY = { page: 1, status: 'new' } as const;
export const UNASSIGNED_LEADS_QUERY = { page: 1, owner: NO_OWNER } as const;

export const useNewLeadsTotal = () => useQuery(endpointQuery('bookedDemosList', { query: NEW_LEADS_QUERY }, totalOf));
export const useUnassignedLeadsTotal = () => useQuery(endpointQuery('bookedDemosList', { query: UNASSIGNED_LEADS_QUERY }, totalOf));
