import { downloadCsv } from '@/lib/http/download-csv';
import { ownUsersQuery, type OwnUsersFilter } from './get-own-users';

/** "A dashboard user can export their users": the list as shown (search and filters; every page) as CSV. */
export function exportOwnUsers(filter: OwnUsersFilter): Promise<void> {
  const { page: _page, ...query } = ownUsersQuery(filter);
  return downloadCsv('dashboardUserOwnUsersExport', query, 'my-users.csv');
}
