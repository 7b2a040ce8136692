import type { ReactNode } from 'react';
import { Skeleton } from './skeleton';

export interface Column<T> {
  header: string;
  cell: (row: T, index: number) => ReactNode;
  rowHeader?: boolean;
  className?: string;
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
}

/** The wrapper scrolls sideways at 375 px and is focusable, so keyboard users can scroll it too. */
export function DataTable<T>({ label, caption, columns, rows, rowKey, loading, empty, skeletonRows = 5 }: Props<T>) {
  if (!loading && rows?.length === 0) return <>{empty}</>;
  const cellClass = (column: Column<T>) => `px-3 py-2 ${column.className ?? ''}`;
  return (
    <div role="region" aria-label={label} tabIndex={0} className="scroll-hint overflow-x-auto rounded-lg border border-slate-700 focus:outline-2 focus:outline-accent">
      <table aria-busy={loading} className="min-w-full divide-y divide-slate-700 text-left text-sm text-slate-200">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-ink-soft text-xs uppercase tracking-wide text-slate-300">
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className="px-3 py-2 font-semibold">
                {column.header}
              </th>
            ))}
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
