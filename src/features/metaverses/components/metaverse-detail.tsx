import { isAxiosError } from 'axios';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { DetailSection } from '@/components/console/detail-frame';
import { ConfirmDelete, useConfirmDelete } from '@/components/console/confirm-delete';
import { MetaverseFrame, MetaversePending, type MetaverseRecord } from '@/components/console/metaverse-frame';
import { buttonClass } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useListParams } from '@/hooks/use-list-params';
import { usePageTitle } from '@/hooks/use-page-title';
import { MESSAGES } from '@contract/messages';
import { useDeleteMetaverse } from '../api/delete-metaverse';
import { useMetaverse } from '../api/get-metaverse';
import { DELETE_MESSAGE_MS } from '../api/related';
import { EditMetaverse } from './edit-metaverse';
import { MetaverseManagers } from './metaverse-managers';
import { MetaverseUsers } from './metaverse-users';

const dangerClass =
  'inline-flex items-center justify-center gap-2 rounded-lg border border-red-400/80 px-5 py-2.5 font-semibold text-red-200 transition hover:bg-red-500/10';

/** Edit is `?mode=edit`, so Back leaves the form. */
export function MetaverseDetailPage({ id, title }: { id: string; title: string }) {
  usePageTitle(title);
  const navigate = useNavigate();
  const [{ page, mode }, setParams] = useListParams({ page: 1, mode: '' });
  const editing = mode === 'edit';
  const metaverse = useMetaverse(id);
  const remove = useDeleteMetaverse();
  const heading = useRef<HTMLHeadingElement>(null);
  const deletion = useConfirmDelete({
    mutation: remove,
    variables: (record: MetaverseRecord) => ({ params: { id: record._id } }),
    onDeleted: () => {
      toast.success(MESSAGES.metaverseDeleted, { duration: DELETE_MESSAGE_MS });
      void navigate(paths.superAdmin.home, { replace: true });
    },
    focusAfter: heading,
    keepOpenOnError: true,
  });

  // Switching between detail and form moves focus to what replaced the pressed button.
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
  if (!data) return <MetaversePending query={metaverse} />;

  return (
    <MetaverseFrame
      metaverse={data}
      withTime
      headingRef={heading}
      actions={
        editing ? null : (
          <div className="flex flex-wrap gap-3">
            <button type="button" className={buttonClass.primary} onClick={() => setParams({ mode: 'edit' })}>
              Edit
            </button>
            <button type="button" className={dangerClass} onClick={() => deletion.ask(data)}>
              Delete
            </button>
          </div>
        )
      }
      replacement={
        editing ? (
          <DetailSection title="Edit metaverse" headingRef={editHeading}>
            <EditMetaverse metaverse={data} onDone={() => setParams({ mode: '' })} />
          </DetailSection>
        ) : undefined
      }
      people={<MetaverseManagers metaverseId={data._id} metaverseName={data.name} />}
      users={<MetaverseUsers metaverseId={data._id} page={page} onPageChange={(next, options) => setParams({ page: next }, options)} />}
    >
      <ConfirmDelete flow={deletion} title="Delete metaverse">
        {(record) => `Delete the metaverse ${record.name}? Its managers and users lose it. This cannot be undone.`}
      </ConfirmDelete>
    </MetaverseFrame>
  );
}
