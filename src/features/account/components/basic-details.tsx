import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { TextField } from '@/components/ui/text-field';
import { formatDateTime } from '@/lib/format';
import { errorMessage } from '@/lib/http';
import { useProfile, type AccountRole } from '../api/get-profile';

export const NOT_AVAILABLE = 'Not Available';

const LABELS = ['Name', 'Email', 'User ID', 'Created At', 'Updated At'] as const;

const moment = (iso: string | undefined) => (iso ? formatDateTime(iso) : NOT_AVAILABLE);

export function BasicDetails({ role }: { role: AccountRole }) {
  const profile = useProfile(role);

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
            <Skeleton className="h-10 w-full" />
          </span>
        ))}
      </div>
    );
  }

  const p = profile.data;
  const values: Record<(typeof LABELS)[number], string> = {
    Name: p.name || NOT_AVAILABLE,
    Email: p.email || NOT_AVAILABLE,
    'User ID': p._id || NOT_AVAILABLE,
    'Created At': moment(p.createdAt),
    'Updated At': moment(p.updatedAt),
  };
  return (
    <div className="grid max-w-3xl gap-4 sm:grid-cols-2">
      {LABELS.map((label) => (
        <TextField key={label} label={label} value={values[label]} readOnly />
      ))}
    </div>
  );
}
