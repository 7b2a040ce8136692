import { useId, useState } from 'react';
import { rowActionClass } from '@/components/console/list-frame';
import { Badge } from '@/components/ui/badge';
import { BreakableText } from '@/components/ui/breakable-text';
import { buttonClass } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { formatDay } from '@/lib/format';
import type { SalesHoliday, SalesOffice, SalesRep } from '../api/get-sales-offices';
import { hoursSummary } from '../lib/hours';
import { HolidayForm } from './holiday-form';

export interface OfficeActions {
  editOffice: (office: SalesOffice) => void;
  deleteOffice: (office: SalesOffice) => void;
  addRep: (office: SalesOffice) => void;
  editRep: (office: SalesOffice, rep: SalesRep) => void;
  removeRep: (rep: SalesRep) => void;
  removeHoliday: (holiday: SalesHoliday & { office: string }) => void;
}

const minutes = (n: number) => (n % 60 === 0 && n > 0 ? `${n / 60} h` : `${n} min`);

const regionNames = typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames(['en'], { type: 'region' }) : undefined;

/** "GB" → "United Kingdom"; a code the browser has no name for stays a code. */
export function countryName(code: string): string {
  try {
    return regionNames?.of(code) ?? code;
  } catch {
    return code;
  }
}

const listOf = (items: readonly string[]) => new Intl.ListFormat('en', { type: 'conjunction' }).format(items);

/**
 * "India is also served by India West: …" when other offices list one of this office's countries, else undefined.
 * The server pools every staffed office that lists the visitor's country and books its free rep assigned longest ago
 * (`servingOffices` and `roundRobin`, docs/decisions/0041); this says so where it applies.
 */
