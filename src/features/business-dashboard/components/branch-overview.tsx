import { lazy, Suspense, useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import branch1 from '@/assets/dashboard/branch-1.svg';
import branch2 from '@/assets/dashboard/branch-2.svg';
import branch3 from '@/assets/dashboard/branch-3.svg';
import { FEATURE_CAROUSEL, type CarouselBehaviour } from '@/components/carousel/carousel-config';
import { CarouselFrame } from '@/components/carousel/carousel-frame';
import { Badge } from '@/components/ui/badge';
import { buttonClass, linkClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/http';
import { INSIGHT_DAYS } from '@contract/dashboard-insights';
import { useInsights, type Insights } from '../api/get-insights';
import { formatCount, formatDay } from '@/lib/format';

const SignInsChart = lazy(() => import('./insights-charts').then((m) => ({ default: m.SignInsChart })));
const MembersChart = lazy(() => import('./insights-charts').then((m) => ({ default: m.MembersChart })));

/** SPEC 2.5 and 9's static figures: shown as samples, never as this user's data. */
export const SAMPLE_FIGURES = {
  usersPerDayBranch: 870,
  usersPerDayAll: 3870,
  deptQueriesPerDay: 13860,
  departments: 13,
  branches: 12,
} as const;

/**
 * SPEC 2.5's static counters per department for the Dept wise queries tab: its three named departments and the rest of
 * its 13, adding up to its 13,860 queries a day. Samples, like SAMPLE_FIGURES.
 */
export const SAMPLE_DEPARTMENTS = [
  { name: 'Loan department', queries: 5120 },
  { name: 'Account department', queries: 4860 },
  { name: 'Credit card department', queries: 2310 },
  { name: 'The other 10 departments', queries: 1570 },
] as const;

export const SAMPLE_NOTE = 'Sample figures: illustrative numbers from the product brief, not measured from your metaverses.';
export const SAMPLE_HEADING = 'Sample figures';
export const DEPT_NOTE = 'Sample figures: queries per day by department, illustrative numbers from the product brief.';
export const USER_VISITS = 'User Visits';
export const DEPT_WISE = 'Dept wise queries';
export const VIEW_ALL_USERS = 'View all users';
export const NO_SIGN_INS = `No sign-ins by your metaverses' users in the last ${INSIGHT_DAYS} days.`;
export const NO_MEMBERS = 'Nobody has joined your metaverses yet.';
export const NO_OWN_METAVERSES = 'You do not administer or manage any metaverse yet.';

export const BRANCHES = [
  { src: branch1, alt: 'A bank branch with columns and a teal door', caption: 'Heritage branch' },
  { src: branch2, alt: 'A city-centre branch in an office tower at night', caption: 'City-centre branch' },
  { src: branch3, alt: 'A suburban branch with a teal roof among trees', caption: 'Suburban branch' },
] as const;

const BRANCH_CAROUSEL: CarouselBehaviour = {
  ...FEATURE_CAROUSEL,
  responsive: { all: { breakpoint: { max: 100000, min: 0 }, items: 1 } },
};

function BranchCarousel() {
  const slides = BRANCHES.map((branch, i) => ({
    key: branch.caption,
    label: `${i + 1} of ${BRANCHES.length}`,
    content: (
      <figure className="relative mx-2 h-full overflow-hidden rounded-xl border border-white/10">
        <img src={branch.src} alt={branch.alt} width={960} height={400} draggable={false} className="h-full w-full object-cover" />
        <figcaption className="absolute bottom-0 left-0 right-0 bg-ink/80 px-4 py-2 text-sm font-semibold text-white">{branch.caption}</figcaption>
      </figure>
    ),
  }));
  return <CarouselFrame label="Branches" behaviour={BRANCH_CAROUSEL} slides={slides} heightClass="h-48 sm:h-64 lg:h-72" stepButtons />;
}

function Card({ label, value }: { label: string; value: string }) {
  return (
    <li className="flex flex-col gap-2 rounded-2xl border border-white/10 bg-ink-soft p-4 sm:p-5">
      <span className="text-sm text-slate-300">{label}</span>
      <span className="text-2xl font-bold text-white sm:text-3xl">{value}</span>
    </li>
  );
}

/** SPEC's static figures together in one card of their own, headed and badged as samples, away from real data. */
function SampleCard() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-2xl border border-dashed border-amber-300/50 p-5">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-white">
          {SAMPLE_HEADING}
        </h2>
        <Badge tone="warning">Sample</Badge>
      </div>
      <p className="text-sm text-slate-300">{SAMPLE_NOTE}</p>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <Card label="Users entered per day" value={`${formatCount(SAMPLE_FIGURES.usersPerDayBranch)} / ${formatCount(SAMPLE_FIGURES.usersPerDayAll)}`} />
        <Card label="Dept queries per day" value={formatCount(SAMPLE_FIGURES.deptQueriesPerDay)} />
        <Card label="Number of departments" value={formatCount(SAMPLE_FIGURES.departments)} />
        <Card label="Number of branches" value={formatCount(SAMPLE_FIGURES.branches)} />
      </ul>
    </section>
  );
}

/** SPEC's Dept wise queries: its static counters per department, labelled as samples. */
function DeptWise() {
  return (
    <section aria-label="Dept wise queries (sample figures)" className="flex flex-col gap-4 rounded-2xl border border-dashed border-amber-300/50 p-5">
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-300">
        <Badge tone="warning">Sample</Badge>
        {DEPT_NOTE}
      </p>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        {SAMPLE_DEPARTMENTS.map((d) => (
          <Card key={d.name} label={d.name} value={formatCount(d.queries)} />
        ))}
      </ul>
    </section>
  );
}

