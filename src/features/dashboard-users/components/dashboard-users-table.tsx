import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { DataTable, type Column } from '@/components/ui/data-table';
import { paths } from '@/config/paths';
import { isMetaverseAdmin, type DashboardUserRow } from '../api/get-dashboard-users';
import { formatDate } from './format-date';

interface Props {
  rows: DashboardUserRow[] | undefined;
  loading: boolean;
  caption: string;
  empty: React.ReactNode;
  onEdit: (user: DashboardUserRow) => void;
  onDelete: (user: DashboardUserRow) => void;
}

const linkClass = 'text-accent underline-offset-2 hover:underline';
const smallButton = 'rounded-lg border border-slate-500 px-3 py-1.5 text-sm font-semibold text-slate-100 hover:border-accent hover:text-accent';
const dangerButton = 'rounded-lg border border-red-400/70 px-3 py-1.5 text-sm font-semibold text-red-200 hover:bg-red-500/10';

/** One page of dashboard users: name (to their page) with an 'Admin' badge for metaverse admins, and row actions. */
export function DashboardUsersTable({ rows, loading, caption, empty, onEdit, onDelete }: Props) {
  const columns: Column<DashboardUserRow>[] = [
    {
      header: 'Name',
      rowHeader: true,
      cell: (user) => (
        <span className="flex flex-wrap items-center gap-2">
          <Link to={paths.superAdmin.dashboardUser(user._id)} className={linkClass}>
            {user.name}
          </Link>
          {isMetaverseAdmin(user) ? <Badge tone="info">Admin</Badge> : null}
        </span>
      ),
    },
    { header: 'Email', cell: (user) => user.email },
    { header: 'Phone Number', className: 'whitespace-nowrap', cell: (user) => user.phoneNumber },
    {
      header: 'Created At',
      className: 'whitespace-nowrap',
      cell: (user) => <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>,
    },
    {
      header: 'Update',
      cell: (user) => (
        <button type="button" className={smallButton} onClick={() => onEdit(user)} aria-label={`Edit ${user.name}`}>
          Edit
        </button>
      ),
    },
    {
      header: 'Delete',
      cell: (user) => (
        <button type="button" className={dangerButton} onClick={() => onDelete(user)} aria-label={`Delete ${user.name}`}>
          Delete
        </button>
      ),
    },
  ];
  return (
    <DataTable
      label="Dashboard users table"
      caption={caption}
      columns={columns}
      rows={rows}
      rowKey={(user) => user._id}
      loading={loading}
      empty={empty}
      skeletonRows={10}
    />
  );
}
