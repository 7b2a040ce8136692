import { useQuery } from '@tanstack/react-query';
import { isEstimated } from '@/lib/paging';
import { endpointQuery } from '@/lib/query';
import type { Pagination } from '@contract/common';

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