/** The numbers also as a table under a native disclosure, so the figures reach every visitor. */
function ChartBox({ title, caption, chart, table }: { title: string; caption: string; chart: ReactNode; table: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-2xl border border-white/10 bg-ink-soft p-5">
      <h3 id={headingId} className="text-lg font-semibold text-white">
        {title}
      </h3>
      <p className="text-sm text-slate-300">{caption}</p>
      <div aria-hidden="true" className="h-64 w-full">
        <Suspense fallback={<Skeleton className="h-full w-full" />}>{chart}</Suspense>
      </div>
      <details className="text-sm text-slate-200">
        <summary className="cursor-pointer rounded font-semibold text-accent">The numbers as a table</summary>
        <div className="mt-3 max-h-72 overflow-auto">{table}</div>
      </details>
    </section>
  );
}

const cellClass = 'border-b border-slate-700 px-3 py-1.5 text-left';

function SignIns({ insights }: { insights: Insights }) {
  const total = insights.signInsPerDay.reduce((sum, d) => sum + d.count, 0);
  if (total === 0) return <EmptyState>{NO_SIGN_INS}</EmptyState>;
  const first = insights.signInsPerDay[0];
  const last = insights.signInsPerDay.at(-1);
  return (
    <ChartBox
      title={`Sign-ins per day, last ${INSIGHT_DAYS} days`}
      caption={`${formatCount(total)} sign-ins by your metaverses' users${first && last ? ` from ${formatDay(first.day)} to ${formatDay(last.day)} (UTC days)` : ''}.`}
      chart={<SignInsChart days={insights.signInsPerDay} />}
      table={
        <table className="w-full">
          <caption className="sr-only">Sign-ins per day</caption>
          <thead>
            <tr>
              <th scope="col" className={cellClass}>Day</th>
              <th scope="col" className={cellClass}>Sign-ins</th>
            </tr>
          </thead>
          <tbody>
            {insights.signInsPerDay.map((d) => (
              <tr key={d.day}>
                <th scope="row" className={`${cellClass} font-normal`}>{formatDay(d.day)}</th>
                <td className={`${cellClass} tabular-nums`}>{formatCount(d.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}

function Members({ insights }: { insights: Insights }) {
  if (insights.metaverses.length === 0) return <EmptyState>{NO_OWN_METAVERSES}</EmptyState>;
  if (insights.members === 0) return <EmptyState>{NO_MEMBERS}</EmptyState>;
  return (
    <ChartBox
      title="Members per metaverse"
      caption={`${formatCount(insights.members)} people joined your ${insights.metaverses.length === 1 ? 'metaverse' : `${insights.metaverses.length} metaverses`}.`}
      chart={<MembersChart metaverses={insights.metaverses} />}
      table={
        <table className="w-full">
          <caption className="sr-only">Members per metaverse</caption>
          <thead>
            <tr>
              <th scope="col" className={cellClass}>Metaverse</th>
              <th scope="col" className={cellClass}>Members</th>
            </tr>
          </thead>
          <tbody>
            {insights.metaverses.map((m) => (
              <tr key={m._id}>
                <th scope="row" className={`${cellClass} font-normal`}>
                  <Link to={paths.dashboard.metaverse(m._id)} className={linkClass.inline}>{m.name}</Link>
                </th>
                <td className={`${cellClass} tabular-nums`}>{formatCount(m.members)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}

function Real({ children }: { children: (insights: Insights) => ReactNode }) {
  const insights = useInsights();
  if (insights.isError) {
    return <ErrorState message={errorMessage(insights.error)} onRetry={() => void insights.refetch()} retrying={insights.isFetching} />;
  }
  if (!insights.data) {
    return (
      <div role="status" className="h-64">
        <span className="sr-only">Loading your figures…</span>
        <Skeleton className="h-full w-full" />
      </div>
    );
  }
  return <>{children(insights.data)}</>;
}

function UserVisits() {
  return <Real>{(insights) => <SignIns insights={insights} />}</Real>;
}

/** This user's own figures: real data only. */
function YourFigures() {
  const insights = useInsights();
  const data = insights.data;
  const headingId = useId();
  const real = (n: (d: Insights) => number) => (data ? formatCount(n(data)) : insights.isError ? 'Unavailable' : '…');
  return (
    <section id="your-figures" aria-labelledby={headingId} aria-busy={insights.isPending || undefined} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-lg font-semibold text-white">
        Your figures
      </h2>
      <ul className="grid gap-4 sm:grid-cols-3">
        <Card label="Your metaverses" value={real((d) => d.metaverses.length)} />
        <Card label="Members of your metaverses" value={real((d) => d.members)} />
        <Card label={`Sign-ins, last ${INSIGHT_DAYS} days`} value={real((d) => d.signInsPerDay.reduce((s, x) => s + x.count, 0))} />
      </ul>
      <Real>{(figures) => <Members insights={figures} />}</Real>
    </section>
  );
}

export function BranchOverview({ heading }: { heading: string }) {
  return (
    <section className="flex flex-col gap-8">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold text-white">{heading}</h1>
        <Link to={paths.dashboard.allUserDetails} className={buttonClass.primary}>
          {VIEW_ALL_USERS}
        </Link>
      </header>
      <BranchCarousel />
      <YourFigures />
      <Tabs
        label="Branch figures"
        tabs={[
          { id: 'user-visits', label: USER_VISITS, panel: <UserVisits /> },
          { id: 'dept-wise', label: DEPT_WISE, panel: <DeptWise /> },
        ]}
      />
      <SampleCard />
    </section>
  );
}
