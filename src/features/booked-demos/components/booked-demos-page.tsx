import { ExportCsvButton } from '@/components/console/export-button';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ListFrame } from '@/components/console/list-frame';
import { Banner } from '@/components/ui/banner';
import { useListParams } from '@/hooks/use-list-params';
import { usePageTitle } from '@/hooks/use-page-title';
import type { BookedDemoView } from '@contract/booked-demos';
import { LEAD_STATUSES, type LeadStatus } from '@contract/lead-status';
import { exportBookedDemos } from '../api/export-booked-demos';
import { isNarrowed, leadQueryOf, useBookedDemos, type BookedDemoRow, type LeadFilters } from '../api/get-booked-demos';
import { useMyRep } from '../api/get-sales-reps';
import { useNotSpam } from '../hooks/use-not-spam';
import { filteredColumns, LEAD_CARD_ROW, leadColumns } from './booked-demo-columns';
import { BulkStatus } from './bulk-status';
import { LeadFiltersBar } from './lead-filters';
import { LeadQuickFilters } from './lead-quick-filters';
import { LeadStages } from './lead-stages';

export { SEARCH_DEBOUNCE_MS } from './lead-filters';

export const EMPTY_TEXT = 'No booked demos yet';
export const NO_MATCH_TEXT = 'No booked demos match your search';
export const FILTERED_EMPTY_TEXT = 'No filtered booked demos';
export const FILTERED_NO_MATCH_TEXT = 'No filtered booked demos match your search';
export const FILTERED_INTRO =
  'Submissions that looked automated. They are stored, but neither sales nor the address given was mailed. ' +
  'Not spam makes one a lead and sends the mail a lead gets.';

const VIEWS: readonly { view: BookedDemoView; label: string }[] = [
  { view: 'leads', label: 'Leads' },
  { view: 'filtered', label: 'Filtered' },
];

/** Leads and Filtered as links: the view is in the URL (`?view=filtered`), the search stays, the page starts over. */
function ViewLinks({ view, q }: { view: BookedDemoView; q: string }) {
  return (
    <nav aria-label="Booked demo views" className="flex gap-2 border-b border-slate-700">
      {VIEWS.map((item) => {
        const params = new URLSearchParams();
        if (q) params.set('q', q);
        if (item.view === 'filtered') params.set('view', 'filtered');
        const search = params.toString();
        const current = item.view === view;
        return (
          <Link
            key={item.view}
            to={{ search: search ? `?${search}` : '' }}
            aria-current={current ? 'page' : undefined}
            className={`-mb-px border-b-2 px-4 py-2 text-sm font-semibold ${
              current ? 'border-accent text-white' : 'border-transparent text-slate-300 hover:text-white'
            }`}
          >
            {item.label}
          </Link>
        );
      })}
    </nav>
  );
}

const LIST_DEFAULTS = { page: 1, q: '', view: '', status: '', owner: '', from: '', to: '', source: '', label: '', sort: 'newest' };

function useSelection(pageKey: string) {
  const [selection, setSelection] = useState<{ key: string; ids: ReadonlySet<string> }>({ key: pageKey, ids: new Set() });
  // Another page or filter starts with nothing selected.
  const ids = selection.key === pageKey ? selection.ids : new Set<string>();
  const set = (next: ReadonlySet<string>) => setSelection({ key: pageKey, ids: next });
  return [ids, set] as const;
}

