import type { ReactNode } from 'react';
import type { SortDirection } from '@contract/list-finding';
import { Skeleton } from './skeleton';

export type { SortDirection };

export interface Column<T> {
  header: string;
  cell: (row: T, index: number) => ReactNode;
  rowHeader?: boolean;
  className?: string;
  /** The server's name of this column's order (`sort=<key>`); the header becomes a button. */
  sortKey?: string;
  /** The way a first click sorts: names A→Z (the default), dates newest first ('desc'). */
  sortFirst?: SortDirection;
}

/** The list's present order and how to change it (the page keeps it in the URL: `sort=joined&dir=asc`). */
export interface TableSort {
  key: string;
  dir: SortDirection;
  onSort: (key: string, dir: SortDirection) => void;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;
const SORT_ICON = {
  asc: "text-accent after:content-['▲']",
  desc: "text-accent after:content-['▼']",
  none: "text-slate-400 after:content-['↕']",
} as const;

/** A sortable column's header: a button in the `<th>`, which carries `aria-sort` while the list is in its order. */
function SortHeader<T>({ column, sort }: { column: Column<T> & { sortKey: string }; sort: TableSort }) {
  const active = sort.key === column.sortKey;
  const next: SortDirection = active ? (sort.dir === 'asc' ? 'desc' : 'asc') : (column.sortFirst ?? 'asc');
  return (
    <th scope="col" aria-sort={active ? ARIA_SORT[sort.dir] : undefined} className="px-1 py-1 font-semibold">
      <button
        type="button"
        onClick={() => sort.onSort(column.sortKey, next)}
        className="inline-flex items-center gap-1 whitespace-nowrap rounded px-2 py-1 uppercase tracking-wide hover:text-white focus-visible:outline-2 focus-visible:outline-accent"
      >
        {column.header}
        {/* As the APG sortable table: the state is aria-sort; the arrow is drawn by CSS, so it is no part of the name. */}
        <span aria-hidden="true" data-sort-icon="" className={SORT_ICON[active ? sort.dir : 'none']} />
      </button>
    </th>
  );
}

interface Props<T> {
  label: string;
  /** The table's accessible name: what is listed, which page, which filter. */
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string;
  /** With rows, the table stays and is marked busy; with none, skeleton rows stand in. */
  loading: boolean;
  empty: ReactNode;
  skeletonRows?: number;
  /** With it, the columns that have a `sortKey` sort the list. */
  sort?: TableSort;
}

/** The wrapper scrolls sideways at 375 px and is focusable, so keyboard users can scroll it too. */
export function DataTable<T>({ label, caption, columns, rows, rowKey, loading, empty, skeletonRows = 5, sort }: Props<T>) {
  if (!loading && rows?.length === 0) return <>{empty}</>;
  const cellClass = (column: Column<T>) => `px-3 py-2 ${column.className ?? ''}`;
  return (
    <div role="region" aria-label={label} tabIndex={0} className="scroll-hint overflow-x-auto rounded-lg border border-slate-700 focus:outline-2 focus:outline-accent">
      <table aria-busy={loading} className="min-w-full divide-y divide-slate-700 text-left text-sm text-slate-200">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-ink-soft text-xs uppercase tracking-wide text-slate-300">
          <tr>
            {columns.map((column) =>
              sort && column.sortKey ? (
                <SortHeader key={column.header} column={{ ...column, sortKey: column.sortKey }} sort={sort} />
              ) : (
                <th key={column.header} scope="col" className="px-3 py-2 font-semibold">
                  {column.header}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-800">
          {rows
            ? rows.map((row, index) => (
                <tr key={rowKey(row)}>
                  {columns.map((column) =>
                    column.rowHeader ? (
                      <th key={column.header} scope="row" className={`${cellClass(column)} font-medium text-white`}>
                        {column.cell(row, index)}
                      </th>
                    ) : (
                      <td key={column.header} className={cellClass(column)}>
                        {column.cell(row, index)}
                      </td>
                    ),
                  )}
                </tr>
              ))
            : Array.from({ length: skeletonRows }, (_, i) => (
                <tr key={i} data-skeleton="">
                  {columns.map((column) => (
                    <td key={column.header} className="px-3 py-3">
                      <Skeleton className="h-4 w-24" />
                    </td>
                  ))}
                </tr>
              ))}
        </tbody>
      </table>
    </div>
  );
}
