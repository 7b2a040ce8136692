import { useEffect } from 'react';
import { isEstimated } from '@/lib/paging';

interface PagedQuery<T> {
  data: T | undefined;
  isFetching: boolean;
  isPlaceholderData: boolean;
}

/** A page past the end (an old link, rows deleted since) moves to the last page, replacing the history entry. */
export function usePaging<T extends { pagination: { totalPages: number } }>(
  query: PagedQuery<T>,
  page: number,
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
