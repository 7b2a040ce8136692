import { lazy, Suspense, useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { inputClass } from '@/components/ui/text-field';
import { countryByCode } from '@/components/phone/countries';
import { useListParams } from '@/hooks/use-list-params';
import { usePageTitle } from '@/hooks/use-page-title';
import { formatCount, formatDay } from '@/lib/format';
import { errorMessage } from '@/lib/http';
import { useConversion, type ConversionReport } from '../api/get-conversion';
import { groupBy, lastDays, rateText, shareText, type Funnel } from '../lib/conversion-groups';

const ConversionChart = lazy(() => import('./conversion-chart'));

export const CONVERSION_TITLE = 'Conversion';
export const CONVERSION_INTRO =
  'How often the demo form was opened and how often that became a booking, by page and by button. ' +
  'Bookings set aside as automated are not counted. Days are in UTC.';
export const NO_ACTIVITY = 'No form was opened and no demo was booked in this period.';
export const QUICK_PERIODS = [7, 30, 90] as const;

const sectionClass = 'flex flex-col gap-4 rounded-2xl border border-white/10 bg-ink-soft p-4 sm:p-5';
const cellClass = 'py-1.5 pr-3 text-right text-slate-100 tabular-nums last:pr-0';
const numberHeadClass = 'py-2 pr-3 text-right font-medium last:pr-0';
const headClass = 'py-2 pr-3 font-medium last:pr-0';

export function ConversionPage({ title }: { title: string }) {
  usePageTitle(title);
  const [period, setPeriod] = useListParams({ from: '', to: '' });
  const report = useConversion(period);
  return (
    <section className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-white">{CONVERSION_TITLE}</h1>
      <p className="max-w-3xl text-sm text-slate-300">{CONVERSION_INTRO}</p>
      {/* Remounts when the URL changes (Back, a quick period), so the boxes show the period in the URL. */}
      <PeriodForm key={`${period.from}|${period.to}`} from={period.from} to={period.to} onApply={(next) => setPeriod(next, { replace: false })} />
      {report.isError ? (
        <ErrorState message={errorMessage(report.error)} onRetry={() => void report.refetch()} retrying={report.isFetching} />
      ) : null}
      {report.data ? (
        <Report data={report.data} busy={report.isFetching} />
      ) : report.isError ? null : (
        <div role="status" className="flex flex-col gap-4">
          <span className="sr-only">Loading the conversion report…</span>
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      )}
    </section>
  );
}

function PeriodForm({ from, to, onApply }: { from: string; to: string; onApply: (period: { from: string; to: string }) => void }) {
  const [draft, setDraft] = useState({ from, to });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <form onSubmit={submit} aria-label="Period" className="flex flex-wrap items-end gap-4">
      {(['from', 'to'] as const).map((key) => (
        <div key={key} className="flex flex-col gap-1.5">
          <label htmlFor={`conversion-${key}`} className="text-sm font-medium text-slate-200">
            {key === 'from' ? 'From (UTC day)' : 'To (UTC day)'}
          </label>
          <input
            id={`conversion-${key}`}
            type="date"
            className={inputClass}
            value={draft[key]}
            onChange={(event) => setDraft((d) => ({ ...d, [key]: event.target.value }))}
          />
        </div>
      ))}
      <button type="submit" className={buttonClass.primary}>
        Show
      </button>
      <nav aria-label="Quick periods" className="flex flex-wrap gap-3 pb-2 text-sm">
        {QUICK_PERIODS.map((n) => {
          const p = lastDays(n);
          // The period shown is this one: marked for the eye and for assistive technology.
          const current = from === p.from && to === p.to;
          return (
            <Link
              key={n}
              to={{ search: `?from=${p.from}&to=${p.to}` }}
              aria-current={current ? 'true' : undefined}
              className={`font-semibold underline hover:no-underline ${current ? 'rounded bg-accent/15 px-1.5 text-white no-underline' : 'text-accent'}`}
            >
              Last {n} days
            </Link>
          );
        })}
      </nav>
    </form>
  );
}

