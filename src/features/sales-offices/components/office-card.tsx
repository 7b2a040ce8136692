import { useId } from 'react';
import { rowActionClass } from '@/components/console/list-frame';
import { Badge } from '@/components/ui/badge';
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

export function OfficeCard({ office, actions }: { office: SalesOffice; actions: OfficeActions }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-xl border border-slate-700 p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={headingId} className="text-xl font-bold text-white">
            {office.name}
          </h2>
          {office.isDefault ? <Badge tone="info">Default</Badge> : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="button" className={rowActionClass.normal} onClick={() => actions.editOffice(office)} aria-label={`Edit office ${office.name}`}>
            Edit
          </button>
          <button type="button" className={rowActionClass.danger} onClick={() => actions.deleteOffice(office)} aria-label={`Delete office ${office.name}`}>
            Delete
          </button>
        </div>
      </div>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-slate-300">Time zone</dt>
        <dd className="text-slate-100">{office.timeZone}</dd>
        <dt className="font-semibold text-slate-300">Countries</dt>
        <dd className="text-slate-100">{office.countries.length > 0 ? office.countries.join(', ') : 'None (default office only)'}</dd>
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
          { header: 'Email', cell: (rep) => rep.email },
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
    </section>
  );
}
