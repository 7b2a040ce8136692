import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/query';
import type { ReplyOf } from '@contract/endpoints';

export type DashboardUsersPage = ReplyOf<'dashboardUsersList'>['data'];
export type DashboardUserRow = DashboardUsersPage['dashboardUsers'][number];

/** SPEC 2.6; the server also knows `description`. */
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
  value: string;
}

export function dashboardUsersQuery({ page, field, operator, value }: DashboardUsersFilter) {
  return value ? { page, field, operator, value } : { page };
}

export const getDashboardUsersQueryOptions = (filter: DashboardUsersFilter) =>
  endpointQuery('dashboardUsersList', { query: dashboardUsersQuery(filter) }, (reply) => reply.data);

export function useDashboardUsers(filter: DashboardUsersFilter) {
  return useQuery({ ...getDashboardUsersQueryOptions(filter), placeholderData: keepPreviousData });
}

export function isMetaverseAdmin(user: Pick<DashboardUserRow, '_id' | 'metaverses'>): boolean {
  return user.metaverses.some((entry) => entry.metaverseID.admin === user._id);
}
