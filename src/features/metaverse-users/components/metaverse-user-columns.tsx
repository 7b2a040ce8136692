import { Link } from 'react-router-dom';
import { rowActionClass } from '@/components/console/list-frame';
import { linkClass } from '@/components/ui/button';
import type { Column } from '@/components/ui/data-table';
import { DateTime } from '@/components/ui/date-time';
import { paths } from '@/config/paths';
import type { MetaverseUserRow } from '../api/get-users';

interface Actions {
  deleted: ReadonlySet<string>;
  onDelete: (user: MetaverseUserRow) => void;
}

/** SPEC 2.6: lower case as the spec writes it. */
export const NOT_AVAILABLE = 'not available';

export const nameOf = (user: MetaverseUserRow) => user.name || user.email || user.phoneNumber || user._id;

/** SPEC 2.6's table. */
export function metaverseUserColumns({ deleted, onDelete }: Actions): Column<MetaverseUserRow>[] {
  return [
    { header: 'Name', rowHeader: true, sortKey: 'name', cell: (user) => user.name || NOT_AVAILABLE },
    { header: 'Email', cell: (user) => user.email || NOT_AVAILABLE },
    { header: 'Phone Number', className: 'whitespace-nowrap', cell: (user) => user.phoneNumber || NOT_AVAILABLE },
    // When they joined: the list's usual order, newest first.
    { header: 'Created At', className: 'whitespace-nowrap', sortKey: 'joined', sortFirst: 'desc', cell: (user) => <DateTime value={user.createdAt} /> },
    { header: 'Updated At', className: 'whitespace-nowrap', cell: (user) => <DateTime value={user.updatedAt} /> },
    {
      header: 'Delete User',
      action: true,
      cell: (user) =>
        deleted.has(user._id) ? (
          <span className="text-sm text-slate-400">Deleted</span>
        ) : (
          <button type="button" className={rowActionClass.danger} onClick={() => onDelete(user)} aria-label={`Delete ${nameOf(user)}`}>
            Delete
          </button>
        ),
    },
    {
      header: 'View Details',
      action: true,
      cell: (user) => (
        <Link
          to={paths.superAdmin.metaverseUser(user._id)}
          className={`${linkClass.inline} whitespace-nowrap`}
          aria-label={`View details of ${nameOf(user)}`}
        >
          View
        </Link>
      ),
    },
  ];
}
