import { isAxiosError } from 'axios';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useListParams } from '@/hooks/use-list-params';
import { usePageTitle } from '@/hooks/use-page-title';
import { errorMessage } from '@/lib/http';
import { MESSAGES } from '@contract/messages';
import { useDeleteMetaverse } from '../api/delete-metaverse';
import { useMetaverse } from '../api/get-metaverse';
import { DELETE_MESSAGE_MS } from '../api/related';
import { EditMetaverse } from './edit-metaverse';
import { LocalDate } from './local-date';
import { MetaverseManagers } from './metaverse-managers';
import { MetaverseUsers } from './metaverse-users';
import { PlatformLinks } from './platform-links';

const dangerClass =
  'inline-flex items-center justify-center gap-2 rounded-lg border border-red-400/80 px-5 py-2.5 font-semibold text-red-200 transition hover:bg-red-500/10';

function DetailSkeleton() {
  return (
    <section aria-busy="true" className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-white">
        <span className="sr-only">Loading metaverse…</span>
        <Skeleton className="h-8 w-64 max-w-full" />
      </h1>
      <Skeleton className="h-4 w-80 max-w-full" />
      <Skeleton className="h-20 w-full" />
      <Skeleton className="h-32 w-full" />
      <Skeleton className="h-32 w-full" />
    </section>
  );
}

function SubHeading({ id, children }: { id: string; children: React.ReactNode }) {
  return (
    <h2 id={id} className="text-xl font-semibold text-white">
      {children}
    </h2>
  );
}

/**
 * /super-admin/metaverse/{id}: name, description, platform links, admin and managers, users (paged); Edit swaps the
 * content for the update form (`?mode=edit`, so Back leaves it); Delete asks first. An unknown metaverse goes home.
 */
export function MetaverseDetailPage({ id, title }: { id: string; title: string }) {
  usePageTitle(title);
  const navigate = useNavigate();
  const [{ page, mode }, setParams] = useListParams({ page: 1, mode: '' });
  const editing = mode === 'edit';
  const metaverse = useMetaverse(id);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteMetaverse({
    onSuccess: () => {
      toast.success(MESSAGES.metaverseDeleted, { duration: DELETE_MESSAGE_MS });
      void navigate(paths.superAdmin.home, { replace: true });
    },
    onError: (err) => toast.error(errorMessage(err)),
  });

  // Switching between the detail and the form moves focus to what replaced the pressed button.
  const heading = useRef<HTMLHeadingElement>(null);
  const editHeading = useRef<HTMLHeadingElement>(null);
  const [seenMode, setSeenMode] = useState(editing);
  useEffect(() => {
    if (seenMode === editing) return;
    setSeenMode(editing);
    (editing ? editHeading : heading).current?.focus();
  }, [editing, seenMode]);

  const status = isAxiosError(metaverse.error) ? metaverse.error.response?.status : undefined;
  // Deleting refetches this metaverse (404) before the toast and the move home: that 404 is not 'unknown'.
  if (status === 404 && remove.isIdle) return <Navigate to={paths.superAdmin.home} replace />;
  const data = metaverse.data;
  if (!data) {
    if (metaverse.isError) {
      return (
        <section className="flex flex-col gap-4">
          <h1 className="text-2xl font-bold text-white">Metaverse</h1>
          <ErrorState message={errorMessage(metaverse.error)} onRetry={() => void metaverse.refetch()} retrying={metaverse.isFetching} />
        </section>
      );
    }
    return <DetailSkeleton />;
  }

  return (
    <section className="flex flex-col gap-8">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 ref={heading} tabIndex={-1} className="break-words text-2xl font-bold text-white focus:outline-none">
            {data.name}
          </h1>
          <p className="mt-1 text-sm text-slate-300">
            Created <LocalDate value={data.createdAt} />, updated <LocalDate value={data.updatedAt} />
          </p>
        </div>
        {editing ? null : (
          <div className="flex flex-wrap gap-3">
            <button type="button" className={buttonClass.primary} onClick={() => setParams({ mode: 'edit' })}>
              Edit
            </button>
            <button type="button" className={dangerClass} onClick={() => setConfirming(true)}>
              Delete
            </button>
          </div>
        )}
      </header>

      {editing ? (
        <section aria-labelledby="edit-heading" className="flex flex-col gap-4">
          <h2 ref={editHeading} tabIndex={-1} id="edit-heading" className="text-xl font-semibold text-white focus:outline-none">
            Edit metaverse
          </h2>
          <EditMetaverse metaverse={data} onDone={() => setParams({ mode: '' })} />
        </section>
      ) : (
        <>
          <section aria-labelledby="description-heading" className="flex flex-col gap-2">
            <SubHeading id="description-heading">Description</SubHeading>
            <p className="whitespace-pre-line break-words text-slate-200">{data.description || 'No description'}</p>
          </section>
          <section aria-labelledby="links-heading" className="flex flex-col gap-4">
            <SubHeading id="links-heading">Platform links</SubHeading>
            <PlatformLinks links={data.links} />
          </section>
          <MetaverseManagers metaverseId={data._id} metaverseName={data.name} />
          <MetaverseUsers metaverseId={data._id} page={page} onPageChange={(next, options) => setParams({ page: next }, options)} />
        </>
      )}

      {confirming ? (
        <ConfirmDialog
          title="Delete metaverse"
          confirmLabel={remove.isPending ? 'Deleting…' : 'Delete'}
          busy={remove.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() => remove.mutate({ params: { id: data._id } })}
        >
          Delete the metaverse {data.name}? Its managers and users lose it. This cannot be undone.
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
