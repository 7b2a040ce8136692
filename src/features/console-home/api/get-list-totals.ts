import { useQuery } from '@tanstack/react-query';
import { isEstimated } from '@/lib/paging';
import { endpointQuery } from '@/lib/query';
import type { Pagination } from '@contract/common';

/** A list's size: its total, and whether that is the database's estimate (a very large list: 'about N'). */
export interface ListTotal {
  total: number;
  estimated: boolean;
}

const totalOf = (reply: { data: { pagination: Pagination } }): ListTotal => ({
  total: reply.data.pagination.total,
  estimated: isEstimated(reply.data.pagination),
});

// Page 1 of each list, as the list pages ask for it: the home and the list share the cached reply, and a create or
// delete that invalidates the list refreshes the count too.

/** GET dashboard-users, page 1: how many dashboard users there are. */
export const getDashboardUsersTotalQueryOptions = () => endpointQuery('dashboardUsersList', { query: { page: 1 } }, totalOf);

/** GET users, page 1: how many metaverse users there are. */
export const getMetaverseUsersTotalQueryOptions = () => endpointQuery('usersList', { query: { page: 1 } }, totalOf);

/** GET booked-demos, page 1: how many demos were booked. */
export const getBookedDemosTotalQueryOptions = () => endpointQuery('bookedDemosList', { query: { page: 1 } }, totalOf);

export const useDashboardUsersTotal = () => useQuery(getDashboardUsersTotalQueryOptions());
export const useMetaverseUsersTotal = () => useQuery(getMetaverseUsersTotalQueryOptions());
export const useBookedDemosTotal = () => useQuery(getBookedDemosTotalQueryOptions());
