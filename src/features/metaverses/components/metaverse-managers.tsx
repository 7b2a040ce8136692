import { useEffect, useMemo, useRef, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { buttonClass } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
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

/** Adds a manager picked by name or email ('Dashboard user set as a metaverse manager.'). */
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

/** The metaverse's admin (with an 'Admin' badge) and managers: add with the picker, remove after confirming. */
export function MetaverseManagers({ metaverseId, metaverseName }: { metaverseId: string; metaverseName: string }) {
  const managers = useManagers(metaverseId);
  const [removing, setRemoving] = useState<Manager | null>(null);
  // The Remove button that opened the dialog is gone with its row: focus goes to the section's heading instead.
  const heading = useRef<HTMLHeadingElement>(null);
  const [removed, setRemoved] = useState(0);
  useEffect(() => {
    if (removed > 0) heading.current?.focus();
  }, [removed]);
  const remove = useRemoveManager({
    onSuccess: () => {
      toast.success(MESSAGES.managerRemoved, { duration: DELETE_MESSAGE_MS });
      setRemoving(null);
      setRemoved((n) => n + 1);
    },
    onError: (err) => toast.error(errorMessage(err)),
  });
  const list = managers.data;
  const admin = list?.find((m) => m.isAdmin) ?? null;
  const others = list?.filter((m) => !m.isAdmin) ?? [];
  const exclude = useMemo(() => new Set((list ?? []).map((m) => m._id)), [list]);

  return (
    <section aria-labelledby="managers-heading" className="flex flex-col gap-4">
      <h2 ref={heading} tabIndex={-1} id="managers-heading" className="text-xl font-semibold text-white focus:outline-none">
        Admin and managers
      </h2>
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
                      onClick={() => setRemoving(m)}
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
      {removing ? (
        <ConfirmDialog
          title="Remove manager"
          confirmLabel={remove.isPending ? 'Removing…' : 'Remove'}
          busy={remove.isPending}
          onCancel={() => setRemoving(null)}
          onConfirm={() => remove.mutate({ params: { id: metaverseId, userId: removing._id } })}
        >
          Remove {removing.name} ({removing.email}) as a manager of {metaverseName}?
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
