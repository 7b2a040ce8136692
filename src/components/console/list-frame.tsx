import { useId, type ReactNode, type Ref } from 'react';
import { DataTable, type Column, type TableSort } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Pager, pageText } from '@/components/ui/pager';
import { usePaging } from '@/hooks/use-paging';
import { errorMessage } from '@/lib/http';
import { PAGE_SIZE, type Pagination } from '@contract/common';

export const rowActionClass = {
  normal: 'rounded-lg border border-slate-500 px-3 py-1.5 text-sm font-semibold text-slate-100 hover:border-accent hover:text-accent',
  // Quieter than Edit: no frame until hovered; the confirmation that follows carries the loud red.
  danger: 'rounded-lg border border-transparent px-3 py-1.5 text-sm font-semibold text-red-300 hover:border-red-400/70 hover:bg-red-500/10 hover:text-red-200',
} as const;

/** `placeholderData: keepPreviousData`, see docs/decisions/0019. */
export interface ListQuery<TData> {
  data: TData | undefined;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

/** Every console list's rows are records with an `_id`, which keys them. */
export interface ListFrameProps<TData extends { pagination: Pagination }, TRow extends { _id: string }> {
  title?: string;
  level?: 1 | 2;
  headingRef?: Ref<HTMLHeadingElement>;
  actions?: ReactNode;
  filters?: ReactNode;
  query: ListQuery<TData>;
  /** A page past the end moves to the last one. */
  page: number;
  setPage: (changes: { page: number }, options?: { replace?: boolean }) => void;
  rows: (data: TData) => readonly TRow[];
  columns: readonly Column<TRow>[];
  numbered?: string;
  tableLabel: string;
  caption: (pageWords: string) => string;
  empty: ReactNode;
  emptyAction?: ReactNode;
  scrollHint?: string;
  skeletonRows?: number;
  pagerLabel: string;
  pagerOnlyWithRows?: boolean;
  /** Sortable columns (those with a `sortKey`): the list's order and how to change it. */
  sort?: TableSort;
  /** Narrower cells for a list with many columns. */
  dense?: boolean;
  /** A compact card per row on a phone (DataTable's `cardRow`). */
  cardRow?: string;
  children?: ReactNode;
}

/** A console list as a declaration (docs/decisions/0018). */
export function ListFrame<TData extends { pagination: Pagination }, TRow extends { _id: string }>(props: ListFrameProps<TData, TRow>) {
  const { title, level = 1, headingRef, actions, filters, query, page, setPage, children } = props;
  const { data, totalPages, estimated, loading } = usePaging(query, page, setPage);
  const headingId = useId();
  const shownPage = data?.pagination.page ?? page;
  const rows = data ? props.rows(data) : undefined;
  const columns: readonly Column<TRow>[] = props.numbered
    ? [
        { header: props.numbered, className: 'whitespace-nowrap tabular-nums', cell: (_, index) => (shownPage - 1) * PAGE_SIZE + index + 1 },
        ...props.columns,
      ]
    : props.columns;
  const showPager = data && (!props.pagerOnlyWithRows || data.pagination.total > 0);

  const Heading = level === 1 ? 'h1' : 'h2';
  const heading = title ? (
    <Heading
      ref={headingRef}
      id={level === 2 ? headingId : undefined}
      tabIndex={-1}
      className={`${level === 1 ? 'text-2xl font-bold' : 'text-xl font-semibold'} text-white focus:outline-none`}
    >
      {title}
    </Heading>
  ) : null;

  const body = (
    <>
      {actions ? (
        <div className="flex flex-wrap items-end justify-between gap-4">
          {heading}
          {actions}
        </div>
      ) : (
        heading
      )}
      {filters}
      {query.isError ? <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} /> : null}
      {props.scrollHint && rows && rows.length > 0 ? <p className="-mt-2 hidden text-xs text-slate-400 sm:block lg:hidden">{props.scrollHint}</p> : null}
      {query.isError && !data ? null : (
        <DataTable
          label={props.tableLabel}
          caption={props.caption(pageText(page, totalPages, estimated).toLowerCase())}
          columns={columns}
          rows={rows}
          rowKey={(row) => row._id}
          loading={loading}
          empty={<EmptyState action={props.emptyAction}>{props.empty}</EmptyState>}
          skeletonRows={props.skeletonRows ?? PAGE_SIZE}
          sort={props.sort}
          dense={props.dense}
          cardRow={props.cardRow}
        />
      )}
      {showPager ? (
        <Pager
          page={page}
          totalPages={totalPages}
          estimated={estimated}
          busy={loading}
          label={props.pagerLabel}
          onPageChange={(next) => setPage({ page: next })}
        />
      ) : null}
      {children}
    </>
  );
  if (level === 2 && title) {
    return (
      <section aria-labelledby={headingId} className="flex flex-col gap-4">
        {body}
      </section>
    );
  }
  return title ? <section className="flex flex-col gap-5">{body}</section> : <div className="flex flex-col gap-4">{body}</div>;
}
