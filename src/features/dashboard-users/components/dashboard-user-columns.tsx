import { Link } from 'react-router-dom';
import { rowActionClass } from '@/components/console/list-frame';
import { Badge } from '@/components/ui/badge';
import { linkClass } from '@/components/ui/button';
import type { Column } from '@/components/ui/data-table';
import { DateTime } from '@/components/ui/date-time';
import { paths } from '@/config/paths';
import { isMetaverseAdmin, type DashboardUserRow } from '../api/get-dashboard-users';
import { StatusBadge } from './invitation-controls';

interface Actions {
  onEdit: (user: DashboardUserRow) => void;
  onDelete: (user: DashboardUserRow) => void;
}


export function dashboardUserColumns({ onEdit, onDelete }: Actions): Column<DashboardUserRow>[] {
  return [
    {
      header: 'Name',
      rowHeader: true,
      sortKey: 'name',
      cell: (user) => (
        <span className="flex flex-wrap items-center gap-2">
          <Link to={paths.superAdmin.dashboardUser(user._id)} className={linkClass.inline}>
            {user.name}
          </Link>
          {isMetaverseAdmin(user) ? <Badge tone="info">Admin</Badge> : null}
        </span>
      ),
    },
    { header: 'Status', cell: (user) => <StatusBadge status={user.status} /> },
    { header: 'Email', cell: (user) => user.email },
    { header: 'Phone Number', className: 'whitespace-nowrap', cell: (user) => user.phoneNumber },
    {
      header: 'Created At',
      className: 'whitespace-nowrap',
      sortKey: 'created',
      sortFirst: 'desc',
      cell: (user) => <DateTime value={user.createdAt} />,
    },
    {
      header: 'Update',
      action: true,
      cell: (user) => (
        <button type="button" className={rowActionClass.normal} onClick={() => onEdit(user)} aria-label={`Edit ${user.name}`}>
          Edit
        </button>
      ),
    },
    {
      header: 'Delete',
      action: true,
      cell: (user) => (
        <button type="button" className={rowActionClass.danger} onClick={() => onDelete(user)} aria-label={`Delete ${user.name}`}>
          Delete
        </button>
      ),
    },
  ];
}
