import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/query';
import { downloadCsv } from '@/lib/http/download-csv';
import type { ReplyOf, RequestOf } from '@contract/endpoints';

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

export type DashboardUsersQuery = NonNullable<RequestOf<'dashboardUsersList'>['query']>;
type Order = Pick<DashboardUsersQuery, 'sort' | 'dir'>;

export function dashboardUsersQuery({ page, field, operator, value }: DashboardUsersFilter, order: Order = {}): DashboardUsersQuery {
  return value ? { page, field, operator, value, ...order } : { page, ...order };
}

export const getDashboardUsersQueryOptions = (filter: DashboardUsersFilter, order: Order = {}) =>
  endpointQuery('dashboardUsersList', { query: dashboardUsersQuery(filter, order) }, (reply) => reply.data);

export function useDashboardUsers(filter: DashboardUsersFilter, order: Order = {}) {
  return useQuery({ ...getDashboardUsersQueryOptions(filter, order), placeholderData: keepPreviousData });
}

/** The list as shown (its filter and order; every page) as a CSV download. */
export function exportDashboardUsers({ page: _page, ...query }: DashboardUsersQuery): Promise<void> {
  return downloadCsv('dashboardUsersExport', { ...query }, 'dashboard-users.csv');
}

export function isMetaverseAdmin(user: Pick<DashboardUserRow, '_id' | 'metaverses'>): boolean {
  return user.metaverses.some((entry) => entry.metaverseID.admin === user._id);
}
