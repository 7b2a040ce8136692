import { buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage, isMissing } from '@/lib/http';
import { useDashboardUser } from '../api/get-dashboard-user';
import { DashboardUserForm } from './dashboard-user-form';

export const USER_NOT_FOUND = 'This dashboard user does not exist (any more).';

export function DashboardUserEditor({ id, onDone, onCancel }: { id: string; onDone: () => void; onCancel: () => void }) {
  const user = useDashboardUser(id);
  if (user.isPending) {
    return (
      <div role="status" aria-label="Loading the dashboard user" className="flex max-w-xl flex-col gap-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-10 w-full" />
        ))}
      </div>
    );
  }
  if (user.isError) {
    if (isMissing(user.error)) {
      return (
        <EmptyState
          action={
            <button type="button" className={buttonClass.secondary} onClick={onCancel}>
              Back to the list
            </button>
          }
        >
          {USER_NOT_FOUND}
        </EmptyState>
      );
    }
    return <ErrorState message={errorMessage(user.error)} onRetry={() => void user.refetch()} retrying={user.isFetching} />;
  }
  return <DashboardUserForm key={user.data._id} user={user.data} onDone={onDone} onCancel={onCancel} />;
}