export function BookedDemosPage({ title }: { title: string }) {
  usePageTitle(title);
  const { search: listSearch } = useLocation();
  const [params, setParams] = useListParams(LIST_DEFAULTS);
  const { page, q } = params;
  const view: BookedDemoView = params.view === 'filtered' ? 'filtered' : 'leads';
  const filtered = view === 'filtered';
  const filters: LeadFilters = {
    q,
    status: (LEAD_STATUSES as readonly string[]).includes(params.status) ? (params.status as LeadStatus) : '',
    owner: params.owner,
    from: params.from,
    to: params.to,
    source: params.source,
    label: params.label,
    sort: params.sort === 'oldest' ? 'oldest' : 'newest',
  };
  const listFilter = { view, ...(filtered ? { ...filters, status: '' as const, owner: '' } : filters) };
  const list = useBookedDemos({ page, ...listFilter });
  const myRep = useMyRep();
  const exporting = useMutation({ mutationFn: exportBookedDemos });
  const heading = useRef<HTMLHeadingElement>(null);
  const { markNotSpam, releasing } = useNotSpam({ refetch: list.refetch, focusAfter: heading });
  const rows = list.data?.bookedDemos ?? [];
  const [selected, setSelected] = useSelection(`${listSearch}|${rows.map((row) => row._id).join(',')}`);
  const allSelected = rows.length > 0 && rows.every((row) => selected.has(row._id));
  const someSelected = rows.some((row) => selected.has(row._id));
  const toggle = (demo: BookedDemoRow, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(demo._id);
    else next.delete(demo._id);
    setSelected(next);
  };

  const setFilters = (changes: Partial<LeadFilters>) => setParams(changes);

  const narrowed = isNarrowed(filters, { search: true });
  const noun = filtered ? 'Filtered booked demos' : 'Booked demos';
  const order = filters.sort === 'oldest' ? 'oldest first' : 'newest first';
  return (
    <ListFrame
      title="Booked Demo's"
      headingRef={heading}
      dense
      actions={
        <ExportCsvButton busy={exporting.isPending} onExport={() => exporting.mutate(leadQueryOf(listFilter))} />
      }
      filters={
        <>
          <ViewLinks view={view} q={q} />
          {filtered ? <p className="max-w-3xl text-sm text-slate-300">{FILTERED_INTRO}</p> : null}
          {filtered ? null : (
            <>
              {/* The list's one history rule, as the strip and the Owner select: one owner to another replaces. */}
              <LeadQuickFilters owner={filters.owner} myRepId={myRep?.id} onPick={(owner) => setFilters({ owner })} />
              <LeadStages filters={filters} onPick={(status) => setFilters({ status })} />
            </>
          )}
          <LeadFiltersBar filters={filters} leads={!filtered} onChange={setFilters} />
          {filtered ? null : (
            <div className="flex flex-wrap items-end justify-between gap-4">
              <label className="flex items-center gap-2 text-sm text-slate-200">
                <input
                  type="checkbox"
                  className="size-5 accent-accent"
                  checked={allSelected}
                  ref={(box) => {
                    if (box) box.indeterminate = someSelected && !allSelected;
                  }}
                  disabled={rows.length === 0}
                  onChange={(event) => setSelected(event.target.checked ? new Set(rows.map((row) => row._id)) : new Set())}
                />
                Select all on this page
              </label>
              <BulkStatus selected={[...selected]} onDone={() => setSelected(new Set())} />
            </div>
          )}
          {exporting.isError ? <Banner kind="error">{exporting.error.message}</Banner> : null}
        </>
      }
      query={list}
      page={page}
      setPage={setParams}
      rows={(data) => data.bookedDemos}
      columns={
        filtered
          ? filteredColumns({ releasing, onRelease: markNotSpam, listSearch })
          : leadColumns({ listSearch, selected, onToggle: toggle })
      }
      cardRow={filtered ? undefined : LEAD_CARD_ROW}
      tableLabel={`${noun} table`}
      caption={(pageWords) => `${noun}, ${order}, ${pageWords}${q ? `, matching “${q}”` : ''}`}
      empty={filtered ? (narrowed ? FILTERED_NO_MATCH_TEXT : FILTERED_EMPTY_TEXT) : narrowed ? NO_MATCH_TEXT : EMPTY_TEXT}
      skeletonRows={10}
      pagerLabel={`${noun} pages`}
    />
  );
}
