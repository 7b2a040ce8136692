import { useRef, useState } from 'react';
import { ConfirmDelete, useConfirmDelete } from '@/components/console/confirm-delete';
import { ListFrame } from '@/components/console/list-frame';
import { toast } from '@/components/ui/toast';
import { useListParams } from '@/hooks/use-list-params';
import { usePageTitle } from '@/hooks/use-page-title';
import { UI_TEXT } from '@contract/ui-text';
import { DELETE_RELOAD_MS, useDeleteUser } from '../api/delete-user';
import { useUsers, type MetaverseUserRow } from '../api/get-users';
import { metaverseUserColumns, nameOf } from './metaverse-user-columns';

export function MetaverseUsersPage({ title }: { title: string }) {
  usePageTitle(title);
  const [{ page }, setParams] = useListParams({ page: 1 });
  const list = useUsers(page);
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

  return (
    <ListFrame
      title="Metaverse Users"
      headingRef={heading}
      query={list}
      page={page}
      setPage={setParams}
      rows={(data) => data.users}
      numbered="#"
      columns={metaverseUserColumns({ deleted, onDelete: deletion.ask })}
      tableLabel="Metaverse users table"
      caption={(pageWords) => `Metaverse users, newest first, ${pageWords}`}
      scrollHint="Scroll the table sideways for the Delete and View columns."
      empty={UI_TEXT.noUsers}
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
