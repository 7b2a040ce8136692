import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/query';
import type { ReplyOf } from '@contract/endpoints';

export type DashboardUsersPage = ReplyOf<'dashboardUsersList'>['data'];
export type DashboardUserRow = DashboardUsersPage['dashboardUsers'][number];

/** The fields and operators the console offers (SPEC 2.6); the server also knows `description`. */
export const FILTER_FIELD_OPTIONS = [
  { value: 'name', label: 'Name' },
  { value: 'email', label: 'Email' },
  { value: 'phoneNumber', label: 'Phone Number' },
] as const;
export const FILTER_OPERATOR_OPTIONS = ['starts with', 'ends with', 'contains', 'equals'] as const;

export type FilterField = (typeof FILTER_FIELD_OPTIONS)[number]['value'];
export type FilterOperator = (typeof FILTER_OPERATOR_OPTIONS)[number];

export interface DashboardUsersFilter {
  page: number;
  field: FilterField;
  operator: FilterOperator;
  /** Blank means no filter: field and operator are then left out of the request. */
  value: string;
}

/** The request's query: a filter only when it has a value (the server ignores a blank one anyway). */
export function dashboardUsersQuery({ page, field, operator, value }: DashboardUsersFilter) {
  return value ? { page, field, operator, value } : { page };
}

/** GET dashboard-users: one page (10) of dashboard users, newest first, with each one's metaverses. */
export const getDashboardUsersQueryOptions = (filter: DashboardUsersFilter) =>
  endpointQuery('dashboardUsersList', { query: dashboardUsersQuery(filter) }, (reply) => reply.data);

/** The page of dashboard users; while another page or filter loads, the current one stays on screen. */
export function useDashboardUsers(filter: DashboardUsersFilter) {
  return useQuery({ ...getDashboardUsersQueryOptions(filter), placeholderData: keepPreviousData });
}

/** Whether the user administers any of their metaverses (the list reply carries each metaverse's admin). */
export function isMetaverseAdmin(user: Pick<DashboardUserRow, '_id' | 'metaverses'>): boolean {
  return user.metaverses.some((entry) => entry.metaverseID.admin === user._id);
}
