import type { ReactNode, Ref } from 'react';
import { DateTime } from '@/components/ui/date-time';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/http';
import type { ReplyOf } from '@contract/endpoints';
import type { DetailQuery } from './detail-frame';
import { DetailSection } from './detail-frame';
import { PlatformLinks } from './platform-links';

export type MetaverseRecord = ReplyOf<'metaverseGet'>['data']['metaverse'];

export function MetaversePending({ query }: { query: Pick<DetailQuery<unknown>, 'isError' | 'error' | 'isFetching' | 'refetch'> }) {
  if (query.isError) {
    return (
      <section className="flex flex-col gap-4">
        <h1 className="text-2xl font-bold text-white">Metaverse</h1>
        <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      </section>
    );
  }
  return (
    <section aria-busy="true" className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-white">
        <span className="sr-only">Loading metaverse…</span>
        <Skeleton className="h-8 w-64 max-w-full" />
      </h1>
      <Skeleton className="h-4 w-80 max-w-full" />
      <Skeleton className="h-20 w-full" />
      <Skeleton className="h-32 w-full" />
      <Skeleton className="h-32 w-full" />
    </section>
  );
}

interface Props {
  metaverse: MetaverseRecord;
  withTime?: boolean;
  headingRef?: Ref<HTMLHeadingElement>;
  actions?: ReactNode;
  replacement?: ReactNode;
  people: ReactNode;
  users: ReactNode;
  children?: ReactNode;
}

/** Shared by both consoles (docs/decisions/0018); each fills the slots with what it may do. */
export function MetaverseFrame({ metaverse, withTime = false, headingRef, actions, replacement, people, users, children }: Props) {
  const when = (iso: string) => <DateTime value={iso} dateOnly={!withTime} />;
  return (
    <section className="flex flex-col gap-8">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 ref={headingRef} tabIndex={-1} className="break-words text-2xl font-bold text-white focus:outline-none">
            {metaverse.name}
          </h1>
          <p className="mt-1 text-sm text-slate-300">
            Created {when(metaverse.createdAt)}, updated {when(metaverse.updatedAt)}
          </p>
        </div>
        {actions}
      </header>
      {replacement ?? (
        <>
          <DetailSection title="Description" gap="gap-2">
            <p className="whitespace-pre-line break-words text-slate-200">{metaverse.description || 'No description'}</p>
          </DetailSection>
          <DetailSection title="Platform links">
            <PlatformLinks links={metaverse.links} />
          </DetailSection>
          {people}
          {users}
        </>
      )}
      {children}
    </section>
  );
}
