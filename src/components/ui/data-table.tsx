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
  /** Buttons or links acting on the row: on a narrow screen they sit side by side at the card's foot, unlabelled. */
  action?: boolean;
  /**
   * Its place on a compact phone card (a table given `cardRow`): the cell's own classes below 640 px instead of the
   * labelled line, or 'hidden' to leave the column, header and cells, out of the card.
   */
  card?: string;
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
    <th
      scope="col"
      role="columnheader"
      aria-sort={active ? ARIA_SORT[sort.dir] : undefined}
      className={`px-1 py-1 font-semibold ${column.card === 'hidden' ? 'max-sm:hidden' : 'max-sm:block'}`}
    >
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
  /** Narrower cell padding, for lists with many columns (booked demos' ten fit 1440 px without scrolling). */
  dense?: boolean;
  /**
   * A compact card per row below 640 px: the row's classes there (its columns place themselves with `card`), instead
   * of a labelled line per value.
   */
  cardRow?: string;
}

/**
 * Cells on a narrow screen (below 640 px): each row is a card, each value under the column's name (drawn by CSS
 * from `data-label`, so it is no extra text for tests or for the cell's header association), the row's actions side
 * by side at its foot, never scrolled out of sight (issue 23 item 8). The explicit roles keep the table a table for
 * assistive technology once CSS changes its display (docs/decisions/0053).
 */
const CARD = {
  table: 'max-sm:block',
  head: 'max-sm:block',
  headRow: 'max-sm:flex max-sm:flex-wrap max-sm:gap-1 max-sm:px-1',
  plainHeader: 'max-sm:sr-only',
  body: 'max-sm:block',
  row: 'max-sm:flex max-sm:flex-wrap max-sm:items-center max-sm:gap-x-2 max-sm:py-2',
  cell: "max-sm:flex max-sm:w-full max-sm:min-w-0 max-sm:gap-3 max-sm:[overflow-wrap:anywhere] max-sm:py-1 max-sm:before:w-28 max-sm:before:shrink-0 max-sm:before:text-xs max-sm:before:font-semibold max-sm:before:uppercase max-sm:before:tracking-wide max-sm:before:text-slate-400 max-sm:before:content-[attr(data-label)]",
  actionCell: 'max-sm:block max-sm:py-1',
} as const;

/** The wrapper scrolls sideways if it must and is focusable, so keyboard users can scroll it too. */
export function DataTable<T>({ label, caption, columns, rows, rowKey, loading, empty, skeletonRows = 5, sort, dense, cardRow }: Props<T>) {
  if (!loading && rows?.length === 0) return <>{empty}</>;
  const compact = (column: Column<T>) => Boolean(cardRow && column.card);
  const cardClass = (column: Column<T>) =>
    compact(column) ? (column.card === 'hidden' ? 'max-sm:hidden' : column.card) : column.action ? CARD.actionCell : CARD.cell;
  const cellClass = (column: Column<T>) => `${dense ? 'px-2' : 'px-3'} py-2 ${cardClass(column)} ${column.className ?? ''}`;
  const cellProps = (column: Column<T>) => ({ className: cellClass(column), 'data-label': column.action || compact(column) ? undefined : column.header });
  return (
    <div role="region" aria-label={label} tabIndex={0} className="scroll-hint overflow-x-auto rounded-lg border border-slate-700 focus:outline-2 focus:outline-accent max-sm:bg-none">
      <table role="table" aria-busy={loading} className={`min-w-full divide-y divide-slate-700 text-left text-sm text-slate-200 ${CARD.table}`}>
        <caption className="sr-only">{caption}</caption>
        <thead role="rowgroup" className={`bg-ink-soft text-xs uppercase tracking-wide text-slate-300 ${CARD.head}`}>
          <tr role="row" className={CARD.headRow}>
            {columns.map((column) =>
              sort && column.sortKey ? (
                <SortHeader key={column.header} column={{ ...column, sortKey: column.sortKey, card: cardRow ? column.card : undefined }} sort={sort} />
              ) : (
                <th
                  key={column.header}
                  scope="col"
                  role="columnheader"
                  className={`${dense ? 'px-2' : 'px-3'} py-2 font-semibold ${compact(column) && column.card === 'hidden' ? 'max-sm:hidden' : CARD.plainHeader}`}
                >
                  {column.header}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody role="rowgroup" className={`divide-y divide-slate-800 ${CARD.body}`}>
          {rows
            ? rows.map((row, index) => (
                <tr key={rowKey(row)} role="row" className={cardRow ?? CARD.row}>
                  {columns.map((column) =>
                    column.rowHeader ? (
                      <th key={column.header} scope="row" role="rowheader" {...cellProps(column)} className={`${cellClass(column)} font-medium text-white`}>
                        {column.cell(row, index)}
                      </th>
                    ) : (
                      <td key={column.header} role="cell" {...cellProps(column)}>
                        {column.cell(row, index)}
                      </td>
                    ),
                  )}
                </tr>
              ))
            : Array.from({ length: skeletonRows }, (_, i) => (
                <tr key={i} role="row" data-skeleton="" className={CARD.row}>
                  {columns.map((column) => (
                    <td key={column.header} role="cell" className="px-3 py-3 max-sm:block">
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
