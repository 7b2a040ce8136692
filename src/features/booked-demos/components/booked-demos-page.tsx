import { useEffect, useState } from 'react';
import { Banner } from '@/components/ui/banner';
import { buttonClass } from '@/components/ui/button';
import { Loading } from '@/components/ui/loading';
import { inputClass } from '@/components/ui/text-field';
import { usePageTitle } from '@/hooks/use-page-title';
import { errorMessage } from '@/lib/http';
import { exportBookedDemos } from '../api/export-booked-demos';
import { getBookedDemos, type BookedDemosFilter, type BookedDemosPage } from '../api/get-booked-demos';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { BookedDemosTable } from './booked-demos-table';

/** How long the search box waits for typing to pause. */
export const SEARCH_DEBOUNCE_MS = 300;

export const EMPTY_TEXT = 'No booked demos yet';
export const NO_MATCH_TEXT = 'No booked demos match your search';

type State =
  | { status: 'loading'; data?: BookedDemosPage }
  | { status: 'error'; message: string; data?: BookedDemosPage }
  | { status: 'ready'; data: BookedDemosPage };

/** The super-admin's list of demo requests: search, 10 per page, CSV export of the filtered list. */
export function BookedDemosPage({ title }: { title: string }) {
  usePageTitle(title);
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [filter, setFilter] = useState<BookedDemosFilter>({ page: 1, q: '' });
  const [state, setState] = useState<State>({ status: 'loading' });
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);

  // A new search starts again at page 1.
  useEffect(() => {
    setFilter((current) => (current.q === q ? current : { page: 1, q }));
  }, [q]);

  useEffect(() => {
    let active = true;
    setState((current) => ({ status: 'loading', data: current.data }));
    getBookedDemos(filter).then(
      (data) => active && setState({ status: 'ready', data }),
      (err: unknown) => active && setState((current) => ({ status: 'error', message: errorMessage(err), data: current.data })),
    );
    return () => {
      active = false;
    };
  }, [filter]);

  // Buttons stay enabled while busy (a disabled button drops keyboard focus); a click while busy is ignored.
  async function onExport() {
    if (exporting) return;
    setExporting(true);
    setExportError(null);
    try {
      await exportBookedDemos(filter.q);
    } catch (err) {
      setExportError(err instanceof Error ? err.message : String(err));
    } finally {
      setExporting(false);
    }
  }

  const data = state.data;
  const totalPages = Math.max(1, data?.pagination.totalPages ?? 1);
  const rows = data?.bookedDemos ?? [];
  const loading = state.status === 'loading';

  return (
    <section className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-2xl font-bold text-white">Booked Demo&apos;s</h1>
        <button type="button" className={buttonClass.secondary} onClick={onExport} aria-busy={exporting}>
          {exporting ? 'Exporting…' : 'Export CSV'}
        </button>
      </div>

      <div className="flex max-w-md flex-col gap-1.5">
        <label htmlFor="booked-demos-search" className="text-sm font-medium text-slate-200">
          Search booked demos
        </label>
        <input
          id="booked-demos-search"
          type="search"
          className={inputClass}
          placeholder="Name, email, company or message"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          maxLength={200}
        />
      </div>

      {exportError ? <Banner kind="error">{exportError}</Banner> : null}
      {state.status === 'error' ? <Banner kind="error">{state.message}</Banner> : null}

      {!data && loading ? <Loading label="Loading booked demos…" /> : null}
      {data && rows.length === 0 && !loading ? (
        <p role="status" className="rounded-lg border border-slate-700 px-4 py-6 text-center text-slate-300">
          {filter.q ? NO_MATCH_TEXT : EMPTY_TEXT}
        </p>
      ) : null}
      {rows.length > 0 ? (
        <BookedDemosTable
          rows={rows}
          busy={loading}
          caption={`Booked demos, newest first, page ${filter.page} of ${totalPages}${filter.q ? `, matching “${filter.q}”` : ''}`}
        />
      ) : null}

      {data ? (
        <nav aria-label="Pagination" className="flex items-center gap-4">
          <button
            type="button"
            className={buttonClass.secondary}
            disabled={filter.page <= 1}
            onClick={() => !loading && setFilter((f) => ({ ...f, page: Math.max(1, f.page - 1) }))}
          >
            Previous
          </button>
          <span aria-live="polite" className="text-sm text-slate-300">
            Page {filter.page} of {totalPages}
          </span>
          <button
            type="button"
            className={buttonClass.secondary}
            disabled={filter.page >= totalPages}
            onClick={() => !loading && setFilter((f) => ({ ...f, page: f.page + 1 }))}
          >
            Next
          </button>
        </nav>
      ) : null}
    </section>
  );
}
