import { Link } from 'react-router-dom';
import { DataTable, type Column } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Pager, pageText } from '@/components/ui/pager';
import { useListParams } from '@/hooks/use-list-params';
import { usePaging } from '@/hooks/use-paging';
import { errorMessage } from '@/lib/http';
import { PAGE_SIZE } from '@contract/common';
import { UI_TEXT } from '@contract/ui-text';
import { useMyMetaverses } from '../api/get-my-metaverses';
import { useOwnUsers, type OwnUserRow } from '../api/get-own-users';
import { formatDate, NOT_AVAILABLE } from './format';
import { UsersFilters, type FilterValues } from './users-filters';

export const NO_MATCH = 'No users match these filters.';

const linkClass = 'text-accent underline-offset-2 hover:underline';

export const nameOf = (user: OwnUserRow) => user.name || user.email || user.phoneNumber || 'Unnamed user';

interface Props {
  /** Where a row's View details goes. */
  detailsTo: (id: string) => string;
  /** The table's name ('All users'), also the start of its caption. */
  label: string;
  /** Offer a Metaverse select in the filters. */
  byMetaverse?: boolean;
}

/**
 * The users who joined the signed-in user's metaverses, 10 a page: serial number, date joined, name, email, phone,
 * access (which of the user's metaverses they joined) and View details. Page and filters live in the URL.
 */
export function OwnUsersList({ detailsTo, label, byMetaverse = false }: Props) {
  const [params, setParams] = useListParams({ page: 1, q: '', from: '', to: '', metaverse: '' });
  const { page, q, from, to, metaverse } = params;
  const mine = useMyMetaverses();
  const filter = { page, q, from, to, metaverseId: byMetaverse ? metaverse : '' };
  const list = useOwnUsers(filter);
  const { data, totalPages, estimated, loading } = usePaging(list, page, setParams);
  const filtered = Boolean(q || from || to || (byMetaverse && metaverse));

  // 'Access departments': which of the signed-in user's metaverses this person joined (the data has no departments).
  const myIds = new Set((mine.data ?? []).map((m) => m._id));
  const access = (user: OwnUserRow) => {
    const names = user.metaverses.map((m) => m.metaverseID).filter((m) => myIds.size === 0 || myIds.has(m._id)).map((m) => m.name);
    return names.length > 0 ? names.join(', ') : NOT_AVAILABLE;
  };

  const shownPage = data?.pagination.page ?? page;
  const columns: Column<OwnUserRow>[] = [
    { header: 'S.No', className: 'tabular-nums', cell: (_, index) => (shownPage - 1) * PAGE_SIZE + index + 1 },
    { header: 'Date', className: 'whitespace-nowrap', cell: (user) => <time dateTime={user.joinedAt}>{formatDate(user.joinedAt)}</time> },
    { header: 'Name', rowHeader: true, cell: (user) => user.name || NOT_AVAILABLE },
    { header: 'Email', cell: (user) => user.email || NOT_AVAILABLE },
    { header: 'Phone', className: 'whitespace-nowrap', cell: (user) => user.phoneNumber || NOT_AVAILABLE },
    { header: 'Access departments', cell: access },
    {
      header: 'View details',
      cell: (user) => (
        <Link to={detailsTo(user._id)} className={`${linkClass} whitespace-nowrap`} aria-label={`View details of ${nameOf(user)}`}>
          View details
        </Link>
      ),
    },
  ];

  const applyFilters = (values: FilterValues) =>
    setParams({ q: values.q, from: values.from, to: values.to, ...(byMetaverse ? { metaverse: values.metaverseId ?? '' } : {}) });

  const filterText = filtered ? ', filtered' : '';
  return (
    <div className="flex flex-col gap-4">
      <UsersFilters
        values={{ q, from, to, ...(byMetaverse ? { metaverseId: metaverse } : {}) }}
        onApply={applyFilters}
        metaverses={byMetaverse ? (mine.data ?? []) : undefined}
      />
      {list.isError ? <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} retrying={list.isFetching} /> : null}
      {list.isError && !data ? null : (
        <DataTable
          label={`${label} table`}
          caption={`${label}, newest member first${filterText}, ${pageText(page, totalPages, estimated).toLowerCase()}`}
          columns={columns}
          rows={data?.users}
          rowKey={(user) => user._id}
          loading={loading}
          empty={<EmptyState>{filtered ? NO_MATCH : UI_TEXT.noUsers}</EmptyState>}
          skeletonRows={PAGE_SIZE}
        />
      )}
      {data && data.pagination.total > 0 ? (
        <Pager
          label={`${label} pages`}
          page={page}
          totalPages={totalPages}
          estimated={estimated}
          busy={loading}
          onPageChange={(next) => setParams({ page: next })}
        />
      ) : null}
    </div>
  );
}
