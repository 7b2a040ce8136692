import { isAxiosError } from 'axios';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { DataTable, type Column } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Pager, pageText } from '@/components/ui/pager';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useListParams } from '@/hooks/use-list-params';
import { usePaging } from '@/hooks/use-paging';
import { errorMessage } from '@/lib/http';
import { PAGE_SIZE } from '@contract/common';
import { PLATFORMS } from '@contract/constants';
import { UI_TEXT } from '@contract/ui-text';
import { useManagers, useMetaverse, useMetaverseUsers, type MetaverseDetail, type MetaverseUsersPage } from '../api/get-metaverse';
import { formatDate } from '@/lib/format';
import { NOT_AVAILABLE } from './not-available';

export const METAVERSE_NOT_FOUND = 'Metaverse not found';
export const METAVERSE_NOT_FOUND_TEXT = 'There is no metaverse here that you administer or manage.';

const linkClass = 'text-accent underline-offset-2 hover:underline';

/** 403 (not one of the caller's), 404 (no such metaverse) and 400 (not an id) all read as 'not found': nothing leaks. */
const isNotFound = (err: unknown) => isAxiosError(err) && [400, 403, 404].includes(err.response?.status ?? 0);

function NotFound() {
  return (
    <section className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-white">{METAVERSE_NOT_FOUND}</h1>
      <EmptyState action={<Link to={paths.dashboard.home} className={linkClass}>Back to the dashboard</Link>}>{METAVERSE_NOT_FOUND_TEXT}</EmptyState>
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

function Links({ links }: { links: MetaverseDetail['links'] }) {
  const set = PLATFORMS.filter((p) => links[p]?.build || links[p]?.assets);
  if (set.length === 0) return <EmptyState>No platform links yet</EmptyState>;
  const url = (value: string | undefined, label: string) =>
    value ? (
      <a href={value} aria-label={`${label}: ${value}`} className={`${linkClass} break-all`}>
        {value}
      </a>
    ) : (
      <span className="text-slate-400">Not set</span>
    );
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      {set.map((platform) => (
        <div key={platform} className="min-w-0 rounded-lg border border-slate-700 p-4">
          <dt className="text-sm font-semibold text-accent">{platform}</dt>
          <dd className="mt-2 flex flex-col gap-1 text-sm text-slate-200">
            <span>Build: {url(links[platform]?.build, `${platform} build`)}</span>
            <span>Assets: {url(links[platform]?.assets, `${platform} assets`)}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Managers({ id }: { id: string }) {
  const managers = useManagers(id, true);
  if (managers.isError) return <ErrorState message={errorMessage(managers.error)} onRetry={() => void managers.refetch()} retrying={managers.isFetching} />;
  if (!managers.data) {
    return (
      <div role="status" className="flex flex-col gap-2">
        <span className="sr-only">Loading the admin and managers…</span>
        <Skeleton className="h-14 w-full" />
      </div>
    );
  }
  if (managers.data.length === 0) return <EmptyState>No admin or managers yet</EmptyState>;
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {managers.data.map((m) => (
        <li key={m._id} className="flex flex-col gap-1 rounded-lg border border-slate-700 px-4 py-3">
          <span className="flex flex-wrap items-center gap-2 font-semibold text-white">
            {m.name || NOT_AVAILABLE}
            <Badge tone={m.isAdmin ? 'info' : 'neutral'}>{m.isAdmin ? 'Admin' : 'Manager'}</Badge>
          </span>
          <span className="break-words text-sm text-slate-300">{m.email || NOT_AVAILABLE}</span>
        </li>
      ))}
    </ul>
  );
}

type UserRow = MetaverseUsersPage['users'][number];

function Users({ id }: { id: string }) {
  const [{ page }, setParams] = useListParams({ page: 1 });
  const users = useMetaverseUsers(id, page, true);
  const { data, totalPages, estimated, loading } = usePaging(users, page, setParams);
  const shownPage = data?.pagination.page ?? page;
  const columns: Column<UserRow>[] = [
    { header: 'S.No', className: 'tabular-nums', cell: (_, i) => (shownPage - 1) * PAGE_SIZE + i + 1 },
    {
      header: 'Name',
      rowHeader: true,
      cell: (u) => (
        <Link to={paths.dashboard.metaverseUser(u._id)} className={linkClass}>
          {u.name || 'Unnamed user'}
        </Link>
      ),
    },
    { header: 'Email', cell: (u) => u.email || NOT_AVAILABLE },
    { header: 'Phone', className: 'whitespace-nowrap', cell: (u) => u.phoneNumber || NOT_AVAILABLE },
    { header: 'Created At', className: 'whitespace-nowrap', cell: (u) => <time dateTime={u.createdAt}>{formatDate(u.createdAt)}</time> },
  ];
  return (
    <section aria-labelledby="users-heading" className="flex flex-col gap-4">
      <SubHeading id="users-heading">Users</SubHeading>
      {users.isError ? <ErrorState message={errorMessage(users.error)} onRetry={() => void users.refetch()} retrying={users.isFetching} /> : null}
      {users.isError && !data ? null : (
        <DataTable
          label="Users of this metaverse"
          caption={`Users of this metaverse, ${pageText(page, totalPages, estimated).toLowerCase()}`}
          columns={columns}
          rows={data?.users}
          rowKey={(u) => u._id}
          loading={loading}
          empty={<EmptyState>{UI_TEXT.noUsers}</EmptyState>}
          skeletonRows={3}
        />
      )}
      {data && data.pagination.total > 0 ? (
        <Pager label="Users pages" page={page} totalPages={totalPages} estimated={estimated} busy={loading} onPageChange={(next) => setParams({ page: next })} />
      ) : null}
    </section>
  );
}

/**
 * /dashboard/metaverse/{id}: name, description, platform links, admin and managers, users. The server refuses a
 * metaverse the user neither administers nor manages; that shows 'Metaverse not found' and nothing of it.
 */
export function MetaversePage({ id }: { id: string }) {
  const metaverse = useMetaverse(id);
  if (metaverse.isError && isNotFound(metaverse.error)) return <NotFound />;
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
    return (
      <section aria-busy="true" className="flex flex-col gap-6">
        <h1 className="text-2xl font-bold text-white">
          <span className="sr-only">Loading metaverse…</span>
          <Skeleton className="h-8 w-64 max-w-full" />
        </h1>
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-32 w-full" />
      </section>
    );
  }
  return (
    <section className="flex flex-col gap-8">
      <header>
        <h1 className="break-words text-2xl font-bold text-white">{data.name}</h1>
        <p className="mt-1 text-sm text-slate-300">
          Created <time dateTime={data.createdAt}>{formatDate(data.createdAt)}</time>, updated{' '}
          <time dateTime={data.updatedAt}>{formatDate(data.updatedAt)}</time>
        </p>
      </header>
      <section aria-labelledby="description-heading" className="flex flex-col gap-2">
        <SubHeading id="description-heading">Description</SubHeading>
        <p className="whitespace-pre-line break-words text-slate-200">{data.description || 'No description'}</p>
      </section>
      <section aria-labelledby="links-heading" className="flex flex-col gap-4">
        <SubHeading id="links-heading">Platform links</SubHeading>
        <Links links={data.links} />
      </section>
      <section aria-labelledby="managers-heading" className="flex flex-col gap-4">
        <SubHeading id="managers-heading">Admin and managers</SubHeading>
        <Managers id={data._id} />
      </section>
      <Users id={data._id} />
    </section>
  );
}
