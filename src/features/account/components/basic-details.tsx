import { useRef, useState, type ReactNode } from 'react';
import { DetailField } from '@/components/console/detail-frame';
import { buttonClass } from '@/components/ui/button';
import { DateTime } from '@/components/ui/date-time';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/http';
import { useProfile, type AccountRole } from '../api/get-profile';
import { AccountDetailsForm } from './account-details-form';

export const NOT_AVAILABLE = 'Not Available';

const LABELS = ['Name', 'Email', 'User ID', 'Created At', 'Updated At'] as const;

const moment = (iso: string | undefined) => (iso ? <DateTime value={iso} /> : NOT_AVAILABLE);

/** SPEC 2.5's read-only details, as text in a description list; 'Edit details' corrects one's own name and email. */
export function BasicDetails({ role }: { role: AccountRole }) {
  const profile = useProfile(role);
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);

  if (profile.isError) {
    return <ErrorState message={errorMessage(profile.error)} onRetry={() => void profile.refetch()} retrying={profile.isFetching} />;
  }
  if (!profile.data) {
    return (
      <div role="status" className="grid max-w-3xl gap-4 sm:grid-cols-2">
        <span className="sr-only">Loading account details…</span>
        {LABELS.map((label) => (
          <span key={label} className="flex flex-col gap-2">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-6 w-full" />
          </span>
        ))}
      </div>
    );
  }

  const p = profile.data;
  if (editing) {
    const done = () => {
      setEditing(false);
      requestAnimationFrame(() => editButton.current?.focus());
    };
    return <AccountDetailsForm role={role} profile={p} onDone={done} />;
  }
  const values: Record<(typeof LABELS)[number], ReactNode> = {
    Name: p.name || NOT_AVAILABLE,
    Email: p.email || NOT_AVAILABLE,
    'User ID': p._id || NOT_AVAILABLE,
    'Created At': moment(p.createdAt),
    'Updated At': moment(p.updatedAt),
  };
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
        {LABELS.map((label) => (
          <DetailField key={label} label={label}>
            {values[label]}
          </DetailField>
        ))}
      </dl>
      <button ref={editButton} type="button" className={`${buttonClass.secondary} self-start`} onClick={() => setEditing(true)}>
        Edit details
      </button>
    </div>
  );
}
