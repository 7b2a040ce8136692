import { useEffect } from 'react';
import { isEstimated } from '@/lib/paging';

interface PagedQuery<T> {
  data: T | undefined;
  isFetching: boolean;
  /** The rows on screen are the previous page's or search's (`placeholderData: keepPreviousData`). */
  isPlaceholderData: boolean;
}

/**
 * What a paged console list shows around its rows, from its query: the page count (at least 1), whether the total is
 * an estimate ('about N'), whether a page is loading (the first one, or another page or search while the previous one
 * stays on screen; not a background refetch). A page past the end (an old link, rows deleted since) moves to the last
 * page, replacing the history entry, instead of showing an empty list.
 */
export function usePaging<T extends { pagination: { totalPages: number } }>(
  query: PagedQuery<T>,
  page: number,
  /** useListParams' setter, or anything taking `{ page }` the same way. */
  setParams: (changes: { page: number }, options: { replace: true }) => void,
) {
  const data = query.data;
  const totalPages = Math.max(1, data?.pagination.totalPages ?? 1);
  const estimated = data ? isEstimated(data.pagination) : false;
  const loading = query.isFetching && (query.isPlaceholderData || !data);
  const lastPage = data && !query.isPlaceholderData ? Math.max(1, data.pagination.totalPages) : null;
  useEffect(() => {
    if (lastPage !== null && page > lastPage) setParams({ page: lastPage }, { replace: true });
  }, [lastPage, page, setParams]);
  return { data, totalPages, estimated, loading };
}
