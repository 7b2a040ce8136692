import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import { ListFrame } from '@/components/console/list-frame';
import { linkClass } from '@/components/ui/button';
import type { Column } from '@/components/ui/data-table';
import { DateTime } from '@/components/ui/date-time';
import { paths } from '@/config/paths';
import { UI_TEXT } from '@contract/ui-text';
import { useMetaverseUsers, type MetaverseUserRow } from '../api/get-metaverse-users';

const COLUMNS: readonly Column<MetaverseUserRow>[] = [
  {
    header: 'Name',
    rowHeader: true,
    cell: (user) => (
      <Link to={paths.superAdmin.metaverseUser(user._id)} className={linkClass.inline}>
        {user.name || 'Unnamed user'}
      </Link>
    ),
  },
  { header: 'Email', cell: (user) => user.email || 'not available' },
  { header: 'Phone Number', className: 'whitespace-nowrap', cell: (user) => user.phoneNumber || 'not available' },
  { header: 'Created At', className: 'whitespace-nowrap', cell: (user) => <DateTime value={user.createdAt} /> },
];

interface Props {
  metaverseId: string;
  page: number;
  onPageChange: (page: number, options?: { replace?: boolean }) => void;
}

export function MetaverseUsers({ metaverseId, page, onPageChange }: Props) {
  const users = useMetaverseUsers(metaverseId, page);
  const setPage = useCallback((changes: { page: number }, options?: { replace?: boolean }) => onPageChange(changes.page, options), [onPageChange]);
  return (
    <ListFrame
      title="Users"
      level={2}
      query={users}
      page={page}
      setPage={setPage}
      rows={(data) => data.users}
      numbered="#"
      columns={COLUMNS}
      tableLabel="Users of this metaverse"
      caption={(pageWords) => `Users of this metaverse, newest first, ${pageWords}`}
      empty={UI_TEXT.noUsers}
      skeletonRows={3}
      pagerLabel="Users pages"
      pagerOnlyWithRows
    />
  );
}
