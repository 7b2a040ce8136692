import { lazy, Suspense, useId, useState } from 'react';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCount, formatWeek } from '@/lib/format';
import { errorMessage } from '@/lib/http';
import { useBookingsPerWeek, type BookingWeek } from '../api/get-bookings-per-week';

const BookingsChart = lazy(() => import('./bookings-chart'));

export const CHART_HEADING = 'Bookings per week';
export const CHART_CAPTION = 'Demo bookings per week over the last 12 weeks, weeks starting on Monday (UTC)';
export const NO_BOOKINGS = 'No demos were booked in the last 12 weeks.';

export function weeksSummary(weeks: readonly BookingWeek[]): string {
  const total = weeks.reduce((sum, w) => sum + w.count, 0);
  if (total === 0) return NO_BOOKINGS;
  const busiest = weeks.reduce((best, w) => (w.count >= best.count ? w : best));
  const n = formatCount(total);
  return `${n} ${total === 1 ? 'demo was' : 'demos were'} booked in the last 12 weeks; the busiest week began ${formatWeek(busiest.weekStart)} (${formatCount(busiest.count)}).`;
}

export function BookingsPerWeek() {
  const headingId = useId();
  const weeks = useBookingsPerWeek();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-2xl border border-white/10 bg-ink-soft p-5">
      <h2 id={headingId} className="text-lg font-semibold text-white">
        {CHART_HEADING}
      </h2>
      {weeks.isError ? (
        <ErrorState message={errorMessage(weeks.error)} onRetry={() => void weeks.refetch()} retrying={weeks.isFetching} />
      ) : weeks.data ? (
        <WeeksView weeks={weeks.data} />
      ) : (
        <div role="status" className="h-64">
          <span className="sr-only">Loading bookings per week…</span>
          <Skeleton className="h-full w-full" />
        </div>
      )}
    </section>
  );
}

function WeeksView({ weeks }: { weeks: readonly BookingWeek[] }) {
  const [tableShown, setTableShown] = useState(false);
  const tableId = useId();
  return (
    <>
      <p className="text-sm text-slate-300">{weeksSummary(weeks)}</p>
      <div aria-hidden="true" className="h-64 w-full" data-testid="bookings-chart">
        <Suspense fallback={<Skeleton className="h-full w-full" />}>
          <BookingsChart weeks={weeks} />
        </Suspense>
      </div>
      <div>
        <button
          type="button"
          aria-pressed={tableShown}
          aria-controls={tableId}
          onClick={() => setTableShown((v) => !v)}
          className="rounded text-sm font-semibold text-accent underline hover:no-underline"
        >
          Show the numbers as a table
        </button>
      </div>
      <div id={tableId} className={tableShown ? 'overflow-x-auto' : 'sr-only'}>
        <table className="min-w-full text-left text-sm">
          <caption className="sr-only">{CHART_CAPTION}</caption>
          <thead>
            <tr className="border-b border-slate-700 text-slate-300">
              <th scope="col" className="py-2 pr-4 font-medium">
                Week starting
              </th>
              <th scope="col" className="py-2 font-medium">
                Bookings
              </th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((w) => (
              <tr key={w.weekStart} className="border-b border-slate-800">
                <th scope="row" className="py-1.5 pr-4 font-normal text-slate-200">
                  <time dateTime={w.weekStart}>{formatWeek(w.weekStart)}</time>
                </th>
                <td className="py-1.5 text-slate-100">{formatCount(w.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
