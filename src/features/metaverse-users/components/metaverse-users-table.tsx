import { Link } from 'react-router-dom';
import { DataTable, type Column } from '@/components/ui/data-table';
import { PAGE_SIZE } from '@contract/common';
import { paths } from '@/config/paths';
import type { MetaverseUserRow } from '../api/get-users';
import { formatDate, NOT_AVAILABLE } from './format-date';

interface Props {
  rows: MetaverseUserRow[] | undefined;
  /** The page shown: numbering continues across pages (page 2 starts at 11). */
  page: number;
  loading: boolean;
  caption: string;
  empty: React.ReactNode;
  /** Users deleted a moment ago, still listed until the list reloads. */
  deleted: ReadonlySet<string>;
  onDelete: (user: MetaverseUserRow) => void;
}

const linkClass = 'text-accent underline-offset-2 hover:underline';
const dangerButton = 'rounded-lg border border-red-400/70 px-3 py-1.5 text-sm font-semibold text-red-200 hover:bg-red-500/10';

const nameOf = (user: MetaverseUserRow) => user.name || user.email || user.phoneNumber || user._id;

/** SPEC 2.6's table: #, Name, Email, Phone Number, Created At, Updated At, Delete User, View Details. */
export function MetaverseUsersTable({ rows, page, loading, caption, empty, deleted, onDelete }: Props) {
  const columns: Column<MetaverseUserRow>[] = [
    { header: '#', className: 'tabular-nums', cell: (_, index) => (page - 1) * PAGE_SIZE + index + 1 },
    { header: 'Name', rowHeader: true, cell: (user) => user.name || NOT_AVAILABLE },
    { header: 'Email', cell: (user) => user.email || NOT_AVAILABLE },
    { header: 'Phone Number', className: 'whitespace-nowrap', cell: (user) => user.phoneNumber || NOT_AVAILABLE },
    { header: 'Created At', className: 'whitespace-nowrap', cell: (user) => <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time> },
    { header: 'Updated At', className: 'whitespace-nowrap', cell: (user) => <time dateTime={user.updatedAt}>{formatDate(user.updatedAt)}</time> },
    {
      header: 'Delete User',
      cell: (user) =>
        deleted.has(user._id) ? (
          <span className="text-sm text-slate-400">Deleted</span>
        ) : (
          <button type="button" className={dangerButton} onClick={() => onDelete(user)} aria-label={`Delete ${nameOf(user)}`}>
            Delete
          </button>
        ),
    },
    {
      header: 'View Details',
      cell: (user) => (
        <Link
          to={paths.superAdmin.metaverseUser(user._id)}
          className={`${linkClass} whitespace-nowrap`}
          aria-label={`View details of ${nameOf(user)}`}
        >
          View
        </Link>
      ),
    },
  ];
  return (
    <DataTable
      label="Metaverse users table"
      caption={caption}
      columns={columns}
      rows={rows}
      rowKey={(user) => user._id}
      loading={loading}
      empty={empty}
      skeletonRows={PAGE_SIZE}
    />
  );
}

export { nameOf };
