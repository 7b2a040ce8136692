import { ExportCsvButton } from '@/components/console/export-button';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { ListFrame } from '@/components/console/list-frame';
import { Banner } from '@/components/ui/banner';
import { linkClass } from '@/components/ui/button';
import type { Column } from '@/components/ui/data-table';
import { useListParams } from '@/hooks/use-list-params';
import { UI_TEXT } from '@contract/ui-text';
import { exportOwnUsers } from '../api/export-own-users';
import { useMyMetaverses } from '../api/get-my-metaverses';
import { useOwnUsers, type OwnUserRow } from '../api/get-own-users';
import { DateTime } from '@/components/ui/date-time';
import { Missing, orMissing } from './not-available';
import { NO_USERS_MATCH, UsersFilters, type FilterValues } from '@/components/console/users-filters';

export const NO_MATCH = NO_USERS_MATCH;

export const nameOf = (user: OwnUserRow) => user.name || user.email || user.phoneNumber || 'Unnamed user';

interface Props {
  detailsTo: (id: string) => string;
  label: string;
  byMetaverse?: boolean;
}

export function OwnUsersList({ detailsTo, label, byMetaverse = false }: Props) {
  const [params, setParams] = useListParams({ page: 1, q: '', from: '', to: '', metaverse: '' });
  const { page, q, from, to, metaverse } = params;
  const mine = useMyMetaverses();
  const filter = { page, q, from, to, metaverseId: byMetaverse ? metaverse : '' };
  const list = useOwnUsers(filter);
  const exporting = useMutation({ mutationFn: exportOwnUsers });
  const filtered = Boolean(q || from || to || (byMetaverse && metaverse));

  // 'Access departments': the data has no departments, so it lists which of the user's metaverses they joined.
  const myIds = new Set((mine.data ?? []).map((m) => m._id));
  const access = (user: OwnUserRow) => {
    const names = user.metaverses.map((m) => m.metaverseID).filter((m) => myIds.size === 0 || myIds.has(m._id)).map((m) => m.name);
    return names.length > 0 ? names.join(', ') : <Missing />;
  };

  const columns: Column<OwnUserRow>[] = [
    { header: 'Date', className: 'whitespace-nowrap', cell: (user) => <DateTime value={user.joinedAt} dateOnly /> },
    { header: 'Name', rowHeader: true, cell: (user) => orMissing(user.name) },
    { header: 'Email', cell: (user) => orMissing(user.email) },
    { header: 'Phone', className: 'whitespace-nowrap', cell: (user) => orMissing(user.phoneNumber) },
    { header: 'Access departments', cell: access },
    {
      header: 'View details',
      action: true,
      cell: (user) => (
        <Link to={detailsTo(user._id)} className={`${linkClass.inline} whitespace-nowrap`} aria-label={`View details of ${nameOf(user)}`}>
          View details
        </Link>
      ),
    },
  ];

  const applyFilters = (values: FilterValues) =>
    setParams({ q: values.q, from: values.from, to: values.to, ...(byMetaverse ? { metaverse: values.metaverseId ?? '' } : {}) });

  const filterText = filtered ? ', filtered' : '';
  return (
    <ListFrame
      actions={
        <ExportCsvButton busy={exporting.isPending} onExport={() => exporting.mutate(filter)} />
      }
      filters={
        <>
          <UsersFilters
            values={{ q, from, to, ...(byMetaverse ? { metaverseId: metaverse } : {}) }}
            onApply={applyFilters}
            metaverses={byMetaverse ? (mine.data ?? []) : undefined}
          />
          {exporting.isError ? <Banner kind="error">{exporting.error.message}</Banner> : null}
        </>
      }
      query={list}
      page={page}
      setPage={setParams}
      rows={(data) => data.users}
      numbered="S.No"
      columns={columns}
      tableLabel={`${label} table`}
      caption={(pageWords) => `${label}, newest member first${filterText}, ${pageWords}`}
      empty={filtered ? NO_MATCH : UI_TEXT.noUsers}
      pagerLabel={`${label} pages`}
      pagerOnlyWithRows
    />
  );
}
