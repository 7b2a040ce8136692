import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { errorMessage, isMissing } from '@/lib/http';
import { useDashboardUser } from '../api/get-dashboard-user';
import { useDashboardUserMetaverses } from '../api/get-dashboard-user-metaverses';
import { USER_NOT_FOUND } from './dashboard-user-editor';
import { formatDate } from './format-date';

export const NO_METAVERSES = 'This dashboard user administers or manages no metaverse yet.';

const linkClass = 'text-accent underline-offset-2 hover:underline';

function BackLink() {
  return (
    <Link to={paths.superAdmin.dashboardUsers} className={`${linkClass} self-start`}>
      &lt;&lt; Back
    </Link>
  );
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-1 rounded-lg border border-slate-700 px-4 py-3">
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-400">{label}</dt>
      <dd className="break-words text-slate-100">{children}</dd>
    </div>
  );
}

/** The user's metaverses (GET dashboard-user/{id}/metaverses), each marked Admin or Manager, linking to its page. */
function UserMetaverses({ id }: { id: string }) {
  const metaverses = useDashboardUserMetaverses(id);
  if (metaverses.isPending) {
    return (
      <div role="status" aria-label="Loading metaverses" className="flex flex-col gap-3">
        <Skeleton className="h-14 w-full" />
        <Skeleton className="h-14 w-full" />
      </div>
    );
  }
  if (metaverses.isError) {
    return <ErrorState message={errorMessage(metaverses.error)} onRetry={() => void metaverses.refetch()} retrying={metaverses.isFetching} />;
  }
  if (metaverses.data.length === 0) return <EmptyState>{NO_METAVERSES}</EmptyState>;
  return (
    <ul className="flex flex-col gap-3">
      {metaverses.data.map((metaverse) => (
        <li key={metaverse._id} className="flex flex-col gap-1 rounded-lg border border-slate-700 px-4 py-3">
          <span className="flex flex-wrap items-center gap-2">
            <Link to={paths.superAdmin.metaverse(metaverse._id)} className={`${linkClass} font-semibold`}>
              {metaverse.name}
            </Link>
            {metaverse.admin === id ? <Badge tone="info">Admin</Badge> : <Badge>Manager</Badge>}
          </span>
          {metaverse.description ? <span className="text-sm text-slate-300">{metaverse.description}</span> : null}
        </li>
      ))}
    </ul>
  );
}

/** /super-admin/dashboard-user/{id}: the user's details and their metaverses. */
export function DashboardUserDetails({ id, title }: { id: string; title: string }) {
  usePageTitle(title);
  const user = useDashboardUser(id);

  if (user.isError && isMissing(user.error)) {
    return (
      <section className="flex flex-col gap-5">
        <BackLink />
        <h1 className="text-2xl font-bold text-white">Dashboard user not found</h1>
        <EmptyState>{USER_NOT_FOUND}</EmptyState>
      </section>
    );
  }

  const data = user.data;
  return (
    <section className="flex flex-col gap-6">
      <BackLink />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="flex flex-wrap items-center gap-3 text-2xl font-bold text-white">
          {data ? data.name : 'Dashboard User'}{' '}
          {data?.metaverses.some((m) => m.metaverseID.admin === data._id) ? <Badge tone="info">Admin</Badge> : null}
        </h1>
        {data ? (
          // The update form lives on the list page (it replaces the list); its Back returns to the list.
          <Link
            to={`${paths.superAdmin.dashboardUsers}?edit=${encodeURIComponent(data._id)}`}
            aria-label={`Edit ${data.name}`}
            className={buttonClass.secondary}
          >
            Edit
          </Link>
        ) : null}
      </div>
      {user.isError ? <ErrorState message={errorMessage(user.error)} onRetry={() => void user.refetch()} retrying={user.isFetching} /> : null}
      {user.isPending ? (
        <div role="status" aria-label="Loading the dashboard user" className="grid gap-3 sm:grid-cols-2">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-16 w-full" />
          ))}
        </div>
      ) : null}
      {data ? (
        <dl className="grid gap-3 sm:grid-cols-2">
          <Field label="Email">{data.email}</Field>
          <Field label="Phone Number">{data.phoneNumber || 'not available'}</Field>
          <Field label="Created At">
            <time dateTime={data.createdAt}>{formatDate(data.createdAt)}</time>
          </Field>
          <Field label="Updated At">
            <time dateTime={data.updatedAt}>{formatDate(data.updatedAt)}</time>
          </Field>
        </dl>
      ) : null}
      <section aria-labelledby="dashboard-user-metaverses" className="flex flex-col gap-3">
        <h2 id="dashboard-user-metaverses" className="text-xl font-semibold text-white">
          Metaverses
        </h2>
        <UserMetaverses id={id} />
      </section>
    </section>
  );
}