function Report({ data, busy }: { data: ConversionReport; busy: boolean }) {
  const byPage = groupBy(data.rows, 'page');
  const byLabel = groupBy(data.rows, 'label');
  const quiet = data.totals.openings === 0 && data.totals.bookings === 0;
  return (
    <div aria-busy={busy} className="flex flex-col gap-6">
      <p className="text-sm text-slate-200" aria-live="polite">
        {formatDay(data.from)} to {formatDay(data.to)}
      </p>
      <ul aria-label="Totals" className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-5">
        <Total label="Form openings" value={formatCount(data.totals.openings)} />
        <Total label="Bookings" value={formatCount(data.totals.bookings)} />
        <Total label="Bookings per opening" value={rateText(data.totals.bookings, data.totals.openings)} />
        <Total label="Meetings booked" value={formatCount(data.meetings.booked)} />
        <Total label="Meetings held" value={formatCount(data.meetings.held)} />
      </ul>
      {quiet ? <p className="text-slate-300">{NO_ACTIVITY}</p> : null}
      {quiet ? null : (
        <>
          <ReportSection title="By page">
            <div aria-hidden="true" className="h-64 w-full" data-testid="conversion-chart">
              <Suspense fallback={<Skeleton className="h-full w-full" />}>
                <ConversionChart funnels={byPage} />
              </Suspense>
            </div>
            <FunnelTable caption="Form openings and bookings by page" keyHeader="Page" funnels={byPage} />
          </ReportSection>
          <ReportSection title="By button label">
            <FunnelTable caption="Form openings and bookings by button label" keyHeader="Button label" funnels={byLabel} />
          </ReportSection>
          <ReportSection title="By page and button label">
            <FunnelTable
              caption="Form openings and bookings by page and button label"
              keyHeader="Page and button label"
              funnels={data.rows.map((r) => ({ key: `${r.page} · ${r.label}`, openings: r.openings, bookings: r.bookings }))}
            />
            {data.unattributedBookings > 0 ? (
              <p className="text-sm text-slate-300">
                {formatCount(data.unattributedBookings)} {data.unattributedBookings === 1 ? 'booking carries' : 'bookings carry'} no page or
                button (booked before sources were recorded, or sent from elsewhere).
              </p>
            ) : null}
          </ReportSection>
          <div className="grid gap-6 lg:grid-cols-2">
            <ReportSection title="By sales office">
              <ShareTable
                caption="Bookings by the sales office of their meeting"
                keyHeader="Sales office"
                total={data.totals.bookings}
                rows={data.byOffice.map((o) => ({ key: o.office ?? 'No meeting booked', bookings: o.bookings }))}
              />
            </ReportSection>
            <ReportSection title="By country">
              <ShareTable
                caption="Bookings by the country of their phone number"
                keyHeader="Country"
                total={data.totals.bookings}
                rows={data.byCountry.map((c) => ({ key: c.country ? countryByCode(c.country).name : 'Not known', bookings: c.bookings }))}
              />
            </ReportSection>
          </div>
          <p className="text-sm text-slate-300">
            Meetings count by their start time: {formatCount(data.meetings.booked)} booked, of which {formatCount(data.meetings.held)} already
            took place; {formatCount(data.meetings.cancelled)} cancelled.
          </p>
        </>
      )}
    </div>
  );
}

function Total({ label, value }: { label: string; value: string }) {
  return (
    <li className="flex flex-col gap-2 rounded-2xl border border-white/10 bg-ink-soft p-4 sm:p-5">
      <span className="text-sm text-slate-300">{label}</span>
      <span className="text-2xl font-bold text-white tabular-nums sm:text-3xl">{value}</span>
    </li>
  );
}

function ReportSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={sectionClass}>
      <h2 id={headingId} className="text-lg font-semibold text-white">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A table that scrolls on its own on a phone; focusable so the keyboard can scroll it too. */
function ScrollTable({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={caption}>
      <table className="min-w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

function FunnelTable({ caption, keyHeader, funnels }: { caption: string; keyHeader: string; funnels: readonly Funnel[] }) {
  return (
    <ScrollTable caption={caption}>
      <thead>
        <tr className="border-b border-slate-700 text-slate-300">
          <th scope="col" className={headClass}>
            {keyHeader}
          </th>
          <th scope="col" className={numberHeadClass}>
            Form openings
          </th>
          <th scope="col" className={numberHeadClass}>
            Bookings
          </th>
          <th scope="col" className={numberHeadClass}>
            Bookings per opening
          </th>
        </tr>
      </thead>
      <tbody>
        {funnels.map((f) => (
          <tr key={f.key} className="border-b border-slate-800">
            <th scope="row" className="min-w-20 py-1.5 pr-3 font-normal break-words text-slate-200">
              {f.key}
            </th>
            <td className={cellClass}>{formatCount(f.openings)}</td>
            <td className={cellClass}>{formatCount(f.bookings)}</td>
            <td className={cellClass}>{rateText(f.bookings, f.openings)}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

function ShareTable({ caption, keyHeader, rows, total }: { caption: string; keyHeader: string; rows: { key: string; bookings: number }[]; total: number }) {
  return (
    <ScrollTable caption={caption}>
      <thead>
        <tr className="border-b border-slate-700 text-slate-300">
          <th scope="col" className={headClass}>
            {keyHeader}
          </th>
          <th scope="col" className={numberHeadClass}>
            Bookings
          </th>
          <th scope="col" className={numberHeadClass}>
            Share
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key} className="border-b border-slate-800">
            <th scope="row" className="py-1.5 pr-4 font-normal text-slate-200">
              {r.key}
            </th>
            <td className={cellClass}>{formatCount(r.bookings)}</td>
            <td className={cellClass}>{shareText(r.bookings, total)}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
