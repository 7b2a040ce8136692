import { useMutation } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { ListFrame } from '@/components/console/list-frame';
import { Banner } from '@/components/ui/banner';
import { buttonClass } from '@/components/ui/button';
import { inputClass } from '@/components/ui/text-field';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useListParams } from '@/hooks/use-list-params';
import { usePageTitle } from '@/hooks/use-page-title';
import type { BookedDemoView } from '@contract/booked-demos';
import { exportBookedDemos } from '../api/export-booked-demos';
import { useBookedDemos } from '../api/get-booked-demos';
import { useNotSpam } from '../hooks/use-not-spam';
import { BOOKED_DEMO_COLUMNS, filteredColumns } from './booked-demo-columns';

export const SEARCH_DEBOUNCE_MS = 300;

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

function useSearchBox(q: string, setQ: (q: string) => void) {
  const [text, setText] = useState(q);
  const settled = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const [seenQ, setSeenQ] = useState(q);
  if (q !== seenQ) {
    setSeenQ(q);
    if (q !== settled) setText(q);
  }
  // setQ changes with every URL change and must not re-run the effect.
  const onSettled = useEffectEvent((value: string) => setQ(value));
  useEffect(() => onSettled(settled), [settled]);
  return [text, setText] as const;
}

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

export function BookedDemosPage({ title }: { title: string }) {
  usePageTitle(title);
  const [{ page, q, view: rawView }, setParams] = useListParams({ page: 1, q: '', view: '' });
  const view: BookedDemoView = rawView === 'filtered' ? 'filtered' : 'leads';
  const filtered = view === 'filtered';
  const [search, setSearch] = useSearchBox(q, (next) => setParams({ q: next }));
  const list = useBookedDemos({ page, q, view });
  const exporting = useMutation({ mutationFn: exportBookedDemos });
  const heading = useRef<HTMLHeadingElement>(null);
  const { markNotSpam, releasing } = useNotSpam({ refetch: list.refetch, focusAfter: heading });

  const noun = filtered ? 'Filtered booked demos' : 'Booked demos';
  return (
    <ListFrame
      title="Booked Demo's"
      headingRef={heading}
      actions={
        <button
          type="button"
          className={buttonClass.secondary}
          // Stays enabled while busy: a disabled button drops keyboard focus.
          onClick={() => !exporting.isPending && exporting.mutate({ q, view })}
          aria-busy={exporting.isPending}
        >
          {exporting.isPending ? 'Exporting…' : 'Export CSV'}
        </button>
      }
      filters={
        <>
          <ViewLinks view={view} q={q} />
          {filtered ? <p className="max-w-3xl text-sm text-slate-300">{FILTERED_INTRO}</p> : null}
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
          {exporting.isError ? <Banner kind="error">{exporting.error.message}</Banner> : null}
        </>
      }
      query={list}
      page={page}
      setPage={setParams}
      rows={(data) => data.bookedDemos}
      columns={
        filtered
          ? filteredColumns({ releasing, onRelease: markNotSpam })
          : BOOKED_DEMO_COLUMNS
      }
      tableLabel={`${noun} table`}
      caption={(pageWords) => `${noun}, newest first, ${pageWords}${q ? `, matching “${q}”` : ''}`}
      empty={filtered ? (q ? FILTERED_NO_MATCH_TEXT : FILTERED_EMPTY_TEXT) : q ? NO_MATCH_TEXT : EMPTY_TEXT}
      skeletonRows={10}
      pagerLabel={`${noun} pages`}
    />
  );
}
