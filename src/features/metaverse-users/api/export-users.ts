import { downloadCsv } from '@/lib/http/download-csv';
import type { UsersQuery } from './get-users';

/** The list as shown (search, filters, sort; every page) as a CSV download. */
export function exportUsers({ page: _page, ...query }: UsersQuery): Promise<void> {
  return downloadCsv('usersExport', { ...query }, 'metaverse-users.csv');
}
