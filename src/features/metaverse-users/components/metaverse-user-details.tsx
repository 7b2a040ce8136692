import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { errorMessage, isMissing } from '@/lib/http';
import { useUser } from '../api/get-user';
import { useUserMetaverses } from '../api/get-user-metaverses';
import { NOT_AVAILABLE } from './format-date';

export const USER_NOT_FOUND = 'This metaverse user does not exist (any more).';
export const NO_METAVERSES = 'This user has not joined any metaverse yet.';

const linkClass = 'text-accent underline-offset-2 hover:underline';

function BackLink() {
  return (
    <Link to={paths.superAdmin.metaverseUsers} className={`${linkClass} self-start`}>
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

/** The metaverses the user joined, name and description, each linking to its console page. */
function UserMetaverses({ id }: { id: string }) {
  const metaverses = useUserMetaverses(id);
  if (metaverses.isPending) {
    return (
      <div role="status" aria-label="Loading metaverses" className="flex flex-col gap-3">
        <Skeleton className="h-14 w-full" />
        <Skeleton className="h-14 w-full" />
      </div>
    );
  }
  if (metaverses.isError) {
    if (isMissing(metaverses.error)) return null;
    return <ErrorState message={errorMessage(metaverses.error)} onRetry={() => void metaverses.refetch()} retrying={metaverses.isFetching} />;
  }
  if (metaverses.data.length === 0) return <EmptyState>{NO_METAVERSES}</EmptyState>;
  return (
    <ul className="flex flex-col gap-3">
      {metaverses.data.map((metaverse) => (
        <li key={metaverse._id} className="flex flex-col gap-1 rounded-lg border border-slate-700 px-4 py-3">
          <Link to={paths.superAdmin.metaverse(metaverse._id)} className={`${linkClass} self-start font-semibold`}>
            {metaverse.name}
          </Link>
          <span className="text-sm text-slate-300">{metaverse.description || NOT_AVAILABLE}</span>
        </li>
      ))}
    </ul>
  );
}

/** /super-admin/metaverse-user/{id}: name, email, phone (or 'not available') and the metaverses the user joined. */
export function MetaverseUserDetails({ id, title }: { id: string; title: string }) {
  usePageTitle(title);
  const user = useUser(id);

  if (user.isError && isMissing(user.error)) {
    return (
      <section className="flex flex-col gap-5">
        <BackLink />
        <h1 className="text-2xl font-bold text-white">Metaverse user not found</h1>
        <EmptyState>{USER_NOT_FOUND}</EmptyState>
      </section>
    );
  }

  const data = user.data;
  return (
    <section className="flex flex-col gap-6">
      <BackLink />
      <h1 className="text-2xl font-bold text-white">{data ? data.name || NOT_AVAILABLE : 'Metaverse User'}</h1>
      {user.isError ? <ErrorState message={errorMessage(user.error)} onRetry={() => void user.refetch()} retrying={user.isFetching} /> : null}
      {user.isPending ? (
        <div role="status" aria-label="Loading the metaverse user" className="grid gap-3 sm:grid-cols-3">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-16 w-full" />
          ))}
        </div>
      ) : null}
      {data ? (
        <dl className="grid gap-3 sm:grid-cols-3">
          <Field label="Name">{data.name || NOT_AVAILABLE}</Field>
          <Field label="Email">{data.email || NOT_AVAILABLE}</Field>
          <Field label="Phone Number">{data.phoneNumber || NOT_AVAILABLE}</Field>
        </dl>
      ) : null}
      <section aria-labelledby="metaverse-user-metaverses" className="flex flex-col gap-3">
        <h2 id="metaverse-user-metaverses" className="text-xl font-semibold text-white">
          Metaverses
        </h2>
        <UserMetaverses id={id} />
      </section>
    </section>
  );
}
