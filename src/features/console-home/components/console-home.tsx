import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { NO_OWNER } from '@contract/lead-status';
import { usePageTitle } from '@/hooks/use-page-title';
import {
  useBookedDemosTotal,
  useDashboardUsersTotal,
  useMetaverseUsersTotal,
  useNewLeadsTotal,
  useUnassignedLeadsTotal,
  type ListTotal,
} from '../api/get-list-totals';
import { BookingsPerWeek } from './bookings-per-week';
import { StatCard, type StatValue } from './stat-card';

export interface HomeMetaverses {
  status: 'loading' | 'error' | 'ready';
  items: readonly { id: string; name: string; description: string }[];
}

export const STAT_LABELS = {
  metaverses: 'Metaverses',
  dashboardUsers: 'Dashboard Users',
  metaverseUsers: 'Metaverse Users',
  bookedDemos: "Booked Demo's",
} as const;
export const LEAD_LABELS = { heading: 'Leads to work on', fresh: 'New leads', unassigned: 'Unassigned leads' } as const;
export const COUNTS_FAILED = 'Some counts could not be loaded.';

const valueOf = (query: UseQueryResult<ListTotal>): StatValue =>
  query.data ? { status: 'ready', ...query.data } : query.isError ? { status: 'error' } : { status: 'loading' };

export function ConsoleHome({ title, metaverses, onRetryMetaverses }: { title: string; metaverses: HomeMetaverses; onRetryMetaverses: () => void }) {
  usePageTitle(title);
  const dashboardUsers = useDashboardUsersTotal();
  const metaverseUsers = useMetaverseUsersTotal();
  const bookedDemos = useBookedDemosTotal();
  const newLeads = useNewLeadsTotal();
  const unassignedLeads = useUnassignedLeadsTotal();
  const failed = [dashboardUsers, metaverseUsers, bookedDemos, newLeads, unassignedLeads].filter((q) => q.isError);
  const metaverseCount: StatValue =
    metaverses.status === 'ready' ? { status: 'ready', total: metaverses.items.length, estimated: false } : { status: metaverses.status };

  const retry = () => {
    for (const q of failed) void q.refetch();
    if (metaverses.status === 'error') onRetryMetaverses();
  };

  return (
    <section className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-white">Dashboard</h1>
      {failed.length > 0 || metaverses.status === 'error' ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-400/70 bg-red-500/10 px-4 py-3 text-sm">
          <p role="alert" className="text-red-100">
            {COUNTS_FAILED}
          </p>
          <button type="button" className={buttonClass.secondary} onClick={retry} disabled={failed.some((q) => q.isFetching)}>
            Try again
          </button>
        </div>
      ) : null}
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4" aria-label="Counts">
        <StatCard label={STAT_LABELS.metaverses} to="#metaverses" value={metaverseCount} />
        <StatCard label={STAT_LABELS.dashboardUsers} to={paths.superAdmin.dashboardUsers} value={valueOf(dashboardUsers)} />
        <StatCard label={STAT_LABELS.metaverseUsers} to={paths.superAdmin.metaverseUsers} value={valueOf(metaverseUsers)} />
        <StatCard label={STAT_LABELS.bookedDemos} to={paths.superAdmin.bookedDemos} value={valueOf(bookedDemos)} />
      </ul>
      <section aria-labelledby="leads-heading" className="flex flex-col gap-3">
        <h2 id="leads-heading" className="text-lg font-semibold text-white">
          {LEAD_LABELS.heading}
        </h2>
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4" aria-labelledby="leads-heading">
          <StatCard label={LEAD_LABELS.fresh} to={`${paths.superAdmin.bookedDemos}?status=new`} value={valueOf(newLeads)} />
          <StatCard
            label={LEAD_LABELS.unassigned}
            to={`${paths.superAdmin.bookedDemos}?owner=${NO_OWNER}`}
            value={valueOf(unassignedLeads)}
          />
        </ul>
      </section>
      <BookingsPerWeek />
      <MetaverseList metaverses={metaverses} />
    </section>
  );
}

/** The SPEC has no other list of the metaverses. */
function MetaverseList({ metaverses }: { metaverses: HomeMetaverses }) {
  return (
    <section id="metaverses" aria-labelledby="metaverses-heading" tabIndex={-1} className="flex flex-col gap-3 focus:outline-none">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="metaverses-heading" className="text-lg font-semibold text-white">
          Metaverses
        </h2>
        <Link to={paths.superAdmin.metaverse('new')} className={buttonClass.secondary}>
          Create metaverse
        </Link>
      </div>
      {metaverses.status === 'ready' && metaverses.items.length === 0 ? <p className="text-slate-300">No metaverses yet.</p> : null}
      {metaverses.status === 'ready' && metaverses.items.length > 0 ? (
        <ul className="grid gap-3 md:grid-cols-2">
          {metaverses.items.map((m) => (
            <li key={m.id}>
              <Link to={paths.superAdmin.metaverse(m.id)} className="block rounded-xl border border-white/10 p-4 hover:border-accent">
                <span className="block font-semibold text-white">{m.name}</span>
                {m.description ? <span className="mt-1 block text-sm text-slate-300">{m.description}</span> : null}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
