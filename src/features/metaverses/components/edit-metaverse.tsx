import { buttonClass } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { LINK_WARNING_MS, toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/http';
import { PLATFORMS } from '@contract/constants';
import { TOAST_TEXT } from '@contract/toast-text';
import type { RequestOf } from '@contract/endpoints';
import { useManagers } from '../api/get-managers';
import type { MetaverseDetail } from '../api/get-metaverse';
import { useUpdateMetaverse } from '../api/update-metaverse';
import { linkValues, MetaverseForm, type MetaverseFormOutput } from './metaverse-form';

type Patch = NonNullable<RequestOf<'metaversePatch'>['body']>;

/** A changed platform is sent with both URLs. */
export function changedFields(initial: MetaverseDetail, values: MetaverseFormOutput): Patch {
  const patch: Patch = {};
  if (values.name !== initial.name) patch.name = values.name;
  if (values.description !== initial.description) patch.description = values.description;
  if ((values.admin ?? null) !== initial.admin) patch.admin = values.admin ?? null;
  const before = linkValues(initial.links);
  const after = linkValues(values.links);
  const links = Object.fromEntries(
    PLATFORMS.filter((p) => after[p].build !== before[p].build || after[p].assets !== before[p].assets).map((p) => [p, after[p]]),
  );
  if (Object.keys(links).length > 0) patch.links = links;
  return patch;
}

class NothingToUpdate extends Error {
  constructor() {
    super('Nothing to update');
  }
}

export function EditMetaverse({ metaverse, onDone }: { metaverse: MetaverseDetail; onDone: () => void }) {
  const managers = useManagers(metaverse._id);
  const update = useUpdateMetaverse({
    onSuccess: (reply) => {
      toast.success(TOAST_TEXT.metaverseSaved(reply.data.metaverse.name));
      for (const warning of reply.warnings ?? []) toast.warning(warning, { duration: LINK_WARNING_MS });
      onDone();
    },
  });
  const cancel = (
    <button type="button" className={buttonClass.secondary} onClick={onDone}>
      Cancel
    </button>
  );

  if (managers.isError) return <ErrorState message={errorMessage(managers.error)} onRetry={() => void managers.refetch()} retrying={managers.isFetching} />;
  if (!managers.data) {
    return (
      <div aria-busy="true" className="flex max-w-3xl flex-col gap-4">
        <span role="status" className="sr-only">
          Loading the form…
        </span>
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-28 w-full" />
        <Skeleton className="h-10 w-full" />
      </div>
    );
  }
  const admin = managers.data.find((m) => m.isAdmin) ?? null;

  return (
    <MetaverseForm
      defaultValues={{ name: metaverse.name, description: metaverse.description, admin: metaverse.admin, links: linkValues(metaverse.links) }}
      initialAdmin={admin}
      submitLabel="Save changes"
      pendingLabel="Saving…"
      pending={update.isPending}
      onSubmit={async (values) => {
        const body = changedFields(metaverse, values);
        if (Object.keys(body).length === 0) throw new NothingToUpdate();
        await update.mutateAsync({ params: { id: metaverse._id }, body });
      }}
      cancel={cancel}
    />
  );
}
