import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import { DataTable, type Column } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Pager, pageText } from '@/components/ui/pager';
import { paths } from '@/config/paths';
import { usePaging } from '@/hooks/use-paging';
import { errorMessage } from '@/lib/http';
import { PAGE_SIZE } from '@contract/common';
import { UI_TEXT } from '@contract/ui-text';
import { useMetaverseUsers, type MetaverseUserRow } from '../api/get-metaverse-users';
import { LocalDate } from './local-date';

function columns(page: number): readonly Column<MetaverseUserRow>[] {
  return [
    { header: '#', className: 'whitespace-nowrap', cell: (_, index) => (page - 1) * PAGE_SIZE + index + 1 },
    {
      header: 'Name',
      rowHeader: true,
      cell: (user) => (
        <Link to={paths.superAdmin.metaverseUser(user._id)} className="text-accent underline-offset-2 hover:underline">
          {user.name || 'Unnamed user'}
        </Link>
      ),
    },
    { header: 'Email', cell: (user) => user.email || 'not available' },
    { header: 'Phone Number', className: 'whitespace-nowrap', cell: (user) => user.phoneNumber || 'not available' },
    { header: 'Created At', className: 'whitespace-nowrap', cell: (user) => <LocalDate value={user.createdAt} /> },
  ];
}

/** The metaverse's users, 10 per page with the shared pager; the page is in the URL (`?page=`). */
export function MetaverseUsers({ metaverseId, page, onPageChange }: { metaverseId: string; page: number; onPageChange: (page: number, options?: { replace?: boolean }) => void }) {
  const users = useMetaverseUsers(metaverseId, page);
  const toPage = useCallback((changes: { page: number }, options: { replace: true }) => onPageChange(changes.page, options), [onPageChange]);
  const { data, totalPages, estimated, loading } = usePaging(users, page, toPage);
  return (
    <section aria-labelledby="users-heading" className="flex flex-col gap-4">
      <h2 id="users-heading" className="text-xl font-semibold text-white">
        Users
      </h2>
      {users.isError ? <ErrorState message={errorMessage(users.error)} onRetry={() => void users.refetch()} retrying={users.isFetching} /> : null}
      {users.isError && !data ? null : (
        <DataTable
          label="Users of this metaverse"
          caption={`Users of this metaverse, newest first, ${pageText(page, totalPages, estimated).toLowerCase()}`}
          columns={columns(data?.pagination.page ?? page)}
          rows={data?.users}
          rowKey={(user) => user._id}
          loading={loading}
          empty={<EmptyState>{UI_TEXT.noUsers}</EmptyState>}
          skeletonRows={3}
        />
      )}
      {data && data.pagination.total > 0 ? (
        <Pager
          label="Users pages"
          page={page}
          totalPages={totalPages}
          estimated={estimated}
          busy={loading}
          onPageChange={(next) => onPageChange(next)}
        />
      ) : null}
    </section>
  );
}
