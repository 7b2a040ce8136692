import { useMutation } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useState } from 'react';
import { ListFrame } from '@/components/console/list-frame';
import { Banner } from '@/components/ui/banner';
import { buttonClass } from '@/components/ui/button';
import { inputClass } from '@/components/ui/text-field';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useListParams } from '@/hooks/use-list-params';
import { usePageTitle } from '@/hooks/use-page-title';
import { exportBookedDemos } from '../api/export-booked-demos';
import { useBookedDemos } from '../api/get-booked-demos';
import { BOOKED_DEMO_COLUMNS } from './booked-demo-columns';

export const SEARCH_DEBOUNCE_MS = 300;

export const EMPTY_TEXT = 'No booked demos yet';
export const NO_MATCH_TEXT = 'No booked demos match your search';

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

export function BookedDemosPage({ title }: { title: string }) {
  usePageTitle(title);
  const [{ page, q }, setParams] = useListParams({ page: 1, q: '' });
  const [search, setSearch] = useSearchBox(q, (next) => setParams({ q: next }));
  const list = useBookedDemos({ page, q });
  const exporting = useMutation({ mutationFn: exportBookedDemos });

  return (
    <ListFrame
      title="Booked Demo's"
      actions={
        <button
          type="button"
          className={buttonClass.secondary}
          // Stays enabled while busy: a disabled button drops keyboard focus.
          onClick={() => !exporting.isPending && exporting.mutate(q)}
          aria-busy={exporting.isPending}
        >
          {exporting.isPending ? 'Exporting…' : 'Export CSV'}
        </button>
      }
      filters={
        <>
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
      columns={BOOKED_DEMO_COLUMNS}
      tableLabel="Booked demos table"
      caption={(pageWords) => `Booked demos, newest first, ${pageWords}${q ? `, matching “${q}”` : ''}`}
      empty={q ? NO_MATCH_TEXT : EMPTY_TEXT}
      skeletonRows={10}
      pagerLabel="Booked demos pages"
    />
  );
}
