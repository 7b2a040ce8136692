import { isAxiosError } from 'axios';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { DetailSection } from '@/components/console/detail-frame';
import { ListFrame } from '@/components/console/list-frame';
import { MetaverseFrame, MetaversePending } from '@/components/console/metaverse-frame';
import { Badge } from '@/components/ui/badge';
import { buttonClass, linkClass } from '@/components/ui/button';
import type { Column } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useListParams } from '@/hooks/use-list-params';
import { errorMessage } from '@/lib/http';
import { DateTime } from '@/components/ui/date-time';
import { UI_TEXT } from '@contract/ui-text';
import { useManagers, useMetaverse, useMetaverseUsers, type MetaverseUsersPage } from '../api/get-own-metaverse';
import { NOT_AVAILABLE, orMissing } from './not-available';
import { AddManagerForm, LinksEditor, RemoveManagerButton } from './own-metaverse-admin';
import { useSession } from '@/hooks/use-session';

export const METAVERSE_NOT_FOUND = 'Metaverse not found';
export const METAVERSE_NOT_FOUND_TEXT = 'There is no metaverse here that you administer or manage.';

/** 403, 404 and 400 all read as 'not found': nothing leaks. */
const isNotFound = (err: unknown) => isAxiosError(err) && [400, 403, 404].includes(err.response?.status ?? 0);

function NotFound() {
  return (
    <section className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-white">{METAVERSE_NOT_FOUND}</h1>
      <EmptyState
        action={
          <Link to={paths.dashboard.home} className={linkClass.inline}>
            Back to the dashboard
          </Link>
        }
      >
        {METAVERSE_NOT_FOUND_TEXT}
      </EmptyState>
    </section>
  );
}

/** `canManage`: the caller is this metaverse's admin (docs/decisions/0049); managers only read. */
function Managers({ id, canManage }: { id: string; canManage: boolean }) {
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
  const add = canManage ? <AddManagerForm metaverseId={id} /> : null;
  if (managers.data.length === 0) {
    return (
      <>
        <EmptyState>No admin or managers yet</EmptyState>
        {add}
      </>
    );
  }
  return (
    <>
    <ul className="grid gap-3 sm:grid-cols-2">
      {managers.data.map((m) => (
        <li key={m._id} className="flex flex-col gap-1 rounded-lg border border-slate-700 px-4 py-3">
          <span className="flex flex-wrap items-center gap-2 font-semibold text-white">
            {m.name || NOT_AVAILABLE}
            <Badge tone={m.isAdmin ? 'info' : 'neutral'}>{m.isAdmin ? 'Admin' : 'Manager'}</Badge>
          </span>
          <span className="break-words text-sm text-slate-300">{m.email || NOT_AVAILABLE}</span>
          {canManage && !m.isAdmin ? <RemoveManagerButton metaverseId={id} manager={m} /> : null}
        </li>
      ))}
    </ul>
    {add}
    </>
  );
}

const USER_COLUMNS: readonly Column<MetaverseUsersPage['users'][number]>[] = [
  {
    header: 'Name',
    rowHeader: true,
    cell: (u) => (
      <Link to={paths.dashboard.metaverseUser(u._id)} className={linkClass.inline}>
        {u.name || 'Unnamed user'}
      </Link>
    ),
  },
  { header: 'Email', cell: (u) => orMissing(u.email) },
  { header: 'Phone', className: 'whitespace-nowrap', cell: (u) => orMissing(u.phoneNumber) },
  { header: 'Created At', className: 'whitespace-nowrap', cell: (u) => <DateTime value={u.createdAt} dateOnly /> },
];

function Users({ id }: { id: string }) {
  const [{ page }, setParams] = useListParams({ page: 1 });
  return (
    <ListFrame
      title="Users"
      level={2}
      query={useMetaverseUsers(id, page, true)}
      page={page}
      setPage={setParams}
      rows={(data) => data.users}
      numbered="S.No"
      columns={USER_COLUMNS}
      tableLabel="Users of this metaverse"
      caption={(pageWords) => `Users of this metaverse, ${pageWords}`}
      empty={UI_TEXT.noUsers}
      skeletonRows={3}
      pagerLabel="Users pages"
      pagerOnlyWithRows
    />
  );
}

export function OwnMetaversePage({ id }: { id: string }) {
  const metaverse = useMetaverse(id);
  const session = useSession();
  const [editingLinks, setEditingLinks] = useState(false);
  if (metaverse.isError && isNotFound(metaverse.error)) return <NotFound />;
  const data = metaverse.data;
  if (!data) return <MetaversePending query={metaverse} />;
  const isAdmin = data.admin !== null && data.admin === session?.user._id;
  return (
    <MetaverseFrame
      metaverse={data}
      actions={
        isAdmin && !editingLinks ? (
          <button type="button" className={buttonClass.secondary} onClick={() => setEditingLinks(true)}>
            Edit platform links
          </button>
        ) : undefined
      }
      replacement={isAdmin && editingLinks ? <LinksEditor metaverse={data} onDone={() => setEditingLinks(false)} /> : undefined}
      people={
        <DetailSection title="Admin and managers">
          <Managers id={data._id} canManage={isAdmin} />
        </DetailSection>
      }
      users={<Users id={data._id} />}
    />
  );
}