export function sharedCountriesText(office: SalesOffice, offices: readonly SalesOffice[]): string | undefined {
  const others = offices.filter((o) => o.id !== office.id && o.countries.some((c) => office.countries.includes(c)));
  if (others.length === 0) return undefined;
  const shared = office.countries.filter((c) => others.some((o) => o.countries.includes(c)));
  return (
    `${listOf(shared.map(countryName))} ${shared.length === 1 ? 'is' : 'are'} also served by ${listOf(others.map((o) => o.name))}: ` +
    'a booking from there goes to whichever free rep of these offices was booked longest ago.'
  );
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "2 reps, 1 active" or "No reps". */
export function repsSummary(reps: readonly SalesRep[]): string {
  if (reps.length === 0) return 'No reps';
  return `${plural(reps.length, 'rep', 'reps')}, ${reps.filter((r) => r.active).length} active`;
}

/** The first holiday on or after `today` (a calendar day, YYYY-MM-DD). */
export function nextHoliday(holidays: readonly SalesHoliday[], today: string): SalesHoliday | undefined {
  return [...holidays].sort((a, b) => a.date.localeCompare(b.date)).find((h) => h.date >= today);
}

/**
 * Today (YYYY-MM-DD, en-CA writes dates that way) where the office is: its holidays are days of its own calendar, so
 * Tokyo at 23:30 UTC is already on the next one. A zone the browser does not know falls back to UTC.
 */
export function todayIn(timeZone: string, now = new Date()): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

/**
 * One office as a summary (name, default badge, countries, reps, next holiday) whose reps, hours and holidays open
 * below it: a disclosure button in the heading, as the APG accordion's header. Edit and Delete keep the top right
 * corner whatever the name and badge take (session 20, console review item 9).
 */
export function OfficeCard({
  office,
  offices,
  actions,
  defaultOpen,
}: {
  office: SalesOffice;
  /** Every office, to say which others list one of this office's countries. */
  offices: readonly SalesOffice[];
  actions: OfficeActions;
  defaultOpen: boolean;
}) {
  const headingId = useId();
  const panelId = useId();
  const [open, setOpen] = useState(defaultOpen);
  const next = nextHoliday(office.holidays, todayIn(office.timeZone));
  const shared = sharedCountriesText(office, offices);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-xl border border-slate-700 p-4 sm:p-5">
      <div className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-3">
        <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
          <h2 id={headingId} className="min-w-0 text-xl font-bold text-white">
            <button
              type="button"
              aria-expanded={open}
              aria-controls={panelId}
              onClick={() => setOpen((o) => !o)}
              className="flex min-w-0 items-center gap-2 rounded text-left hover:text-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
            >
              <span aria-hidden="true" className={`inline-block text-base text-slate-400 transition-transform motion-reduce:transition-none ${open ? 'rotate-90' : ''}`}>
                ▸
              </span>
              <span className="break-words">{office.name}</span>
            </button>
          </h2>
          {office.isDefault ? <Badge tone="info">Default</Badge> : null}
        </div>
        <div className="flex gap-2">
          <button type="button" className={rowActionClass.normal} onClick={() => actions.editOffice(office)} aria-label={`Edit office ${office.name}`}>
            Edit
          </button>
          <button type="button" className={rowActionClass.danger} onClick={() => actions.deleteOffice(office)} aria-label={`Delete office ${office.name}`}>
            Delete
          </button>
        </div>
      </div>
      <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
        <div className="flex min-w-0 gap-1.5">
          <dt className="text-slate-400">Countries</dt>
          <dd className="min-w-0 text-slate-100">{office.countries.length > 0 ? office.countries.map(countryName).join(', ') : 'None (default office only)'}</dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="text-slate-400">Reps</dt>
          <dd className="text-slate-100">{repsSummary(office.reps)}</dd>
        </div>
        <div className="flex min-w-0 gap-1.5">
          <dt className="text-slate-400">Next holiday</dt>
          <dd className="min-w-0 text-slate-100">
            {next ? (
              <>
                <time dateTime={next.date}>{formatDay(next.date)}</time> ({next.name})
              </>
            ) : (
              'None planned'
            )}
          </dd>
        </div>
      </dl>
      {shared ? <p className="-mt-1 text-sm text-slate-300">{shared}</p> : null}

      <div id={panelId} hidden={!open} className="flex flex-col gap-4 border-t border-slate-800 pt-4">
        <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold text-slate-300">Time zone</dt>
          <dd className="text-slate-100">{office.timeZone}</dd>
          <dt className="font-semibold text-slate-300">Country codes</dt>
          <dd className="text-slate-100">{office.countries.length > 0 ? office.countries.join(', ') : 'None'}</dd>
          <dt className="font-semibold text-slate-300">Minimum notice</dt>
          <dd className="text-slate-100">{minutes(office.minNoticeMinutes)}</dd>
        </dl>

        <div className="flex flex-wrap items-center justify-between gap-3">
          <h3 className="text-lg font-semibold text-white">Sales reps</h3>
          <button type="button" className={buttonClass.secondary} onClick={() => actions.addRep(office)} aria-label={`Add rep to ${office.name}`}>
            Add rep
          </button>
        </div>
        <DataTable
          label={`${office.name} sales reps`}
          caption={`Sales reps of ${office.name}`}
          rows={office.reps}
          rowKey={(rep) => rep.id}
          loading={false}
          empty={<EmptyState>No reps in {office.name} yet: visitors it serves are offered no times.</EmptyState>}
          columns={[
            { header: 'Name', rowHeader: true, cell: (rep) => rep.name },
            { header: 'Email', cell: (rep) => <BreakableText text={rep.email} /> },
            { header: 'Active', cell: (rep) => (rep.active ? <Badge tone="success">Active</Badge> : <Badge>Inactive</Badge>) },
            { header: 'Hours', cell: (rep) => hoursSummary(rep.hours), className: 'min-w-48' },
            {
              header: 'Actions',
              action: true,
              cell: (rep) => (
                <div className="flex gap-2">
                  <button type="button" className={rowActionClass.normal} onClick={() => actions.editRep(office, rep)} aria-label={`Edit ${rep.name}`}>
                    Edit
                  </button>
                  <button type="button" className={rowActionClass.danger} onClick={() => actions.removeRep(rep)} aria-label={`Remove ${rep.name}`}>
                    Remove
                  </button>
                </div>
              ),
            },
          ]}
        />

        <h3 className="text-lg font-semibold text-white">Holidays</h3>
        <DataTable
          label={`${office.name} holidays`}
          caption={`Holidays of ${office.name}`}
          rows={[...office.holidays].sort((a, b) => a.date.localeCompare(b.date))}
          rowKey={(holiday) => holiday.id}
          loading={false}
          empty={<EmptyState>No holidays in {office.name}.</EmptyState>}
          columns={[
            { header: 'Date', rowHeader: true, cell: (holiday) => <time dateTime={holiday.date}>{formatDay(holiday.date)}</time> },
            { header: 'Holiday', cell: (holiday) => holiday.name },
            {
              header: 'Actions',
              action: true,
              cell: (holiday) => (
                <button type="button" className={rowActionClass.danger} onClick={() => actions.removeHoliday({ ...holiday, office: office.name })} aria-label={`Remove ${holiday.name}`}>
                  Remove
                </button>
              ),
            },
          ]}
        />
        <HolidayForm office={office} />
      </div>
    </section>
  );
}
