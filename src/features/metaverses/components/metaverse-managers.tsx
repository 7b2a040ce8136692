import { useMemo, useRef, useState } from 'react';
import { ConfirmDelete, useConfirmDelete } from '@/components/console/confirm-delete';
import { DetailSection } from '@/components/console/detail-frame';
import { Badge } from '@/components/ui/badge';
import { buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/http';
import { MESSAGES } from '@contract/messages';
import { useAddManager } from '../api/add-manager';
import { useManagers, type Manager } from '../api/get-managers';
import { DELETE_MESSAGE_MS } from '../api/related';
import { useRemoveManager } from '../api/remove-manager';
import { DashboardUserPicker, type Person } from './dashboard-user-picker';

export const NO_MANAGERS_TEXT = 'No managers yet';
export const NO_ADMIN_TEXT = 'No admin assigned';

function PersonLine({ person }: { person: Manager }) {
  return (
    <span className="flex min-w-0 flex-col">
      <span className="flex flex-wrap items-center gap-2 font-medium text-white">
        {person.name}
        {person.isAdmin ? <Badge tone="info">Admin</Badge> : null}
      </span>
      <span className="break-all text-sm text-slate-300">{person.email}</span>
    </span>
  );
}

function AddManager({ metaverseId, exclude }: { metaverseId: string; exclude: ReadonlySet<string> }) {
  const [person, setPerson] = useState<Person | null>(null);
  const [error, setError] = useState<string | undefined>();
  const add = useAddManager({
    onSuccess: () => {
      toast.success(MESSAGES.managerAdded);
      setPerson(null);
    },
    onError: (err) => toast.error(errorMessage(err)),
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (add.isPending) return;
    if (!person) {
      setError('Choose a dashboard user first');
      return;
    }
    setError(undefined);
    add.mutate({ params: { id: metaverseId, userId: person._id } });
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <div className="min-w-0 flex-1">
        <DashboardUserPicker
          label="Add a manager"
          value={person}
          onChange={(next) => {
            setPerson(next);
            if (next) setError(undefined);
          }}
          exclude={exclude}
          error={error}
        />
      </div>
      <button type="submit" className={`${buttonClass.primary} sm:mt-7`} aria-disabled={add.isPending} aria-busy={add.isPending}>
        {add.isPending ? 'Adding…' : 'Add manager'}
      </button>
    </form>
  );
}

export function MetaverseManagers({ metaverseId, metaverseName }: { metaverseId: string; metaverseName: string }) {
  const managers = useManagers(metaverseId);
  // The Remove button that opened the dialog is gone with its row: focus goes to the heading.
  const heading = useRef<HTMLHeadingElement>(null);
  const removal = useConfirmDelete({
    mutation: useRemoveManager(),
    variables: (person: Manager) => ({ params: { id: metaverseId, userId: person._id } }),
    onDeleted: () => toast.success(MESSAGES.managerRemoved, { duration: DELETE_MESSAGE_MS }),
    focusAfter: heading,
    keepOpenOnError: true,
  });
  const list = managers.data;
  const admin = list?.find((m) => m.isAdmin) ?? null;
  const others = list?.filter((m) => !m.isAdmin) ?? [];
  const exclude = useMemo(() => new Set((list ?? []).map((m) => m._id)), [list]);

  return (
    <DetailSection title="Admin and managers" headingRef={heading}>
      {managers.isError ? (
        <ErrorState message={errorMessage(managers.error)} onRetry={() => void managers.refetch()} retrying={managers.isFetching} />
      ) : !list ? (
        <div aria-busy="true" className="flex flex-col gap-3">
          <span className="sr-only" role="status">
            Loading managers…
          </span>
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
      ) : (
        <>
          <div>
            <h3 className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-300">Admin</h3>
            {admin ? (
              <div className="rounded-lg border border-slate-700 px-4 py-3">
                <PersonLine person={admin} />
              </div>
            ) : (
              <p className="text-slate-300">{NO_ADMIN_TEXT}</p>
            )}
          </div>
          <div>
            <h3 className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-300">Managers</h3>
            {others.length === 0 ? (
              <EmptyState>{NO_MANAGERS_TEXT}</EmptyState>
            ) : (
              <ul aria-label="Managers" className="flex flex-col divide-y divide-slate-800 rounded-lg border border-slate-700">
                {others.map((m) => (
                  <li key={m._id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
                    <PersonLine person={m} />
                    <button
                      type="button"
                      className={buttonClass.secondary}
                      aria-label={`Remove ${m.name} as a manager`}
                      onClick={() => removal.ask(m)}
                    >
                      Remove
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <AddManager metaverseId={metaverseId} exclude={exclude} />
        </>
      )}
      <ConfirmDelete flow={removal} title="Remove manager" verb="remove">
        {(person) => `Remove ${person.name} (${person.email}) as a manager of ${metaverseName}?`}
      </ConfirmDelete>
    </DetailSection>
  );
}
