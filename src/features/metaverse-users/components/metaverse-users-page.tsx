import { useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Pager, pageText } from '@/components/ui/pager';
import { toast } from '@/components/ui/toast';
import { useListParams } from '@/hooks/use-list-params';
import { usePageTitle } from '@/hooks/use-page-title';
import { usePaging } from '@/hooks/use-paging';
import { errorMessage } from '@/lib/http';
import { UI_TEXT } from '@contract/ui-text';
import { DELETE_RELOAD_MS, useDeleteUser } from '../api/delete-user';
import { useUsers, type MetaverseUserRow } from '../api/get-users';
import { MetaverseUsersTable, nameOf } from './metaverse-users-table';

/** /super-admin/metaverse-users: every metaverse user, 10 a page, with delete and a link to each one's details. */
export function MetaverseUsersPage({ title }: { title: string }) {
  usePageTitle(title);
  const [{ page }, setParams] = useListParams({ page: 1 });
  const list = useUsers(page);
  const remove = useDeleteUser();
  const [toDelete, setToDelete] = useState<MetaverseUserRow | null>(null);
  const [deleted, setDeleted] = useState<ReadonlySet<string>>(() => new Set());
  const heading = useRef<HTMLHeadingElement>(null);

  const { data, totalPages, estimated, loading } = usePaging(list, page, setParams);

  const confirmDelete = () => {
    if (!toDelete) return;
    const { _id: id } = toDelete;
    remove.mutate(
      { params: { id } },
      {
        onSuccess: () => {
          setDeleted((before) => new Set(before).add(id));
          // SPEC 9: a delete's message shows for 1000 ms, as long as the list takes to reload.
          toast.success(UI_TEXT.requestSent, { duration: DELETE_RELOAD_MS });
        },
        onError: (err) => toast.error(errorMessage(err)),
        onSettled: () => {
          setToDelete(null);
          // The Delete button that opened the dialog is replaced by 'Deleted': keep keyboard users on the page.
          requestAnimationFrame(() => {
            if (!document.activeElement || document.activeElement === document.body) heading.current?.focus();
          });
        },
      },
    );
  };

  return (
    <section className="flex flex-col gap-5">
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-white focus:outline-none">
        Metaverse Users
      </h1>

      {list.isError ? <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} retrying={list.isFetching} /> : null}

      {data && data.users.length > 0 ? (
        <p className="-mt-2 text-xs text-slate-400 lg:hidden">Scroll the table sideways for the Delete and View columns.</p>
      ) : null}

      {list.isError && !data ? null : (
        <MetaverseUsersTable
          rows={data?.users}
          // The rows' own page: while the next page loads, the rows shown keep their numbers.
          page={data?.pagination.page ?? page}
          loading={loading}
          deleted={deleted}
          caption={`Metaverse users, newest first, ${pageText(page, totalPages, estimated).toLowerCase()}`}
          empty={<EmptyState>{UI_TEXT.noUsers}</EmptyState>}
          onDelete={setToDelete}
        />
      )}

      {data ? (
        <Pager
          page={page}
          totalPages={totalPages}
          estimated={estimated}
          busy={loading}
          label="Metaverse users pages"
          onPageChange={(next) => setParams({ page: next })}
        />
      ) : null}

      {toDelete ? (
        <ConfirmDialog
          title="Delete metaverse user"
          confirmLabel={remove.isPending ? 'Deleting…' : 'Delete'}
          busy={remove.isPending}
          onConfirm={confirmDelete}
          onCancel={() => setToDelete(null)}
        >
          Delete the metaverse user <strong>{nameOf(toDelete)}</strong>? They leave every metaverse they joined. This
          cannot be undone.
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
