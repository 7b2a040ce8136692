import { useId, type ReactNode, type Ref } from 'react';
import { Link } from 'react-router-dom';
import { linkClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage, isMissing } from '@/lib/http';

export interface DetailQuery<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

interface DetailFrameProps<T> {
  /** Where the back link goes: a path ('<< Back'), or a path with its own label. */
  back: string | { to: string; label: ReactNode };
  query: DetailQuery<T>;
  /** The server has none (404), or `when` (nothing to ask for). */
  notFound: { title: string; text: string; when?: boolean };
  title: (data: T | undefined) => ReactNode;
  subtitle?: (data: T) => ReactNode;
  actions?: (data: T) => ReactNode;
  loadingLabel: string;
  fields?: { columns: 2 | 3; list: (data: T) => readonly (readonly [label: string, value: ReactNode])[] };
  body?: (data: T) => ReactNode;
  /** Sections that load by id on their own (they show while the record loads too). */
  children?: ReactNode;
}

const gridClass = { 2: 'grid gap-3 sm:grid-cols-2', 3: 'grid gap-3 sm:grid-cols-3' } as const;

function BackLink({ back }: { back: DetailFrameProps<unknown>['back'] }) {
  const { to, label } = typeof back === 'string' ? { to: back, label: '<< Back' } : back;
  return (
    <Link to={to} className={`${linkClass.inline} self-start rounded`}>
      {label}
    </Link>
  );
}

/** A read-only value: text under its term, not a box that looks like an input (issue 23 item 8). */
export function DetailField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1 border-b border-slate-800 pb-3">
      <dt className="text-sm text-slate-400">{label}</dt>
      <dd className="text-slate-100 [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

/** A console record's page (docs/decisions/0018). */
export function DetailFrame<T>({ back, query, notFound, title, subtitle, actions, loadingLabel, fields, body, children }: DetailFrameProps<T>) {
  if (notFound.when || (query.isError && isMissing(query.error))) {
    return (
      <section className="flex flex-col gap-6">
        <BackLink back={back} />
        <h1 className="text-2xl font-bold text-white">{notFound.title}</h1>
        <EmptyState>{notFound.text}</EmptyState>
      </section>
    );
  }
  const data = query.data;
  const heading = (
    <div className="min-w-0">
      <h1 className="flex flex-wrap items-center gap-3 break-words text-2xl font-bold text-white">{title(data)}</h1>
      {data && subtitle ? <p className="mt-1 text-sm text-slate-300">{subtitle(data)}</p> : null}
    </div>
  );
  return (
    <section className="flex flex-col gap-6">
      <BackLink back={back} />
      {data && actions ? (
        <div className="flex flex-wrap items-center justify-between gap-4">
          {heading}
          {actions(data)}
        </div>
      ) : (
        heading
      )}
      {query.isError ? <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} /> : null}
      {query.isPending ? (
        <div role="status" aria-label={loadingLabel} className={fields ? gridClass[fields.columns] : 'flex flex-col gap-3'}>
          {fields ? (
            Array.from({ length: fields.columns === 2 ? 4 : 3 }, (_, i) => <Skeleton key={i} className="h-16 w-full" />)
          ) : (
            <>
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-40 w-full" />
            </>
          )}
        </div>
      ) : null}
      {data && fields ? (
        <dl className={gridClass[fields.columns]}>
          {fields.list(data).map(([label, value]) => (
            <DetailField key={label} label={label}>
              {value}
            </DetailField>
          ))}
        </dl>
      ) : null}
      {data && body ? body(data) : null}
      {children}
    </section>
  );
}

export function DetailSection({ title, headingRef, gap = 'gap-4', children }: { title: string; headingRef?: Ref<HTMLHeadingElement>; gap?: 'gap-2' | 'gap-3' | 'gap-4'; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={`flex flex-col ${gap}`}>
      <h2 ref={headingRef} id={id} tabIndex={headingRef ? -1 : undefined} className="text-xl font-semibold text-white focus:outline-none">
        {title}
      </h2>
      {children}
    </section>
  );
}

interface RelatedListProps<T> {
  query: DetailQuery<readonly T[]>;
  loadingLabel: string;
  empty: string;
  /** A 404 here means the record itself is gone: the page already says so. */
  quietWhenMissing?: boolean;
  itemKey: (item: T) => string;
  children: (item: T) => ReactNode;
}

export function RelatedList<T>({ query, loadingLabel, empty, quietWhenMissing = false, itemKey, children }: RelatedListProps<T>) {
  if (query.isPending) {
    return (
      <div role="status" aria-label={loadingLabel} className="flex flex-col gap-3">
        <Skeleton className="h-14 w-full" />
        <Skeleton className="h-14 w-full" />
      </div>
    );
  }
  if (query.isError) {
    if (quietWhenMissing && isMissing(query.error)) return null;
    return <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  if (!query.data || query.data.length === 0) return <EmptyState>{empty}</EmptyState>;
  return (
    <ul className="flex flex-col gap-3">
      {query.data.map((item) => (
        <li key={itemKey(item)} className="flex flex-col gap-1 rounded-lg border border-slate-700 px-4 py-3">
          {children(item)}
        </li>
      ))}
    </ul>
  );
}
