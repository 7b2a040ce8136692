import { ExportCsvButton } from '@/components/console/export-button';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ConfirmDelete, useConfirmDelete } from '@/components/console/confirm-delete';
import { ListFrame } from '@/components/console/list-frame';
import { NO_USERS_MATCH, UsersFilters, type FilterValues } from '@/components/console/users-filters';
import { Banner } from '@/components/ui/banner';
import { toast } from '@/components/ui/toast';
import { useListParams } from '@/hooks/use-list-params';
import { usePageTitle } from '@/hooks/use-page-title';
import { listSortOf } from '@/lib/list-sort';
import { USER_SORTS } from '@contract/list-finding';
import { UI_TEXT } from '@contract/ui-text';
import { DELETE_RELOAD_MS, useDeleteUser } from '../api/delete-user';
import { exportUsers } from '../api/export-users';
import { useMetaverseChoices } from '../api/get-metaverse-choices';
import { usersQuery, useUsers, type MetaverseUserRow } from '../api/get-users';
import { metaverseUserColumns, nameOf } from './metaverse-user-columns';

const ORDER_WORDS = {
  'joined/desc': 'newest first',
  'joined/asc': 'oldest first',
  'name/asc': 'by name A to Z',
  'name/desc': 'by name Z to A',
} as const;

export function MetaverseUsersPage({ title }: { title: string }) {
  usePageTitle(title);
  const [params, setParams] = useListParams({ page: 1, q: '', from: '', to: '', metaverse: '', sort: '', dir: '' });
  const { page, q, from, to, metaverse } = params;
  const order = listSortOf(params, USER_SORTS, { key: 'joined', dir: 'desc' });
  const query = usersQuery({ page, q, from, to, metaverseId: metaverse }, order.query);
  const list = useUsers(query);
  const metaverses = useMetaverseChoices();
  const exporting = useMutation({ mutationFn: exportUsers });
  const filtered = Boolean(q || from || to || metaverse);
  const [deleted, setDeleted] = useState<ReadonlySet<string>>(() => new Set());
  const heading = useRef<HTMLHeadingElement>(null);
  const deletion = useConfirmDelete({
    mutation: useDeleteUser(),
    variables: (user: MetaverseUserRow) => ({ params: { id: user._id } }),
    onDeleted: (_, user) => {
      setDeleted((before) => new Set(before).add(user._id));
      // SPEC 9: as long as the list takes to reload.
      toast.success(UI_TEXT.requestSent, { duration: DELETE_RELOAD_MS });
    },
    // The Delete button that opened the dialog is replaced by 'Deleted': keep keyboard users on the page.
    focusAfter: heading,
  });

  const applyFilters = (values: FilterValues) =>
    setParams({ q: values.q, from: values.from, to: values.to, metaverse: values.metaverseId ?? '' });

  return (
    <ListFrame
      title="Metaverse Users"
      headingRef={heading}
      actions={
        <ExportCsvButton busy={exporting.isPending} onExport={() => exporting.mutate(query)} />
      }
      filters={
        <>
          <UsersFilters
            values={{ q, from, to, metaverseId: metaverse }}
            onApply={applyFilters}
            metaverses={metaverses.data ?? []}
            allMetaverses="All metaverses"
          />
          {exporting.isError ? <Banner kind="error">{exporting.error.message}</Banner> : null}
        </>
      }
      sort={{ key: order.key, dir: order.dir, onSort: (sort, dir) => setParams({ sort, dir }) }}
      query={list}
      page={page}
      setPage={setParams}
      rows={(data) => data.users}
      numbered="#"
      columns={metaverseUserColumns({ deleted, onDelete: deletion.ask })}
      tableLabel="Metaverse users table"
      caption={(pageWords) => `Metaverse users, ${ORDER_WORDS[`${order.key}/${order.dir}`]}${filtered ? ', filtered' : ''}, ${pageWords}`}
      scrollHint="Scroll the table sideways for the Delete and View columns."
      empty={filtered ? NO_USERS_MATCH : UI_TEXT.noUsers}
      pagerLabel="Metaverse users pages"
    >
      <ConfirmDelete flow={deletion} title="Delete metaverse user">
        {(user) => (
          <>
            Delete the metaverse user <strong>{nameOf(user)}</strong>? They leave every metaverse they joined. This cannot
            be undone.
          </>
        )}
      </ConfirmDelete>
    </ListFrame>
  );
}
