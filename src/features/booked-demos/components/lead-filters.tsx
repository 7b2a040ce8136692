import { useId, useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { inputClass } from '@/components/ui/text-field';
import { SEARCH_DEBOUNCE_MS, useSettledText } from '@/hooks/use-settled-text';
import { LEAD_SORTS, LEAD_STATUS_TEXT, LEAD_STATUSES, NO_OWNER, type LeadSort } from '@contract/lead-status';
import { isNarrowed, type LeadFilters } from '../api/get-booked-demos';
import { useSalesReps } from '../api/get-sales-reps';
import { NO_OWNER_TEXT } from '../lib/lead-status-words';

export { SEARCH_DEBOUNCE_MS };

const SORT_TEXT: Record<LeadSort, string> = { newest: 'Newest first', oldest: 'Oldest first' };
const labelClass = 'text-sm font-medium text-slate-200';

function TextFilter({ id, label, value, onChange, placeholder, maxLength }: { id: string; label: string; value: string; onChange: (value: string) => void; placeholder?: string; maxLength: number }) {
  const [text, setText] = useSettledText(value, onChange);
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input id={id} type="search" className={inputClass} placeholder={placeholder} value={text} onChange={(event) => setText(event.target.value)} maxLength={maxLength} />
    </div>
  );
}

/** A day (`YYYY-MM-DD`, '' for none), kept within the other end of the range. */
function DateFilter({ id, label, value, onChange, min, max }: { id: string; label: string; value: string; onChange: (value: string) => void; min?: string; max?: string }) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input id={id} type="date" className={inputClass} value={value} min={min || undefined} max={max || undefined} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}

function SelectFilter({ id, label, value, onChange, children }: { id: string; label: string; value: string; onChange: (value: string) => void; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select id={id} className={inputClass} value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </select>
    </div>
  );
}

interface Props {
  filters: LeadFilters;
  /** Status and owner mean nothing for filtered (quarantined) bookings. */
  leads: boolean;
  onChange: (changes: Partial<LeadFilters>) => void;
}

export const MORE_FILTERS = 'More filters';

/** A filter other than the search is set (the order counts): on a phone the rest of the filters start open. */
const narrowed = (filters: LeadFilters) => isNarrowed(filters, { order: true });

/**
 * The list's search, filters and order; each one in the URL (`useListParams`). On a phone only the search shows
 * until "More filters" is pressed, so the first leads are in the first screen; from 640 px everything shows.
 */
export function LeadFiltersBar({ filters, leads, onChange }: Props) {
  const reps = useSalesReps();
  const panelId = useId();
  const [more, setMore] = useState(() => narrowed(filters));
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <div className="sm:col-span-2">
        <TextFilter
          id="booked-demos-search"
          label="Search booked demos"
          placeholder="Name, email, phone, company or message"
          value={filters.q}
          onChange={(q) => onChange({ q })}
          maxLength={200}
        />
      </div>
      <div className="sm:hidden">
        <button type="button" className={buttonClass.secondary} aria-expanded={more} aria-controls={panelId} onClick={() => setMore((v) => !v)}>
          {MORE_FILTERS}
          {narrowed(filters) ? <span className="rounded-full bg-accent/20 px-2 text-xs text-accent">on</span> : null}
          <span aria-hidden="true">{more ? '▴' : '▾'}</span>
        </button>
      </div>
      <div id={panelId} className={more ? 'contents' : 'max-sm:hidden sm:contents'}>
        {leads ? (
          <>
            <SelectFilter id="lead-status-filter" label="Status" value={filters.status} onChange={(status) => onChange({ status: status as LeadFilters['status'] })}>
              <option value="">Any status</option>
              {LEAD_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {LEAD_STATUS_TEXT[status]}
                </option>
              ))}
            </SelectFilter>
            <SelectFilter id="lead-owner-filter" label="Owner" value={filters.owner} onChange={(owner) => onChange({ owner })}>
              <option value="">Anyone</option>
              <option value={NO_OWNER}>{NO_OWNER_TEXT}</option>
              {reps.data?.map((rep) => (
                <option key={rep.id} value={rep.id}>
                  {rep.name} ({rep.office})
                </option>
              ))}
              {filters.owner && filters.owner !== NO_OWNER && !reps.data?.some((rep) => rep.id === filters.owner) ? (
                <option value={filters.owner}>A rep no longer listed</option>
              ) : null}
            </SelectFilter>
          </>
        ) : null}
        <DateFilter id="lead-from-filter" label="Booked from" value={filters.from} max={filters.to} onChange={(from) => onChange({ from })} />
        <DateFilter id="lead-to-filter" label="Booked to" value={filters.to} min={filters.from} onChange={(to) => onChange({ to })} />
        <TextFilter id="lead-source-filter" label="Source page" placeholder="/aboutus" value={filters.source} onChange={(source) => onChange({ source })} maxLength={200} />
        <TextFilter id="lead-label-filter" label="Button label" placeholder="Ask an Expert" value={filters.label} onChange={(label) => onChange({ label })} maxLength={120} />
        <SelectFilter id="lead-sort" label="Order" value={filters.sort} onChange={(sort) => onChange({ sort: sort as LeadSort })}>
          {LEAD_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {SORT_TEXT[sort]}
            </option>
          ))}
        </SelectFilter>
      </div>
    </div>
  );
}
